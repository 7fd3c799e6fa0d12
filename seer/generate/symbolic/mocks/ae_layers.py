"""A layer After Effects adds is named as AE names that kind of layer: add_light makes 'Light 1', add_camera
'Camera 1', a null 'Null 1', a solid '<its colour> Solid 1' ('Black Solid 1' with no colour given), a shape 'Shape Layer 1', an adjustment layer 'Adjustment Layer 1';
never another kind's name ('Adjustment Layer 1' for a light); a media layer is named after its file (add_media of
logo-reveal.mp4 answered 'Null 1'). A name the call gave stands."""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.lexicon import words

_NAMES = {"light": "Light 1", "camera": "Camera 1", "null": "Null 1", "solid": "Black Solid 1", "shape": "Shape Layer 1",
          "adjustment": "Adjustment Layer 1", "text": "Text 1"}


def layer_named_by_kind(args: dict[str, Any], record: dict[str, Any]) -> None:
    """Name a just-added AE layer after its kind (from action='add_light' or kind='light'), unless the call named it."""
    if not isinstance(record.get("name"), str) or any(words(k) in (["name"], ["new", "name"], ["display", "name"]) and isinstance(v, str)
                                                       for k, v in args.items()):  # comp_name is where, not the layer's name
        return
    said = " ".join(v.lower() for k, v in args.items() if isinstance(v, str) and k in ("action", "kind", "type", "layer_type", "mode"))
    kind = next((k for k in _NAMES if re.search(rf"\b{k}\b", said.replace("_", " "))), None)
    media = next((v for k, v in args.items() if isinstance(v, str) and "/" in v and "." in v.rsplit("/", 1)[-1]
                  and set(words(k)) & {"file", "path", "media", "footage", "source"}), None)
    if media and (kind is None or re.search(r"\b(media|footage|file|import)\b", said.replace("_", " "))):
        record["name"] = media.rsplit("/", 1)[-1]  # add_media(file_path=.../logo.mp4) adds a layer named logo.mp4
        return
    if kind == "text" and isinstance(args.get("text"), str) and args["text"].strip():
        record["name"] = args["text"].strip()[:40]  # AE names a text layer by its text
    elif kind == "solid" and _solid_colour(args):
        record["name"] = f"{_solid_colour(args)} Solid 1"  # AE names a solid by its colour: a green one is never "Black
        # Solid 1" (seed 1437)
    elif kind:
        record["name"] = _NAMES[kind]


# the colour names AE gives a solid (nearest by RGB distance)
_SOLID_COLOURS = {"Black": (0, 0, 0), "White": (255, 255, 255), "Gray": (128, 128, 128), "Dark Gray": (64, 64, 64),
                  "Light Gray": (192, 192, 192), "Red": (255, 0, 0), "Dark Red": (128, 0, 0), "Orange": (255, 128, 0),
                  "Yellow": (255, 255, 0), "Green": (0, 255, 0), "Dark Green": (0, 128, 0), "Medium Green": (64, 128, 64),
                  "Cyan": (0, 255, 255), "Blue": (0, 0, 255), "Dark Blue": (0, 0, 128), "Medium Blue": (64, 64, 192),
                  "Magenta": (255, 0, 255), "Purple": (128, 0, 128), "Pink": (255, 128, 192), "Brown": (128, 64, 0),
                  "Light Green": (144, 238, 144), "Light Blue": (135, 190, 250), "Light Yellow": (255, 255, 160),
                  "Teal": (0, 128, 128), "Light Red": (255, 140, 140), "Lime": (180, 255, 60)}
_GRAYS = frozenset({"Black", "White", "Gray", "Dark Gray", "Light Gray"})


def _solid_colour(args: dict[str, Any]) -> str:
    """The colour name of the solid a call adds, from color_r/g/b, color=[r, g, b] (0-255 or 0-1) or "#rrggbb"; "" when
    the call gives none."""
    rgb = [args.get(f"color_{c}") for c in "rgb"]
    colour = next((v for k, v in args.items() if words(k)[-1:] in (["color"], ["colour"])), None)
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in rgb):
        rgb = colour[:3] if isinstance(colour, list) and len(colour) >= 3 else None
        if isinstance(colour, str) and re.fullmatch(r"#?[0-9a-fA-F]{6}", colour):
            h = colour.lstrip("#")
            rgb = [int(h[i:i + 2], 16) for i in (0, 2, 4)]
    if not rgb or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in rgb):
        return ""
    if all(v <= 1 for v in rgb):
        rgb = [v * 255 for v in rgb]
    names = [n for n in _SOLID_COLOURS if n in _GRAYS] if max(rgb) - min(rgb) < 40 else \
        [n for n in _SOLID_COLOURS if n not in _GRAYS]  # a colour with a hue is never "Light Gray" (175, 253, 111, seed 1492)
    return min(names, key=lambda n: sum((a - b) ** 2 for a, b in zip(_SOLID_COLOURS[n], rgb)))
