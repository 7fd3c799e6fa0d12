"""A small disk cache of model responses: request (without the key) -> response, so an identical
rerun makes no request. litellm's own disk cache is gone from its current release, hence this one."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from seer.spec.model import sha256_of


def request_key(request: dict[str, Any]) -> str:
    """Content address of a request: model, messages, params, seed, response format. Never the key."""
    clean = {k: v for k, v in request.items() if k not in ("api_key", "api_base", "timeout", "num_retries", "max_retries")}
    return sha256_of(clean)


class ResponseCache:
    def __init__(self, root: Path):
        self.root = Path(root) / "llm"

    def _path(self, key: str) -> Path:
        return self.root / key[:2] / f"{key}.json"

    def get(self, key: str) -> dict[str, Any] | None:
        try:
            return json.loads(self._path(key).read_text(encoding="utf-8"))
        except (FileNotFoundError, json.JSONDecodeError):
            return None  # a torn file is a miss; the atomic write below makes it rare

    def put(self, key: str, value: dict[str, Any]) -> None:
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".json")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(value, fh, ensure_ascii=False, sort_keys=True)
            os.replace(tmp, path)  # atomic: readers see the old file or the whole new one
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
