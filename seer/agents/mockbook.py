"""Answer tool calls from a scenario's mock outputs (the replay runner and the MCP server share it).

A call is answered by the mock of an expected call with the same tool and matching arguments
(the argument checker's exact match), wherever it sits among the calls still pending, so the
order inside a turn does not matter. Each expected call is consumed once; a repeat of a call
already answered gets the same output again, as a real read would. Anything else gets the error
a real server would give: unknown tool, arguments its schema rejects, or nothing found.
"""

from __future__ import annotations

from typing import Any, Iterable

from seer.agents.argmatch import check_arguments, type_ok
from seer.agents.model import AgentCall, ToolResult
from seer.harness.model import Scenario
from seer.spec.model import Spec


class MockBook:
    def __init__(self, spec: Spec, scenarios: Iterable[Scenario], *, consume: bool = True):
        self.spec = spec
        self.consume = consume
        # (scenario, expected index) for every call the book can answer, in harness order
        self._entries = [(s, i) for s in scenarios for i in range(len(s.expected_tools))]
        self._open = [True] * len(self._entries)
        self._turn_limit: dict[str, int] = {}

    @classmethod
    def for_scenario(cls, spec: Spec, scenario: Scenario) -> "MockBook":
        return cls(spec, [scenario])

    def open_turn(self, scenario: Scenario, turn: int) -> None:
        """Calls of later turns are not answerable yet (their values have not been asked for)."""
        calls = [i for t in scenario.conversation[: turn + 1] for i in t.calls]
        self._turn_limit[scenario.id] = max(calls) + 1 if calls else 0

    def answer(self, call: AgentCall) -> ToolResult:
        tool = self.spec.tool(call.tool)
        if tool is None:
            return _error(call, f"Unknown tool: {call.tool}", "unknown tool")
        if call.parse_error:
            return _error(call, f"Invalid arguments for {call.tool}: {call.parse_error}", "unreadable arguments")
        if not type_ok(call.arguments, tool.input_schema):
            return _error(call, f"Invalid arguments for {call.tool}: they do not match the tool's input schema",
                          "arguments break the input schema")
        repeat: tuple[Scenario, int] | None = None
        for pos, (scenario, index) in enumerate(self._entries):
            if index >= self._turn_limit.get(scenario.id, len(scenario.expected_tools)):
                continue
            expected = scenario.expected_tools[index]
            if expected.tool != call.tool:
                continue
            if not check_arguments(expected, call.arguments, tool.input_schema).exact:
                continue
            if self._open[pos]:
                if self.consume:
                    self._open[pos] = False
                return _mock(call, scenario, index)
            repeat = repeat or (scenario, index)
        if repeat is not None:
            return _mock(call, *repeat, note="repeat of an answered call")
        return _error(call, _not_found(call.tool, call.arguments), "no expected call matches")


def _mock(call: AgentCall, scenario: Scenario, index: int, note: str = "") -> ToolResult:
    mock = scenario.mock_outputs[index]
    return ToolResult(call_id=call.id, tool=call.tool, output=mock.output, is_error=mock.is_error,
                      matched=index, note=note)


def _error(call: AgentCall, message: str, note: str) -> ToolResult:
    return ToolResult(call_id=call.id, tool=call.tool, output={"error": message}, is_error=True, note=note)


def _not_found(tool: str, arguments: dict[str, Any]) -> str:
    shown = ", ".join(f"{k}={v!r}" for k, v in list(arguments.items())[:4])
    return f"{tool} failed: no matching resource found for {shown}" if shown else f"{tool} failed: not found"
