"""What a Redis MCP server answers for a write or pop command, as redis/mcp-redis words it: ZADD "Successfully added
player:dana to leaderboard:weekly with score 61", RPOP the element it popped, LPUSH which side of which list, TYPE the
key's type and TTL. Before, these came back as an invented record (`id: zad_dxnzufyy`, `action: add`) or as a DEL's
count ("deleted: 1" for an RPOP). The world's lists and sets change as the commands say (a pop takes the element a
push put there)."""

from __future__ import annotations

import json
import random
import re
from typing import Any, Callable

from seer.generate.symbolic.args import World


def _arg(args: dict[str, Any], *names: str) -> Any:
    return next((args[n] for n in names if args.get(n) not in (None, "")), None)


def _list(world: World, name: str, rng: random.Random) -> list:
    from seer.generate.symbolic.mocks.kv import _kv_value

    held = world.kv.get(name)
    if not isinstance(held, list):
        held = world.kv[name] = [_kv_value(name, rng) for _ in range(rng.randint(2, 4))]
    return held


def _push(side: str) -> Callable:
    def reply(args: dict[str, Any], world: World, rng: random.Random) -> str:
        name, value = _arg(args, "name", "key"), _arg(args, "value", "values", "element")
        held = _list(world, name, rng)
        held.insert(0, value) if side == "left" else held.append(value)
        said = f"Value '{value}' pushed to the {side} of list '{name}'."
        expire = _arg(args, "expire", "expiration", "ttl")
        return said + (f" Expiration set to {expire} seconds." if expire else "")
    return reply


def _pop(side: str) -> Callable:
    def reply(args: dict[str, Any], world: World, rng: random.Random) -> str:
        name = _arg(args, "name", "key")
        held = _list(world, name, rng)
        return str(held.pop(0) if side == "left" else held.pop())
    return reply


def _lrem(args: dict[str, Any], world: World, rng: random.Random) -> str:
    name, element = _arg(args, "name", "key"), _arg(args, "element", "value")
    held = world.kv.get(name)
    gone = held.count(element) if isinstance(held, list) else 1  # a list the request never saw held it once
    if isinstance(held, list):
        world.kv[name] = [x for x in held if x != element]
    return f"Removed {gone} occurrence(s) of '{element}' from list '{name}'."


def _set_member(added: bool) -> Callable:
    def reply(args: dict[str, Any], world: World, rng: random.Random) -> str:
        name, value = _arg(args, "name", "key"), _arg(args, "value", "member")
        held = world.kv.get(name)
        if added:
            world.kv[name] = [*(held if isinstance(held, list) else []), *([] if isinstance(held, list) and value in held else [value])]
            return f"Value '{value}' added successfully to set '{name}'."
        if isinstance(held, list) and value in held:
            held.remove(value)
        return f"Value '{value}' removed from set '{name}'."
    return reply


def _zadd(args: dict[str, Any], world: World, rng: random.Random) -> str:
    key, member, score = _arg(args, "key", "name"), _arg(args, "member", "value"), _arg(args, "score")
    expire = _arg(args, "expiration", "expire", "ttl")
    held = world.kv.get(key)
    if isinstance(member, str) and isinstance(score, (int, float)) and (held is None or isinstance(held, dict)):
        world.kv[key] = {**(held or {}), member: score}  # what a ZRANGE reads back
    return f"Successfully added {member} to {key} with score {score}" + (f" and expiration {expire} seconds" if expire else "")


def _xadd(args: dict[str, Any], world: World, rng: random.Random) -> str:
    key = _arg(args, "key", "name")
    entry = f"{int(world.now(rng).timestamp() * 1000) + rng.randint(0, 59_999)}-0"
    fields = _arg(args, "fields")
    held = world.kv.get(key)
    if isinstance(fields, dict) and (held is None or isinstance(held, list) and all(isinstance(e, tuple) for e in held)):
        world.kv[key] = [*(held or []), (entry, {k: str(v) for k, v in fields.items()})]  # what an XRANGE reads back
    return f"Successfully added entry {entry} to {key}"


from seer.generate.symbolic.stream_fields import STREAM_FIELDS as _STREAM_FIELDS  # noqa: E402


def _xrange(args: dict[str, Any], world: World, rng: random.Random) -> str:
    """XRANGE as redis-py answers it (the server returns str(entries)): [(id, {field: value}), ...], oldest first."""
    return str(_entries(args, world, rng))


def _entries(args: dict[str, Any], world: World, rng: random.Random) -> list:
    """The stream's entries (the world's, else a few of the stream's kind, kept), up to the count asked for."""
    key = _arg(args, "key", "name")
    count = _arg(args, "count")
    held = world.kv.get(key)
    if not (isinstance(held, list) and held and all(isinstance(e, tuple) for e in held)):
        make = next(m for w, m in _STREAM_FIELDS if w in str(key))
        start = int(world.now(rng).timestamp() * 1000) - rng.randint(3_600_000, 86_400_000)
        held = []
        for _ in range(rng.randint(2, 4)):  # ids grow: a stream is in time order
            start += rng.randint(1_000, 600_000)
            held.append((f"{start}-0", make(rng)))
        world.kv[key] = held
    n = count if isinstance(count, int) and not isinstance(count, bool) and count > 0 else len(held)
    return held[:n]


def _xreadgroup(args: dict[str, Any], world: World, rng: random.Random) -> str:
    """XREADGROUP as redis-py answers it: [[stream, [(id, {field: value}), ...]]], the stream's entries in order (the same
    entries an XRANGE reads), never an echo of the group and consumer asked for."""
    return str([[_arg(args, "key", "name"), _entries(args, world, rng)]])


