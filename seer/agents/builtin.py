"""Built-in agents: `oracle` (replays the expected calls), `noop` (never calls), `random` (seeded)."""

from __future__ import annotations

import random as _random
from typing import Any

from seer.agents.base import AgentContext, register_agent
from seer.agents.model import AgentCall, AgentReply
from seer.agents.values import random_value


class OracleAgent:
    """Makes each turn's expected calls (all in one step), then answers. The yardstick of passability."""

    def __init__(self, name: str = "oracle"):
        self.name = name

    async def act(self, ctx: AgentContext) -> AgentReply:
        if ctx.made:
            return AgentReply(content=_summary(ctx))
        calls = [AgentCall(id=f"call_{ctx.turn}_{i}", tool=c.tool, arguments=dict(c.arguments))
                 for i, c in enumerate(ctx.scenario.turn_calls(ctx.turn))]
        if not calls:
            return AgentReply(content=_no_call_answer(ctx))
        return AgentReply(calls=calls)


class NoopAgent:
    def __init__(self, name: str = "noop"):
        self.name = name

    async def act(self, ctx: AgentContext) -> AgentReply:
        return AgentReply(content="I can't do that with the tools I have.")


class RandomAgent:
    """0 to 2 calls per turn to random tools with random schema-valid arguments, seeded per turn."""

    def __init__(self, name: str = "random", seed: int = 0):
        self.name = name
        self.seed = seed

    async def act(self, ctx: AgentContext) -> AgentReply:
        if ctx.made:
            return AgentReply(content="Done.")
        rng = _random.Random(f"{self.seed}/{ctx.scenario.id}/{ctx.turn}")
        calls = []
        for i in range(rng.randint(0, 2)):
            tool = rng.choice(ctx.spec.tools)
            args = random_value(tool.input_schema, rng)
            calls.append(AgentCall(id=f"call_{ctx.turn}_{i}", tool=tool.name,
                                   arguments=args if isinstance(args, dict) else {}))
        return AgentReply(calls=calls, content=None if calls else "Nothing to do.")


def _summary(ctx: AgentContext) -> str:
    tools = ", ".join(c.tool for c in ctx.made)
    return f"Done: I called {tools} and reported the results."


def _no_call_answer(ctx: AgentContext) -> str:
    if ctx.scenario.kind == "missing_info":
        return "I need one more detail before I can do this: could you tell me the missing value?"
    return "None of my tools can do that, so I won't call any."


def _name(cfg: Any, default: str) -> str:
    return getattr(cfg, "name", None) or default


register_agent("oracle")(lambda cfg, **kw: OracleAgent(_name(cfg, "oracle")))
register_agent("noop")(lambda cfg, **kw: NoopAgent(_name(cfg, "noop")))
register_agent("random")(lambda cfg, seed=0, **kw: RandomAgent(_name(cfg, "random"), seed=seed))
