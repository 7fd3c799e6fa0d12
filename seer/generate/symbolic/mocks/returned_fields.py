"""The fields a search was asked to return are in its hits: vector_search_hash(return_fields=[status, score]) answered
hits of id, score and name only (round 1228)."""

from __future__ import annotations

import random
from typing import Any

from seer.generate.symbolic.hash_kinds import PRODUCT_NAMES
from seer.generate.symbolic.lexicon import words
from seer.harness.checks import objects


def returned_fields_shown(args: dict[str, Any], out: Any, kv: dict[str, Any], rng: random.Random) -> None:
    """Each hit carries every field `return_fields` (or `output_fields`) names; a hit that is a key-value hash holds the
    value its hash keeps under that field (the same one HGET answers)."""
    from seer.generate.symbolic.mocks.kv import _field_value

    asked = next((v for k, v in args.items() if isinstance(v, list) and v and all(isinstance(x, str) for x in v)
                  and words(k)[-1:] == ["fields"] and words(k)[:1] in (["return"], ["output"], ["returned"])), None)
    if not asked:
        return
    hits = [r for r in objects(out)
            if isinstance(r, dict) and ("score" in r or "id" in r) and not isinstance(r.get("result"), list)]
    for hit in hits:
        key = hit.get("name") if isinstance(hit.get("name"), str) and ":" in hit["name"] else hit.get("id")
        for field in asked:
            if field in hit or field in ("id", "key"):
                continue
            if field == "name":  # a hit's name here is its hash's key (product:sku-1048), as its siblings' are: the
                digits = "".join(c for c in str(hit.get("id", "")) if c.isdigit()) or str(rng.randint(1000, 9999))
                hit[field] = f"product:sku-{digits}"  # key of this document, never a person's name drawn for it
                continue
            if field == "title":
                hit[field] = rng.choice(PRODUCT_NAMES)
                continue
            slot = f"{key}\x00{field}"
            if isinstance(key, str) and slot not in kv:
                kv[slot] = _field_value(field, rng)
            hit[field] = kv[slot] if isinstance(key, str) else _field_value(field, rng)
