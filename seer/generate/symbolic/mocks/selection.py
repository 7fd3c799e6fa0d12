"""What a design app says is selected: the page items themselves (typename, name, bounds), the ones this request selected
or found if it did, never a bare echo of the coordinate system asked for or a record with a made-up id."""

from __future__ import annotations

import random
from typing import Any

from seer.generate.symbolic.clone import clone
from seer.generate.symbolic.lexicon import words
from seer.generate.symbolic.mocks.needs import _slot
from seer.kinds.infer import contexts


def design_selection(p: Any, args: dict[str, Any], values: list, rng: random.Random, world: Any) -> dict[str, Any] | None:
    """The current selection of an Illustrator-like document, or None when the call is no such read."""
    if not p.read or "selection" not in p.nouns + p.words or "design" not in contexts(*p.ctx):
        return None
    if world.app == "aftereffects":  # ae_get_selection: layers of the comp (the ones ae_list_layers showed), not a page item
        layers = world.listing("layer", 1, rng, p.ctx)[:1]
        chosen = [{k: v for k, v in r.items() if k in ("index", "name", "kind", "type")} for r in layers]
        for need, value in values:
            if chosen:
                chosen[0][_slot(chosen[0], p, need.param, args, value)] = value
        return {"selection": chosen, "count": len(chosen)}
    items = _selected_items(p, rng, world)
    for need, value in values:  # a uuid a later call takes is a selected item's
        items[0][_slot(items[0], p, need.param, args, value)] = value
    world.selected = (world.at, clone(items))  # what a paint of "the current selection" paints next
    out: dict[str, Any] = {"selection": items, "count": len(items)}
    out.update({k: v for k, v in args.items() if k == "coordinate_system"})
    return out


def _selected_items(p: Any, rng: random.Random, world: Any) -> list[dict[str, Any]]:
    """Copies of the page items selected now: the current object or item, else one or two from a listing."""
    chosen = [world.current[n] for n in ("object", "item") if isinstance(world.current.get(n), dict)
              and world.current[n].get("type") not in (None, "Folder", "Footage", "Composition")]
    if not chosen:
        chosen = world.listing("object", rng.randint(1, 2), rng, p.ctx)
    return clone(chosen[:2])


_PAINTS = frozenset({"fill", "stroke", "fill_color", "stroke_color", "color", "colour"})


def painted_selection(p: Any, args: dict[str, Any], values: list, rng: random.Random, world: Any) -> dict[str, Any] | None:
    """A paint of the current selection (ai_set_style: "Paint the current selection: fill, stroke, or both") answers the
    selected items with the fill and stroke they now have, not a style record ('Button Label', round 711 [1])."""
    said = words((p.tool.description or "").split("\n", 1)[0])
    if p.read or values or "selection" not in {w.lower() for w in said} | set(p.words) or not _PAINTS & set(args) \
            or "design" not in contexts(*p.ctx) and not world.app:
        return None
    at, shown = getattr(world, "selected", None) or (0, None)  # the selection get_selection showed: those items, unless
    reselected = any("select" in q.words for q in world.plan[at + 1:world.at] if hasattr(q, "words"))  # a call since chose
    items = clone(shown) if shown and not reselected else _selected_items(p, rng, world)
    for item in items:
        item.update({k: v for k, v in args.items() if k in _PAINTS or k in ("stroke_width", "strokeWidth", "opacity")})
    return {"ok": True, "action": "paint", "painted": len(items), "items": items}


_GENERIC = {"TextFrame": "<Text>", "PlacedItem": "<Linked File>", "GroupItem": "<Group>", "PathItem": "<Path>"}
_NAMED = {"TextFrame": ("Headline", "Body copy", "Price tag", "CTA label"), "PlacedItem": ("hero.jpg", "product-shot.jpg", "logo.png"),
          "GroupItem": ("Spring sale", "Shop now", "New arrivals"), "PathItem": ("Divider line", "Background")}


def auto_named(p: Any, args: dict[str, Any], values: list, rng: random.Random) -> dict[str, Any] | None:
    """A tool that gives readable names to unnamed items (ai_auto_name_items: "Text names itself from its content, placed
    images from their file name, a group from the biggest text inside it") answers what it renamed, each item from its
    generic name to the new one (round 712 [18]: it answered one item record). None for any other call."""
    said = {w.lower() for w in words((p.tool.description or "").split("\n", 1)[0])}
    if p.read or values or "auto" not in p.words or not {"name", "names", "rename"} & set(p.words) or "unnamed" not in said \
            and "readable" not in said:
        return None
    limit = args.get("limit") if isinstance(args.get("limit"), int) and not isinstance(args.get("limit"), bool) else 8
    kinds = rng.sample(list(_GENERIC), k=min(len(_GENERIC), max(1, min(limit, rng.randint(2, 4)))))
    prefix = args.get("prefix") if isinstance(args.get("prefix"), str) else ""
    renamed = [{"index": i, "type": k, "from": _GENERIC[k], "to": prefix + rng.choice(_NAMED[k])}
               for i, k in zip(sorted(rng.sample(range(41), len(kinds))), kinds)]
    out: dict[str, Any] = {"ok": True, "renamed": renamed, "count": len(renamed), "skipped": rng.randint(0, 6)}
    out.update({k: v for k, v in args.items() if k in ("layer", "container") and v is not None})
    return out
