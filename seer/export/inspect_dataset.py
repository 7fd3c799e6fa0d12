"""A harness as an inspect_ai dataset: JSON lines that `inspect_ai.dataset.json_dataset` reads as
`Sample`s with no field mapping (fields: id, input, target, metadata).

One sample per scenario: `input` is the first user turn as chat messages; `target` lists the
expected calls, one JSON string per call (`{"tool":..., "arguments":...}`), empty when the right
answer is no call; `metadata` carries the spec's tools (OpenAI function-calling shape and the MCP
shape), every turn with its expected calls, the mock outputs, the `accept` alternatives, and the
record's tier and kind, so a solver can play later turns and a scorer can grade against the
oracle.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable

from seer.agents.tools import ToolAliases, openai_tools
from seer.harness.io import write_jsonl
from seer.harness.model import Scenario
from seer.spec.model import Spec

# inspect_ai.dataset.Sample's fields (its documented field list); json_dataset maps keys by name
SAMPLE_FIELDS = ("input", "choices", "target", "id", "metadata", "sandbox", "files", "setup")


def call_target(tool: str, arguments: dict[str, Any]) -> str:
    return json.dumps({"tool": tool, "arguments": arguments}, ensure_ascii=False, sort_keys=True)


def sample(spec: Spec, s: Scenario, tools: list[dict[str, Any]], aliases: ToolAliases) -> dict[str, Any]:
    return {
        "id": s.id,
        "input": [{"role": "user", "content": s.conversation[0].user}],
        "target": [call_target(c.tool, c.arguments) for c in s.expected_tools],
        "metadata": {
            "spec": s.spec, "tier": s.tier, "kind": s.kind, "title": s.title, "category": s.category,
            "prompt": s.prompt,
            "tools": tools,
            "mcp_tools": [t.wire() for t in spec.tools],
            "tool_aliases": {a: n for n, a in aliases.to_alias.items() if a != n},
            "turns": [{"user": t.user, "calls": [s.expected_tools[i].model_dump(mode="json", exclude_none=True)
                                                   for i in t.calls]} for t in s.conversation],
            "mock_outputs": [m.model_dump(mode="json") for m in s.mock_outputs],
            "follow_up": s.follow_up,
            "spec_sha256": s.provenance.spec_sha256,
        },
    }


def export_inspect(spec_by_name: dict[str, Spec], scenarios: Iterable[Scenario], out: str | Path) -> list[Path]:
    out = Path(out)
    if out.suffix != ".jsonl":
        out = out / "inspect_dataset.jsonl"
    views = {}
    for name, spec in spec_by_name.items():
        aliases = ToolAliases(spec.tool_names)
        views[name] = (openai_tools(spec, aliases), aliases)
    write_jsonl(out, [sample(spec_by_name[s.spec], s, *views[s.spec]) for s in scenarios])
    return [out]
