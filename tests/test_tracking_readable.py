"""An MLflow run a person can read: a name saying what ran, times covering the run, source and git
tags, the task's params only, one metric naming rule, a headline description and summary.md; a
spec named `../x` does not fail the run; a cross-judge run prints its agreement figures."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from seer.run_record import RunRecord
from seer.tracking import log_run
from seer.tracking.headline import agreement_lines, headline_markdown
from seer.tracking.readable import metric_name, run_name, task_params

AGREEMENT = {"agreement/strict/paired": 62.0, "agreement/strict/tc/shift_mean": -0.003,
             "agreement/strict/tc/shift_ci_low": -0.007, "agreement/strict/tc/shift_ci_high": 0.0,
             "agreement/strict/tc/pearson_r": 0.99, "agreement/strict/tc/rank_rho": 0.8,
             "agreement/strict/tc/ba_bias": -0.003, "agreement/strict/tc/ba_loa_low": -0.03,
             "agreement/strict/tc/ba_loa_high": 0.02}


def _record(tmp_path: Path, **kw) -> RunRecord:
    run = tmp_path / "run"
    run.mkdir(exist_ok=True)
    (run / "report.md").write_text("# report\n")
    base = dict(task="generate", run_dir=str(run), artifacts=["report.md"],
                params={"seed": 3, "generator.name": "symbolic", "agent.model": "m", "agent.kind": "llm"},
                metrics={"overall/tc_mean": 0.91, "overall/tc_ci_low": 0.88, "overall/tc_ci_high": 0.94,
                         "spec/../x/tc_mean": 0.5, "llm.total.cost_usd": 0.0, "run/seconds": 11.0,
                         "harness/x/per_kind.error": 1.0, **AGREEMENT},
                tags={"seer.specs": "../x", "seer.engine": "symbolic", "seer.judge": "lenient,strict"},
                command=["python -m seer", "seed=3"])
    base.update(kw)
    return RunRecord(**base)


def test_one_metric_naming_rule():
    assert metric_name("overall/tc_mean") == "overall/tc_mean"
    assert metric_name("llm.total.cost_usd") == "llm/total/cost_usd"  # dotted keys: dots are levels
    assert metric_name("harness/x/per_kind.error") == "harness/x/per_kind_error"  # no dot inside a level
    assert metric_name("spec/../x/tc_mean") == "spec/__/x/tc_mean"  # never a path MLflow refuses
    assert metric_name("spec/a b!/tc") == "spec/a_b_/tc"


def test_name_params_and_headline(tmp_path):
    record = _record(tmp_path)
    assert run_name(record) == "generate ../x symbolic judge=lenient+strict seed=3"
    assert set(task_params(record)) == {"seed", "generator.name"}  # no agent.* for a generate run
    assert set(task_params(record.model_copy(update={"task": "evaluate"}))) == set(record.params)
    md = headline_markdown(record, run_name(record))
    assert "| tool-call correctness (TC) | 0.910 [0.880, 0.940] |" in md
    assert "judge agreement, strict vs lenient (62 paired records)" in md
    assert agreement_lines(record.metrics, "lenient")[1] == (
        "  TC: shift -0.003 [-0.007, 0.000], r 0.990, rank rho 0.800, Bland-Altman bias -0.003 limits [-0.030, +0.020]")
    assert agreement_lines({"overall/tc_mean": 1.0}) == []


def test_logged_run_reads_well_and_a_bad_spec_name_does_not_fail_it(tmp_path):
    from mlflow.tracking import MlflowClient

    record = _record(tmp_path, started_at=time.time() - 11.0)
    db = tmp_path / "store" / "mlflow.db"
    run_id = log_run(record, {"backend": "local", "uri": str(db)}, quiet=True)
    assert run_id
    client = MlflowClient(f"sqlite:///{db}")
    run = client.get_run(run_id)
    assert run.info.status == "FINISHED"
    assert run.info.run_name == "generate ../x symbolic judge=lenient+strict seed=3"
    assert (run.info.end_time - run.info.start_time) / 1000 == pytest.approx(11.0, abs=1.0)  # covers the run
    assert run.data.tags["mlflow.source.name"] == "python -m seer task=generate"
    assert run.data.tags["seer.command"] == "python -m seer seed=3"
    assert run.data.tags["mlflow.source.type"] == "LOCAL"
    if (Path(__file__).resolve().parents[1] / ".git").exists():
        assert len(run.data.tags["mlflow.source.git.commit"]) == 40
    assert "tool-call correctness (TC)" in run.data.tags["mlflow.note.content"]
    assert set(run.data.params) == {"seed", "generator.name"}
    assert "spec/__/x/tc_mean" in run.data.metrics and "llm/total/cost_usd" in run.data.metrics
    assert not any("." in k for k in run.data.metrics)
    assert {a.path for a in client.list_artifacts(run_id)} == {"report.md", "summary.md"}


def test_a_record_without_a_start_began_its_seconds_before_its_end(tmp_path):
    from seer.tracking.readable import times_ms

    record = _record(tmp_path, ended_at=1000.0)
    assert times_ms(record) == (989000, 1000000)


def test_bland_altman_labels_do_not_overlap_when_differences_are_constant(tmp_path):
    """Constant differences put bias and both limits on one y: the labels go to a legend, once each."""
    import matplotlib

    matplotlib.use("Agg")
    from seer.analysis import plots

    drawn = {}
    real_save = plots._save

    def keep(fig, path):
        drawn["fig"] = fig
        return real_save(fig, path)

    from types import SimpleNamespace as NS

    ba = NS(bias=0.25, loa_low=0.25, loa_high=0.25)
    side = NS(primary=[0.5, 0.6, 0.7], replication=[0.75, 0.85, 0.95], bland_altman=ba, n=3)
    ag = NS(tc=side, coh=side, primary="a", replication="b")
    plots._save = keep
    try:
        plots.bland_altman_plot(ag, tmp_path / "ba.png")
    finally:
        plots._save = real_save
    for ax in drawn["fig"].axes:
        assert not ax.texts  # no annotation drawn on the lines
        labels = [t.get_text() for t in ax.get_legend().get_texts()]
        assert labels == ["bias +0.250", "-1.96 SD +0.250", "+1.96 SD +0.250"]
