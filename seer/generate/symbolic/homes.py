"""One user per scenario: every absolute path under /home/<user>/ is the same person's.

Path makers are seeded per slot, so two calls of one request could name files in two people's
home folders (a diff in lena's project, a commit in alice's; a retry that takes another user's
file). A person works in their own home: after arguments and mocks are made, every home path of
the scenario is moved to the first call's user (the project folders stay as they are)."""

from __future__ import annotations

import re
from typing import Any

_HOME = re.compile(r"(?<![\w/])/home/([a-z][a-z0-9_-]*)/")


def first_user(nodes: list[Any]) -> str | None:
    for node in nodes:
        for s in _strings(node):
            m = _HOME.search(s)
            if m:
                return m[1]
    return None


def rehome(node: Any, user: str) -> Any:
    """`node` with every /home/<someone>/ written /home/<user>/ (strings, keys untouched)."""
    if isinstance(node, str):
        return _HOME.sub(f"/home/{user}/", node) if "/home/" in node else node
    if isinstance(node, list):
        return [rehome(v, user) for v in node]
    if isinstance(node, dict):
        return {k: rehome(v, user) for k, v in node.items()}
    return node


def _strings(node: Any):
    if isinstance(node, str):
        yield node
    elif isinstance(node, list):
        for v in node:
            yield from _strings(v)
    elif isinstance(node, dict):
        for v in node.values():
            yield from _strings(v)


def rehome_keyed(table: dict, user: str) -> dict:
    """A world table (call index, parameter) -> value, rehomed like the calls."""
    return {k: rehome(v, user) for k, v in table.items()}
