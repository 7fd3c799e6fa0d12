"""The tracking worker: MLflow imported in a helper process while the run computes, the run
logged through it, and logged in-process when the worker is gone."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from seer.run_record import RunRecord
from seer.tracking.worker import start_worker


def _record(tmp_path: Path) -> RunRecord:
    run = tmp_path / "run"
    run.mkdir()
    (run / "report.md").write_text("# report\n")
    return RunRecord(task="generate", run_dir=str(run), params={"seed": 0}, metrics={"overall/tc_mean": 0.5},
                     tags={"seer.specs": "a", "seer.engine": "symbolic", "seer.judge": "structural"},
                     artifacts=["report.md"])


def test_no_worker_without_tracking_or_when_turned_off(tmp_path):
    assert start_worker({"backend": "none"}) is None
    assert start_worker({"backend": "local", "uri": str(tmp_path / "m.db"), "early_import": False}) is None


@pytest.mark.slow
def test_the_worker_logs_the_run_into_the_store(tmp_path, monkeypatch, capfd):
    monkeypatch.delenv("MLFLOW_TRACKING_URI", raising=False)
    db = tmp_path / "m.db"
    monkeypatch.setattr("seer.tracking.log.log_run", lambda *a, **k: pytest.fail("logged in-process"))
    worker = start_worker({"backend": "local", "uri": str(db), "experiment": "w"})
    assert worker is not None
    run_id = worker.log(_record(tmp_path))
    assert run_id and len(run_id) == 32
    with sqlite3.connect(db) as con:
        rows = con.execute("select run_uuid, status from runs").fetchall()
        metric = con.execute("select value from metrics where run_uuid=? and key='overall/tc_mean'", (run_id,)).fetchone()
    assert rows == [(run_id, "FINISHED")] and metric == (0.5,)
    assert f"logged MLflow run {run_id}" in capfd.readouterr().out  # the worker's line reaches the job's terminal


def test_a_dead_worker_is_replaced_by_logging_in_process(tmp_path, monkeypatch):
    calls = []
    monkeypatch.setattr("seer.tracking.log.log_run", lambda record, tracking, quiet=False: calls.append(tracking) or "in-process")
    worker = start_worker({"backend": "local", "uri": str(tmp_path / "m.db")})
    worker._proc.kill()
    worker._proc.wait()
    assert worker.log(_record(tmp_path)) == "in-process"
    assert calls and calls[0]["uri"] == str(tmp_path / "m.db")


@pytest.mark.slow
def test_an_unused_worker_ends_when_closed(tmp_path):
    worker = start_worker({"backend": "local", "uri": str(tmp_path / "m.db")})
    worker.close()
    assert worker._proc.wait(timeout=120) == 0  # it ends on its own, without a run to log


def test_an_existing_store_is_not_opened_by_mlflow_again(tmp_path, monkeypatch):
    from seer.tracking import store

    db = tmp_path / "m.db"
    with sqlite3.connect(db) as con:  # the tables and stamp MLflow's migrations leave
        con.executescript("create table experiments(x); create table runs(x); create table alembic_version(version_num);"
                          "insert into alembic_version values ('abc')")
    monkeypatch.setitem(__import__("sys").modules, "mlflow.store.tracking.sqlalchemy_store", None)  # importing it fails
    store.ensure_store(f"sqlite:///{db}")
    assert not store._has_schema(tmp_path / "empty.db")
