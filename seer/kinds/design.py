"""Kinds of a motion-design app's arguments: an After Effects expression is code (`wiggle(2, 30)`), a
property path names a layer property (`Transform/Opacity`), an ease is an easing (`easeInOut`); none of
them is an artwork name ("Footer") or a file on disk."""

from __future__ import annotations

import re

from seer.kinds.base import is_str, pick, simple

EXPRESSIONS = ("wiggle(2, 30)", "loopOut(\"cycle\")", "time * 90", "wiggle(5, 12)", "[thisComp.width / 2, thisComp.height / 2]",
               "linear(time, 0, 2, 0, 100)", "ease(time, 0, 1, [0, 0], [960, 540])", "Math.sin(time * 3) * 20 + value",
               "loopOut(\"pingpong\")", "value + [0, Math.sin(time * 2) * 15]")
# by the dimensions of the property they drive: Opacity or Rotation takes one number, Position, Scale or Anchor Point two
EXPRESSIONS_1D = ("wiggle(2, 30)", "time * 90", "loopOut(\"cycle\")", "linear(time, 0, 2, 0, 100)", "Math.sin(time * 3) * 20 + value")
EXPRESSIONS_2D = ("[thisComp.width / 2, thisComp.height / 2]", "wiggle(5, 12)", "ease(time, 0, 1, [0, 0], [960, 540])",
                  "value + [0, Math.sin(time * 2) * 15]", "loopOut(\"pingpong\")")
_TWO_D = re.compile(r"position|scale|anchor", re.I)
# a scale is in percent: it pulses or wiggles around 100%, never takes the comp's centre [960, 540] as a scale
EXPRESSIONS_SCALE = ("wiggle(2, 10)", "value * (1 + Math.sin(time * 4) * 0.05)", "ease(time, 0, 1, [0, 0], [100, 100])",
                     "loopOut(\"pingpong\")")
_PLACES = ("thisComp.width", "[960, 540]")


def expression_fits(expression: str, property_path: str) -> bool:
    """An expression's value has its property's dimensions: no [x, y] array on Opacity, no bare number on Position."""
    if re.search(r"scale", property_path, re.I) and any(x in expression for x in _PLACES):
        return False  # a place on a scale: 960% wide
    if re.match(r"\s*value\s*\*", expression):
        return True  # the property's own value scaled: any dimension
    two = bool(_TWO_D.search(property_path))
    array = expression.strip().startswith("[") or "[" in expression and "ease(" in expression or "value + [" in expression
    return array == two or bool(re.match(r"\s*(?:wiggle|loopOut|loopIn)\(", expression))  # any dimension


def expression_for(property_path: str, rng) -> str:
    if re.search(r"scale", property_path, re.I):
        return pick(rng, EXPRESSIONS_SCALE)
    return pick(rng, EXPRESSIONS_2D if _TWO_D.search(property_path) else EXPRESSIONS_1D)


PROPERTY_PATHS = ("Transform/Opacity", "Transform/Position", "Transform/Scale", "Transform/Rotation", "Transform/Anchor Point",
                  "Effects/Gaussian Blur/Blurriness", "Effects/Drop Shadow/Opacity")
EASES = ("easeInOut", "easeOut", "easeIn", "linear")
_CODE = re.compile(r"[()\[\]*+/]|\b(time|value|thisComp|thisLayer)\b")


simple("ae_expression", lambda r, h: pick(r, EXPRESSIONS), lambda v: is_str(v) and bool(_CODE.search(v)))
simple("property_path", lambda r, h: pick(r, PROPERTY_PATHS[:5] if "transform" in (h or "") else PROPERTY_PATHS),
       lambda v: is_str(v) and "/" in v and not v.startswith("/") and "." not in v.rsplit("/", 1)[-1])
simple("ease", lambda r, h: pick(r, EASES), lambda v: is_str(v) and v in EASES + ("hold", "bezier", "ease", "ease-in", "ease-out",
                                                                                       "ease-in-out", "easeInOutQuad", "none"))
