"""The tracking room: the only place that imports MLflow (lazily, inside functions).

    log_run(record, cfg.tracking) -> run id | None     log a RunRecord (explicit run ids, MlflowClient)
    ensure_store(uri)                                  create a local store's schema once, under a lock
    redact(mapping), flatten_config(cfg)              params without secrets
    python -m seer.tracking log <run_dir>             log a finished run folder afterwards
"""

from __future__ import annotations

from seer.tracking.log import log_run
from seer.secrets import flatten_config, redact
from seer.tracking.store import ensure_store
from seer.tracking.sweep import hydra_tags
from seer.tracking.uri import resolve_uri, ui_command

__all__ = ["log_run", "ensure_store", "redact", "flatten_config", "hydra_tags", "resolve_uri", "ui_command"]
