"""Items asked for by a range lie in it: ai_track_frames(first=32, last=87) listed frames 0..6; a listing's index
field follows the first/last (start/end) the call was given, in order and once each."""

from __future__ import annotations

import json
import re
from datetime import datetime, timezone
from typing import Any

from seer.harness.checks import objects

_PAIRS = (("first", "last"), ("start", "end"), ("from", "to"), ("start_index", "end_index"), ("startIndex", "endIndex"))
_INDEX_KEYS = ("index", "frame", "position")


def items_in_range(args: dict[str, Any], out: Any) -> None:
    pair = next(((args[a], args[b]) for a, b in _PAIRS if all(isinstance(args.get(k), int) and not isinstance(args[k], bool)
                                                              for k in (a, b)) and args[a] <= args[b]), None)
    if pair is None or not isinstance(out, dict):
        return
    lo, hi = pair
    for k, v in out.items():
        if isinstance(v, dict) and any(isinstance(v.get(f), int) and not isinstance(v[f], bool) and not lo <= v[f] <= hi for f in _INDEX_KEYS):
            v[next(f for f in _INDEX_KEYS if isinstance(v.get(f), int) and not isinstance(v[f], bool))] = lo  # one item: the range's first
            continue
        if not (isinstance(v, list) and v and all(isinstance(x, dict) for x in v)):
            continue
        key = next((f for f in _INDEX_KEYS if all(isinstance(x.get(f), int) and not isinstance(x[f], bool) for x in v)), None)
        if key is None or all(lo <= x[key] <= hi for x in v) and len({x[key] for x in v}) == len(v):
            continue
        del v[hi - lo + 1:]  # no more items than the range holds
        step = (hi - lo) / max(1, len(v) - 1) if len(v) > 1 else 0
        for i, x in enumerate(v):
            x[key] = lo + round(i * step)
        for t in ("total", "count"):
            if isinstance(out.get(t), int) and not isinstance(out[t], bool) and out[t] > len(v):
                out[t] = len(v)


def times_within_duration(args: dict[str, Any], out: Any) -> None:
    """ae_markers(duration=15) listed markers at 16.48 s and 25.88 s: listed times lie inside the span the call names."""
    span = next((v for k, v in args.items() if k in ("duration", "duration_s", "seconds") and isinstance(v, (int, float))
                 and not isinstance(v, bool) and v > 0), None)
    if span is None or not isinstance(out, dict):
        return
    for v in out.values():
        if not (isinstance(v, list) and v and all(isinstance(x, dict) for x in v)):
            continue
        times = [x.get("time") for x in v]
        if all(isinstance(t, (int, float)) and not isinstance(t, bool) for t in times) and max(times) > span:
            top = max(times)
            for x in v:
                x["time"] = round(x["time"] * (span * 0.9) / top, 2)  # the same order and spacing, scaled inside the span


def areas_in_range(args: dict[str, Any], out: Any) -> None:
    """ai_find_items(max_area=20) found a 566 x 50 background: items a call found by area have that area (width x height
    scaled to fit, their proportions kept)."""
    import math

    lo = next((args[k] for k in ("min_area", "minArea") if isinstance(args.get(k), (int, float)) and not isinstance(args[k], bool)), None)
    hi = next((args[k] for k in ("max_area", "maxArea") if isinstance(args.get(k), (int, float)) and not isinstance(args[k], bool)), None)
    if (lo is None and hi is None) or not isinstance(out, dict):
        return
    for v in out.values():
        for x in v if isinstance(v, list) else []:
            w, h = (x.get("width"), x.get("height")) if isinstance(x, dict) else (None, None)
            if not all(isinstance(d, (int, float)) and not isinstance(d, bool) and d > 0 for d in (w, h)):
                continue
            area = w * h
            target = hi * 0.8 if hi is not None and area > hi else lo * 1.25 if lo is not None and area < lo else None
            if target is not None:
                k = math.sqrt(target / area)
                x["width"], x["height"] = max(1, round(w * k, 1)), max(1, round(h * k, 1))


_SINCE = frozenset({"since", "after", "start_timestamp", "start_date", "from_date", "startdate", "starttimestamp",
                    "start_time", "created_after", "date_from", "not_before"})
_UNTIL = frozenset({"until", "before", "end_timestamp", "end_date", "to_date", "enddate", "endtimestamp", "end_time",
                    "created_before", "date_to", "not_after"})
_DATED_FIELDS = ("date", "timestamp", "created_at", "committed_at", "authored_date", "committed_date", "@timestamp", "time")


def _window_args(args: dict[str, Any]) -> dict[str, Any]:
    """The call's arguments with the fields of a filters object (or its JSON text) beside them."""
    flat = dict(args)
    for v in args.values():
        if isinstance(v, str) and v.strip().startswith("{"):
            try:
                v = json.loads(v)
            except ValueError:
                continue
        if isinstance(v, dict):
            flat.update(v)
    return flat


def _when(value: Any) -> datetime | None:
    """The moment a date field holds: epoch seconds or an ISO date (time optional), in UTC; else None."""
    if isinstance(value, int) and not isinstance(value, bool) and 10**9 <= value < 10**10:
        return datetime.fromtimestamp(value, timezone.utc)
    if isinstance(value, str):
        m = re.match(r"(\d{4}-\d\d-\d\d)(?:[T ](\d\d:\d\d(?::\d\d)?))?", value)
        if m:
            return datetime.fromisoformat(m[1] + ("T" + m[2] if m[2] else "T00:00") + "+00:00")
    return None


def dates_in_window(args: dict[str, Any], out: Any, now) -> None:
    """In place: git_log(start_timestamp=2025-04-10T18:15:00Z) listed a commit of 2024-10-03 (seed 1313). Records a call
    asked for since (or until) a time are dated inside that window, in the form each date had."""
    flat = _window_args(args)
    since = next((w for k, v in flat.items() if k.lower().replace("-", "_") in _SINCE and (w := _when(v))), None)
    until = next((w for k, v in flat.items() if k.lower().replace("-", "_") in _UNTIL and (w := _when(v))), None)
    if since is None and until is None:
        return
    end = min(x for x in (until, now.replace(tzinfo=timezone.utc) if now.tzinfo is None else now) if x is not None)
    start = since or end.replace(year=end.year - 1)
    if start >= end:
        return
    for node in [out, *objects(out)]:
        for items in (node.values() if isinstance(node, dict) else []):
            if not (isinstance(items, list) and items and all(isinstance(r, dict) for r in items)):
                continue
            for i, r in enumerate(items):
                field, when = next(((f, w) for f in _DATED_FIELDS if (w := _when(r.get(f))) is not None), (None, None))
                if when is None or start <= when <= end:
                    continue
                moved = start + (end - start) * (i + 1) / (len(items) + 1)
                old = r[field]
                r[field] = int(moved.timestamp()) if isinstance(old, int) else moved.strftime("%Y-%m-%d") \
                    if isinstance(old, str) and len(old) == 10 else moved.strftime("%Y-%m-%dT%H:%M:%SZ")
