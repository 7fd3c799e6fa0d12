"""One working tree per scenario: a git status agrees with the diffs shown beside it.

`git diff --staged` prints every staged file and `git diff` every modified one, so a status read
between the same writes lists exactly those files as staged/modified (and not as untracked); a
write (commit, add, reset, checkout, stash) starts a new stretch where the tree may differ.
"""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.lexicon import words
from seer.harness.checks import leaves, objects
from seer.harness.model import MockOutput

_DIFF_FILE = re.compile(r"diff --git a/(\S+) b/")


def _texts(node: Any):
    return (v for v in leaves(node) if isinstance(v, str))


def _statuses(node: Any):
    """Records of a working tree's status (lists named staged/modified/untracked)."""
    return (n for n in objects(node)
            if isinstance(n.get("staged"), list) and isinstance(n.get("untracked", []), list) and "modified" in n)


def _stretches(profiles: list[Any]):
    """(the reads of a stretch, the write that ends it or None at the end): the calls between two writes see one tree."""
    stretch: list[int] = []
    for i, p in enumerate(profiles):
        if p.read:
            stretch.append(i)
        else:
            yield stretch, i
            stretch = []
    yield stretch, None


def agree_worktree(profiles: list[Any], mocks: list[MockOutput | None], calls: list[dict[str, Any]] | None = None) -> None:
    """In place: each status record of a stretch of reads lists the files its stretch's diffs show, and the files the
    write that ends the stretch stages (git_add(files=[src/app.py])) as changes not staged yet."""
    for stretch, write in _stretches(profiles):
        _agree(stretch, profiles, mocks, _staging(profiles, calls, mocks, write))


def _staging(profiles: list[Any], calls: list[dict[str, Any]] | None, mocks: list[MockOutput | None], i: int | None) -> list[str]:
    """The files a git add stages by name (none for `all`, `.` or a failed add)."""
    if i is None or calls is None or not {"add", "stage"} & set(profiles[i].words) or mocks[i] is None or mocks[i].is_error:
        return []
    files = next((v for k, v in calls[i].items() if set(words(k)) & {"files", "paths", "file", "path"} and isinstance(v, list)), [])
    return [f for f in files if isinstance(f, str) and f not in (".", "-A", "--all") and not f.startswith("/")]


def _agree(indices: list[int], profiles: list[Any], mocks: list[MockOutput | None], staging: list[str] = ()) -> None:
    shown: dict[str, list[str]] = {}
    for i in indices:
        m, ws = mocks[i], set(profiles[i].words)
        if m is None or m.is_error or m.grounding == "high" or "diff" not in ws:
            continue
        side = "staged" if ws & {"staged", "cached"} else "modified" if "unstaged" in ws else None
        if side == "modified" and staging and not set(staging) <= {f for t in _texts(m.output) for f in _DIFF_FILE.findall(t)}:
            _diff_of(m.output, staging)  # git diff shows the change about to be staged (git_add(src/app.py) after it)
        if side is not None:
            files = [f for t in _texts(m.output) for f in _DIFF_FILE.findall(t)]
            shown[side] = list(dict.fromkeys(shown.get(side, []) + files))
    _unstaged_is_another_change(indices, profiles, mocks)
    shown = {}  # (the unstaged diff may show another file now: the status lists what the diffs show in the end)
    for i in indices:
        m, ws = mocks[i], set(profiles[i].words)
        side = "staged" if ws & {"staged", "cached"} else "modified" if "unstaged" in ws else None
        if m is not None and not m.is_error and m.grounding != "high" and "diff" in ws and side is not None:
            shown[side] = list(dict.fromkeys(shown.get(side, []) + [f for t in _texts(m.output) for f in _DIFF_FILE.findall(t)]))
    if staging:  # what is staged next is a change not staged yet, whatever the status listed it as
        _not_staged_yet(indices, mocks, staging, shown)
    if not shown:
        return
    for i in indices:
        m = mocks[i]
        if m is None or m.is_error or m.grounding == "high":
            continue
        for rec in _statuses(m.output):
            for side, files in shown.items():
                rec[side] = list(files)
            taken = {f for files in shown.values() for f in files}
            if isinstance(rec.get("untracked"), list):
                rec["untracked"] = [f for f in rec["untracked"] if f not in taken]
            clean = next((k for k in rec if words(k) in (["is", "clean"], ["clean"]) and isinstance(rec[k], bool)), None)
            if clean:
                rec[clean] = not any(isinstance(v, list) and v for k, v in rec.items()
                                     if set(words(k)) & {"staged", "unstaged", "untracked", "conflicts", "conflicted", "modified"})


