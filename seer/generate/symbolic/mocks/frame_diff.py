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
