"""One object of a design document, one description: get_selection showed the text frame "CTA label" (index 1, on
Layer 1, 703 x 143 at [588, 509]), and get_text_frame_detail a moment later answered "CTA label" with the same text
at index 24, on layer Text, 156 x 364 (seed 1248). Between two reads with no write between them an object keeps its
index, layer, place and size; the later read answers what the earlier one showed."""

from __future__ import annotations

from typing import Any

from seer.harness.checks import objects
from seer.harness.model import MockOutput

_KEPT = ("index", "layer", "position", "width", "height", "contents", "uuid")  # what a document object keeps between reads


def objects_agree(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place, over a scenario's mocks; a write starts afresh (it may have moved or resized the object)."""
    seen: dict[tuple[str, str], dict[str, Any]] = {}
    for i, (p, m) in enumerate(zip(profiles, mocks)):
        if not p.read:
            seen = {}
            continue
        if m is None or m.is_error or m.grounding == "high":
            continue
        given = {str(v) for v in calls[i].values() if isinstance(v, (str, int)) and not isinstance(v, bool)}
        for rec in objects(m.output):
            if not (isinstance(rec.get("name"), str) and isinstance(rec.get("type"), str) and "layer" in rec):
                continue
            key = (rec["name"], rec["type"])
            first = seen.get(key)
            if first is None:
                seen[key] = rec
                continue
            for f in _KEPT:
                if f in rec and f in first and type(rec[f]) is type(first[f]) and str(rec[f]) not in given:
                    rec[f] = first[f]  # (never a value the call itself asked by: get_text_frame_detail(uuid=...))


def sized_as_named(calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: every comp or artboard a result shows named for a size has that size (get_artboards(index=6) answered
    "Web banner 728x90" at 350 x 865, seed 1271), wherever the result was drawn (a listing as well as a record)."""
    from seer.generate.symbolic.mocks.records import _sized_as_named

    for args, m in zip(calls, mocks):
        if m is None or m.is_error or m.grounding == "high":
            continue
        for rec in objects(m.output):
            _sized_as_named(rec, args)
