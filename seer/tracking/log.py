"""Log one run record to MLflow with explicit run ids through MlflowClient (never a global active run).

A tracking failure never loses the run: the run folder (with run_record.json) stays, the user is
told why, and `python -m seer.tracking log <run_dir>` logs it later.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any, Iterable

from seer.run_record import RunRecord
from seer.tracking.artifacts import scrubbed
from seer.tracking.headline import headline_markdown
from seer.tracking.readable import metric_names, run_name, source_tags, task_params, times_ms
from seer.secrets import redact
from seer.tracking.store import ensure_store, get_or_create_experiment, store_lock
from seer.tracking.sweep import hydra_tags, sweep_parent
from seer.tracking.uri import resolve_uri, ui_command

# MLflow's limits (mlflow/utils/validation.py): keys 250 chars, param values 6000, tag values 8000,
# 100 params / 1000 metrics / 100 tags per log_batch.
MAX_KEY, MAX_PARAM, MAX_TAG = 250, 6000, 8000
BATCH_PARAMS, BATCH_METRICS, BATCH_TAGS = 100, 1000, 100
MARKER = "mlflow_run.json"  # left in the run folder: where it was logged


def _get(cfg: Any, name: str, default: Any = None) -> Any:
    if cfg is None:
        return default
    return cfg.get(name, default) if isinstance(cfg, dict) else getattr(cfg, name, default)


def _batches(params: list, metrics: list) -> Iterable[tuple[list, list]]:
    """(params, metrics) requests within MLflow's limits: <= 100 params, <= 1000 entities in all."""
    while params or metrics:
        p, params = params[:BATCH_PARAMS], params[BATCH_PARAMS:]
        m, metrics = metrics[:BATCH_METRICS - len(p)], metrics[BATCH_METRICS - len(p):]
        yield p, m


def _param_value(v: Any) -> str:
    text = v if isinstance(v, str) else json.dumps(v, default=str)
    return text if len(text) <= MAX_PARAM else text[: MAX_PARAM - 3] + "..."


def _probe(uri: str, timeout_s: float = 5.0) -> None:
    """Fail fast on an unreachable server instead of waiting through MLflow's HTTP retries."""
    if not uri.startswith(("http://", "https://")):
        return
    import urllib.error
    import urllib.request

    try:
        with urllib.request.urlopen(uri.rstrip("/") + "/health", timeout=timeout_s):
            pass
    except urllib.error.HTTPError:
        pass  # it answered (a proxy asking for auth, an older server): reachable; MLflow reports the rest


def _artifact_files(record: RunRecord) -> list[tuple[Path, str | None]]:
    root = Path(record.run_dir)
    names = record.artifacts or [str(p.relative_to(root)) for p in sorted(root.rglob("*")) if p.is_file()]
    out = []
    for name in names:
        path = root / name
        if path.is_file() and path.name != MARKER:
            parent = str(Path(name).parent)
            out.append((path, None if parent == "." else parent))
    return out


