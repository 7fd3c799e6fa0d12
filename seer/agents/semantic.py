"""An optional LLM judge of semantic equivalence for argument values (off by default).

The deterministic checker calls "Q3 2025 revenue" and "revenue for the third quarter of 2025"
different; a model can tell they mean the same. Only string values that the checker found wrong,
in calls to the same tool within the same turn, are asked about, once each; a verdict that cannot
be had (unparseable after the configured tries) counts as "not equivalent" and is counted.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from pydantic import BaseModel

from seer.agents.argmatch import Equivalent, values_equal
from seer.agents.model import Trajectory
from seer.harness.model import Scenario
from seer.spec.model import Spec, canonical_json

SYSTEM = (
    "You decide whether two values of one tool-call argument mean the same thing for the user's "
    "request: the expected value and the value an assistant gave. Equivalent means a tool would "
    "do the same thing with either (same entity, same quantity, same meaning; spelling, wording and "
    "format may differ). Different files, ids, people, dates or amounts are not equivalent. "
    'Answer with JSON: {"equivalent": true|false, "reason": "<one sentence>"}.'
)


class Verdict(BaseModel):
    equivalent: bool
    reason: str = ""


def _key(tool: str, arg: str, expected: Any, got: Any) -> str:
    return canonical_json([tool, arg, expected, got])


def candidate_pairs(scenario: Scenario, trajectory: Trajectory) -> list[tuple[str, str, str, str, int]]:
    """(tool, argument, expected, given, turn) for string values the deterministic check rejects."""
    out, seen = [], set()
    for trace in trajectory.turns:
        for e in scenario.turn_calls(trace.turn):
            for a in trace.calls:
                if a.tool != e.tool:
                    continue
                for arg, want in e.arguments.items():
                    got = a.arguments.get(arg)
                    if isinstance(want, str) and isinstance(got, str) and not values_equal(want, got):
                        k = _key(e.tool, arg, want, got)
                        if k not in seen:
                            seen.add(k)
                            out.append((e.tool, arg, want, got, trace.turn))
    return out


class SemanticJudge:
    def __init__(self, cfg: Any, *, cache_dir: str | None = None, client: Any = None):
        self.cfg = cfg
        self._client = client
        self._cache_dir = cache_dir
        self.asked = 0
        self.failed = 0  # verdicts that could not be had: counted, treated as "not equivalent"

    @property
    def client(self) -> Any:
        if self._client is None:
            from seer.llm.client import LLMClient

            self._client = LLMClient(self.cfg, cache_dir=self._cache_dir)
        return self._client

    async def equivalence(self, spec: Spec, scenario: Scenario, trajectory: Trajectory) -> Equivalent:
        pairs = candidate_pairs(scenario, trajectory)
        verdicts = await asyncio.gather(*(self._ask(spec, scenario, *p) for p in pairs))
        approved = {_key(t, a, e, g) for (t, a, e, g, _), ok in zip(pairs, verdicts) if ok}
        return lambda tool, arg, expected, got: _key(tool, arg, expected, got) in approved

    async def _ask(self, spec: Spec, scenario: Scenario, tool: str, arg: str, expected: str, got: str, turn: int) -> bool:
        t = spec.tool(tool)
        prop = ((t.input_schema.get("properties") or {}).get(arg) or {}) if t else {}
        request = "\n".join(turn_.user for turn_ in scenario.conversation[: turn + 1])
        user = json.dumps({"tool": tool, "tool_description": t.description if t else "",
                           "argument": arg, "argument_description": prop.get("description", ""),
                           "user_request": request, "expected": expected, "given": got}, ensure_ascii=False)
        self.asked += 1
        result = await self.client.structured([{"role": "system", "content": SYSTEM}, {"role": "user", "content": user}],
                                              Verdict, stage="semantic", item=f"{scenario.id}#{turn}/{tool}.{arg}")
        if not result.ok:
            self.failed += 1
            return False
        return bool(result.value.equivalent)
