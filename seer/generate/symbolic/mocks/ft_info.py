"""FT.INFO of a RediSearch index: its definition (hash keys under a prefix) and its schema's attributes, with the
num_docs get_indexes showed for it. get_index_info ('Retrieve schema and information about a specific Redis index using
FT.INFO') answered only a name and a count: no schema."""

from __future__ import annotations

import random
from typing import Any

from seer.generate.symbolic.lexicon import words

# an index's fields by what it indexes (idx:products: products), a vector index its embedding
_SCHEMAS = {"product": [("name", "TEXT"), ("price", "NUMERIC"), ("category", "TAG")],
            "user": [("name", "TEXT"), ("email", "TAG"), ("age", "NUMERIC")],
            "doc": [("title", "TEXT"), ("body", "TEXT"), ("tags", "TAG")],
            "vector": [("content", "TEXT"), ("embedding", "VECTOR")]}


def ft_info(p: Any, args: dict[str, Any], world: Any, rng: random.Random) -> dict[str, Any] | None:
    """FT.INFO of the index the call names, or None when the tool is no such read."""
    said = {w.lower() for w in words(p.tool.description or "")}
    index = next((v for k, v in args.items() if isinstance(v, str) and "index" in words(k)), None)
    if not p.read or index is None or not ({"ft", "schema"} & said and "info" in said | set(p.words)):
        return None
    known = next((r for r in world.records.get("index", []) if r.get("name") == index), None)
    docs = known.get("num_docs") if known and isinstance(known.get("num_docs"), int) else None
    if docs is None:  # the count get_indexed_keys_number gave (world.kv_sizes), else one of its own, kept for get_indexes
        docs = world.kv_sizes.get("index") or random.Random(index).randint(200, 90_000)
        world.keep("index", {"name": index, "num_docs": docs})
    stem = next((k for k in _SCHEMAS if k in index.lower()), "doc")
    prefix = "doc:" if stem == "vector" else f"{stem}:"
    attributes = [{"identifier": f, "attribute": f, "type": t} for f, t in _SCHEMAS[stem]]
    for a in attributes:
        if a["type"] == "VECTOR":
            a.update({"algorithm": "HNSW", "data_type": "FLOAT32", "dim": world.vector_dim or 8, "distance_metric": "COSINE"})
    return {"index_name": index, "index_definition": {"key_type": "HASH", "prefixes": [prefix]}, "attributes": attributes,
            "num_docs": docs}
