"""End to end through the real CLI: `python -m seer` offline into a temporary MLflow store."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def run_seer(*overrides: str, cwd: Path, env: dict | None = None, check: bool = True) -> subprocess.CompletedProcess:
    full_env = {**os.environ, **(env or {})}
    proc = subprocess.run([sys.executable, "-m", "seer", "progress=false", *overrides], cwd=cwd, env=full_env,
                          capture_output=True, text=True, timeout=600)
    if check and proc.returncode != 0:
        raise AssertionError(f"seer exited {proc.returncode}\nstdout:\n{proc.stdout}\nstderr:\n{proc.stderr}")
    return proc


def test_default_run_logs_to_mlflow_and_reads_back(tmp_path):
    db = tmp_path / "mlflow.db"
    run_dir = tmp_path / "run"
    proc = run_seer(f"tracking.uri={db}", f"hydra.run.dir={run_dir}", cwd=tmp_path)
    for name in ("harness.jsonl", "judgments.jsonl", "discards.jsonl", "report.md", "run_record.json",
                 ".hydra/config.yaml"):
        assert (run_dir / name).exists(), name
    harness = [json.loads(line) for line in (run_dir / "harness.jsonl").read_text().splitlines()]
    assert harness and all(r["schema_version"] == "seer.harness/1" for r in harness)
    assert "mlflow ui" in proc.stdout + proc.stderr

    import mlflow

    mlflow.set_tracking_uri(f"sqlite:///{db}")
    runs = mlflow.search_runs(experiment_names=["seer"], output_format="list")
    assert len(runs) == 1
    run = runs[0]
    assert run.info.status == "FINISHED"
    assert run.data.tags["seer.engine"] == "symbolic"
    assert "overall/tc_mean" in run.data.metrics
    assert 0.0 <= run.data.metrics["overall/tc_mean"] <= 1.0
    assert run.data.params["judge.profile"] == "lenient"
    specs = set(run.data.tags["seer.specs"].split(","))
    assert specs == {r["spec"] for r in harness}


@pytest.mark.slow
def test_real_specs_are_deterministic_per_seed(tmp_path, shared_specs):
    a, b, c = tmp_path / "a", tmp_path / "b", tmp_path / "c"
    common = [f"suite.paths=[{shared_specs}]", "tracking=none"]
    run_seer(*common, f"hydra.run.dir={a}", cwd=tmp_path, env={"SEER_CACHE_DIR": str(tmp_path / "c1")})
    run_seer(*common, f"hydra.run.dir={b}", cwd=tmp_path, env={"SEER_CACHE_DIR": str(tmp_path / "c2")})
    run_seer(*common, "seed=1", f"hydra.run.dir={c}", cwd=tmp_path, env={"SEER_CACHE_DIR": str(tmp_path / "c3")})
    first = (a / "harness.jsonl").read_bytes()
    assert first == (b / "harness.jsonl").read_bytes()
    assert first != (c / "harness.jsonl").read_bytes()
    specs = {json.loads(line)["spec"] for line in first.decode().splitlines()}
    assert len(specs) == 7


def test_bad_spec_is_one_line_exit_2(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    proc = run_seer(f"suite.paths=[{bad}]", "tracking=none", f"hydra.run.dir={tmp_path / 'run'}", cwd=tmp_path,
                    check=False)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert str(bad) in proc.stderr and "not valid JSON" in proc.stderr


def test_unknown_config_option_fails_at_composition(tmp_path):
    proc = run_seer("judge.profil=strict", "tracking=none", cwd=tmp_path, check=False)
    assert proc.returncode != 0
    assert "profil" in proc.stderr
