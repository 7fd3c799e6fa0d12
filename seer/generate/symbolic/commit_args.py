"""A commit picked after a history is one the history listed: git_log found 994eb10262cb "Improve password reset
email on Safari", so the git_cherry_pick that follows takes it, never two hashes no call showed."""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.values import MISSING, fits
from seer.harness.checks import objects


_HASH = re.compile(r"[0-9a-f]{7,40}")


def fit_listed_commits(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple) -> None:
    """Commits picked after a history (git_log listed 994eb10262cb "Improve password reset email") are commits it
    listed, in its order: never two hashes no call showed."""
    if not earlier:
        return
    shown = list(dict.fromkeys(v for o in earlier for n in objects(o) for k, v in n.items()
                               if k in ("hash", "sha", "commitHash") and isinstance(v, str) and _HASH.fullmatch(v)))
    if not shown:
        return
    for param in p.params:
        value = param.get(args, MISSING)
        if param.name in forced or not ("commit" in param.words or "commits" in param.words) or not isinstance(value, list) \
                or not value or not all(isinstance(v, str) and _HASH.fullmatch(v) for v in value) or all(v in shown for v in value):
            continue
        fixed = shown[:len(value)]
        if fits(param.schema, fixed):
            param.put(args, fixed)
