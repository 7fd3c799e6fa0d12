"""A commit is known by its subject: git_log showed 4347f2820c53 "Improve release notes on Safari", and git_cherry_pick of
that commit answered message "fix: handle empty cart in checkout". A result about commits a call names, whose message
field says a commit message, says the subject the request was shown for the last of them."""

from __future__ import annotations

import re
from typing import Any

from seer.harness.checks import objects

_HASH = re.compile(r"[0-9a-f]{7,40}")
_SUBJECT_KEYS = ("subject", "message", "title")


def subjects_shown(earlier: tuple) -> dict[str, str]:
    """Commit hash (and its short forms) -> the subject a result before showed for it."""
    seen: dict[str, str] = {}
    for out in earlier:
        for rec in objects(out):
            sha = next((rec[k] for k in ("hash", "sha", "commit", "shortHash") if isinstance(rec.get(k), str) and _HASH.fullmatch(rec[k])), None)
            said = next((rec[k] for k in _SUBJECT_KEYS if isinstance(rec.get(k), str) and rec[k].strip()), None)
            if sha and said:
                seen.setdefault(sha, said.split("\n", 1)[0])
    return seen


def commit_message_agrees(args: dict[str, Any], out: Any, earlier: tuple) -> None:
    """In place: the top-level `message` of a result about the commits the call names."""
    if not isinstance(out, dict) or not isinstance(out.get("message"), str):
        return
    named = [v for v in args.values() for v in (v if isinstance(v, list) else [v]) if isinstance(v, str) and _HASH.fullmatch(v)]
    if not named:
        return
    shown = subjects_shown(earlier)
    said = next((shown[h] for h in reversed(named) if h in shown), None)
    if said is not None:
        out["message"] = said


def diff_follows_message(out: Any) -> None:
    """In place: a commit shown with its message and its diff changes what the message says (git_show of "perf: add retry
    to webhook sender" shows the webhook sender's change, never a cart total's rounding)."""
    import random

    from seer.generate.symbolic.world import diff_for_message

    for rec in objects(out):
        said = next((rec[k] for k in _SUBJECT_KEYS if isinstance(rec.get(k), str) and rec[k].strip()), None)
        if said is None or not isinstance(rec.get("diff"), str) or "@@" not in rec["diff"]:
            continue
        diff = diff_for_message(said, random.Random(said))
        if diff is not None:
            rec["diff"] = diff
