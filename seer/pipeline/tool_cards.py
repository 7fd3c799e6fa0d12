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
    rows = []
    for spec in specs:
        try:
            cards = list(make(spec))
        except Exception as exc:  # noqa: BLE001 - an extra artifact never sinks a finished harness
            log.warning("%s: no tool cards (%s: %s)", spec.name, type(exc).__name__, " ".join(str(exc).split())[:200])
            continue
        rows += [{"spec": spec.name, "tool": card.tool, **{k: getattr(card, k) for k in FIELDS}} for card in cards]
    path = Path(run_dir) / "tool_cards.jsonl"
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path
