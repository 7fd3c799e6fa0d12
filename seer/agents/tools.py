"""The spec's MCP tools as OpenAI function-calling tools, with reversible safe names.

OpenAI-style APIs accept function names matching ^[a-zA-Z0-9_-]{1,64}$; MCP allows more (dots,
slashes, long names). Such names get an alias that is unique within the spec and maps back.
"""

from __future__ import annotations

import hashlib
import re
from typing import Any

from seer.spec.model import Spec, Tool

_SAFE = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")
_UNSAFE_CHARS = re.compile(r"[^a-zA-Z0-9_-]")


class ToolAliases:
    """Two-way map between spec tool names and function names an API accepts."""

    def __init__(self, names: list[str]):
        self.to_alias: dict[str, str] = {}
        self.to_name: dict[str, str] = {}
        taken = {n for n in names if _SAFE.match(n)}
        for name in names:
            alias = name if _SAFE.match(name) else _alias(name, taken)
            taken.add(alias)
            self.to_alias[name] = alias
            self.to_name[alias] = name

    def alias(self, name: str) -> str:
        return self.to_alias.get(name, name)

    def name(self, alias: str) -> str:
        """The spec name behind a function name (unknown names come back as they are)."""
        return self.to_name.get(alias, alias)


def _alias(name: str, taken: set[str]) -> str:
    digest = hashlib.sha256(name.encode("utf-8")).hexdigest()[:8]
    base = _UNSAFE_CHARS.sub("_", name).strip("_") or "tool"
    alias = base[:64]
    if alias in taken:
        alias = f"{base[:55]}_{digest}"
    return alias


def function_parameters(tool: Tool) -> dict[str, Any]:
    """An inputSchema as function parameters: always an object schema."""
    schema = dict(tool.input_schema or {})
    if schema.get("type") != "object":
        schema = {"type": "object", "properties": schema.get("properties", {}), **{
            k: v for k, v in schema.items() if k not in ("type", "properties")}}
    schema.setdefault("properties", {})
    return schema


def openai_tools(spec: Spec, aliases: ToolAliases | None = None) -> list[dict[str, Any]]:
    aliases = aliases or ToolAliases(spec.tool_names)
    return [{"type": "function", "function": {
        "name": aliases.alias(t.name),
        "description": t.description or t.title or t.name,
        "parameters": function_parameters(t),
    }} for t in spec.tools]
