"""Error scenarios with the sensible next step: a failure, then a retry with a fix.

The failing call blames one stated argument (a name, key or id). Either the error itself
suggests the right value (the agent retries with it, in the same turn) or the user gives it
when the agent reports the failure (a second turn). An argument-less or unblameable call gets a
permission error, where the right next step is to tell the user and stop.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass
from typing import Any

from seer.generate.symbolic.clone import clone
from seer.generate.symbolic.args import World
from seer.generate.symbolic.cards import HANDLE_WORDS, Profile, args_body
from seer.generate.symbolic.homes import first_user, rehome
from seer.generate.symbolic.lexicon import SOURCE_WORDS, singular, words
from seer.generate.symbolic.mocks import make_mock
from seer.generate.symbolic.world import scope_args
from seer.generate.symbolic.negatives import failure_subject
from seer.generate.symbolic.testcode import is_test_file, other_test_file
from seer.generate.symbolic.text import label, render
from seer.generate.symbolic.values import ValueMaker, fits
from seer.generate.symbolic.scalars import counts
from seer.harness.model import MockOutput
from seer.kinds import infer
from seer.kinds.infer import contexts as _contexts

CREATE = frozenset("create add new make insert post upload init clone".split())
# arguments a person composes: a server cannot suggest a fix, and "not found" makes no sense
COMPOSED = frozenset("query sql statement expression script code command jql cql filter selector xpath pattern regex".split())
COMPOSED_KINDS = frozenset("""sql sql_ddl sql_dml jql cql css_selector xpath regex glob label_selector field_selector cron script
kv_pattern""".split())
# values with a format: wrong ones are invalid (422), never "not found"
FORMAT_KINDS = frozenset("""timezone date datetime time duration weekday email url domain ip port language_code country_code
currency colour coordinates latitude longitude mime version""".split())


@dataclass
class Recovery:
    failure: MockOutput
    retry: dict[str, Any] | None  # the retried call's arguments (None: report and stop)
    retry_mock: MockOutput | None
    ask: bool  # the fix comes from the user in a second turn (else from the error itself)
    user_turn: str  # the user's words that give the fix (ask only)
    why: str  # the retry's rationale
    novelty: str
    failed: dict[str, Any] | None = None  # the failing call's arguments, when they differ from the planned ones


_CLOSERS = {"(": ")", "[": "]", "{": "}", "'": "'", '"': '"'}


def _echo_key(name: str) -> str:
    """The key the error echoes the blamed value under: never over the error's own code or message."""
    return f"given_{name}" if name in ("code", "message", "suggestion") else name


