"""Keyframes a motion designer would set: ae_keyframes(op=set) gives one value per time, each a value of
the property (an opacity 0-100, a position [x, y]); a shift in time gives a delta, a delete no values
("op offset, times [12, 5], values ['Can we ship the fix in today's release?']" is no keyframe call)."""

from __future__ import annotations

import random
from typing import Any

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.values import fits


def property_value(path: str, rng: random.Random) -> Any:
    """What a layer property holds, by its path: a point for a position, a number for an opacity."""
    low = path.lower()
    if "position" in low or "anchor" in low:
        return [rng.choice((240, 480, 960, 1440)), rng.choice((270, 540, 810))]
    if "scale" in low:
        s = rng.choice((50, 80, 100, 120, 150))
        return [s, s]
    if "rotation" in low:
        return rng.choice((0, 15, 45, 90, 180, 360))
    if "blur" in low:
        return rng.choice((0, 5, 10, 20, 40))
    return rng.choice((0, 25, 50, 75, 100))  # opacity and most one-number properties


def fit_keyframes(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    top = {x.name: x for x in p.params if len(x.path) == 1}
    op = next((args.get(k) for k in ("op", "operation", "action", "mode") if isinstance(args.get(k), str)), None)
    if not {"times", "values"} <= set(top) or op is None or "values" in forced or "times" in forced:
        return
    times = args.get("times")
    if op.lower() == "set":
        times = sorted(set(times)) if isinstance(times, list) and times else [0, rng.choice((1, 2, 3))]
        if len(times) == 1:
            times = sorted({times[0], times[0] + rng.choice((1, 2))})
        path = str(args.get("property_path") or args.get("property") or "")
        values = [property_value(path, rng) for _ in times]
        if len(values) > 1 and values[0] == values[-1] and not isinstance(values[0], list):
            values[-1] = 100 if values[0] != 100 else 0  # a fade from one value to another
        trial = dict(args, times=times, values=values)
        if fits(p.tool.input_schema, trial):
            args.update(trial)
        return
    args.pop("values", None)  # get, delete, offset: nothing to set
    if op.lower() == "offset" and "delta" in top and "delta" not in args:
        trial = dict(args, delta=rng.choice((0.5, 1, 2, -0.5)))
        if fits(p.tool.input_schema, trial):
            args.update(trial)
