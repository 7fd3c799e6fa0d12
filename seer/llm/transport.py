"""One logical request to a model through litellm, with seer's single retry policy.

The SDKs' own retries are switched off (`num_retries=0`, `max_retries=0`) so that the bounded,
explicit policy here is the only one: exponential backoff with jitter on 429, 5xx, timeouts and
connection errors, honouring Retry-After. An endpoint that keeps refusing connections aborts the run."""

from __future__ import annotations

import asyncio
import email.utils
import os
import random
import time
from typing import Any, Callable

from seer.errors import RunAborted

MAX_BACKOFF_S = 60.0


def import_litellm() -> Any:
    """litellm, imported the way the house wants: no network price-map fetch, no telemetry noise."""
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    os.environ.setdefault("LITELLM_OFFLINE_MODE", "true")
    import logging

    import litellm

    # litellm logs every call at INFO ("LiteLLM completion() model= ..."): keep the run's output readable
    for name in ("LiteLLM", "LiteLLM Router", "LiteLLM Proxy"):
        logging.getLogger(name).setLevel(logging.WARNING)
    litellm.suppress_debug_info = True
    litellm.telemetry = False
    return litellm


async def flush_callbacks() -> None:
    """Let litellm's logging worker finish its queue (MLflow tracing spans, cost callbacks) before
    the event loop that runs it closes; otherwise the last calls' traces are lost."""
    import sys

    if "litellm" not in sys.modules:
        return
    try:
        from litellm.litellm_core_utils.logging_worker import GLOBAL_LOGGING_WORKER

        await asyncio.wait_for(GLOBAL_LOGGING_WORKER.flush(), timeout=10)
    except Exception:  # noqa: BLE001 - best effort: a lost span must not fail the run
        pass


class TransportError(Exception):
    """A request that failed for good (retries spent, or an error retrying cannot fix)."""


def classify(exc: BaseException) -> str:
    """'rate' | 'server' | 'timeout' | 'connection' | 'fatal' for an exception from acompletion."""
    import openai

    chain: list[BaseException] = []
    e: BaseException | None = exc
    while e is not None and len(chain) < 8:
        chain.append(e)
        e = e.__cause__ or e.__context__
    if any(isinstance(x, openai.APITimeoutError) or type(x).__name__ in ("Timeout", "ReadTimeout", "TimeoutError") for x in chain):
        return "timeout"
    status = getattr(exc, "status_code", None)
    text = str(exc)
    if status in (400, 401, 403, 404, 422) or "Missing credentials" in text or "AuthenticationError" in type(exc).__name__:
        return "fatal"  # retrying cannot fix a bad request or a bad key
    if any(isinstance(x, openai.APIConnectionError) for x in chain) or "Connection error" in text:
        return "connection"
    if status == 429:
        return "rate"
    if isinstance(status, int) and status >= 500:
        return "server"
    return "fatal"


def retry_after(exc: BaseException) -> float | None:
    """Seconds from a Retry-After header (delta or HTTP date), when the error carries one."""
    headers = getattr(exc, "litellm_response_headers", None) or getattr(getattr(exc, "response", None), "headers", None)
    if not headers:
        return None
    value = headers.get("retry-after") or headers.get("Retry-After")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        parsed = email.utils.parsedate_to_datetime(value)
        return max(0.0, parsed.timestamp() - time.time()) if parsed else None


class Transport:
    """Sends requests for one client; counts consecutive connection failures across all of them."""

    abort_after_connection_failures = 8

    def __init__(self, *, retries: int, backoff_s: float, timeout_s: float, router: Any = None, batch: Any = None):
        self.router = router  # a litellm Router over several deployments, or None
        self.batch = batch  # a BatchQueue (the provider's batch API), or None
        self.retries = retries
        self.backoff_s = backoff_s
        self.timeout_s = timeout_s
        self.connection_failures = 0
        self.sleep = asyncio.sleep  # tests swap in a recorder: backoff is checked without waiting

    def _delay(self, attempt: int, exc: BaseException) -> float:
        hinted = retry_after(exc)
        if hinted is not None:
            return min(hinted, MAX_BACKOFF_S)
        # full jitter on an exponential ceiling: spreads the herd after a shared 429
        return random.uniform(0.5, 1.0) * min(MAX_BACKOFF_S, self.backoff_s * 2**attempt)

    async def send(self, request: dict[str, Any], api_key: str | None, on_retry: Callable[[str], None] | None = None,
                   extra: dict[str, Any] | None = None) -> Any:
        litellm = import_litellm()
        last = "no attempt"
        for attempt in range(self.retries + 1):
            try:
                if self.batch is not None:
                    return await self.batch.send(request)
                if self.router is not None:  # deployments carry their own api_base and key
                    routed = {k: v for k, v in request.items() if k != "api_base"}
                    resp = await self.router.acompletion(**routed, timeout=self.timeout_s, num_retries=0, max_retries=0,
                                                         drop_params=True, **(extra or {}))
                else:
                    resp = await litellm.acompletion(**request, api_key=api_key, timeout=self.timeout_s,
                                                     num_retries=0, max_retries=0, drop_params=True, **(extra or {}))
                self.connection_failures = 0
                return resp
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - every provider error is classified below
                kind = classify(exc)
                last = f"{kind}: {type(exc).__name__}: {str(exc)[:300]}"
                if kind == "fatal":
                    status = getattr(exc, "status_code", None)
                    if status is None or status in (401, 403, 404):
                        # a refused key, an unknown model or a call seer cannot make: every request would
                        # fail the same way, so the run stops (with what it saved) instead of discarding all
                        raise RunAborted(f"cannot call {request.get('model')!r}: {last}",
                                         hint="fix the generator/judge config; finished records are kept") from None
                    raise TransportError(last) from None  # this request is bad (400/422): its item is discarded
                if kind == "connection":
                    self.connection_failures += 1
                    if self.connection_failures >= self.abort_after_connection_failures:
                        raise RunAborted(f"the model endpoint {request.get('api_base') or request.get('model')!r} "
                                         f"refused {self.connection_failures} connections in a row; it looks gone",
                                         hint="records finished so far are saved; rerun with the same run folder to resume") from None
                if attempt == self.retries:
                    break
                if on_retry:
                    on_retry(kind)  # stats: each retry is one more request
                await self.sleep(self._delay(attempt, exc))
        raise TransportError(f"gave up after {self.retries + 1} attempts; last error {last}")
