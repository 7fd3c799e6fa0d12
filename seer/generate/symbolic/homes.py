"""One user and one project per scenario: every absolute path under /home/<user>/ is the same person's, and every
path under ~/projects/ is in the first call's project.

Path makers are seeded per slot, so two calls of one request could name files in two people's
home folders (a diff in lena's project, a commit in alice's; a retry that takes another user's
file), or in four projects (Dockerfiles of infra, design-system and inventory, then an edit in
payments-api). A person works in their own home and one project: after arguments and mocks are
made, every home path of the scenario is moved to the first call's user, and every project folder to
the first call's project, unless two paths would then become one (a listing of several projects)."""

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


def rehome(node: Any, user: str, moves: dict[str, str] | None = None) -> Any:
    """`node` with every /home/<someone>/ written /home/<user>/, and each project of `moves` (old name -> new)
    written as its new name, in its paths and its remotes' URLs (strings, keys untouched)."""
    if isinstance(node, str):
        if moves and node in moves:
            return moves[node]  # a tree's root "name": "webshop" of /home/bob/projects/webshop
        if moves and '"' in node:
            node = _QUOTED.sub(lambda m: f'"{moves.get(m[1], m[1])}"', node)  # the same inside a JSON text
        if "/home/" in node:
            node = _HOME.sub(f"/home/{user}/", node)
            if moves:
                node = _PROJECT.sub(lambda m: m[1] + moves.get(m[2], m[2]), node)
            node = _TEST_ELSEWHERE.sub(r"\1tests/\2", node)  # a test module lives in tests/, never docs/ (seed 1456);
            # a folder listing's own line ("- /x/scripts/...") stays in its folder (its name refitted there, listings.py)
        if moves and ".git" in node:
            node = _REMOTE.sub(lambda m: "/" + moves.get(m[1], m[1]) + ".git", node)
        return node
    if isinstance(node, list):
        return [rehome(v, user, moves) for v in node]
    if isinstance(node, dict):
        return {k: rehome(v, user, moves) for k, v in node.items()}
    return node


_PROJECT = re.compile(r"(?<![\w/])(/home/[a-z][a-z0-9_-]*/projects/)([A-Za-z0-9._-]+)")
_TEST_ELSEWHERE = re.compile(r"(?<!- )(/home/[a-z][a-z0-9_-]*/projects/[A-Za-z0-9._-]+/)(?:docs|data|config|reports|deploy|scripts|notes|lib"
                            r"|assets|static|media)/(test_\w+\.py|[\w-]+\.(?:spec|test)\.[jt]s)\b")
_QUOTED = re.compile(r'"([A-Za-z0-9._-]+)"')
_REMOTE = re.compile(r"/([A-Za-z0-9._-]+?)\.git\b")


def project_names(node: Any) -> set[str]:
    """The projects (~/projects/<name>) the paths of `node` name."""
    return {m[2] for s in _strings(node) if "/projects/" in s for m in _PROJECT.finditer(s)}


def project_moves(calls: list[Any], outputs: list[Any], kept: set[str] = frozenset()) -> dict[str, str]:
    """Old project name -> the first call's project, for every other project the scenario's paths name; a worktree
    beside a project (webshop-d11eff3 of webshop) follows it. Empty when the calls name no project, or when two paths
    would become one (/projects/infra and /projects/design-system listed side by side). Two arguments of one call in two
    projects (move_file from infra to docs-site) span both on purpose: those stay, and so do the `kept` (a retry's
    corrected project); one list of paths in four projects is the scatter this undoes."""
    def found(node: Any) -> list[re.Match]:
        return [m for s in _strings(node) if "/projects/" in s for m in _PROJECT.finditer(s)]

    nodes = [found(call) for call in calls]
    said = [m[2] for node in nodes for m in node]
    if not said:
        return {}  # the outputs are scanned only for a request whose calls name a project
    nodes += [found(out) for out in outputs]
    for call in calls:  # move_file(source=infra/..., destination=docs-site/...): two arguments, two projects
        each = [project_names(v) for v in (call.values() if isinstance(call, dict) else []) if isinstance(v, str)]
        own = set().union(*each) if each else set()
        if len(own) > 1 and sum(bool(x) for x in each) > 1:
            kept = set(kept) | own
    first = said[0]
    names = list(dict.fromkeys(m[2] for node in nodes for m in node))
    given = " ".join(s for call in calls for s in _strings(call))
    for out in outputs:  # git_remote(list) with no path: its remotes are the request's repository (search-indexer.git
        repos = {m[1] for s in _strings(out) if ".git" in s for m in _REMOTE.finditer(s)}  # beside design-system)
        if len(repos) == 1 and (repo := repos.pop()) not in names and f"/{repo}.git" not in given:
            names.append(repo)
    if len(names) < 2:
        return {}
    moves: dict[str, str] = {}
    for n in names:
        base = max((o for o in names if o != n and n.startswith(o + "-")), key=len, default=None)
        moves[n] = first + n[len(base):] if base else first
    moves = {n: v for n, v in moves.items() if n != v and n not in kept and not any(n.startswith(k + "-") for k in kept)}
    # two things may not become one: two files (infra/README.md, docs-site/README.md), or two folders one result lists
    # side by side (list_allowed_directories); a repository's root named again elsewhere (its worktree list) is itself
    every = {(m[2], _rest(m)) for node in nodes for m in node}
    if len({(moves.get(n, n), r) for n, r in every if r}) < len({x for x in every if x[1]}):
        return {}
    if any(len({moves.get(m[2], m[2]) for m in node if not _rest(m)}) < len({m[2] for m in node if not _rest(m)}) for node in nodes):
        return {}
    return moves


def _rest(m: re.Match) -> str:
    """The rest of the path after a project's name (up to a space, a quote or a bracket)."""
    tail = re.match(r"/[^\s\"'()<>,;]*", m.string[m.end():])
    return tail[0].rstrip("/.") if tail else ""


def _strings(node: Any):
    if isinstance(node, str):
        yield node
    elif isinstance(node, list):
        for v in node:
            yield from _strings(v)
    elif isinstance(node, dict):
        for v in node.values():
            yield from _strings(v)


def rehome_keyed(table: dict, user: str, moves: dict[str, str] | None = None) -> dict:
    """A world table (call index, parameter) -> value, rehomed like the calls."""
    return {k: rehome(v, user, moves) for k, v in table.items()}
