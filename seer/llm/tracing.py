"""Optional MLflow tracing of every LLM call (off by default; the pipeline switches it on when
tracking.tracing is true). The key is passed per call by seer, so it is scrubbed from spans too."""

from __future__ import annotations

import os


def enable_tracing() -> None:
    os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")
    from seer.llm.transport import import_litellm

    import_litellm()
    import mlflow

    mlflow.litellm.autolog()
