"""Studies that know their resolution (issue 14): report.md and MLflow say when a figure is not
informative (n too small, no spread above resolution, ceiling data), next to the figure."""

from __future__ import annotations

from seer.analysis.analyze import analyze_run
from seer.analysis.report import write_report
from seer.judge.model import ArgumentScores, CoherenceScores, Judgment, ToolCallScores
from seer.spec.model import Spec, Tool

SPECS = [Spec(name=f"s{i}", tools=[Tool(name="get", description="get a thing",
                                        inputSchema={"type": "object", "properties": {"id": {"type": "string"}}})])
         for i in range(6)]
FULL_ARGS = dict(name_validity=10, type_correctness=10, completeness=10, value_accuracy=10, relevancy=10, consistency=10)


def judgment(spec: str, k: int, judge: str, *, selection: float = 10, value_accuracy: float = 10) -> Judgment:
    return Judgment(record_id=f"{spec}-{k}#0", scenario_id=f"{spec}-{k}", spec=spec, tier="simple", turn=0, turns=1,
                    tools=["get"], judge=judge, judge_key=judge,
                    tool_call=ToolCallScores(selection=selection, argument=min(10, value_accuracy + 2) if value_accuracy < 10 else 10,
                                             ordering=10, usage=10),
                    argument=ArgumentScores(**{**FULL_ARGS, "value_accuracy": value_accuracy}),
                    coherence=CoherenceScores(logical_flow=3, completeness=3, conciseness=3, topic_relevance=3,
                                              context_retention=3))


def corpus():
    ceiling = [judgment(s.name, k, "ceiling") for s in SPECS for k in range(12)]
    # the second judge finds value-accuracy defects, more in later specs, and a selection miss in s0
    seeing = [judgment(s.name, k, "seeing", value_accuracy=4 if k < i + 1 else 10,
                       selection=0 if (i, k) == (0, 0) else 10)
              for i, s in enumerate(SPECS) for k in range(12)]
    return ceiling, seeing


def test_ceiling_judge_figures_are_flagged_next_to_the_figure(tmp_path):
    ceiling, seeing = corpus()
    a = analyze_run(SPECS, {s.name: [] for s in SPECS}, {"ceiling": ceiling, "seeing": seeing}, primary_judge="ceiling",
                    sensitivity_rules=None)
    ag = a.agreement["seeing"]
    assert ag.tc.ranking.n == 6 and not ag.tc.ranking.informative and "no spread" in ag.tc.ranking.note
    assert not a.overall.tc.informative and "no spread" in a.overall.tc.note
    metrics = write_report(a, tmp_path, plots=False)
    report = (tmp_path / "report.md").read_text()
    assert "not informative (no spread > 0.001" in report
    assert metrics["agreement/seeing/tc/rank_informative"] == 0.0 and metrics["agreement/seeing/tc/rank_n"] == 6
    assert metrics["overall/tc_informative"] == 0.0


def test_a_judge_that_sees_gets_a_ranking_with_an_interval_and_the_papers_table(tmp_path):
    ceiling, seeing = corpus()
    a = analyze_run(SPECS, {s.name: [] for s in SPECS}, {"seeing": seeing, "ceiling": ceiling}, primary_judge="seeing",
                    sensitivity_rules=None)
    fm = a.failures
    # 21 records with a value-accuracy defect; the one whose selection is also 0 still counts there
    assert fm.argument_failed == 21 and fm.argument_attributed == {"argument.value_accuracy": 21}
    assert fm.attributed["selection"] == 1 and fm.attributed["argument.value_accuracy"] == 20
    assert a.per_spec["s5"].tc.informative and a.per_spec["s5"].tc.n == 12
    metrics = write_report(a, tmp_path, plots=False)
    report = (tmp_path / "report.md").read_text()
    assert "the paper's table" in report and "| value_accuracy | 21 | 100.0% |" in report
    assert "| paper: argument.value_accuracy | 21 | 0 |" in report  # both judges' tables side by side
    assert metrics["failures/argument_attributed/argument.value_accuracy"] == 21
    c = a.complexity.correlations["spec"]["params~tc"]
    assert c.n == 6 and not c.informative  # six specs, one parameter count each: no spread in the predictor
    assert "not informative" in report


def test_a_tier_difference_and_an_aggregation_ranking_on_ceiling_data_are_flagged(tmp_path):
    """complex - simple of two ceiling means, and the per-spec ranking under another rule, say
    they are not informative beside the figure; figures of a judge that sees carry no such flag."""
    from seer.analysis.summary import tier_comparison
    from seer.analysis.scores import record_scores
    from seer.analysis.sensitivity import aggregation_sensitivity

    ceiling, seeing = corpus()
    for j in ceiling[::2]:
        j.tier = "complex"
    t = tier_comparison(record_scores(ceiling, "arithmetic"))
    assert not t.tc_diff.informative and "simple: no spread" in t.tc_diff.note
    s = aggregation_sensitivity(SPECS, ceiling)
    assert "not informative" in s.rules["min"].rank_note_tc
    seen = aggregation_sensitivity(SPECS, seeing)
    assert seen.rules["min"].rank_note_tc == "" and seen.rules["min"].rank_rho_tc is not None
    a = analyze_run(SPECS, {s.name: [] for s in SPECS}, {"ceiling": ceiling}, primary_judge="ceiling")
    write_report(a, tmp_path, plots=False)
    report = (tmp_path / "report.md").read_text()
    tiers = report.split("## Tiers")[1].split("\n## ")[0]
    sens = report.split("## Aggregation sensitivity")[1].split("\n## ")[0]
    assert "(not informative: simple: no spread" in tiers and "not informative (" in sens
