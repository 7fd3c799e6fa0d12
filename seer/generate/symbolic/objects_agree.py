"""One object of a design document, one description: get_selection showed the text frame "CTA label" (index 1, on
Layer 1, 703 x 143 at [588, 509]), and get_text_frame_detail a moment later answered "CTA label" with the same text
at index 24, on layer Text, 156 x 364 (seed 1248). Between two reads with no write between them an object keeps its
index, layer, place and size; the later read answers what the earlier one showed."""

from __future__ import annotations

import re
from typing import Any

from seer.harness.checks import objects
from seer.harness.model import MockOutput

_KEPT = ("index", "layer", "position", "width", "height", "contents", "uuid")  # what a document object keeps between reads


def objects_agree(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place, over a scenario's mocks; a write starts afresh (it may have moved or resized the object)."""
    seen: dict[tuple[str, str], dict[str, Any]] = {}
    for i, (p, m) in enumerate(zip(profiles, mocks)):
        if not p.read:
            seen = {}
            continue
        if m is None or m.is_error or m.grounding == "high":
            continue
        given = {str(v) for x in calls[i].values() for v in (x if isinstance(x, list) else [x])  # (ai_select(items=[38]):
                 if isinstance(v, (str, int)) and not isinstance(v, bool)}  # item 38 stays the one selected)
        for rec in objects(m.output):
            if not (isinstance(rec.get("name"), str) and isinstance(rec.get("type"), str) and "layer" in rec):
                continue
            key = (rec["name"], rec["type"])
            first = seen.get(key)
            if first is None:
                seen[key] = rec
                continue
            for f in _KEPT:
                if f in rec and f in first and type(rec[f]) is type(first[f]) and str(rec[f]) not in given:
                    rec[f] = first[f]  # (never a value the call itself asked by: get_text_frame_detail(uuid=...))


def sized_as_named(calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: every comp or artboard a result shows named for a size has that size (get_artboards(index=6) answered
    "Web banner 728x90" at 350 x 865, seed 1271), wherever the result was drawn (a listing as well as a record)."""
    from seer.generate.symbolic.mocks.records import _sized_as_named

    for args, m in zip(calls, mocks):
        if m is None or m.is_error or m.grounding == "high":
            continue
        for rec in objects(m.output):
            _sized_as_named(rec, args)
            _items_on_their_board(rec)


def _items_on_their_board(rec: dict[str, Any]) -> None:
    """An item listed as on a board has its middle inside the board's width and height (ai_artboard_items answered an
    item at x 801 of an 800-wide artboard, seed 1305), once the board's size is settled."""
    bw, bh = rec.get("width"), rec.get("height")
    items = next((v for v in rec.values() if isinstance(v, list) and v and all(isinstance(x, dict) for x in v)), None)
    if items is None or not all(isinstance(d, (int, float)) and not isinstance(d, bool) and d > 0 for d in (bw, bh)):
        return
    for x in items:
        pos, iw, ih = x.get("position"), x.get("width", 0), x.get("height", 0)
        if not (isinstance(pos, list) and len(pos) == 2 and all(isinstance(c, (int, float)) for c in pos)
                and isinstance(iw, (int, float)) and isinstance(ih, (int, float))):
            continue
        for axis, (size, span) in enumerate(((iw, bw), (ih, bh))):
            middle = pos[axis] + size / 2
            if not 0 <= middle <= span:
                pos[axis] = round(middle % span - size / 2)


def added_artboards_are_new(calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: get_artboards listed "Instagram post" at index 2, then manage_artboards(action=add, rect 1080x1080)
    answered the artboard at index 2, "Instagram post" (seed 1349): an artboard added is a new one, after those shown."""
    shown: dict[int, Any] = {}
    for args, m in zip(calls, mocks):
        if m is None or m.is_error or m.grounding == "high":
            continue
        rec = m.output.get("artboard") if isinstance(m.output, dict) else None
        adds = isinstance(args, dict) and str(args.get("action") or args.get("mode") or "").lower() in ("add", "create", "new")
        if adds and shown and isinstance(rec, dict) and isinstance(rec.get("index"), int):
            rec["index"] = max(shown) + 1  # the next index, never one shown (nor a gap after them)
            if not isinstance(args.get("name"), str) and rec.get("name") in shown.values():
                rec["name"] = f"Artboard {rec['index'] + 1}"
        for r in objects(m.output):
            at = r.get("index") if "width" in r and "type" not in r else None
            if isinstance(at, int) and not isinstance(at, bool):
                shown[at] = r.get("name")


def artboards_agree(mocks: list[MockOutput | None]) -> None:
    """In place: ai_diff_frames compared artboard 4 ("Frame 4") and artboard 2 ("Frame 2"), then ai_list_artboards listed
    three artboards, 0-2, the third named "Business card" (seed 1300). One document, one artboard per index: a later
    result names an artboard as the first one that showed it, and a listing of every artboard holds those shown."""
    named: dict[int, str] = {}
    for m in mocks:
        if m is None or m.is_error or m.grounding == "high":
            continue
        for rec in objects(m.output):
            at = rec.get("artboard") if isinstance(rec.get("artboard"), int) else rec.get("index") if "width" in rec else None
            if isinstance(at, int) and not isinstance(at, bool) and isinstance(rec.get("name"), str) and "type" not in rec:
                rec["name"] = named.setdefault(at, rec["name"])
        listing = m.output.get("artboards") if isinstance(m.output, dict) else None
        if isinstance(listing, list) and listing and all(isinstance(a, dict) and isinstance(a.get("index"), int) for a in listing):
            have = {a["index"] for a in listing}
            top = max([*have, *named])
            size = {k: v for k, v in listing[-1].items() if k in ("width", "height")}
            for at in range(min(have | set(named)), top + 1):  # artboard indices run on without a gap
                if at not in have:
                    listing.append({"index": at, "name": named.get(at, f"Artboard {at + 1}"), **size})
            listing.sort(key=lambda a: a["index"])
            if isinstance(m.output.get("total"), int):
                m.output["total"] = len(listing)


def per_artboard_lists_hold_every_artboard(mocks: list[MockOutput | None]) -> None:
    """In place: ai_list_artboards listed five artboards, then ai_layers_from_artboards ("give each artboard a layer")
    answered three layers (seeds 1482, 1494). A result with one record per artboard, after a listing of every artboard,
    holds one for each artboard listed, in their order."""
    boards: list[str] = []
    for m in mocks:
        if m is None or m.is_error or m.grounding == "high" or not isinstance(m.output, dict):
            continue
        listing = m.output.get("artboards")
        if isinstance(listing, list) and listing and all(isinstance(a, dict) and isinstance(a.get("name"), str) for a in listing):
            boards = [a["name"] for a in listing]
            continue
        for k, v in list(m.output.items()):
            if not boards or not isinstance(v, list) or not v or not all(isinstance(x, dict) and x.get("artboard") in boards for x in v):
                continue
            first = v[0]
            prefix = first["name"][: -len(first["artboard"])] if isinstance(first.get("name"), str) and first["name"].endswith(first["artboard"]) else None
            have = {x["artboard"] for x in v}
            for b in boards:
                if b not in have:
                    extra = {f: (b if f == "artboard" else f"{prefix}{b}" if f == "name" and prefix is not None else
                                 3 + sum(map(ord, b)) % 15 if isinstance(x0, int) and not isinstance(x0, bool) else x0)
                             for f, x0 in first.items()}
                    v.append(extra)
            v.sort(key=lambda x: boards.index(x["artboard"]))
            if isinstance(m.output.get("total"), int):
                m.output["total"] = len(v)


def layer_counts_agree(calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: ai_list_layers_tree showed layer Logo with item_count 3, and ai_list_items(layer=0) then listed four
    items of Logo (seed 1398). A layer's item count is at least what a listing of its items counts (all of them, when the
    listing was not cut short)."""
    counted: dict[str, int] = {}
    for args, m in zip(calls, mocks):
        if m is None or m.is_error or m.grounding == "high" or not isinstance(m.output, dict):
            continue
        data = m.output.get("data") if isinstance(m.output.get("data"), dict) else m.output
        scope, count = data.get("scope"), data.get("count")
        if isinstance(scope, str) and isinstance(count, int) and not isinstance(count, bool) and isinstance(data.get("items"), list) \
                and any(k in args for k in ("layer", "layer_name", "layer_index")):
            counted[scope] = max(count, counted.get(scope, 0)) if data.get("truncated") else count
    for m in mocks:
        if m is None or m.is_error or m.grounding == "high":
            continue
        for rec in objects(m.output):
            name, n = rec.get("name"), rec.get("item_count")
            if isinstance(name, str) and name in counted and isinstance(n, int) and not isinstance(n, bool) and n < counted[name]:
                rec["item_count"] = counted[name]


_KEPT_FIELDS = ("due_date", "start_date", "created_at", "author", "default_branch", "visibility", "iid", "is_write_index")  # what a write that
# names none of them leaves as it was


def records_keep_what_no_call_changed(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: create_milestone answered v3.0 due 2025-12-10, and update_milestone(description=...) a step later
    answered it due 2025-03-31 (seed 1415). A record a later result shows again (same kind, same id) keeps the fields
    the calls between did not set."""
    seen: dict[tuple[str, Any], dict[str, Any]] = {}
    for p, args, m in zip(profiles, calls, mocks):
        if m is None or m.is_error or m.grounding == "high" or not isinstance(m.output, dict):
            continue
        said = {k for o in objects(args) for k in o} | {v.lower() for v in args.values() if isinstance(v, str)}
        if not (p.read or set(p.words) & {"select", "activate", "inspect"}):
            said |= _SWITCHES  # a write that draws on a layer answers it unlocked (result_rules): its switches are its own
        for kind, rec in _keyed_records(m.output):
            key = (kind, rec.get("id") if "id" in rec else rec.get("name") if "name" in rec and kind != "alias" else rec.get("alias"))
            if key in seen:
                for f in _KEPT_FIELDS + (("visible", "locked") if kind == "layer" and not said & _SWITCHES else ()):
                    if f in rec and f in seen[key] and f not in said and rec[f] != seen[key][f]:
                        rec[f] = seen[key][f]
            seen.setdefault(key, rec)


_SWITCHES = frozenset({"visible", "locked", "lock", "unlock", "hide", "show", "toggle"})  # a call that sets a layer's switches


def _keyed_records(out: dict[str, Any]):
    """(kind, record) of the records a result holds under a name (milestone: {...}), one level into a `result` wrapper;
    a layer by its name, and each layer a listing shows (layers: [...])."""
    node = out.get("result") if isinstance(out.get("result"), dict) else out
    for k, v in node.items():
        if isinstance(v, dict) and isinstance(v.get("id"), (str, int)) and not isinstance(v.get("id"), bool):
            yield k, v
        elif k == "layer" and isinstance(v, dict) and isinstance(v.get("name"), str):
            yield k, v  # ai_select_layer answered Logo locked, listed unlocked a step before (seed 1419)
        elif k == "layers" and isinstance(v, list):
            yield from (("layer", r) for r in v if isinstance(r, dict) and isinstance(r.get("name"), str) and "id" not in r)
        elif k in ("alias", "aliases"):  # get_alias listed orders-current a read alias, delete_alias then answered it the
            for r in v if isinstance(v, list) else [v]:  # write index (seed 1426)
                if isinstance(r, dict) and isinstance(r.get("alias"), str):
                    yield "alias", r


_OLD_KEYS = ("layer_name", "name", "oldName", "old_name", "branchName", "branch_name", "item_name", "comp_name")
_NEW_KEYS = ("new_name", "newName", "newBranchName", "new_branch_name")


def renamed_from_then_on(calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: adobe_ps_layers(rename, layer_name="Book your table today", new_name=X) answered the layer under its old
    name, and adobe_ps_smart_object then converted "Book your table today" (seed 1488). A rename's receipt names the
    thing by its new name, and the calls after it name it so (their results too)."""
    for i, (args, m) in enumerate(zip(calls, mocks)):
        body = args.get("params") if isinstance(args.get("params"), dict) else args
        mode = str(body.get("action") or body.get("mode") or "").lower()
        old = next((body[k] for k in _OLD_KEYS if isinstance(body.get(k), str) and body[k]), None)
        new = next((body[k] for k in _NEW_KEYS if isinstance(body.get(k), str) and body[k]), None)
        if mode != "rename" or not old or not new or old == new or m is None or m.is_error or m.grounding == "high":
            continue
        _rename_in(m.output, old, new, own=True)
        for j in range(i + 1, len(calls)):
            calls[j] = _renamed(calls[j], old, new)
            if mocks[j] is not None and mocks[j].grounding != "high":
                _rename_in(mocks[j].output, old, new)


_OWN_START = re.compile(r"initial|default", re.I)  # git_init(initialBranch=main) after a branch renamed elsewhere: a new
# repository's first branch is its own, never the renamed one's new name


def _renamed(node: Any, old: str, new: str) -> Any:
    if isinstance(node, dict):
        return {k: v if _OWN_START.search(k) else _renamed(v, old, new) for k, v in node.items()}
    if isinstance(node, list):
        return [_renamed(v, old, new) for v in node]
    return new if node == old else node


def _rename_in(node: Any, old: str, new: str, own: bool = False) -> None:
    """In place: record values equal to `old` say `new`, and "key: old" lines of a text result too; a rename's own
    receipt drops its echoed new_name (its name is the new one)."""
    for rec in objects(node):
        for k, v in list(rec.items()):
            if _OWN_START.search(k):
                continue
            if v == old and (not own or k in ("name", "layer_name")):
                rec[k] = new
            elif isinstance(v, str) and "\n" in v and re.search(rf"(?m)^\w+: {re.escape(old)}$", v):
                text = re.sub(rf"(?m)^(\w+): {re.escape(old)}$", lambda m: f"{m[1]}: {new}", v)
                rec[k] = re.sub(rf"(?m)^new_?[nN]ame: {re.escape(new)}\n", "", text) if own else text
        if own:
            for k in _NEW_KEYS:
                rec.pop(k, None) if rec.get(k) == new and "name" in rec else None


def selected_by_index(calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: ai_select(items=[38], name_contains="Hero image") answered item 18 once an earlier read had shown "Hero
    image" at 18 (seed 0, round 1479's plans): the item a call selects by its index answers at that index, whatever
    agreement pass ran after."""
    for args, m in zip(calls, mocks):
        items = args.get("items")
        rec = m.output.get("item") if m is not None and not m.is_error and isinstance(m.output, dict) else None
        if isinstance(items, list) and len(items) == 1 and isinstance(items[0], int) and not isinstance(items[0], bool) \
                and isinstance(rec, dict) and isinstance(rec.get("index"), int):
            rec["index"] = items[0]
