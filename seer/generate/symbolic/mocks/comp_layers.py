"""A comp's listing reads as a comp: ae_list_layers answered layers "Title text" and "Adjustment Layer 1" beside roles
{"text": ["BG Solid", "Adjustment Layer 1"]} (a layer nobody listed, an adjustment layer filed as text) in a comp 188
pixels wide. Now the roles group the listed layers by what their names say they are, and a comp has a frame size comps
have (the one the world knows for it, else a standard one)."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.lexicon import words
from seer.harness.checks import objects

_ROLES = (("text", {"text", "title", "headline", "caption", "copy", "subtitle", "lower", "label", "credits"}),
          ("adjustment", {"adjustment"}), ("camera", {"camera"}), ("light", {"light"}), ("null", {"null", "controller", "control"}),
          ("solid", {"solid", "bg", "background"}), ("shape", {"shape", "rectangle", "ellipse", "circle", "line", "star", "polygon"}),
          ("audio", {"audio", "music", "voiceover", "vo", "sound"}))


def role_of(name: str) -> str:
    ws = set(words(name))
    return next((role for role, said in _ROLES if ws & said), "footage")


def roles_follow_layers(out: Any) -> None:
    for node in objects(out):
        layers, roles = node.get("layers"), node.get("roles")
        if not isinstance(roles, dict) or not isinstance(layers, list) or not roles:
            continue
        names = [r["name"] for r in layers if isinstance(r, dict) and isinstance(r.get("name"), str)]
        if not names or not all(isinstance(v, list) for v in roles.values()):
            continue
        grouped: dict[str, list[str]] = {}
        for name in names:
            grouped.setdefault(role_of(name), []).append(name)
        node["roles"] = grouped


_FRAMES = ((1920, 1080), (1920, 1080), (1080, 1080), (1080, 1920), (3840, 2160))


def comp_frame(out: Any, known: list[dict]) -> None:
    for node in objects(out):
        name = node.get("comp")
        if not isinstance(name, str) or not all(isinstance(node.get(k), (int, float)) and not isinstance(node.get(k), bool)
                                                for k in ("width", "height")):
            continue
        record = next((r for r in known if r.get("name") == name and isinstance(r.get("width"), int)), None)
        width, height = (record["width"], record["height"]) if record else _FRAMES[sum(map(ord, name)) % len(_FRAMES)]
        if (node["width"], node["height"]) not in _FRAMES or record:
            node["width"], node["height"] = width, height
