"""Kill the run (SIGKILL) at several points of generation and of judging, resume it, and get
exactly what an uninterrupted run gives: none lost, none twice, byte-identical files.
Ctrl-C (SIGINT) stops cleanly, says how to resume, and closes the MLflow run as KILLED."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from seer.spec.synthetic import write_synthetic_spec

pytestmark = pytest.mark.slow


def _cmd(spec: Path, run_dir: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "seer", f"suite.paths=[{spec}]", "progress=false", "tracking=none",
            f"hydra.run.dir={run_dir}", *extra]


def _env(cache: Path) -> dict[str, str]:
    return {**os.environ, "SEER_CACHE_DIR": str(cache)}


def _lines(folder: Path) -> int:
    return sum(p.read_bytes().count(b"\n") for p in folder.glob("*.jsonl") if not p.name.endswith(".discards.jsonl"))


def _kill_when(proc: subprocess.Popen, folder: Path, at_least: int, timeout: float = 120) -> bool:
    """SIGKILL the run once `folder` holds `at_least` finished lines; False if it ended first."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            return False
        if folder.exists() and _lines(folder) >= at_least:
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=30)
            return True
        time.sleep(0.005)
    proc.kill()
    raise AssertionError("the run never reached the kill point")


@pytest.fixture(scope="module")
def workload(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("resume")
    spec = write_synthetic_spec(600, tmp / "synthetic.json")
    run_dir = tmp / "whole"
    subprocess.run(_cmd(spec, run_dir), env=_env(tmp / "cache-whole"), check=True, capture_output=True, timeout=300)
    harness = (run_dir / "harness.jsonl").read_bytes()
    judgments = (run_dir / "judgments.jsonl").read_bytes()
    return spec, harness, judgments


@pytest.mark.parametrize("stage,fraction", [("harness", 0.2), ("harness", 0.7), ("judgments", 0.3), ("judgments", 0.8)])
def test_sigkill_then_resume_gives_the_uninterrupted_result(workload, tmp_path, stage, fraction):
    spec, whole_harness, whole_judgments = workload
    total = (whole_harness if stage == "harness" else whole_judgments).count(b"\n")
    at = max(1, int(total * fraction) + random.Random(f"{stage}{fraction}").randint(-5, 5))
    cache = tmp_path / "cache"
    run_dir = tmp_path / "run"
    proc = subprocess.Popen(_cmd(spec, run_dir), env=_env(cache), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    assert _kill_when(proc, cache / stage, at), "the run finished before the kill point"
    assert not (run_dir / "report.md").exists()

    resumed = subprocess.run(_cmd(spec, run_dir, f"resume={run_dir}"), env=_env(cache), capture_output=True,
                             text=True, timeout=300)
    assert resumed.returncode == 0, resumed.stderr
    harness = (run_dir / "harness.jsonl").read_bytes()
    judgments = (run_dir / "judgments.jsonl").read_bytes()
    ids = [json.loads(line)["id"] for line in harness.decode().splitlines()]
    assert len(ids) == len(set(ids)), "a record was written twice"
    assert harness == whole_harness
    assert judgments == whole_judgments


def test_ctrl_c_stops_cleanly_and_marks_the_mlflow_run_killed(workload, tmp_path):
    spec = workload[0]
    cache = tmp_path / "cache"
    run_dir = tmp_path / "run"
    db = tmp_path / "mlflow.db"
    cmd = _cmd(spec, run_dir, "tracking=local", f"tracking.uri={db}")
    proc = subprocess.Popen(cmd, env=_env(cache), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    while not ((cache / "harness").exists() and _lines(cache / "harness") >= 50):
        assert proc.poll() is None and time.monotonic() < deadline, "the run ended before Ctrl-C"
        time.sleep(0.005)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    assert f"resume={run_dir}" in err

    import mlflow

    mlflow.set_tracking_uri(f"sqlite:///{db}")
    runs = mlflow.search_runs(experiment_names=["seer"], output_format="list")
    assert [r.info.status for r in runs] == ["KILLED"]
