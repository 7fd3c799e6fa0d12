"""Cross-judge agreement on known defects (seer/calibrate/agreement.py): the judge study on the
calibration's pool of clean and mutated records, where the clean harness alone is at the ceiling."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from seer.calibrate.agreement import pool_agreement
from seer.calibrate.agreement_report import metrics, section
from seer.calibrate.runner import calibrate
from seer.judge.semantic import SemanticJudge
from tests.calibrate_fixtures import kv_harness, kv_spec, shared_symbolic_harnesses

BLIND_TO = "wrong_tool"


class BlindJudge:
    """The semantic judge, except that it sees a `wrong_tool` mutant as its clean source record."""

    name = "blind"

    def __init__(self) -> None:
        self.inner = SemanticJudge()

    def judge(self, spec, scenarios):
        clean = {s.id: s for s in kv_harness()}
        for sc in scenarios:
            source, _, defect = sc.id.partition("~")
            seen = clean[source] if defect == BLIND_TO else sc
            for j in self.inner.judge(spec, [seen]):
                yield j.model_copy(update={"judge": self.name, "scenario_id": sc.id,
                                           "record_id": f"{sc.id}#{j.turn}"})


@pytest.fixture(scope="module")
def study():
    cal = calibrate([(kv_spec(), kv_harness())], [SemanticJudge(), BlindJudge()], margin=0.05)
    (p,) = pool_agreement(cal, rule="arithmetic", seed=0)
    return cal, p


def test_a_judge_blind_to_one_class_agrees_below_one_on_the_pool_and_the_class_shows_it(study):
    cal, p = study
    # the clean records alone: both judges give every hand-made record full marks, nothing to correlate
    assert p.clean.tc.n == p.clean_records == len(kv_harness()) + 1  # list-then-get has two turns
    assert p.clean.tc.record.pearson_r is None and not p.clean.tc.record.informative
    assert p.clean.tc.record.flag.startswith("not informative")  # n=6 < 10, and no spread either
    # the pool: every mutant record joins, the scores spread, and the blind judge's misses show
    assert p.mutant_records == len({r.record_id for r in cal.results if r.judge == "semantic"})
    assert p.pool.paired == p.clean_records + p.mutant_records and p.pool.unpaired == 0
    tc = p.pool.tc
    assert tc.record.informative and 0 < tc.record.pearson_r < 1
    assert tc.shift.mean > 0 and tc.shift.low > 0  # the blind judge scores its missed mutants higher
    assert p.means["blind"]["pool"]["tc"].mean > p.means["semantic"]["pool"]["tc"].mean
    assert p.means["semantic"]["pool"]["tc"].mean < 1 and p.means["semantic"]["clean"]["tc"].mean == 1.0

    by = {c.defect: c for c in p.classes}
    blind = by[BLIND_TO]
    assert blind.mutants > 0 and blind.only_primary == blind.mutants and blind.agree == 0.0
    assert blind.both == blind.neither == blind.only_replication == 0
    for c in p.classes:
        assert c.both + c.neither + c.only_primary + c.only_replication == c.mutants
        if c.defect != BLIND_TO:
            assert c.mutants > 0 and c.agree == 1.0 and c.both == c.mutants, c.defect


def test_the_section_and_metrics_name_the_disagreement(study):
    cal, p = study
    text = section(p, cal.margin, plot=None)
    assert text.startswith("\n## Judge agreement on known defects (calibration pool): semantic (primary) vs blind")
    assert "Why a second agreement table" in text and "At the ceiling" in text
    row = next(line for line in text.splitlines() if line.startswith(f"| {BLIND_TO} |"))
    n = p.classes[[c.defect for c in p.classes].index(BLIND_TO)].mutants
    assert f"| 0.0% (0) | 0.0% (0) | 100.0% ({n}) | 0.0% (0) | 0.000 |" in row
    m = metrics([p])
    assert m[f"agreement_defects/blind/class/{BLIND_TO}/only_primary"] == 1.0
    assert m[f"agreement_defects/blind/class/{BLIND_TO}/agree"] == 0.0
    assert m["agreement_defects/blind/tc/pearson_r"] == p.pool.tc.record.pearson_r
    assert m["agreement_defects/blind/tc/primary_informative"] == 1.0
    mlflow_name = re.compile(r"^[A-Za-z0-9_\-./ ]{1,250}$")  # MLflow's metric name rule
    assert all(mlflow_name.match(k) for k in m)


def test_one_judge_has_no_pool_agreement():
    cal = calibrate([(kv_spec(), kv_harness())], [SemanticJudge()], margin=0.05)
    assert pool_agreement(cal) == []


def test_task_calibrate_with_two_judges_reports_the_pool_without_a_clean_section_to_point_to(compose, tmp_path):
    from seer.calibrate.task import run_calibrate
    from seer.harness.io import write_jsonl
    from tests.calibrate_fixtures import SPEC

    harness = tmp_path / "harness.jsonl"
    write_jsonl(harness, kv_harness())
    run = tmp_path / "run"
    cfg = compose("task=calibrate", f"harness={harness}", f"suite.paths=[{SPEC}]", "judge=semantic",
                  "+judge@panel.lenient=structural_lenient", f"run_dir={run}", "tracking=none", "progress=false",
                  "calibrate.plot=false")
    record = run_calibrate(cfg)
    report = (run / "report.md").read_text(encoding="utf-8")
    assert "## Judge agreement on known defects (calibration pool): semantic (primary) vs structural_lenient" in report
    assert "Why this table: on the clean harness alone, where 6 of 6 records" in report and "section above" not in report
    # the structural judge misses what only meaning shows (tests/test_calibrate.py): wrong_tool is semantic's alone
    assert record.metrics["agreement_defects/structural_lenient/class/wrong_tool/only_primary"] == 1.0
    assert record.metrics["agreement_defects/structural_lenient/class/duplicate_call/both"] == 1.0


@pytest.mark.slow  # ~4 s idle, 8 s on a busy machine: the study's plots dominate; task=calibrate above is the fast path
def test_cross_judge_run_on_the_examples_reports_both_agreement_tables(compose, tmp_path):
    from seer.pipeline import run_generate

    run = tmp_path / "run"
    cfg = compose("+experiment=cross_judge", "suite.paths=[pkg://seer.examples/specs/notes.json]", "tracking=none",
                  "progress=false", f"run_dir={run}", "calibrate.per_class=1", "calibrate.plot=false")
    record = run_generate(cfg)
    report = (run / "report.md").read_text(encoding="utf-8")
    clean = report.index("## Judge agreement: semantic (primary) vs semantic_strict (replication)")
    calibration = report.index("## Judge calibration (known defects)")
    pool = report.index("## Judge agreement on known defects (calibration pool): semantic (primary) vs semantic_strict")
    assert clean < calibration < pool
    under_clean = report[clean:].splitlines()[1]
    assert under_clean.startswith("The clean harness only") and "\"Judge agreement on known defects\" below" in under_clean
    assert "| defect class | dimension | mutants | both detect | neither | only semantic | only semantic_strict |" in report
    (study,) = json.loads((run / "calibration_agreement.json").read_text(encoding="utf-8"))
    assert study["mutant_records"] > 0 and study["pool"]["paired"] > study["clean"]["paired"]
    m = record.metrics
    key = "agreement_defects/semantic_strict/tc"
    assert m[f"{key}/primary_mean"] < m["agreement/semantic_strict/tc/primary_mean"]  # below the clean ceiling
    assert f"{key}/pearson_r" in m and f"{key}/shift_ci_low" in m and f"{key}/rank_n" in m
    saved = json.loads((Path(run) / "run_record.json").read_text(encoding="utf-8"))["metrics"]
    assert saved[f"{key}/primary_mean"] == m[f"{key}/primary_mean"]


@pytest.mark.slow
def test_on_the_shared_specs_the_pool_is_below_the_ceiling_the_clean_harness_is_at():
    """Issue #14's check: the cross-judge study on the seven shared specs with the semantic judge
    (lenient vs strict) gives figures below the ceiling, with the resolution flags."""
    harnesses = shared_symbolic_harnesses()
    cal = calibrate(harnesses, [SemanticJudge(), SemanticJudge("semantic_strict", "strict")], margin=0.05)
    (p,) = pool_agreement(cal)
    assert "ceiling" in p.clean.tc.record.flag and not p.means["semantic"]["clean"]["tc"].informative
    assert p.pool.paired == p.clean_records + p.mutant_records and p.mutant_records > 2 * p.clean_records
    for score in ("tc", "coh"):
        s = getattr(p.pool, score)
        assert s.record.informative and s.ranking.informative and s.ranking.n == len(harnesses), score
        assert s.record.pearson_r > 0.5 and s.shift.high < 0, score  # strict gives no partial credit
        for judge in ("semantic", "semantic_strict"):
            assert p.means[judge]["pool"][score].informative and p.means[judge]["pool"][score].mean < 0.99
    agree = sum(c.both + c.neither for c in p.classes) / sum(c.mutants for c in p.classes)
    assert agree > 0.9
