"""A layer After Effects adds is named as AE names that kind of layer: add_light makes 'Light 1', add_camera
'Camera 1', a null 'Null 1', a solid 'Black Solid 1', a shape 'Shape Layer 1', an adjustment layer 'Adjustment Layer 1';
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
    elif kind:
        record["name"] = _NAMES[kind]
