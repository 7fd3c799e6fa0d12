"""Things of no known shape: a read answers a value of the noun's own kind or a verdict, an action a receipt."""

from __future__ import annotations

import random
from typing import Any

from seer import kinds
from seer.generate.symbolic.clone import clone
from seer.generate.symbolic import readings
from seer.generate.symbolic.args import World
from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.lexicon import words
from seer.generate.symbolic.mocks.apply_args import _apply
from seer.generate.symbolic.mocks.common import (
    strays_a_path,
    CREATE_VERBS,
    LISTING_VERBS,
    _field_name,
    _holds,
)
from seer.generate.symbolic.mocks.common import action_of, held_under, step_results
from seer.generate.symbolic.mocks.needs import _slot
from seer.generate.symbolic.mocks.page_html import page_html, reads_source
from seer.generate.symbolic.world import field_value
from seer.kinds.infer import contexts

_VERDICT_VERBS = frozenset({"verify", "assert", "validate", "expect"})


_CHECK_WORDS = frozenset({"check", "checks", "preflight", "audit", "lint", "linter", "scan"})  # preflight_check: a verdict, no record


def _state_before(world: World, states: tuple[str, str], rng: random.Random) -> str:
    """A state read before the request starts or stops the thing is the state that step changes:
    "stopped" before a start, the running state before a stop (never "recording, now start recording")."""
    for q in world.plan[world.at + 1:]:  # the next step that changes it decides
        ws = {q.verb, *q.words}
        if ws & {"start", "begin", "resume"}:
            return states[1]
        if ws & {"stop", "end", "finish", "pause"}:
            return states[0]
    return rng.choice(states)


_PAGE_TEXT = ("text", "content", "source", "html", "body")
_DIALOGS = ("Are you sure you want to delete this item?", "Leave site? Changes you made may not be saved.",
            "Your session is about to expire. Stay signed in?", "Please enter a name for the new folder:",
            "Discard unsaved changes to this form?")  # what alert/confirm/prompt dialogs say, not a chat line


_PLATFORM_HOSTS = {"github": "github.com", "gitlab": "gitlab.com", "bitbucket": "bitbucket.org", "gitea": "gitea.com"}
_API_URLS = {"github.com": "https://api.github.com", "gitlab.com": "https://gitlab.com/api/v4",
             "bitbucket.org": "https://api.bitbucket.org/2.0", "gitea.com": "https://gitea.com/api/v1"}


def _dialog_message(world: World, rng: random.Random) -> str:
    """The message of the dialog the page shows: one per request (read, then accepted: the same words)."""
    return world.stated.setdefault(("dialog", "message"), rng.choice(_DIALOGS))


