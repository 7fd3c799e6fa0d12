"""Key counts of one database agree across calls: an index never holds more keys than DBSIZE says the database
has (get_indexed_keys_number said 206, dbsize then 70)."""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.lexicon import words

_COUNT_WORDS = frozenset({"number", "count", "size", "dbsize", "total"})


def keys_agree(world: Any, p: Any, out: Any, args: dict[str, Any] | None = None) -> None:
    """Bound an index's key count by the database's and a database's by its largest index's (world.kv_sizes); an index
    get_indexes listed counts the num_docs it listed (467 keys beside num_docs 15296 is no count)."""
    if not p.read or not isinstance(out, dict) or not set(p.words) & {"keys", "dbsize"}:  # a count of keys (not of docs)
        return
    ws = set(p.words) | {w.lower() for w in words(p.tool.description)}
    if not ws & _COUNT_WORDS:
        return
    scope = "index" if set(p.words) & {"index", "indexed"} else "db" if ws & {"dbsize", "database", "db"} else None
    if scope is None:
        return
    name = next((v for k, v in (args or {}).items() if isinstance(v, str) and "index" in words(k)), None)
    listed = next((r["num_docs"] for r in world.records.get("index", []) if name and r.get("name") == name
                   and isinstance(r.get("num_docs"), int)), None) if scope == "index" else None
    for k, v in out.items():
        if isinstance(v, int) and not isinstance(v, bool):
            out[k] = listed if listed is not None else _agreed(world, scope, v)
        elif isinstance(v, str) and re.search(r"^(count|total|keys|num_docs): \d+$", v, re.M):
            out[k] = re.sub(r"^((?:count|total|keys|num_docs): )(\d+)$",
                            lambda m: m[1] + str(listed if listed is not None else _agreed(world, scope, int(m[2]))), v, flags=re.M)


def _agreed(world: Any, scope: str, value: int) -> int:
    sizes = world.kv_sizes
    if scope == "db":
        if "db" not in sizes:
            sizes["db"] = max(value, len(world.kv)) + (sizes.get("index", 0) if value < sizes.get("index", 0) else 0)
        return sizes["db"]
    total = sizes.get("db")
    if total is not None and value > total:
        value = value % total or total  # an index holds at most the database's keys
    sizes["index"] = max(sizes.get("index", 0), value)
    return value
