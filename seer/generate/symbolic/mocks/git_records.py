"""Fields of a git record that must agree with each other, as git prints them: a short hash is the
start of its hash, the current branch tracks origin/<itself>, a count of files is the number of files
listed beside it, a `diff` is a unified diff and `git show` of a commit shows the commit (header,
message, diff), not a sentence. Values drawn here are seeded by the record's own hash (same record,
same text)."""

from __future__ import annotations

import random
import re
from typing import Any

from seer import kinds
from seer.generate.symbolic.clone import clone
from seer.generate.symbolic.lexicon import words

_SHORT = ("shortHash", "short_hash", "shortSha", "short_sha", "abbrevHash")
_FULL = ("hash", "sha", "commitHash", "commit_hash", "commit")
_NOT_THE_CHANGED = frozenset({"excluded", "ignored", "skipped", "untracked", "conflicted", "removed", "deleted"})


def git_agrees(node: dict[str, Any]) -> None:
    full = next((node[k] for k in _FULL if isinstance(node.get(k), str) and len(node[k]) >= 7), None)
    for k in _SHORT:
        if full and isinstance(node.get(k), str):
            node[k] = full[:7]
    branch = next((node[k] for k in ("currentBranch", "current_branch", "branch") if isinstance(node.get(k), str)), None)
    if branch is None and isinstance(node.get("name"), str) and ("current" in node or any(k in node for k in _FULL)):
        branch = node["name"]  # a listed branch (develop tracked hotfix/payment-rounding, seed 1362)
    if isinstance(branch, str) and branch and isinstance(node.get("upstream"), str) and not node["upstream"].endswith("/" + branch):
        node["upstream"] = f"origin/{branch}"  # a branch tracks its own remote branch, not another branch
    _one_place_each(node)
    _counts_agree(node)
    _staged_agree(node)
    _unstaged_kinds(node)
    _diff_counts_agree(node)
    _conflicts_agree(node)
    if set(node) >= {"success", "path", "message"} and isinstance(node.get("message"), str) and isinstance(node.get("path"), str) \
            and not any(set(words(k)) & {"commit", "hash", "sha"} for k in node) and re.match(r"\w+(\(.+\))?: ", node["message"]):
        node["message"] = f"Working directory set to: {node['path']}"  # a confirmation, not a commit message
    _stashes_agree(node)
    if isinstance(node.get("diff"), str) and "@@" not in node["diff"]:
        from seer.generate.symbolic.world import _unified_diff

        node["diff"] = _unified_diff(random.Random(node["diff"]))  # "billing-diff" is no diff
    if node.get("type") == "commit" and isinstance(node.get("object"), str) and isinstance(node.get("content"), str) \
            and not node["content"].startswith("commit "):
        node["content"] = _show_commit(node["object"])
    if node.get("type") == "tree" and isinstance(node.get("object"), str) and isinstance(node.get("content"), str) \
            and not re.match(r"\d{6} (blob|tree) ", node["content"]):
        node["content"] = _show_tree(node["object"])  # git show <tree>: its entries, not a chat sentence
    if node.get("type") == "tag" and isinstance(node.get("object"), str) and isinstance(node.get("content"), str) \
            and not node["content"].startswith("tag "):
        node["content"] = _show_tag(node["object"])  # git show <tag>: its annotation and the commit it tags


def _one_place_each(node: dict[str, Any]) -> None:
    """git status lists a path once per side: main.py conflicted is not also deleted unstaged; a file staged or changed is
    not untracked; within the staged (or the unstaged) side one path has one kind of change."""
    lists = [(k, v) for k, v in node.items() if isinstance(v, list) and set(words(k)) & {"conflicted", "untracked"}]
    sides = [v for k, v in node.items() if isinstance(v, dict) and set(words(k)) & {"staged", "unstaged"}]
    conflicted = {p for k, v in lists if "conflicted" in words(k) for p in v if isinstance(p, str)}
    for side in sides:
        seen: set[str] = set()
        for kind, paths in list(side.items()):
            if isinstance(paths, list) and paths:
                paths[:] = [p for p in paths if not (isinstance(p, str) and (p in conflicted or p in seen))]
                seen |= {p for p in paths if isinstance(p, str)}
                if not paths:
                    del side[kind]  # ("deleted": [] says nothing git would print)
    changed = {p for side in sides for paths in side.values() if isinstance(paths, list) for p in paths if isinstance(p, str)}
    for k, v in lists:
        if "untracked" in words(k):
            v[:] = [p for p in v if not (isinstance(p, str) and (p in changed or p in conflicted))]


