"""A comp lasts as long as the times the request works at: ae_list_layers(at_time=20) answered Main Comp with a duration
of 5 s, and its markers at 1.62 s and 24.2 s (seed 1269). A time asked for or shown in a comp lies within it, and a layer
the request names is one of its layers."""

from __future__ import annotations

from typing import Any

from seer.harness.checks import objects
from seer.harness.model import MockOutput

_TIMES = ("at_time", "time", "start_time", "end_time", "keyframe_time")
_LENGTHS = (10, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600)  # the round lengths comps are made at, in seconds


def comps_hold_their_times(calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: every comp a result describes (a duration beside a frame rate) lasts past the latest time a call asks
    for or a result shows (a marker's, a keyframe's)."""
    pairs = [(a, m) for a, m in zip(calls, mocks) if m is not None and not m.is_error and m.grounding != "high"]
    times = [v for a in calls for v in _numbers(a)]
    times += [r["time"] for _, m in pairs for r in objects(m.output) if isinstance(r.get("time"), (int, float))
              and not isinstance(r["time"], bool)]
    latest = max(times, default=0)
    for a, m in pairs:
        if any("duration" in o for o in objects(a)):
            continue  # ae_set_comp(duration=5) answers the 5 s it set: a comp may be shortened after a longer time was read
        for comp in objects(m.output):
            if isinstance(comp.get("duration"), (int, float)) and not isinstance(comp["duration"], bool) \
                    and {"frameRate", "frame_rate", "fps"} & set(comp) and comp["duration"] < latest:
                comp["duration"] = next((n for n in _LENGTHS if n > latest), int(latest) + 60)


def _numbers(node: Any):
    for o in objects(node):
        for k in _TIMES:
            v = o.get(k)
            if isinstance(v, (int, float)) and not isinstance(v, bool) and v >= 0:
                yield v


_MORE_LAYERS = ("Logo.ai", "Adjustment Layer 1", "Lower third", "Music bed", "Null 1", "Camera 1", "Subtitle", "Vignette",
                "Particles", "Light leak", "Glow pass", "Backplate")


def comps_hold_their_layers(calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: ae_markers(layer=6) read markers of layer 6, and ae_list_layers beside it listed a comp of three
    layers (seed 1389). A listing of a comp's layers holds every layer number the request names (its layers up to that
    number, the count with them)."""
    named = [v for a in calls for o in objects(a) for k in ("layer", "layers", "layer_index")
             for v in (o.get(k) if isinstance(o.get(k), list) else [o.get(k)])
             if isinstance(v, int) and not isinstance(v, bool) and 0 < v <= 40]
    if not named:
        return
    top = max(named)
    for m in mocks:
        if m is None or m.is_error or m.grounding == "high":
            continue
        for comp in objects(m.output):
            layers = comp.get("layers")
            if not isinstance(layers, list) or not layers or not all(isinstance(r, dict) and isinstance(r.get("index"), int)
                                                                      and isinstance(r.get("name"), str) for r in layers):
                continue
            have = max(r["index"] for r in layers)
            if have >= top or have != len(layers):
                continue  # (a listing filtered to some layers says nothing of the comp's count)
            names = [n for n in _MORE_LAYERS if all(r["name"] != n for r in layers)]
            for index in range(have + 1, top + 1):
                layers.append({"index": index, "name": names[(index - have - 1) % len(names)],
                               **{k: v for k, v in layers[-1].items() if k not in ("index", "name")}})
            for key in ("numLayers", "num_layers", "layer_count"):
                if isinstance(comp.get(key), int):
                    comp[key] = len(layers)


def new_comps_fill_from_one(calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: ae_new_comp("Intro 1080p"), then ae_add_layer(comp_name="Intro 1080p") answered the new layer at index 4
    (seed 1401): a comp made by the request starts empty, so the layers added to it are layers 1, 2, 3 in turn."""
    made: dict[str, int] = {}
    for i, (args, m) in enumerate(zip(calls, mocks)):
        if m is None or m.is_error or m.grounding == "high" or not isinstance(m.output, dict):
            continue
        comp = args.get("comp_name") or args.get("comp")
        layer = m.output.get("layer")
        if isinstance(comp, str) and comp in made and m.output.get("action") == "add" and isinstance(layer, dict) \
                and isinstance(layer.get("index"), int):
            made[comp] += 1
            later = [v for a in calls[i + 1:] for o in objects(a) for k, v in o.items() if "layer" in k]
            if layer["index"] not in later:  # (a later call that takes the layer by its number keeps the number handed on)
                layer["index"] = made[comp]
        record = m.output.get("comp")
        if m.output.get("action") in ("new", "create") and isinstance(record, dict) and isinstance(record.get("name"), str):
            made[record["name"]] = 0
