"""A search's hits follow the index's mapping: an index's fields are one set across calls (get_mappings, then search),
each hit's _source holds those fields with values of their types, and the field the query matched holds its words."""

from __future__ import annotations

import random
from typing import Any

from seer.generate.symbolic.index_domains import agree, domain_of, field_value, in_period, one_product_each, text_with

_FIELDS = (("title", {"type": "text"}), ("status", {"type": "keyword"}), ("created_at", {"type": "date"}),
           ("amount", {"type": "float"}), ("customer_id", {"type": "keyword"}), ("tags", {"type": "keyword"}),
           ("description", {"type": "text"}), ("quantity", {"type": "integer"}))


def mapping_of(world: Any, index: str, rng: random.Random, queried: str | None = None) -> dict[str, Any]:
    """The index's fields, made once per scenario (a later get_mappings shows the fields the search's hits had);
    made by a search, they hold the field it queried."""
    if index not in world.mappings:
        own = domain_of(index)  # an orders index maps orders' fields, a logs index a log line's
        fields = {f: {"type": t} for f, t in own.items()} if own else dict(rng.sample(_FIELDS, 4))
        if queried and queried not in fields and not own:
            fields = {queried: dict(_FIELDS).get(queried, {"type": "text"}), **dict(list(fields.items())[:3])}
        world.mappings[index] = fields
    return world.mappings[index]


def query_match(query: Any) -> tuple[str | None, str | None]:
    """The field and words of a match / match_phrase / term query, wherever it nests."""
    if isinstance(query, dict):
        for k, v in query.items():
            if k in ("match", "match_phrase", "term") and isinstance(v, dict) and v:
                field, said = next(iter(v.items()))
                said = said.get("query", said.get("value")) if isinstance(said, dict) else said
                return field, str(said) if said is not None else None
            found = query_match(v)
            if found[0]:
                return found
    elif isinstance(query, list):
        for v in query:
            found = query_match(v)
            if found[0]:
                return found
    return None, None


def _value(field: str, kind: str, said: str | None, r: random.Random, own: bool = False) -> Any:
    if said is not None and own and kind == "text":
        held = text_with(field, said, r)  # a log line that holds "timeout", not "Timeout: user session refreshed"
        if held is not None:
            return held
    if said is not None:
        return said if kind == "keyword" else f"{said[:1].upper() + said[1:]}: {str(_value(field, 'text', None, r, own)).lower()}"
    made = field_value(field, kind, r) if own else None
    if made is not None:
        return made
    h = r.randrange(1 << 30)
    if kind == "date":
        return f"2024-03-{1 + h % 28:02d}T{8 + h % 10:02d}:15:00Z"
    if kind == "float":
        return round(5 + h % 49_500 / 100, 2)
    if kind == "integer":
        return 1 + h % 12
    if field == "status":
        return ("paid", "pending", "shipped", "refunded")[h % 4]
    if field == "tags":
        return [("priority", "gift", "wholesale", "repeat")[h % 4]]
    if field.endswith("_id"):
        return f"cus_{h % 90_000 + 10_000}"
    return ("Order confirmation", "Shipping update", "Refund request", "Invoice reminder")[h % 4]


def hits_follow_mapping(world: Any, p: Any, args: dict[str, Any], out: Any, rng: random.Random) -> None:
    index = args.get("index")
    if not ("search" in p.words and isinstance(index, str) and index and "*" not in index and "," not in index):
        return
    hits = out.get("hits") if isinstance(out, dict) else None
    hits = hits.get("hits") if isinstance(hits, dict) else hits
    if not (isinstance(hits, list) and hits and all(isinstance(x, dict) and "_id" in x for x in hits)):
        return
    field, said = query_match(args.get("queryBody") or args.get("body") or args.get("query"))
    fields = mapping_of(world, index, rng, field)
    if field not in fields:  # the query's field is none of the index's (the request's slip): its words land in a text field
        field = next((f for f, t in fields.items() if t["type"] == "text"), None)
    names: set[str] = set()
    for x in hits:
        if x.get("_index", index) != index:
            continue
        r = random.Random(f"{index}/{x['_id']}")  # one document, one set of values (no draw from the scenario's rng)
        own = domain_of(index) is not None
        source = {f: _value(f, t["type"], said if f == field else None, r, own) for f, t in fields.items()}
        agree(source, r, field)
        one_product_each(source, names, field)
        in_period(source, index)  # a hit of logs-2024.10 is stamped in October 2024
        for k in [k for k in x if not k.startswith("_")]:
            del x[k]  # a hit holds its document under _source, the mapping's fields
        x["_source"] = source