def _stashes_agree(node: dict[str, Any]) -> None:
    """A stash listing reads as `git stash list`: stash@{0}, stash@{1}... in order, each 'WIP on <branch>: <sha> <subject>'
    (not a chat sentence), its index the ref's number."""
    import re

    from seer.kinds.code import COMMIT_TOPICS, COMMIT_TYPES, COMMIT_VERBS

    for v in node.values():
        if not (isinstance(v, list) and v and all(isinstance(x, dict) and isinstance(x.get("ref"), str)
                                                  and re.fullmatch(r"stash@\{\d+\}", x["ref"]) for x in v)):
            continue
        for k in ("timestamp", "date", "created_at"):  # stash@{0} is the newest
            times = sorted((x[k] for x in v if isinstance(x.get(k), (int, str)) and not isinstance(x.get(k), bool)), reverse=True)
            if len(times) == len(v) and len({type(t) for t in times}) == 1:
                for x, t in zip(v, times):
                    x[k] = t
        for i, x in enumerate(v):
            x["ref"] = f"stash@{{{i}}}"
            if isinstance(x.get("index"), int):
                x["index"] = i
            text = next((k for k in ("description", "message", "subject") if isinstance(x.get(k), str)), None)
            if text and not re.match(r"(WIP on|On) ", x[text]):
                h = sum(map(ord, x[text]))
                where = x["branch"] if isinstance(x.get("branch"), str) else "main"
                topic = COMMIT_TOPICS[h % len(COMMIT_TOPICS)]
                kinds_of_change = COMMIT_TYPES.get(topic, COMMIT_VERBS)
                x[text] = f"WIP on {where}: {h * 2654435761 % 16**7:07x} {kinds_of_change[h % len(kinds_of_change)]}: {topic}"


def _conflicts_agree(node: dict[str, Any]) -> None:
    """git refuses to commit unmerged paths: a commit's status after it has no conflicted files; a `conflicts` flag says
    whether files are listed as conflicted."""
    made = any(isinstance(v, str) and set(words(k)) >= {"commit", "hash"} for k, v in node.items())
    status = node.get("status")
    if made and isinstance(status, dict):
        for k, v in status.items():
            if isinstance(v, list) and set(words(k)) & {"conflicted", "conflicts", "conflict"}:
                status[k] = []
        clean = next((k for k in status if words(k) in (["is", "clean"], ["clean"]) and isinstance(status[k], bool)), None)
        if clean:
            status[clean] = not any(isinstance(v, list) and v or isinstance(v, dict) and any(isinstance(x, int) and x for x in v.values())
                                    for k, v in status.items() if k != clean and set(words(k)) & {"staged", "unstaged", "untracked", "conflicted"})
    flag = next((k for k, v in node.items() if isinstance(v, bool) and words(k) in (["conflicts"], ["has", "conflicts"])), None)
    listed = next((k for k, v in node.items() if isinstance(v, list) and set(words(k)) & {"conflicted", "conflicting"}), None)
    if flag and listed:
        node[flag] = bool(node[listed])


