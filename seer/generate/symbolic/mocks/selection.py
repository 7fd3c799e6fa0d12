"""What a design app says is selected: the page items themselves (typename, name, bounds), the ones this request selected
or found if it did, never a bare echo of the coordinate system asked for or a record with a made-up id."""

from __future__ import annotations

import copy
import random
from typing import Any

from seer.generate.symbolic.mocks.needs import _slot
from seer.kinds.infer import contexts


def design_selection(p: Any, args: dict[str, Any], values: list, rng: random.Random, world: Any) -> dict[str, Any] | None:
    """The current selection of an Illustrator-like document, or None when the call is no such read."""
    if not p.read or "selection" not in p.nouns + p.words or "design" not in contexts(*p.ctx) or world.app == "aftereffects":
        return None
    chosen = [world.current[n] for n in ("object", "item") if isinstance(world.current.get(n), dict)
              and world.current[n].get("type") not in (None, "Folder", "Footage", "Composition")]
    if not chosen:
        chosen = world.listing("object", rng.randint(1, 2), rng, p.ctx)
    items = copy.deepcopy(chosen[:2])
    for need, value in values:  # a uuid a later call takes is a selected item's
        items[0][_slot(items[0], p, need.param, args, value)] = value
    out: dict[str, Any] = {"selection": items, "count": len(items)}
    out.update({k: v for k, v in args.items() if k == "coordinate_system"})
    return out
