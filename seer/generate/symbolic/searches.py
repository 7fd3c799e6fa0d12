"""A search's query body fits the index it searches: once a call showed the index's mapping (get_mappings), a
match names one of its fields (a text field for words, else a keyword field with a value of it), never `title`
on an index that has none."""

from __future__ import annotations

import random
from typing import Any

_LEAF_QUERIES = ("match", "match_phrase", "term")


def _leaf(node: Any) -> dict | None:
    """The {field: value} of the first match / match_phrase / term query, wherever it nests."""
    if isinstance(node, dict):
        for k, v in node.items():
            if k in _LEAF_QUERIES and isinstance(v, dict) and len(v) == 1:
                return v
            found = _leaf(v)
            if found is not None:
                return found
    elif isinstance(node, list):
        for v in node:
            found = _leaf(v)
            if found is not None:
                return found
    return None


def query_fits_mapping(args: dict[str, Any], world: Any, rng: random.Random, forced: dict) -> None:
    index = args.get("index")
    fields = getattr(world, "mappings", {}).get(index) if isinstance(index, str) else None
    if not fields:
        return
    for key in ("queryBody", "body", "query"):
        if key in forced:
            continue
        leaf = _leaf(args.get(key))
        if leaf is None:
            continue
        field, said = next(iter(leaf.items()))
        words = isinstance(said, str) and " " in said.strip()
        if field in fields and (fields[field].get("type") == "text" or not words):
            return  # words in a text field, or one keyword in a keyword field ("status": "paid")
        texts = [f for f, t in fields.items() if t.get("type") == "text"]
        if texts:
            leaf.pop(field)
            leaf[rng.choice(texts)] = said
            return
        keywords = [f for f, t in fields.items() if t.get("type") == "keyword" and f != "tags"]
        if keywords:
            from seer.generate.symbolic.mocks.es_hits import _value

            new = rng.choice(keywords)
            leaf.pop(field)
            leaf[new] = _value(new, "keyword", None, rng)
        return