def _typo(value: str) -> str | None:
    """`release-notes` -> `releaes-notes`: two letters swapped, the slip a person makes."""
    spots = [i for i in range(1, len(value) - 2) if value[i].isalpha() and value[i + 1].isalpha() and value[i] != value[i + 1]]
    if not spots:
        return None
    i = spots[len(spots) // 2]
    return value[:i] + value[i + 1] + value[i] + value[i + 2:]


def _names_the_made_thing(p: Profile, subject: Any) -> bool:
    """ae_add_mask(comp_name=Logo reveal) adds a mask to a comp that exists: only the name of what a call makes (a mask,
    an index, a document's title) can be "already taken"; a thing named as where it goes cannot."""
    own = set(subject.entity or subject.words) - {"name", "title", "id"}
    return not own or bool(own & set(p.nouns)) or own <= {"new", "file", "path", "filename"}


def _unbalanced(value: str) -> tuple[str, str] | None:
    """A composed value with one bracket or quote left open: (broken value, the stray mark)."""
    for mark, close in _CLOSERS.items():
        if mark in value and close in value and mark != close:
            cut = value.rindex(close)
            return value[:cut] + value[cut + 1:], close
    return (value + "[", "[") if value else None


def _number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _stated_max(subject, old: float) -> int | None:
    """The maximum a parameter's schema or description states ("default 100, max 200"), when `old` is above it."""
    top = subject.core.get("maximum")
    if not isinstance(top, (int, float)) or isinstance(top, bool):
        m = re.search(r"\b(?:max(?:imum)?\.?|up to|at most)\s*(?:of\s*)?(\d+)", str(subject.core.get("description") or ""), re.I)
        top = int(m[1]) if m else None
    return int(top) if top is not None and top < old else None


def _bound_between(old: float, new: float) -> float | None:
    """The round limit a server states that `new` keeps and `old` breaks (771 then 500: a maximum of 500)."""
    lo, hi = sorted((old, new))
    rounds = sorted({m * 10 ** k for k in range(-2, 7) for m in (1, 2, 2.5, 5)})
    whole = isinstance(old, int) and isinstance(new, int)  # a min size of 2 is refused under a minimum of 5, never 2.5
    inside = [r for r in rounds if (new <= r < old if new < old else old < r <= new) and (not whole or float(r).is_integer())]
    if not inside:
        return None
    cap = inside[-1] if new < old else inside[0]  # the tightest round bound that still lets the retry through
    return int(cap) if float(cap).is_integer() else cap


_THINGS = frozenset({"layer", "layers", "item", "items", "index", "indices"})  # numbered things: one number, one thing


def _frame_rate(subject) -> bool:
    """fps, frame_rate, frameRate: a video's frame rate."""
    return "fps" in subject.words or {"frame", "rate"} <= set(subject.words)


def _fixed(p: Profile, args: dict, subject, rng: random.Random) -> dict | None:
    """The call's arguments with the blamed one replaced by another valid value."""
    old = subject.get(args)
    options = [v for v in subject.core.get("enum") or [] if v != old]
    maker = ValueMaker(rng, context=p.ctx)  # the kind in its tool: a write's query is DML
    kind = infer(subject.name, subject.core, tool_name=p.ctx[0], tool_description=p.ctx[1])
    if isinstance(old, str) and kind == "api_path":
        return _other_index(p, args, subject, old, rng)
    if isinstance(old, str) and not options and "preset" in subject.words and "pdf" in json.dumps(args).lower():
        from seer.kinds.words import _PDF_PRESETS  # a PDF export's preset not found: another PDF preset (seed 1322)

        options = [v for v in _PDF_PRESETS if v != old]
    holder = args.get("params") if isinstance(args.get("params"), dict) else args
    by = next((holder[k] for k in ("by", "strategy", "locator_type") if isinstance(holder.get(k), str)), None)
    if isinstance(old, str) and not options and by and subject.name in ("value", "locator", "selector", "target"):
        from seer import kinds
        from seer.generate.symbolic.locators import LOCATOR_VALUES

        low = by.lower().replace(" ", "_")  # get_element_text(by=id, value=checkout) not found: another element id
        drawn = [kinds.make("css_selector", random.Random(f"{old}:{n}")) for n in range(4)] if "css" in low else \
            [kinds.make("xpath", random.Random(f"{old}:{n}")) for n in range(4)] if "xpath" in low else \
            list(LOCATOR_VALUES.get(low) or LOCATOR_VALUES.get(low.split("_")[0]) or ())  # never a chat sentence as an
        options = [v for v in dict.fromkeys(drawn) if v != old]  # id ("All tests pass on the main branch.", seed 1484)
    if _number(old) and not options and _frame_rate(subject):  # fps 30 refused, retried at 31 (seed 1306): a frame rate
        options = [v for v in (24, 25, 30, 60) if v != old]  # is one of the rates video uses
    if _number(old) and not options and not counts(subject.core, subject.words) and not _number(subject.core.get("default")):
        # a stroke 2 px wide refused: 3 or 4 (a count or a setting with a range is retried inside the bound it states)
        near = [old + 1, old * 2, old - 1] if isinstance(old, int) else [round(old * 1.5, 3), round(old / 2, 3)]  # px, not
        if isinstance(old, int) and set(subject.words) & {"index", "position", "artboard", "layer", "item"}:
            near = [old - 1, old // 2, 1, 0]  # artboard 7 not found: the document has fewer (positions have no gaps), never 14
        options = [v for v in near if v > 0 and v != old]  # a 1080 canvas width
    for _ in range(6):
        value = rng.choice(options) if options else maker.make(subject.schema, subject.name, 1, subject.words)
        if isinstance(old, list) and isinstance(value, list) and value and set(map(str, value)) & set(map(str, old)):
            continue
        if isinstance(value, list) and isinstance(old, (str, int)) and old in value:
            continue  # delete(key=cart:311:items) not found: the fix is another key, never that one again with a second
        if value is None or value == old or isinstance(value, bool) or (isinstance(value, str) and len(value) < 2):
            continue
        others = [x for k, v in args.items() if k != subject.name for x in (v if isinstance(v, list) else [v])
                  if isinstance(x, str) or isinstance(x, int) and not isinstance(x, bool) and set(subject.words) & _THINGS]
        if any(x in others for x in (value if isinstance(value, list) else [value]) if isinstance(x, (str, int))):
            continue  # the new branch's name is not the base branch it starts from; layer 2 is not the audio layer 2
        if isinstance(old, list) and not isinstance(value, list):
            value = [value]  # keep the argument's shape: a list of keys stays a list
        if isinstance(old, str) and isinstance(value, list) and value and all(isinstance(x, str) for x in value):
            value = value[0]  # and one key stays one key: delete(key="session:8f3a2c") is never retried on two others
        value = _like(old, value, rng)  # "not 3810, it's pro_dvt4grmg": the right id has the wrong one's form
        value = _same_site(old, value, args, rng)  # Mobile Banking's site answered 404: its other address, not richardson.com
        kv = kind == "kv_key"
        if isinstance(old, list) and len(old) > 1 and isinstance(value, list) and value and all(isinstance(x, str) for x in old):
            last = other_test_file(old[-1], rng) or _same_family(old[-1], value[0], rng)  # delete(key=[session:8f3a2c,
            value = [*old[:-1], _namespaced(old[-1], last, rng) if kv else last]  # cart:311:items]): one of them is missing,
            # the other stays asked for (npm test -- tests/search.spec.ts: the test file beside it, on the same command line)
        value = _same_family(old, value, rng)  # order:2025:0871 not found: order:2025:0817, not feature_flags
        if kv:
            value = _namespaced(old, value, rng)  # feature_flags not found: config:feature_flags, not order:2025:0871
        if value == old:
            continue
        if isinstance(old, str) and isinstance(value, str) and old.startswith("/") and value.startswith("/") \
                and "." in old.rsplit("/", 1)[1] and value.rsplit("/", 1)[0] != old.rsplit("/", 1)[0]:
            value = f"{value.rsplit('/', 1)[0]}/{old.rsplit('/', 1)[1]}"  # the same file, found in another folder
            mine, theirs = _PROJECT.match(old), _PROJECT.match(value)
            if mine and theirs and mine[0] != theirs[0] and mine[0] + value[theirs.end():] != old:
                value = mine[0] + value[theirs.end():]  # of the same project: helpdesk/scripts is missing, helpdesk/src/
                # components is there (never auth-gateway's folder for a helpdesk file)
            elif mine and theirs and mine[0] != theirs[0]:  # helpdesk/docs/CHANGELOG.md is missing: not search-indexer's
                from seer.kinds.code import DIRS, name_in  # docs/CHANGELOG.md (seed 1386) but another folder of helpdesk

                here = old[mine.end():].rsplit("/", 1)[0].strip("/")
                base = old.rsplit('/', 1)[1]  # a folder such a file lives in (a CHANGELOG.md found in docs/, never reports/)
                homes = [d for d in DIRS if '/' not in d and d != here]
                value = f"{mine[0]}/{rng.choice([d for d in homes if name_in(d, base) == base] or homes)}/{base}"
        if isinstance(old, str) and isinstance(value, str) and old.startswith("/") and value.startswith("/") \
                and "." not in old.rsplit("/", 1)[1] and "." in value.rsplit("/", 1)[1]:
            value = value.rsplit("/", 1)[0]  # a folder stays a folder (create_directory is not retried on deploy.sh)
        if isinstance(old, str) and isinstance(value, str) and old.startswith("/") and value.startswith("/") \
                and "." not in old.rsplit("/", 1)[1] and value.rsplit("/", 1)[1] and value.rsplit("/", 1)[1] != old.rsplit("/", 1)[1]:
            drawn = value
            value = f"{old.rsplit('/', 1)[0]}/{value.rsplit('/', 1)[1]}"  # the folder beside it, in the same project
            home = _PROJECT.match(old)
            if home and home[0].rstrip("/") == old.rstrip("/"):  # a project's root is missing: another project's root,
                from seer.kinds.code import REPOS  # never /home/emeka/projects/data (a folder's name as a project, 1542)

                theirs = _PROJECT.match(drawn)
                other = theirs[0].rstrip("/").rsplit("/", 1)[1] if theirs else ""
                others = [r for r in REPOS if r != old.rstrip("/").rsplit("/", 1)[1]]
                value = f"{old.rsplit('/', 1)[0]}/{other if other and other in others else rng.choice(others)}"
            if home and value.rsplit("/", 1)[1] == home[0].rsplit("/", 1)[1] and value != home[0]:
                from seer.kinds.code import DIRS  # never src/payments-api inside payments-api (seed 1366): a folder of its own

                value = f"{old.rsplit('/', 1)[0]}/{rng.choice([d for d in DIRS if '/' not in d and d != old.rsplit('/', 1)[1]])}"
        if isinstance(old, str) and isinstance(value, str) and (who := first_user([old])) is not None:
            value = rehome(value, who)  # the user's own home (the scenario's one user): gustavo's mobile-app is no fix
            if value == old:
                continue
        if isinstance(value, str) and value in others:  # the source found is never the destination itself (move_file
            continue  # retried from billing-service/README.md onto billing-service/README.md, seed 1362)
        out = clone(args)
        subject.put(out, value)
        if fits(p.tool.input_schema, out):
            return out
    return None


_PROJECT = re.compile(r"/home/[^/]+/projects/[^/]+")
_INDICES = ("logs-2024.12", "orders", "products", "metrics-2024.11", "customers", "events-2025.01")


def _same_site(old: Any, value: Any, args: dict, rng: random.Random) -> Any:
    """A URL whose host names a thing another argument names (https://www.mobilebanking.com for productName "Mobile
    Banking") is corrected by another address of that thing, never another company's site."""
    if not (isinstance(old, str) and isinstance(value, str) and old.startswith("http") and value.startswith("http")):
        return value
    host = re.sub(r"[^a-z0-9]", "", old.split("//", 1)[-1].split("/", 1)[0].lower())
    slugs = [re.sub(r"[^a-z0-9]", "", v.lower()) for v in args.values() if isinstance(v, str) and not v.startswith("http")]
    slug = next((x for x in slugs if len(x) >= 4 and x in host), None)
    if slug is None:
        return value
    options = [u for u in (f"https://app.{slug}.com", f"https://{slug}.io", f"https://www.{slug}.app", f"https://{slug}.com")
               if re.sub(r"[^a-z0-9]", "", u.split("//")[1]) != host]
    return rng.choice(options)


def _same_family(old: Any, value: Any, rng: random.Random) -> Any:
    """A key-value store key (family:...:id) is corrected by a key of its family, another id in it: order:2025:0871 by
    order:2025:0817, cart:311:items by cart:113:items, session:8f3a2c by session:<another hex id>."""
    if isinstance(old, list) and len(old) == 1 and isinstance(value, list) and value:  # delete(key=[cart:311:items])
        return [_same_family(old[0], value[0], rng)]
    if isinstance(old, str) and isinstance(value, list) and len(value) == 1:  # key "user:1042:profile", retried as a list
        return [_same_family(old, value[0], rng)]
    if not (isinstance(old, str) and isinstance(value, str)) or ":" not in old or old.startswith(("http", "/")) or " " in old:
        return value
    parts = old.split(":")
    if not re.fullmatch(r"[a-z][\w.-]*", parts[0]) or value.startswith(parts[0] + ":"):
        return value  # a time (10:30) is no key; a key of the family already
    at = next((j for j in range(len(parts) - 1, 0, -1) if any(c.isdigit() for c in parts[j])), None)
    if at is None:
        return value
    ident = parts[at]
    if not re.fullmatch(r"[0-9a-f]{2,}", ident):  # rate_limit:api:203.0.113.7: its last number another
        run = list(re.finditer(r"\d+", ident))[-1]
        other = str((int(run[0]) + rng.randint(1, 8)) % 10 ** len(run[0])).zfill(len(run[0]))
        new = ident[:run.start()] + other + ident[run.end():]
    elif ident.isdigit():
        swapped = ident[:-2] + ident[-1] + ident[-2]  # two digits typed the wrong way round
        new = swapped if swapped != ident else str(rng.randint(10 ** (len(ident) - 1), 10 ** len(ident) - 1))
    else:
        new = "".join(rng.choice("0123456789abcdef") for _ in ident)
    return ":".join([*parts[:at], new, *parts[at + 1:]])


def _namespaced(old: Any, value: Any, rng: random.Random) -> Any:
    """A key with no id in it (feature_flags, cache:homepage) not found is the same name under the namespace or the
    suffix the store keeps it by (config:feature_flags, cache:homepage:en), never a key of another family."""
    one = old[0] if isinstance(old, list) and len(old) == 1 else old
    if not isinstance(one, str) or " " in one or one.startswith(("/", "http")) or any(c.isdigit() for c in one):
        return value
    flows = one.split(":", 1)[0] in ("stream", "events", "queue", "jobs", "notifications")  # a stream is never by language
    new = f"{one}:{rng.choice(('v2', 'live', 'main') if flows else ('v2', 'en', 'current'))}" if ":" in one \
        else f"{rng.choice(('config', 'app', 'settings'))}:{one}"
    return [new] if isinstance(value, list) else new


def _like(old: Any, value: Any, rng: random.Random) -> Any:
    """A numeric id is corrected by a numeric id, a prefixed id (note_...) by one of the same prefix."""
    if not isinstance(old, str) or not isinstance(value, str) or len(old) < 2:
        return value
    if old.isdigit() and not value.isdigit():
        return str(rng.randint(10 ** (len(old) - 1), 10 ** len(old) - 1))
    m = re.fullmatch(r"([a-z]{2,5}_)[0-9a-z]{6,}", old)
    if m and not value.startswith(m[1]) and re.fullmatch(r"[a-z]{2,5}_[0-9a-z]{6,}", value):
        return m[1] + value.split("_", 1)[1]
    return value


def _other_index(p: Profile, args: dict, subject, old: str, rng: random.Random) -> dict | None:
    """An API path that failed is retried on the same endpoint of another index (/products/_doc/42 ->
    /orders/_doc/42), never on another endpoint (/products/_doc/_mapping); a cluster-wide path has no
    index to be wrong about."""
    head, _, rest = old.lstrip("/").partition("/")
    if not head or head.startswith("_"):
        return None
    for _ in range(6):
        other = rng.choice(_INDICES)
        out = clone(args)
        subject.put(out, "/" + other + ("/" + rest if rest else ""))
        if other != head and fits(p.tool.input_schema, out):
            return out
    return None


def _used_before(subject, args: dict, earlier_calls: tuple) -> bool:
    """The blamed value is one an earlier call of this request took under the same name and went through with (seed
    1321: a reply "channel ID C0DH0QFJLZ not found" right after a post to that channel)."""
    old = subject.get(args)
    return isinstance(old, (str, int)) and not isinstance(old, bool) and any(
        args_body(c).get(subject.name) == old for c in earlier_calls if isinstance(c, dict))


def _carried(subject, args: dict, world: World) -> bool:
    """The blamed value was handed on from an earlier result of this request: no user slip."""
    old = subject.get(args)
    return any(k[1] == subject.name and v == old for k, v in world.assigned.items())


_APP_NAMES = {"illustrator": "Illustrator", "photoshop": "Photoshop", "aftereffects": "After Effects", "premiere": "Premiere Pro",
              "indesign": "InDesign", "mediaencoder": "Media Encoder"}


def _local_git(p: Profile) -> bool:
    """A git tool on a repository of this machine (git_add, git_commit), not a hosted platform's API (platform=github)."""
    return "git" in p.name.lower().split("_")[:1] and not any(q.words[-1:] == ["platform"] for q in p.params) \
        and not p.read


def _desktop_app(p: Profile) -> str:
    """The desktop design app a tool drives ("Illustrator"), else "" (a hosted service, a browser, a folder)."""
    from seer.generate.symbolic.named import APP_PREFIX_NAMES
    from seer.kinds.infer import contexts, design_app

    if "design" not in contexts(*p.ctx):
        return ""
    prefix = p.name.split("_", 1)[0].lower()
    return _APP_NAMES.get(design_app(*p.ctx)) or APP_PREFIX_NAMES.get(prefix) or "The app"


def _unfixable(code: int, message: str, novelty: str) -> Recovery:
    """A failure no retry can fix: the agent reports it and stops (no retried call, no user turn)."""
    failure = MockOutput(output={"error": {"code": code, "message": message}}, grounding="low", is_error=True)
    return Recovery(failure, None, None, False, "", "", novelty)


def _shown_before(subject, args: dict, world: World) -> bool:
    """A single blamed value came from an earlier result of this request (a listed index, a listed issue's number): it
    exists, so no "not found" or "wrong name" can blame it."""
    old = subject.get(args)
    return isinstance(old, (str, int)) and not isinstance(old, bool) and subject.core.get("type") != "array" \
        and _carried(subject, args, world)


def recover(p: Profile, args: dict, rng: random.Random, world: World, similar: Any, earlier_calls: tuple = ()) -> Recovery:
    subject = failure_subject(p, args)
    if subject is not None and _shown_before(subject, args, world):
        subject = None  # logs-2024.07 listed a step ago is not "not found" now: a busy server, retried, or a refusal
    if subject is not None and _used_before(subject, args, earlier_calls):
        subject = None  # slack_post_message(channel_id=C0DH0QFJLZ) went through a step before: that channel is there
    if subject is not None and "publish" in p.words and "channel" in subject.words and "kv" in _contexts(*p.ctx):
        subject = None  # a Redis channel is no thing that exists or not: PUBLISH to one nobody listens on reaches 0 clients
    if subject is not None and _number(subject.get(args)) and subject.get(args) <= 1 and counts(subject.core, subject.words):
        subject = None  # undo(count=1) is never "below the minimum of 2": no server refuses the smallest count asked for
    retry = _fixed(p, args, subject, rng) if subject is not None else None
    if retry is None and (p.read or rng.random() < 0.5):  # nothing to blame: a busy server, the same call once more
        failure = MockOutput(output={"error": {"code": 503, "message": "service temporarily unavailable, retry in a few seconds",
                                               "retry_after_s": 2}}, grounding="low", is_error=True)
        return Recovery(failure, clone(args), make_mock(p, args, [], world, rng, similar), False, "",
                        "retries the same call after the temporary failure",
                        f"{p.name} fails with a temporary 503; the agent should retry the same call, not give up or invent a result.")
    undoing = next((v for v in (*args.values(), p.name) if isinstance(v, str) and v in ("undo", "redo")), None)
    if retry is None and undoing:  # an undo with nothing left to undo, never a permission an account lacks
        return _unfixable(409, f"nothing to {undoing}: the history has no step to {undoing}",
                          f"{p.name} fails (409: nothing to {undoing}); the agent must tell the user instead of claiming success.")
    if retry is None and _local_git(p):  # a repository on this machine has no account either: another git holds its lock
        return _unfixable(409, "Unable to create '.git/index.lock': File exists. Another git process seems to be running in "
                               "this repository",
                          f"{p.name} fails (409: another git process holds .git/index.lock); the agent must tell the user "
                          f"instead of deleting the lock or claiming success.")
    app = _desktop_app(p)
    if retry is None and app:  # a desktop app has no account to refuse a permission to: it is busy with a dialog
        message = f"{app} is busy: a modal dialog is open"
        return _unfixable(409, message, f"{p.name} fails (409: {message}); no retry can fix that, so the agent must tell the "
                                        f"user to close the dialog instead of claiming success.")
    if retry is None and "browser" in _contexts(*p.ctx):  # a browser this machine drives has no account either (go_back
        # "is not allowed for this account", seed 1404): a back with no page behind it, or a window gone
        move = next((w for w in p.words if w in ("back", "forward")), None)
        ws = set(p.words) | set(words(p.tool.description)[:3])
        code, message = (409, f"cannot go {move}: the tab has no page there in its history") if move else \
            (500, "session not created: the browser failed to start") if ws & {"start", "launch", "create", "open"} \
            and ws & {"browser", "session", "driver"} else \
            (404, "no such alert: no dialog is open") if ws & {"alert", "dialog", "prompt"} else \
            (404, "no such window: the browser window was closed")
        return _unfixable(code, message, f"{p.name} fails ({message}); no retry can fix that, so the agent "
                                                           f"must tell the user instead of claiming success.")
    if retry is None:
        return _unfixable(403, f"permission denied: {p.name} is not allowed for this account",
                          f"{p.name} is refused (403); no retry can fix that, so the agent must tell the user instead of "
                          f"claiming success.")
    lab = label("$." + subject.name)
    if lab in ("into", "onto") and p.nouns:  # ai_merge_layers(into=Background): "layer Background not
        lab = singular(p.nouns[-1])  # found", never "into Background not found" (seed 1536)
    old, new = subject.get(args), subject.get(retry)
    also: list[tuple[str, str]] = []  # other arguments the user's correction changes with it (said in the same turn)
    dated = False  # the value missing is one of a series by month (metrics-2024.06): the user meant its neighbour
    if isinstance(old, str) and isinstance(new, str):  # rename(old_key=cart:311:items) goes to cart:311:items:archived,
        for x in p.params:  # not to the user:1042:profile:archived named after the key that was not there
            v = x.get(retry)
            if x is not subject and isinstance(v, str) and v.startswith(old) and v != old and fits(x.schema, new + v[len(old):]):
                x.put(retry, new + v[len(old):])
                also.append((label("$." + x.name), new + v[len(old):]))
    shown_old = render(old) if not isinstance(old, list) else ", ".join(render(v) for v in old)
    blamed = [(o, n) for o, n in zip(old, new) if o != n] if isinstance(old, list) and isinstance(new, list) \
        and len(old) == len(new) > 1 else []
    if blamed:  # one of the two keys is missing: the error and the user's correction name that one
        shown_old = ", ".join(render(o) for o, _ in blamed)
    if len(blamed) == 1 and is_test_file(blamed[0][0]):
        lab = "test file"  # npm run test:e2e -- tests/search.spec.ts: the test file is not found, never "args"
    kind = infer(subject.name, subject.core, tool_name=p.ctx[0], tool_description=p.ctx[1])
    composed = kind in COMPOSED_KINDS or bool(set(subject.words) & COMPOSED) and kind not in FORMAT_KINDS
    formatted = kind in FORMAT_KINDS
    tokens = [t.strip('",;') for t in str(old).split()]
    near = max(tokens, key=len, default="")[:24] or str(old)[:24]  # the longest token: a user can name it
    carried = _carried(subject, args, world)  # from a result: no user slip
    overwrites = _overwrites(p)  # write_file "overwrites an existing file": a taken path is no failure of it
    if composed and not carried and isinstance(old, str) and (broken := _unbalanced(old)) is not None:
        bad, mark = broken  # the user's own slip: the retry repairs it, the planned value was right
        failed = clone(args)
        subject.put(failed, bad)
        if fits(p.tool.input_schema, failed):
            retry, mock = clone(args), make_mock(p, args, [], world, rng, similar)
            failure = MockOutput(output={"error": {"code": 400, "message": f"invalid {lab}: unbalanced '{mark}'", _echo_key(subject.name): bad}},
                                 grounding="low", is_error=True)
            turn = rng.choice([f"Sorry, I mistyped the {lab}: not {render(bad)}, it should be {render(old)}.",
                               f"My bad, {render(bad)} has a stray {mark!r} in it. Use {render(old)} instead."])
            return Recovery(failure, retry, mock, True, turn, f"retries with the {lab} the user corrected",
                            f"{p.name} fails (400: unbalanced '{mark}' in the {lab}); the agent must report it and retry with "
                            f"the corrected {lab} the user gives, not guess a fix.", failed=failed)
    syntax = composed and isinstance(old, str)  # (a list of filter names has no syntax to err in: analyze_text(filter=
    # [porter_stem, stop]) failed "near '['porter_stem''", seed 1331)
    if syntax:
        code, message = 400, f"invalid {lab}: syntax error near '{near}'"
    elif formatted:  # a well-formed value is never "not a valid" one: the server refuses it for what it is
        code, message = _refused_format(kind, lab, shown_old)
    elif isinstance(old, (str, list)) and not subject.core.get("enum") and _makes_its_key(p, subject):
        code, message = 400, f"WRONGTYPE Operation against a key holding the wrong kind of value: {shown_old}"
        sibling = _typed_sibling(p, old)  # the key of the command's type beside it, not another thing's key
        if sibling is not None and fits(p.tool.input_schema, (fixed := _with(retry, subject, sibling))):
            retry, new = fixed, sibling
    elif isinstance(old, str) and not subject.core.get("enum") and p.verb in CREATE \
            and (not scope_args({subject.name: old}) or bool(set(subject.entity or subject.words) & set(p.nouns))) \
            and _names_the_made_thing(p, subject) \
            and not set(subject.words) & {"id", "ids", "uuid", "key", "ts"} \
            and not _plural_operand(subject, p) \
            and not _folder_it_works_in(p, old) \
            and not (str(old).startswith("/") and overwrites):  # ae_audio_link(layers=Logo.ai): the layers it links, not a link named
        # Logo.ai that "already exists"  # a message posted to channel C0N0 does not "exist
        # already"; create_index(index=orders-2024.08) is never "not found": the index it makes is its own
        made = " ".join(p.nouns) if lab in ("name", "title") and p.nouns else lab  # "a data stream named X", not "a name named X"
        code, message = 409, f"{shown_old} already exists" if str(old).startswith("/") else f"{'an' if made[:1].lower() in 'aeiou' else 'a'} {made} named {shown_old} already exists"
        if str(old).startswith("/") and fits(p.tool.input_schema, fixed := _with(retry, subject, _next_name(old))):
            retry, new = fixed, _next_name(old)  # data-pipeline exists: data-pipeline-2, never another project's name
        elif (sibling := _dated_sibling(old, new)) is not None and fits(p.tool.input_schema, fixed := _with(retry, subject, sibling)):
            retry, new = fixed, sibling  # products-2024.01 exists: the next month's, never audit-2024.03 (seed 1264)
    elif isinstance(old, str) and old.startswith("/") and ("." in old.rsplit("/", 1)[-1] or overwrites) and _writes_file(p, args) \
            and not set(subject.words) & SOURCE_WORDS:  # an export or save makes its file: what can be missing is its folder
        code, message = 404, f"directory {old.rsplit('/', 1)[0]} does not exist"
        if overwrites and not carried:  # write_file(.../billing-service/Dockerfile) failing, retried at .../tests (a
            moved = _into_missing_folder(p, args, subject, old, rng, world, similar)  # folder): the user's path named a
            if moved is not None:  # folder that is not there, and the retry writes the file they meant
                return moved
    elif isinstance(old, str) and _writes_file(p, args) and (kind in ("filename", "file_path") or subject.words in (["title"], ["name"])) \
            and not set(subject.words) & SOURCE_WORDS and not overwrites:  # a save's own file (or title) is never "not found": it may be taken
        code, message = 409, f"{shown_old} already exists"
        taken = _next_name(old)  # test-plan.md is taken: test-plan-2.md, not users.csv
        if fits(p.tool.input_schema, fixed := _with(retry, subject, taken)):
            retry, new = fixed, taken
    elif isinstance(old, (str, list)) and not subject.core.get("enum"):
        code, message = 404, f"{lab} {shown_old} not found"
        sibling = _dated_sibling(old, new) if isinstance(old, str) else None
        if sibling is not None and fits(p.tool.input_schema, fixed := _with(retry, subject, sibling)):
            retry, new, dated = fixed, sibling, True  # metrics-2024.06 is missing: the month's neighbour, never
            # orders-2024.12 that it "was renamed" to (seed 1271)
    elif _number(old) and set(subject.words) & {"id", "number", "index", "pid", "uuid", "num", "item", "layer", "artboard", "page"}:
        code, message = 404, f"{lab} {shown_old} not found"  # issue 713 does not exist: no range to be outside of
    elif _number(old) and _number(new) and counts(subject.core, subject.words) and new > old \
            and (cap := _stated_max(subject, old) or _bound_between(old, 1)) is not None \
            and fits(p.tool.input_schema, _with(retry, subject, cap)):  # the maximum the spec states (max 200), else a round one
        retry, new = _with(retry, subject, cap), cap  # a limit 771 is refused as too many, never as too few: retried at 500
        code, message = 422, f"{lab} {shown_old} is above the maximum of {render(cap)}"
    elif _number(old) and _number(new) and (counts(subject.core, subject.words) or _number(subject.core.get("default"))) \
            and (cap := (_stated_max(subject, old) if new < old else None) or _bound_between(old, new)) is not None:  # a count
        # or a setting has a range (the one the spec states first); an artboard is found or not
        side = "maximum" if new < old else "minimum"  # limit 771 of an API capped at 500: the retry stays inside
        code, message = 422, f"{lab} {shown_old} is {'above' if new < old else 'below'} the {side} of {render(cap)}"
        if new > old and new > 2 * cap and fits(p.tool.input_schema, _with(retry, subject, cap)):
            retry, new = _with(retry, subject, cap), cap  # a timeout under the minimum of 50000 is retried at 50000,
            # never at 477179
    elif _number(old) and _number(new) and _frame_rate(subject) and p.verb not in CREATE:
        code, message = 422, f"{lab} {shown_old} does not match the document's frame rate of {render(new)} fps"
    elif _number(old) and _number(new) and old > 1 and (cap := _bound_between(old, 1)) is not None and cap < old \
            and fits(p.tool.input_schema, _with(retry, subject, cap)):  # scroll_page(amount=98) "is not accepted here", then
        retry, new = _with(retry, subject, cap), cap  # retried at 99 (seed 1535): a number refused is over the round limit
        code, message = 422, f"{lab} {shown_old} is above the maximum of {render(cap)}"  # the server states, retried at it
    else:
        code, message = 422, f"{lab} {shown_old} is not accepted here"
    slip = _typo(old) if isinstance(old, str) and code == 404 else None
    failed = None
    if slip is not None and not carried and p.read and rng.random() < 0.5:  # a typo in a read: the server's "did you mean" is safe to take
        failed = clone(args)
        subject.put(failed, slip)
        if fits(p.tool.input_schema, failed):
            retry, new, mock = clone(args), old, make_mock(p, args, [], world, rng, similar)
            code, message = 404, f"{lab} {render(slip)} not found"
        else:
            failed = None
    if failed is not None:
        failure = MockOutput(output={"error": {"code": code, "message": message, "suggestion": new}}, grounding="low", is_error=True)
        return Recovery(failure, retry, mock, False, "", f"retries with the {lab} that the error suggested",
                        f"{p.name} fails ({code}: {message}) but suggests the near-miss {lab} {render(new)}; the agent "
                        f"should retry the read with it, not stop or claim success.", failed=failed)
    # the retry's mock is made once its arguments are settled, never made and thrown away: its records would stay in
    # the world as "already shown" (a people search's hits could no longer be the person searched for)
    mock = make_mock(p, retry, [], world, rng, similar)
    detail = {"near": near} if syntax else {_echo_key(subject.name): blamed[0][0] if len(blamed) == 1 else old}
    failure = MockOutput(output={"error": {"code": code, "message": message, **detail}}, grounding="low", is_error=True)
    new_shown = render(new) if not isinstance(new, list) else " and ".join(render(v) for v in new)
    if blamed:
        new_shown = " and ".join(render(n) for _, n in blamed)
    single = not isinstance(new, list) or len(new) == 1 or len(blamed) == 1
    lab_one = singular(lab) if single and len(lab.split()) == 1 else lab  # "the item is Logo", never "the items is Logo" (1493)
    turn = rng.choice([f"Sorry, wrong month: not {shown_old}, it's {new_shown}.", f"My mistake, I meant {new_shown}, not "
                       f"{shown_old}. Please retry."]) if dated else rng.choice({400: [f"Sorry, that {lab} had a mistake near {render(near)}. Use {new_shown} instead.",
                             f"My bad, a typo around {render(near)}. Try this {lab}: {new_shown}."],
                       404: [f"Sorry, wrong {lab_one}: not {shown_old}, it's {new_shown}." if not isinstance(new, list) or len(new) == 1
                             or len(blamed) == 1 else
                             f"Sorry, wrong {lab}: not {' and '.join(render(v) for v in old) if isinstance(old, list) else shown_old}, "
                             f"they're {new_shown}.",
                             f"My mistake, use {new_shown} instead of {shown_old}. Please retry."] if set(subject.words) & HANDLE_WORDS
                       or _closed(old)  # github is not "renamed" to gitlab: the user named the wrong one
                       or _number(old)  # nor is item 3 "renamed" to 2
                       or _digest(old)  # nor is a commit: 5246010bf873 "was renamed" to 6c9b52b19094 is no history
                       or _branch(old) and _branch(new)  # nor is release/2.4 "renamed" to fix/login-timeout (seed 1447)
                       else [f"Ah, {shown_old} was renamed; it's {new_shown} now. Try again with that.",
                             f"Hmm, {shown_old} must be the old one. Use {new_shown} instead.",
                             f"My mistake, not {shown_old}: the {lab_one} is {new_shown}. Please retry.",
                             f"Right, {shown_old} is gone. Go with {new_shown}."],
                       "wrongtype": [f"Oh, {shown_old} is not a {_type_name(p)}; the {_type_name(p)} is {new_shown}. Use that instead.",
                                     f"Right, {shown_old} holds another type. {_write_verb(p)} {new_shown} then."],
                       409: [f"Oh, {shown_old} is taken. Use {new_shown} instead.",
                             f"OK, {shown_old} already exists; call it {new_shown} then."],
                       422: [f"Fine, not {shown_old} then. Use {new_shown} for the {lab}.",
                             f"OK, make the {lab} {new_shown} instead of {shown_old} and try again."]}[
        "wrongtype" if message.startswith("WRONGTYPE") else code])
    if len(str(shown_old).strip("'\" ")) < 2:  # "not 5" cites nothing a harness counts: quote the error instead
        turn = f'It says "{message}". ' + turn
    for what, value in also:
        turn = f"{turn} The {what} is then {render(value)}."
    return Recovery(failure, retry, mock, True, turn, f"retries with the {lab} the user gave after the failure",
                    f"{p.name} fails ({code}: {message}); the agent must report it and retry with the {lab} the user then gives, "
                    f"not invent one or claim success.")


_DATED = re.compile(r"([a-z][a-z0-9_.-]*?[-_.])(\d{4})[.-](\d{2})")


def _dated_sibling(old: str, new: Any) -> str | None:
    """The name a user meant when a monthly series' name is missing (an index metrics-2024.06 not found: metrics-2024.07),
    unless the retry already names one of the same series."""
    m = _DATED.fullmatch(old)
    if m is None or isinstance(new, str) and new.startswith(m[1]):
        return None
    year, month = int(m[2]), int(m[3])
    if not 1 <= month <= 12:
        return None
    year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    sep = old[len(m[1]) + 4]
    return f"{m[1]}{year:04d}{sep}{month:02d}"


def _folder_it_works_in(p: Profile, old: Any) -> bool:
    """git_add(path=/home/kofi/projects/mobile-app): the repository it stages in, no folder it makes, so never "already
    exists" (a create_directory's or git_init's folder can be)."""
    return isinstance(old, str) and old.startswith("/") and "." not in old.rsplit("/", 1)[-1] \
        and not set(p.nouns) & {"directory", "folder", "dir", "repository", "repo", "project", "worktree", "workspace"}


def _refused_format(kind: str, lab: str, shown: str) -> tuple[int, str]:
    """Why a server turns down a well-formed value of a format kind: a URL that answers 404, a host that does not
    resolve, an address with no account; other formats (a timezone, a date) are outside what this call takes."""
    if kind == "url":
        return 404, f"{shown} returned 404 Not Found"
    if kind == "domain":
        return 404, f"could not resolve host {shown}"
    if kind == "email":
        return 404, f"no account with the email {shown}"
    if kind in ("ip", "port"):
        return 422, f"connection refused at {lab} {shown}"
    return 422, f"{lab} {shown} is not accepted here"


_WRITES_FILE = frozenset("export save write render upload download screenshot capture".split())
_ACTION_KEYS = ("action", "mode", "operation", "op", "command")


_MISSING_FOLDERS = ("deploy", "docker", "build", "config", "out", "tmp")


def _into_missing_folder(p, args: dict, subject, old: str, rng: random.Random, world: World, similar: Any) -> Recovery | None:
    """The user's first path names a folder the project lacks (.../billing-service/deploy/Dockerfile); the retry writes
    the same file where they meant it (the planned path), never to another file or a folder."""
    folder, base = old.rsplit("/", 1)
    parts = set(folder.split("/"))
    from seer.kinds.code import FILES, files_in

    fitting = [x for x in _MISSING_FOLDERS if base not in FILES or base in files_in(x)]  # the folder the user wrongly
    # named is one such a file goes in (index.ts in deploy/ is no slip a person makes, seed 1320)
    sub = next(x for x in rng.sample(fitting or list(_MISSING_FOLDERS), len(fitting or _MISSING_FOLDERS)) if x not in parts)
    wrong, failed = f"{folder}/{sub}/{base}", clone(args)
    subject.put(failed, wrong)
    if not fits(p.tool.input_schema, failed):
        return None
    message = f"directory {folder}/{sub} does not exist"
    failure = MockOutput(output={"error": {"code": 404, "message": message, _echo_key(subject.name): wrong}}, grounding="low",
                         is_error=True)
    turn = rng.choice([f"Ah, there's no {sub} folder, so not {render(wrong)}. Save it as {render(old)} instead.",
                       f"My mistake, not {render(wrong)}: it goes straight in {render(folder)}, as {render(old)}."])
    return Recovery(failure, clone(args), make_mock(p, args, [], world, rng, similar), True, turn,
                    "retries with the path the user gave after the failure",
                    f"{p.name} fails (404: {message}); the agent must report it and retry with the path the user then gives, "
                    f"not create the folder unasked or claim success.", failed=failed)


def _overwrites(p) -> bool:
    """write_file "Create a new file or completely overwrite an existing file": a path taken is no failure of it."""
    return bool(re.search(r"\boverwrites? (?:an |any )?existing\b|\boverwrites? existing files\b", str(p.tool.description or ""), re.I))


def _writes_file(p: Profile, args: dict) -> bool:
    """The call makes a file: its verb or name says so (planner_save_plan), or its action does
    (adobe_an_document(action="save_as"))."""
    from seer.generate.symbolic.args import flat_args
    from seer.generate.symbolic.lexicon import words

    if p.read:
        return False
    flat = flat_args(p, args)  # adobe tools wrap their arguments in `params`
    said = [w for k in _ACTION_KEYS if isinstance(flat.get(k), str) for w in words(flat[k])]
    return p.verb in _WRITES_FILE or bool(set(p.words) & _WRITES_FILE) or bool(set(said) & _WRITES_FILE) \
        or any({"output", "filename"} <= set(q.words) for q in p.params)  # generate_documentation(outputFilename)


def _next_name(name: str) -> str:
    """test-plan.md -> test-plan-2.md; /out/poster.png -> /out/poster-2.png; report -> report-2; a title in words
    (Test plan: Checkout) -> Test plan: Checkout v2."""
    if " " in name and "/" not in name:
        return f"{name} v2"
    head, _, last = name.rpartition("/")
    stem, dot, ext = last.rpartition(".") if "." in last.lstrip(".") else (last, "", "")
    return f"{head}{'/' if head else ''}{stem}-2{dot}{ext}"
# key-value writes that make their key when it is missing: such a write never answers "not found"
_MAKES_KEY = frozenset("push lpush rpush set hset sadd zadd append incr incrby decr publish xadd put setex mset json".split())


def _makes_its_key(p: Profile, subject) -> bool:
    """LPUSH/SET/HSET of a missing key creates it: the failure a key can cause is its type (WRONGTYPE)."""
    from seer.kinds.infer import contexts

    return not p.read and "kv" in contexts(*p.ctx) and bool(set(p.words) & _MAKES_KEY) \
        and bool(set(subject.words) & {"key", "name"})


_TYPE_NAMES = ("list", "hash", "set", "sorted set", "stream", "JSON document")
_TYPE_SUFFIX = ("list", "hash", "set", "zset", "stream", "json")


def _typed_sibling(p: Profile, old: Any) -> Any:
    """WRONGTYPE on online:users for SADD: the set is online:users:set (the same name with its type), never
    blocked:ips (a user id added to another thing's set)."""
    from seer.kinds.data import kv_group

    group = kv_group(p.tool.name)
    if group is None:
        return None
    if isinstance(old, list):
        return [f"{k}:{_TYPE_SUFFIX[group]}" for k in old] if all(isinstance(k, str) for k in old) else None
    return f"{old}:{_TYPE_SUFFIX[group]}" if isinstance(old, str) and old else None


def _type_name(p: Profile) -> str:
    from seer.kinds.data import kv_group

    group = kv_group(p.tool.name)
    return _TYPE_NAMES[group] if group is not None else "key of that type"


def _write_verb(p: Profile) -> str:
    from seer.kinds.data import kv_group

    if p.read or set(p.words) & {"del", "delete", "remove", "rem", "pop", "trim", "ack", "destroy"}:
        return "Use"  # json_del on a key of another type: "Use config:app:json then.", never "Write to" (seed 1412)
    return {0: "Push to", 2: "Add it to", 3: "Add it to", 4: "Append to"}.get(kv_group(p.tool.name), "Write to")


def _with(args: dict, subject, value: Any) -> dict:
    out = clone(args)
    subject.put(out, value)
    return out


_HEX = re.compile(r"[0-9a-f]{7,64}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def _plural_operand(subject, p: Profile) -> bool:
    """A parameter naming several things the call acts on (layers, items), not the one thing it makes."""
    last = subject.words[-1:] or [""]
    return last[0].endswith("s") and singular(last[0]) != last[0] and singular(last[0]) not in p.nouns


def _digest(value) -> bool:
    """A commit SHA or a uuid (or a list of them): content-addressed or random, never renamed."""
    values = value if isinstance(value, list) else [value]
    return bool(values) and all(isinstance(v, str) and _HEX.fullmatch(v) for v in values)


def _branch(value) -> bool:
    """A Git branch name (a topic prefix and a name, or a conventional base branch)."""
    from seer.kinds.code import BRANCHES

    return isinstance(value, str) and (value in BRANCHES or bool(re.fullmatch(
        r"(?:feature|feat|fix|bugfix|hotfix|release|chore|docs|refactor)/[\w.-]+", value)))


def _closed(value) -> bool:
    """A value of a small conventional set (a platform, a browser, an environment)."""
    from seer.kinds.words import NAMED

    return isinstance(value, str) and any(value in names for names in NAMED.values())
