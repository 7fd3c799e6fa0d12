"""analyze_run + write_report on a synthetic judged corpus: files exist and every number agrees with
an independent computation from the judgments."""

from __future__ import annotations

import csv
import json
from statistics import mean

import pytest

from seer.analysis.analyze import analyze_run
from seer.analysis.metrics import metric_key
from seer.analysis.report import format_summary, write_report
from seer.judge.aggregate import tc_score
from tests.test_analysis_synthetic import make_corpus, make_judgments


@pytest.fixture(scope="module")
def corpus():
    return make_corpus(unscored_every=9)


@pytest.fixture(scope="module")
def analysis(corpus):
    specs, scen, js = corpus
    js2 = make_judgments(specs, scen, judge="j2", seed=5, noise=1.5)
    return analyze_run(specs, scen, {"j1": js, "j2": js2}, rule="arithmetic", primary_judge="j1",
                       clusters={"pair": ["light", "heaviest"], "trio": ["light", "medium", "heavy", "absent"]})


def test_means_exclude_unscored_and_match_the_judgments(corpus, analysis):
    specs, _, js = corpus
    for spec in specs:
        mine = [j for j in js if j.spec == spec.name]
        scored = [tc_score(j, "arithmetic") for j in mine if j.scored]
        block = analysis.per_spec[spec.name]
        assert block.records == len(mine)
        assert block.unscored == sum(not j.scored for j in mine) > 0
        assert block.tc.mean == pytest.approx(mean(scored))
        assert block.tc.low <= block.tc.mean <= block.tc.high
    assert analysis.overall.unscored_reasons == {"unparseable verdict": sum(not j.scored for j in js)}


def test_write_report_files_and_numbers_agree(tmp_path, analysis):
    metrics = write_report(analysis, tmp_path)
    for name in ("report.md", "analysis.json", "tables/per_spec.csv", "tables/tiers.csv", "tables/coverage.csv",
                 "tables/complexity_correlations.csv", "tables/failures.csv", "tables/agreement.csv",
                 "tables/sensitivity.csv", "tables/clusters.csv", "tables/records.csv",
                 "plots/per_spec.png", "plots/tiers.png", "plots/complexity.png", "plots/bland_altman_j2.png"):
        assert (tmp_path / name).stat().st_size > 0, name
    rows = {r["spec"]: r for r in csv.DictReader((tmp_path / "tables/per_spec.csv").open())}
    for name, block in analysis.per_spec.items():
        assert float(rows[name]["tc_mean"]) == pytest.approx(block.tc.mean)
        assert metrics[f"spec/{name}/tc_mean"] == pytest.approx(block.tc.mean)
        assert metrics[f"spec/{name}/tc_ci_low"] == pytest.approx(block.tc.low)
        assert f"{block.tc.mean:.3f}" in (tmp_path / "report.md").read_text()
    assert metrics["overall/tc_mean"] == pytest.approx(analysis.overall.tc.mean)
    assert metrics["overall/unscored"] == analysis.overall.unscored
    assert all(isinstance(v, float) for v in metrics.values())
    dumped = json.loads((tmp_path / "analysis.json").read_text())
    assert dumped["overall"]["tc"]["mean"] == pytest.approx(analysis.overall.tc.mean)
    summary = format_summary(analysis)
    assert all(name in summary for name in analysis.per_spec) and "ALL" in summary


def test_complexity_finds_the_planted_negative_relation(analysis):
    tool = analysis.complexity.correlations["tool"]
    assert tool["params~argument"].pearson_r < -0.5 and tool["params~argument"].pearson_p < 0.01
    assert len(analysis.complexity.spec_rows) == 4
    assert analysis.complexity.correlations["spec"]["params~tc"].n == 4


def test_tiers_difference_is_complex_minus_simple(analysis):
    t = analysis.tiers_per_spec["heaviest"]
    assert t.tc_diff.mean == pytest.approx(t.complex.tc.mean - t.simple.tc.mean)


