"""MLflow's import paid beside the run, not after it.

Importing MLflow's SQLite store takes 2-3.5 s (mlflow pulls in pandas, fastapi, sqlalchemy, its
genai modules), about 90% of what a tracked run pays over an untracked one; the log calls
themselves take ~0.2 s. `start_worker(cfg.tracking)` at the start of a job spawns
`python -m seer.tracking.worker`, which imports MLflow and prepares the store while the run
computes (on another core), then waits for the run record. `Worker.log(record)` hands it over
and waits for the run id; the worker runs the same `log_run` the job would have run.

A worker that died or could not start is replaced by logging in this process, so a run is logged
either way; the run is never held up by a worker it does not use (closing stdin ends it).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from seer.run_record import RunRecord

_ROOT = str(Path(__file__).resolve().parents[2])  # the folder holding the `seer` package


class Worker:
    def __init__(self, proc: subprocess.Popen, result_fd: int, tracking: dict[str, Any]):
        self._proc, self._result_fd, self._tracking = proc, result_fd, tracking

    def log(self, record: RunRecord, *, quiet: bool = False) -> str | None:
        """Log `record` through the worker (its messages go to this job's terminal); in-process if it failed."""
        from seer.tracking.log import log_run

        sys.stdout.flush()
        sys.stderr.flush()  # the worker's lines come after ours
        try:
            self._proc.stdin.write(json.dumps({"record": record.model_dump(mode="json"), "quiet": quiet}) + "\n")
            self._proc.stdin.close()
            with os.fdopen(self._result_fd, "r", encoding="utf-8") as fh:
                self._result_fd = -1
                reply = fh.read()
            self._proc.wait()
            result = json.loads(reply) if reply.strip() else None
        except (OSError, ValueError):
            result = None
        if isinstance(result, dict) and result.get("ok"):
            return result.get("run_id")
        self.close()
        return log_run(record, self._tracking, quiet=quiet)  # the worker is gone: log here, as before

    def close(self) -> None:
        """Let an unused worker go: its stdin closes and it exits without logging once its imports
        finish (not killed: it may be creating the store's schema, which must not stop half-way)."""
        if self._result_fd >= 0:
            os.close(self._result_fd)
            self._result_fd = -1
        if self._proc.stdin and not self._proc.stdin.closed:
            try:
                self._proc.stdin.close()
            except OSError:
                pass


def start_worker(tracking_cfg: Any) -> Worker | None:
    """A worker for this job's tracking config, or None (tracking off, disabled, or it cannot start)."""
    from omegaconf import DictConfig, OmegaConf

    from seer.tracking.uri import resolve_uri

    tracking = OmegaConf.to_container(tracking_cfg, resolve=True) if isinstance(tracking_cfg, DictConfig) else dict(tracking_cfg or {})
    if not tracking.get("early_import", True):
        return None
    try:
        uri = resolve_uri(tracking)
    except Exception:  # noqa: BLE001 - a bad tracking config is reported by log_run after the run
        return None
    if uri is None:
        return None
    read_fd, write_fd = os.pipe()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [_ROOT, os.environ.get("PYTHONPATH")]))}
    try:
        proc = subprocess.Popen([sys.executable, "-m", "seer.tracking.worker", str(write_fd)],
                                stdin=subprocess.PIPE, text=True, pass_fds=(write_fd,), env=env)
    except OSError:
        os.close(read_fd)
        return None
    finally:
        os.close(write_fd)
    worker = Worker(proc, read_fd, tracking)
    try:  # the config goes through the pipe, not argv (a server URI may carry credentials)
        proc.stdin.write(json.dumps(tracking, default=str) + "\n")
        proc.stdin.flush()
    except OSError:
        worker.close()
        return None
    return worker


def _serve(result_fd: int) -> None:
    """In the worker: import and prepare, then log the one record the job sends (none: exit)."""
    os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")
    from seer.tracking.log import log_run
    from seer.tracking.uri import resolve_uri

    tracking = json.loads(sys.stdin.readline() or "{}")

    try:
        from seer.tracking.store import ensure_store

        import mlflow.entities  # noqa: F401  - what log_run imports, loaded before the job needs it
        from mlflow.tracking import MlflowClient  # noqa: F401

        ensure_store(resolve_uri(tracking))
    except Exception:  # noqa: BLE001 - log_run meets the same problem again and says what it is
        pass
    line = sys.stdin.readline()
    if not line.strip():
        return  # the job ended without a run to log
    request = json.loads(line)
    record = RunRecord.model_validate(request["record"])  # a failure here: the job logs in-process
    try:
        run_id = log_run(record, tracking, quiet=bool(request.get("quiet")))
    except Exception as exc:  # noqa: BLE001 - said once here; the job must not log the run twice
        print(f"seer: could not log to MLflow ({type(exc).__name__}: {' '.join(str(exc).split())[:300]}). "
              f"Log it later with: python -m seer.tracking log {record.run_dir}", file=sys.stderr)
        run_id = None
    sys.stdout.flush()
    with os.fdopen(result_fd, "w", encoding="utf-8") as fh:
        fh.write(json.dumps({"ok": True, "run_id": run_id}))


if __name__ == "__main__":
    try:
        _serve(int(sys.argv[1]))
    except KeyboardInterrupt:
        sys.exit(130)  # the job was interrupted too; it logs its KILLED run itself
