"""Parallel jobs into one store: a fresh local SQLite store, and a real `mlflow server` (slow)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.mlflow_server import mlflow_server

REPO = Path(__file__).resolve().parents[1]

# One job: log a run record with a distinct metric, as a Hydra job of a sweep would.
JOB = """
import sys
from pathlib import Path
from seer.run_record import RunRecord
from seer.tracking import log_run
i, backend, uri, folder, parent = int(sys.argv[1]), sys.argv[2], sys.argv[3], Path(sys.argv[4]), sys.argv[5] == "1"
run = folder / f"job{i}"
run.mkdir(parents=True)
(run / "report.md").write_text(f"job {i}")
rec = RunRecord(task="generate", run_dir=str(run), params={"seed": i}, metrics={"overall/tc_mean": i / 10},
                tags={"seer.sweep": str(folder)}, artifacts=["report.md"])
assert log_run(rec, {"backend": backend, "uri": uri, "experiment": "sweep", "parent_run": parent}), "not logged"
"""


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "MLFLOW_TRACKING_URI"}
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _jobs(n: int, backend: str, uri: str, folder: Path, parent: bool = False) -> None:
    procs = [subprocess.Popen([sys.executable, "-c", JOB, str(i), backend, uri, str(folder), "1" if parent else "0"], cwd=folder,
                              env=_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for i in range(n)]
    for p in procs:
        out, err = p.communicate(timeout=300)
        assert p.returncode == 0, err[-2000:]


def _read(uri: str):
    import mlflow

    mlflow.set_tracking_uri(uri)
    try:
        return mlflow.search_runs(experiment_names=["sweep"], output_format="list")
    finally:
        mlflow.set_tracking_uri(None)


@pytest.mark.slow
def test_parallel_jobs_on_a_fresh_local_store_all_log(tmp_path):
    db = tmp_path / "fresh" / "mlflow.db"  # does not exist yet: every job races to create it
    _jobs(4, "local", str(db), tmp_path, parent=True)
    runs = [r for r in _read(f"sqlite:///{db}") if r.data.tags.get("seer.sweep_parent") != "true"]
    assert len(runs) == 4 and {r.info.status for r in runs} == {"FINISHED"}
    assert sorted(r.data.metrics["overall/tc_mean"] for r in runs) == pytest.approx([0.0, 0.1, 0.2, 0.3])
    assert {r.data.tags["seer.sweep"] for r in runs} == {str(tmp_path)}
    # one parent run for the sweep, created once although four jobs raced for it
    import mlflow

    mlflow.set_tracking_uri(f"sqlite:///{db}")
    try:
        parents = mlflow.search_runs(experiment_names=["sweep"], output_format="list",
                                     filter_string="tags.`seer.sweep_parent` = 'true'")
    finally:
        mlflow.set_tracking_uri(None)
    assert len(parents) == 1
    children = [r for r in runs if r.data.tags.get("seer.sweep_parent") != "true"]
    assert len(children) == 4 and {r.data.tags["mlflow.parentRunId"] for r in children} == {parents[0].info.run_id}


def test_ensure_store_is_idempotent(tmp_path):
    from seer.tracking import ensure_store

    uri = f"sqlite:///{tmp_path / 'x.db'}"
    ensure_store(uri)
    ensure_store(uri)
    assert (tmp_path / "x.db").stat().st_size > 0
    assert _read(uri) == []


@pytest.mark.slow
def test_team_tracking_server_takes_a_parallel_sweep(tmp_path):
    with mlflow_server(tmp_path) as uri:
        _jobs(3, "server", uri, tmp_path)
        runs = [r for r in _read(uri) if r.data.tags.get("seer.sweep_parent") != "true"]
        assert len(runs) == 3 and {r.info.status for r in runs} == {"FINISHED"}
        assert sorted(r.data.params["seed"] for r in runs) == ["0", "1", "2"]
        from mlflow.tracking import MlflowClient

        assert [a.path for a in MlflowClient(uri).list_artifacts(runs[0].info.run_id)] == ["report.md", "summary.md"]