def _changed_lines(text: str) -> set[str]:
    return {ln for ln in text.splitlines() if ln[:1] in "+-" and not ln.startswith(("+++", "---"))}


def _unstaged_is_another_change(indices: list[int], profiles: list[Any], mocks: list[MockOutput | None]) -> None:
    """In place: git diff shows what changed since the index, so the change git diff --staged showed is never shown
    again as unstaged (both answered src/app.py's `return round(total, 2)`): the unstaged one is another change."""
    import random

    from seer.generate.symbolic.world import file_diff

    staged: set[str] = set()
    for i in indices:
        m, ws = mocks[i], set(profiles[i].words)
        if m is not None and not m.is_error and m.grounding != "high" and "diff" in ws and ws & {"staged", "cached"}:
            staged |= {ln for t in _texts(m.output) for ln in _changed_lines(t)}
    if not staged:
        return
    shown_staged = {f for i in indices if mocks[i] is not None and not mocks[i].is_error and "diff" in set(profiles[i].words)
                    and set(profiles[i].words) & {"staged", "cached"} for t in _texts(mocks[i].output) for f in _DIFF_FILE.findall(t)}
    for i in indices:
        m, ws = mocks[i], set(profiles[i].words)
        if m is None or m.is_error or m.grounding == "high" or "diff" not in ws or "unstaged" not in ws:
            continue
        for rec in objects(m.output):
            for k, v in rec.items():
                if isinstance(v, str) and "diff --git" in v and _changed_lines(v) & staged:
                    for n in range(8):  # another file the staged diffs do not show, else the same one changed again since
                        # (lib/cart.js twice read two ways once both hunks sat at its top, seed 1388)
                        name = ("README.md", "config/settings.yaml", "src/app.py", "lib/cart.js")[n] if n < 4 else _DIFF_FILE.findall(v)[0]
                        other = file_diff(name, random.Random(f"{name}:{n}"))
                        if not _changed_lines(other) & staged and (n >= 4 or name not in shown_staged):
                            rec[k] = other
                            break


def _diff_of(out: Any, files: list[str]) -> None:
    """In place: the unified diff in a result becomes the diff of `files` (one changed line each, of its own type)."""
    import random

    from seer.generate.symbolic.world import file_diff

    for rec in objects(out):
        for k, v in rec.items():
            if isinstance(v, str) and "diff --git" in v:
                rec[k] = "".join(file_diff(f, random.Random(f)) for f in files)
                return


def _not_staged_yet(indices: list[int], mocks: list[MockOutput | None], staging: list[str], shown: dict[str, list[str]]) -> None:
    """In place: a status read before git_add(files) lists those files as modified or untracked, never only staged."""
    for i in indices:
        m = mocks[i]
        if m is None or m.is_error or m.grounding == "high":
            continue
        for rec in _statuses(m.output):
            waiting = {f for k in ("modified", "untracked") if isinstance(rec.get(k), list) for f in rec[k]}
            for f in staging:
                if f in shown.get("staged", []):
                    continue  # staged and changed again since: git lists it on both sides
                if f not in waiting:
                    rec["modified"] = [*rec["modified"], f] if isinstance(rec.get("modified"), list) else [f]
                rec["staged"] = [x for x in rec["staged"] if x != f]
    if "modified" in shown:
        shown["modified"] = list(dict.fromkeys([*shown["modified"], *(f for f in staging if f not in shown.get("staged", []))]))


