"""A layer a request unlocks was locked when it was listed: get_layers showed "Product photo" unlocked, and
manage_layers(action=unlock, layer_name="Product photo") a step later unlocked it (seed 1510). A switch acted on (lock,
unlock, hide, show) was in the other state in every result before it, back to the last call that switched it."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.cards import args_body
from seer.harness.checks import objects
from seer.harness.model import MockOutput

_ACTS = {"hide": ("visible", False), "show": ("visible", True), "lock": ("locked", True), "unlock": ("locked", False)}
_SAYS_ACT = ("action", "mode", "operation", "op")


def _act(args: dict[str, Any]) -> tuple[str, str, bool] | None:
    """(name acted on, field, state it ends in) of a switch call on one named layer, else None."""
    flat = args_body(args)
    said = next((v for k, v in flat.items() if k in _SAYS_ACT and isinstance(v, str)), "")
    target = next((flat[k] for k in ("layer_name", "layer", "name") if isinstance(flat.get(k), str)), None)
    if said.lower() not in _ACTS or target is None:
        return None
    return (target, *_ACTS[said.lower()])


def switched_from_the_other_state(calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place, over a scenario's mocks."""
    for i, args in enumerate(calls):
        act = _act(args)
        if act is None or mocks[i] is None or mocks[i].is_error:
            continue
        target, field, state = act
        for j in range(i - 1, -1, -1):
            earlier = _act(calls[j])
            if earlier is not None and earlier[0] == target and earlier[1] == field:
                break  # an earlier switch of the same layer left it as it said
            m = mocks[j]
            if m is None or m.is_error or m.grounding == "high":
                continue
            for rec in objects(m.output):
                if rec.get("name") == target and rec.get(field) is state:
                    rec[field] = not state
