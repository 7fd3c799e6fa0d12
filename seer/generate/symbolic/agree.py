"""Results that agree with the call that made them (reading rounds 15+).

A relation between two things (link A to B) answers the relation, never a third thing; the
links a link write returns hold the target it linked. In a listing made from an outputSchema,
the records' ids have one form, the total is no larger than a short page shows, and a search's
first hit is about the words searched for. An example output reused for a create answers a new
id, not the example's existing one.
"""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.lexicon import singular, words

FROM_WORDS = frozenset("from source src parent".split())
TO_WORDS = frozenset("to target dst destination child related other".split())
_ID_ENDS = frozenset("id key uuid number".split())
_SNIPPETS = ("Steps to reproduce the {q} problem and the workaround we agreed on.",
             "Summary of what we know about {q} so far, with links to the tickets.",
             "Notes from the call about {q}: owners and next steps.", "Open questions on {q}, and who is looking at each.",
             "How {q} was handled last time, step by step.")
_TITLES = ("notes", "checklist", "runbook", "FAQ", "known issues")
_TITLE_FORMS = ("{Q}: notes", "{Q}: checklist", "{Q} runbook", "FAQ: {q}", "{Q}: known issues", "Postmortem: {q}", "{Q} follow-ups")


def about_query(records: list, query: str, rng: random.Random, keep: set[int] = frozenset()) -> dict[str, str]:
    """Every hit of a search is about the words searched for, not only the first: a title (and a snippet)
    that holds the query, a different form for each hit. Records in `keep` (ids of ones shown before)
    stay as they were. Returns old title -> new title, for values handed on."""
    forms, snippets = list(_TITLE_FORMS), list(_SNIPPETS)
    rng.shuffle(forms)
    rng.shuffle(snippets)
    moved: dict[str, str] = {}
    for i, rec in enumerate(r for r in records if isinstance(r, dict) and id(r) not in keep):
        if isinstance(rec.get("title"), str) and query.lower() not in rec["title"].lower():
            new = forms[i % len(forms)].format(Q=query[:1].upper() + query[1:], q=query)
            moved[rec["title"]] = rec["title"] = new
        if isinstance(rec.get("snippet"), str) and query.lower() not in rec["snippet"].lower():
            rec["snippet"] = snippets[i % len(snippets)].format(q=query)
    return moved


def ends(p: Any, args: dict[str, Any]) -> tuple[tuple[str, Any], tuple[str, Any]] | None:
    """The two handles a relating call names (from_key/to_key, source_note_id/target_note_id):
    ((name, value) of the source, (name, value) of the target), else None."""
    src = dst = None
    for k, v in args.items():
        ws = words(k)
        if not isinstance(v, (str, int)) or isinstance(v, bool) or len(ws) < 2 or ws[-1] not in _ID_ENDS:
            continue
        if ws[0] in FROM_WORDS and src is None:
            src = (k, v)
        elif ws[0] in TO_WORDS and dst is None:
            dst = (k, v)
    if src is None or dst is None or words(src[0])[1:] != words(dst[0])[1:]:
        return None  # from_key and to_key name one kind of thing; a move's source path is no relation
    return src, dst


def relation_receipt(p: Any, args: dict[str, Any], now: str) -> dict[str, Any] | None:
    """link_tickets(from, to, relation): the relation recorded, with both ends, not a third ticket."""
    if p.read or not set(p.words) & {"link", "relate", "connect", "associate", "attach", "relation", "links"}:
        return None
    pair = ends(p, args)
    if pair is None:
        return None
    link = {k: v for k, v in args.items() if not isinstance(v, (dict, list)) and v is not None}
    return {"ok": True, "action": "link", "link": link, "completed_at": now}


def links_hold_target(p: Any, args: dict[str, Any], out: Any, just_made: set[str] = frozenset()) -> None:
    """link_notes(source, target) -> {"links": [...]}: the target is among the links it lists, and
    a source this request just made links to the target alone."""
    pair = None if p.read else ends(p, args)
    if pair is None or not isinstance(out, dict):
        return
    target = pair[1][1]
    for k, v in out.items():
        if isinstance(v, list) and all(isinstance(x, type(target)) for x in v) and singular(words(k)[-1] if words(k) else "") in ("link", "target", "relation"):
            if str(pair[0][1]) in just_made:
                v[:] = [target]
            elif target not in v:
                v.insert(0, target)
            return


