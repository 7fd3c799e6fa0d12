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
