"""How the mock server words its answers, on top of the MockBook (seer.agents.mockbook):

- arguments the tool's inputSchema rejects: an error naming the field and what it expects
  (`Invalid arguments for list_files: 'limit' must be of type integer (got 'ten')`), as a real
  server's validation error would;
- a scenario's expected call answered once: the same call again is told it was already done
  (the book itself answers repeats again, as a replayed read would);
- `structuredContent` only for a tool with an `outputSchema` (MCP: clients check it against that).
"""

from __future__ import annotations

import json
from typing import Any

from jsonschema import validators

from seer.agents.model import AgentCall, ToolResult
from seer.spec.model import Spec, Tool

REPEAT = "repeat of an answered call"


def schema_problem(tool: Tool, arguments: dict[str, Any]) -> str | None:
    """The first way `arguments` break the tool's inputSchema, naming the field and the expectation."""
    schema = tool.input_schema or {}
    try:
        cls = validators.validator_for(schema)
        errors = sorted(cls(schema).iter_errors(arguments), key=lambda e: (len(e.path), list(e.path)))
    except Exception:  # a schema jsonschema cannot use says nothing against the arguments
        return None
    if not errors:
        return None
    e = errors[0]
    field = ".".join(str(p) for p in e.path)
    if e.validator == "required":
        missing = e.message.split("'")[1] if "'" in e.message else e.message
        where = f"{field}." if field else ""
        return f"missing required argument '{where}{missing}'"
    if e.validator == "additionalProperties":
        return f"unexpected argument(s): {e.message.split('(')[-1].rstrip(')')}" if "(" in e.message else e.message
    expected = {"type": "of type", "enum": "one of", "const": "equal to", "minimum": ">=", "maximum": "<=",
                "pattern": "matching", "format": "in format", "minLength": "at least this long:",
                "maxLength": "at most this long:"}.get(str(e.validator))
    shown = json.dumps(e.validator_value, ensure_ascii=False) if not isinstance(e.validator_value, str) else e.validator_value
    if expected and field:
        return f"'{field}' must be {expected} {shown} (got {json.dumps(e.instance, ensure_ascii=False)[:80]})"
    return f"'{field or 'arguments'}': {e.message[:200]}"


def answer(book, spec: Spec, call: AgentCall) -> ToolResult:
    tool = spec.tool(call.tool)
    if tool is not None and not call.parse_error:
        problem = schema_problem(tool, call.arguments)
        if problem:
            return ToolResult(call_id=call.id, tool=call.tool, is_error=True, note="arguments break the input schema",
                              output={"error": f"Invalid arguments for {call.tool}: {problem}"})
    result = book.answer(call)
    if book.consume and result.note == REPEAT:
        return ToolResult(call_id=call.id, tool=call.tool, is_error=True, matched=result.matched, note="already answered",
                          output={"error": f"{call.tool} failed: already done: this exact call was made and answered "
                                           f"earlier in this session"})
    return result


def tool_result(types: Any, tool: Tool | None, result: ToolResult) -> Any:
    out = result.output
    text = out if isinstance(out, str) else json.dumps(out, ensure_ascii=False)
    extra: dict[str, Any] = {}
    if tool is not None and tool.output_schema is not None and isinstance(out, dict) and not result.is_error:
        extra["structured_content"] = out
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)], is_error=result.is_error, **extra)
