"""A diff of two sides (two frames of a storyboard, two artboards) reads as one: the elements matched, added and removed
are listed, the summary counts them (matched 0 beside 87 moved is no diff), a matched element is moved, scaled, faded
or recoloured or else stable, and each side holds its matched elements plus its own (a: + removed, b: + added).
Names are drawn seeded by the two sides (same frames, same diff)."""

from __future__ import annotations

import random
from typing import Any

_LISTS = ("matched", "added", "removed")
_CHANGES = ("moved", "scaled", "faded", "recolored")
_NAMES = ("Logo", "Headline", "Hero image", "CTA label", "Background", "Ellipse 1", "Price tag", "Icon set", "Divider line",
          "Caption", "Star 2", "Product photo")


def diff_agrees(node: Any, boards: list[dict[str, Any]] = ()) -> None:
    """Rewrite every two-sided diff in `node` so its lists, summary and sides agree; a side names its artboard as the
    world's artboards do (`boards`), else as a storyboard frame ('Frame 3'), never as a page item."""
    if isinstance(node, list):
        for v in node:
            diff_agrees(v, boards)
        return
    if not isinstance(node, dict):
        return
    summary = node.get("summary")
    if all(isinstance(node.get(k), list) for k in _LISTS) and isinstance(summary, dict) \
            and all(isinstance(summary.get(k), int) for k in _LISTS):
        _one_diff(node, summary)
        for side in (node.get("a"), node.get("b")):
            if isinstance(side, dict) and isinstance(side.get("artboard"), int) and isinstance(side.get("name"), str):
                side["name"] = next((r["name"] for r in boards if r.get("index") == side["artboard"] and isinstance(r.get("name"), str)),
                                    f"Frame {side['artboard']}")
        return
    for v in node.values():
        diff_agrees(v, boards)


def _one_diff(node: dict[str, Any], summary: dict[str, Any]) -> None:
    a, b = node.get("a"), node.get("b")
    rng = random.Random(f"diff:{a}:{b}")
    names = list(_NAMES)
    rng.shuffle(names)
    counts = {"matched": rng.randint(2, 5), "added": rng.randint(0, 2), "removed": rng.randint(0, 1)}
    for k in _LISTS:
        if node[k] and all(isinstance(x, dict) for x in node[k]):
            counts[k] = len(node[k])  # a listing the mock already has stands
        else:
            node[k] = [{"name": names.pop()} for _ in range(counts[k])]
    for item in node["matched"]:
        item.setdefault("changes", [c for c in _CHANGES if rng.random() < 0.35])
    for k in _LISTS:
        summary[k] = len(node[k])
    for c in _CHANGES:
        if isinstance(summary.get(c), int):
            summary[c] = sum(c in (x.get("changes") or []) for x in node["matched"])
    if isinstance(summary.get("stable"), int):
        summary["stable"] = sum(not x.get("changes") for x in node["matched"])
    for side, own in ((a, "removed"), (b, "added")):
        if isinstance(side, dict) and isinstance(side.get("elements"), int):
            side["elements"] = summary["matched"] + summary[own]


def frame_tracks(p: Any, args: dict[str, Any]) -> dict[str, Any] | None:
    """A track of elements across a run of storyboard frames (ai_track_frames(first, last): "the motion plan as one
    object") is each element's path over those frames, not a listing of frames named like web pages ('inventory-frame'
    saying 'Accept cookies'). None for any other call. Seeded by the run (same frames, same plan)."""
    first, last = args.get("first"), args.get("last")
    if not p.read or "track" not in p.words or not {"frame", "frames"} & set(p.words) \
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in (first, last)):
        return None
    first, last = min(first, last), max(first, last)
    rng = random.Random(f"track:{first}:{last}")
    span = list(range(first, last + 1))
    shown = span if len(span) <= 6 else sorted({span[round(i * (len(span) - 1) / 5)] for i in range(6)})
    names = rng.sample(_NAMES, rng.randint(3, 5))
    tracks = []
    for name in names:
        kind = rng.choice(("moves", "fades in", "scales up", "static"))
        x, y, dx, dy = rng.randint(40, 900), rng.randint(40, 600), rng.choice((-24, -12, 12, 24, 36)), rng.choice((-8, 0, 8))
        path = []
        for i, f in enumerate(shown):
            t = i / max(len(shown) - 1, 1)
            path.append({"frame": f, "x": x + (dx * i if kind == "moves" else 0), "y": y + (dy * i if kind == "moves" else 0),
                         "scale": round(0.6 + 0.4 * t, 2) if kind == "scales up" else 1.0,
                         "opacity": round(t, 2) if kind == "fades in" else 1.0})
        tracks.append({"element": name, "motion": kind, "frames": path})
    out: dict[str, Any] = {"first": first, "last": last, "frames": len(span), "tracks": tracks,
                           "unmatched": [rng.choice([n for n in _NAMES if n not in names])] if rng.random() < 0.4 else []}
    if args.get("include_transitions") is True:
        out["transitions"] = [{"from": a, "to": b, "changed": sum(t["motion"] != "static" for t in tracks)} for a, b in zip(shown, shown[1:])]
    return out
