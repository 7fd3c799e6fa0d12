"""Requests- and tokens-per-minute limits for one model, as token buckets shared by the process.

Hand-written: litellm enforces rpm/tpm only in its proxy and Router, not on plain `acompletion`.
The buckets are plain thread-safe state, not asyncio primitives, so one model keeps one budget
across event loops (each spec's generation and each judging batch runs on a loop of its own) and
across the clients of a run: a limit of 60 rpm holds over the whole run, not per spec.
"""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any


class Bucket:
    """`rate` units per minute, bursting up to one minute's worth; `take(n)` waits until n are there."""

    def __init__(self, per_minute: float):
        self.capacity = float(per_minute)
        self.per_s = per_minute / 60.0
        self.level = self.capacity
        self.stamp = time.monotonic()
        self._lock = threading.Lock()

    def _refill(self) -> None:
        now = time.monotonic()
        self.level = min(self.capacity, self.level + (now - self.stamp) * self.per_s)
        self.stamp = now

    async def take(self, n: float = 1.0) -> None:
        n = min(n, self.capacity)  # a request bigger than the bucket waits for a full bucket, not forever
        while True:
            with self._lock:
                self._refill()
                if self.level >= n:
                    self.level -= n
                    return
                wait = (n - self.level) / self.per_s
            await asyncio.sleep(wait)

    def give_back(self, n: float) -> None:
        """Return what a request reserved but did not use (tokens: the estimate was above the usage)."""
        if n > 0:
            with self._lock:
                self._refill()
                self.level = min(self.capacity, self.level + n)


class RateLimits:
    def __init__(self, rpm: int | None, tpm: int | None):
        self.requests = Bucket(rpm) if rpm else None
        self.tokens = Bucket(tpm) if tpm else None

    async def acquire(self, est_tokens: int) -> None:
        if self.requests:
            await self.requests.take(1)
        if self.tokens:
            await self.tokens.take(est_tokens)

    def settle(self, reserved_tokens: int, used_tokens: int) -> None:
        """After the response: give back the part of the token reservation the request did not use."""
        if self.tokens and used_tokens:
            self.tokens.give_back(min(reserved_tokens, self.tokens.capacity) - used_tokens)


_SHARED: dict[tuple[Any, ...], RateLimits] = {}
_SHARED_LOCK = threading.Lock()


def shared_limits(model: str, api_base: str | None, rpm: int | None, tpm: int | None) -> RateLimits:
    """One budget per (model, endpoint, limits) in this process."""
    key = (model, api_base, rpm, tpm)
    with _SHARED_LOCK:
        if key not in _SHARED:
            _SHARED[key] = RateLimits(rpm, tpm)
        return _SHARED[key]