BLEND_MODES = ("normal", "multiply", "screen", "overlay", "add", "soft light")
QUALITIES = ("best", "draft", "wireframe")
simple("blend_mode", lambda r, h: pick(r, BLEND_MODES), lambda v: is_str(v) and v.lower().replace("_", " ") in BLEND_MODES + (
    "darken", "lighten", "color dodge", "color burn", "hard light", "difference", "exclusion", "hue", "saturation", "color",
    "luminosity", "linear burn", "linear dodge", "dissolve", "pass through"))
simple("render_quality", lambda r, h: pick(r, ("bicubic", "bilinear") if "sampling" in (h or "") else QUALITIES),
       lambda v: is_str(v) and v.lower() in QUALITIES + ("bicubic", "bilinear", "high", "low", "medium"))
simple("interpolation", lambda r, h: pick(r, ("linear", "bezier", "hold")), lambda v: is_str(v) and v.lower() in (
    "linear", "bezier", "hold", "auto_bezier", "continuous_bezier"))
COLOR_PROFILES = ("sRGB IEC61966-2.1", "Adobe RGB (1998)", "U.S. Web Coated (SWOP) v2", "Coated FOGRA39 (ISO 12647-2:2004)",
                  "Display P3")
simple("color_profile", lambda r, h: pick(r, COLOR_PROFILES), lambda v: is_str(v) and bool(re.search(
    r"RGB|SWOP|FOGRA|P3|CMYK|Gray|Coated|Uncoated|GRACoL|ICC", v)))
# what a page-item filter's kind names: Illustrator's item typenames, never one item's own name ("Rectangle 3")
ITEM_TYPES = ("PathItem", "TextFrame", "GroupItem", "PlacedItem", "CompoundPathItem")
simple("item_type", lambda r, h: pick(r, ITEM_TYPES), lambda v: is_str(v) and v in ITEM_TYPES + (
    "path", "text", "group", "image", "compound-path", "symbol", "rect", "ellipse", "RasterItem", "SymbolItem", "PluginItem"))

FRAME_LABELS = ("intro", "loop_start", "outro", "cta_in", "idle", "hover", "end")  # an Animate or AE marker label
simple("frame_label", lambda r, h: pick(r, FRAME_LABELS), lambda v: is_str(v) and 1 <= len(v) <= 40 and "/" not in v
       and not v.startswith(("needs-", "bug")))
CHECKPOINT_LABELS = ("before-cleanup", "pre-restructure", "before-relayout", "v1-approved", "before-outlining")
simple("checkpoint_label", lambda r, h: pick(r, CHECKPOINT_LABELS), lambda v: is_str(v) and 1 <= len(v) <= 60 and "/" not in v)
# a checkpoint's label says what the copy is kept for (ai_checkpoint "before a restructuring pass"), seed 1479

ALIGNMENTS = ("left", "center", "right", "justify")
simple("text_alignment", lambda r, h: pick(r, ALIGNMENTS[:3]),
       lambda v: is_str(v) and v.lower().replace("_justify", "").replace("justify_", "") in ALIGNMENTS + ("centre", "full"))

RENDER_SETTINGS = ("Best Settings", "Draft Settings", "Multi-Machine Settings", "Current Settings")
OUTPUT_MODULES = ("H.264 - Match Render Settings - 15 Mbps", "High Quality", "Lossless", "Lossless with Alpha",
                  "Apple ProRes 422 HQ")
simple("render_template", lambda r, h: pick(r, OUTPUT_MODULES if "module" in (h or "") else RENDER_SETTINGS),
       lambda v: is_str(v) and v in RENDER_SETTINGS + OUTPUT_MODULES)

MEDIA_FORMATS = ("H.264", "HEVC (H.265)", "QuickTime", "Apple ProRes 422", "MPEG-4", "GIF")
simple("media_format", lambda r, h: r.choice(MEDIA_FORMATS), lambda v: isinstance(v, str) and 2 <= len(v) <= 40
       and not v.startswith("/"), types=("string",))  # an encoder's output format

