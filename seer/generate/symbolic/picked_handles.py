"""Handles picked after a listing are ones it listed: git_log found 994eb10262cb "Improve password reset email on
Safari", so the git_cherry_pick that follows takes it, never two hashes no call showed; find_objects listed "Social
icon" and "Star symbol", so align_objects(uuids=[...]) aligns those two, not Social icon and an object never seen."""

from __future__ import annotations

import json
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
    if not earlier or "cherry" in p.words:  # a cherry-pick copies a commit of another branch: the history a request
        return  # showed is the branch checked out's, whose commits it has already (seeds 1277, 1312)
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
        carried = forced.get(param.name)
        carried = set(carried if isinstance(carried, list) else [carried])  # a handle handed on stays (a tag's commit)
        free = [v for v in shown if v not in value]
        fixed = [v if v in shown or v in carried else (free.pop(0) if free else v) for v in value]
        if fixed != value and fits(param.schema, fixed):
            param.put(args, fixed)


_MAKES = frozenset("create add new make duplicate rename insert import".split())


def fit_listed_names(p: Profile, args: dict[str, Any], index: int, world: Any, earlier: tuple) -> None:
    """ai_list_layers_tree listed Artwork, Guides and Background; ai_select_layer(name=Text) then activated a layer no
    call showed. A thing acted on by its name after a listing of its kind is one the listing showed (a create or a
    rename names a new one)."""
    if not p.nouns or p.verb in _MAKES or set(p.words) & _MAKES:
        return
    noun = p.nouns[-1]
    pool = [r for r in world.records.get(noun) or [] if isinstance(r, dict) and isinstance(r.get("name"), str)]
    if len(pool) < 2:
        return
    shown = " ".join(json.dumps(o) for o in earlier)
    names = list(dict.fromkeys(r["name"] for r in pool if json.dumps(r["name"]) in shown))  # the ones a result showed
    if len(names) < 2:
        return
    taken = {v for v in args.values() if isinstance(v, str)}
    linked = {name for (i, name) in world.assigned if i == index}  # a value handed on to this call stays (a name
    for param in p.params:  # only reused from a later call's thing does not)
        value = param.get(args, MISSING)
        if param.name in linked or len(param.path) != 1 or not isinstance(value, str) or value in names \
                or param.words not in (["name"], [noun], [noun, "name"]):
            continue
        free = [n for n in names if n not in taken]
        if free and fits(param.schema, free[0]):
            param.put(args, free[0])


_BASES = (["base", "branch"], ["start", "point"], ["source", "branch"], ["from", "branch"], ["base"])


def fit_base_branch_listed(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple) -> None:
    """git_branch(branch_type=all) listed chore/bump-deps and main; git_create_branch(base_branch=feature/dark-mode) then
    started from a branch the repository does not have. A branch a new one starts from is a listed one (main first)."""
    listed = [o["name"] for out in earlier for o in objects(out) if isinstance(o.get("name"), str) and "/" not in o["name"][:1]
              and any(k in o for k in ("commit", "sha", "current", "isCurrent")) and " " not in o["name"]]
    if not listed:
        return
    for q in p.params:
        v = q.get(args, MISSING)
        if q.name in forced or q.words not in _BASES or not isinstance(v, str) or v in listed:
            continue
        pick = next((b for b in ("main", "master", "develop") if b in listed), listed[0])
        if fits(q.schema, pick):
            q.put(args, pick)


_GATHERS = frozenset({"group", "align", "distribute", "combine", "merge", "unite", "compound"})


def fit_several_to_group(p: Profile, args: dict[str, Any], forced: dict, maker: Any, earlier: tuple = ()) -> None:
    """group_objects(uuids=[93a32ee4-...]) of "Group multiple objects" after find_objects found one (seed 1315): a group
    (an alignment, a merge) gathers two things at least, so a list of one handle gets a second, distinct one (the user
    names it)."""
    if not set(p.words) & _GATHERS:
        return
    for param in p.params:
        value = param.get(args, MISSING)
        if not (isinstance(value, list) and len(value) == 1 and set(param.words) & {"uuids", "ids", "items", "objects", "layers"}):
            continue
        shown = [v for o in earlier for n in objects(o) for k, v in n.items() if k in ("uuid", "id") and isinstance(v, str)
                 and v not in value and isinstance(value[0], str) and len(v) == len(value[0]) and fits(param.schema, [*value, v])]
        if shown:  # another object a listing showed (find_objects listed two: group both)
            param.put(args, [*value, shown[0]])
            continue
        for _ in range(4):
            more = maker.make(param.schema, param.name, 1, param.words)
            extra = [v for v in (more if isinstance(more, list) else []) if v not in value]
            if extra and fits(param.schema, [*value, extra[0]]):
                param.put(args, [*value, extra[0]])
                break
