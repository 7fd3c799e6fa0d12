"""The paper's failure analysis: a record whose argument score is below full is attributed to its
lowest argument sub-dimension, whatever its other dimensions (rubric section 5 keeps its own rule)."""

from __future__ import annotations

from seer.analysis.failures import argument_failure, failure_modes
from seer.analysis.scores import record_scores
from seer.judge.aggregate import attribute_failure
from seer.judge.model import ArgumentScores, CoherenceScores, Judgment, ToolCallScores

FULL_ARGS = dict(name_validity=10, type_correctness=10, completeness=10, value_accuracy=10, relevancy=10, consistency=10)


def judgment(rid: str, *, tc: dict | None = None, args: dict | None = None, coh: dict | None = None,
             scored: bool = True) -> Judgment:
    base = dict(record_id=rid, scenario_id=rid.split("#")[0], spec="s", tier="simple", turn=0, turns=1,
                judge="j", judge_key="k")
    if not scored:
        return Judgment(**base, status="unscored", unscored_reason="no valid verdict")
    return Judgment(**base,
                    tool_call=ToolCallScores(**{**dict(selection=10, argument=10, ordering=10, usage=10), **(tc or {})}),
                    argument=ArgumentScores(**{**FULL_ARGS, **(args or {})}),
                    coherence=CoherenceScores(**{**dict(logical_flow=3, completeness=3, conciseness=3,
                                                       topic_relevance=3, context_retention=3), **(coh or {})}))


def test_selection_lowest_but_value_accuracy_failed_is_attributed_to_value_accuracy():
    j = judgment("a#0", tc={"selection": 0, "argument": 7}, args={"value_accuracy": 4, "relevancy": 6})
    row = record_scores([j], "arithmetic")[0]
    assert attribute_failure(j) == "selection"  # the rubric's record-level rule: the lowest TC dimension
    assert argument_failure(row) == "argument.value_accuracy"  # the paper's table: the lowest argument sub-dimension
    fm = failure_modes([row])
    assert fm.attributed == {"selection": 1}
    assert fm.argument_attributed == {"argument.value_accuracy": 1} and fm.argument_failed == 1


def test_the_argument_table_counts_every_argument_failure_and_nothing_else():
    rows = record_scores([
        judgment("a#0", tc={"argument": 5}, args={"completeness": 5, "relevancy": 5}),  # tie: table order
        judgment("b#0", tc={"ordering": 2, "argument": 8}, args={"consistency": 8}),
        judgment("c#0", tc={"usage": 5}),  # argument at full: not in the table
        judgment("d#0", coh={"logical_flow": 1}),  # coherence only
        judgment("e#0", tc={"argument": 6}),  # the dimension below full, no sub-dimension names why
        judgment("f#0", scored=False),
    ], "arithmetic")
    fm = failure_modes(rows)
    assert fm.argument_attributed == {"argument.completeness": 1, "argument.consistency": 1, "argument.unattributed": 1}
    assert fm.argument_failed == 3
    assert fm.attributed["ordering"] == 1 and fm.attributed["usage"] == 1
