"""Repairs and checks of a small model's mock outputs that the symbolic plan makes safe.

Measured on a local 1.5B model (experiments/real_model): it wraps an output in the tool's name
({"delete": {"deleted": 2}}), echoes a different key than the call passed ({"key": "session:6a5..."}
for `set(key="session:8f3a2c")`), and copies the item's label ("redis/complex/n000-9a585e2b") into
data. The symbolic example output says where the call's own arguments are echoed, so an echo field
is set to the model's argument; a wrapper the example does not have is removed; a label used as
data is fed back. A key listing copied from the example for the plan's pattern follows the model's
pattern (`follow_pattern`: the example listed session:4902 for `session:*`, the model asked `user:*`).
The listed item a later call takes carries the field the user's words single it
out by (`cue_listing`), so "reply in design-crit" names the channel whose id the reply passes.
"""

from __future__ import annotations

from typing import Any

from seer.generate.hybrid.skeleton import at, paths, put
from seer.harness import checks


def unwrap(output: Any, tool: str, example: Any) -> Any:
    """{tool_name: X} -> X, when the example output is not itself wrapped so."""
    if isinstance(output, dict) and len(output) == 1:
        (key, inner), = output.items()
        norm = lambda s: str(s).lower().replace("-", "_")  # noqa: E731
        if norm(key) == norm(tool) and not (isinstance(example, dict) and key in example):
            return inner
    return output


def echo_arguments(output: Any, example: Any, planned: dict[str, Any], args: dict[str, Any]) -> Any:
    """Where the symbolic example echoes a planned argument value, the model's output echoes the
    model's value of that argument (same path, scalar text values only)."""
    for path, leaf in paths(example):
        if not isinstance(leaf, str) or not path:
            continue
        name = next((n for n, v in planned.items() if v == leaf and isinstance(args.get(n), str)), None)
        if name is None:
            continue
        current = dict(paths(output)).get(path)
        if isinstance(current, str) and current != args[name]:
            output, _ = put(output, path, args[name])
    return output


def label_of(item: str) -> list[str]:
    """The pieces of an item id a model may copy as data: the id, its last part, its hash."""
    last = item.rsplit("/", 1)[-1]
    return [p for p in {item, last, last.rsplit("-", 1)[-1]} if len(p) >= 6]


def label_problems(where: str, value: Any, item: str, allowed: str = "") -> list[str]:
    """A value that quotes the item's label (unless `allowed`, the plan's own text, has it too)."""
    marks = [m for m in label_of(item) if m not in allowed]
    texts = [value] if isinstance(value, str) else [leaf for _, leaf in paths(value) if isinstance(leaf, str)]
    texts += [k for k in _keys(value)]
    hit = next((m for t in texts for m in marks if m in str(t)), None)
    return [f"{where} uses {hit!r}, the scenario's label, as data: write realistic values of the scenario instead"] if hit else []


def _keys(value: Any) -> list[str]:
    if isinstance(value, dict):
        return [str(k) for k in value] + [k for v in value.values() for k in _keys(v)]
    if isinstance(value, list):
        return [k for v in value for k in _keys(v)]
    return []


def cue_listing(output: Any, cue: Any, picked: Any, out_schema: dict | None) -> Any:
    """`output` whose listed item holding `picked` (else the plan's position) has the cue's field,
    when no other listed item has that value and the output stays valid against `out_schema`."""
    listing = at(output, cue.item[:-1])
    if not isinstance(listing, list) or not isinstance(picked, str):
        return output
    holds = [j for j, o in enumerate(listing) if isinstance(o, dict) and any(
        checks.norm_text(x) == checks.norm_text(picked) for x in checks.leaves(o))]
    j = holds[0] if holds else cue.item[-1]
    if j >= len(listing) or not isinstance(listing[j], dict) or any(
            isinstance(o, dict) and o.get(cue.key) == cue.value for k, o in enumerate(listing) if k != j):
        return output
    moved, ok = put(output, cue.item[:-1] + (j, cue.key), cue.value)
    return moved if ok and (not out_schema or not checks.schema_errors(out_schema, moved)) else output


def same_record_after(output: Any, key: str, old: Any, new: Any, picked: Any) -> Any:
    """`output` (a later call's) whose records of the picked entity (holding `picked`) say `new` where the listing
    said `old` under `key`: the cue written into the listing is that record's field everywhere (the profile read
    next otherwise kept the model's login beside the listing's new one)."""
    if isinstance(output, list):
        return [same_record_after(o, key, old, new, picked) for o in output]
    if not isinstance(output, dict):
        return output
    fixed = {k: same_record_after(v, key, old, new, picked) for k, v in output.items()}
    if fixed.get(key) == old and any(v == picked for v in fixed.values()):
        fixed[key] = new
    return fixed


def _renamed(key: str, old: str, new: str) -> str:
    """`key` (matched by the pattern `old`) as a key `new` matches: a one-wildcard pattern keeps what the
    wildcard matched (session:4902 under session:* -> user:4902 under user:*); else a key of `new`'s form."""
    import random

    if old.count("*") == 1 and new.count("*") == 1 and not set("?[") & set(old + new):
        head, tail = old.split("*")
        middle = key[len(head):len(key) - len(tail) if tail else None]
        nh, nt = new.split("*")
        return f"{nh}{middle}{nt}"
    from seer.kinds.data import key_like

    return key_like(new, random.Random(key))


def follow_pattern(output: Any, patterns: dict[str, tuple[str, str]]) -> Any:
    """`output` with each listed key that matches a plan's pattern but not the model's (`patterns`:
    parameter -> (plan's, model's)) renamed to one the model's pattern matches."""
    from seer.generate.llm.meaning import matches

    def walk(v: Any) -> Any:
        if isinstance(v, dict):
            return {k: (fix(x) if k == "key" and isinstance(x, str) else walk(x)) for k, x in v.items()}
        if isinstance(v, list):
            return [fix(x) if isinstance(x, str) else walk(x) for x in v]
        return v

    def fix(key: str) -> str:
        for old, new in patterns.values():
            if matches(key, old) and not matches(key, new):
                return _renamed(key, old, new)
        return key

    return walk(output) if patterns else output
