"""API keys: read from the environment variable the config names, checked before any work starts,
and scrubbed from anything that could leave the process (messages, exceptions)."""

from __future__ import annotations

import os
from typing import Any

from seer.errors import ConfigError
from seer.secrets import is_secret_key

# what to run instead when there is no key: the offline engine and judge
OFFLINE_HINT = "or run offline with generator=symbolic / judge=structural_lenient"


def api_key(cfg: Any) -> str | None:
    """The key for `cfg`, or None when the config needs none (a local server without auth)."""
    name = getattr(cfg, "api_key_env", None)
    return os.environ.get(name) or None if name else None


def preflight(cfg: Any, *, role: str = "generator") -> None:
    """Fail before any work when `cfg` names a key variable that is unset, or names no model."""
    if not getattr(cfg, "model", None):
        raise ConfigError(f"{role}.model is not set: an LLM {role} needs a litellm model name",
                          hint=f"e.g. {role}.model=gemini/gemini-2.5-flash-lite, {OFFLINE_HINT}")
    extra = getattr(cfg, "extra", None) or {}
    secret = sorted(k for k in extra if is_secret_key(str(k)))
    if secret:
        raise ConfigError(f"{role}.extra.{secret[0]}: keys and tokens never go in config (they would be saved with it)",
                          hint=f"put it in an environment variable and name that in {role}.api_key_env")
    name = getattr(cfg, "api_key_env", None)
    if name and not os.environ.get(name):
        raise ConfigError(f"{role} {cfg.model!r} needs an API key in the environment variable {name}, which is not set",
                          hint=f"export {name}=... {OFFLINE_HINT}")
    if getattr(cfg, "deployments", None):
        from seer.llm.router import check_deployments

        check_deployments(cfg)  # every deployment's key and endpoint, before any work
        return
    from seer.llm.guard import check_allowed

    check_allowed(cfg.model, getattr(cfg, "api_base", None))


def scrub(text: str, secret: str | None) -> str:
    """`text` without the secret in it (exceptions from SDKs sometimes echo headers)."""
    if secret and len(secret) >= 4 and secret in text:
        text = text.replace(secret, "[redacted]")
    return text
