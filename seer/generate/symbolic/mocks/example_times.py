"""A spec's example output keeps its times, and the scenario's present follows them. s26/s27 brief [6]: list_files
answered the example's q3-revenue.csv modified 2026-10-02, then delete_file of it answered modified_at 2025-06-22 and
completed_at 2025-11-07: the scenario's now was drawn before the example's times, so every later mock moved the listed
record's time into the past, and the delete happened a year before the file was last changed. When an example answers
first, now is set a little after its latest past-tense time; an example answering after now was set has its times
moved back by one span, their order and gaps kept (seed 905 [8]: settling each time on its own made the older file the
newer), and the record kept in the world is the one moved, so later calls read the same times.""" 

from __future__ import annotations

import random
from datetime import datetime, timedelta
from typing import Any

from seer.generate.symbolic.clock import AHEAD
from seer.generate.symbolic.lexicon import words


def _times(node: Any, out: list[datetime]) -> list[datetime]:
    if isinstance(node, dict):
        for k, v in node.items():
            if set(words(k)) & AHEAD:
                continue  # an expiry or a due date may be ahead of now
            _times(v, out)
    elif isinstance(node, list):
        for v in node:
            _times(v, out)
    elif isinstance(node, str) and len(node) >= 20 and node[4:5] == "-" and node[10:11] == "T":
        try:
            moment = datetime.fromisoformat(node.replace("Z", "+00:00"))
        except ValueError:
            return out
        if moment.tzinfo is not None:
            out.append(moment)
    return out


def example_times_hold(world: Any, out: Any, rng: random.Random) -> None:
    """Fix the world's now after the example output's times (when no call fixed it yet), else settle them, in place."""
    latest = max(_times(out, []), default=None)
    if latest is None:
        return
    if getattr(world, "_now", None) is None:
        world._now = (latest + timedelta(hours=rng.randint(2, 96))).replace(second=0, microsecond=0)
        world._now -= timedelta(minutes=world._now.minute % 5)
    elif latest > world.now(rng):  # all moved back by one span: their order and gaps stay (the oldest file stays oldest)
        _shift(out, latest - (world.now(rng) - timedelta(hours=rng.randint(2, 96))))


def _shift(node: Any, by: timedelta) -> None:
    """Every past-tense ISO time in `node` earlier by `by`, in place, written as it was (Z or offset)."""
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for k, v in list(items):
        if isinstance(k, str) and set(words(k)) & AHEAD:
            continue
        if isinstance(v, (dict, list)):
            _shift(v, by)
        elif isinstance(v, str) and _times(v, []):
            moment = datetime.fromisoformat(v.replace("Z", "+00:00")) - by
            shown = moment.isoformat(timespec="seconds")
            node[k] = shown.replace("+00:00", "Z") if v.endswith("Z") else shown
