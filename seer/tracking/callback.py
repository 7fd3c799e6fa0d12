"""A Hydra callback that creates the local store's schema once, before a multirun's jobs start.

Enabled by `seer/conf/hydra/callbacks/tracking.yaml`; without it each job still takes the store
lock (seer.tracking.store), so the callback only moves the one-time schema creation up front.
"""

from __future__ import annotations

from typing import Any

from hydra.experimental.callback import Callback


class EnsureStoreCallback(Callback):
    def on_multirun_start(self, config: Any, **kwargs: Any) -> None:
        from seer.tracking.store import ensure_store
        from seer.tracking.uri import resolve_uri

        tracking = config.get("tracking")
        uri = resolve_uri(tracking) if tracking is not None else None
        if uri is not None:
            ensure_store(uri)
