"""The local SQLite store: created once, under a file lock, so parallel jobs never race on it.

A fresh SQLite file that several joblib workers open at the same moment makes MLflow run its
schema migrations concurrently, and all but one fail ("table already exists", "database is
locked"). `store_lock(uri)` is an exclusive `fcntl.flock` on `<db>.lock` beside the file; the
first holder creates the schema and the others wait. Writes to a SQLite store go through the same
lock (one short critical section per run), so no job sees a locked database.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import time
from typing import Iterator

from seer.tracking.uri import sqlite_path

LOCK_TIMEOUT_S = 300.0


@contextlib.contextmanager
def store_lock(uri: str, timeout_s: float | None = None) -> Iterator[None]:
    """Exclusive lock for a SQLite store; a no-op for other stores (a server serialises itself)."""
    timeout_s = LOCK_TIMEOUT_S if timeout_s is None else timeout_s
    db = sqlite_path(uri)
    if db is None:
        yield
        return
    db.parent.mkdir(parents=True, exist_ok=True)
    lock = db.with_name(db.name + ".lock")
    fd = os.open(lock, os.O_CREAT | os.O_RDWR, 0o644)
    try:
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    from seer.errors import SeerError

                    raise SeerError(f"the tracking store stayed locked for {timeout_s:.0f}s", file=str(db)) from None
                time.sleep(0.05)
        yield
    finally:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


def artifact_root(uri: str) -> str | None:
    """Artifacts of a SQLite store live beside it (`<db dir>/mlartifacts`), not in the cwd."""
    db = sqlite_path(uri)
    return (db.resolve().parent / "mlartifacts").as_uri() if db is not None else None


def ensure_store(uri: str) -> None:
    """Create the store's schema once (idempotent, safe from parallel processes). Call it before a
    multirun starts (seer.tracking.callback does) and before each log (cheap once created)."""
    db = sqlite_path(uri)
    if db is None:
        return
    os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")
    with store_lock(uri):
        if _has_schema(db):  # made already (under this lock, so whole): no second engine and schema check
            return
        from mlflow.store.tracking.sqlalchemy_store import SqlAlchemyStore

        # constructing the store creates or upgrades the schema; the lock makes it one process at a time
        store = SqlAlchemyStore(uri, artifact_root(uri))
        store.engine.dispose()


def _has_schema(db) -> bool:
    """The store holds MLflow's tables and the migration stamp (an out-of-date stamp is MLflow's to report)."""
    if not db.is_file() or db.stat().st_size == 0:
        return False
    import sqlite3

    try:
        with contextlib.closing(sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True)) as con:
            names = {r[0] for r in con.execute("select name from sqlite_master where type='table'")}
            return {"alembic_version", "experiments", "runs"} <= names and bool(
                con.execute("select version_num from alembic_version").fetchone())
    except sqlite3.Error:
        return False


def get_or_create_experiment(client, name: str, uri: str) -> str:
    """The experiment's id; created with its artifact root beside a SQLite store. Two processes
    creating the same name at once: the loser reads the winner's (server stores have no file lock)."""
    exp = client.get_experiment_by_name(name)
    if exp is not None:
        return exp.experiment_id
    root = artifact_root(uri)
    try:
        return client.create_experiment(name, artifact_location=f"{root}/{name}" if root else None)
    except Exception:
        exp = client.get_experiment_by_name(name)
        if exp is None:
            raise
        return exp.experiment_id