def _diff_counts_agree(node: dict[str, Any]) -> None:
    """filesChanged 19 beside a diff of one file: the counts are the diff's own (files, + and - lines)."""
    diff = node.get("diff")
    if not isinstance(diff, str) or "@@" not in diff:
        return
    lines = diff.splitlines()
    counts = {"files": sum(ln.startswith("diff --git ") for ln in lines) or 1,
              "insertions": sum(ln.startswith("+") and not ln.startswith("+++") for ln in lines),
              "deletions": sum(ln.startswith("-") and not ln.startswith("---") for ln in lines)}
    for k, v in list(node.items()):
        ws = {w.lower() for w in words(k)}
        if isinstance(v, int) and not isinstance(v, bool):
            if "files" in ws and ws & {"changed", "count", "total"}:
                node[k] = counts["files"]
            elif ws & {"insertions", "additions"}:
                node[k] = counts["insertions"]
            elif ws & {"deletions"}:
                node[k] = counts["deletions"]


def _unstaged_kinds(node: dict[str, Any]) -> None:
    """git's status has no unstaged "added", "renamed" or "copied" files (unstagedChanges {added: [src/server.go]}): a new
    file not staged is untracked, and a rename or copy is only seen once staged; the files go where git lists them."""
    unstaged = next((v for k, v in node.items() if isinstance(v, dict) and {w.lower() for w in words(k)} == {"unstaged", "changes"}), None)
    untracked = next((k for k, v in node.items() if isinstance(v, list) and "untracked" in {w.lower() for w in words(k)}), None)
    if unstaged is None:
        return
    for kind in ("added", "renamed", "copied"):
        moved = unstaged.pop(kind, None)
        if not isinstance(moved, list):
            continue
        if kind == "added" and untracked is not None:
            node[untracked] = list(dict.fromkeys([*node[untracked], *moved]))
        else:
            unstaged["modified"] = list(dict.fromkeys([*unstaged.get("modified", []), *moved]))


def emptied(part: dict[str, Any]) -> dict[str, Any]:
    """A part of a status with nothing in it (staged_changes after a commit, unstaged_changes after `git add --all`): its
    counts 0, its lists empty, the rest as it was."""
    return {f: 0 if isinstance(x, int) and not isinstance(x, bool) else [] if isinstance(x, list) else x for f, x in part.items()}


def nothing_pending(status: dict[str, Any]) -> None:
    """In place: a status with no untracked, conflicted or unstaged change left (after `git add --all`, in a repository
    just cloned): those lists empty, the unstaged counts 0."""
    for k, v in list(status.items()):
        ws = {w.lower() for w in words(k)}
        if isinstance(v, list) and ws & {"untracked", "conflicted", "conflicts"}:
            status[k] = []
        elif isinstance(v, dict) and "unstaged" in ws:
            status[k] = emptied(v)


def _staged_agree(node: dict[str, Any]) -> None:
    """git add staged 2 files (stagedFiles) while the status beside it said staged_changes.files_changed 1: the status
    after an add counts the files it staged, and none of them is still untracked."""
    staged = next((v for k, v in node.items() if isinstance(v, list) and {w.lower() for w in words(k)} >= {"staged", "files"}), None)
    status = node.get("status")
    if staged is None or not isinstance(status, dict):
        return
    changes = next((v for k, v in status.items() if isinstance(v, dict) and words(k)[:1] == ["staged"]), None)
    if isinstance(changes, dict) and isinstance(changes.get("files_changed"), int):
        changes["files_changed"] = len(staged)
    for k, v in status.items():
        if isinstance(v, list) and "untracked" in words(k):
            status[k] = [f for f in v if f not in staged]


def _counts_agree(node: dict[str, Any]) -> None:
    """filesChanged: 95 beside committedFiles [2 paths]: the count is the list's length."""
    listed = [k for k, v in node.items() if isinstance(v, list) and all(isinstance(x, str) for x in v)
              and "files" in {w.lower() for w in words(k)} and not {w.lower() for w in words(k)} & _NOT_THE_CHANGED]
    if len(listed) != 1:
        return
    for k, v in node.items():
        ws = {w.lower() for w in words(k)}
        if isinstance(v, int) and not isinstance(v, bool) and "files" in ws and ws & {"changed", "total", "count"}:
            node[k] = len(node[listed[0]])