def _listings(node: Any):
    """(container dict, key) of every list of records in the output."""
    if isinstance(node, dict):
        for k, v in node.items():
            if isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
                yield node, k
            else:
                yield from _listings(v)


def _prefix(value: Any) -> str | None:
    m = re.fullmatch(r"([a-z]{1,5}_)[a-z0-9]{4,}", value) if isinstance(value, str) else None
    return m.group(1) if m else None


def one_id_form(records: list[dict], handed: list) -> None:
    """The ids of one listing share one form (not_3u14 and id_7y3t: not_…), the handed-on one's first; a listing whose
    handed-on id is a number numbers all (seed 901 [4]: tab ids "tab_0ttt2me1", ... and one integer 2)."""
    ints = [r.get("id") for r in records if isinstance(r, dict) and isinstance(r.get("id"), int) and not isinstance(r.get("id"), bool)]
    if ints and any(isinstance(v, int) and v in ints for v in handed):  # tab_select(tabId: number) took tab 2: every tab is numbered
        taken = set(ints)
        for r in records:
            if isinstance(r, dict) and isinstance(r.get("id"), str):
                r["id"] = next(i for i in range(1, len(records) + len(taken) + 2) if i not in taken)
                taken.add(r["id"])
        return
    forms = [_prefix(r.get("id")) for r in records if isinstance(r, dict) and isinstance(r.get("id"), str)]
    handed_forms = [_prefix(v) for v in handed if _prefix(v)]
    form = (handed_forms or [f for f in forms if f])[:1]
    if form and len(set(forms)) > 1:
        for r in records:
            x = r.get("id")
            if _prefix(x) and _prefix(x) != form[0] and x not in handed:
                r["id"] = form[0] + x.split("_", 1)[1]


def listing_agrees(p: Any, args: dict[str, Any], out: Any, kept: list, query: str | None, rng: random.Random,
                   known: frozenset = frozenset()) -> list:
    """A listing of an outputSchema shape agrees with itself and with its call; returns `kept`
    (the values handed on) with any value the listing now shows differently replaced."""
    limit = next((v for k, v in args.items() if set(words(k)) & {"limit", "max", "size", "count", "top"}
                  and isinstance(v, int) and not isinstance(v, bool)), None)
    for parent, key in list(_listings(out)):
        records = parent[key]
        one_id_form(records, [v for _, v in kept] + [r.get("id") for r in records if isinstance(r, dict) and r.get("id") in known])
        # a record the request read before keeps its id (round 922 [4]: id_eycz8qg8 listed as doc_eycz8qg8)
        kept = _filters_hold(args, records, kept, rng)
        for count in ("total", "count", "total_count", "totalCount"):
            n = parent.get(count)
            if isinstance(n, int) and not isinstance(n, bool) and (limit is None or len(records) < limit) and n != len(records):
                parent[count] = len(records)  # 2 hits of a short page: total 2, not 2383
        if query and len(query) <= 40 and "search" in p.words or query and p.verb in ("search", "find"):
            first = records[0]
            head = "title" if isinstance(first.get("title"), str) else "name" if isinstance(first.get("name"), str) and "user" not in p.nouns else None
            if head == "title":  # every hit is about the words searched for
                moved = about_query(records, query, rng)
                kept = [(n, moved.get(v, v) if isinstance(v, str) else v) for n, v in kept]
            elif head is not None and query.lower() not in str(first[head]).lower():
                old = first[head]
                first[head] = f"{query[:1].upper()}{query[1:]}: {rng.choice(_TITLES)}"
                kept = [(n, first[head] if v == old else v) for n, v in kept]
            if isinstance(first.get("snippet"), str) and query.lower() not in first["snippet"].lower():
                first["snippet"] = rng.choice(_SNIPPETS).format(q=query)
    return kept


