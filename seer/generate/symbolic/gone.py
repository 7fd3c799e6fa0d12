"""What a request removed is gone for its later calls: git_remote(mode=remove, name=origin), then git_fetch(remote=origin)
fetches from a remote that no longer exists. A later call that names the removed thing by the same word (remote,
branch) takes another of its kind; a call that makes it again (add, create) may reuse the name."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.lexicon import singular, words

_REMOVES = frozenset("remove delete drop rm destroy prune".split())
_MAKES = frozenset("add create new make init clone".split())


def _pool(noun: str) -> tuple[str, ...]:
    from seer.kinds.code import BRANCHES
    from seer.kinds.words import named_pool

    return named_pool(noun) or (BRANCHES if noun == "branch" else ())


def removed(p: Any, args: dict[str, Any]) -> dict[str, set[str]]:
    """{noun: names} a call removes: git_remote(mode=remove, name=origin) -> {remote: {origin}}."""
    modes = {v.lower() for k, v in args.items() if isinstance(v, str) and words(k)[-1:] in (["mode"], ["action"], ["operation"])}
    if p.read or not (modes & _REMOVES or p.verb in _REMOVES):
        return {}
    nouns = [singular(n) for n in p.nouns if _pool(singular(n))]
    out: dict[str, set[str]] = {}
    for k, v in args.items():
        ws = [singular(w) for w in words(k)]
        for noun in nouns:
            if isinstance(v, str) and (noun in ws or ws == ["name"] or ws[-1:] == ["name"] and noun in ws):
                out.setdefault(noun, set()).add(v)
    return out


def not_gone(p: Any, args: dict[str, Any], gone: dict[str, set[str]], listed: tuple = (), assigned: dict | None = None,
             index: int = -1) -> None:
    """In place: a value of a noun a call before removed becomes another of its kind, one an earlier result listed first
    (none left: kept). A call that makes that noun again may reuse the name; one that makes something else in it
    (create_ellipse(layer_name=Artwork) after the Artwork layer was deleted) may not."""
    modes = {v.lower() for k, v in args.items() if isinstance(v, str) and words(k)[-1:] in (["mode"], ["action"])}
    if not gone:
        return
    remakes = modes & _MAKES or p.verb in _MAKES
    made = {singular(n) for n in p.nouns}
    for k, v in list(args.items()):
        ws = [singular(w) for w in words(k)]
        noun = next((n for n in gone if ws and (ws[-1] == n or ws[-2:] == [n, "name"])), None)
        if noun is None or v not in gone[noun] or remakes and (noun in made or not made):
            continue
        seen = [r["name"] for o in listed for r in _records(o) if _of_kind(r, noun) and r["name"] not in gone[noun]]
        other = next(iter(seen), None) or next((x for x in _pool(noun) if x not in gone[noun]), None)
        if other is not None:
            args[k] = other
            if assigned is not None and (index, k) in assigned:
                assigned[(index, k)] = other  # the value handed on is the one still there


def flattened_to_background(args: dict[str, Any], flat: bool) -> bool:
    """In place, and whether the layers are flattened from here on: adobe_ps_layers(action=flatten), then
    adobe_ps_smart_object(convert_to, layer_name="Grand opening") (seed 1393): a flattened image has one layer,
    Background, and a later call that names a layer names that one."""
    body = args.get("params") if isinstance(args.get("params"), dict) else args
    action = str(body.get("action") or body.get("mode") or "").lower()
    if flat:
        for k, v in list(body.items()):
            if isinstance(v, str) and words(k) in (["layer", "name"], ["layer"]) and v != "Background":
                body[k] = "Background"
    return flat or action in ("flatten", "flatten_image")


def _records(out: Any) -> list[dict[str, Any]]:
    from seer.harness.checks import objects

    return [r for r in objects(out) if isinstance(r, dict) and isinstance(r.get("name"), str)]


def _of_kind(record: dict[str, Any], noun: str) -> bool:
    return str(record.get("type", "")).lower() == noun


def due_in_its_quarter(args: dict[str, Any], world: Any) -> None:
    """In place: update_milestone(milestone_id=253, due_date=2025-12-19) of milestone "Q1 2027" is due in that quarter
    (2027-03-31): a quarter's milestone is due at its end, the date the request sets too."""
    import re

    due = next((k for k in ("due_date", "due_on", "dueDate", "due") if isinstance(args.get(k), str)
                and re.match(r"\d{4}-\d\d-\d\d", args[k])), None)
    if due is None:
        return
    title = args.get("title") if isinstance(args.get("title"), str) else None
    if title is None:
        ids = {str(v) for k, v in args.items() if isinstance(v, (str, int)) and not isinstance(v, bool) and "id" in words(k)}
        title = next((r.get("title") for r in world.records.get("milestone", []) if str(r.get("id")) in ids), None)
    quarter = re.fullmatch(r"Q([1-4]) (20\d\d)", str(title or ""))
    if quarter and not (args[due][:4] == quarter[2] and (int(args[due][5:7]) - 1) // 3 + 1 == int(quarter[1])):
        end = ("03-17", "06-16", "09-16", "12-17")[int(quarter[1]) - 1]  # a day of that quarter, two weeks before its end
        args[due] = f"{quarter[2]}-{end}" + args[due][10:]


def _tab_call(p: Any) -> str:
    ws = set(p.words)
    if "tab" not in ws and "tabs" not in ws:
        return ""
    if ws & {"new", "open"} and not p.read:
        return "open"
    if ws & {"switch", "select", "activate", "focus"}:
        return "switch"
    return ""


def tabs_in_reach(p: Any, args: dict[str, Any], opened: list[str] | None) -> None:
    """In place: in a browser this request launched (one blank tab, then the tabs it opened), switch_tab(index=2) with two
    tabs open takes the newest tab (index = the tabs opened; the blank one is 0)."""
    if opened is None or _tab_call(p) != "switch":
        return
    for k, v in list(args.items()):
        if words(k)[-1:] == ["index"] and isinstance(v, int) and not isinstance(v, bool) and v > len(opened):
            args[k] = len(opened)


def tab_switched_shows(p: Any, args: dict[str, Any], out: Any, opened: list[str] | None) -> None:
    """In place: the tab switched to (or named: name_tab, seed 1535) by index is the one the request opened there: its
    URL and title."""
    named = "name" in p.words and {"tab", "tabs"} & set(p.words) and not p.read
    if opened is None or _tab_call(p) != "switch" and not named or not isinstance(out, dict):
        return
    at = next((v for k, v in args.items() if words(k)[-1:] == ["index"] and isinstance(v, int) and not isinstance(v, bool)), None)
    if at is None or not 1 <= at <= len(opened):
        return
    from seer.harness.checks import objects
    from seer.kinds.web import page_title

    for o in objects(out):
        if isinstance(o.get("url"), str):
            o["url"] = opened[at - 1]
            if isinstance(o.get("title"), str):
                o["title"] = page_title(opened[at - 1])
