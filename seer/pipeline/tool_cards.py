"""The run folder's tool_cards.jsonl: the engine's stage-1 reading of every tool.

Engines that can explain a spec's tools offline expose `tool_cards(spec)`; an engine without it
(or whose cards need model calls it has not made) is skipped and says so in the log.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

log = logging.getLogger("seer.generate")
FIELDS = ("what_it_does", "what_it_needs", "why_its_used", "enterprise_context")


def write_tool_cards(engine: Any, specs: list, run_dir: Path) -> Path | None:
    make = getattr(engine, "tool_cards", None)
    if make is None:
        log.info("engine %s writes no tool cards", getattr(engine, "name", "?"))
        return None
    path = Path(run_dir) / "tool_cards.jsonl"
    with path.open("w", encoding="utf-8") as out:
        for spec in specs:
            for card in make(spec):
                row = {"spec": spec.name, "tool": card.tool, **{k: getattr(card, k) for k in FIELDS}}
                out.write(json.dumps(row, ensure_ascii=False, sort_keys=False) + "\n")
    return path
