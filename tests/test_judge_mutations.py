"""Mutation testing of the structural judge on the symbolic engine's harnesses of the real specs:
each injected defect must be caught, in the dimension it belongs to, on every record it touches."""

from __future__ import annotations

import copy

import pytest

from seer.harness.model import Scenario
from seer.judge.structural import StructuralJudge
from seer.judge.structural_args import enum_members
from tests.calibrate_fixtures import shared_symbolic_harnesses

FAKE = "qqq-unknown-7731"


@pytest.fixture(scope="module")
def harnesses():
    return shared_symbolic_harnesses()


def turn_of(sc: Scenario, i: int) -> int:
    return next(t for t, turn in enumerate(sc.conversation) if i in turn.calls)


def drop_required(spec, sc):
    for i, call in enumerate(sc.expected_tools):
        tool = spec.tool(call.tool)
        for r in (tool.input_schema.get("required") or []) if tool else []:
            if r in call.arguments:
                data = sc.model_dump()
                del data["expected_tools"][i]["arguments"][r]
                return Scenario.model_validate(data), turn_of(sc, i)
    return None


def invent_tool(spec, sc):
    if not sc.expected_tools:
        return None
    data = sc.model_dump()
    data["expected_tools"][0]["tool"] = "invented_tool_xyz"
    return Scenario.model_validate(data), turn_of(sc, 0)


def duplicate_call(spec, sc):
    if not sc.expected_tools or sc.mock_outputs[0].is_error:
        return None  # a repeat of a call answered with an error is a retry, not a duplicate
    data = copy.deepcopy(sc.model_dump())
    data["expected_tools"].insert(1, copy.deepcopy(data["expected_tools"][0]))
    data["mock_outputs"].insert(1, copy.deepcopy(data["mock_outputs"][0]))
    t = turn_of(sc, 0)
    for k, turn in enumerate(data["conversation"]):
        turn["calls"] = [c + 1 if c > 0 else c for c in turn["calls"]] + ([1] if k == t else [])
        turn["calls"].sort()
    return Scenario.model_validate(data), t


def invent_value(spec, sc):
    for i, call in enumerate(sc.expected_tools):
        tool = spec.tool(call.tool)
        props = (tool.input_schema.get("properties") or {}) if tool else {}
        for r in (tool.input_schema.get("required") or []) if tool else []:
            v = call.arguments.get(r)
            if isinstance(v, str) and len(v) > 2 and not enum_members(props.get(r, {})):
                data = sc.model_dump()
                data["expected_tools"][i]["arguments"][r] = FAKE
                return Scenario.model_validate(data), turn_of(sc, i)
    return None


def swap_chained_pair(spec, sc):
    """Swap two adjacent calls of one turn where the second uses a value only the first returned."""
    from seer.harness.checks import nontrivial_values
    from seer.judge.structural_text import leaves

    users = " ".join(t.user for t in sc.conversation).lower()
    for turn in sc.conversation:
        for i, j in zip(turn.calls, turn.calls[1:]):
            produced = {str(v).lower() for v in leaves(sc.mock_outputs[i].output) if isinstance(v, str) and len(v) > 3}
            consumer = sc.expected_tools[j]
            # only values an agent must be told (enum members and defaults need no telling)
            used = {str(v).lower() for _, v in nontrivial_values(consumer.arguments, spec.tool(consumer.tool).input_schema)
                    if isinstance(v, str)}
            # ...and that no call before the producer already returned (a value the world reuses)
            before = {str(v).lower() for k in range(i) for v in leaves(sc.mock_outputs[k].output) if isinstance(v, str)}
            if any(v in produced and v not in users and v not in before for v in used):
                data = sc.model_dump()
                for key in ("expected_tools", "mock_outputs"):
                    data[key][i], data[key][j] = data[key][j], data[key][i]
                return Scenario.model_validate(data), turn_of(sc, i)
    return None


MUTATIONS = {
    # mutation: (mutate, the dimensions one of which must drop)
    "drop a required argument": (drop_required, {"argument.completeness"}),
    "call an invented tool": (invent_tool, {"selection"}),
    "repeat a call": (duplicate_call, {"usage"}),
    "invent a required value": (invent_value, {"argument.value_accuracy", "argument.consistency"}),
    "swap a producer and its consumer": (swap_chained_pair, {"ordering"}),
}


@pytest.mark.parametrize("profile", ["lenient", "strict"])
@pytest.mark.parametrize("name", list(MUTATIONS))
def test_injected_defects_are_caught_in_their_dimension(harnesses, name, profile):
    mutate, dims = MUTATIONS[name]
    judge = StructuralJudge(f"structural_{profile}", profile)
    tried = missed = 0
    for spec, scenarios in harnesses:
        for sc in scenarios:
            mutated = mutate(spec, sc)
            if mutated is None:
                continue
            record, t = mutated
            before, after = lowered(judge.judge_scenario(spec, sc)[t]), lowered(judge.judge_scenario(spec, record)[t])
            tried += 1
            missed += not (after & dims)
            assert after - before <= dims, (name, sc.id, after - before)  # nothing else drops
    assert tried > (5 if mutate is swap_chained_pair else 50)
    assert missed == 0, f"{missed} of {tried} mutated records not caught"


def lowered(j) -> set[str]:
    out = {d for d in ("selection", "ordering", "usage") if getattr(j.tool_call, d) < 10}
    out |= {f"argument.{d}" for d, v in j.argument.model_dump().items() if v < 10}
    return out | {f"coherence.{a}" for a, v in j.coherence.model_dump().items() if v < 3}
