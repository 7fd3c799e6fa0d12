"""Secrets never leave the process: flatten a resolved config and redact what must never be written.

A value is secret when its key looks like one (api_key, token, secret, password, authorization,
cookie, credential; `*_env` keys name a variable and are kept) or when it equals / contains the
value of an environment variable whose name looks like one.
"""

from __future__ import annotations

import json
import os
import re
from typing import Any, Mapping

SECRET_NAME = re.compile(r"(api[_-]?key|token(?!s)|secret|passw(or)?d|authori[sz]ation|auth[_-]?header|cookie|credential|bearer)",
                         re.I)
REDACTED = "***"
_MIN_SECRET_LEN = 6  # shorter env values ("1", "true") would redact half the config


def secret_env_values(environ: Mapping[str, str] | None = None) -> list[str]:
    env = os.environ if environ is None else environ
    vals = {v for k, v in env.items() if SECRET_NAME.search(k) and v and len(v) >= _MIN_SECRET_LEN}
    return sorted(vals, key=len, reverse=True)  # longest first: a secret containing another is cut whole


def scrub(text: str, secrets: list[str] | None = None) -> str:
    for s in secret_env_values() if secrets is None else secrets:
        if s in text:
            text = text.replace(s, REDACTED)
    return text


def is_secret_key(key: str) -> bool:
    return bool(SECRET_NAME.search(key)) and not key.lower().endswith("_env")


def redact(mapping: Any, secrets: list[str] | None = None) -> Any:
    """A copy with secret-named keys masked and secret env values cut out of every string (nested too)."""
    secrets = secret_env_values() if secrets is None else secrets
    if isinstance(mapping, Mapping):
        out = {}
        for k, v in mapping.items():
            if is_secret_key(str(k).rsplit(".", 1)[-1]) and v not in (None, "", [], {}):
                out[k] = REDACTED
            else:
                out[k] = redact(v, secrets)
        return out
    if isinstance(mapping, (list, tuple)):
        return [redact(v, secrets) for v in mapping]
    if isinstance(mapping, str):
        return scrub(mapping, secrets)
    return mapping


def flatten_config(cfg: Any, prefix: str = "") -> dict[str, Any]:
    """{"judge": {"model": "x"}} -> {"judge.model": "x"}; lists of scalars stay one JSON value.

    Accepts a plain dict or an OmegaConf container (resolved first)."""
    if not isinstance(cfg, (Mapping, list, tuple)) and hasattr(cfg, "_metadata"):
        from omegaconf import OmegaConf

        cfg = OmegaConf.to_container(cfg, resolve=True, throw_on_missing=False)
    out: dict[str, Any] = {}
    if isinstance(cfg, Mapping):
        if not cfg and prefix:
            out[prefix[:-1]] = "{}"
        for k, v in cfg.items():
            out.update(flatten_config(v, f"{prefix}{k}."))
    elif isinstance(cfg, (list, tuple)) and cfg and all(isinstance(v, Mapping) for v in cfg):
        for i, v in enumerate(cfg):
            out.update(flatten_config(v, f"{prefix}{i}."))
    else:
        key = prefix[:-1]
        out[key] = json.dumps(list(cfg)) if isinstance(cfg, (list, tuple)) else cfg
    return out