def test_coverage_failures_and_clusters(analysis):
    assert all(c["coverage"] == 1.0 for c in analysis.coverage.values())
    assert analysis.coverage_overall["unknown_call_rate"] == 0.0
    assert analysis.failures.attributed and max(analysis.failures.attributed, key=analysis.failures.attributed.get) \
        == "argument.value_accuracy"
    pair = next(c for c in analysis.clusters if c.name == "pair")
    assert pair.differences["tc"] == pytest.approx(analysis.per_spec["heaviest"].tc.mean - analysis.per_spec["light"].tc.mean)
    trio = next(c for c in analysis.clusters if c.name == "trio")
    assert trio.missing == ["absent"]
    means = [analysis.per_spec[s].tc.mean for s in ("light", "medium", "heavy")]
    assert trio.differences["tc"] == pytest.approx(max(means) - min(means))


def test_sensitivity_orders_rules_and_reference_ranks_itself(analysis):
    s = analysis.sensitivity
    assert s.ordered is True
    assert s.rules["arithmetic"].tc_mean >= s.rules["harmonic"].tc_mean >= s.rules["min"].tc_mean
    assert s.rules["arithmetic"].rank_rho_tc == pytest.approx(1.0)
    assert all(v in (True, None) for lvl in s.rules["arithmetic"].sign_kept.values() for v in lvl.values())


def test_agreement_of_a_judge_with_itself_and_with_a_shifted_copy(corpus):
    specs, scen, js = corpus
    shifted = [j.model_copy(update={"judge": "j_low", "tool_call": j.tool_call.model_copy(update={
        "usage": j.tool_call.usage - 2.0})}) if j.scored and j.tool_call.usage >= 2.0 else j.model_copy(update={"judge": "j_low"})
        for j in js]
    a = analyze_run(specs, scen, {"j1": js, "same": [j.model_copy(update={"judge": "same"}) for j in js], "j_low": shifted},
                    primary_judge="j1", sensitivity_rules=None)
    same = a.agreement["same"].tc
    assert same.shift.mean == pytest.approx(0.0) and same.record.pearson_r == pytest.approx(1.0)
    assert same.bland_altman.bias == pytest.approx(0.0) and same.ranking.spearman_rho == pytest.approx(1.0)
    low = a.agreement["j_low"].tc
    # usage is one of four TC dimensions on 0-10: -2 points there is -0.05 on TC (where it applied)
    assert -0.05 - 1e-9 <= low.shift.mean < 0
    assert a.agreement["j_low"].coh.shift.mean == pytest.approx(0.0)
    assert a.agreement["same"].paired == sum(j.scored for j in js)


def test_metric_keys_are_sanitised_for_mlflow():
    assert metric_key("spec", "my spec/v2?*", "tc_mean") == "spec/my spec/v2__/tc_mean"
    assert len(metric_key("spec", "x" * 400)) == 250


def test_unknown_primary_judge_is_a_clear_error(corpus):
    from seer.errors import SeerError

    specs, scen, js = corpus
    with pytest.raises(SeerError, match="primary judge 'nope'"):
        analyze_run(specs, scen, {"j1": js}, primary_judge="nope")


def test_harness_metrics_given_by_the_caller_are_reused(corpus):
    from seer.harness.metrics import harness_metrics

    specs, scen, js = corpus
    known = {s.name: harness_metrics(s, scen[s.name]).model_copy(update={"gini_tool_usage": 0.123}) for s in specs}
    a = analyze_run(specs, scen, {"j1": js}, sensitivity_rules=None, harness_metrics=known)
    assert {c["gini"] for c in a.coverage.values()} == {0.123}
    fresh = analyze_run(specs, scen, {"j1": js}, sensitivity_rules=None)
    assert fresh.coverage["light"]["gini"] == pytest.approx(harness_metrics(specs[0], scen["light"]).gini_tool_usage)


def test_a_run_with_nothing_scored_reports_n_a_not_zero(tmp_path):
    specs, scen, js = make_corpus(unscored_every=1)
    a = analyze_run(specs, scen, {"j1": js, "j2": [j.model_copy(update={"judge": "j2"}) for j in js]})
    metrics = write_report(a, tmp_path)
    assert a.overall.tc.mean is None and "overall/tc_mean" not in metrics
    assert metrics["overall/unscored"] == len(js)
    assert "n/a" in format_summary(a) and (tmp_path / "plots" / "per_spec.png").exists()
