"""The local store is created once: a store that holds MLflow's schema is not opened again before a log."""

from __future__ import annotations

import sqlite3
import sys

from seer.tracking import store


def test_an_existing_store_is_not_opened_by_mlflow_again(tmp_path, monkeypatch):
    db = tmp_path / "m.db"
    with sqlite3.connect(db) as con:  # the tables and stamp MLflow's migrations leave
        con.executescript("create table experiments(x); create table runs(x); create table alembic_version(version_num);"
                          "insert into alembic_version values ('abc')")
    monkeypatch.setitem(sys.modules, "mlflow.store.tracking.sqlalchemy_store", None)  # importing it would fail
    store.ensure_store(f"sqlite:///{db}")
    assert not store._has_schema(tmp_path / "empty.db")
    (tmp_path / "half.db").write_bytes(b"")
    assert not store._has_schema(tmp_path / "half.db")
