"""Batch mode: requests go to the provider's batch API (cheaper, slower) instead of one by one.

Requests that arrive together (a stage's round: every tool's card, then every draft, ...) are
gathered until the queue is quiet for a moment, written as one JSONL file, submitted through
litellm's files + batches API, polled, and each caller's future resolved with its own response.
The engine needs no change: its awaits simply wait longer. Only for providers with a batch API
(OpenAI-compatible, Azure, Vertex, Anthropic through litellm)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from seer.llm.transport import TransportError, import_litellm

DONE = {"completed", "failed", "expired", "cancelled"}


class BatchQueue:
    def __init__(self, cfg: Any, api_key: str | None, *, poll_s: float):
        self.cfg, self.api_key, self.poll_s = cfg, api_key, poll_s
        self.quiet_s = max(0.05, min(2.0, poll_s))  # how long the queue must stay still before a batch goes
        self.pending: list[tuple[dict[str, Any], asyncio.Future]] = []
        self.flusher: asyncio.Task | None = None
        self.batches = 0

    async def send(self, request: dict[str, Any]) -> Any:
        fut = asyncio.get_running_loop().create_future()
        self.pending.append((request, fut))
        if self.flusher is None or self.flusher.done():
            self.flusher = asyncio.ensure_future(self._flush_when_quiet())
        return await fut

    async def _flush_when_quiet(self) -> None:
        while True:
            seen = len(self.pending)
            await asyncio.sleep(self.quiet_s)
            if len(self.pending) == seen:
                break
        items, self.pending = self.pending, []
        try:
            await self._run(items)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - the whole batch failed: every caller hears why
            for _, fut in items:
                if not fut.done():
                    fut.set_exception(TransportError(f"batch failed: {type(exc).__name__}: {str(exc)[:300]}"))
        if self.pending:  # requests that arrived while this batch ran
            self.flusher = asyncio.ensure_future(self._flush_when_quiet())

    def _where(self) -> dict[str, Any]:
        litellm = import_litellm()
        model, provider, _, _ = litellm.get_llm_provider(self.cfg.model)
        where: dict[str, Any] = {"custom_llm_provider": provider, "api_key": self.api_key}
        if self.cfg.api_base:
            where["api_base"] = self.cfg.api_base
        return {"model": model, **where}

    async def _run(self, items: list[tuple[dict[str, Any], asyncio.Future]]) -> None:
        litellm = import_litellm()
        where = self._where()
        model = where.pop("model")
        lines = []
        for i, (req, _) in enumerate(items):
            body = {k: v for k, v in req.items() if k not in ("api_base", "model")}
            lines.append(json.dumps({"custom_id": str(i), "method": "POST", "url": "/v1/chat/completions",
                                     "body": {"model": model, **body}}))
        upload = await litellm.acreate_file(file=("seer-batch.jsonl", "\n".join(lines).encode()), purpose="batch", **where)
        batch = await litellm.acreate_batch(completion_window="24h", endpoint="/v1/chat/completions",
                                            input_file_id=upload.id, **where)
        self.batches += 1
        while batch.status not in DONE:
            await asyncio.sleep(self.poll_s)
            batch = await litellm.aretrieve_batch(batch_id=batch.id, **where)
        results: dict[str, dict[str, Any]] = {}
        for file_id in (batch.output_file_id, getattr(batch, "error_file_id", None)):
            if file_id:
                content = await litellm.afile_content(file_id=file_id, **where)
                for line in content.content.decode().splitlines():
                    if line.strip():
                        row = json.loads(line)
                        results[row["custom_id"]] = row
        for i, (_, fut) in enumerate(items):
            row = results.get(str(i))
            resp = (row or {}).get("response") or {}
            if fut.done():
                continue
            if resp.get("status_code") == 200:
                fut.set_result(litellm.ModelResponse(**resp["body"]))
            else:
                why = (row or {}).get("error") or resp.get("body") or f"batch {batch.status} without this line"
                fut.set_exception(TransportError(f"batch line {i}: {str(why)[:300]}"))