def _unknown(p: Profile, noun: str, shown: str, args: dict[str, Any], values: list, rng: random.Random, world: World,
             now: str) -> dict[str, Any]:
    """A thing of no known shape: a read returns a value of the noun's own kind (a page's text is
    text), else a named record; an action's receipt echoes what it was asked (a create adds an id)."""
    ctx = p.ctx
    own = readings.modelled(p, noun, args, rng, "design" in contexts(*ctx), world, values)
    if own is not None:  # a tree of nodes, a wait's duration, figures, tokens, a contrast ratio: no echo, no invented record
        return own
    host = _PLATFORM_HOSTS.get(str(args.get("platform", "")).lower())
    if p.read and noun in ("config", "configuration", "setting", "settings") and host:
        # get_platform_config(github) answered {"config": {"platform": "github"}} (seeds 1305, 1313): a host's address,
        # its API and the account the token signs in as
        user = world.me or world.current.get("user") or {}
        login = next((user[f] for f in ("login", "username") if isinstance(user.get(f), str)), None) or kinds.make("username", rng)
        return {shown: {"platform": args["platform"], "url": f"https://{host}", "api_url": _API_URLS[host],
                        "username": login, "token_configured": True}}
    record: dict[str, Any] = {}
    if not p.read and p.verb in CREATE_VERBS:
        named = next((str(v) for k, v in args.items() if isinstance(v, str) and words(k) in ([noun, "name"], ["name"])), None)
        seen = next((r for pool_noun, pool in world.records.items() if pool_noun.split("@")[0] == noun for r in pool
                     if named is not None and r.get("name") == named and "id" in r), None)
        # place_symbol(symbol_name=Logo) after get_symbols listed Logo as sym_b4bwva4z answered symbol id sym_g9t6dva6
        # (seed 1305): the symbol placed is the one listed, under its id
        record["id"] = seen["id"] if seen is not None else field_value(noun, "id", rng, ctx)
    _apply(p, record, args, prose=not p.read)
    if not p.read and p.verb in CREATE_VERBS and isinstance(record.get("text"), str):  # adobe_ps_text: Photoshop names the
        values[:] = [(n, record["text"][:60] if "layer" in n.param.words and isinstance(v, str) else v) for n, v in values]  # layer after its text
    for need, value in values:
        if not _holds(record, value) and not strays_a_path(value, args):  # get_ticket(key) hands on its key: no from_key beside it
            record[_slot(record, p, need.param, args)] = value
    if p.read and (noun == "status" or "status" in p.words) and "design" in contexts(*ctx):
        from seer.generate.symbolic.mocks.shapes import app_status

        app = app_status(args, world)  # adobe_app_status(app=illustrator): Illustrator's version, running as listed
        if app is not None:
            return {**app, **{k: v for k, v in record.items() if k not in app and k != "app"}}
    if p.read and (noun == "status" or "status" in p.words):  # a server's, job's or recording's status: its state
        out: dict[str, Any] = {"status": rng.choice(("queued", "rendering", "done")) if set(p.words) & {"render", "job", "queue"}
                               else _state_before(world, ("recording", "stopped"), rng) if set(p.words) & {"recording", "record"}
                               else rng.choice(("ready", "connected", "idle"))}
        if "version" in words(p.tool.description):
            out["version"] = kinds.make("version", rng)
        return {**out, **record}
    if p.read:
        kind = kinds.infer(noun, {"type": "string"}, tool_name=p.ctx[0], tool_description=p.ctx[1])
        if "browser" in contexts(*ctx) and reads_source(p, noun) and kind != "title":  # get_dom: the page's HTML, not its url
            from seer.kinds.web import make_url, page_title

            if world.page is None:
                url = make_url(rng)
                world.page = {"url": url, "title": page_title(url), "status": 200}
            return {"url": world.page["url"], "content": page_html(world.page, rng)}
        if kind in ("count", "number") or noun in ("number", "count", "total", "size", "length"):
            asked = {k: v for k, v in record.items() if k in args}  # a count hands on no key it never listed
            return {**asked, "count": rng.randint(0, 5_000)}  # "get the number of indexed keys": a number
        if p.verb in _VERDICT_VERBS:  # a check answers with its verdict beside what it checked
            return {"status": "passed", **clone(record)}
        if set(p.words) & _CHECK_WORDS:  # preflight_check(min_dpi=72): the verdict on the document, with what it checked
            issues = rng.choice((0, 0, 1, 2))
            return {"status": "warnings" if issues else "passed", "issues": issues, **clone(record)}
        if (kind in kinds.FALLBACKS or kind == "boolean") and record and not p.verb in LISTING_VERBS:
            return {shown: held_under(record, shown)}  # a wait or check on what it was given: that, no invented entity
        if kind in kinds.FALLBACKS or kind == "boolean":
            record = {"id": field_value(noun, "id", rng, ctx), "name": field_value(noun, "name", rng, ctx), **record}
            world.keep(noun, record)
            return {shown: clone(record)}
        page_read = "browser" in contexts(*ctx) and (kind == "title" or noun in _PAGE_TEXT and "page" in p.words)
        if page_read:  # a page's title or text is the open page's (a refresh shows it again), never a ticket's or a chat line
            from seer.kinds.web import make_url, page_text, page_title

            if world.page is None:
                url = make_url(rng)
                world.page = {"url": url, "title": page_title(url), "status": 200}
            said = world.page["title"] if kind == "title" else page_text(world.page, rng)
            return {shown: said, **{k: v for k, v in record.items() if k != shown}}
        said_words = {w.lower() for w in [*p.words, *words(p.tool.description)]}  # alert(get_text) of "Handle browser
        # alert/confirm/prompt dialogs" answered "text: Jane Doe" (seed 1315): a dialog's text is its message
        if noun in _PAGE_TEXT and (said_words & {"dialog", "dialogs"} or "browser" in contexts(*ctx)
                                   and said_words & {"alert", "alerts", "prompt", "confirm"}):  # an alert's message
            said = _dialog_message(world, rng)
            return {shown: said, **{k: v for k, v in record.items() if k != shown and k not in _PAGE_TEXT}}
        if noun in _PAGE_TEXT and "browser" in contexts(*ctx) and "element" in set(p.words) | set(words(p.tool.description)):
            return {shown: kinds.make("ui_text", rng), **{k: v for k, v in record.items() if k != shown}}  # an element's text
        return {shown: kinds.make(kind, rng, hint=noun), **{k: v for k, v in record.items() if k != shown}}
    said = next((v for k, v in args.items() if k in ("action", "mode", "operation", "op") and isinstance(v, str) and v), None)
    receipt: dict[str, Any] = {"ok": True, "action": said or action_of(p), **step_results(args)}
    boxed = next((w for w in ("dialog", "alert", "prompt", "confirm") if w in p.words or noun == w), None)
    if receipt["action"] in ("accept", "dismiss") and boxed and not record:  # dialog_handle(accept) answered "ok" alone
        receipt["dialog"] = {"message": _dialog_message(world, rng)}  # (seed 1311): a dialog accepted is one with its
        # message, the one a read of it showed
    if receipt["action"] in ("clear", "purge", "flush", "empty") and not record:  # ae_render_queue(op=clear) answered "ok"
        receipt["cleared"] = rng.randint(1, 6)  # alone (seed 1311): what was cleared is counted
    kind = kinds.infer(noun, {"type": "string"}, tool_name=p.ctx[0], tool_description=p.ctx[1])
    if record and kind in ("username", "email", "person", "version") and noun not in record and p.verb not in CREATE_VERBS:
        receipt[shown] = _own_person(world, kind) or kinds.make(kind, rng, hint=noun)  # refresh the username: the username
        receipt.update(clone(record))
    elif record:
        receipt[shown] = held_under(world.keep(noun, record), shown)
    receipt["completed_at"] = now
    for need, value in values:
        if not strays_a_path(value, args):
            receipt[_field_name(p, need.param)] = value
    return receipt


def _own_person(world: World, kind: str) -> str | None:
    """The signed-in user's own login or email, once a call of this request showed that user (refresh the username
    after get_current_user_info said brenda.holt: brenda.holt, not a stranger)."""
    user = world.current.get("user") or next(iter(world.records.get("user", [])), None)
    fields = {"username": ("login", "username", "handle"), "email": ("email",)}.get(kind, ())
    return next((user[f] for f in fields if isinstance(user, dict) and isinstance(user.get(f), str)), None)
