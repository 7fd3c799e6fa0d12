"""A health audit answers what it audits for: ae_audit_project ("unused items, missing footage, broken expressions")
answered the project's name, path and frame rate, the same record as ae_get_project_info (round 1235)."""

from __future__ import annotations

import random
import re
from typing import Any

_FINDING = re.compile(r"\b(unused|missing|broken|orphaned|duplicated?|invalid|stale|expired|outdated|unlinked)\s+([a-z]+)", re.I)
_EXPRESSION_ERRORS = ("ReferenceError: Layer named 'Title' is missing", "Error: property 'Slider' not found on effect 'Controls'",
                      "TypeError: thisComp.layer(...).position is undefined")


def audit_result(p: Any, rng: random.Random, world: Any) -> dict[str, Any] | None:
    """{"unused_items": [...], "missing_footage": [...], "broken_expressions": [...], "issues": n} for a read whose
    description names two or more kinds of finding, the items taken from the project the world holds."""
    desc = str(p.tool.description or "")
    if not p.read or not re.search(r"\b(?:audit|health|lint|check)\b", f"{' '.join(p.words)} {desc}", re.I):
        return None
    found = list(dict.fromkeys((a.lower(), n.lower()) for a, n in _FINDING.findall(desc)))
    if len(found) < 2:
        return None
    layers = ("Title", "Logo", "BG Solid", "Lower third")
    out: dict[str, Any] = {}
    for i, (adj, noun) in enumerate(found):
        key = f"{adj}_{noun}"
        if noun.startswith("expression"):
            out[key] = [{"layer": rng.choice(layers), "property": rng.choice(("Position", "Opacity", "Scale")),
                         "error": rng.choice(_EXPRESSION_ERRORS)}][: rng.randint(0, 1)]
        elif noun.startswith("footage"):  # a footage item goes by its file's name in the project panel: video, sound
            out[key] = [rng.choice(_FOOTAGE)][: rng.randint(0, 1)]
        elif noun.startswith(("file", "link", "image")):  # what an artwork links to is a placed file, by its path
            out[key] = [f"/home/ana/projects/brand-assets/{rng.choice(_PLACED)}"][: rng.randint(0, 1)]
        elif noun.startswith("font"):
            out[key] = [rng.choice(_FONTS)][: rng.randint(0, 1)]
        elif noun.startswith("item"):  # the project's own items (the ones a later delete can name)
            items = [r["name"] for r in world.listing("item", 4, rng, p.ctx) if isinstance(r, dict) and isinstance(r.get("name"), str)]
            out[key] = items[i % len(items):][:1] if items else []
        else:
            out[key] = []  # a finding of a kind no world holds is reported as none, never as another thing's name
    out["issues"] = sum(len(v) for v in out.values())
    return out


_FOOTAGE = ("interview_take2.mov", "music_bed.wav", "b-roll_city.mp4")
_PLACED = ("hero-photo.psd", "product-shot.png", "texture-paper.jpg")
_FONTS = ("Gotham-Bold", "HelveticaNeueLTStd-Roman", "Futura-Medium")