def clean_removes_untracked(profiles: list[Any], mocks: list[MockOutput | None]) -> None:
    """In place: a git clean after a result that listed untracked files removes those files (the ones the user saw),
    never two others; a clean without directories removes no folder among them."""
    untracked: list[str] = []
    for p, m in zip(profiles, mocks):
        if m is None or m.is_error or m.grounding == "high":
            continue
        if "clean" in words(p.name) and not p.read and untracked and isinstance(m.output, dict):
            key = next((k for k, v in m.output.items() if isinstance(v, list) and words(k)[:2] in (["files", "removed"], ["removed", "files"])), None)
            if key is not None:
                m.output[key] = list(untracked)
            untracked = []
            continue
        for n in objects(m.output):
            for k, v in n.items():
                if "untracked" in words(k) and isinstance(v, list) and v and all(isinstance(f, str) for f in v):
                    untracked = [f for f in v if not f.endswith("/")]


_TRACKED_SIDES = frozenset({"staged", "unstaged", "modified", "conflicted", "conflicts"})


def untracked_apart(mocks: list[MockOutput | None]) -> None:
    """In place: a file a status lists as staged, unstaged or modified is tracked, so never also untracked (git_status
    listed src/utils/format.ts as modified and untracked; git_set_working_dir server.go as unstaged and untracked)."""
    diffed: set[str] = set()  # a file a diff showed (against a branch, staged or not) is tracked too (seed 1453: a
    for m in mocks:  # diff of src/app.py, then a status listing src/app.py as untracked)
        if m is None or m.is_error:
            continue
        if m.grounding != "high":
            for rec in objects(m.output):  # (and an unmerged one: lib/index.ts untracked and conflicted, seed 1479)
                tracked = diffed | {f for k, v in rec.items() if isinstance(v, list) and {w.lower() for w in words(k)} & _TRACKED_SIDES
                                    for f in v if isinstance(f, str)}
                for k, v in rec.items():
                    if isinstance(v, list) and "untracked" in {w.lower() for w in words(k)}:
                        rec[k] = [f for f in v if f not in tracked]
        diffed |= {f for t in leaves(m.output) if isinstance(t, str) for f in re.findall(r"^diff --git a/(\S+) b/", t, re.M)}


