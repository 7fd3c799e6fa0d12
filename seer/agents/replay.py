"""Replay a harness with an agent: turn by turn, mock outputs as tool results, scored per turn.

The agent gets the conversation so far and the spec's tools; each call it makes is answered from
the scenario's mocks (see mockbook); a turn ends at the agent's final answer (a step with no
call) or after `max_steps` steps. Scenarios run concurrently (LLM agents wait on the network);
results come back in harness order, each as soon as every earlier one is done, so a caller can
write them as it goes.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from seer.agents.base import Agent, AgentContext
from seer.agents.mockbook import MockBook
from seer.agents.model import ScenarioScore, Step, Trajectory, TurnScore, TurnTrace
from seer.agents.score import score_trajectory
from seer.agents.tools import ToolAliases, openai_tools
from seer.errors import RunAborted
from seer.harness.model import Scenario
from seer.spec.model import Spec


@dataclass
class Replayed:
    trajectory: Trajectory
    turn_scores: list[TurnScore]
    score: ScenarioScore


class _ToolView:
    """The tools of one spec as the agent sees them, built once per spec."""

    def __init__(self, spec: Spec):
        self.aliases = ToolAliases(spec.tool_names)
        self.tools = openai_tools(spec, self.aliases)


async def replay_scenario(agent: Agent, spec: Spec, scenario: Scenario, *, max_steps: int = 12,
                          view: _ToolView | None = None) -> Trajectory:
    view = view or _ToolView(spec)
    book = MockBook.for_scenario(spec, scenario)
    messages: list[dict[str, Any]] = []
    trajectory = Trajectory(scenario_id=scenario.id, spec=scenario.spec, agent=agent.name)
    for k, turn in enumerate(scenario.conversation):
        trace = TurnTrace(turn=k, user=turn.user, stopped="max_steps")
        trajectory.turns.append(trace)
        messages.append({"role": "user", "content": turn.user})
        book.open_turn(scenario, k)
        for step in range(max_steps):
            ctx = AgentContext(spec=spec, scenario=scenario, turn=k, step=step, messages=list(messages),
                               tools=view.tools, aliases=view.aliases, made=trace.calls)
            try:
                reply = await agent.act(ctx)
            except RunAborted:
                raise  # the run cannot go on (endpoint gone, Ctrl-C): stop with what is saved
            except Exception as exc:  # noqa: BLE001 - any other agent failure is a value: unscored turn
                trace.stopped, trace.error = "error", f"agent failed: {type(exc).__name__}: {exc}"[:500]
                return trajectory
            for key, value in reply.usage.items():
                if isinstance(value, (int, float)):
                    trajectory.usage[key] = trajectory.usage.get(key, 0) + value
            results = [book.answer(c) for c in reply.calls]
            trace.steps.append(Step(content=reply.content, calls=reply.calls, results=results))
            messages.append(_assistant_message(reply.content, reply.calls, view.aliases))
            if not reply.calls:
                trace.final, trace.stopped = reply.content, "final"
                break
            messages.extend(_tool_message(r) for r in results)
    return trajectory


def _assistant_message(content: str | None, calls: list, aliases: ToolAliases) -> dict[str, Any]:
    msg: dict[str, Any] = {"role": "assistant", "content": content}
    if calls:
        msg["tool_calls"] = [{"id": c.id, "type": "function", "function": {
            "name": aliases.alias(c.tool), "arguments": json.dumps(c.arguments, ensure_ascii=False)}} for c in calls]
    return msg


def _tool_message(result) -> dict[str, Any]:
    out = result.output
    text = out if isinstance(out, str) else json.dumps(out, ensure_ascii=False)
    return {"role": "tool", "tool_call_id": result.call_id, "content": text}


async def replay_all(agent: Agent, spec_by_name: dict[str, Spec], scenarios: Iterable[Scenario], *,
                     max_steps: int = 12, concurrency: int = 8,
                     on_result: Callable[[Replayed], None] | None = None, semantic: Any = None,
                     keep: bool = True) -> list[Replayed]:
    """`semantic`: an optional SemanticJudge whose verdicts let equivalent string values count as right.
    `keep=False` (with `on_result`): results are handed over and not held, for harnesses of any size."""
    scenarios = list(scenarios)
    views = {name: _ToolView(spec) for name, spec in spec_by_name.items()}
    gate = asyncio.Semaphore(max(1, concurrency))
    done: dict[int, Replayed] = {}
    out: list[Replayed] = []
    released = 0

    async def one(i: int, scenario: Scenario) -> None:
        spec = spec_by_name[scenario.spec]
        async with gate:
            trajectory = await replay_scenario(agent, spec, scenario, max_steps=max_steps, view=views[scenario.spec])
        equivalent = await semantic.equivalence(spec, scenario, trajectory) if semantic is not None else None
        turns, score = score_trajectory(spec, scenario, trajectory, equivalent)
        nonlocal released
        done[i] = Replayed(trajectory, turns, score)
        while released in done:  # release in harness order
            item = done.pop(released)
            released += 1
            if keep:
                out.append(item)
            if on_result:
                on_result(item)

    await asyncio.gather(*(one(i, s) for i, s in enumerate(scenarios)))
    return out


def replay_sync(agent: Agent, spec_by_name: dict[str, Spec], scenarios: Iterable[Scenario], **kw: Any) -> list[Replayed]:
    return asyncio.run(replay_all(agent, spec_by_name, scenarios, **kw))