def _show_tree(rev: str) -> str:
    rng = random.Random(rev)
    names = rng.sample(("README.md", "src", "tests", "package.json", "Dockerfile", "docs", ".gitignore", "main.py", "config"), 4)
    return "\n".join(f"{'040000 tree' if n in ('src', 'tests', 'docs', 'config') else '100644 blob'} {rng.getrandbits(160):040x}\t{n}"
                     for n in sorted(names))


def _show_commit(rev: str) -> str:
    from seer.generate.symbolic.world import _unified_diff, diff_for_message

    rng = random.Random(rev)
    sha = rev if len(rev) == 40 and all(c in "0123456789abcdef" for c in rev) else f"{rev}{rng.getrandbits(112):028x}"[:40]
    author = kinds.make("person", rng)
    mail = f"{author.lower().replace(' ', '.')}@example.com"
    day = f"{rng.choice(('Mon', 'Tue', 'Wed', 'Thu', 'Fri'))} {rng.choice(('Mar', 'Apr', 'May', 'Jun'))} {rng.randint(1, 28)} " \
          f"{rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d} 2026 +0000"
    message = kinds.make("commit_message", rng)
    return (f"commit {sha}\nAuthor: {author} <{mail}>\nDate:   {day}\n\n    {message}\n\n"
            + (diff_for_message(message, rng) or _unified_diff(rng)))  # the diff changes what the message says


def _show_tag(rev: str) -> str:
    rng = random.Random(rev)
    tag = f"v{rng.randint(1, 4)}.{rng.randint(0, 12)}.{rng.randint(0, 9)}"
    tagger = kinds.make("person", rng)
    body = _show_commit(f"{rng.getrandbits(160):040x}")  # the commit it tags
    return f"tag {tag}\nTagger: {tagger} <{tagger.lower().replace(' ', '.')}@example.com>\n\nRelease {tag}\n\n{body}"


def blame_agrees(args: dict[str, Any], out: Any, file_text) -> None:
    """git_blame(filePath=users.csv, startLine=49) answered line 163 holding a chat sentence: blamed lines are the file's
    own lines, numbered from the line asked for. `file_text(path)` is the file's text in this scenario's world."""
    if not isinstance(out, dict) or not isinstance(out.get("lines"), list) or not out["lines"]:
        return
    rows = [x for x in out["lines"] if isinstance(x, dict) and isinstance(x.get("lineNumber"), int)]
    path = next((v for k, v in args.items() if isinstance(v, str) and words(k) in (["file", "path"], ["file"], ["filepath"])), None)
    if not rows or path is None:
        return
    start = next((v for k, v in args.items() if isinstance(v, int) and not isinstance(v, bool) and words(k)[:1] == ["start"]), None)
    if start is None and not any(words(k)[:1] == ["end"] for k in args):  # a whole file's blame: every line of it
        whole = file_text(path).splitlines()[:12]
        out["lines"] = rows = [clone(rows[i % len(rows)]) for i in range(max(len(whole), 1))]
        for i, row in enumerate(rows):
            row["lineNumber"] = i + 1
            if isinstance(row.get("content"), str):
                row["content"] = whole[i] if i < len(whole) else ""
        if isinstance(out.get("totalLines"), int):
            out["totalLines"] = len(file_text(path).splitlines())
        return
    start = start or 1
    full = file_text(path).splitlines()
    size = len(full)
    end = next((v for k, v in args.items() if isinstance(v, int) and not isinstance(v, bool) and words(k)[:1] == ["end"]),
               start + len(rows) - 1)
    shown = max(1, min(end, size, start + 11) - start + 1)  # git_blame(endLine=9): lines 1-9, never line 1 alone
    out["lines"] = rows = [clone(rows[i % len(rows)]) for i in range(shown)]
    text = [ln for ln in full if ln.strip()] or [""]
    for i, row in enumerate(rows):
        row["lineNumber"] = start + i
        if isinstance(row.get("content"), str):
            at = start - 1 + i  # past the end of a short file (a range no fitter bounded): one of its body lines
            row["content"] = full[at] if at < size else text[1 + at % (len(text) - 1)] if len(text) > 1 else text[0]
    if isinstance(out.get("totalLines"), int):
        out["totalLines"] = len(rows)


