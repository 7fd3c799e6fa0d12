"""A listing of a design document's page items honours what the call filtered by: find_objects(layer_name='Headline')
lists items on Headline, type='text' lists text frames, a font_name only text, a stroke colour no placed image, name='Logo'
the items of that name,
and get_path_items lists paths, never a text frame or a placed image. The world's items that do not fit stay in the
document, just not in this listing; fresh ones that fit take their place."""

from __future__ import annotations

import random
from typing import Any

from seer.generate.symbolic.lexicon import words
from seer.generate.symbolic.mocks.shapes import ART_NAMES, art_item_of

# a filter's word for a type (find_objects' enum) -> Illustrator's typename
_TYPE_WORDS = {"text": "TextFrame", "textframe": "TextFrame", "path": "PathItem", "shape": "PathItem", "image": "PlacedItem",
               "placed": "PlacedItem", "raster": "RasterItem", "group": "GroupItem", "compound-path": "CompoundPathItem",
               "compound": "CompoundPathItem", "compoundpath": "CompoundPathItem", "symbol": "SymbolItem"}


def art_filters(p: Any, args: dict[str, Any], records: list[dict[str, Any]], world: Any, noun: str,
                rng: random.Random) -> tuple[list[dict[str, Any]], set[str]]:
    """The records a listing of page items shows under the call's filters, and the arguments honoured here (the caller
    copies no other value into them: layer_name is the items' `layer`)."""
    if world.app == "aftereffects" or not records or not all(_kind(r.get("type")) in ART_NAMES for r in records):
        return records, set()
    want, honoured = _wanted(p, args, world, records)
    if not want:
        return records, honoured
    keep = [r for r in records if _fits(r, want)]
    goal = 1 if "name" in want else len(records)
    taken = {r.get("index") for r in world.records.get(noun, [])}
    named_kind = next((t for t, names in ART_NAMES.items() if want.get("name") in names), None)
    for _ in range(3 * goal):
        if len(keep) >= goal:
            break
        kind = want.get("type") or named_kind or rng.choice(("PathItem", "GroupItem", "TextFrame"))
        rec = art_item_of(kind, rng, want.get("layer"))
        if "name" in want and not keep:
            rec["name"] = want["name"]  # the object the user searched for by name
        if not _fits(rec, want) or any(rec["name"] == r["name"] for r in keep):
            continue
        rec["index"] = next(i for i in range(len(taken) + 1) if i not in taken)
        taken.add(rec["index"])
        keep.append(world.keep(noun, rec))
    return keep or records[:1], honoured


def _wanted(p: Any, args: dict[str, Any], world: Any, records: list[dict[str, Any]]) -> tuple[dict[str, str], set[str]]:
    want: dict[str, str] = {}
    honoured: set[str] = set()
    for k, v in args.items():
        ws = words(k)
        if ws in (["type"], ["kind"], ["typename"]) and isinstance(v, str) and _kind(v) in ART_NAMES:
            want["type"] = _kind(v)  # the items are of that type, written in the server's words (type: image) by the caller
        elif ws in (["layer"], ["layer", "name"]):
            layer = v if isinstance(v, str) and v else _layer_at(world, v) or _any_layer(v, records)
            if layer:
                want["layer"] = layer
                honoured.add(k)
        elif ws in (["name"], ["name", "contains"]) and isinstance(v, str) and v:
            want["name"] = v
            honoured.add(k)
        elif ws[:1] == ["font"]:
            want.setdefault("type", "TextFrame")  # a font filter finds text
        elif set(ws) & {"fill", "stroke"} and v not in (None, "", {}):
            want["painted"] = "yes"  # find_objects(stroke_color=...) finds what has a stroke, never a placed image (seed 1381)
    named = words(p.name)
    if "type" not in want and "path" in named and "text" not in named:
        want["type"] = "PathItem"  # get_path_items: path and shape data
    elif "type" not in want and "text" in named:
        want["type"] = "TextFrame"
    return want, honoured


def _layer_at(world: Any, index: Any) -> str | None:
    """The name of the layer at a position a call gave as a number, if a listing showed that layer."""
    if world is None or not isinstance(index, int) or isinstance(index, bool):
        return None
    return next((r["name"] for r in world.records.get("layer", []) if r.get("index") == index and isinstance(r.get("name"), str)), None)


def _kind(word: Any) -> Any:
    """Illustrator's typename for a type written either way (image, PlacedItem)."""
    return word if word in ART_NAMES or not isinstance(word, str) else _TYPE_WORDS.get(word.lower().replace(" ", ""), word)


def _any_layer(index: Any, records: list[dict[str, Any]]) -> str | None:
    """A layer given by a position no listing showed: one layer of the document all listed items share (layer=8 lists
    the items of one layer, never items of four)."""
    if not isinstance(index, int) or isinstance(index, bool):
        return None
    return next((r["layer"] for r in records if isinstance(r.get("layer"), str)), None)


_UNPAINTED = frozenset({"PlacedItem", "RasterItem"})  # an image has neither a fill nor a stroke of its own


def _fits(rec: dict[str, Any], want: dict[str, str]) -> bool:
    if want.get("painted") and _kind(rec.get("type")) in _UNPAINTED:
        return False
    return (_kind(rec.get("type")) == want.get("type", _kind(rec.get("type"))) and rec.get("layer") == want.get("layer", rec.get("layer"))
            and ("name" not in want or want["name"].lower() == str(rec.get("name", "")).lower()))


def acted_kind(p: Any) -> str | None:
    """The Illustrator type a call acts on by its own words: ungroup a group, style a text frame, flow text on a path."""
    ws = {w.lower() for w in words(p.name)}
    if "ungroup" in ws or "group" in ws and ws & {"items", "objects", "selection"}:
        return "GroupItem"  # (ai_group_items makes a group: never a record with a text frame's contents, seed 1398)
    if "text" in ws and not ws & {"create", "add"}:
        return "TextFrame"
    return None


def fit_acted(p: Any, record: dict[str, Any], rng: random.Random, args: dict[str, Any] | None = None) -> None:
    """A page item first seen by a call that acts on one type is of that type (ungroup_objects(uuid) ungroups a
    GroupItem 'Icon set', never the TextFrame 'Caption'; ai_select(kind='PathItem', name_contains='Icon') a path
    named so); its place, size and handles stay."""
    if _kind(record.get("type")) not in ART_NAMES:
        return
    want = {k: v for k, v in _wanted(p, args or {}, None, [record])[0].items() if k != "layer"} if args and p.read is False else {}
    texts = any(isinstance(v, dict) and any(words(k)[:1] in (["font"], ["contents"]) for k in v) for v in (args or {}).values())
    kind = acted_kind(p) or want.get("type") or ("TextFrame" if texts else None)  # modify_object(properties={"font_size":
    # 49}) changes a text frame, never a PathItem (seed 1384)
    if kind is not None and _kind(record.get("type")) != kind:
        fresh = art_item_of(kind, rng)
        record.pop("contents", None)
        record.update({k: fresh[k] for k in ("name", "type", "contents") if k in fresh})
    if "name" in want and want["name"].lower() not in str(record.get("name", "")).lower() and words(p.name)[-1:] != ["rename"]:
        record["name"] = want["name"]  # ai_select(name_contains='Icon set') selects an item so named
