"""A sweep through the submitit launcher (its local executor runs the SLURM path on one machine):
the jobs share one content-addressed store, so the harness is generated once, and they log to
one team tracking server."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.mlflow_server import mlflow_server

pytestmark = pytest.mark.slow


def test_submitit_sweep_reuses_one_harness_and_logs_to_one_server(tmp_path):
    pytest.importorskip("hydra_plugins.hydra_submitit_launcher")
    cache = tmp_path / "shared-cache"
    with mlflow_server(tmp_path) as uri:
        proc = subprocess.run(
            [sys.executable, "-m", "seer", "-m", "hydra/launcher=submitit_local", "hydra.launcher.timeout_min=10",
             "judge=structural_lenient,structural_strict", "progress=false", "tracking=server",
             f"tracking.uri={uri}", f"cache_dir={cache}", f"hydra.sweep.dir={tmp_path / 'sweep'}"],
            cwd=tmp_path, env={**os.environ}, capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stderr[-3000:]

        import mlflow

        mlflow.set_tracking_uri(uri)
        runs = mlflow.search_runs(experiment_names=["seer"], output_format="list")
    assert len(runs) == 2
    assert {r.info.status for r in runs} == {"FINISHED"}
    assert {r.data.tags["seer.judge"] for r in runs} == {"structural_lenient", "structural_strict"}
    assert len({r.data.tags["seer.sweep"] for r in runs}) == 1
    # one harness: both jobs read the same generation entries of the shared store
    harness_entries = list((cache / "harness").glob("*.done"))
    assert len(harness_entries) == 3  # three example specs, generated once for both jobs
    assert sum(r.data.metrics["run/reused_harnesses"] for r in runs) == 3  # the later job reused all three