_REMOTE_URL = re.compile(r"(?<=[/:])[^/:]+?\.git$")
_FORK_OWNERS = ("lena-k", "sam-dev", "ana-souza", "kofi-m", "jules-r")


def remotes_follow_repo(args: dict[str, Any], out: Any) -> None:
    """git_remote(path=.../projects/data-pipeline, mode=list) listed origin at github.com/acme-corp/mobile-app.git: a
    repository's remotes carry its own name (acme-corp/data-pipeline.git). A URL the call was given stays as given."""
    from seer.harness.checks import objects

    path = args.get("path")
    name = path.rstrip("/").rsplit("/", 1)[-1] if isinstance(path, str) and path.startswith("/") else ""
    given = {v for v in args.values() if isinstance(v, str)}
    if not name:  # the session's repository: its remotes agree on one name, origin's (fork infra.git beside origin docs-site.git)
        urls = [(n.get("name"), v) for n in objects(out) for k, v in n.items()
                if isinstance(v, str) and v not in given and words(k)[-1:] == ["url"] and _REMOTE_URL.search(v)]
        url = next((v for who, v in urls if who == "origin"), urls[0][1] if urls else "")
        name = url.rsplit("/", 1)[-1].removesuffix(".git")
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]{1,60}", name):
        return
    owner_of: dict[str, str] = {}  # url -> remote name: two remotes never share one URL (origin keeps its own)
    for node in sorted(objects(out), key=lambda n: n.get("name") != "origin"):
        for k, v in list(node.items()):
            if isinstance(v, str) and v not in given and words(k)[-1:] == ["url"] and _REMOTE_URL.search(v):
                new = _REMOTE_URL.sub(f"{name}.git", v)
                who = str(node.get("name") or "")
                if owner_of.setdefault(new, who) != who and (m := re.search(r"[/:]([^/:]+)/[^/]+$", new)):
                    handle = _FORK_OWNERS[sum(map(ord, who)) % len(_FORK_OWNERS)]  # a fork lives under a person's account
                    new = new[:m.start(1)] + handle + new[m.end(1):]
                node[k] = new


def show_file(args: dict[str, Any], out: Any, file_text) -> None:
    """git_show(object=ecfcbb2, filePath=reports/CHANGELOG.md) "shows the file content from the specified object":
    the file's text as a blob, not the tree of the repository's root."""
    path = next((v for k, v in args.items() if isinstance(v, str) and words(k) in (["file", "path"], ["filepath"])), None)
    if path is None or not isinstance(out, dict) or not isinstance(out.get("content"), str):
        return  # a blob drawn by the schema says prose: src/api/index.ts holds code, as the world has it
    out["type"] = "blob"
    out["content"] = file_text(path)


def remote_branches(args: dict[str, Any], out: Any) -> None:
    """git_branch(branch_type=remote) lists remote-tracking branches: origin/main, not main (and "all" lists both)."""
    asked = next((v.lower() for k, v in args.items() if isinstance(v, str) and set(words(k)) & {"type", "kind", "scope", "mode"}
                  and v.lower() in ("remote", "remotes", "all")), None)
    if asked is None and args.get("remote") is True or asked is None and args.get("remotes") is True:
        asked = "remote"
    branches = out.get("branches") if isinstance(out, dict) else None
    if asked is None or not isinstance(branches, list):
        return
    for i, b in enumerate(branches):
        named = isinstance(b, dict) and isinstance(b.get("name"), str)
        name = b["name"] if named else b if isinstance(b, str) else None
        if name is None or name.startswith(("origin/", "upstream/", "remotes/")) or asked == "all" and i % 2 == 0:
            continue
        if named:
            b["name"] = f"origin/{name}"
            b.pop("current", None)  # a remote-tracking branch is never checked out
        else:
            branches[i] = f"origin/{name}"
