"""A tool that proposes by default (ai_optimize: "Proposes by default -- apply=False runs only the reads and tells you
what it would do") answers the passes it ran or would run and what needs a person's judgement: never an echo of its
own flags ({"optimize": {"checkpoint": false}})."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.lexicon import words

_PROPOSES = re.compile(r"\bproposes? by default\b|\bapply\s*=\s*false\b[^.]*\b(?:would|tells)\b", re.I)
_DESIGN_PASSES = ("remove empty layers", "unlock locked layers", "name unnamed items", "expand appearance of strokes",
                  "remove unused swatches")
_JUDGEMENTS = (("Group 2", "artwork overlaps two artboards"), ("Headline", "text uses a missing font"),
               ("Product photo", "linked image below 150 ppi"), ("Background", "clipping mask hides most of the layer"))


def proposal(p: Any, args: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    if not _PROPOSES.search(p.tool.description or "") or "apply" not in {x.name for x in p.params}:
        return None
    applied = args.get("apply") is True
    passes = rng.sample(_DESIGN_PASSES, 3)
    passes += [" ".join(words(x.name)) for x in p.params if x.name != "apply" and args.get(x.name) is True]
    out: dict[str, Any] = {"applied": applied,
                           "passes": [{"pass": name, "status": "applied" if applied else "proposed", "changes": rng.randint(1, 12)}
                                      for name in passes]}
    item, reason = rng.choice(_JUDGEMENTS)
    out["needs_judgement"] = [{"item": item, "reason": reason}]
    if not applied:
        out["note"] = "nothing changed; call again with apply=true to run the proposed passes"
    return out


_GROUPS = re.compile(r"\bpropose\w*\s+(?:how\s+to\s+)?group|\bgroupings?\b", re.I)


def grouping(p: Any, args: dict[str, Any], rng: random.Random, world: Any) -> dict[str, Any] | None:
    """ai_cluster_items ("Propose how to group loose items. Read-only"): the groups it proposes, each naming the
    items it would gather (drawn from the document's items, so a later call can take them), never a flat item list."""
    if not p.read or not _GROUPS.search(f"{p.tool.description} {p.tool.title or ''}"):
        return None
    least = args.get("min_size") if isinstance(args.get("min_size"), int) and 1 < args["min_size"] <= 4 else 2
    cap = args.get("max_clusters") if isinstance(args.get("max_clusters"), int) and args["max_clusters"] >= 1 else 3
    n_groups = max(1, min(cap, rng.randint(2, 3)))
    items = world.listing("item", n_groups * least + rng.randint(0, 2), rng, p.ctx)
    names = [str(r.get("name")) for r in items if r.get("name")]
    prefix = args.get("prefix") if isinstance(args.get("prefix"), str) and args["prefix"] else "group"
    groups, at = [], 0
    for g in range(n_groups):
        take = least if g < n_groups - 1 else max(least, len(names) - at)
        members = names[at:at + take]
        at += take
        if len(members) >= least:
            groups.append({"name": f"{prefix}-{g + 1}", "items": members, "count": len(members)})
    strategy = args.get("strategy") if isinstance(args.get("strategy"), str) else "proximity"
    return {"strategy": strategy, "applied": False, "clusters": groups, "total": len(groups),
            "unclustered": rng.randint(0, 5)}
