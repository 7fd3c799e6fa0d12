"""A key-value store (Redis): SET stores, GET returns what was stored, sets and sorted sets list members."""

from __future__ import annotations

import random
from typing import Any

from seer import kinds
from seer.generate.symbolic.args import World
from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.hash_kinds import PRODUCT_NAMES, hash_fields
from seer.generate.symbolic.lexicon import words
from seer.generate.symbolic.mocks import redis_docs
from seer.generate.symbolic.mocks.common import arg_kind
from seer.generate.symbolic.mocks.ft_info import ft_info
from seer.generate.symbolic.mocks.kv_people import owner_person
from seer.generate.symbolic.mocks.redis_replies import redis_reply
from seer.generate.symbolic.values import fits


def _kv(p: Profile, args: dict[str, Any], values: list, by_kind: dict, rng: random.Random, world: World) -> Any:
    """A key-value store: SET stores, GET returns what was stored (or a value that fits the key),
    DEL counts what it removed, KEYS/SCAN lists keys the pattern matches."""
    from seer.kinds.data import key_like

    shaped = ft_info(p, args, world, rng) if not values else None  # get_index_info: the schema FT.INFO shows
    if shaped is not None:
        return shaped
    shaped = redis_docs.answer(p, args, values, rng, world)  # RedisJSON paths, vectors in hashes
    if shaped is not None:
        return shaped
    read = p.tool.name.lower() in ("xrange", "xreadgroup", "xadd")  # a stream read or add hands on one of its entry ids
    shaped = redis_reply(p.tool.name, args, world, rng, p.tool.output_schema) if not values or read else None
    if shaped is not None and values:
        import re

        ids = re.findall(r"\b(\d{10,}-\d+)\b", str(shaped.get("result")))
        values[:] = [(n, (ids[:len(v)] if isinstance(v, list) else ids[0]) if ids and set(n.param.words) & {"id", "ids"} else v)
                     for n, v in values]
    if shaped is not None:  # ZADD, RPOP, LPUSH, TYPE: the command's own reply
        return shaped
    key = by_kind.get("kv_key", (None, None))[1] or args.get("key")
    from seer.kinds.data import kv_group

    if isinstance(key, str) and kv_group(p.tool.name) == 0 and p.read and not values and set(p.words) & {"lrange", "range", "elements"}:
        stored = world.kv.get(key)
        items = stored if isinstance(stored, list) else [_kv_value(key, rng) for _ in range(rng.randint(2, 4))]
        world.kv[key] = items
        return {"key": key, "elements": list(items)}  # LRANGE: the list's elements
    group = kv_group(p.tool.name)
    if isinstance(key, str) and group in (2, 3) and p.read and not set(p.words) & {"sismember", "zscore", "score"}:
        stored = world.kv.get(key)
        items = stored if isinstance(stored, list) else _members(key, rng)
        world.kv[key] = items
        for i, (need, v) in enumerate(values):  # a later SREM/ZSCORE takes one of the members listed
            if need.param.name in ("value", "member", "values", "members"):
                values[i] = (need, items[0] if not isinstance(v, list) else items[:1])
        if group == 2:
            return {"key": key, "members": list(items)}  # SMEMBERS: the set's members
        scores = sorted((rng.randint(10, 5_000) for _ in items), reverse=True)
        return {"key": key, "members": [{"member": m, "score": sc} for m, sc in zip(items, scores)]}  # ZRANGE
    field = next((v for k, v in args.items() if isinstance(v, str) and v != key and k in ("key", "field") and arg_kind(p, k) == "name"), None)
    value = next((v for k, v in args.items() if k in ("value", "data", "content")), None)
    if field is not None and isinstance(key, str):  # a hash's field (HSET/HGET name key): stored under both
        slot = f"{key}\x00{field}"
        key_arg = next((k for k, v in args.items() if v == key), "name")
        field_arg = next((k for k, v in args.items() if v == field), "field")  # named as the call names them
        if value is not None and not p.read:
            world.kv[slot] = value
            return {"ok": True, key_arg: key, field_arg: field, "result": 1}
        if p.read and not values:
            if key.startswith("product") and field == "name":  # a product's name is the product, not a person
                world.kv.setdefault(slot, rng.choice(PRODUCT_NAMES))
            world.kv.setdefault(slot, _field_value(field, rng))
            return {key_arg: key, field_arg: field, "value": world.kv[slot]}
    pattern = by_kind.get("kv_pattern", (None, None))[1]
    if pattern is not None and p.read:
        keys = list(dict.fromkeys(key_like(pattern, rng) for _ in range(rng.randint(2, 4))))
        for i, (need, v) in enumerate(values):  # the key a later call uses is one the pattern matches
            if fits(need.param.item_schema, keys[0]):
                values[i] = (need, keys[0])
        from fnmatch import fnmatchcase

        held = [k for k in world.kv if isinstance(k, str) and "\x00" not in k and fnmatchcase(k, pattern) and k not in keys]
        keys[1:1] = held[:3]  # get(rate_limit:api:203.0.113.7), then list(rate_limit:*): the key just read is listed too
        return {"keys": keys, "count": len(keys)}
    if isinstance(key, list) and not p.read:
        for k in key:
            world.kv.pop(k, None)
        return {"deleted": len(key)}
    if not isinstance(key, str):
        return None
    stored = next((v for need, v in values if set(need.param.words) & {"value", "data", "content"}), None)
    if values and not (p.read and stored is not None and len(values) == 1):
        return None
    if stored is not None:  # a later call carries on what this read returns: what the key holds, by its name
        world.kv.setdefault(key, _kv_value(key, rng))  # (cart:311:items holds items, not a chat sentence)
        values[:] = [(n, world.kv[key] if v is stored else v) for n, v in values]
    if value is not None and not p.read:
        world.kv[key] = value
        return {"ok": True, "key": key, "result": "OK"}
    if p.read:
        if key not in world.kv:
            world.kv[key] = _kv_value(key, rng)
        return {"key": key, "value": world.kv[key]}
    if p.verb not in ("delete", "del", "remove", "unlink", "clear", "drop", "flush", "purge") and not set(p.words) & {"del", "hdel", "xdel", "srem", "zrem", "lrem"}:
        return None  # zadd/xadd/hset without a `value` argument: the inferred receipt, never a DEL's count
    world.kv.pop(key, None)
    return {"deleted": 1}


