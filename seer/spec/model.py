"""The spec: what seer is given. An MCP server's tools, as `tools/list` describes them."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from pydantic import BaseModel, ConfigDict, Field


def canonical_json(value: Any) -> str:
    """One spelling per value: the basis of every content hash in seer."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def sha256_of(value: Any) -> str:
    return hashlib.sha256(canonical_json(value).encode("utf-8")).hexdigest()


class Tool(BaseModel):
    """One MCP tool. Field names follow MCP (`inputSchema`, `outputSchema`) on the wire."""

    model_config = ConfigDict(populate_by_name=True, extra="ignore", frozen=True)

    name: str
    title: str | None = None
    description: str = ""
    input_schema: dict[str, Any] = Field(alias="inputSchema")
    output_schema: dict[str, Any] | None = Field(default=None, alias="outputSchema")
    annotations: dict[str, Any] | None = None
    # Example outputs for this tool, when the spec or a side file has them (grounding "high").
    examples: list[Any] = Field(default_factory=list)
    # How many `$ref` the spec's inputSchema had before seer resolved them (a complexity figure).
    input_refs: int = 0

    def wire(self) -> dict[str, Any]:
        """The tool as MCP's `tools/list` shows it (resolved schemas, no seer-only fields)."""
        out: dict[str, Any] = {"name": self.name, "description": self.description, "inputSchema": self.input_schema}
        if self.title:
            out["title"] = self.title
        if self.output_schema is not None:
            out["outputSchema"] = self.output_schema
        if self.annotations:
            out["annotations"] = self.annotations
        return out


class Spec(BaseModel):
    """A tool suite: a name, where it came from, and its tools (schemas with `$ref` resolved)."""

    model_config = ConfigDict(frozen=True)

    name: str
    tools: list[Tool]
    source: dict[str, Any] = Field(default_factory=dict)
    path: str | None = None

    @property
    def sha256(self) -> str:
        """Content hash of what generation depends on: name, tools and their examples. Derived figures
        (input_refs) are left out, so a spec written back after `$ref` resolution hashes the same."""
        cached = self.__dict__.get("_sha256")  # frozen model: computed once (a 5,000-tool spec takes ~1 s)
        if cached is None:
            cached = sha256_of({"name": self.name, "tools": [t.model_dump(by_alias=True, exclude={"input_refs"}) for t in self.tools]})
            self.__dict__["_sha256"] = cached
        return cached

    def tool(self, name: str) -> Tool | None:
        return self.tool_map.get(name)

    @property
    def tool_map(self) -> dict[str, Tool]:
        cached = self.__dict__.get("_tool_map")
        if cached is None:
            cached = {t.name: t for t in self.tools}
            self.__dict__["_tool_map"] = cached
        return cached

    @property
    def tool_names(self) -> list[str]:
        return [t.name for t in self.tools]
