"""`LLMClient`: the one door to models. Structured output with validation and repair, raw chat for
agents under test, a disk cache, usage stats, bounded concurrency and rate limits per client."""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import time
from pathlib import Path
from typing import Any, Callable, Sequence

from pydantic import BaseModel, Field, ValidationError

from seer.llm.cache import ResponseCache, request_key
from seer.llm.guard import check_allowed
from seer.llm.keys import api_key, scrub
from seer.llm.limits import RateLimits, shared_limits
from seer.llm.pricing import config_price, litellm_prices, price
from seer.llm.stats import UsageStats
from seer.llm.transport import Transport, TransportError, import_litellm

Validator = Callable[[Any], list[str]]
_FENCE = re.compile(r"^\s*```(?:json)?\s*(.*?)\s*```\s*$", re.S)


class StructuredResult(BaseModel):
    ok: bool
    value: Any = None  # the validated response model instance
    raw: str | None = None  # the last raw output (kept for discards)
    errors: list[str] = Field(default_factory=list)
    tries: int = 0
    usage: dict[str, float | None] = Field(default_factory=dict)  # cost_usd None: no price known


class ChatResult(BaseModel):
    content: str | None = None
    tool_calls: list[dict[str, Any]] = Field(default_factory=list)  # OpenAI shape, arguments as JSON text
    refusal: str | None = None
    finish_reason: str | None = None
    cached: bool = False
    usage: dict[str, float | None] = Field(default_factory=dict)  # cost_usd None: no price known


_ANY_FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.S)
FRESH_RETRY = "An earlier reply to this request was rejected for these problems:"


def _copies_feedback(raw: str | None, problems: Sequence[str]) -> bool:
    """A reply that holds the fresh retry's header or one of the problems it listed, word for word."""
    text = raw or ""
    return FRESH_RETRY[:40] in text or any(len(p) >= 30 and p in text for p in problems)


def parse_json(raw: str | None) -> tuple[Any, str | None]:
    """(value, error). What a careful reader can recover is recovered: a Markdown fence around the
    JSON (anywhere in the reply), text before or after one JSON object; nothing is guessed."""
    if raw is None or not raw.strip():
        return None, "the reply was empty; answer with one JSON object"
    m = _FENCE.match(raw)
    text = m.group(1) if m else raw
    try:
        return json.loads(text), None
    except json.JSONDecodeError as exc:
        first = exc
    for candidate in [f.group(1) for f in _ANY_FENCE.finditer(raw)] + [raw]:
        value = _first_object(candidate)
        if value is not None:
            return value, None
    return None, f"the reply is not valid JSON ({first.msg} at line {first.lineno} column {first.colno})"


def _first_object(text: str) -> Any:
    """The first whole JSON object or array in `text` (trailing prose, a preamble), or None."""
    decoder = json.JSONDecoder()
    for i, ch in enumerate(text):
        if ch in "{[":
            try:
                value, _ = decoder.raw_decode(text, i)
            except json.JSONDecodeError:
                continue
            if isinstance(value, (dict, list)):
                return value
    return None


def pydantic_errors(exc: ValidationError, limit: int = 12) -> list[str]:
    out = []
    for err in exc.errors()[:limit]:
        loc = ".".join(str(p) for p in err["loc"]) or "(root)"
        out.append(f"{loc}: {err['msg']}")
    return out


