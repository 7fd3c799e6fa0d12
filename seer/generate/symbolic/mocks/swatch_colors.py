"""A swatch holds the colour it is named and given: manage_swatches(update, color={cmyk 15/47/7/85}) answers that colour
(#1d1120), not a drawn #a8610a; a swatch named 'Accent Orange' is orange, 'Neutral 10' a light grey, 'Brand Blue' blue."""

from __future__ import annotations

import random
import re
from typing import Any

_HUES = {"red": (220, 40, 50), "orange": (245, 130, 30), "yellow": (245, 205, 40), "green": (40, 160, 80),
         "teal": (20, 150, 150), "blue": (30, 90, 200), "navy": (20, 40, 100), "purple": (120, 60, 170),
         "violet": (130, 80, 200), "pink": (235, 100, 160), "brown": (120, 80, 40), "black": (20, 20, 20),
         "white": (250, 250, 250), "gray": (128, 128, 128), "grey": (128, 128, 128), "cyan": (0, 174, 239),
         "magenta": (236, 0, 140)}
_HEX = re.compile(r"#[0-9a-fA-F]{6}")


def _hex(r: float, g: float, b: float) -> str:
    return "#%02x%02x%02x" % tuple(max(0, min(255, round(v))) for v in (r, g, b))


def given_color(color: Any) -> str | None:
    """The hex of a colour argument ({type: cmyk, c, m, y, k}, {type: rgb, r, g, b}, {type: gray, value})."""
    if not isinstance(color, dict):
        return None
    kind = str(color.get("type", "")).lower()
    num = {k: v for k, v in color.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}
    if kind == "rgb" and {"r", "g", "b"} <= set(num):
        return _hex(num["r"], num["g"], num["b"])
    if kind == "cmyk" and {"c", "m", "y", "k"} <= set(num):
        k = 1 - num["k"] / 100
        return _hex(255 * (1 - num["c"] / 100) * k, 255 * (1 - num["m"] / 100) * k, 255 * (1 - num["y"] / 100) * k)
    if kind in ("gray", "grey") and "value" in num:
        v = 255 * (1 - num["value"] / 100)  # Illustrator's gray is a tint of black: 100 is black
        return _hex(v, v, v)
    return None


def named_color(name: str) -> str | None:
    """The colour a swatch's name says ('Accent Orange', 'Neutral 10'), a shade seeded by the name."""
    low = name.lower()
    neutral = re.search(r"\b(neutral|gray|grey)\s*(\d{1,3})\b", low)
    if neutral:
        v = 255 * (1 - min(int(neutral[2]), 100) / 100)
        return _hex(v, v, v)
    hue = next((rgb for word, rgb in _HUES.items() if re.search(rf"\b{word}\b", low)), None)
    if hue is None:
        return None
    rng = random.Random(f"swatch:{name}")
    return _hex(*(c + rng.randint(-12, 12) for c in hue))


def swatch_agrees(record: dict[str, Any], args: dict[str, Any] | None = None) -> None:
    """Set a swatch record's hex colour to the colour it was given, else the one its name says."""
    if not (isinstance(record.get("color"), str) and _HEX.fullmatch(record["color"]) and isinstance(record.get("name"), str)):
        return
    shown = given_color((args or {}).get("color")) or named_color(record["name"])
    if shown:
        record["color"] = shown