def main_worktree_on_head(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: a worktree listing's first entry, the main worktree, is on the branch the request last saw checked
    out (git_clone answered branch main; git_worktree(list) then had the repository on feature/search-filters)."""
    head: str | None = None
    for p, args, m in zip(profiles, calls, mocks):
        if m is None or m.is_error:
            continue
        for rec in objects(m.output):
            trees = rec.get("worktrees")
            main = trees[0] if isinstance(trees, list) and trees and isinstance(trees[0], dict) \
                and not trees[0].get("detached") and isinstance(trees[0].get("branch"), str) else None
            if main is not None:
                head = head or main["branch"]  # the first the request saw: a rename of it after renames the current branch
                main["branch"] = head
                for t in trees[1:]:
                    if isinstance(t, dict) and t.get("branch") == head:
                        t.pop("branch")  # a branch is checked out in one worktree only
                        if "detached" in t:
                            t["detached"] = True
        flat = args.get("params", args) if isinstance(args.get("params"), dict) else args
        old, new = flat.get("branchName") or flat.get("oldName"), flat.get("newBranchName") or flat.get("newName")
        renames = "rename" in (str(flat.get("mode") or "").lower(), *words(p.name)) and isinstance(new, str)
        said = None if renames and head else _current(p, m.output)  # a rename answers the head it leaves, not another
        head = said or head
        if renames and old == head:
            head = new
        if renames and head:
            for rec in objects(m.output):
                if isinstance(rec.get("currentBranch"), str):
                    rec["currentBranch"] = head  # clone (main), rename main: the current branch is the new name


def _current(p: Any, out: Any) -> str | None:
    for rec in objects(out):
        for k in ("currentBranch", "current_branch"):
            if isinstance(rec.get(k), str) and rec[k]:
                return rec[k]
        if "clone" in words(p.name) and isinstance(rec.get("branch"), str) and rec["branch"]:
            return rec["branch"]
        listed = rec.get("branches")
        if isinstance(listed, list):
            now = next((b.get("name") for b in listed if isinstance(b, dict) and b.get("current") is True), None)
            if isinstance(now, str):
                return now
    return None


def _changes(rec: dict) -> tuple[list[str], list[str]] | None:
    """(changed files, conflicted files) of a status shaped as git's MCP server answers it (stagedChanges and
    unstagedChanges of added/modified/deleted lists, untrackedFiles, conflictedFiles), else None."""
    unstaged = rec.get("unstagedChanges")
    if not isinstance(unstaged, dict) or not isinstance(rec.get("stagedChanges"), dict):
        return None
    changed = [f for v in unstaged.values() if isinstance(v, list) for f in v if isinstance(f, str)]
    changed += [f for f in rec.get("untrackedFiles") or [] if isinstance(f, str)]
    return list(dict.fromkeys(changed)), [f for f in rec.get("conflictedFiles") or [] if isinstance(f, str)]


def changes_agree(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place, for git's MCP server: a status read beside an unstaged diff lists the diff's files as unstaged changes
    (git_diff showed src/app.py, the status beside it did not); git_add(all=true) after a status stages the files that
    status showed changed (never deploy/CHANGELOG.md shown nowhere), and the status it answers leaves its conflicts."""
    from seer.generate.symbolic.mocks.git_records import _staged_agree, nothing_pending

    last: tuple[list[str], list[str]] | None = None
    for stretch, i in _stretches(profiles):
        diffs = [f for j in stretch if mocks[j] is not None and not mocks[j].is_error and "diff" in profiles[j].words
                 and calls[j].get("staged") is False for t in _texts(mocks[j].output) for f in _DIFF_FILE.findall(t)]
        for j in stretch:
            m = mocks[j]
            for rec in (objects(m.output) if m is not None and not m.is_error and m.grounding != "high" else ()):
                changes = _changes(rec)
                if changes is None:
                    continue
                have = set(changes[0])
                unstaged = rec["unstagedChanges"]
                for f in diffs:
                    if f not in have:
                        unstaged.setdefault("modified", []).append(f)
                        have.add(f)
                for k in ("untrackedFiles", "conflictedFiles"):
                    if isinstance(rec.get(k), list):
                        rec[k] = [f for f in rec[k] if f not in diffs]
                last = _changes(rec)
        if i is None:
            break
        m = mocks[i]
        if last is None or m is None or m.is_error or m.grounding == "high" or calls[i].get("all") is not True \
                or not ({"add", "stage"} & set(profiles[i].words)) or not isinstance(m.output, dict):
            continue
        changed, conflicted = last
        key = next((k for k, v in m.output.items() if isinstance(v, list) and {w.lower() for w in words(k)} >= {"staged", "files"}), None)
        if key is None or not changed:
            continue
        m.output[key] = list(dict.fromkeys([*changed, *conflicted]))  # `git add --all` stages a conflicted file too
        for k in ("totalFiles", "total_files"):  # (marking it resolved): none is left conflicted (seed 1264)
            if isinstance(m.output.get(k), int) and not isinstance(m.output[k], bool):
                m.output[k] = len(m.output[key])
        _staged_agree(m.output)  # the status beside it counts the files staged
        status = m.output.get("status")
        if isinstance(status, dict):
            nothing_pending(status)
            if isinstance(status.get("is_clean"), bool):
                status["is_clean"] = False
        last = None


