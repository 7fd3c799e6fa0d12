"""The guard against real model requests: tests set SEER_ALLOW_MODEL_REQUESTS=0 and then only
servers on this machine's loopback may be called (the test server). Users are allowed by default."""

from __future__ import annotations

import ipaddress
import os
from urllib.parse import urlparse

from seer.errors import SeerError

ENV = "SEER_ALLOW_MODEL_REQUESTS"


class ModelRequestRefused(SeerError):
    """A request to a real model while they are not allowed."""


def requests_allowed() -> bool:
    return os.environ.get(ENV, "1").strip().lower() not in ("0", "false", "no", "off")


def is_loopback(api_base: str | None) -> bool:
    if not api_base:
        return False
    host = urlparse(api_base if "//" in api_base else f"//{api_base}").hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def check_allowed(model: str | None, api_base: str | None) -> None:
    """Raise unless a request to `model` at `api_base` may be made now."""
    if requests_allowed() or is_loopback(api_base):
        return
    where = api_base or "the provider's hosted API"
    raise ModelRequestRefused(
        f"refusing a model request to {model!r} at {where}: {ENV}=0 allows only a server on 127.0.0.1/localhost/::1",
        hint="point api_base at the local test server, or unset the variable to allow real requests")
