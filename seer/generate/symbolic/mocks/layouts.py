"""A design tool that reads a layout answers figures about the artwork, not its own arguments: ai_analyze_layout(artboard=3)
("Measure the composition: visual hierarchy, inferred roles, alignments, margins, weight per quadrant") answered
{"layout": {"layer": 7, "artboard": 3}}; ai_reframe_layout ("Propose how the composition moves into another format")
answered {"layout": {"layer": 7}}. Now a measurement lists the artboard's elements with their roles and boxes, the
hierarchy by area, what lines up, the margins and the weight per quadrant; a proposal says where each element goes in the
target format, and that nothing was applied."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.clone import clone
from seer.generate.symbolic.lexicon import words

_ELEMENTS = (("Headline", "headline"), ("Body copy", "body"), ("CTA button", "cta"), ("Logo", "logo"), ("Hero image", "image"),
             ("Price tag", "label"), ("Divider line", "decoration"))
_SIZE = {"headline": (0.5, 0.85, (0.06, 0.14)), "body": (0.4, 0.8, (0.08, 0.2)), "cta": (0.15, 0.35, (0.05, 0.08)),
         "logo": (0.1, 0.25, (0.05, 0.12)), "image": (0.4, 0.9, (0.3, 0.55)), "label": (0.1, 0.25, (0.04, 0.07)),
         "decoration": (0.3, 0.9, (0.002, 0.006))}  # a role's share of the artboard: a logo is small, a divider a thin line
_PROPOSE = frozenset({"propose", "proposal", "plan", "reframe", "suggest", "suggests"})
_MEASURE = frozenset({"measure", "measures", "analyze", "analyse", "analysis", "inspect", "audit"})


def layout_reading(p: Any, noun: str, args: dict[str, Any], rng: random.Random, world: Any, design: bool) -> dict[str, Any] | None:
    """A design layout measured or a reframe proposed (a tool of an artwork's layout, by its words), else None."""
    ws = set(p.words) | {noun}
    if not ws & {"layout", "composition"}:
        return None
    said = {w.lower() for w in words(f"{getattr(p.tool, 'title', None) or ''} {p.tool.description or ''}")} | ws
    if not design and not said & {"artboard", "composition", "artwork"}:  # a design tool whose words read as a browser's
        return None
    if "apply" in p.words and not p.read:  # ai_apply_layout(plan=<ai_reframe_layout's proposal>): that plan, applied
        plan = next((v for v in args.values() if isinstance(v, dict) and "moves" in v and "target" in v), None)
        known = (world.records.get("layout_proposal") or [None])[-1]
        shown = clone(plan or known or _proposal(args, rng, world))
        return {**shown, "applied": True}
    if said & _PROPOSE:  # 'Propose how the composition moves into another format. Nothing is modified.'
        return world.keep("layout_proposal", _proposal(args, rng, world))
    if said & _MEASURE:
        return _measurement(args, rng, world)
    return None


def _board(args: dict[str, Any], world: Any) -> tuple[int, int, int]:
    index = args.get("artboard") if isinstance(args.get("artboard"), int) and not isinstance(args.get("artboard"), bool) else 0
    known = [r for r in (world.records.get("artboard") or []) if isinstance(r.get("width"), int) and isinstance(r.get("height"), int)]
    board = next((r for r in known if r.get("index") == index), known[0] if known else None)
    return index, int(board["width"]) if board else 1080, int(board["height"]) if board else 1080


def _elements(w: int, h: int, rng: random.Random) -> list[dict[str, Any]]:
    out = []
    for name, role in rng.sample(_ELEMENTS, rng.randint(3, 5)):
        lo, hi, tall = _SIZE[role]
        bw = max(40, int(w * rng.uniform(lo, hi)))
        bh = max(2, int(h * rng.uniform(*tall)))
        x, y = rng.randint(int(w * 0.05), max(int(w * 0.05), w - bw - int(w * 0.05))), rng.randint(int(h * 0.05), max(int(h * 0.05), h - bh - int(h * 0.05)))
        out.append({"name": name, "role": role, "bounds": [x, y, bw, bh]})
    return out


def _measurement(args: dict[str, Any], rng: random.Random, world: Any) -> dict[str, Any]:
    index, w, h = _board(args, world)
    elements = _elements(w, h, rng)
    areas = {e["name"]: e["bounds"][2] * e["bounds"][3] for e in elements}
    order = sorted(areas, key=areas.get, reverse=True)
    for e in elements:
        e["area_share"] = round(areas[e["name"]] / (w * h), 3)
    lefts = sorted(elements, key=lambda e: e["bounds"][0])
    quads = {q: 0.0 for q in ("top_left", "top_right", "bottom_left", "bottom_right")}
    for e in elements:
        x, y, bw, bh = e["bounds"]
        quads[("top" if y + bh / 2 < h / 2 else "bottom") + ("_left" if x + bw / 2 < w / 2 else "_right")] += areas[e["name"]]
    total = sum(quads.values()) or 1
    return {"artboard": index, "size": [w, h], "elements": elements, "hierarchy": order,
            "dominant": {"name": order[0], "ratio": round(areas[order[0]] / max(1, areas[order[1]]), 2)},
            "alignments": [{"edge": "left", "items": [lefts[0]["name"], lefts[1]["name"]],
                            "offset": abs(lefts[0]["bounds"][0] - lefts[1]["bounds"][0])}],
            "margins": {"top": min(e["bounds"][1] for e in elements), "left": lefts[0]["bounds"][0],
                        "right": w - max(e["bounds"][0] + e["bounds"][2] for e in elements),
                        "bottom": h - max(e["bounds"][1] + e["bounds"][3] for e in elements)},
            "weight_per_quadrant": {q: round(v / total, 2) for q, v in quads.items()}}


def _proposal(args: dict[str, Any], rng: random.Random, world: Any) -> dict[str, Any]:
    index, w, h = _board(args, world)
    ratio = args.get("ratio") if isinstance(args.get("ratio"), str) and re.fullmatch(r"\d+:\d+", args["ratio"]) else None
    tw = args.get("width") if isinstance(args.get("width"), (int, float)) and not isinstance(args.get("width"), bool) else None
    th = args.get("height") if isinstance(args.get("height"), (int, float)) and not isinstance(args.get("height"), bool) else None
    if ratio is None and tw and th:
        from math import gcd

        g = gcd(int(tw), int(th)) or 1
        ratio = f"{int(tw) // g}:{int(th) // g}"
    ratio = ratio or "9:16"  # a vertical story when no format is named
    a, b = (int(x) for x in ratio.split(":"))
    if tw and not th:
        th = round(tw * b / max(1, a))
    elif th and not tw:
        tw = round(th * a / max(1, b))
    elif not tw and not th:
        tw = 1080 if a <= b else 1920
        th = round(tw * b / max(1, a))
    tw, th = int(tw or w), int(th or h)
    moves = []
    for e in _elements(w, h, rng):
        x, y, bw, bh = e["bounds"]
        scale = round(min(tw / w, th / h) * rng.uniform(0.9, 1.15), 2)
        moves.append({"name": e["name"], "role": e["role"], "from": [x, y],
                      "to": [min(max(0, int(x * tw / w)), tw - 1), min(max(0, int(y * th / h)), th - 1)], "scale": scale})
    target = {"width": tw, "height": th, "ratio": ratio}
    return {"artboard": index, "source": {"width": w, "height": h}, "target": target, "moves": moves, "applied": False}