_REFUSED_UNMERGED = frozenset("merge rebase cherry pick checkout switch commit pull".split())


def no_conflicts_before_merging(profiles: list[Any], mocks: list[MockOutput | None]) -> None:
    """In place: git refuses to merge, rebase, cherry-pick, switch branches or commit with unmerged paths, so a status
    read before such a write that went through lists no conflicted files (git_status showed docs/index.ts conflicted,
    then git_rebase answered success with no conflicts)."""
    last_write = max((i for i, (p, m) in enumerate(zip(profiles, mocks)) if not p.read and m is not None and not m.is_error
                      and set(words(p.name)) & _REFUSED_UNMERGED), default=None)
    if last_write is None:
        return
    for i in range(last_write):
        m = mocks[i]  # a read, or a write that shows the tree (git_set_working_dir answers the repository's status)
        if set(words(profiles[i].name)) & _REFUSED_UNMERGED or m is None or m.is_error or m.grounding == "high":
            continue
        for rec in objects(m.output):
            for k, v in rec.items():
                if isinstance(v, list) and v and _lists_conflicts(k):
                    rec[k] = []


def fresh_clone_is_clean(profiles: list[Any], mocks: list[MockOutput | None]) -> None:
    """In place: a repository the request has just cloned has no conflicted, untracked or unstaged files of its own
    (seed 1266: git_clone, then git_add(README.md) answered a status with two conflicted files, an untracked deploy.sh
    and an unstaged change). What the request stages after the clone is the user's edit; nothing else is pending."""
    from seer.generate.symbolic.mocks.git_records import nothing_pending

    cloned = False
    for p, m in zip(profiles, mocks):
        if m is None or m.is_error or m.grounding == "high":
            continue
        if "clone" in words(p.name) and not p.read:
            cloned = True
            continue
        if not cloned:
            continue
        for n in objects(m.output):
            nothing_pending(n)


