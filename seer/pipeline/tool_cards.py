"""The run folder's tool_cards.jsonl: the engine's stage-1 reading of every tool.

Engines expose `tool_cards(spec)`: the symbolic and hybrid engines explain every tool offline, the
LLM engine hands over the cards its interpretation stage made while generating (a spec whose harness
came from the store gets the generating run's cards from the store, or none, said in the log).
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import Any

log = logging.getLogger("seer.generate")
FIELDS = ("what_it_does", "what_it_needs", "why_its_used", "enterprise_context")


def write_tool_cards(engine: Any, specs: list, run_dir: Path, store_root: Path | None = None) -> Path | None:
    make = getattr(engine, "tool_cards", None)
    if make is None:
        log.info("engine %s writes no tool cards", getattr(engine, "name", "?"))
        return None
    lines = []
    for spec in specs:
        lines.append(_spec_lines(engine, make, spec, store_root))
    path = Path(run_dir) / "tool_cards.jsonl"
    path.write_text("".join(lines), encoding="utf-8")
    return path


def _spec_lines(engine: Any, make: Any, spec: Any, store_root: Path | None) -> str:
    """One spec's cards as JSONL text, content-addressed by (spec, engine) so a rerun reads them back
    instead of profiling every tool again."""
    cached = None
    if store_root is not None and getattr(engine, "key", None):
        from seer.spec.model import sha256_of

        cached = Path(store_root) / "tool_cards" / f"{sha256_of({'spec': spec.sha256, 'engine': engine.key, 'name': spec.name})[:32]}.jsonl"
        if cached.exists():
            return cached.read_text(encoding="utf-8")
    try:
        cards = list(make(spec))
    except Exception as exc:  # noqa: BLE001 - an extra artifact never sinks a finished harness
        log.warning("%s: no tool cards (%s: %s)", spec.name, type(exc).__name__, " ".join(str(exc).split())[:200])
        return ""
    rows = [{"spec": spec.name, "tool": card.tool, **{k: getattr(card, k) for k in FIELDS}} for card in cards]
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    if cached is not None and len(rows) == len(spec.tools):  # a partial set (a model's discards) is not the entry
        cached.parent.mkdir(parents=True, exist_ok=True)
        tmp = cached.with_name(f"{cached.name}.{os.getpid()}.tmp")  # parallel sweep jobs write the same entry
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(cached)
    return text
