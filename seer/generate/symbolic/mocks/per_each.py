"""A tool that gives each of a set its own thing ("Give each artboard its own layer", "One layer per artboard")
answers one new thing per member, named for it: never a single artboard echoed back under action "center"."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.lexicon import plural, singular

_EACH = re.compile(r"\beach (\w+) its own (\w+)|^one (\w+) per (\w+)$", re.I)


def per_each(p: Any, args: dict[str, Any], rng: random.Random, world: Any) -> dict[str, Any] | None:
    if p.read:
        return None
    m = _EACH.search(p.tool.description or "") or _EACH.search(getattr(p.tool, "title", None) or "")
    if m is None:
        return None
    member, made = (m[1], m[2]) if m[1] else (m[4], m[3])
    member, made = singular(member.lower()), singular(made.lower())
    pool = world.listing(member, max(2, len(world.records.get(member) or [])), rng, p.ctx)
    names = [r["name"] for r in pool if isinstance(r.get("name"), str)]
    if len(names) < 2:
        return None
    prefix = next((v for k, v in args.items() if k.lower() == "prefix" and isinstance(v, str)), "")
    own_name = args.get("name_from_artboard", args.get(f"name_from_{member}", True)) is not False
    out = [{"name": f"{prefix}{n}" if own_name else f"{prefix}{made.capitalize()} {i + 1}", member: n,
            "items_moved": rng.randint(1, 18)} for i, n in enumerate(names)]
    return {"ok": True, plural(made): out, "total": len(out)}