def pull_follows_push(profiles: list, calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: git_push(branch=feature/checkout-redesign), then git_pull() answered feature/search-filters (seed 1397):
    a pull that names no branch pulls the branch checked out, the one the request pushed or switched to last."""
    current = None
    for p, args, m in zip(profiles, calls, mocks):
        named = next((v for k, v in args.items() if words(k) in (["branch"], ["branch", "name"]) and isinstance(v, str)), None)
        if "pull" in p.words and named is None and current and m is not None and not m.is_error \
                and isinstance(m.output, dict) and isinstance(m.output.get("branch"), str):
            m.output["branch"] = current
        elif "pull" in p.words and named is None and m is not None and not m.is_error and isinstance(m.output, dict) \
                and m.output.get("branch") is not None and m.output.get("branch") == m.output.get("remote"):
            m.output["branch"] = current or "main"  # git_pull(remote=fork) answered branch "fork": a remote is no branch
        if named and ({"push", "checkout", "switch"} & set(p.words)):
            current = named


def _triple(rec: dict) -> tuple[list[str], list[str], list[str]] | None:
    """(staged, unstaged, untracked) of a status record of either shape: git's MCP server's stagedChanges/
    unstagedChanges dicts of lists with untrackedFiles, or a status's staged/unstaged (modified)/untracked lists."""
    flat = lambda d: [f for v in d.values() if isinstance(v, list) for f in v if isinstance(f, str)]  # noqa: E731
    if isinstance(rec.get("stagedChanges"), dict) and isinstance(rec.get("unstagedChanges"), dict):
        return flat(rec["stagedChanges"]), flat(rec["unstagedChanges"]), list(rec.get("untrackedFiles") or [])
    if isinstance(rec.get("staged"), list) and (isinstance(rec.get("unstaged"), list) or isinstance(rec.get("modified"), list)):
        return list(rec["staged"]), list(rec.get("unstaged") or rec.get("modified") or []), list(rec.get("untracked") or [])
    return None


def _put_triple(rec: dict, staged: list[str], unstaged: list[str], untracked: list[str]) -> None:
    def into(d: dict, files: list[str]) -> None:
        keys = [k for k, v in d.items() if isinstance(v, list)] or ["modified"]
        for n, k in enumerate(keys):
            d[k] = list(files) if n == keys.index("modified" if "modified" in keys else keys[0]) else []
    if isinstance(rec.get("stagedChanges"), dict):
        into(rec["stagedChanges"], staged)
        into(rec["unstagedChanges"], unstaged)
        if isinstance(rec.get("untrackedFiles"), list):
            rec["untrackedFiles"] = list(untracked)
    else:
        rec["staged"] = list(staged)
        rec["unstaged" if isinstance(rec.get("unstaged"), list) else "modified"] = list(unstaged)
        if isinstance(rec.get("untracked"), list):
            rec["untracked"] = list(untracked)
    for k in ("isClean", "is_clean", "clean"):
        if isinstance(rec.get(k), bool):
            rec[k] = not (staged or unstaged or untracked)


def statuses_agree(profiles: list[Any], mocks: list[MockOutput | None]) -> None:
    """In place: two statuses of one working tree read between the same writes list the same files (git_status showed
    scripts/deploy.sh staged and src/app.js modified, then git_wrapup_instructions' status src/api/index.ts staged and
    data/schema.sql unstaged, seed 1459): the later ones take the first one's files."""
    for stretch, _write in _stretches(profiles):
        first = None
        for j in stretch:
            m = mocks[j]
            if m is None or m.is_error or m.grounding == "high":
                continue
            for rec in objects(m.output):
                got = _triple(rec)
                if got is None:
                    continue
                if first is None:
                    first = got
                elif got != first:
                    _put_triple(rec, *first)


def commits_hold_staged(profiles: list[Any], mocks: list[MockOutput | None], calls: list[dict[str, Any]] | None = None) -> None:
    """In place: a commit records what was staged before it as well as the files it stages itself (git_status staged
    scripts/deploy.sh, then git_commit(filesToStage=[src/app.js]) answered committedFiles [src/app.js] under the message
    "chore: update deploy.sh", seed 1459)."""
    staged: list[str] = []
    for n, (p, m) in enumerate(zip(profiles, mocks)):
        if m is None or m.is_error or m.grounding == "high":
            continue
        restored = (calls[n].get("paths") if calls is not None and "checkout" in words(p.name) else None) or []
        if isinstance(restored, list) and restored and all(isinstance(f, str) for f in restored):
            staged = list(dict.fromkeys([*staged, *restored]))  # git checkout <branch> -- <paths> stages those files:
            continue  # the commit after it records them (seed 1492 committed config/flags.yaml instead)
        if p.read:
            for rec in objects(m.output):
                got = _triple(rec)
                if got is not None:
                    staged = got[0]
            continue
        if "commit" in words(p.name) and staged and isinstance(m.output, dict):
            key = next((k for k, v in m.output.items() if isinstance(v, list) and words(k)[:1] == ["committed"]), None)
            if key is not None:
                m.output[key] = list(dict.fromkeys([*staged, *m.output[key]]))
        staged = []



_TREE_WRITES = frozenset("commit stash add reset checkout switch merge pull restore clean cherry revert rm mv apply rebase".split())


def _since_tree_write(profiles: list[Any], i: int) -> int:
    """Where the calls before call `i` since the last one that changed the tree start (reads, git_set_working_dir's
    status, a push): what a status among them shows is the tree call `i` acts on."""
    start = i
    while start > 0 and (profiles[start - 1].read or not set(words(profiles[start - 1].name)) & _TREE_WRITES):
        start -= 1
    return start


def _lists_conflicts(key: str) -> bool:
    return bool({w.lower() for w in words(key)} & {"conflicted", "conflicts"})


def clean_before_rebase(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: git refuses to rebase with uncommitted changes ("cannot rebase: You have unstaged changes"), so a status
    read just before a rebase that went through (without --autostash) shows nothing staged or modified (seed 1489:
    git_status listed README.md modified, then git_rebase answered "Successfully rebased"). Untracked files may stay."""
    for i, (p, m) in enumerate(zip(profiles, mocks)):
        if p.read or "rebase" not in p.words or m is None or m.is_error or any("autostash" in k.lower() and v for k, v in calls[i].items()):
            continue
        start = _since_tree_write(profiles, i)
        if any("diff" in (ws := set(profiles[k].words)) and ws & {"staged", "cached", "unstaged"} for k in range(start, i)):
            continue  # the changes a diff of the tree showed are there: the status keeps them (the rebase is left as is)
        for k in range(start, i):
            mk = mocks[k]
            if mk is None or mk.is_error or mk.grounding == "high":
                continue
            for rec in objects(mk.output):
                triple = _triple(rec)
                if triple and (triple[0] or triple[1]):
                    _put_triple(rec, [], [], triple[2])


def merged_branch_is_not_checked_out(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: git_branch(list) showed chore/bump-deps as the current branch, then git_merge(branch=chore/bump-deps)
    answered a merge commit (seed 1505): a branch merged is merged into another, so the listing before the merge has
    another branch checked out (main when it is listed)."""
    for i, (p, args, m) in enumerate(zip(profiles, calls, mocks)):
        merged = args.get("branch") if "merge" in p.words and not p.read and m is not None and not m.is_error else None
        if not isinstance(merged, str):
            continue
        for mk in mocks[:i]:
            if mk is None or mk.is_error or mk.grounding == "high":
                continue
            for rec in objects(mk.output):
                listed = [b for v in rec.values() if isinstance(v, list) for b in v
                          if isinstance(b, dict) and isinstance(b.get("name"), str) and isinstance(b.get("current"), bool)]
                if not any(b["name"] == merged and b["current"] for b in listed):
                    continue
                other = next((b for b in listed if b["name"] in ("main", "master", "develop") and b["name"] != merged),
                             next((b for b in listed if b["name"] != merged), None))
                home = other["name"] if other is not None else "main" if merged != "main" else "develop"
                for b in listed:  # (a listing filtered to one branch: the checked-out one is another, not listed)
                    b["current"] = b is other
                for k in ("currentBranch", "current_branch"):
                    if rec.get(k) == merged:
                        rec[k] = home


_IN_FLIGHT_MODES = ("abort", "skip", "quit")


def rebase_stopped_before_its_abort(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: git_status showed a clean tree with nothing conflicted, then git_rebase(mode=abort) (or skip) went
    through (seed 1529): git has no rebase to abort or commit to skip unless one stopped on a conflict, so the status
    read just before it shows the conflicted file it stopped on."""
    for i, (p, args, m) in enumerate(zip(profiles, calls, mocks)):
        mode = args.get("mode") or args.get("action")
        if p.read or "rebase" not in p.words or m is None or m.is_error or mode not in _IN_FLIGHT_MODES:
            continue
        # (a status before the last change of the tree says nothing of this rebase)
        for k in reversed(range(_since_tree_write(profiles, i), i)):
            mk = mocks[k]
            if mk is None or mk.is_error or mk.grounding == "high":
                continue
            status = [rec for rec in objects(mk.output) if any(isinstance(v, list) and _lists_conflicts(key) for key, v in rec.items())]
            for rec in status:
                shown = [x for key, v in rec.items() if isinstance(v, list) and "untracked" not in key.lower()
                         for x in v if isinstance(x, str) and "." in x]  # (an untracked file has nothing to conflict with)
                for key, v in rec.items():
                    if isinstance(v, list) and _lists_conflicts(key) and not v:
                        rec[key] = [shown[0] if shown else "README.md"]
                if rec.get("isClean") is True:
                    rec["isClean"] = False
            if status:
                break