def _filters_hold(args: dict[str, Any], records: list, kept: list, rng: random.Random) -> list:
    """git_log(author="Jenny Wolf", grep="release notes 2.4") lists commits by Jenny Wolf whose message has the words
    grepped for, not someone else's "Remove invoice totals" (round 924 [7]); returns `kept` with moved values."""
    author = next((v for k, v in args.items() if words(k) == ["author"] and isinstance(v, str) and v.strip()), None)
    grep = next((v for k, v in args.items() if k.lower() in ("grep", "message_contains") and isinstance(v, str)
                 and re.fullmatch(r"[\w .,:'-]{3,40}", v)), None)
    moved: dict[Any, Any] = {}
    for r in (x for x in records if isinstance(x, dict)):
        if author and isinstance(r.get("author"), str) and "@" not in author and r["author"] != author:
            moved[r["author"]] = r["author"] = author
        if author and isinstance(r.get("authorEmail"), str) and "@" not in author:
            r["authorEmail"] = f"{author.split()[0].lower()}@{r['authorEmail'].split('@')[-1]}"  # the author's own address
        for k in ("subject", "message", "title"):
            if grep and isinstance(r.get(k), str) and grep.lower() not in r[k].lower():
                new = f"{rng.choice(('Update', 'Fix', 'Add', 'Document'))} {grep}"
                moved[r[k]] = new
                r[k] = new
                break
    return [(n, moved.get(v, v) if isinstance(v, str) else v) for n, v in kept] if moved else kept


def fresh_ids(example_out: Any, args: dict[str, Any], rng: random.Random) -> dict[str, str]:
    """A create answered from an example: the new thing's ids are new (same form as the
    example's: l_5t6y7u8i -> l_<8 new>), and text holding the old id (its url) follows."""
    if not isinstance(example_out, dict):
        return {}
    given = {str(v) for v in args.values() if isinstance(v, (str, int))}
    swaps: dict[str, str] = {}
    whole: dict[str, str] = {}
    for k, v in example_out.items():
        ws = words(k)
        if isinstance(v, str) and ws and ws[-1] == "id" and v not in given:
            m = re.fullmatch(r"([A-Za-z]{0,5}[_-]?)([a-z0-9]{4,})", v)
            if m:
                alphabet = "abcdefghijklmnopqrstuvwxyz0123456789" if re.search("[a-z]", m.group(2)) else "0123456789"
                tail = "".join(rng.choice(alphabet) for _ in m.group(2))
                swaps[m.group(2)] = tail
                whole[v] = example_out[k] = m.group(1) + tail
    for k, v in example_out.items():
        if isinstance(v, str) and not (words(k) and words(k)[-1] == "id"):
            for old, new in swaps.items():
                v = v.replace(old, new)
            example_out[k] = v
    return whole


def fresh_expiry(example_out: Any, args: dict[str, Any], input_props: dict[str, Any], rng: random.Random) -> None:
    """A create answered from an example expires when this one does, not when the example's (already listed) link does:
    made some days after the example's moment, for the days asked (expires_in_days=30), else the default's."""
    from datetime import datetime, timedelta

    if not isinstance(example_out, dict):
        return
    asked = next(((k, v) for k, v in args.items() if isinstance(v, int) and not isinstance(v, bool)
                  and set(words(k)) & {"expires", "expiry", "expiration", "ttl"}), None)
    key = asked[0] if asked else next((k for k in input_props if set(words(k)) & {"expires", "expiry", "expiration", "ttl"}), None)
    default = (input_props.get(key) or {}).get("default") if key else None
    unit = next((u for u in ("days", "hours", "minutes", "seconds") if key and u in words(key)), "days")
    extra = (asked[1] - default) if asked and isinstance(default, int) else 0
    later = timedelta(days=rng.randint(1, 20), minutes=rng.randrange(0, 600, 5)) + timedelta(**{unit: extra})
    for k, v in example_out.items():
        if isinstance(v, str) and set(words(k)) & {"expires", "expiry", "expiration"}:
            try:
                moment = datetime.fromisoformat(v.replace("Z", "+00:00"))
            except ValueError:
                continue
            example_out[k] = (moment + later).strftime("%Y-%m-%dT%H:%M:%SZ") if v.endswith("Z") else (moment + later).isoformat()


REMOVED = {"revoke": "revoked", "delete": "deleted", "cancel": "cancelled", "disable": "disabled", "archive": "archived",
           "remove": "removed", "deactivate": "deactivated", "expire": "expired"}


def from_similar(p: Any, out: Any, args: dict[str, Any], stated: dict) -> None:
    """An example of another tool shaped this call's result: its other ids are the ones this
    request named (the file whose link it is), and a removal says it removed."""
    if not isinstance(out, dict):
        return
    for k in out:
        v = stated.get(tuple(words(k)))
        if k not in args and isinstance(v, type(out[k])) and not isinstance(v, (bool, dict, list)) and words(k)[-1:] == ["id"]:
            out[k] = v
    state = REMOVED.get(p.verb)
    if state and not p.read:
        if isinstance(out.get("status"), str):
            out["status"] = state
        else:
            out[state] = True


