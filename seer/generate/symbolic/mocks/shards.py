"""A shard table reads as `_cat/shards` of one index: shards 0..n-1 each with a primary and its replica on another
node, a replica holding its primary's docs, the primaries' docs summing to the index's docs_count (the one
list_indices showed), and a yellow index's replica unassigned. Values drawn here are seeded by the index name
(same index, same table)."""

from __future__ import annotations

import random
from typing import Any

_ROW = frozenset({"shard", "prirep", "docs"})


def shards_agree(world: Any, out: Any) -> None:
    """Rewrite every shard table in `out` so it agrees with itself and with the world's index record."""
    if isinstance(out, dict):
        for k, v in out.items():
            if isinstance(v, list) and v and all(isinstance(r, dict) and _ROW <= set(r) for r in v):
                out[k] = _table(world, v)
                if isinstance(out.get("total"), int) and not isinstance(out["total"], bool):
                    out["total"] = len(out[k])
            else:
                shards_agree(world, v)
    elif isinstance(out, list):
        for v in out:
            shards_agree(world, v)


def _table(world: Any, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    by_index: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        by_index.setdefault(str(r.get("index", "")), []).append(r)
    return [row for name, group in by_index.items() for row in _one_index(world, name, group)]


def _one_index(world: Any, name: str, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    rng = random.Random(f"shards:{name}")
    known = world.named("index", {"index": name}) if name else None
    primaries = max(1, (len(rows) + 1) // 2)
    total = known.get("docs_count") if known else None
    if not isinstance(total, int) or isinstance(total, bool):
        total = sum(r["docs"] for r in rows if isinstance(r.get("docs"), int)) or rng.randint(1_000, 90_000)
    health = known.get("health") if known else None
    if health not in ("green", "yellow"):
        health = "green"
    cuts = sorted(rng.randint(0, total) for _ in range(primaries - 1))
    docs = [b - a for a, b in zip([0, *cuts], [*cuts, total])]
    template = rows[0]
    out = []
    for i in range(primaries):
        nodes = [r.get("node") for r in rows if isinstance(r.get("node"), str)] or ["node-1", "node-2"]
        home = nodes[i % len(nodes)]
        other = next((n for n in nodes if n != home), _other_node(home))
        for role, node in (("p", home), ("r", other)):
            row = {k: v for k, v in template.items()}
            row.update({"shard": i, "prirep": role, "state": "STARTED", "docs": docs[i]})
            if "node" in row:
                row["node"] = node
            if role == "r" and health == "yellow" and i == primaries - 1:
                row.update({"state": "UNASSIGNED", "docs": None})  # a yellow index: a replica not allocated
                if "node" in row:
                    row["node"] = None
            out.append(row)
    if known is None and name:  # list_indices a step later shows this index with the docs its shards hold
        world.keep("index", {"index": name, "docs_count": total, "health": health})
    return out


def _other_node(node: str) -> str:
    """A node beside `node` in the same pool naming (node-pool-a-3 -> node-pool-a-4)."""
    head, _, tail = node.rpartition("-")
    return f"{head}-{int(tail) % 6 + 1}" if tail.isdigit() else f"{node}-2"