def _field_value(field: str, rng: random.Random) -> Any:
    """What a hash field holds: a status word, a score, an email, a login time."""
    ws = set(words(field))
    if ws & {"status", "state"}:
        return rng.choice(("active", "pending", "disabled"))
    if ws & {"plan", "tier"}:
        return rng.choice(("free", "pro", "team"))
    if ws & {"id"} and ws & {"user", "owner", "customer"}:  # a session's user_id is a user's number
        return str(rng.randint(1000, 9999))
    if ws & {"score", "count", "points", "visits", "age"}:
        return str(rng.randint(1, 2_000))
    if ws & {"stock", "quantity", "qty", "inventory"}:  # a product's stock is a count of items, never a sentence
        return str(rng.randint(0, 400))
    if ws & {"price", "amount", "total", "cost"}:
        return f"{rng.uniform(9, 180):.2f}"
    if ws & {"login", "seen", "at", "updated", "created", "expires"}:
        return kinds.make("datetime", rng)
    if "email" in ws:
        return kinds.make("email", rng)
    if "name" in ws:
        return kinds.make("person", rng)
    return _kv_value(field, rng)


_MEMBERS = (("tags:", ("backend", "release", "security", "performance", "onboarding", "billing")),
            ("online:", ("user:1042", "user:2210", "user:3187", "user:4410", "user:5021")),
            ("blocked:", ("203.0.113.7", "198.51.100.23", "192.0.2.44", "203.0.113.91")),
            ("trending:", ("product:sku-1048", "product:sku-2210", "product:sku-3391", "product:sku-4127")),
            ("", ("player:ana", "player:kofi", "player:lena", "player:dana", "player:farah")))


