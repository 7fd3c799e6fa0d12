"""seer.harness.metrics: the Gini coefficient by hand, and figures on a small hand-made harness."""

from __future__ import annotations

import pytest

from seer.harness.metrics import carries_mock_value, gini, harness_metrics
from seer.harness.model import ExpectedCall, MockOutput, Provenance, Scenario, Turn
from seer.spec.model import Spec, Tool

OBJ = {"type": "object", "properties": {"id": {"type": "string"}}}
SPEC = Spec(name="s", tools=[Tool(name=n, inputSchema=OBJ) for n in ("a", "b", "c", "d")])
PROV = Provenance(engine="test", seed=0, spec_sha256="x", seer_version="0")


@pytest.mark.parametrize("values,expected", [
    ([1, 1, 1, 1], 0.0),
    ([0, 0, 0, 4], 0.75),  # one of four holds all: (n-1)/n
    ([1, 2, 3], 2 / 9),  # sum|xi-xj| over ordered pairs = 8, / (2 n^2 mean) = 8 / 36
    ([0, 1], 0.5),
    ([4, 1, 3, 2], 0.25),  # [1,2,3,4]: ordered-pair differences sum to 20; 20 / (2 * 16 * 2.5)
    ([], 0.0),
    ([0, 0], 0.0),
])
def test_gini_hand_computed(values, expected):
    assert gini(values) == pytest.approx(expected)


def scen(sid, tier, calls, turns, prompt, category="c", kind="normal"):
    return Scenario(id=sid, spec="s", tier=tier, kind=kind, title="t", category=category, novelty_reason="n", prompt=prompt,
                    expected_tools=[ExpectedCall(tool=t, arguments=a) for t, a, _ in calls],
                    mock_outputs=[MockOutput(output=m) for _, _, m in calls],
                    conversation=[Turn(user=u, calls=c) for u, c in turns], provenance=PROV)


def test_metrics_on_a_small_harness():
    s1 = scen("1", "complex", [("a", {"id": "k1"}, {"next": "z9"}), ("b", {"id": "z9"}, {}), ("c", {}, {})],
              [("Use a for k1.", [0]), ("I see z9. Use b then c.", [1, 2])], "p1", "x")
    s2 = scen("2", "simple", [("a", {"id": "q7"}, {}), ("ghost", {}, {})], [("Do a on q8.", [0, 1])], "p1", "y")
    s3 = scen("3", "simple", [("a", {"id": 5}, {})], [("Do a with 5.", [0])], "p3", "y")
    m = harness_metrics(SPEC, [s1, s2, s3])
    assert m.scenarios == 3 and m.per_tier == {"complex": 1, "simple": 2}
    assert m.tools_used == 3 and m.tool_coverage == pytest.approx(0.75)  # d never used
    assert m.unknown_tool_calls == 1 and m.unknown_tool_rate == pytest.approx(1 / 6)
    assert m.schema_valid_args == pytest.approx(4 / 5)  # id=5 is not a string
    assert m.nontrivial_values == 4 and m.grounded_share == pytest.approx(3 / 4)  # q7 was never said
    assert m.complex_with_carry == 1.0 and m.multi_turn_share == {"complex": 1.0, "simple": 0.0}
    assert m.later_turns == 1 and m.later_turns_citing == 1.0
    assert m.duplicate_prompts == 1 and m.unique_categories == 2
    assert m.gini_tool_usage == pytest.approx(gini([3, 1, 1, 0]))
    assert m.unique_tool_pairs == 3 and m.mean_calls == pytest.approx(2.0)
    flat = m.flat()
    assert flat["multi_turn_share.complex"] == 1.0 and "spec" not in flat


def test_carry_needs_a_value_from_an_earlier_mock():
    yes = scen("1", "complex", [("a", {}, {"id": "r42"}), ("b", {"id": "r42"}, {})], [("go", [0, 1])], "p")
    no = scen("2", "complex", [("a", {}, {"id": "r42"}), ("b", {"id": "r43"}, {})], [("go r43", [0, 1])], "p")
    assert carries_mock_value(yes) and not carries_mock_value(no)


def test_empty_harness_gives_none_not_zero():
    m = harness_metrics(SPEC, [])
    assert m.grounded_share is None and m.tool_coverage == 0.0 and m.multi_turn_share == {}
