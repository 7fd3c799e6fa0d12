"""An MCP server that plays a harness: the spec's tools, answered from the scenario's mock outputs.

Built on the official SDK's low-level `Server` (handlers for tools/list and tools/call), so any
MCP client or agent framework can run against a harness. It executes nothing: a call that
matches an expected call (tool + arguments, as the replay runner matches) gets that call's mock
output, once; anything else gets an error result (`isError: true`) worded like a real server's
(seer.serve.answers: the field and what it expects, "already done" for a repeat).
"""

from __future__ import annotations

import itertools
from typing import Any, Callable

from seer.agents.mockbook import MockBook
from seer.agents.model import AgentCall, ToolResult
from seer.harness.model import Scenario
from seer.serve.answers import answer, tool_result
from seer.spec.model import Spec


def mock_book(spec: Spec, scenarios: list[Scenario], scenario_id: str | None) -> MockBook:
    """One scenario: its mocks, each expected call consumed once (all turns open). No scenario:
    every scenario of the spec, stateless (any matching call is answered, again and again)."""
    if scenario_id is not None:
        return MockBook(spec, [s for s in scenarios if s.id == scenario_id])
    return MockBook(spec, [s for s in scenarios if s.spec == spec.name], consume=False)


def build_server(spec: Spec, book: MockBook, *, on_call: Callable[[AgentCall, ToolResult], None] | None = None):
    import mcp_types as types
    from mcp.server import Server

    tools = [_wire_tool(types, t) for t in spec.tools]
    counter = itertools.count()

    async def list_tools(ctx: Any, params: Any) -> Any:
        return types.ListToolsResult(tools=tools)

    async def call_tool(ctx: Any, params: Any) -> Any:
        call = AgentCall(id=f"mcp_{next(counter)}", tool=params.name, arguments=dict(params.arguments or {}))
        result = answer(book, spec, call)
        if on_call is not None:
            on_call(call, result)
        return tool_result(types, spec.tool(call.tool), result)

    return Server(f"seer-mock-{spec.name}", version="1", on_list_tools=list_tools, on_call_tool=call_tool,
                  instructions=f"Mock of {spec.name}: answers come from a seer harness; nothing is executed.")


def _wire_tool(types: Any, tool: Any) -> Any:
    return types.Tool.model_validate(tool.wire())
