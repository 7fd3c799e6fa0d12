"""Run a coroutine from sync code, whether or not an event loop is already running in this thread."""

from __future__ import annotations

import asyncio
import threading
from typing import Any, Coroutine, TypeVar

T = TypeVar("T")


def run_sync(coro: Coroutine[Any, Any, T]) -> T:
    coro = _flushing(coro)
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    # inside a running loop (a notebook, an async caller): run on a private loop in a helper thread
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = asyncio.run(coro)
        except BaseException as exc:  # noqa: BLE001 - re-raised in the caller's thread
            box["error"] = exc

    t = threading.Thread(target=target, name="seer-run-sync")
    t.start()
    t.join()
    if "error" in box:
        raise box["error"]
    return box["value"]


async def _flushing(coro: Coroutine[Any, Any, T]) -> T:
    from seer.llm.transport import flush_callbacks

    try:
        return await coro
    finally:
        await flush_callbacks()  # before the private loop closes: tracing spans are written by litellm's worker
