"""The one entry point the pipeline calls: everything the studies report for one run.

    analysis = analyze_run(specs, scenarios_by_spec, judgments_by_judge, rule="arithmetic",
                           clusters=cfg.suite.clusters, primary_judge=cfg.judge.name)
    metrics = write_report(analysis, run_dir)        # seer.analysis.report

Pure: reads models, returns a model. No file is written and no model is called here.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from pydantic import BaseModel, Field

from seer.analysis.agreement import JudgeAgreement, judge_agreement
from seer.analysis.clusters import ClusterStudy, cluster_studies
from seer.analysis.complexity import ComplexityStudy, complexity_study
from seer.analysis.coverage import coverage_by_spec, overall_coverage
from seer.analysis.failures import FailureModes, failure_modes
from seer.analysis.scores import RecordScores, record_scores
from seer.analysis.sensitivity import RULES, Sensitivity, aggregation_sensitivity
from seer.analysis.summary import ScoreBlock, TierComparison, by_spec, score_block, tier_comparison
from seer.harness.model import Scenario
from seer.judge.model import Judgment
from seer.spec.model import Spec


class Analysis(BaseModel):
    rule: str
    primary_judge: str
    judges: list[str]
    specs: list[str]
    overall: ScoreBlock
    per_spec: dict[str, ScoreBlock] = Field(default_factory=dict)
    tiers: TierComparison
    tiers_per_spec: dict[str, TierComparison] = Field(default_factory=dict)
    complexity: ComplexityStudy
    coverage: dict[str, dict[str, Any]] = Field(default_factory=dict)
    coverage_overall: dict[str, Any] = Field(default_factory=dict)
    failures: FailureModes
    clusters: list[ClusterStudy] = Field(default_factory=list)
    agreement: dict[str, JudgeAgreement] = Field(default_factory=dict)  # replication judge -> agreement
    sensitivity: Sensitivity | None = None
    # per-record scores of the primary judge, for plots and CSV (not dumped with the model)
    records: list[RecordScores] = Field(default_factory=list, exclude=True)


def analyze_run(specs: Iterable[Spec], scenarios_by_spec: Mapping[str, Iterable[Scenario]],
                judgments_by_judge: Mapping[str, Iterable[Judgment]], *, rule: Any = "arithmetic",
                clusters: Mapping[str, list[str]] | None = None, primary_judge: str | None = None,
                seed: int = 0, sensitivity_rules: Iterable[str] | None = RULES,
                harness_metrics: Mapping[str, Any] | None = None) -> Analysis:
    """Analyse one run. `judgments_by_judge` maps judge name -> its judgments (the primary first
    unless `primary_judge` names it); every other judge is compared with the primary (agreement).
    `sensitivity_rules=None` skips the aggregation-sensitivity study. `harness_metrics` (spec name ->
    seer.harness.metrics.HarnessMetrics), when the caller has them, is reused instead of recomputed."""
    from seer.errors import SeerError

    specs = list(specs)
    # With the caller's harness metrics each spec's scenarios are read once (they may be streamed
    # from the harness file); without them they are read twice, so they are held.
    scen = dict(scenarios_by_spec) if harness_metrics else {k: list(v) for k, v in scenarios_by_spec.items()}
    # a re-iterable (a list, or one that reads its file again per pass) is kept as it is: the
    # judgments of a 50,000-record run are never all held; a one-shot iterator is held
    judged = {k: v if iter(v) is not v else list(v) for k, v in judgments_by_judge.items()}
    if not judged:
        raise SeerError("nothing to analyse: no judgments")
    primary = primary_judge or next(iter(judged))
    if primary not in judged:
        raise SeerError(f"primary judge {primary!r} has no judgments; judges present: {', '.join(judged)}")
    rule_name = rule if isinstance(rule, str) else getattr(rule, "name", str(rule))
    # the sensitivity study first: its per-rule rows are freed before the full rows are made, so
    # the two never peak together (50,000 records: about 100 MB less at the peak)
    sensitivity = (aggregation_sensitivity(specs, judged[primary], list(sensitivity_rules))
                   if sensitivity_rules else None)
    rows = record_scores(judged[primary], rule)
    groups = by_spec(rows)
    order = [s.name for s in specs if s.name in groups] + sorted(set(groups) - {s.name for s in specs})
    per_spec = {name: score_block(groups[name], seed=seed) for name in order}
    cov = coverage_by_spec(specs, scen, harness_metrics)
    cov_all = overall_coverage(scen)
    calls = sum(c.get("calls") or 0 for c in cov.values())
    unknown = sum(c.get("unknown_calls") or 0 for c in cov.values())
    cov_all["unknown_call_rate"] = unknown / calls if calls else None
    agreement = {}
    for name, js in judged.items():
        if name != primary:
            agreement[name] = judge_agreement(rows, record_scores(js, rule), seed=seed)
    return Analysis(
        rule=rule_name, primary_judge=primary, judges=list(judged), specs=[s.name for s in specs],
        overall=score_block(rows, seed=seed), per_spec=per_spec,
        tiers=tier_comparison(rows, seed=seed),
        tiers_per_spec={name: tier_comparison(groups[name], seed=seed) for name in order},
        complexity=complexity_study(specs, rows), coverage=cov, coverage_overall=cov_all,
        failures=failure_modes(rows), clusters=cluster_studies(dict(clusters or {}), per_spec),
        agreement=agreement,
        sensitivity=sensitivity, records=rows,
    )
