"""MLflow tracing of every LLM call (tracking.tracing=true): traces go to the run's own store and
experiment, not to MLflow's defaults. The LLM room scrubs keys from the spans."""

from __future__ import annotations

import os
from typing import Any


def start_tracing(tracking_cfg: Any) -> bool:
    """Switch tracing on when the config asks for it and tracking is on; True if it is on."""
    from seer.tracking.uri import resolve_uri

    if not getattr(tracking_cfg, "tracing", False):
        return False
    uri = resolve_uri(tracking_cfg)
    if uri is None:
        return False
    os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")
    import mlflow

    from seer.llm import enable_tracing
    from seer.tracking.store import ensure_store

    ensure_store(uri)
    mlflow.set_tracking_uri(uri)
    mlflow.set_experiment(str(getattr(tracking_cfg, "experiment", "seer") or "seer"))
    enable_tracing()
    return True
