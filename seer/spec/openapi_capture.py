"""Capture an OpenAPI document from a URL, like a live server: `suite.servers: [{name, openapi: URL}]`.

The document is fetched once into `<cache_dir>/captures/<name>.json` in seer's capture shape and
reused until `refresh` is set or the URL changes (the same rule as MCP captures). Header values
come from the environment variables `header_env` names and are never stored; provenance keeps the
URL without credentials or query string.
"""

from __future__ import annotations

import json
import os
import tempfile
import urllib.error
import urllib.request
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from seer.errors import SpecError
from seer.spec.capture import public_url
from seer.spec.load import MAX_SPEC_BYTES
from seer.spec.openapi import is_openapi, to_capture
from seer.spec.yaml_read import json_like_loader, string_keys


def _get(cfg: Any, key: str, default: Any = None) -> Any:
    return cfg.get(key, default) if isinstance(cfg, dict) else getattr(cfg, key, default)


def fetch_document(url: str, headers: dict[str, str], timeout_s: float, where: str) -> Any:
    if not url.startswith(("http://", "https://")):
        raise SpecError("openapi must be an http(s) URL (a local document goes in suite.paths)", file=where)
    request = urllib.request.Request(url, headers={"Accept": "application/json, application/yaml;q=0.9, */*;q=0.5",
                                                   **headers})
    try:
        with urllib.request.urlopen(request, timeout=timeout_s) as resp:  # noqa: S310 - http(s) checked above
            data = resp.read(MAX_SPEC_BYTES + 1)
    except urllib.error.HTTPError as exc:
        raise SpecError(f"GET {public_url(url)} answered HTTP {exc.code}", file=where) from None
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise SpecError(f"cannot fetch {public_url(url)}: {reason}", file=where, hint="is the URL right?") from None
    if len(data) > MAX_SPEC_BYTES:
        raise SpecError(f"document is over the {MAX_SPEC_BYTES} byte limit", file=where)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SpecError("document is not UTF-8 text", file=where) from None
    try:
        return json.loads(text)
    except ValueError:
        pass
    import yaml

    try:
        return string_keys(yaml.load(text, Loader=json_like_loader()))  # noqa: S506 - a SafeLoader subclass
    except yaml.YAMLError:
        raise SpecError(f"{public_url(url)} is neither JSON nor YAML", file=where) from None


def capture_openapi(server: Any, path: Path) -> Path:
    """Fetch the server's OpenAPI document, convert it and save the capture at `path` (atomically)."""
    name = str(_get(server, "name") or "server")
    url = str(_get(server, "openapi"))
    where = f"server {name!r}"
    headers = {}
    for header, var in dict(_get(server, "header_env") or {}).items():
        value = os.environ.get(var)
        if value is None:
            raise SpecError(f"environment variable {var} is not set", file=where)
        headers[header] = value
    raw = fetch_document(url, headers, float(_get(server, "timeout_s") or 30.0), where)
    if not is_openapi(raw):
        raise SpecError(f"{public_url(url)} is not an OpenAPI 3.x document (no openapi/paths)", file=where)
    doc = to_capture(raw, where)
    doc["name"] = name if name != "server" else doc["name"]
    doc["source"].update({"transport": "openapi", "url": public_url(url),
                          "capturedAt": datetime.now(timezone.utc).isoformat(timespec="seconds")})
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(doc, fh, ensure_ascii=False, indent=1)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def fresh_capture(path: Path, server: Any) -> bool:
    """Whether the capture at `path` can be reused for `server` (same URL, no refresh asked)."""
    if _get(server, "refresh", False) or not path.exists():
        return False
    try:
        source = json.loads(path.read_text(encoding="utf-8")).get("source") or {}
    except (OSError, ValueError, AttributeError):
        return False
    return source.get("transport") == "openapi" and source.get("url") == public_url(str(_get(server, "openapi")))
