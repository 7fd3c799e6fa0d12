"""Generated specs of any size, for benchmarks and scale tests (resources x CRUD-like verbs).

Each resource has list/get/create/update/delete/search/archive/export tools whose inputs reference
each other (ids, projects), with nested, optional and enum parameters, so the data-flow graph,
grounding and coverage are exercised as on a real spec.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

VERBS = ("list", "get", "create", "update", "delete", "search", "archive", "export")


def synthetic_tools(n_tools: int) -> list[dict[str, Any]]:
    tools: list[dict[str, Any]] = []
    i = 0
    while len(tools) < n_tools:
        res = f"resource{i // len(VERBS)}"
        verb = VERBS[i % len(VERBS)]
        props: dict[str, Any] = {"project": {"type": "string", "description": "Project key"}}
        required = ["project"]
        if verb in ("get", "update", "delete", "archive", "export"):
            props[f"{res}_id"] = {"type": "string", "description": f"ID of the {res}"}
            required.append(f"{res}_id")
        if verb in ("create", "update"):
            props["fields"] = {"type": "object",
                               "properties": {"title": {"type": "string"},
                                              "priority": {"type": "string", "enum": ["low", "high"]},
                                              "labels": {"type": "array", "items": {"type": "string"}}},
                               "required": ["title"]}
            required.append("fields")
        if verb in ("list", "search"):
            props["limit"] = {"type": "integer", "minimum": 1, "maximum": 100, "description": "Max results"}
            if verb == "search":
                props["query"] = {"type": "string", "description": "Search text"}
                required.append("query")
        tools.append({"name": f"{verb}_{res}", "description": f"{verb.capitalize()} {res} records in a project.",
                      "inputSchema": {"type": "object", "properties": props, "required": required}})
        i += 1
    return tools


def write_synthetic_spec(n_tools: int, path: str | Path) -> Path:
    path = Path(path)
    path.write_text(json.dumps({"name": f"synthetic{n_tools}", "tools": synthetic_tools(n_tools)}))
    return path
