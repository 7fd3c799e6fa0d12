"""What a bare parameter is, read from its own description: Redis-py style tools name a key `name` ("The Redis
hash key.") and a hash field `key` ("The field name inside the hash."), so a request says "in the hash
user:1042:profile" and "field email", never "the value called user:1042:profile (key email)"."""

from __future__ import annotations

import re

from seer.generate.symbolic.cards import Profile

_CONTAINER = re.compile(r"^\s*(?:the\s+)?(?:redis\s+)?(hash|set|sorted set|list|stream)(?:'s)?\s+(?:key|name)\b", re.I)
_NAMED_CONTAINER = re.compile(r"^\s*(?:the\s+)?(?:name|key)\s+of\s+the\s+(?:redis\s+)?(hash|set|sorted set|list|stream)\b", re.I)
_KEY = re.compile(r"^\s*(?:the\s+)?redis\s+key\.?\s*$", re.I)
_FIELD = re.compile(r"^\s*(?:the\s+)?field(?:\s+name)?\s+(?:inside|in|of|within)\s+the\s+hash\b", re.I)


def role(p: Profile | None, path: str) -> tuple[str, str] | None:
    """("container", "hash") for a key that names a hash/set/list, ("field", "field") for a hash's field."""
    if p is None or not path.startswith("$.") or "." in path[2:] or "[" in path:
        return None
    param = next((x for x in p.params if x.name == path[2:]), None)
    desc = str((param.core.get("description") if param is not None else "") or "")
    if not desc and param is not None:  # a docstring's "Args:" line says it (expire: "name: The Redis key.")
        m = re.search(rf"^\s*{re.escape(param.name)}(?:\s*\([^)]*\))?:\s*(.+)$", p.tool.description or "", re.M)
        desc = m[1] if m else ""
    if _KEY.match(desc):  # expire(name): "set an expiration time on the key feature_flags", never "... named feature_flags"
        return "key", "key"
    if (m := _CONTAINER.match(desc) or _NAMED_CONTAINER.match(desc)) is not None:  # lrem: "The name of the list"
        return "container", m[1].lower()
    if _FIELD.match(desc):
        return "field", "field"
    return None


def role_keys(p: Profile) -> dict[tuple[str, ...], tuple[str, ...]]:
    """Where the world files a parameter whose description gives it another role than its name: a hash's
    field `key` under ("hash", "field"), so a later GET(key) never takes the field name as its key."""
    return {param.key: ("hash", "field") for param in p.params
            if len(param.path) == 1 and role(p, "$." + param.name) == ("field", "field")}
