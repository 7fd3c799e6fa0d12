"""Aggregation rules, failure attribution and unscored handling: pure functions over judgments."""

from __future__ import annotations

import random

import pytest

from seer.errors import ConfigError
from seer.judge.aggregate import (
    apply_cascade,
    argument_score,
    attribute_failure,
    coh_score,
    get_rule,
    register_rule,
    rule_names,
    summarize,
    tc_score,
)
from seer.judge.model import ArgumentScores, CoherenceScores, Judgment, ToolCallScores

FULL_ARGS = dict(name_validity=10, type_correctness=10, completeness=10, value_accuracy=10, relevancy=10, consistency=10)
FULL_TC = dict(selection=10, argument=10, ordering=10, usage=10)
FULL_COH = dict(logical_flow=3, completeness=3, conciseness=3, topic_relevance=3, context_retention=3)


def judgment(tc=None, args=None, coh=None, status="scored", rid="s#0") -> Judgment:
    scored = status == "scored"
    return Judgment(
        record_id=rid, scenario_id=rid.split("#")[0], spec="x", tier="simple", turn=0, turns=1, judge="j", judge_key="k",
        status=status, unscored_reason=None if scored else "verdict did not parse",
        tool_call=ToolCallScores(**{**FULL_TC, **(tc or {})}) if scored else None,
        argument=ArgumentScores(**{**FULL_ARGS, **(args or {})}) if scored else None,
        coherence=CoherenceScores(**{**FULL_COH, **(coh or {})}) if scored else None,
    )


def test_builtin_rules_are_ordered_on_many_random_inputs():
    rng = random.Random(7)
    a, h, m = get_rule("arithmetic"), get_rule("harmonic"), get_rule("min")
    for _ in range(5000):
        n = rng.randint(1, 9)
        xs = [rng.choice([0.0, 1.0, rng.random(), round(rng.random(), 1)]) for _ in range(n)]
        assert a(xs) + 1e-12 >= h(xs) >= m(xs) - 1e-12, xs
        assert 0.0 <= m(xs) and a(xs) <= 1.0


def test_rule_values():
    assert get_rule("arithmetic")([1.0, 0.5]) == 0.75
    assert get_rule("harmonic")([1.0, 0.5]) == pytest.approx(2 / 3)
    assert get_rule("harmonic")([1.0, 0.0, 1.0]) == 0.0  # 0 if any zero
    assert get_rule("min")([0.9, 0.4, 1.0]) == 0.4


def test_scores_of_a_judgment_follow_the_rule_and_normalise():
    j = judgment(tc={"argument": 5}, coh={"context_retention": 1})
    assert tc_score(j, "arithmetic") == pytest.approx((1 + 0.5 + 1 + 1) / 4)
    assert tc_score(j, "min") == 0.5
    assert coh_score(j, "arithmetic") == pytest.approx(4 / 5)  # (1 - 1) / 2 = 0 for one aspect
    assert coh_score(j, "harmonic") == 0.0
    assert argument_score(judgment(args={"value_accuracy": 4}), "min") == pytest.approx(0.4)


def test_unscored_judgments_give_none_and_are_left_out_of_means():
    bad = judgment(status="unscored", rid="b#0")
    assert tc_score(bad) is None and coh_score(bad) is None and argument_score(bad) is None
    assert attribute_failure(bad) is None
    s = summarize([judgment(tc={"usage": 0}, rid="a#0"), bad], "arithmetic")
    assert (s.records, s.scored, s.unscored) == (2, 1, 1)
    assert s.tc == pytest.approx(0.75)  # the unscored record is not a zero: the mean is over one record
    assert s.failures == {"usage": 1}


def test_summary_of_nothing_scored_has_no_means():
    s = summarize([judgment(status="unscored")], "min")
    assert s.tc is None and s.coh is None and s.unscored == 1


@pytest.mark.parametrize("tc, args, coh, expected", [
    ({}, {}, {}, None),
    ({"argument": 6}, {"value_accuracy": 3, "completeness": 5}, {}, "argument.value_accuracy"),
    ({"argument": 6, "ordering": 4}, {"value_accuracy": 3}, {}, "ordering"),
    ({"selection": 7, "usage": 7}, {}, {}, "selection"),  # ties break in rubric order
    ({"argument": 8}, {"name_validity": 8, "relevancy": 8}, {}, "argument.name_validity"),
    ({}, {}, {"conciseness": 2, "context_retention": 1}, "coherence.context_retention"),
    ({"usage": 9}, {}, {"logical_flow": 1}, "usage"),  # TC below full comes first
])
def test_failure_attribution(tc, args, coh, expected):
    assert attribute_failure(judgment(tc, args, coh)) == expected


def test_cascade_caps_dependent_subdimensions():
    a = apply_cascade(ArgumentScores(**{**FULL_ARGS, "name_validity": 4}))
    assert (a.type_correctness, a.value_accuracy, a.consistency) == (4, 4, 4)
    assert (a.completeness, a.relevancy) == (10, 10)  # about the set of arguments: not capped
    a = apply_cascade(ArgumentScores(**{**FULL_ARGS, "type_correctness": 6, "value_accuracy": 8, "consistency": 2}))
    assert (a.name_validity, a.type_correctness, a.value_accuracy, a.consistency) == (10, 6, 6, 2)


def test_registry_accepts_new_rules_and_rejects_unknown_names():
    @register_rule("geometric_test")
    def geometric(xs):
        p = 1.0
        for x in xs:
            p *= x
        return p ** (1 / len(xs))

    assert "geometric_test" in rule_names()
    assert tc_score(judgment(tc={"usage": 0}), "geometric_test") == 0.0
    with pytest.raises(ConfigError, match="unknown aggregation rule 'median'"):
        get_rule("median")
    with pytest.raises(ConfigError):
        summarize([judgment()], "median")
