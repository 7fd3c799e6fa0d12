"""Where a picked record sits in a listing, and whether a field singles it out: "The one with state closed is the
one I mean" of three closed issues (or of a record the mock copied, so it is found by value, not identity) names
no one record; the user says which by its place or by its own id instead."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.lexicon import words

_IDENTITY = frozenset("id uuid key name ref sha hash number title alias branch slug login username handle iid".split())


def record_lists(node: Any):
    """Every list of records (dicts) in `node`, outermost first."""
    if isinstance(node, list):
        if any(isinstance(x, dict) for x in node):
            yield [x for x in node if isinstance(x, dict)]
        for x in node:
            yield from record_lists(x)
    elif isinstance(node, dict):
        for x in node.values():
            yield from record_lists(x)


def equal_position(output: Any, record: Any) -> tuple[int, int] | None:
    """(index, length) of a record equal to `record` in the listing that holds it (a copy counts)."""
    if not isinstance(record, dict):
        return None
    for records in record_lists(output):
        for n, x in enumerate(records):
            if x == record:
                return n, len(records)
    return None


def shared(output: Any, key: str, value: Any) -> bool:
    """Another listed record holds the same value at `key` (or no record holds it at all)."""
    for records in record_lists(output):
        holders = [r for r in records if r.get(key) == value]
        if holders:
            return len(holders) > 1
    return True


def holder(output: Any, key: str, value: Any) -> dict | None:
    """The first listed record holding `value` at `key`."""
    return next((r for records in record_lists(output) for r in records if r.get(key) == value), None)


def own_id(record: Any, key: str, output: Any = None, said: str = "") -> tuple[str, Any] | None:
    """The record's own identifying field (other than `key`) whose value no listed sibling shares (two forks
    both named design-system are told apart by their owner's id, not their name)."""
    if not isinstance(record, dict):
        return None
    siblings = next((rs for rs in record_lists(output) if any(r == record for r in rs)), [record])
    for k, v in record.items():
        if k != key and set(words(k)) & _IDENTITY and isinstance(v, (str, int)) and not isinstance(v, bool) \
                and sum(1 for r in siblings if r.get(k) == v) == 1 and str(v).lower() not in said.lower():
            return k, v
    return None


def shown(earlier: tuple) -> tuple[dict[str, int], dict[str, list]]:
    """One walk over the results before a call: noun -> the count one gave it ({"project": {"num_items": 13}} ->
    {"item": 13}), and noun -> the records one listed under its plural ({"tabs": [3 records]} -> {"tab": [3 records]});
    a later result's figure wins."""
    from seer.generate.symbolic.lexicon import singular
    from seer.harness.checks import objects

    counts: dict[str, int] = {}
    lists: dict[str, list] = {}
    for o in earlier:
        for node in objects(o):
            for k, v in node.items():
                if isinstance(v, list) and v and all(isinstance(r, dict) for r in v) and k.endswith("s"):
                    lists[singular(k)] = v
                    continue
                ws = words(k)
                if not isinstance(v, int) or isinstance(v, bool) or v < 1 or len(ws) != 2:
                    continue
                noun = ws[1] if ws[0] in ("num", "number") else ws[0] if ws[1] in ("count", "total") else None
                if noun is not None and noun.endswith("s"):
                    counts[singular(noun)] = v
    return counts, lists


def fit_within_counts(p: Any, args: dict[str, Any], forced: dict, rng: Any, earlier: tuple) -> None:
    """ae_delete_item(item=54) after ae_get_project_info answered num_items 13: a thing picked by its number is one
    of the things the request was just told there are."""
    if not earlier:
        return
    counts, listed = shown(earlier)
    for q in p.params if counts else ():
        value = q.get(args)
        if q.name in forced or not isinstance(value, int) or isinstance(value, bool) or len(q.path) > 2 or len(q.words) != 1:
            continue
        n = counts.get(q.words[0])
        if n is not None and value > n:
            q.put(args, rng.randint(1, n))
    _pair_within(p, args, forced, rng, listed)
    _merged_layers_listed(p, args, forced, rng, earlier)
    for noun in (w for w in p.words if w in listed):  # switch_tab(index=4) after get_tabs listed three: one of the three
        records = listed[noun]
        n = len(records)
        current = _current_id(earlier, noun) if set(p.words) & _SWITCHES else None
        for q in p.params:
            value = q.get(args)
            if q.name in forced or not isinstance(value, int) or isinstance(value, bool) or q.words not in (["index"], [noun, "index"]):
                continue
            others = [i for i in range(n) if current is None or records[i].get("id") != current]  # not the tab already active
            if (value >= n or value not in others) and others:
                q.put(args, rng.choice(others))
        break


def _merged_layers_listed(p: Any, args: dict[str, Any], forced: dict, rng: Any, earlier: tuple) -> None:
    """ai_merge_layers(layers=[0, 6], into="Layer 1") after ai_list_layers listed four layers, Layer 1 at index 0 (seed
    1400): the layers merged are listed ones other than the one they go into."""
    from seer.harness.checks import objects

    into = next((v for k, v in args.items() if k in ("into", "target", "target_layer") and isinstance(v, str)), None)
    layers = args.get("layers")
    if into is None or "layers" in forced or not isinstance(layers, list) or not all(isinstance(x, int) and not isinstance(x, bool)
                                                                                   for x in layers):
        return
    shown = next(([r for r in objects(o) if isinstance(r.get("index"), int) and isinstance(r.get("name"), str) and "locked" in r]
                  for o in reversed(earlier) if any("locked" in r for r in objects(o))), [])
    if len(shown) < 3 or not any(r["name"] == into for r in shown):
        return
    free = [r["index"] for r in shown if r["name"] != into]
    kept = [x for x in layers if x in free]
    spare = [x for x in free if x not in kept]
    rng.shuffle(spare)
    fixed = (kept + spare)[:max(2, len(kept))] if len(free) >= 2 else kept
    if fixed != layers and fixed:
        args["layers"] = sorted(fixed)


_SIDES = (["a"], ["b"], ["from"], ["to"], ["1"], ["2"])


def _pair_within(p: Any, args: dict[str, Any], forced: dict, rng: Any, listed: dict) -> None:
    """ai_diff_frames(artboard_a=1, artboard_b=7) after ai_list_artboards listed artboards 0-3: each side of a
    comparison is a listed one, and the two are two."""
    for q in p.params:
        value = q.get(args)
        records = listed.get(q.words[0]) if q.words else None
        if q.name in forced or not records or q.words[1:] not in _SIDES or not isinstance(value, int) or isinstance(value, bool):
            continue
        indices = [r["index"] for r in records if isinstance(r.get("index"), int) and not isinstance(r["index"], bool)]
        taken = {x.get(args) for x in p.params if x is not q and x.words[:1] == q.words[:1]}
        free = [i for i in indices if i not in taken]
        if indices and value not in indices and free:
            q.put(args, rng.choice(free))


_SWITCHES = frozenset({"switch", "select", "activate", "focus"})


def _current_id(earlier: tuple, noun: str) -> Any:
    """The id of the `noun` an earlier result named as the one in use ({"tab": {"id": ...}} from get_current_tab)."""
    for o in reversed(earlier):
        if isinstance(o, dict) and isinstance(o.get(noun), dict) and o[noun].get("id") is not None:
            return o[noun]["id"]
    return None
