"""An agent behind any litellm model with tool calling, through the LLM room (seer.llm).

It sees what a real agent sees: a system prompt, the conversation so far and the spec's tools as
function-calling tools (aliased names mapped back). The LLM room owns transport, retries, rate
limits, the response cache and the guard against real calls in tests.
"""

from __future__ import annotations

import json
from typing import Any

from seer.agents.base import AgentContext, register_agent
from seer.agents.model import AgentCall, AgentReply

SYSTEM_PROMPT = (
    "You are an assistant that completes the user's requests by calling the tools provided. "
    "Call a tool only when it serves the request, with arguments taken from what the user said "
    "or from earlier tool results. If a required value is missing, ask the user for it. If no "
    "tool can serve the request, say so without calling any. When the request is done, answer "
    "briefly without calling more tools."
)


class LLMAgent:
    def __init__(self, cfg: Any, *, cache_dir: str | None = None, stats: Any = None, client: Any = None,
                 seed: int | None = None):
        self.name = getattr(cfg, "name", None) or "llm"
        self.cfg = cfg
        self.seed = seed
        self._client = client
        self._cache_dir = cache_dir
        self._stats = stats

    @property
    def client(self) -> Any:
        if self._client is None:
            from seer.llm.client import LLMClient  # the LLM room; imports litellm only when it runs

            self._client = LLMClient(self.cfg, cache_dir=self._cache_dir, stats=self._stats)
        return self._client

    async def act(self, ctx: AgentContext) -> AgentReply:
        messages = [{"role": "system", "content": SYSTEM_PROMPT}, *ctx.messages]
        result = await self.client.chat(messages, tools=ctx.tools, stage="agent",
                                        item=f"{ctx.scenario.id}#{ctx.turn}/{ctx.step}", seed=self.seed)
        content = _field(result, "content")
        raw_calls = _field(result, "tool_calls") or []
        calls = [_parse_call(c, ctx, n) for n, c in enumerate(raw_calls)]
        usage = _field(result, "usage") or {}
        return AgentReply(content=content, calls=calls, usage=dict(usage) if isinstance(usage, dict) else {})


def _field(obj: Any, name: str) -> Any:
    return obj.get(name) if isinstance(obj, dict) else getattr(obj, name, None)


def _parse_call(raw: dict[str, Any], ctx: AgentContext, n: int) -> AgentCall:
    fn = raw.get("function") or {}
    call_id = raw.get("id") or f"call_{ctx.turn}_{ctx.step}_{n}"
    tool = ctx.aliases.name(fn.get("name") or "")
    args = fn.get("arguments")
    if isinstance(args, dict):
        return AgentCall(id=call_id, tool=tool, arguments=args)
    try:
        parsed = json.loads(args) if args not in (None, "") else {}
    except (TypeError, ValueError) as exc:
        return AgentCall(id=call_id, tool=tool, parse_error=f"arguments are not JSON ({exc})")
    if not isinstance(parsed, dict):
        return AgentCall(id=call_id, tool=tool, parse_error="arguments are not a JSON object")
    return AgentCall(id=call_id, tool=tool, arguments=parsed)


@register_agent("llm")
def _build(cfg: Any, *, cache_dir: str | None = None, stats: Any = None, client: Any = None,
           seed: int | None = None, **_: Any) -> LLMAgent:
    if client is None:
        from seer.llm.keys import preflight

        preflight(cfg, role="agent")  # a missing key or model fails before any scenario runs
    return LLMAgent(cfg, cache_dir=cache_dir, stats=stats, client=client, seed=seed)