_MODE_KEYS = ("mode", "action", "operation", "op")
_FOR_MODE = re.compile(r"\((?:for )?([\w/-]+) (?:mode|modes|operations?)\)|for ([\w/-]+) modes?\b|([\w/-]+) mode only|"
                       r"only populated for ([\w/-]+) mode|\(([\w/-]+) mode\)", re.I)


def mode_fields(p: Any, args: dict[str, Any], out: Any, make: Any = None) -> None:
    """A tool of many modes (git_remote list/add/remove/rename) answers the fields of the mode it
    ran in: a set-url does not report a removed and a renamed remote, and the mode it reports is
    the one it ran (the input's default when the call gave none)."""
    schema = p.tool.output_schema or {}
    props = schema.get("properties") or {}
    if not isinstance(out, dict) or not props:
        return
    key = next((k for k in _MODE_KEYS if k in (p.tool.input_schema.get("properties") or {})), None)
    if key is None:
        return
    spec = (p.tool.input_schema.get("properties") or {}).get(key) or {}
    mode = args.get(key, spec.get("default"))
    if not isinstance(mode, str):
        return
    required = set(schema.get("required") or [])
    for field, sub in props.items():
        m = _FOR_MODE.search(str((sub or {}).get("description", ""))) if isinstance(sub, dict) else None
        if m is None or field in required or field not in out:
            continue
        modes = {x.lower() for g in m.groups() if g for x in g.split("/")}
        if mode.lower() not in modes:
            del out[field]
    for field, sub in props.items():  # a listing mode lists: git_tag in list mode answers its tags
        m = _FOR_MODE.search(str((sub or {}).get("description", ""))) if isinstance(sub, dict) else None
        if m and make is not None and field not in out and mode.lower() == "list" and "list" in {
                x.lower() for g in m.groups() if g for x in g.split("/")}:
            out[field] = make(sub, field)
    named = next((v for k, v in args.items() if isinstance(v, str) and v and k.lower().endswith("name")), None)
    for field, sub in props.items():  # git_tag(mode=create, tagName=v3.0.4) answers created: v3.0.4 (seed 1312)
        m = _FOR_MODE.search(str((sub or {}).get("description", ""))) if isinstance(sub, dict) else None
        if m and named and field not in out and (sub or {}).get("type") == "string" and field.lower().startswith(mode.lower()[:5]) \
                and mode.lower() in {x.lower() for g in m.groups() if g for x in g.split("/")}:
            out[field] = named
    if isinstance(out.get(key), str) and out[key] != mode:
        out[key] = mode


def example_agrees(out: Any, record: dict[str, Any] | None, created: bool) -> None:
    """An example output answering a read of a thing this request already made or saw: the
    thing's own path, size and type (its size_bytes is its size, its content type its path's),
    and a thing just made has no share links or tags of the example's."""
    import mimetypes

    if not isinstance(out, dict) or not isinstance(record, dict):
        return
    for k in list(out):
        ws = words(k)
        same = k if k in record else next((f for f in record if ws[:1] == [f] and len(ws) == 2 and ws[1] in ("bytes", "at", "name")), None)
        if same is not None and isinstance(record[same], type(out[k])) and not isinstance(out[k], (dict, list, bool)):
            out[k] = record[same]
        elif ws == ["content", "type"] and isinstance(record.get("path"), str):
            guess = mimetypes.guess_type(record["path"])[0]
            if guess and isinstance(out[k], str):
                out[k] = guess
        elif created and isinstance(out[k], list) and k not in record:
            out[k] = []


def flags_hold(args: dict[str, Any], out: Any) -> None:
    """A flag turned off empties what it would have done: git_clean(directories=false) removes no
    directory, and without force it removes nothing (git clean refuses without -f)."""
    if not isinstance(out, dict):
        return
    off = {singular(words(k)[-1]) for k, v in args.items() if v is False and words(k)}
    forced_off = args.get("force") is False and not args.get("dryRun") and not args.get("dry_run")
    for k, v in out.items():
        ws = words(k)
        if isinstance(v, list) and v and ws and (singular(ws[0]) in off or forced_off and ws[-1] in ("removed", "deleted")):
            out[k] = []
