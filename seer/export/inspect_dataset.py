"""A harness as an inspect_ai dataset: JSON lines that `inspect_ai.dataset.json_dataset` reads as
`Sample`s with no field mapping (fields: id, input, target, metadata).

One sample per scenario: `input` is the first user turn as chat messages (later turns are in
`metadata.turns`: seer/export/inspect_task.py plays them); `target` lists the expected calls of
every turn, one JSON string per call (`{"tool":..., "arguments":...}`), empty when the right
answer is no call; `metadata` carries every turn with its expected calls, the mock outputs, the
`accept` alternatives, and the record's tier and kind. The spec's MCP tools ride once per spec,
on the first sample of that spec (`metadata.mcp_tools`), not on every sample.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable

from seer.agents.tools import ToolAliases
from seer.harness.io import write_jsonl
from seer.harness.model import Scenario
from seer.spec.model import Spec

# inspect_ai.dataset.Sample's fields (its documented field list); json_dataset maps keys by name
SAMPLE_FIELDS = ("input", "choices", "target", "id", "metadata", "sandbox", "files", "setup")


def call_target(tool: str, arguments: dict[str, Any]) -> str:
    return json.dumps({"tool": tool, "arguments": arguments}, ensure_ascii=False, sort_keys=True)


def sample(spec: Spec, s: Scenario, aliases: ToolAliases, with_tools: bool) -> dict[str, Any]:
    out = {
        "id": s.id,
        "input": [{"role": "user", "content": s.conversation[0].user}],
        "target": [call_target(c.tool, c.arguments) for c in s.expected_tools],
        "metadata": {
            "spec": s.spec, "tier": s.tier, "kind": s.kind, "title": s.title, "category": s.category,
            "prompt": s.prompt,
            "tool_aliases": {a: n for n, a in aliases.to_alias.items() if a != n},
            "turns": [{"user": t.user, "calls": [s.expected_tools[i].model_dump(mode="json", exclude_none=True)
                                                   for i in t.calls]} for t in s.conversation],
            "mock_outputs": [m.model_dump(mode="json") for m in s.mock_outputs],
            "follow_up": s.follow_up,
            "spec_sha256": s.provenance.spec_sha256,
        },
    }
    if with_tools:
        out["metadata"]["mcp_tools"] = [t.wire() for t in spec.tools]
    return out


def export_inspect(spec_by_name: dict[str, Spec], scenarios: Iterable[Scenario], out: str | Path) -> list[Path]:
    out = Path(out)
    if out.suffix != ".jsonl":
        out = out / "inspect_dataset.jsonl"
    aliases = {name: ToolAliases(spec.tool_names) for name, spec in spec_by_name.items()}
    seen: set[str] = set()
    rows = []
    for s in scenarios:
        rows.append(sample(spec_by_name[s.spec], s, aliases[s.spec], s.spec not in seen))
        seen.add(s.spec)
    write_jsonl(out, rows)
    return [out]
