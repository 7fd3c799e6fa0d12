"""Dry-run estimate of an LLM generation: requests, tokens and cost before spending anything.

It plans the same slots as the engine and renders the same prompts (stage files, menus, schemas),
with stand-ins for what only the model can write (cards, calls, outputs) sized from the spec.
Assumptions, stated in the result: every reply is valid on its first try (a repair adds a
request with the whole conversation), simple scenarios have 2 calls and complex ones 4, and a
multi-call scenario gets one expansion request."""

from __future__ import annotations

import json
from typing import Any, Callable

from pydantic import BaseModel, Field

from seer.generate.base import GenerationPlan
from seer.generate.llm.plan import plan_slots
from seer.generate.llm.prompts import render
from seer.generate.llm.schemas import draft_schema, mocks_schema
from seer.generate.llm.responses import CardReply, MocksReply, ScenarioReply, SplitReply
from seer.generate.llm.stages import _compact, needs_every_focus
from seer.llm.pricing import price
from seer.spec.model import Spec

CALLS = {"simple": 2, "complex": 4}
# reply sizes in tokens, per stage (a cooperative model's typical structured answers)
REPLY = {"interpret": 160, "scenarios_base": 140, "per_call": 70, "mock_per_call": 90, "turn": 45}



def card_standin(spec: Spec, name: str) -> str:
    """The four card fields as the prompts show them, sized like the description they restate."""
    return (spec.tool(name).description[:160] or name) + "\n  needs: \n  used for: \n  in practice: "

TokenCounter = Callable[[list[dict[str, str]]], int]


class StageEstimate(BaseModel):
    requests: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0


class GenerationEstimate(BaseModel):
    spec: str
    model: str | None
    slots: int
    stages: dict[str, StageEstimate] = Field(default_factory=dict)
    cost_usd: float | None = None  # None: no price known for the model (set price_*_per_mtok)
    assumptions: str = __doc__.split("Assumptions, stated in the result: ")[1].strip().replace("\n", " ")

    @property
    def requests(self) -> int:
        return sum(s.requests for s in self.stages.values())

    @property
    def prompt_tokens(self) -> int:
        return sum(s.prompt_tokens for s in self.stages.values())

    @property
    def completion_tokens(self) -> int:
        return sum(s.completion_tokens for s in self.stages.values())

    def line(self) -> str:
        cost = f"${self.cost_usd:.4f}" if self.cost_usd is not None else "cost unknown (no price for this model)"
        return (f"{self.spec}: ~{self.requests} requests, ~{self.prompt_tokens} tokens in / ~{self.completion_tokens} out, "
                f"{cost} ({self.slots} scenario slots; first-try replies assumed)")


def chars_over_4(messages: list[dict[str, str]]) -> int:
    """The plainest token estimate (the test server's); `litellm_counter` is the model's own."""
    return len(json.dumps(messages)) // 4


def litellm_counter(model: str) -> TokenCounter:
    from seer.llm.transport import import_litellm

    litellm = import_litellm()

    def count(messages: list[dict[str, str]]) -> int:
        try:
            return int(litellm.token_counter(model=model, messages=messages))
        except Exception:  # noqa: BLE001 - no tokenizer offline: fall back to characters
            return chars_over_4(messages)

    return count


def _schema_msg(model: type[BaseModel], schema: dict[str, Any] | None = None) -> dict[str, str]:
    # what LLMClient.structured adds in JSON mode (in JSON Schema mode the schema rides in response_format)
    return {"role": "system", "content": "Reply with one JSON object only, valid against this JSON Schema:\n"
            + json.dumps(schema or model.model_json_schema(), separators=(",", ":"))}


def estimate_generation(cfg: Any, spec: Spec, plan: GenerationPlan, *, count: TokenCounter | None = None) -> GenerationEstimate:
    count = count or litellm_counter(cfg.model)
    stages: dict[str, StageEstimate] = {k: StageEstimate() for k in ("interpret", "scenarios", "mocks", "multiturn")}

    def add(stage: str, system: str, user: str, model: type[BaseModel], reply: int, schema: dict | None = None) -> None:
        s = stages[stage]
        s.requests += 1
        s.prompt_tokens += count([{"role": "system", "content": system}, {"role": "user", "content": user}, _schema_msg(model, schema)])
        s.completion_tokens += reply

    for t in spec.tools:  # stage 1: exact prompts
        wire = {k: v for k, v in t.wire().items() if k != "annotations"}
        add("interpret", render("interpret", spec=spec.name, tool=_compact(wire, 6000)), f"Explain the tool {t.name!r}.", CardReply, REPLY["interpret"])

    slots = plan_slots(spec, plan)
    for slot in slots:
        lines = "\n".join(f"- {n}: {card_standin(spec, n)}\n  input schema: {_compact(spec.tool(n).input_schema, 1200)}"
                          for n in slot.menu)
        coverage = render("no_tool") if slot.kind == "no_tool" else render(
            "coverage", focus_rule="at least one of these tools", focus=", ".join(slot.focus))
        if slot.kind == "missing_info":
            coverage += "\n\n" + render("missing_info")
        system = render("scenarios", spec=spec.name, tier=slot.tier, tier_guide=render(f"tier_{slot.tier}"), coverage=coverage, tools=lines)
        n_calls = 0 if slot.kind == "no_tool" else (1 if slot.kind in ("error", "missing_info") else CALLS[slot.tier])
        add("scenarios", system, f"Write scenario {slot.index + 1} ({slot.tier}).", ScenarioReply, REPLY["scenarios_base"] + REPLY["per_call"] * n_calls,
            draft_schema(spec, slot.menu, slot.focus, kind=slot.kind, tier=slot.tier, need_all=needs_every_focus(slot)))
        if not n_calls:
            continue
        used = [slot.focus[i % len(slot.focus)] if slot.focus else slot.menu[0] for i in range(n_calls)]
        call_lines = "\n".join(f"{i}. {n} " + "{" + "x" * 60 + "}" for i, n in enumerate(used))
        tools = "\n".join(f"- {n}: {card_standin(spec, n)}" + (f"\n  output schema: {_compact(spec.tool(n).output_schema, 1500)}"
                          if spec.tool(n).output_schema else "") for n in dict.fromkeys(used))
        mocks = render("mocks", spec=spec.name, error_rule="", instruction="x" * 240, calls=call_lines, needs="- (none)", tools=tools)
        add("mocks", mocks, "Write the mock outputs of this scenario.", MocksReply, REPLY["mock_per_call"] * n_calls,
            mocks_schema(spec, used, error_last=slot.kind == "error"))
        if plan.multiturn and n_calls >= 2 and slot.kind != "missing_info":
            calls = "\n".join(f"{i}. {n} " + "{" + "x" * 60 + "} -> {" + "y" * 150 + "}" for i, n in enumerate(used))
            add("multiturn", render("multiturn", instruction="x" * 240, calls=calls), "Split this scenario into turns.",
                SplitReply, REPLY["turn"] * 2)
    est = GenerationEstimate(spec=spec.name, model=cfg.model, slots=len(slots), stages=stages)
    est.cost_usd = price(cfg, est.prompt_tokens, est.completion_tokens)
    return est
