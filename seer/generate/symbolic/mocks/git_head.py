"""One current branch across a scenario's calls: git_status's currentBranch is the branch a later git_branch listing
marks current (and lists), until a checkout moves it; a status's `branch` (git_set_working_dir's repository status) is
that branch too (round 711 [13]: status branch main, then git_changelog_analyze currentBranch feature/checkout-redesign)."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.lexicon import words

_HEAD_KEYS = ("currentBranch", "current_branch")
_SWITCH_ARGS = ("target", "branch_name", "branchName", "branch")
_STATUS_KEYS = frozenset({"isClean", "is_clean", "staged", "unstaged", "untracked", "ahead", "behind", "conflicts"})


def one_head(world: Any, tool_name: str, args: dict[str, Any], out: Any) -> dict[str, str]:
    """Keep `world.head` (the checked-out branch, first said by any call) in every output that names a current branch;
    answers the listed names it replaced (old -> the head)."""
    named = set(words(tool_name))
    if ({"checkout", "switch"} & named and not any(isinstance(v, list) and v for v in args.values())
            or "clone" in named):  # a clone of branch X is checked out on X
        target = next((args[k] for k in _SWITCH_ARGS if isinstance(args.get(k), str) and args[k]), None)
        if target and not target.startswith(("HEAD", "-")) and not _is_sha(target):
            world.head = target  # a checkout (not of files) moves the current branch
    mode = str(args.get("mode") or args.get("action") or "").lower()
    old, new = args.get("branchName") or args.get("oldName"), args.get("newBranchName") or args.get("newName")
    if "rename" in (mode, *named) and isinstance(new, str) and new and (old == world.head or old is None and world.head):
        world.head = new  # the current branch renamed is current under its new name
    renamed: dict[str, str] = {}
    _walk(world, out, renamed)
    if "push" in words(tool_name) and isinstance(out, dict):
        _push_agrees(world, args, out)
    asked = args.get("branch") if isinstance(args.get("branch"), str) and args["branch"] else None
    if "pull" in words(tool_name) and asked and isinstance(out, dict) and isinstance(out.get("branch"), str):
        out["branch"] = asked  # git_pull(branch=chore/bump-deps) answers the branch it pulled, into the current one
    return renamed


def _push_agrees(world: Any, args: dict[str, Any], out: dict[str, Any]) -> None:
    """A push answers the branch it pushed (the one asked, else the remote branch named, else the current one), that
    ref among the pushed when it succeeded and among the rejected when it did not, never in both."""
    asked_branch = next((args[k] for k in ("branch", "branchName", "branch_name", "remoteBranch", "remote_branch")
                         if isinstance(args.get(k), str) and args[k]), None)
    if asked_branch is None and world.head is None and isinstance(out.get("branch"), str) and out["branch"]:
        world.head = out["branch"]  # a push of no branch named pushes the current one: a later worktree listing or
        # status shows that branch checked out (seed 1443: pushed chore/bump-deps, then the worktree on another)
    pushed = asked_branch or world.head
    if not pushed:
        return
    if isinstance(out.get("branch"), str):
        out["branch"] = pushed
    ok = out.get("success", out.get("ok", True)) is not False
    for k, v in out.items():
        if isinstance(v, list) and all(isinstance(x, str) for x in v):
            ws = {w.lower() for w in words(k)}
            if "pushed" in ws:
                out[k] = [pushed] if ok else []
            elif ws & {"rejected", "failed"}:
                out[k] = [] if ok else [pushed]
    up = next((k for k in out if {w.lower() for w in words(k)} >= {"upstream", "set"} and isinstance(out[k], bool)), None)
    asked = next((args[k] for k in ("setUpstream", "set_upstream", "u") if isinstance(args.get(k), bool)), None)
    if up and asked is not None:
        out[up] = asked  # upstream set only when asked


def _is_sha(value: str) -> bool:
    return len(value) >= 7 and all(c in "0123456789abcdef" for c in value)


def _walk(world: Any, node: Any, renamed: dict[str, str]) -> None:
    if isinstance(node, list):
        for item in node:
            _walk(world, item, renamed)
        return
    if not isinstance(node, dict):
        return
    keys = _HEAD_KEYS + (("branch",) if set(node) & _STATUS_KEYS else ())  # a status's branch is the checked-out one
    for k in keys:
        if isinstance(node.get(k), str) and node[k]:
            if world.head is None:
                world.head = node[k]
            node[k] = world.head
            if isinstance(node.get("upstream"), str) and node["upstream"].startswith("origin/"):
                node["upstream"] = f"origin/{world.head}"  # main tracks origin/main, not another branch's remote
    for v in node.values():
        if isinstance(v, list) and v and all(isinstance(x, dict) and "path" in x and ("detached" in x or "bare" in x) for x in v):
            main = v[0]  # git worktree list: the main worktree first, on the branch checked out (git_worktree listed
            if isinstance(main.get("branch"), str) and main["branch"]:  # webshop on a (the main worktree is on its branch:
                # worktrees_agree clears a drawn detached flag, seed 1443)
                if world.head is None:  # branch a rename then answered as not current, seed 1316)
                    world.head = main["branch"]
                main["branch"] = world.head
            continue
        if isinstance(v, list) and v and all(isinstance(x, dict) and isinstance(x.get("current"), bool)
                                             and isinstance(x.get("name"), str) for x in v):
            mine = next((x for x in v if x["name"] == world.head), None)
            if world.head is None:
                world.head = next((x["name"] for x in v if x["current"]), None)
            elif mine is None:  # the current branch is listed: the one marked current is it
                marked = next((x for x in v if x["current"]), v[0])
                renamed[marked["name"]] = world.head
                marked["name"] = world.head
                if isinstance(marked.get("upstream"), str) and "/" in marked["upstream"]:  # and tracks its own remote
                    marked["upstream"] = f"{marked['upstream'].split('/', 1)[0]}/{world.head}"  # branch (s44, seed 1362)
            seen: set[str] = set()
            v[:] = [x for x in v if not (x["name"] in seen or seen.add(x["name"]))]  # a branch is listed once
            mine = next((x for x in v if x["name"] == world.head), None)
            for x in v:
                x["current"] = x is mine if world.head else x["current"]
        elif isinstance(v, (dict, list)):
            _walk(world, v, renamed)
