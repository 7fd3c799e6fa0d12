"""RedisJSON documents and vectors in hashes, as a Redis MCP server answers them: JSON.SET stores the
value at its JSONPath and says so, JSON.GET returns the matches at the path (a JSON array, as RedisJSON
does for `$` paths), JSON.DEL removes them; a vector stored in a hash field reads back as the same
floats, and an index answers in the words the server prints."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from seer.generate.symbolic.args import World
from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.hash_kinds import OTHER_FIELDS, PRODUCT_NAMES, hash_fields
from seer.generate.symbolic.lexicon import words

_STEP = re.compile(r"\.([A-Za-z_][\w-]*)|\[(\d+)\]|\['([^']+)'\]")


def answer(p: Profile, args: dict[str, Any], values: list, rng: random.Random, world: World) -> Any:
    """The server's answer for a JSON or vector tool of a key-value store, else None. Only a JSON read
    hands a value on (the JSON it returned, to a later set)."""
    old, new = args.get("old_key"), args.get("new_key")
    if p.verb == "rename" and isinstance(old, str) and isinstance(new, str) and not values:  # RENAME: the value moves
        if old in world.kv:
            world.kv[new] = world.kv.pop(old)
        return {"result": {"status": "success", "message": f"Renamed key '{old}' to '{new}'"}}  # as its docstring says
    if "hgetall" in words(p.tool.name) and p.read and isinstance(args.get("name"), str):
        return _hash_fields(args["name"], values, rng, world)
    if values and not ("json" in words(p.tool.name) and p.read):
        return None
    ws = set(words(p.tool.name)) | set(p.words)
    index = args.get("index_name") or next(((q.schema or {}).get("default") for q in p.params if q.name == "index_name"), None)
    if ws >= {"vector", "index"} and not p.read and p.verb in ("create", "add", "new") and isinstance(index, str):
        dim = args.get("dim")
        world.vector_dim = dim if isinstance(dim, int) and not isinstance(dim, bool) and dim > 0 else world.vector_dim
        return {"result": f"Index '{index}' created successfully."}
    query = args.get("query_vector")
    if "vector" in ws and "search" in ws and isinstance(query, list):
        return {"result": _nearest(args, rng, world)}
    name = args.get("name") if isinstance(args.get("name"), str) else args.get("key")
    if not isinstance(name, str):
        return None
    if "json" in ws:
        return _json(p, args, values, name, rng, world)
    if "vector" in ws and "hash" in ws:
        return _vector(p, args, name, rng, world)
    return None


def _json(p: Profile, args: dict[str, Any], values: list, name: str, rng: random.Random, world: World) -> Any:
    path = args.get("path") if isinstance(args.get("path"), str) and args["path"].startswith("$") else "$"
    doc = _document(world, name, rng)
    steps = _steps(path)
    ws = set(words(p.tool.name))
    if p.verb in ("set", "put", "update") or "set" in ws:
        value = args.get("value")
        try:
            value = json.loads(value) if isinstance(value, str) else value
        except ValueError:
            pass  # a bare string is stored as the string
        world.kv[name] = value if not steps else _put(doc, steps, value)
        ttl = args.get("expire_seconds")
        tail = f" Expires in {ttl} seconds." if isinstance(ttl, int) and not isinstance(ttl, bool) and ttl > 0 else ""
        return {"result": f"JSON value set at path '{path}' in '{name}'.{tail}"}
    if p.verb in ("delete", "del", "remove") or "del" in ws:
        if steps and _get(doc, steps) is _NONE and isinstance(steps[-1], str) and isinstance(doc, dict):
            doc = _put(doc, steps, rng.choice(("dark", True, 3, "en-US")))  # a path the user asks to delete is there to delete
            world.kv[name] = doc
        found = _get(doc, steps) is not _NONE
        if steps and found:
            _drop(doc, steps)
        elif not steps:
            world.kv.pop(name, None)
        return {"result": f"Deleted JSON value at path '{path}' in '{name}'." if found or not steps
                else f"No JSON value found at path '{path}' in '{name}'."}
    value = _get(doc, steps)
    if value is _NONE:  # a path the document has not got yet: it has it now, a value of the leaf's kind
        value = _leaf(steps[-1], rng)
        _put(doc, steps, value)
    values[:] = [(n, json.dumps(value) if n.param.name == "value" else v) for n, v in values]  # set again: the JSON read
    return {"result": json.dumps([value])}


def fit_json_args(p: Profile, args: dict[str, Any], forced: dict, world: World, rng: random.Random) -> None:
    """json_get(name=feature_flags, path=$.items[0].price), json_set(name=user:1042:settings, path=$.address.city,
    value={"status": ...}): a path is one the key's document has, and a value set there is of the kind it replaces
    (a flag flipped, a number moved, another theme), never a document of another key."""
    name = args.get("name") if isinstance(args.get("name"), str) else args.get("key")
    if not isinstance(name, str) or not isinstance(args.get("path"), str) or not args["path"].startswith("$"):
        return
    doc = _document(world, name, rng)
    paths = _leaf_paths(doc)
    steps = _steps(args["path"])
    if "path" not in forced and steps and _get(doc, steps) is _NONE and paths:
        args["path"] = rng.choice(paths)
        steps = _steps(args["path"])
    ws = set(words(p.tool.name))
    if (p.verb in ("set", "put", "update") or "set" in ws) and isinstance(args.get("value"), str) and "value" not in forced:
        now = _get(doc, steps) if steps else doc
        if now is not _NONE:
            args["value"] = json.dumps(_changed(now, str(steps[-1]) if steps else "", rng))


def _leaf_paths(doc: Any, path: str = "$") -> list[str]:
    if isinstance(doc, dict):
        return [q for k, v in doc.items() if re.fullmatch(r"[A-Za-z_]\w*", str(k)) for q in _leaf_paths(v, f"{path}.{k}")]
    if isinstance(doc, list) and path != "$" and not any(isinstance(v, (dict, list)) for v in doc):
        return [path]  # locales ["en", "de"]: the list is set whole (never "de" made a second "en")
    if isinstance(doc, list):
        return [q for i, v in enumerate(doc[:2]) for q in _leaf_paths(v, f"{path}[{i}]")]
    return [path] if path != "$" else []


def _changed(value: Any, key: str, rng: random.Random) -> Any:
    """Another value of the same kind (what a set there would write)."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):  # 25 MB -> 50, 3 retries -> 5: a figure a person would set
        return rng.choice((value * 2, value // 2, value + 10)) if value > 9 else value + rng.randint(1, 3)
    if isinstance(value, float):
        return round(value * rng.choice((0.8, 0.9, 1.1, 1.25)), 2)
    if isinstance(value, str):
        swaps = {"dark": "light", "light": "dark", "active": "paused", "paused": "active", "en": "de", "de": "en"}
        if value in swaps:
            return swaps[value]
        for _ in range(4):
            other = _leaf(key, rng)
            if isinstance(other, str) and other != value:
                return other
        return value
    if isinstance(value, dict):
        out = json.loads(json.dumps(value))
        paths = _leaf_paths(out)
        if paths:
            steps = _steps(rng.choice(paths))
            _put(out, steps, _changed(_get(out, steps), str(steps[-1]), rng))
        return out
    if isinstance(value, list) and value and all(isinstance(x, str) for x in value):
        extra = next((c for c in ("fr", "es", "it", "nl") if c not in value), None) if all(len(x) == 2 for x in value) else None
        return [*value, extra] if extra else value[:-1] or value
    return value


def _vector(p: Profile, args: dict[str, Any], name: str, rng: random.Random, world: World) -> Any:
    field = args.get("vector_field") if isinstance(args.get("vector_field"), str) else "vector"
    slot = f"{name}\x00{field}"
    vec = args.get("vector")
    if isinstance(vec, list) and not p.read:
        world.kv[slot] = list(vec)
        world.vector_dim = world.vector_dim or len(vec)
        return {"result": True}  # "True if the vector was successfully stored"
    if p.read:
        stored = world.kv.get(slot)
        if not isinstance(stored, list):
            stored = world.kv[slot] = [round(rng.uniform(-1, 1), 3) for _ in range(world.vector_dim or 8)]
        return {"result": list(stored)}
    return None


def _hash_fields(name: str, values: list, rng: random.Random, world: World) -> dict[str, Any]:
    """HGETALL: the hash's field -> value pairs (what HSET stored, else what the key's name suggests); a
    field a later call takes by name (vector_field) is one of them, holding the vector's bytes."""
    from seer.generate.symbolic.mocks.kv import _field_value
    from seer.generate.symbolic.mocks.kv_people import owner_person

    fields = {f: world.kv[slot] for slot, f in ((s, s.split("\x00", 1)[1]) for s in world.kv if s.startswith(f"{name}\x00"))}
    person = owner_person(name)  # one user's name and own email, as every key of that user says
    for f in hash_fields(name) or (OTHER_FIELDS if not fields else ()):  # a product: its name, price and stock, not a
        if f in fields:  # job's status; a field HSET stored is listed as stored
            continue
        own = person[0] if person and f == "full_name" else person[1] if person and f == "email" else \
            rng.choice(PRODUCT_NAMES) if f == "name" and name.startswith("product") else None
        fields[f] = world.kv.setdefault(f"{name}\x00{f}", own or _field_value(f, rng))
    if str(fields.get("created_at", "")) > str(fields.get("expires_at", "~")):  # a session ends after it starts
        fields["created_at"], fields["expires_at"] = fields["expires_at"], fields["created_at"]
        world.kv[f"{name}\x00created_at"], world.kv[f"{name}\x00expires_at"] = fields["created_at"], fields["expires_at"]
    for need, v in values:
        if isinstance(v, str) and "field" in need.param.words and v not in fields:
            dim = world.vector_dim or 8  # a float32 vector stored as a blob: 4 bytes a number
            fields[v] = "".join(f"\\x{rng.getrandbits(8):02x}" for _ in range(4 * dim))
    return {k: (v if isinstance(v, str) else json.dumps(v)) for k, v in fields.items()}


def _nearest(args: dict[str, Any], rng: random.Random, world: World) -> list[dict[str, Any]]:
    """KNN hits nearest first (the score is a distance): keys a vector was stored under come first."""
    k = args.get("k") if isinstance(args.get("k"), int) and not isinstance(args.get("k"), bool) and args["k"] > 0 else 5
    stored = [slot.split("\x00")[0] for slot, v in world.kv.items() if "\x00" in slot and isinstance(v, list)]
    prefix = args.get("prefix") if isinstance(args.get("prefix"), str) else "doc:"
    keys = list(dict.fromkeys(stored + [f"{prefix}{rng.randint(100, 9999)}" for _ in range(k)]))[:min(k, rng.randint(2, 4))]
    scores = sorted(round(rng.uniform(0.05, 0.6), 3) for _ in keys)
    return [{"id": key, "score": sc} for key, sc in zip(keys, scores)]


_NONE = object()


def _document(world: World, name: str, rng: random.Random) -> Any:
    """The JSON document stored at the key (a JSON string kept by a plain SET is parsed), made once."""
    doc = world.kv.get(name)
    if isinstance(doc, str):
        try:
            doc = json.loads(doc)
        except ValueError:
            doc = None
    if not isinstance(doc, (dict, list)):
        from seer.generate.symbolic.mocks.kv import _kv_value

        fresh = _kv_value(name, rng)  # what the key's name says it holds (feature_flags: flags, cart: items)
        doc = json.loads(fresh) if fresh[:1] in "{[" else None
    if not isinstance(doc, (dict, list)):
        doc = {"status": rng.choice(("active", "paused")), "retries": rng.randint(1, 5),
               "items": [{"sku": f"SKU-{rng.randint(1000, 9999)}", "price": round(rng.uniform(5, 120), 2), "qty": rng.randint(1, 4)}]}
    world.kv[name] = doc
    return doc


def _steps(path: str) -> list[str | int]:
    return [m[0] or (int(m[1]) if m[1] else m[2]) for m in _STEP.findall(path[1:])]


def _get(doc: Any, steps: list) -> Any:
    for s in steps:
        if isinstance(s, int) and isinstance(doc, list) and s < len(doc) or isinstance(s, str) and isinstance(doc, dict) and s in doc:
            doc = doc[s]
        else:
            return _NONE
    return doc


def _put(doc: Any, steps: list, value: Any) -> Any:
    """Set `value` at the path, making the objects and lists on the way; returns the document."""
    node = doc
    for s, nxt in zip(steps, steps[1:]):
        if isinstance(s, int) and isinstance(node, list):
            node.extend([] if isinstance(nxt, int) else {} for _ in range(s + 1 - len(node)))
            node = node[s]
        elif isinstance(node, dict) and isinstance(s, str):
            if not isinstance(node.get(s), (dict, list)):
                node[s] = [] if isinstance(nxt, int) else {}
            node = node[s]
        else:
            return doc
    last = steps[-1]
    if isinstance(last, int) and isinstance(node, list):
        node.extend(None for _ in range(last + 1 - len(node)))
        node[last] = value
    elif isinstance(node, dict) and isinstance(last, str):
        node[last] = value
    return doc


def _drop(doc: Any, steps: list) -> None:
    parent = _get(doc, steps[:-1])
    if isinstance(parent, dict):
        parent.pop(steps[-1], None)
    elif isinstance(parent, list) and isinstance(steps[-1], int) and steps[-1] < len(parent):
        parent.pop(steps[-1])


def _leaf(step: Any, rng: random.Random) -> Any:
    """A value a document field of that name holds (a price is a price, a flag a flag)."""
    key = str(step).lower()
    if key in ("price", "amount", "total", "cost"):
        return round(rng.uniform(5, 120), 2)
    if key in ("qty", "quantity", "count", "retries", "age", "score"):
        return rng.randint(1, 9)
    if key in ("enabled", "active", "verified") or key.startswith("is_"):
        return rng.choice((True, False))
    if key in ("status", "state"):
        return rng.choice(("active", "paused"))
    from seer import kinds

    kind = kinds.infer(key, {"type": "string"})  # $.address.city is a city, $.theme a theme, never "eu-west-1" for both
    if kind not in kinds.FALLBACKS:
        return kinds.make(kind, rng, {"type": "string"}, hint=key)
    return {"theme": "dark", "region": "eu-west-1", "frequency": "weekly", "version": "v2"}.get(key, rng.choice(("dark", "weekly", "v2")))
