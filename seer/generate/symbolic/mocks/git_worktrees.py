"""Git worktrees as `git worktree` reports them. Round 400: git_worktree(prune) answered pruned ["checkout-pruned",
"payments-pruned"], add answered added "pricing-added", move moved {"from": "billing-from", "to": "marketing-git"}, and a
listing held worktrees at "scripts/users.csv" with a detached HEAD on a branch. A worktree is a directory: the main one
is the repository, each other one sits beside it named after its branch (webshop-feature-search, git's own habit), a
detached one has no branch; add, remove and move answer the paths they were given."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.lexicon import words

_OLD = ("spike-search", "hotfix-old-login", "release-2.3", "experiment-cache")


def _where(args: dict[str, Any]) -> tuple[str, str]:
    """The folder the repository sits in and its name, from the call's repository path (else a worktree path it gave)."""
    given = [v for k, v in args.items() if isinstance(v, str) and v.startswith("/") and words(k)[-1:] == ["path"]]
    repo = next((v for k, v in args.items() if k == "path" and isinstance(v, str) and v.startswith("/")), None)
    base = (repo or (given[0].rsplit("/", 1)[0] + "/webshop" if given else "/home/dev/projects/webshop")).rstrip("/")
    parent, _, name = base.rpartition("/")
    return parent or "/", name


def _beside(args: dict[str, Any], label: str) -> str:
    parent, name = _where(args)
    return f"{parent}/{name}-{re.sub(r'[^A-Za-z0-9.]+', '-', label).strip('-')}"


def worktrees_agree(p: Any, args: dict[str, Any], out: dict, rng: random.Random) -> None:
    if "worktree" not in set(p.words) | set(p.nouns) or not isinstance(out, dict):
        return
    given = {words(k)[0] if words(k) else k: v for k, v in args.items() if isinstance(v, str) and k != "path"}
    target = next((v for k, v in args.items() if isinstance(v, str) and "worktree" in words(k)), None)
    branch = given.get("branch") or given.get("commitish")
    if isinstance(out.get("added"), str):
        out["added"] = target or _beside(args, branch or "wip")
    if isinstance(out.get("removed"), str):
        out["removed"] = target or _beside(args, rng.choice(_OLD))
    moved = out.get("moved")
    if isinstance(moved, dict) and isinstance(moved.get("from"), str):
        new = next((v for k, v in args.items() if isinstance(v, str) and "new" in words(k)), None)
        moved["from"] = target or _beside(args, rng.choice(_OLD))
        moved["to"] = new or f"{moved['from']}-moved"
    if isinstance(out.get("pruned"), list) and all(isinstance(x, str) for x in out["pruned"]):
        out["pruned"] = [_beside(args, x) for x in rng.sample(_OLD, max(1, min(len(out["pruned"]), 2)))]
    trees = out.get("worktrees")
    if isinstance(trees, list):
        used: set = set()
        for i, tree in enumerate(t for t in trees if isinstance(t, dict)):
            _one_tree(tree, i, args, used)


def _one_tree(tree: dict, i: int, args: dict[str, Any], used: set) -> None:
    """The main worktree is the repository on its branch; another is beside it, named after its branch or, detached, after
    its commit; a detached HEAD is on no branch, a branch is checked out in one worktree only; no worktree of a working
    repository is bare."""
    if "bare" in tree:
        tree["bare"] = False
    if i == 0:
        parent, name = _where(args)
        tree["path"] = f"{parent}/{name}"
        if "detached" in tree:
            tree["detached"] = False
            tree.setdefault("branch", "main")
        for flag in ("prunable", "locked"):  # the main worktree is never pruned nor locked
            if flag in tree:
                tree[flag] = False
    elif tree.get("branch") in used:
        tree.pop("branch")
        if "detached" in tree:
            tree["detached"] = True
    if i and tree.get("detached") is True:
        tree.pop("branch", None)
        tree["path"] = _beside(args, str(tree.get("head") or "detached")[:7])
    elif i:
        if "detached" in tree and "branch" not in tree:
            tree["detached"] = True
            tree["path"] = _beside(args, str(tree.get("head") or "detached")[:7])
        else:
            tree["path"] = _beside(args, str(tree.get("branch") or "wip"))
    if isinstance(tree.get("branch"), str):
        used.add(tree["branch"])
    if tree.get("locked") is True and tree.get("prunable") is True:  # a locked worktree is never pruned (seed 1351:
        tree["prunable"] = False  # docs-site-3096fee locked and prunable)
