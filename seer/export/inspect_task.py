"""A seer harness as an inspect_ai Task (the `inspect` extra):

    inspect eval seer/export/inspect_task.py@seer -T harness=outputs/<run>/harness.jsonl --model <model>

- dataset: one Sample per scenario (input: the first user turn; target: the oracle's calls);
- solver `play_harness`: plays the conversation turn by turn; every tool call the model makes is
  answered from the scenario's mocks (seer's MockBook, as `python -m seer.agents` replays), until
  the model answers without a call or `max_steps` steps pass; then the next user turn follows;
- scorer `seer_scorer`: seer's own scorer (seer.agents.score) on the played trajectory:
  `partial` (mean of tool, arguments, order, redundancy over the turns) and `strict` (every turn exact).
Tools are built once per spec: the spec's MCP tools with safe names (seer.agents.tools), and a
description for every parameter (the schema's own, else one made from the engine's tool card:
tool_cards.jsonl beside the harness, or the symbolic engine's reading of the spec).
Options (-T): harness (required), suite (spec file or folder; default: the run folder's specs/),
spec (keep one spec), max_steps (12).
"""

from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path
from typing import Any

from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import ChatMessageTool, ChatMessageUser, get_model
from inspect_ai.scorer import Score, Target, mean, scorer, stderr
from inspect_ai.solver import Generate, TaskState, solver
from inspect_ai.tool import ToolInfo, ToolParams

from seer.agents.mockbook import MockBook
from seer.agents.model import AgentCall, Step, Trajectory, TurnTrace
from seer.agents.score import score_trajectory
from seer.agents.tools import ToolAliases, function_parameters
from seer.harness.model import Scenario
from seer.spec.model import Spec

TRAJECTORY = "seer_trajectory"  # where the solver leaves the played trajectory (the sample's store)


def _offline_tokenizer() -> None:
    """inspect counts tokens with tiktoken's o200k_base, which it would download; litellm ships
    that file (named as tiktoken's cache names it), so point tiktoken's cache there."""
    found = importlib.util.find_spec("litellm")  # locates the package without importing it
    if found and found.submodule_search_locations:
        cache = Path(next(iter(found.submodule_search_locations))) / "litellm_core_utils" / "tokenizers"
        if cache.is_dir():
            os.environ.setdefault("TIKTOKEN_CACHE_DIR", str(cache))


_offline_tokenizer()


def load_cards(harness: Path, specs: dict[str, Spec]) -> dict[tuple[str, str], dict[str, Any]]:
    """(spec, tool) -> tool card: the run's tool_cards.jsonl, else the symbolic engine's reading."""
    path = harness.parent / "tool_cards.jsonl"
    if path.is_file():
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        return {(r["spec"], r["tool"]): r for r in rows}
    from seer.generate.symbolic import SymbolicEngine

    engine = SymbolicEngine()
    return {(name, c.tool): c.model_dump() for name, spec in specs.items() for c in engine.tool_cards(spec)}


def param_description(name: str, schema: dict[str, Any], tool: str, card: dict[str, Any] | None) -> str:
    kind = schema.get("type") or ("one of " + ", ".join(map(str, schema["enum"])) if schema.get("enum") else "value")
    needs = f"; {tool} {card['what_it_needs']}" if card and card.get("what_it_needs") else ""
    return f"{name} ({kind if isinstance(kind, str) else '/'.join(kind)}) for {tool}{needs}"


def tool_infos(spec: Spec, aliases: ToolAliases, cards: dict[tuple[str, str], dict[str, Any]]) -> list[ToolInfo]:
    """The spec's tools as inspect ToolInfo, every parameter described (inspect requires it)."""
    out = []
    for t in spec.tools:
        card = cards.get((spec.name, t.name))
        schema = function_parameters(t)
        props = {k: ({**v, "description": v.get("description") or param_description(k, v, t.name, card)}
                     if isinstance(v, dict) else {"description": param_description(k, {}, t.name, card)})
                 for k, v in schema["properties"].items()}
        params = ToolParams.model_validate({"type": "object", "properties": props,
                                            "required": [r for r in schema.get("required") or [] if r in props]})
        description = t.description or (card or {}).get("what_it_does") or t.title or t.name
        out.append(ToolInfo(name=aliases.alias(t.name), description=description, parameters=params))
    return out


