"""Scoring against the oracle: the argument checker and the per-turn dimensions."""

from __future__ import annotations

import pytest

from tests.test_agents_support import SPEC, chain
from seer.agents.argmatch import check_arguments, values_equal
from seer.agents.model import AgentCall
from seer.agents.score import lcs_length, score_calls
from seer.harness.model import ExpectedCall


def call(tool: str, n: int = 0, **arguments) -> AgentCall:
    return AgentCall(id=f"c{n}", tool=tool, arguments=arguments)


@pytest.mark.parametrize("a,b,equal", [
    (3, 3.0, True), (0.1 + 0.2, 0.3, True), (1, True, False), ("Ops  Team", " ops team", True),
    ("/srv/Reports", "/srv/reports", False), ("https://x.io/A", "https://x.io/a", False),
    ([1, "a"], [1.0, "A"], True), ([1, 2], [2, 1], False), ({"k": "V"}, {"k": "v"}, True),
    ({"k": 1}, {"k": 1, "j": 2}, False), ("5", 5, False), (None, None, True), (None, "", False),
])
def test_values_equal(a, b, equal):
    assert values_equal(a, b) is equal


def test_accept_alternatives_and_omission():
    schema = SPEC.tool("list_files").input_schema
    expected = ExpectedCall(tool="list_files", arguments={"path": "/srv"}, accept={"limit": [None, 10]})
    assert check_arguments(expected, {"path": "/srv"}, schema).exact
    assert check_arguments(expected, {"path": "/srv", "limit": 10}, schema).exact
    bad = check_arguments(expected, {"path": "/srv", "limit": 11}, schema)
    assert not bad.exact and bad.score == pytest.approx(0.5) and "wrong value for 'limit'" in bad.problems


def test_default_may_be_omitted_or_given_but_not_changed():
    schema = SPEC.tool("list_files").input_schema
    expected = ExpectedCall(tool="list_files", arguments={"path": "/srv", "limit": 50})
    assert check_arguments(expected, {"path": "/srv"}, schema).exact  # 50 is the schema default
    no_limit = ExpectedCall(tool="list_files", arguments={"path": "/srv"})
    assert check_arguments(no_limit, {"path": "/srv", "limit": 50}, schema).exact
    extra = check_arguments(no_limit, {"path": "/srv", "limit": 5}, schema)
    assert extra.problems == ["unexpected argument 'limit'"]


def test_missing_wrong_type_and_unknown_arguments():
    schema = SPEC.tool("read_file").input_schema
    expected = ExpectedCall(tool="read_file", arguments={"path": "/a.txt"})
    assert check_arguments(expected, {}, schema).problems == ["missing argument 'path'"]
    assert check_arguments(expected, {"path": 7}, schema).problems == ["argument 'path' has the wrong type or shape"]
    unknown = check_arguments(expected, {"path": "/a.txt", "mode": "r"}, schema)
    assert unknown.problems == ["unknown argument 'mode'"] and unknown.score == pytest.approx(0.5)


def test_int_and_float_are_one_number():
    schema = SPEC.tool("db.query").input_schema
    expected = ExpectedCall(tool="db.query", arguments={"sql": "select 1", "max_rows": 1})
    assert check_arguments(expected, {"sql": "SELECT 1", "max_rows": 1.0}, schema).exact


def test_lcs():
    assert lcs_length([0, 1, 2], [0, 1, 2]) == 3
    assert lcs_length([0, 1, 2], [2, 0, 1]) == 2
    assert lcs_length([], [1]) == 0


TURN0 = chain().turn_calls(0)
RIGHT = [call("list_files", 0, path="/srv/reports"), call("read_file", 1, path="/srv/reports/report.txt")]


def dims(result: dict) -> tuple:
    return tuple(round(result[d], 3) for d in ("tool", "arguments", "order", "redundancy"))


def test_right_calls_score_full_marks():
    result = score_calls(SPEC, TURN0, RIGHT)
    assert dims(result) == (1, 1, 1, 1) and result["exact"] and result["partial"] == 1


def test_each_mistake_lowers_only_its_dimension():
    wrong_tool = score_calls(SPEC, TURN0, [RIGHT[0], call("send_message", 1, channel="x", text="y")])
    assert dims(wrong_tool) == (0.5, 1, 1, 1) and not wrong_tool["exact"]
    wrong_value = score_calls(SPEC, TURN0, [RIGHT[0], call("read_file", 1, path="/srv/reports/other.txt")])
    assert dims(wrong_value) == (1, 0.5, 1, 1)
    extra = score_calls(SPEC, TURN0, [*RIGHT, call("read_file", 2, path="/srv/reports/report.txt")])
    assert dims(extra) == (1, 1, 1, round(1 - 1 / 3, 3))
    swapped = score_calls(SPEC, TURN0, [RIGHT[1], RIGHT[0]])
    assert dims(swapped) == (1, 1, 0.5, 1) and "calls out of order" in swapped["problems"]
    for mistake in (wrong_tool, wrong_value, extra, swapped):
        assert 0 < mistake["partial"] < 1 and not mistake["exact"]


def test_no_call_where_calls_are_needed_scores_zero():
    result = score_calls(SPEC, TURN0, [])
    assert dims(result) == (0, 0, 0, 0) and result["partial"] == 0 and not result["exact"]


def test_no_call_where_none_is_needed_scores_full_and_a_call_scores_zero():
    assert score_calls(SPEC, [], [])["exact"]
    called = score_calls(SPEC, [], [call("read_file", path="/x")])
    assert called["partial"] == 0 and called["problems"] == ["1 call(s) where none were needed"]


def test_pairing_prefers_the_call_with_the_right_arguments():
    # a first wrong try then the right call: arguments full, one redundant call
    result = score_calls(SPEC, TURN0[1:], [call("read_file", 0, path="/nope"), RIGHT[1]])
    assert dims(result) == (1, 1, 1, 0.5)


def test_problem_counts_name_each_kind_of_mistake():
    from seer.agents.model import TurnScore
    from seer.agents.summary import problem_counts

    results = [score_calls(SPEC, TURN0, [RIGHT[0], call("read_file", 1, path="/x")]),
               score_calls(SPEC, TURN0, [RIGHT[1], RIGHT[0], RIGHT[0]]),
               score_calls(SPEC, TURN0, []),
               score_calls(SPEC, TURN0, [call("list_files", 0, path="/srv/reports", bogus=1)])]
    turns = [TurnScore(record_id=f"x#{i}", scenario_id="x", spec="tiny", tier="simple", kind="normal", turn=i,
                       turns=4, agent="a", problems=r["problems"]) for i, r in enumerate(results)]
    counts = problem_counts(turns)
    assert counts["agent/problems/wrong_value"] == 1 and counts["agent/problems/out_of_order"] == 1
    assert counts["agent/problems/redundant_calls"] == 1 and counts["agent/problems/no_call"] == 1
    assert counts["agent/problems/missed_tool"] == 1 and counts["agent/problems/unexpected_argument"] == 1
    assert counts["agent/problems/missing_argument"] == 0