def _expire(args: dict[str, Any], world: World, rng: random.Random) -> str:
    return f"Expiration set to {_arg(args, 'expire_seconds', 'seconds', 'ttl', 'expire')} seconds for '{_arg(args, 'name', 'key')}'."


def _type(args: dict[str, Any], world: World, rng: random.Random) -> dict[str, Any]:
    from seer.kinds.data import key_group, redis_type

    key = _arg(args, "key", "name")
    held = world.kv.get(key)
    group = key_group(key) if isinstance(key, str) else None
    kind = "list" if isinstance(held, list) and group is None else redis_type(group)
    return {"key": key, "type": kind, "ttl": rng.choice((-1, -1, rng.randint(60, 86_400)))}


def _zrange(args: dict[str, Any], world: World, rng: random.Random) -> str:
    """ZRANGE key start end [WITHSCORES], as redis-py answers it: members by ascending score."""
    key = _arg(args, "key", "name")
    held = world.kv.get(key)
    if not (isinstance(held, dict) and held and all(isinstance(v, (int, float)) for v in held.values())):
        low = str(key).lower()
        who = "product:sku-" if "product" in low else "player:" if set(re.split(r"[:_-]", low)) & {"leaderboard", "scores", "game", "score"} \
            else "user:"
        held = {f"{who}{rng.randint(1000, 9999)}": rng.randint(1, 5000) for _ in range(rng.randint(3, 6))}
        world.kv[key] = held
    start, end = _arg(args, "start") or 0, _arg(args, "end", "stop")
    ranked = sorted(held.items(), key=lambda kv: kv[1])
    ranked = ranked[start:None if end in (None, -1) else end + 1]
    return str([(m, float(s)) for m, s in ranked] if _arg(args, "with_scores", "withscores") else [m for m, _ in ranked])


def _lrange(args: dict[str, Any], world: World, rng: random.Random) -> list:
    """LRANGE key start stop: the elements from start to stop, both included (-1 the last), as Redis answers; a list
    the request never saw holds enough elements for the range asked (round 917 [5]: start 10, stop 10 answered three)."""
    from seer.generate.symbolic.mocks.kv import _kv_value

    name = _arg(args, "name", "key")
    start, stop = _arg(args, "start"), _arg(args, "stop", "end")
    start = start if isinstance(start, int) and not isinstance(start, bool) else 0
    stop = stop if isinstance(stop, int) and not isinstance(stop, bool) else -1
    if not isinstance(world.kv.get(name), list):
        need = max(start, stop) + 1 + rng.randint(0, 3) if max(start, stop) < 50 else rng.randint(2, 4)
        world.kv[name] = [_kv_value(name, rng) for _ in range(max(need, rng.randint(2, 4)))]
    held = world.kv[name]
    return list(held[start:None if stop == -1 else stop + 1])


_REPLIES: dict[str, Callable[[dict[str, Any], World, random.Random], Any]] = {
    "lrange": _lrange,
    "lpush": _push("left"), "rpush": _push("right"), "lpop": _pop("left"), "rpop": _pop("right"), "lrem": _lrem,
    "sadd": _set_member(True), "srem": _set_member(False), "zadd": _zadd,
    "zrem": lambda a, w, r: f"Successfully removed {_arg(a, 'member', 'value')} from {_arg(a, 'key', 'name')}",
    "xadd": _xadd, "xrange": _xrange, "xreadgroup": _xreadgroup, "zrange": _zrange, "xdel": lambda a, w, r: f"Successfully deleted entry {_arg(a, 'entry_id', 'id')} from {_arg(a, 'key', 'name')}",
    "hdel": lambda a, w, r: f"Field '{_arg(a, 'key', 'field')}' deleted from hash '{_arg(a, 'name')}'.",
    "expire": _expire, "type": _type,
    "publish": lambda a, w, r: f"Message published to channel '{_arg(a, 'channel')}'.",
    "xgroup_create": lambda a, w, r: f"Consumer group '{_arg(a, 'group_name', 'group')}' created on stream '{_arg(a, 'key', 'name')}'.",
    "xgroup_destroy": lambda a, w, r: f"Consumer group '{_arg(a, 'group_name', 'group')}' destroyed on stream '{_arg(a, 'key', 'name')}'.",
    "xack": lambda a, w, r: f"Acknowledged {len(_arg(a, 'entry_ids', 'ids') or [1])} message(s) in group "
                            f"'{_arg(a, 'group_name', 'group')}' of stream '{_arg(a, 'key', 'name')}'.",
}


def redis_reply(tool_name: str, args: dict[str, Any], world: World, rng: random.Random, schema: dict | None) -> dict[str, Any] | None:
    """{"result": <the command's reply>} for a Redis command tool whose result is one field, else None."""
    reply = _REPLIES.get(tool_name.lower())
    props = (schema or {}).get("properties") or {}
    if reply is None or set(props) - {"result"}:
        return None
    want = (props.get("result") or {}).get("type")
    out = reply(args, world, rng)
    if want is None and isinstance(out, list) and "array" not in json.dumps(props.get("result") or {}):
        out = json.dumps(out)  # "A JSON string containing the list of elements"
    if want == "string" and isinstance(out, list):
        out = json.dumps(out)
    if want == "string" and not isinstance(out, str) or want == "object" and not isinstance(out, dict):
        return None
    return {"result": out}
