"""A tool that sorts a whole collection (ai_sort_layers(by=name)) answers the collection in its new order, never one
unrelated record: the layers the request listed, sorted, with their places renumbered."""

from __future__ import annotations

import random
from typing import Any

from seer.generate.symbolic.clone import clone
from seer.generate.symbolic.lexicon import plural

_SORTS = frozenset({"sort", "reorder", "order"})


def sorted_collection(p: Any, args: dict[str, Any], rng: random.Random, world: Any) -> dict[str, Any] | None:
    if p.read or p.verb not in _SORTS or not p.nouns or any(k in args for k in ("id", "name", "index", "uuid")):
        return None
    noun = p.nouns[0]
    known = len(world.records.get(noun) or [])
    pool = world.listing(noun, known if known >= 2 else 3, rng, p.ctx)  # the layers a listing showed, no new one
    by = str(args.get("by") or args.get("key") or args.get("field") or "name").lower()
    if by.startswith("item") or by in ("count", "size"):
        by = "item_count"
        for record in pool:  # a layer's item count, once said, stays what later reads say
            record.setdefault("item_count", rng.randint(1, 24))
    if not all(isinstance(r.get(by), (str, int)) for r in pool):
        return None
    ordered = sorted(pool, key=lambda r: (str(r[by]).lower() if isinstance(r[by], str) else r[by]),
                     reverse=bool(args.get("descending") or str(args.get("order", "")).lower().startswith("desc")))
    places = sorted(r["index"] for r in pool if isinstance(r.get("index"), int) and not isinstance(r["index"], bool))
    if len(places) == len(ordered):
        for place, record in zip(places, ordered):
            record["index"] = place  # the first after sorting is on top
    return {"ok": True, "action": p.verb, "by": args.get("by", by), plural(noun): [clone(r) for r in ordered],
            "total": len(ordered)}
