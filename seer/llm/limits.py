"""Requests- and tokens-per-minute limits for one model, as an async token bucket.

Hand-written: litellm enforces rpm/tpm only in its proxy and Router, not on plain `acompletion`."""

from __future__ import annotations

import asyncio
import time


class Bucket:
    """`rate` units per minute, bursting up to one minute's worth; `take(n)` waits until n are there."""

    def __init__(self, per_minute: float):
        self.capacity = float(per_minute)
        self.per_s = per_minute / 60.0
        self.level = self.capacity
        self.stamp = time.monotonic()
        self._lock = asyncio.Lock()

    async def take(self, n: float = 1.0) -> None:
        n = min(n, self.capacity)  # a request bigger than the bucket waits for a full bucket, not forever
        async with self._lock:
            while True:
                now = time.monotonic()
                self.level = min(self.capacity, self.level + (now - self.stamp) * self.per_s)
                self.stamp = now
                if self.level >= n:
                    self.level -= n
                    return
                await asyncio.sleep((n - self.level) / self.per_s)


class RateLimits:
    def __init__(self, rpm: int | None, tpm: int | None):
        self.requests = Bucket(rpm) if rpm else None
        self.tokens = Bucket(tpm) if tpm else None

    async def acquire(self, est_tokens: int) -> None:
        if self.requests:
            await self.requests.take(1)
        if self.tokens:
            await self.tokens.take(est_tokens)
