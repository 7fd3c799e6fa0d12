"""Where a run goes: none, a local SQLite store, or a tracking server. MLFLOW_TRACKING_URI wins."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

DEFAULT_LOCAL = "outputs/mlflow.db"


def _get(cfg: Any, name: str, default: Any = None) -> Any:
    if cfg is None:
        return default
    if isinstance(cfg, dict):
        return cfg.get(name, default)
    return getattr(cfg, name, default)


def as_uri(value: str) -> str:
    """A path to a .db file becomes `sqlite:///<absolute path>`; a URI is kept as it is."""
    if "://" in value or value.startswith("sqlite:"):
        return value
    return f"sqlite:///{Path(value).expanduser().resolve()}"


def resolve_uri(tracking_cfg: Any) -> str | None:
    """The tracking URI for this run, or None when tracking is off (`tracking=none`).

    The MLFLOW_TRACKING_URI environment variable, when set, wins over the config's uri for the
    local and server backends, as MLflow users expect."""
    backend = _get(tracking_cfg, "backend", "local")
    if backend == "none":
        return None
    env = os.environ.get("MLFLOW_TRACKING_URI")
    if env:
        return as_uri(env)
    uri = _get(tracking_cfg, "uri")
    if backend == "server":
        if not uri:
            from seer.errors import ConfigError

            raise ConfigError("tracking=server needs tracking.uri (or SEER_TRACKING_URI / MLFLOW_TRACKING_URI)")
        return as_uri(uri)
    if backend == "local":
        return as_uri(uri or DEFAULT_LOCAL)
    from seer.errors import ConfigError

    raise ConfigError(f"unknown tracking backend {backend!r}; known: none, local, server")


def sqlite_path(uri: str) -> Path | None:
    if uri.startswith("sqlite:///"):
        return Path(uri[len("sqlite:///"):])  # "sqlite:////abs/x.db" -> "/abs/x.db"; "sqlite:///x.db" -> "x.db"
    return None


def ui_command(uri: str) -> str:
    if uri.startswith(("http://", "https://")):
        return f"open {uri} in a browser"
    return f"mlflow ui --backend-store-uri {uri}"
