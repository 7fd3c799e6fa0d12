"""Experiment files compose with the real conf/, and each study's compare.py prints its table from
runs pulled back out of an MLflow store."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
EXPERIMENTS = sorted(p.stem for p in (REPO / "seer" / "conf" / "experiment").glob("*.yaml"))


def test_the_studies_exist():
    assert {"cross_judge", "aggregation_sensitivity", "paper_replication", "complexity_tiers", "model_sweep"} <= set(EXPERIMENTS)
    for name in EXPERIMENTS:
        assert (REPO / "seer/conf/experiment" / f"{name}.yaml").read_text().startswith("# @package _global_\n"), name


@pytest.mark.parametrize("name", EXPERIMENTS)
def test_each_experiment_composes(compose, name):
    cfg = compose(f"+experiment={name}", return_hydra_config=True)
    assert cfg.experiment_name == name
    assert cfg.judge.name and cfg.tracking.backend in ("none", "local", "server")


def test_cross_judge_pairs_two_judges_offline_and_the_papers_pair_is_one_override(compose):
    cfg = compose("+experiment=cross_judge")
    assert cfg.judge.name == "semantic" and cfg.panel.replication.name == "semantic_strict"
    paper = compose("+experiment=cross_judge", "judge=gemini_flash", "judge@panel.replication=qwen_replication")
    assert paper.judge.model == "gemini/gemini-2.5-flash" and paper.judge.temperature == 0
    assert paper.panel.replication.name == "qwen_replication" and paper.panel.replication.temperature == 0


def test_sweep_experiments_are_multiruns_that_create_the_store_first(compose):
    agg = compose("+experiment=aggregation_sensitivity", return_hydra_config=True)
    assert str(agg.hydra.mode) == "RunMode.MULTIRUN"
    assert agg.hydra.sweeper.params.aggregation == "arithmetic,harmonic,min"
    assert agg.hydra.callbacks.ensure_store._target_ == "seer.tracking.callback.EnsureStoreCallback"
    sweep = compose("+experiment=model_sweep", return_hydra_config=True)
    assert set(sweep.hydra.sweeper.params) == {"generator", "seed"}
    assert sweep.generator.engine == "symbolic"  # offline by default


def test_paper_replication_declares_the_papers_setup(compose, monkeypatch):
    monkeypatch.setenv("SEER_PAPER_SPECS", "/captures")
    cfg = compose("+experiment=paper_replication")
    assert cfg.strict is True and list(cfg.tiers) == ["simple", "complex"]
    assert (cfg.generator.model, cfg.generator.temperature) == ("gemini/gemini-2.5-flash-lite", 0.7)
    assert (cfg.judge.model, cfg.judge.temperature) == ("gemini/gemini-2.5-flash", 0.0)
    assert cfg.panel.replication.name == "qwen_replication"
    assert sorted(Path(p).stem for p in cfg.suite.paths) == sorted(
        ["filesystem", "git", "redis", "elasticsearch", "slack", "selenium", "illustrator"])
    assert all(p.startswith("/captures/") for p in cfg.suite.paths)
    assert {s for members in cfg.suite.clusters.values() for s in members} <= {Path(p).stem for p in cfg.suite.paths}


def test_ensure_store_callback_creates_the_store(tmp_path):
    from omegaconf import OmegaConf

    from seer.tracking.callback import EnsureStoreCallback

    db = tmp_path / "s" / "mlflow.db"
    EnsureStoreCallback().on_multirun_start(OmegaConf.create({"tracking": {"backend": "local", "uri": str(db)}}))
    assert db.stat().st_size > 0


# --- compare.py scripts against a store filled with synthetic runs -------------------------------

def _log_study_runs(db: Path, tmp_path: Path) -> dict:
    from seer.analysis.analyze import analyze_run
    from seer.analysis.metrics import analysis_metrics
    from seer.run_record import RunRecord
    from seer.tracking import log_run
    from tests.test_analysis_synthetic import make_corpus, make_judgments

    specs, scen, js = make_corpus(unscored_every=11)
    tracking = {"backend": "local", "uri": str(db)}
    expected = {}

    def log(name, metrics, tags, params=None):
        run = tmp_path / name
        run.mkdir()
        rec = RunRecord(task="generate", run_dir=str(run), metrics=metrics, tags=tags, params=params or {}, artifacts=[])
        assert log_run(rec, tracking, quiet=True)

    for rule in ("arithmetic", "harmonic", "min"):
        a = analyze_run(specs, scen, {"j1": js}, rule=rule, sensitivity_rules=("arithmetic", "harmonic", "min"))
        expected[rule] = a.per_spec["heavy"].tc.mean
        log(f"agg-{rule}", analysis_metrics(a), {"seer.experiment": "aggregation_sensitivity", "seer.sweep": "/sw/1",
                                                 "seer.aggregation": rule})
    js2 = make_judgments(specs, scen, judge="j2", seed=9)
    cj = analyze_run(specs, scen, {"j1": js, "j2": js2}, primary_judge="j1", sensitivity_rules=None)
    expected["cross"] = cj.agreement["j2"].tc
    log("cross", analysis_metrics(cj), {"seer.experiment": "cross_judge", "seer.judge": "j1,j2"})
    for seed in (0, 1):
        a = analyze_run(specs, scen, {"j1": make_judgments(specs, scen, seed=seed)}, sensitivity_rules=None)
        expected[f"seed{seed}"] = a.overall.tc.mean
        log(f"sweep{seed}", analysis_metrics(a), {"seer.experiment": "model_sweep", "seer.sweep": "/sw/2"},
            {"generator.model": None, "generator.name": "symbolic", "seed": seed})
        log(f"tiers{seed}", analysis_metrics(a), {"seer.experiment": "complexity_tiers"})
    return expected


def _compare(study: str, db: Path, *args: str) -> str:
    env = {k: v for k, v in os.environ.items() if k != "MLFLOW_TRACKING_URI"}
    proc = subprocess.run([sys.executable, str(REPO / "experiments" / study / "compare.py"), "--uri", str(db), *args],
                          cwd=REPO, env=env, capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout


@pytest.mark.slow
def test_compare_scripts_print_the_study_tables(tmp_path):
    db = tmp_path / "mlflow.db"
    expected = _log_study_runs(db, tmp_path)

    out = _compare("aggregation_sensitivity", db)
    assert "arithmetic >= harmonic >= min on every spec: yes" in out
    heavy = next(line for line in out.splitlines() if line.startswith("heavy "))
    assert [f"{expected[r]:.3f}" for r in ("arithmetic", "harmonic", "min")] == [
        c for c in heavy.split()[1:4]]

    out = _compare("cross_judge", db)
    assert "primary vs replication (j2)" in out
    assert f"{expected['cross'].record.pearson_r:.3f}" in out and f"{expected['cross'].bland_altman.bias:.3f}" in out

    out = _compare("model_sweep", db)
    assert "symbolic s0" in out and "symbolic s1" in out
    all_row = next(line for line in out.splitlines() if line.startswith("ALL"))
    assert f"{expected['seed0']:.3f}" in all_row and f"{expected['seed1']:.3f}" in all_row

    out = _compare("complexity_tiers", db)
    assert "TC by tier" in out and "params_vs_argument" in out

    empty = subprocess.run([sys.executable, str(REPO / "experiments/paper_replication/compare.py"), "--uri", str(db)],
                           cwd=REPO, capture_output=True, text=True, timeout=180)
    assert empty.returncode == 1 and "no finished paper_replication runs" in empty.stdout


# --- offline end to end through the CLI (needs the pipeline's study step) -------------------------

def _needs_pipeline_study():
    if importlib.util.find_spec("seer.pipeline.study") is None:
        pytest.skip("seer.pipeline.study (the lead's analysis hook) is not in this checkout yet")


def _seer(*overrides: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "MLFLOW_TRACKING_URI"}
    flags = [o for o in overrides if o.startswith("-")]  # Hydra's flags (-m) go before the overrides
    rest = [o for o in overrides if not o.startswith("-")]
    proc = subprocess.run([sys.executable, "-m", "seer", *flags, "progress=false", *rest], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return proc


def _search(db: Path):
    import mlflow

    mlflow.set_tracking_uri(f"sqlite:///{db}")
    try:
        return mlflow.search_runs(experiment_names=["seer"], output_format="list")
    finally:
        mlflow.set_tracking_uri(None)


@pytest.mark.slow
def test_cross_judge_runs_offline_and_logs_agreement(tmp_path):
    _needs_pipeline_study()
    db = tmp_path / "mlflow.db"
    _seer("+experiment=cross_judge", f"tracking.uri={db}", f"hydra.run.dir={tmp_path / 'run'}", cwd=tmp_path)
    (run,) = _search(db)
    m = run.data.metrics
    judge = run.data.tags["seer.judge"].split(",")[1]
    assert judge == "semantic_strict"
    analysis = json.loads((tmp_path / "run" / "analysis.json").read_text())["agreement"][judge]
    for score in ("tc", "coh"):
        for fig in ("shift_mean", "shift_ci_low", "pearson_r", "rank_rho", "ba_bias", "ba_loa_low", "ba_loa_high"):
            key = f"agreement/{judge}/{score}/{fig}"
            if key not in m:
                # only a correlation may be absent, and only when it is undefined: one judge's scores are
                # constant (the structural judges give every offline record full coherence)
                a = analysis[score]
                assert fig in ("pearson_r", "rank_rho") and a["primary_mean"] == a["replication_mean"] == 1.0, key
    # a correlation exists wherever the scores vary, and the judges then agree in direction; a clean
    # harness both judges score at the ceiling (the offline engine's own, judged clean since the
    # s28 fixes) has none, and the study then rests on the calibration's known-defect pool, where
    # the scores spread (seer/calibrate/agreement.py)
    present = [s for s in ("tc", "coh") if f"agreement/{judge}/{s}/pearson_r" in m]
    assert all(m[f"agreement/{judge}/{s}/pearson_r"] > 0 for s in present)
    if not present:
        assert all(analysis[s]["primary_mean"] == analysis[s]["replication_mean"] == 1.0 for s in ("tc", "coh")), analysis
    on_defects = m.get(f"agreement_defects/{judge}/tc/pearson_r")
    assert on_defects is not None and on_defects > 0, "no agreement measured on the known defects either"
    from mlflow.tracking import MlflowClient

    plots = [a.path for a in MlflowClient(f"sqlite:///{db}").list_artifacts(run.info.run_id, "plots")]
    assert any("bland_altman" in p for p in plots)


@pytest.mark.slow
def test_joblib_multirun_of_four_jobs_into_one_fresh_store(tmp_path):
    _needs_pipeline_study()
    db = tmp_path / "fresh" / "mlflow.db"
    _seer("-m", "seed=0,1,2,3", "hydra/launcher=joblib", "hydra.launcher.n_jobs=4", "hydra/callbacks=ensure_store",
          f"tracking.uri={db}", f"hydra.sweep.dir={tmp_path / 'sweep'}", cwd=tmp_path)
    runs = _search(db)
    assert len(runs) == 4 and {r.info.status for r in runs} == {"FINISHED"}
    assert {r.data.tags.get("seer.sweep") for r in runs} == {str(tmp_path / "sweep")}


@pytest.mark.slow
def test_aggregation_sweep_orders_means_with_one_judging_pass(tmp_path):
    _needs_pipeline_study()
    db = tmp_path / "mlflow.db"
    _seer("+experiment=aggregation_sensitivity", f"tracking.uri={db}", f"hydra.sweep.dir={tmp_path / 'sweep'}",
          cwd=tmp_path)
    runs = {r.data.tags["seer.aggregation"]: r for r in _search(db)}
    assert set(runs) == {"arithmetic", "harmonic", "min"}
    specs = [k for k in runs["arithmetic"].data.metrics if k.startswith("spec/") and k.endswith("/tc_mean")
             and k.count("/") == 2]
    assert specs
    for key in [*specs, "overall/tc_mean"]:
        a, h, mn = (runs[r].data.metrics[key] for r in ("arithmetic", "harmonic", "min"))
        assert a + 1e-9 >= h and h + 1e-9 >= mn, key
    judged_fresh = sum(r.data.metrics.get("run/reused_judgments", 0) == 0 for r in runs.values())
    assert judged_fresh <= 1  # sequential basic launcher: the first job judges, the others reuse


@pytest.mark.slow
def test_paper_replication_checks_keys_and_captures_before_any_work(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("GEMINI_API_KEY", "QWEN_API_KEY", "MLFLOW_TRACKING_URI")}

    def run(extra_env: dict, name: str, *overrides: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "seer", "progress=false", "+experiment=paper_replication",
                               "tracking=none", f"hydra.run.dir={tmp_path / name}", *overrides], cwd=tmp_path,
                              env={**env, **extra_env, "SEER_PAPER_SPECS": str(tmp_path / "captures")},
                              capture_output=True, text=True, timeout=300)

    no_key = run({}, "a")
    assert no_key.returncode == 2 and "GEMINI_API_KEY" in no_key.stderr and "Traceback" not in no_key.stderr
    # the suite's test guard allows loopback endpoints only; nothing listens there and nothing is asked
    loopback = "http://127.0.0.1:9/v1"
    no_specs = run({"GEMINI_API_KEY": "k", "QWEN_API_KEY": "k"}, "b", f"generator.api_base={loopback}",
                   f"judge.api_base={loopback}", f"panel.replication.api_base={loopback}")
    assert no_specs.returncode == 2
    assert f"{tmp_path / 'captures'}/filesystem.json: no such file" in no_specs.stderr
    for name in ("a", "b"):
        assert not (tmp_path / name / "harness.jsonl").exists()  # stopped before generating anything