def _log(record: RunRecord, uri: str, experiment: str, tags: dict[str, str], parent: bool = False) -> str:
    os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")
    # bounded, explicit retries against a server that goes away mid-log (MLflow's defaults wait minutes);
    # the user's own settings win
    os.environ.setdefault("MLFLOW_HTTP_REQUEST_MAX_RETRIES", "3")
    os.environ.setdefault("MLFLOW_HTTP_REQUEST_TIMEOUT", "30")
    from mlflow.entities import Metric, Param
    from mlflow.tracking import MlflowClient

    client = MlflowClient(tracking_uri=uri)
    exp_id = get_or_create_experiment(client, experiment, uri)
    if parent and tags.get("seer.sweep") and "mlflow.parentRunId" not in tags:
        parent_id = sweep_parent(client, exp_id, tags["seer.sweep"], uri)
        if parent_id:
            tags = {**tags, "mlflow.parentRunId": parent_id}
    parent_id = baseline_parent(tags, uri)  # a follow-the-change run is a child of its baseline's run
    if parent_id:
        tags = {**tags, "mlflow.parentRunId": parent_id}
    name = run_name(record)
    start_ms, end_ms = times_ms(record)
    described = {**source_tags(record), **tags, "mlflow.note.content": headline_markdown(record, name)}
    described = redact(described)
    run = client.create_run(exp_id, run_name=name, start_time=start_ms,
                            tags={k[:MAX_KEY]: v[:MAX_TAG] for k, v in described.items()})
    run_id = run.info.run_id
    try:
        params = redact(task_params(record))  # the caller redacted already; this is the second lock on the door
        plist = [Param(str(k)[:MAX_KEY], _param_value(v)) for k, v in sorted(params.items())]
        mlist = [Metric(k, float(v), end_ms, 0) for k, v in sorted(metric_names(record.metrics).items())]
        for p_chunk, m_chunk in _batches(plist, mlist):  # one request when within MLflow's per-batch limits
            client.log_batch(run_id, params=p_chunk, metrics=m_chunk)
        client.log_text(run_id, described["mlflow.note.content"], "summary.md")
        if record.summary:
            client.log_dict(run_id, redact(record.summary), "summary.json")
        with scrubbed(_artifact_files(record)) as files:
            for path, sub in files:
                client.log_artifact(run_id, str(path), artifact_path=sub)
        client.set_terminated(run_id, record.status, end_time=max(end_ms, start_ms))
    except BaseException:
        client.set_terminated(run_id, "FAILED")  # a half-logged run says so; log-later makes a whole one
        raise
    return run_id


def baseline_parent(tags: dict[str, str], uri: str) -> str | None:
    """The MLflow run id of the run a `baseline=` run followed, when it was logged to this same store."""
    base = tags.get("seer.baseline")
    if not base or "mlflow.parentRunId" in tags:
        return None
    try:
        marker = json.loads(Path(base, MARKER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return marker.get("run_id") if isinstance(marker, dict) and marker.get("tracking_uri") == uri else None


def log_run(record: RunRecord, tracking_cfg: Any, *, quiet: bool = False) -> str | None:
    """Log `record` where tracking_cfg (and MLFLOW_TRACKING_URI) says; the run id, or None when
    tracking is off or failed (then the user is told how to log the run folder later)."""
    say = (lambda *a: None) if quiet else (lambda msg: print(msg, file=sys.stderr))
    try:
        uri = resolve_uri(tracking_cfg)
    except Exception as exc:  # a bad tracking config must not lose a finished run either
        say(f"seer: tracking not possible ({exc}); the run folder {record.run_dir} is complete. "
            f"Log it later with: python -m seer.tracking log {record.run_dir}")
        return None
    if uri is None:
        return None
    experiment = str(_get(tracking_cfg, "experiment", "seer") or "seer")
    tags = {**hydra_tags(), **{k: str(v) for k, v in record.tags.items()}, "seer.run_dir": str(record.run_dir),
            "seer.task": record.task, "seer.record_version": record.version}
    tags = redact(tags)
    try:
        _probe(uri)
        ensure_store(uri)
        with store_lock(uri):
            # tracking.parent_run (opt-in): the jobs of a sweep nest under one parent run in the UI
            run_id = _log(record, uri, experiment, tags, parent=bool(_get(tracking_cfg, "parent_run", False)))
    except Exception as exc:  # tracking failures are reported, never fatal to the finished run
        reason = " ".join(str(exc).split())[:300] or type(exc).__name__
        say(f"seer: could not log to MLflow at {uri} ({type(exc).__name__}: {reason}). "
            f"Nothing is lost: the run folder {record.run_dir} is complete. "
            f"Log it later with: python -m seer.tracking log {record.run_dir}")
        return None
    marker = {"run_id": run_id, "tracking_uri": uri, "experiment": experiment}
    try:
        Path(record.run_dir, MARKER).write_text(json.dumps(marker, indent=1), encoding="utf-8")
    except OSError:
        pass
    if not quiet:
        print(f"seer: logged MLflow run {run_id} (experiment {experiment!r}) in {uri}\n"
              f"  to open it: {ui_command(uri)}")
    return run_id