def _text(output: Any) -> str:
    return output if isinstance(output, str) else json.dumps(output, ensure_ascii=False)


@solver
def play_harness(scenarios: dict[str, Scenario], specs: dict[str, Spec], tools: dict[str, list[ToolInfo]],
                 aliases: dict[str, ToolAliases], max_steps: int = 12):
    async def solve(state: TaskState, generate: Generate) -> TaskState:
        scenario = scenarios[str(state.sample_id)]
        spec, names = specs[scenario.spec], aliases[scenario.spec]
        book = MockBook.for_scenario(spec, scenario)
        trajectory = Trajectory(scenario_id=scenario.id, spec=scenario.spec, agent=str(state.model))
        model = get_model()
        for k, turn in enumerate(scenario.conversation):
            if k > 0:
                state.messages.append(ChatMessageUser(content=turn.user))
            trace = TurnTrace(turn=k, user=turn.user, stopped="max_steps")
            trajectory.turns.append(trace)
            book.open_turn(scenario, k)
            for _ in range(max_steps):
                output = await model.generate(state.messages, tools=tools[scenario.spec])
                state.output = output
                message = output.message
                state.messages.append(message)
                calls = [AgentCall(id=c.id, tool=names.name(c.function), arguments=dict(c.arguments or {}),
                                   parse_error=c.parse_error) for c in message.tool_calls or []]
                results = [book.answer(c) for c in calls]
                trace.steps.append(Step(content=message.text or None, calls=calls, results=results))
                if not calls:
                    trace.final, trace.stopped = message.text, "final"
                    break
                for c, r in zip(message.tool_calls or [], results):
                    state.messages.append(ChatMessageTool(content=_text(r.output), tool_call_id=c.id, function=c.function))
        state.store.set(TRAJECTORY, trajectory.model_dump(mode="json"))
        return state

    return solve


@scorer(metrics={"partial": [mean(), stderr()], "strict": [mean()]})
def seer_scorer(scenarios: dict[str, Scenario], specs: dict[str, Spec]):
    """seer's scorer on the played trajectory: partial credit and strict (every turn exact)."""

    async def score(state: TaskState, target: Target) -> Score:
        scenario = scenarios[str(state.sample_id)]
        trajectory = Trajectory.model_validate(state.store.get(TRAJECTORY))
        turns, total = score_trajectory(specs[scenario.spec], scenario, trajectory)
        if total.status == "unscored":  # a failure is not a zero: inspect lists the sample as an error
            raise RuntimeError(f"unscored: {total.unscored_reason}")
        problems = [f"turn {t.turn + 1}: {p}" for t in turns for p in t.problems]
        return Score(value={"partial": total.partial, "strict": float(total.exact)},
                     explanation="; ".join(problems) or "every turn matches the oracle",
                     metadata={"turns": [t.model_dump(mode="json") for t in turns]})

    return score


def load(harness: str, suite: str = "", spec: str = "") -> tuple[list[Scenario], dict[str, Spec]]:
    from seer.agents.evaluate import load_harness
    from seer.agents.specs import resolve_specs

    scenarios = load_harness(harness)
    if spec:
        scenarios = [s for s in scenarios if s.spec == spec]
    return scenarios, resolve_specs(harness, scenarios, [suite] if suite else [])


@task
def seer(harness: str, suite: str = "", spec: str = "", max_steps: int = 12) -> Task:
    scenarios, specs = load(harness, suite, spec)
    cards = load_cards(Path(harness), specs)
    aliases = {n: ToolAliases(s.tool_names) for n, s in specs.items()}
    tools = {n: tool_infos(s, aliases[n], cards) for n, s in specs.items()}  # once per spec
    by_id = {s.id: s for s in scenarios}
    dataset = MemoryDataset([Sample(
        id=s.id, input=s.conversation[0].user,
        target=[json.dumps({"tool": c.tool, "arguments": c.arguments}, ensure_ascii=False, sort_keys=True)
                for c in s.expected_tools],
        metadata={"spec": s.spec, "tier": s.tier, "kind": s.kind, "title": s.title, "turns": len(s.conversation)},
    ) for s in scenarios], name=Path(harness).parent.name or "seer")
    return Task(dataset=dataset, solver=play_harness(by_id, specs, tools, aliases, max_steps),
                scorer=seer_scorer(by_id, specs), name="seer")
