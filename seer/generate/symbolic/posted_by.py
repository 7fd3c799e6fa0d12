"""A message the request posts is posted by the account the server runs as, never by a person the request looked up:
slack_get_user_profile(U0QNYF9VZX) showed Sherry Hurst, and slack_post_message a step later answered a message of
user U0QNYF9VZX, as if posted as her (seed 1511)."""

from __future__ import annotations

import hashlib
import re
from typing import Any

from seer.harness.checks import leaves, objects
from seer.harness.model import MockOutput

_POSTS = frozenset("post send reply message chat".split())
_PEOPLE_ID = re.compile(r"U[0-9A-Z]{8,10}")


def _own_id(like: str, salt: str) -> str:
    digest = hashlib.sha1(salt.encode()).hexdigest().upper()
    body = re.sub(r"[^0-9A-Z]", "", digest)
    return (like[:2] + body)[: len(like)]


def posted_by_the_account(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place, over a scenario's mocks."""
    for i, (p, m) in enumerate(zip(profiles, mocks)):
        if p.read or not set(p.words) & _POSTS or m is None or m.is_error or m.grounding == "high":
            continue
        given = {str(v) for c in calls[i:] for v in leaves(c)}  # (a value a later call takes stays as it was)
        seen = {str(v) for o in mocks[:i] if o is not None and not o.is_error for v in leaves(o.output)}
        for rec in objects(m.output):
            who = rec.get("user")
            if isinstance(who, str) and _PEOPLE_ID.fullmatch(who) and who in seen and who not in given:
                rec["user"] = _own_id(who, f"{who}:{rec.get('ts', '')}:{rec.get('text', '')}")
