"""The person behind a key-value store's user keys: user:1042:profile and user:1042:settings are one user, with one
name and an email that is theirs (hgetall answered 'Lydia Elliott' with brittany@globex.net beside a JSON document
naming user 1042 'Darrell Odom'). Seeded by the owner part of the key, so every key of that user agrees."""

from __future__ import annotations

import random
import re

from seer import kinds

_OWNER = re.compile(r"^((?:user|customer|account|member|profile)s?[:_-]\d+)")


def owner_person(key: str) -> tuple[str, str] | None:
    """(full name, email) of the user a key belongs to (user:1042:...), None for a key of no one."""
    m = _OWNER.match(key.lower())
    if m is None:
        return None
    rng = random.Random(f"person:{m[1]}")
    name = kinds.make("person", rng)
    parts = re.sub(r"[^a-z ]", "", name.lower()).split()
    return name, f"{parts[0]}.{parts[-1]}@{rng.choice(('acme.io', 'globex.net', 'example.com'))}"