class LLMClient:
    """One model, as one config describes it. Safe to share between tasks of one event loop."""

    def __init__(self, cfg: Any, *, cache_dir: Path | None, stats: UsageStats | None = None):
        self.cfg = cfg
        self.model: str = cfg.model
        self.stats = stats or UsageStats()
        self.cache = ResponseCache(Path(cache_dir)) if cache_dir else None
        self._key = api_key(cfg)  # held here only; never in requests we log, cache or raise
        if self._key is None and cfg.api_base and not getattr(cfg, "api_key_env", None):
            self._key = "sk-no-key"  # local servers take any key, but the OpenAI SDK insists on one
        router = None
        if getattr(cfg, "deployments", None):
            from seer.llm.router import build_router, check_deployments

            check_deployments(cfg)
            router = build_router(cfg)
        batch = None
        if getattr(cfg, "batch", False):
            from seer.llm.batch import BatchQueue

            batch = BatchQueue(cfg, self._key, poll_s=float(getattr(cfg, "batch_poll_s", 30.0)))
        self.transport = Transport(retries=int(cfg.retries), backoff_s=float(getattr(cfg, "backoff_s", 0.5)),
                                   timeout_s=float(cfg.timeout_s), router=router, batch=batch)
        self._sems: dict[int, asyncio.Semaphore] = {}
        # item -> its first transport failure: an item any of whose requests failed in transport is retried whole by a
        # rerun, even when a later step made do without that request (a split kept single-turn, a restate spelled out)
        self._transport_failed: dict[str, str] = {}
        self._limits = shared_limits(self.model, cfg.api_base, cfg.rpm, cfg.tpm)  # one budget per model, run-wide
        self._schema_mode: bool | None = None
        self._priced: bool | None = None
        # config prices go to litellm per call (its custom pricing): it prices the response itself,
        # without a slow miss in its price map; kept out of the request so they never change a cache key
        pin, pout = cfg.price_input_per_mtok, cfg.price_output_per_mtok
        self._pricing = ({"input_cost_per_token": (pin or 0.0) / 1e6, "output_cost_per_token": (pout or 0.0) / 1e6}
                         if pin is not None or pout is not None else {})

    # ----- request building
    def uses_json_schema(self) -> bool:
        """JSON Schema response_format when litellm says the model takes it (or config forces it)."""
        mode = getattr(self.cfg, "response_format", "auto") or "auto"
        if mode != "auto":
            return mode == "json_schema"
        if self._schema_mode is None:
            self._schema_mode = bool(import_litellm().supports_response_schema(self.model))
        return self._schema_mode

    def _request(self, messages: Sequence[dict[str, Any]], seed: int | None, **more: Any) -> dict[str, Any]:
        req: dict[str, Any] = {"model": self.model, "messages": list(messages), "temperature": self.cfg.temperature}
        if self.cfg.max_tokens:
            req["max_tokens"] = self.cfg.max_tokens
        if seed is not None and self.cfg.send_seed:
            req["seed"] = seed
        req.update({k: v for k, v in more.items() if v is not None})
        req.update(dict(self.cfg.extra or {}))
        if self.cfg.api_base:
            req["api_base"] = self.cfg.api_base
        return req

    def _loop_state(self) -> tuple[asyncio.Semaphore, RateLimits]:
        # a semaphore belongs to one loop (a client used from run_sync twice gets a fresh one); the
        # rate limits do not: they are the model's budget for the whole run
        loop_id = id(asyncio.get_running_loop())
        if loop_id not in self._sems:
            self._sems[loop_id] = asyncio.Semaphore(max(1, int(self.cfg.concurrency)))
        return self._sems[loop_id], self._limits

    # ----- one completion, cached
    async def _complete(self, req: dict[str, Any], stage: str) -> dict[str, Any]:
        key = request_key(req)
        if self.cache and (hit := self.cache.get(key)) is not None:
            self.stats.add(stage, cache_hits=1)
            return {**hit, "cached": True}
        if self.transport.router is None:
            check_allowed(self.model, self.cfg.api_base)  # deployments were checked when the router was built
        sem, limits = self._loop_state()
        batch = self.transport.batch is not None
        est = sum(len(str(m.get("content") or "")) for m in req["messages"]) // 4 + int(req.get("max_tokens") or 512)
        # batch mode: no concurrency bound or rate limit, a whole stage round must be pending together
        async with (contextlib.nullcontext() if batch else sem):
            if not batch:
                await limits.acquire(est)
            t0 = time.perf_counter()
            try:
                resp = await self.transport.send(req, self._key, on_retry=lambda kind: self.stats.add(stage, retries=1, requests=1),
                                                 extra=self._pricing)
            except TransportError as exc:
                self.stats.add(stage, requests=1, latency_s=time.perf_counter() - t0)
                raise TransportError(scrub(str(exc), self._key)) from None
            latency = time.perf_counter() - t0
        out = self._unpack(resp)
        if not batch:
            limits.settle(est, out["usage"]["tokens_in"] + out["usage"]["tokens_out"])
        self.stats.add(stage, requests=1, latency_s=latency, tokens_in=out["usage"]["tokens_in"],
                       tokens_out=out["usage"]["tokens_out"], cost_usd=out["usage"].get("cost_usd"))
        if self.cache:
            self.cache.put(key, out)
        return {**out, "cached": False}

    def _unpack(self, resp: Any) -> dict[str, Any]:
        if not getattr(resp, "choices", None):  # a provider's filtered reply: an empty answer, repaired like one
            usage = getattr(resp, "usage", None)
            return {"content": None, "tool_calls": [], "refusal": None, "finish_reason": "no_choices",
                    "usage": {"tokens_in": int(getattr(usage, "prompt_tokens", 0) or 0), "tokens_out": 0, "cost_usd": None}}
        choice = resp.choices[0]
        msg = choice.message
        calls = [{"id": tc.id, "type": "function", "function": {"name": tc.function.name, "arguments": tc.function.arguments}}
                 for tc in (getattr(msg, "tool_calls", None) or [])]
        usage = getattr(resp, "usage", None)
        tin = int(getattr(usage, "prompt_tokens", 0) or 0)
        tout = int(getattr(usage, "completion_tokens", 0) or 0)
        return {"content": msg.content, "tool_calls": calls, "refusal": getattr(msg, "refusal", None),
                "finish_reason": choice.finish_reason, "usage": {"tokens_in": tin, "tokens_out": tout, "cost_usd": self._cost(resp, tin, tout)}}

    def _cost(self, resp: Any, tin: int, tout: int) -> float | None:
        own = config_price(self.cfg, tin, tout)
        if own is not None:  # the config's price wins: it is what the user pays
            return own
        if self._priced is None:
            self._priced = litellm_prices(self.model)  # a map miss is slow: look once per client
        if not self._priced:
            return None
        hidden = (getattr(resp, "_hidden_params", None) or {}).get("response_cost")
        if hidden is not None and not self.transport.batch:  # litellm priced the response already
            return float(hidden)
        return price(self.cfg, tin, tout)

    # ----- public API
    async def chat(self, messages: Sequence[dict[str, Any]], *, tools: list[dict[str, Any]] | None = None,
                   tool_choice: Any = None, stage: str, item: str, seed: int | None = None) -> ChatResult:
        """The raw assistant turn (content and tool calls as plain dicts), for agents under test."""
        out = await self._complete(self._request(messages, seed, tools=tools or None, tool_choice=tool_choice), stage)
        return ChatResult(content=out["content"], tool_calls=out["tool_calls"], refusal=out["refusal"],
                          finish_reason=out["finish_reason"], cached=out["cached"], usage=out["usage"])

    def transport_failure(self, item: str) -> str | None:
        """The first transport failure of a request for `item` in this client's life ("transport: ..."), or None."""
        return self._transport_failed.get(item)

    async def structured(self, messages: Sequence[dict[str, Any]], response_model: type[BaseModel], *,
                         validate: Validator | None = None, stage: str, item: str, seed: int | None = None,
                         schema: dict[str, Any] | None = None, prepare: Callable[[Any], Any] | None = None,
                         max_tokens: int | None = None, tag: str | None = None,
                         fresh_retry: bool = False, max_tries: int | None = None) -> StructuredResult:
        """Ask for `response_model`; parse, validate (pydantic, then `validate(value)`), and on failure
        retry with the errors fed back, up to cfg.max_tries. Failure is a value (ok=False), not an exception;
        only RunAborted (the endpoint is gone) escapes. `schema` replaces the model's JSON Schema in the
        request (a per-slot schema: tool names as an enum, arguments from inputSchema), so a server with
        constrained decoding cannot send what it forbids; `prepare` repairs the parsed JSON before validation.
        `max_tokens` caps this stage's reply (below cfg.max_tokens, when that is set): a reply cut off there
        is fed back as too long rather than as broken JSON. `tag` names the item in an `X-Seer-Item` header
        (server logs, test servers; providers ignore it), not in the messages: a small model copies labels it reads.
        `fresh_retry`: a retry is the first request plus the problems found so far (and the next seed), without the
        rejected reply: a small local model shown its own reply sent it back verbatim, whatever the feedback said.
        `max_tries` (at most cfg.max_tries) bounds an optional step whose failure costs nothing but its requests."""
        schema = schema or response_model.model_json_schema()
        msgs = [dict(m) for m in messages]
        if self.uses_json_schema():
            fmt: dict[str, Any] = {"type": "json_schema", "json_schema": {"name": response_model.__name__, "schema": schema}}
        else:
            fmt = {"type": "json_object"}
            msgs.append({"role": "system", "content": "Reply with one JSON object only, valid against this JSON Schema:\n"
                         + json.dumps(schema, separators=(",", ":"))})
        raw, errors, totals = None, [], {"tokens_in": 0.0, "tokens_out": 0.0}
        tries, first, seen = 0, msgs, []
        limit = max(1, min(int(self.cfg.max_tries), int(max_tries or self.cfg.max_tries)))
        for tries in range(1, limit + 1):
            try:
                try_seed = seed + tries - 1 if fresh_retry and seed is not None else seed
                req = self._request(msgs, try_seed, response_format=fmt,
                                    extra_headers={"X-Seer-Item": tag[:200]} if tag else None)
                if max_tokens:
                    req["max_tokens"] = min(int(req.get("max_tokens") or max_tokens), max_tokens)
                out = await self._complete(req, stage)
            except TransportError as exc:
                self.stats.add(stage, failures=1)
                if not str(exc).startswith("fatal"):  # a rejected request (400/422) fails the same way on a rerun
                    self._transport_failed.setdefault(item, f"transport: {exc} (stage {stage})")
                return StructuredResult(ok=False, raw=raw, errors=[f"transport: {exc}"], tries=tries, usage=totals)
            for k in totals:
                totals[k] += out["usage"].get(k) or 0
            raw = out["content"]
            value, errors = self._check(out, response_model, validate, prepare)
            if not errors and seen and _copies_feedback(raw, seen):
                # the local model wrote the feedback's header as a user turn: never a record's text
                errors = ["the reply copies the feedback text into its fields; write the scenario's own words"]
            if errors and out.get("finish_reason") == "length":
                errors = [f"the reply was cut off at {req.get('max_tokens')} tokens before the JSON ended: keep every "
                          "text field to a sentence or two and outputs to a few fields and items"]
            if not errors:
                return StructuredResult(ok=True, value=value, raw=raw, tries=tries, usage=totals)
            if tries < limit:
                self.stats.add(stage, repairs=1)
                if fresh_retry:
                    seen += [e for e in errors if e not in seen]
                    msgs = first + [{"role": "user", "content": FRESH_RETRY + "\n- " + "\n- ".join(seen[-12:])
                                     + "\nWrite a new reply that avoids every one of these problems."}]
                    continue
                msgs = msgs + [{"role": "assistant", "content": raw or out.get("refusal") or ""},
                               {"role": "user", "content": "Your reply had these problems:\n- " + "\n- ".join(errors)
                                + "\nReply again with the whole corrected JSON object."}]
        self.stats.add(stage, failures=1)
        return StructuredResult(ok=False, raw=raw, errors=errors, tries=tries, usage=totals)

    @staticmethod
    def _check(out: dict[str, Any], model: type[BaseModel], validate: Validator | None,
               prepare: Callable[[Any], Any] | None = None) -> tuple[Any, list[str]]:
        if out.get("refusal"):
            return None, [f"the model refused: {str(out['refusal'])[:200]}"]
        data, err = parse_json(out["content"])
        if err:
            return None, [err]
        if prepare is not None:
            data = prepare(data)
        try:
            value = model.model_validate(data)
        except ValidationError as exc:
            return None, pydantic_errors(exc)
        problems = list(validate(value)) if validate else []
        return (None, problems) if problems else (value, [])
