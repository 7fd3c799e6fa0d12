"""Handles picked after a listing are ones it listed: git_log found 994eb10262cb "Improve password reset email on
Safari", so the git_cherry_pick that follows takes it, never two hashes no call showed; find_objects listed "Social
icon" and "Star symbol", so align_objects(uuids=[...]) aligns those two, not Social icon and an object never seen."""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.values import MISSING, fits
from seer.harness.checks import objects

_HASH = re.compile(r"[0-9a-f]{7,40}")
_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
# a list parameter's words -> the keys a listing shows its handles under, and what a handle looks like
_LISTED = ((frozenset({"commit", "commits"}), ("hash", "sha", "commitHash"), _HASH),
           (frozenset({"uuid", "uuids"}), ("uuid",), _UUID))


def fit_listed_handles(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple) -> None:
    if not earlier:
        return
    for param in p.params:
        value = param.get(args, MISSING)
        rule = next((r for r in _LISTED if r[0] & set(param.words)), None)
        if rule is None or not isinstance(value, list) or not value:
            continue  # a carried list (forced) is filled out too: its carried handle stays, the made-up rest does not
        _words, keys, shape = rule
        if not all(isinstance(v, str) and shape.fullmatch(v) for v in value):
            continue
        shown = list(dict.fromkeys(v for o in earlier for n in objects(o) for k, v in n.items()
                                   if k in keys and isinstance(v, str) and shape.fullmatch(v)))
        if not shown or all(v in shown for v in value):
            continue
        free = [v for v in shown if v not in value]
        fixed = [v if v in shown else (free.pop(0) if free else v) for v in value]
        if fixed != value and fits(param.schema, fixed):
            param.put(args, fixed)
