"""A reflog lists where HEAD went, newest first, each entry saying what its action did as git writes it:
"checkout: moving from main to release/2.4", never a commit subject under action checkout."""

from __future__ import annotations

from typing import Any


_REF_KEYS = ("refName", "ref_name", "ref", "branch")


def _ref(entry: dict) -> str:
    return next((entry[k] for k in _REF_KEYS if isinstance(entry.get(k), str)), "main")


def _entries(node: Any) -> list[list[dict]]:
    if isinstance(node, dict):
        return [x for v in node.values() for x in _entries(v)]
    if isinstance(node, list):
        own = [x for x in node if isinstance(x, dict) and isinstance(x.get("action"), str) and isinstance(x.get("message"), str)]
        return ([node] if own and len(own) == len(node) else []) + [x for v in node for x in _entries(v)]
    return []


def reflog_messages(out: Any, world: Any = None, args: dict[str, Any] | None = None) -> None:
    """Also: the newest entry leaves HEAD on the repository's current branch (the one a status or checkout of the
    request said), and a reflog read first says it for the calls after it. The reflog of a branch (ref=X) lists X's own
    entries (git_reflog(ref=feature/checkout-redesign) answered release/2.4's, seed 1453)."""
    asked = (args or {}).get("ref")
    own = isinstance(asked, str) and asked and not asked.upper().startswith("HEAD") and "@" not in asked
    for entries in _entries(out):
        if own:
            for e in entries:
                for k in _REF_KEYS:
                    if isinstance(e.get(k), str):
                        e[k] = asked
            for e in entries:  # a branch's own reflog: commits, merges, resets on it, never a checkout onto another
                if str(e.get("action", "")).lower() == "checkout":
                    e["action"] = "commit"
        if all(isinstance(e.get("timestamp"), (int, float)) for e in entries):
            entries.sort(key=lambda e: -e["timestamp"])  # HEAD@{0} first
        if world is not None and entries and not own:
            newest = entries[0]
            key = next((k for k in _REF_KEYS if isinstance(newest.get(k), str)), None)
            if key is not None and world.head:
                if newest[key] != world.head and any(_ref(e) == world.head for e in entries[1:2]):
                    entries[1][key] = newest[key]  # no "moving from develop to develop" below it
                newest[key] = world.head
            elif key is not None:
                world.head = newest[key]
        for i, entry in enumerate(entries):
            ref, message = _ref(entry), entry["message"]
            before = _ref(entries[i + 1]) if i + 1 < len(entries) else ("develop" if ref == "main" else "main")
            before = before if before != ref else ("develop" if ref == "main" else "main")
            head = message.split(": ", 1)
            subject = head[1] if len(head) == 2 and head[0] in ("commit", "commit (amend)", "checkout", "cherry-pick") else message
            said = {"commit": f"commit: {subject}", "amend": f"commit (amend): {subject}",
                    "checkout": f"checkout: moving from {before} to {ref}", "merge": f"merge {ref}: Fast-forward",
                    "reset": "reset: moving to HEAD~1", "rebase": f"rebase (finish): returning to refs/heads/{ref}",
                    "pull": "pull: Fast-forward", "cherry-pick": f"cherry-pick: {subject}"}.get(entry["action"].lower())
            if said is not None:
                entry["message"] = said
