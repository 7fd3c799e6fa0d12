"""A result's fields that follow from the call and from each other, whatever drew them one by one from an outputSchema
(reading rounds s24): a write that succeeded reports no conflicts and no rejected refs (git_merge answered success,
fastForward and conflicts at once; git_push pushed and rejected one branch); a field echoing an input with an enum holds
one of its values (strategy "theirs" is no merge strategy); a flag the call turned off (or left at its default) is off in
the result (branchCreated without createBranch, prunedRefs without prune, strategy "rebase" without rebase); a
fast-forward makes no merge commit, a merge commit carries git's own message; and a field the spec's descriptions show by
example ("Stash reference (e.g., stash@{0})") has that form, not a slug ("search-created")."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from seer.generate.symbolic.clone import clone
from seer.generate.symbolic.lexicon import singular, words
from seer.generate.symbolic.mocks.git_outcomes import git_outcome
from seer.generate.symbolic.mocks.record_rules import (
    _checks,
    _keyframes_follow,
    _pairs,
    _states,
)
from seer.harness.checks import objects

_CONFLICT_FLAGS = (["conflicts"], ["has", "conflicts"], ["conflict"], ["had", "conflicts"])
_FAILED_LISTS = frozenset({"conflicted", "conflicting", "conflicts", "rejected", "failed"})


@lru_cache(maxsize=1 << 14)
def _stem(w: str) -> str:
    return re.sub(r"(ing|ed|es|e|d|s)$", "", w) if len(w) > 4 else w


def _stems(name: str) -> frozenset[str]:
    return frozenset(_stem(w) for w in words(name))


def outcome_agrees(p: Any, args: dict[str, Any], out: Any) -> None:
    """In place, on a successful mock (the caller keeps it only where the outputSchema still holds)."""
    if not isinstance(out, dict):
        return
    props = (p.tool.input_schema or {}).get("properties") or {}
    if not p.read:
        for k, v in out.items():
            if isinstance(v, bool) and words(k) in _CONFLICT_FLAGS:
                out[k] = False
            elif isinstance(v, list) and set(words(k)[:1]) & _FAILED_LISTS:
                out[k] = []
    _enums_echo(props, args, out)
    _flags_follow(props, args, out)
    _enum_flags(props, args, p.tool.output_schema or {}, out)
    _described_forms(p, args, out)
    _args_named(args, out)
    _states(p, args, out)
    _checks(args, out)
    _pairs(args, out)
    _keyframes_follow(args, out)
    _filtered(args, out)
    _counts_follow_lists(out)
    git_outcome(p, args, out)


def _arg(props: dict, args: dict[str, Any], name: str) -> Any:
    return args[name] if name in args else (props.get(name) or {}).get("default")


def _enums_echo(props: dict, args: dict[str, Any], out: dict) -> None:
    """strategy: "theirs" beside an input `strategy` of enum ort/recursive/octopus/ours/subtree: the one used."""
    for name, sch in props.items():
        enum = (sch or {}).get("enum") if isinstance(sch, dict) else None
        if not enum or not all(isinstance(e, str) for e in enum):
            continue
        for k, v in out.items():
            if isinstance(v, str) and words(k) == words(name):  # not given: its default, else the first (git's ort)
                given = _arg(props, args, name)
                out[k] = given if given in enum else v if v in enum and name in args else enum[0]


def _flags_follow(props: dict, args: dict[str, Any], out: dict) -> None:
    """branchCreated is createBranch as called (off by default); prunedRefs is empty without prune."""
    flags = {name: bool(_arg(props, args, name)) for name, sch in props.items()
             if isinstance(sch, dict) and sch.get("type") == "boolean"}
    for k, v in list(out.items()):
        if k in flags or not words(k):
            continue
        own = _stems(k)
        for name, on in flags.items():
            theirs = _stems(name)
            if isinstance(v, bool) and len(own) > 1 and own == theirs:
                out[k] = on
            elif isinstance(v, bool) and words(name)[:1] == ["no"] and _stems("_".join(words(name)[1:])) == own:
                out[k] = not on and out[k]  # noFastForward: no fast-forward
            elif isinstance(v, list) and v and not on and len(theirs) == 1 and _stem(words(k)[0]) in theirs \
                    and (props.get(name) or {}).get("default") is False:
                out[k] = []


def _enum_flags(props: dict, args: dict[str, Any], schema: dict, out: dict) -> None:
    """git_pull's strategy (merge/rebase/fast-forward) is rebase only when the call asked to rebase, fast-forward when it
    asked for fast-forward only."""
    for k, sch in (schema.get("properties") or {}).items():
        enum = sch.get("enum") if isinstance(sch, dict) else None
        if not enum or not isinstance(out.get(k), str) or k in props:
            continue
        tied = {}
        for e in enum:
            ew = set(words(str(e)))
            name = next((n for n, s in props.items() if isinstance(s, dict) and s.get("type") == "boolean" and ew
                         and ew == set(words(n)) - {"only", "use"}), None)
            if name is not None:
                tied[e] = bool(_arg(props, args, name))
        on = [e for e, v in tied.items() if v]
        if on:
            out[k] = on[0]
        elif out[k] in tied:
            out[k] = next((e for e in enum if e not in tied), out[k])


_EXAMPLE = re.compile(r"(\w+)[ _-](\w+)\s*,?\s*(?:\(\s*(?:e\.g\.|eg\.|for example|such as|like)[,:]?\s*|like\s+)([^\s),;]+)",
                      re.I)
_PLAIN = frozenset("name path file url message title description text".split())
# "excluded from the diff (e.g., lock files)": the example is of the files, no "the diff" (git_diff's diff was 'lock')
_FUNCTION_WORDS = frozenset("the a an of from to in on for with by at into this that its their".split())


_EXAMPLES: dict[int, tuple[Any, dict[str, tuple[str, str | None]]]] = {}


def _examples(p: Any) -> dict[str, tuple[str, str | None]]:
    """"stash reference" -> ("stash@{0}", the input naming it: stashRef), read from every description of the tool
    (once per tool: every mock of it asks again)."""
    hit = _EXAMPLES.get(id(p.tool))
    if hit is None or hit[0] is not p.tool:
        hit = (p.tool, _examples_of(p.tool))
        _EXAMPLES[id(p.tool)] = hit
    return hit[1]


def _examples_of(tool: Any) -> dict[str, tuple[str, str | None]]:
    found: dict[str, tuple[str, str | None]] = {}

    def walk(sch: Any, param: str | None) -> None:
        if isinstance(sch, dict):
            desc = sch.get("description")
            for m in _EXAMPLE.finditer(desc if isinstance(desc, str) else ""):
                phrase, example = f"{m[1]} {m[2]}".lower(), m[3]
                if m[2].lower() not in _PLAIN and m[1].lower() not in _FUNCTION_WORDS and not re.search(r"[/.:]", example):
                    old = found.get(phrase)
                    found[phrase] = (example, param or (old[1] if old else None))
            for k, v in (sch.get("properties") or {}).items():
                walk(v, k if param == "" else None)
            walk(sch.get("items"), None)

    walk(tool.input_schema, "")
    walk(tool.output_schema, None)
    return found


@lru_cache(maxsize=4096)
def _shape(example: str) -> re.Pattern:
    return re.compile(re.sub(r"\\?\d+", r"\\d+", re.escape(example)))


def _described_forms(p: Any, args: dict[str, Any], out: dict) -> None:
    examples = _examples(p)
    if not examples:
        return

    def walk(sch: Any, node: Any) -> None:
        if not isinstance(sch, dict) or not isinstance(node, dict):
            return
        for k, sub in (sch.get("properties") or {}).items():
            if not isinstance(sub, dict) or k not in node:
                continue
            desc = str(sub.get("description") or "").lower()
            v = node[k]
            if isinstance(v, str):
                for phrase, (example, param) in examples.items():
                    if phrase in desc and not _shape(example).fullmatch(v):
                        given = args.get(param) if param else None
                        node[k] = given if isinstance(given, str) else example
                        break
            elif isinstance(v, dict):
                walk(sub, v)
            elif isinstance(v, list):
                for item in v:
                    walk(sub.get("items"), item)

    walk(p.tool.output_schema, out)


def _args_named(args: dict[str, Any], out: dict) -> None:
    """ae_list_layers(comp_name="Intro 1080p") lists the layers of comp "Intro 1080p", not of "Main Comp";
    ai_diff_frames(artboard_a=5) compares artboard 5 as its side `a`."""
    for k, v in args.items():
        ws = words(k)
        one = v[0] if isinstance(v, list) and len(v) == 1 and isinstance(v[0], str) and len(ws) == 1 else None
        record = out.get(singular(ws[0])) if one is not None and singular(ws[0]) != ws[0] else None
        if isinstance(record, dict) and isinstance(record.get("name"), str) and not re.fullmatch(r"[\d/]+", one):
            record["name"] = one  # ai_ungroup_items(items=["CTA button"]) ungrouped the CTA button, not "Group 2"
        if len(ws) != 2 or isinstance(v, (bool, dict, list)) or v is None:
            continue
        for node in objects(out):
            if ws[1] == "name" and isinstance(v, str) and isinstance(node.get(ws[0]), str) and k not in node and node is out.get("data", out):
                node[ws[0]] = v
            elif ws[1] == "name" and ws[0] in _CONTAINERS and isinstance(v, str) and node.get(k) == v and isinstance(node.get(ws[0]), str):
                node[ws[0]] = v  # create_text_frame(layer_name='Product photo'): its frame is on that layer, not on 'Artwork'
            if ws[0] in ("target", "destination", "dest", "into") and isinstance(v, str) and isinstance(node.get(ws[1]), str):
                node[ws[1]] = v  # duplicate_objects(target_layer="Layer 1"): the copies are on Layer 1
            side = node.get(ws[1])
            if len(ws[1]) == 1 and isinstance(side, dict) and type(side.get(ws[0])) is type(v):
                side[ws[0]] = v


_CONTAINERS = frozenset("layer comp composition folder group artboard channel project board document page sheet table bin "
                        "sequence track workspace space notebook".split())
_FILTER_KEYS = frozenset({"commit", "sha", "branch", "index", "namespace", "state", "status", "label", "kind", "author"})


def _filtered(args: dict[str, Any], out: dict) -> None:
    """git_tag(commit=X) lists the tags at X (git tag --points-at), not v2.4.0 of another commit beside them."""
    for k, v in args.items():
        if k not in _FILTER_KEYS or not isinstance(v, (str, int)) or isinstance(v, bool):
            continue
        for node in objects(out):
            for f, items in list(node.items()):
                if isinstance(items, list) and items and all(isinstance(x, dict) and k in x for x in items):
                    kept = [x for x in items if x[k] == v] or items[:1]
                    kept[0][k] = v
                    node[f] = kept


_COUNT = re.compile(r"^(?:num|n|number_of|total|count)_(\w+)$|^(\w+?)_(?:count|total|num)$")


def _counts_follow_lists(out: dict) -> None:
    """numLayers 12 beside layers [], summary.matched 77 beside matched []: a count is its list's length."""
    for node in objects(out):
        lists = {"_".join(words(k)): v for k, v in node.items() if isinstance(v, list)}
        if not lists:
            continue
        for k, v in list(node.items()):
            m = _COUNT.match("_".join(words(k)))
            listed = lists.get(m[1] or m[2]) if m else None
            if listed is not None and isinstance(v, int) and not isinstance(v, bool):
                node[k] = len(listed)
            if isinstance(v, dict) and words(k)[:1] in (["summary"], ["counts"], ["stats"], ["totals"]):
                for f, x in v.items():
                    if isinstance(x, int) and not isinstance(x, bool) and "_".join(words(f)) in lists:
                        v[f] = len(lists["_".join(words(f))])


def agree_outcome(p: Any, args: dict[str, Any], mock: Any) -> None:
    """outcome_agrees on a copy of a successful mock's output, kept only where the outputSchema still holds."""
    import copy

    from seer.generate.symbolic.values import fits

    if mock.is_error or mock.grounding == "high" or not isinstance(mock.output, dict):
        return
    shown = clone(mock.output)
    outcome_agrees(p, args, shown)
    if shown != mock.output and (p.tool.output_schema is None or fits(p.tool.output_schema, shown)):
        mock.output = shown


def touched_now(out: Any, now: str) -> None:
    """A change's updated_at/modified_at (top level or its record's) is the moment it ran."""
    for node in [out, *[v for v in out.values() if isinstance(v, dict)]] if isinstance(out, dict) else []:
        for k in ("updated_at", "modified_at", "updatedAt", "modifiedAt", "last_modified"):
            if isinstance(node.get(k), str) and re.match(r"\d{4}-\d\d-\d\dT", node[k]):
                node[k] = now