def _members(key: str, rng: random.Random) -> list[str]:
    """What a Redis set or sorted set holds, by what its key says (tags, user ids, IPs, products)."""
    pool = next(vals for prefix, vals in _MEMBERS if key.startswith(prefix))
    return rng.sample(pool, rng.randint(2, min(4, len(pool))))


def _kv_value(key: str, rng: random.Random) -> str:
    import json

    if "settings" in key or "prefs" in key:  # a user's settings: how the app looks and tells them things
        return json.dumps({"theme": rng.choice(("dark", "light")), "language": rng.choice(("en", "de", "pt-BR")),
                           "notifications": {"email": True, "sms": False},
                           "timezone": rng.choice(("Europe/Berlin", "America/New_York", "Asia/Tokyo"))})
    if key.startswith("config") or key.endswith(":config"):  # an app's configuration
        return json.dumps({"theme": "dark", "max_upload_mb": rng.choice((10, 25, 50)), "maintenance_mode": False,
                           "locales": ["en", "de"]})
    if "profile" in key or key.startswith("user:"):
        person = owner_person(key)  # user:1042's settings name the user its profile names
        return json.dumps({"name": person[0] if person else kinds.make("person", rng), "plan": rng.choice(("free", "pro", "team"))})
    if "cart" in key or "items" in key:
        return json.dumps([{"sku": f"SKU-{rng.randint(1000, 9999)}", "qty": rng.randint(1, 3)}])
    if "rate_limit" in key or "count" in key:
        return str(rng.randint(1, 120))
    if "flag" in key:
        return json.dumps({"new_checkout": True, "dark_mode": False})
    if "email" in key:  # a mail queue's entry
        return json.dumps({"to": kinds.make("email", rng), "template": rng.choice(("welcome", "password-reset", "invoice"))})
    if "job" in key:
        return f"job:{rng.randint(1000, 9999)}"
    if "notification" in key:  # a user's notification: what happened, when
        return json.dumps({"type": rng.choice(("mention", "comment", "order_shipped")), "at": kinds.make("datetime", rng)})
    if key.startswith("order"):
        return json.dumps({"status": rng.choice(("paid", "shipped", "pending")), "total": round(rng.uniform(9, 480), 2), "currency": "EUR"})
    if key.startswith("cache") and ("page" in key or "home" in key):  # a cached page: its HTML
        return f"<!doctype html><html><head><title>Home</title></head><body><h1>Welcome</h1><p>{rng.randint(3, 40)} new products</p></body></html>"
    if key.startswith("cache"):
        return json.dumps({"etag": f"W/\"{rng.getrandbits(32):08x}\"", "cached_at": kinds.make("datetime", rng)})
    if key.startswith("session"):
        return json.dumps({"user_id": rng.randint(1000, 9999), "expires_at": kinds.make("datetime", rng)})
    if key.startswith(("tags:", "online:", "blocked:")):
        return rng.choice(("backend", "release", "user:1042", "user:2210", "203.0.113.7", "198.51.100.23"))
    return kinds.make("text", rng)


def field_exists_agrees(p: Profile, args: dict[str, Any], out: Any, world: World, rng: random.Random) -> None:
    """hexists(user:1042:profile, email) answered false, then hgetall of it listed an email: a hash of a known kind holds
    its kind's fields (a profile its email, a product its price), and a field said to exist is one HGETALL lists."""
    if p.tool.name.lower() != "hexists" or not isinstance(out, dict) or not isinstance(out.get("result"), bool):
        return
    name = args.get("name") if isinstance(args.get("name"), str) else None
    field = next((v for k, v in args.items() if k in ("key", "field") and isinstance(v, str)), None)
    if name is None or field is None:
        return
    slot = f"{name}\x00{field}"
    held = hash_fields(name)
    if slot in world.kv:
        out["result"] = True
    elif held is not None:
        out["result"] = field in held  # HGETALL of a profile lists full_name, email and plan (mocks.redis_docs)
    elif out["result"]:
        world.kv[slot] = _field_value(field, rng)  # said to exist: HGETALL shows it
