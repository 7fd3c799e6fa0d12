"""The report's tool-card section, from the run folder's tool_cards.jsonl."""

from __future__ import annotations

import json
from pathlib import Path

SHOWN_PER_SPEC = 40  # a 5,000-tool spec keeps its full list in tool_cards.jsonl


def _cell(text: str, width: int = 160) -> str:
    text = " ".join(str(text).split()).replace("|", "\\|")
    return text if len(text) <= width else text[: width - 1] + "…"


def tool_cards_md(run_dir: str | Path) -> str:
    path = Path(run_dir) / "tool_cards.jsonl"
    if not path.exists():
        return ""
    by_spec: dict[str, list[dict]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            by_spec.setdefault(row["spec"], []).append(row)
    if not by_spec:
        return ""
    out = ["", "## Tool cards", "", "How the engine read each tool (all of them in `tool_cards.jsonl`).", ""]
    for spec, rows in by_spec.items():
        out += [f"### {spec}", "", "| tool | what it does | what it needs | why it's used | enterprise context |",
                "|---|---|---|---|---|"]
        for r in rows[:SHOWN_PER_SPEC]:
            out.append("| " + " | ".join(_cell(r.get(k, "")) for k in
                                           ("tool", "what_it_does", "what_it_needs", "why_its_used", "enterprise_context")) + " |")
        if len(rows) > SHOWN_PER_SPEC:
            out.append(f"\n{len(rows) - SHOWN_PER_SPEC} more tools in tool_cards.jsonl.")
        out.append("")
    return "\n".join(out)
