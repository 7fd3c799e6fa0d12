"""What the symbolic plan fixes for one hybrid item, read off the symbolic engine's record.

The symbolic engine chooses tools, chain, data-flow links, turn boundaries, negatives and coverage
(its guarantees); the hybrid engine keeps exactly that and lets the model write the rest. From a
symbolic record this module reads: which argument of which call is fed by which earlier output
(a link), which argument a missing-information scenario withholds, where in the producer's
output the fed value sits (so a model's mock can be made to carry the model's value there).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator

from seer.harness.checks import found, leaves, nontrivial_values, norm_text
from seer.harness.model import Scenario
from seer.spec.model import Spec

Path = tuple[Any, ...]  # keys and list indices into a JSON value


@dataclass(frozen=True)
class Link:
    consumer: int  # call index
    param: str  # top-level argument name of the consumer
    producer: int  # the earlier call whose output carries the value
    path: Path  # where the symbolic output held it (may be empty: the output is the value)


@dataclass(frozen=True)
class Cue:
    """How the user singles out the item a link takes from a listing of several: a field of the picked
    item (`key`, `value`) that the plan's own words state ("reply in design-crit", not "in a channel")."""

    link: Link
    item: Path  # the picked item's path in the producer's output (the listing's path and its index)
    key: str
    value: str


@dataclass
class Skeleton:
    record: Scenario  # the symbolic record: plan, links, turns, negatives
    links: list[Link] = field(default_factory=list)
    withheld: str | None = None  # missing_info: the argument the first turn leaves out
    errors: list[int] = field(default_factory=list)  # calls whose mock is an error
    cues: list[Cue] = field(default_factory=list)  # links that pick from a listing, and how the user says which

    @property
    def id(self) -> str:
        return self.record.id

    @property
    def tools(self) -> list[str]:
        return [c.tool for c in self.record.expected_tools]

    def link_of(self, call: int, param: str) -> Link | None:
        return next((lk for lk in self.links if lk.consumer == call and lk.param == param), None)

    def cue_of(self, lk: Link) -> Cue | None:
        return next((c for c in self.cues if c.link == lk), None)


def at(value: Any, path: Path) -> Any:
    for step in path:
        if isinstance(step, int) and isinstance(value, list) and step < len(value):
            value = value[step]
        elif isinstance(step, str) and isinstance(value, dict):
            value = value.get(step)
        else:
            return None
    return value


def listing_cue(sc: Scenario, lk: Link, said: str) -> Cue | None:
    """The field of the item `lk` picks from a listing of two or more items that the plan's words
    state and no other listed item shares; None when the link picks from no such listing."""
    idx = max((i for i, step in enumerate(lk.path) if isinstance(step, int)), default=None)
    if idx is None:
        return None
    listing = at(sc.mock_outputs[lk.producer].output, lk.path[:idx])
    item = at(listing, lk.path[idx:idx + 1])
    if not isinstance(listing, list) or len(listing) < 2 or not isinstance(item, dict):
        return None
    linked = at(item, lk.path[idx + 1:])
    others = [o for j, o in enumerate(listing) if j != lk.path[idx] and isinstance(o, dict)]
    for key, value in item.items():
        if (isinstance(value, str) and value.strip() and value != linked and found(value, said)
                and not any(o.get(key) == value for o in others)):
            return Cue(lk, lk.path[:idx + 1], key, value)
    return None


def paths(value: Any, prefix: Path = ()) -> Iterator[tuple[Path, Any]]:
    """(path, scalar) for every scalar leaf of a JSON value."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths(v, prefix + (i,))
    else:
        yield prefix, value


def read_skeleton(spec: Spec, sc: Scenario) -> Skeleton:
    sk = Skeleton(record=sc, errors=[i for i, m in enumerate(sc.mock_outputs) if m.is_error])
    turn_of = {c: t for t, turn in enumerate(sc.conversation) for c in turn.calls}
    for j, call in enumerate(sc.expected_tools):
        tool = spec.tool(call.tool)
        said = norm_text("\n".join(t.user for t in sc.conversation[: turn_of.get(j, 0) + 1]))
        for name, value in call.arguments.items():
            vals = [v for _, v in nontrivial_values({name: value}, tool.input_schema if tool else None)]
            if not vals or all(found(v, said) for v in vals):
                continue
            for k in range(j - 1, -1, -1):
                hit = next((p for p, leaf in paths(sc.mock_outputs[k].output) if leaf is not None
                            and norm_text(leaf) == norm_text(vals[0])), None)
                if hit is not None or any(found(vals[0], norm_text(x)) for x in leaves(sc.mock_outputs[k].output, keys=True)):
                    sk.links.append(Link(j, name, k, hit or ()))
                    break
    said_all = norm_text("\n".join(t.user for t in sc.conversation))
    sk.cues = [c for c in (listing_cue(sc, lk, said_all) for lk in sk.links) if c is not None]
    if sc.kind == "missing_info" and len(sc.conversation) >= 2 and sc.expected_tools:
        first = norm_text(sc.conversation[0].user)
        call = sc.expected_tools[0]
        tool = spec.tool(call.tool)
        for name, value in call.arguments.items():
            vals = [v for _, v in nontrivial_values({name: value}, tool.input_schema if tool else None)]
            if vals and not any(found(v, first) for v in vals):
                sk.withheld = name
                break
    return sk


def put(value: Any, path: Path, new: Any) -> tuple[Any, bool]:
    """`value` with `new` set at `path` when the path's containers exist or can be made (dict keys;
    a list index within range). Returns (value, done)."""
    if not path:
        return new, True
    head, rest = path[0], path[1:]
    if isinstance(head, int):
        if isinstance(value, list) and value:
            idx = head if head < len(value) else 0
            inner, ok = put(value[idx], rest, new)
            return (value[:idx] + [inner] + value[idx + 1:], True) if ok else (value, False)
        if value is None and not rest:
            return [new], True
        return value, False
    if value is None:
        value = {}
    if isinstance(value, dict):
        inner, ok = put(value.get(head), rest, new)
        return ({**value, head: inner}, True) if ok else (value, False)
    return value, False


def carry(output: Any, lk: Any, value: Any) -> Any:
    """`output` made to hold `value`: at the path the plan's own output held it, else as a field named
    after the parameter (an object, or the first object of a list), else as a `name: value` line of a text."""
    placed, ok = put(output, lk.path, value) if lk.path else (output, False)
    if ok:
        return placed
    if isinstance(output, dict):
        return {**output, lk.param: value}
    if isinstance(output, list) and output and isinstance(output[0], dict):
        return [{**output[0], lk.param: value}, *output[1:]]
    if isinstance(output, str):
        return f"{output}\n{lk.param}: {value}"
    return output
