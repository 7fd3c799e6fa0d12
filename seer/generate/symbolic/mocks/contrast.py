"""A contrast check answers the WCAG ratio of the two colours it was given, and the levels that ratio passes."""

from __future__ import annotations

from typing import Any

from seer.harness.checks import objects


def _linear(s: float) -> float:
    """A gamma-encoded channel (0-1) as linear light, as WCAG 2 computes it."""
    return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4


def _luminance(colour: dict[str, Any]) -> float | None:
    """WCAG 2 relative luminance of an RGB colour ({type: rgb, r, g, b}) or a gray (ink 0 = white, 100 = black)."""
    if colour.get("type") == "rgb" and all(isinstance(colour.get(c), (int, float)) for c in "rgb"):
        r, g, b = (_linear(max(0.0, min(255.0, float(colour[c]))) / 255) for c in "rgb")
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    if colour.get("type") == "gray" and isinstance(colour.get("value"), (int, float)):
        return _linear(1 - max(0.0, min(100.0, float(colour["value"]))) / 100)
    return None


def contrast_agrees(args: dict[str, Any], out: Any) -> None:
    """In place: check_contrast(color1, color2) answered ratio 8.84 for any two colours; the ratio is theirs
    ((L1 + 0.05) / (L2 + 0.05)), and AA (4.5), AAA (7) and large-text AA (3) follow from it."""
    pair = [v for k, v in args.items() if isinstance(v, dict) and "type" in v and k.rstrip("12") in ("color", "colour")]
    lums = [x for x in map(_luminance, pair) if x is not None]
    if len(pair) != 2 or len(lums) != 2:
        return
    hi, lo = max(lums), min(lums)
    ratio = round((hi + 0.05) / (lo + 0.05), 2)
    for rec in objects(out):
        if isinstance(rec.get("ratio"), (int, float)) and not isinstance(rec.get("ratio"), bool):
            rec["ratio"] = ratio
            for k, bar in (("aa", 4.5), ("aaa", 7.0), ("large_text_aa", 3.0), ("aa_large", 3.0), ("aaa_large", 4.5)):
                if isinstance(rec.get(k), bool):
                    rec[k] = ratio >= bar
