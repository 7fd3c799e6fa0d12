"""A comp lasts as long as the times the request works at: ae_list_layers(at_time=20) answered Main Comp with a duration
of 5 s, and its markers at 1.62 s and 24.2 s (seed 1269). A time asked for or shown in a comp lies within it."""

from __future__ import annotations

from typing import Any

from seer.harness.checks import objects
from seer.harness.model import MockOutput

_TIMES = ("at_time", "time", "start_time", "end_time", "keyframe_time")
_LENGTHS = (10, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600)  # the round lengths comps are made at, in seconds


def comps_hold_their_times(calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: every comp a result describes (a duration beside a frame rate) lasts past the latest time a call asks
    for or a result shows (a marker's, a keyframe's)."""
    pairs = [(a, m) for a, m in zip(calls, mocks) if m is not None and not m.is_error and m.grounding != "high"]
    times = [v for a in calls for v in _numbers(a)]
    times += [r["time"] for _, m in pairs for r in objects(m.output) if isinstance(r.get("time"), (int, float))
              and not isinstance(r["time"], bool)]
    latest = max(times, default=0)
    for a, m in pairs:
        if any("duration" in o for o in objects(a)):
            continue  # ae_set_comp(duration=5) answers the 5 s it set: a comp may be shortened after a longer time was read
        for comp in objects(m.output):
            if isinstance(comp.get("duration"), (int, float)) and not isinstance(comp["duration"], bool) \
                    and {"frameRate", "frame_rate", "fps"} & set(comp) and comp["duration"] < latest:
                comp["duration"] = next((n for n in _LENGTHS if n > latest), int(latest) + 60)


def _numbers(node: Any):
    for o in objects(node):
        for k in _TIMES:
            v = o.get(k)
            if isinstance(v, (int, float)) and not isinstance(v, bool) and v >= 0:
                yield v
