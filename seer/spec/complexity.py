"""Schema complexity per tool and per spec: the paper's predictors of difficulty.

The paper found parameter count and the share of optional parameters (not the number of
tools) to drive tool-call errors; these figures feed the studies that test that.
"""

from __future__ import annotations

from statistics import mean
from typing import Any

from pydantic import BaseModel

from seer.spec.model import Spec, Tool
from seer.spec.refs import count_key


class ToolComplexity(BaseModel):
    tool: str
    params: int  # top-level properties of inputSchema
    required: int
    optional_share: float  # optional top-level params / params (0 when there are none)
    nested_params: int  # properties at every depth
    depth: int  # deepest object/array nesting below the arguments object
    enums: int
    any_of: int
    one_of: int
    all_of: int
    refs: int  # $ref in the spec's inputSchema before seer resolved them
    has_output_schema: bool


class SpecComplexity(BaseModel):
    spec: str
    tools: int
    mean_params: float
    optional_share: float  # pooled: optional params / all params across tools
    mean_optional_share: float  # mean of per-tool shares
    max_depth: int
    enums: int
    any_of: int
    one_of: int
    refs: int
    output_schema_share: float



def _depth(schema: Any) -> int:
    """Nesting depth of objects/arrays under `schema` (a flat argument object has depth 0)."""
    if not isinstance(schema, dict):
        return 0
    children: list[Any] = []
    children.extend((schema.get("properties") or {}).values() if isinstance(schema.get("properties"), dict) else [])
    items = schema.get("items")
    if isinstance(items, dict):
        children.append(items)
    elif isinstance(items, list):
        children.extend(items)
    for key in ("anyOf", "oneOf", "allOf"):
        if isinstance(schema.get(key), list):
            children.extend(schema[key])
    best = 0
    for child in children:
        if not isinstance(child, dict):
            continue
        nests = child.get("type") in ("object", "array") or "properties" in child or "items" in child
        best = max(best, _depth(child) + (1 if nests else 0))
    return best


def _nested_params(schema: Any) -> int:
    if isinstance(schema, dict):
        props = schema.get("properties")
        n = len(props) if isinstance(props, dict) else 0
        return n + sum(_nested_params(v) for k, v in schema.items() if k != "$defs")
    if isinstance(schema, list):
        return sum(_nested_params(v) for v in schema)
    return 0


def tool_complexity(tool: Tool) -> ToolComplexity:
    schema = tool.input_schema
    props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    required = [r for r in (schema.get("required") or []) if r in props]
    n = len(props)
    return ToolComplexity(
        tool=tool.name,
        params=n,
        required=len(required),
        optional_share=(n - len(required)) / n if n else 0.0,
        nested_params=_nested_params(schema),
        depth=_depth(schema),
        enums=count_key(schema, "enum"),
        any_of=count_key(schema, "anyOf"),
        one_of=count_key(schema, "oneOf"),
        all_of=count_key(schema, "allOf"),
        refs=tool.input_refs,
        has_output_schema=tool.output_schema is not None,
    )


def spec_complexity(spec: Spec) -> SpecComplexity:
    per_tool = [tool_complexity(t) for t in spec.tools]
    all_params = sum(t.params for t in per_tool)
    all_optional = sum(t.params - t.required for t in per_tool)
    return SpecComplexity(
        spec=spec.name,
        tools=len(per_tool),
        mean_params=mean(t.params for t in per_tool),
        optional_share=all_optional / all_params if all_params else 0.0,
        mean_optional_share=mean(t.optional_share for t in per_tool),
        max_depth=max(t.depth for t in per_tool),
        enums=sum(t.enums for t in per_tool),
        any_of=sum(t.any_of for t in per_tool),
        one_of=sum(t.one_of for t in per_tool),
        refs=sum(t.refs for t in per_tool),
        output_schema_share=sum(t.has_output_schema for t in per_tool) / len(per_tool),
    )
