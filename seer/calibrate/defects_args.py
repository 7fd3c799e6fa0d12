"""Defect classes about argument values: a value under the wrong parameter, a wrong pick from a
list, an id from the wrong earlier call, an optional the user asked for dropped, a required value
emptied. Every mutated value is still schema-valid and (but for the emptied one) grounded: the
defects a check of names, types and grounding cannot see."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.calibrate.mutants import data_of, defect, in_text, scalar_leaves, schema_ok, substantive, turn_of, user_text
from seer.harness.model import Scenario
from seer.spec.model import Spec


def _props(spec: Spec, tool: str) -> tuple[dict[str, Any], set[str]]:
    t = spec.tool(tool)
    if t is None:
        return {}, set()
    return t.input_schema.get("properties") or {}, set(t.input_schema.get("required") or ())


def _calls(sc: Scenario, rng: random.Random) -> list[int]:
    order = list(range(len(sc.expected_tools)))
    rng.shuffle(order)
    return order


@defect("value_wrong_param", "argument", "two values the user gave swapped between their parameters")
def value_wrong_param(spec: Spec, sc: Scenario, rng: random.Random):
    for i in _calls(sc, rng):
        call = sc.expected_tools[i]
        props, _ = _props(spec, call.tool)
        told = user_text(sc, turn_of(sc, i))
        names = [n for n, v in call.arguments.items() if n in props and substantive(v) and not isinstance(v, (dict, list))]
        pairs = [(a, b) for a in names for b in names if a < b
                 and type(call.arguments[a]) is type(call.arguments[b]) and call.arguments[a] != call.arguments[b]
                 and (in_text(call.arguments[a], told) or in_text(call.arguments[b], told))
                 and schema_ok(props[a], call.arguments[b]) and schema_ok(props[b], call.arguments[a])]
        if pairs:
            a, b = rng.choice(pairs)
            data = data_of(sc)
            args = data["expected_tools"][i]["arguments"]
            args[a], args[b] = args[b], args[a]
            data["expected_tools"][i]["accept"] = None
            return data, turn_of(sc, i), f"call {i} ({call.tool}): {a} and {b} swapped"
    return None


def _list_elements(output: Any, path: tuple = ()):
    """(path of the list, its dict elements) for every list of objects in an output."""
    if isinstance(output, dict):
        for k, v in output.items():
            yield from _list_elements(v, (*path, k))
    elif isinstance(output, list):
        elems = [e for e in output if isinstance(e, dict)]
        if len(elems) >= 2:
            yield path, elems
        for k, v in enumerate(output):
            yield from _list_elements(v, (*path, k))


def _replace_leaf(args: Any, old: Any, new: Any) -> bool:
    """Replace the first leaf equal to `old` (in place); whether one was found."""
    items = args.items() if isinstance(args, dict) else enumerate(args) if isinstance(args, list) else ()
    for k, v in list(items):
        if isinstance(v, (dict, list)):
            if _replace_leaf(v, old, new):
                return True
        elif v == old and type(v) is type(old):
            args[k] = new
            return True
    return False


def _named_by_text(e: dict, siblings: list[dict], told: str) -> bool:
    """The user's text names a value of this element that no other element of the list has."""
    others = {str(x).lower() for o in siblings if o is not e for _, x in scalar_leaves(o)}
    return any(isinstance(x, str) and len(x) >= 3 and x.lower() in told and x.lower() not in others
               for _, x in scalar_leaves(e))


@defect("wrong_list_pick", "argument", "another element of an earlier output's list than the one the text singles out")
def wrong_list_pick(spec: Spec, sc: Scenario, rng: random.Random):
    for i in _calls(sc, rng):
        call = sc.expected_tools[i]
        told = user_text(sc, turn_of(sc, i))
        for _, v in scalar_leaves(call.arguments):
            if not substantive(v):
                continue
            for j in range(i):
                for _, elems in _list_elements(sc.mock_outputs[j].output):
                    for e in elems:
                        if not _named_by_text(e, elems, told):
                            continue  # only a pick the text singles out can be the wrong one
                        key = next((k for k, x in e.items() if x == v and type(x) is type(v)), None)
                        others = [o[key] for o in elems if o is not e and key in o and o[key] != v
                                  and type(o[key]) is type(v)]
                        if key is None or not others:
                            continue
                        new = rng.choice(others)
                        data = data_of(sc)
                        if not _replace_leaf(data["expected_tools"][i]["arguments"], v, new):
                            continue
                        if not schema_ok(spec.tool(call.tool).input_schema if spec.tool(call.tool) else {},
                                         data["expected_tools"][i]["arguments"]):
                            continue
                        data["expected_tools"][i]["accept"] = None
                        return data, turn_of(sc, i), f"call {i} ({call.tool}): {v!r} -> {new!r} (another {key} of call {j}'s list)"
    return None


def _field(path: tuple) -> str:
    return next((str(p).lower() for p in reversed(path) if isinstance(p, str)), "")


_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}")


def _idlike(v: Any) -> bool:
    """A carried handle (a hash, a uuid, 'cart_81f3', a path): one token, not a date."""
    return isinstance(v, str) and 4 <= len(v) <= 80 and " " not in v.strip() and not _DATE.match(v)


def _thing(path: tuple) -> set[str]:
    """The nouns of the keys above a value (commits[].hash -> commit, selection.uuid -> selection)."""
    from seer.judge.structural_text import stem, words

    keys = [p for p in path[:-1] if isinstance(p, str)]
    return {stem(w) for k in keys for w in words(k)}


def _fits_better(new: set[str], old: list[set[str]], arg: str, consumer: str) -> bool:
    """The other call's thing is what the argument (or, for a bare `url`, the consuming tool) speaks
    of while the original source's is not: the swap would mend the record, not break it."""
    from seer.judge.semantic_flow import thing_of

    want = thing_of("" if arg.lower() in ("url", "uri", "href", "link") else arg, consumer)
    return bool(new & want) and not any(t & want for t in old)


@defect("wrong_call_id", "argument", "a carried id taken from a different earlier call's output")
def wrong_call_id(spec: Spec, sc: Scenario, rng: random.Random):
    for i in _calls(sc, rng):
        call = sc.expected_tools[i]
        told = user_text(sc, turn_of(sc, i))
        for path, v in scalar_leaves(call.arguments):
            if not _idlike(v) or in_text(v, told):
                continue
            name = next((p for p in reversed(path) if isinstance(p, str)), "")
            sources = [j for j in range(i) if any(x == v for _, x in scalar_leaves(sc.mock_outputs[j].output))]
            if not sources:
                continue
            own = {x for j in sources for _, x in scalar_leaves(sc.mock_outputs[j].output)}
            # the same field of another call's output (its `id` for this one's `id`): the wrong
            # call's thing, not a value of another kind
            fields = {_field(p) for j in sources for p, x in scalar_leaves(sc.mock_outputs[j].output) if x == v}
            # the thing the carried value belongs to: another call's id of the same thing (recentCommits
            # for commits: both commit hashes) is another fine pick, not the wrong call's thing
            things = [_thing(p) for j in sources for p, x in scalar_leaves(sc.mock_outputs[j].output) if x == v]
            for k in range(i - 1, -1, -1):
                if k in sources:
                    continue
                ids = [(p, x) for p, x in scalar_leaves(sc.mock_outputs[k].output)
                       if _idlike(x) and x not in own and not in_text(x, told) and type(x) is type(v)
                       and not any(t & _thing(p) for t in things) and not _fits_better(_thing(p), things, name, call.tool)]
                # the same field first (the wrong call's own thing), then any id it returned
                cands = [x for p, x in ids if _field(p) in fields] or [x for _, x in ids]
                if not cands:
                    continue
                new = rng.choice(cands)
                data = data_of(sc)
                _replace_leaf(data["expected_tools"][i]["arguments"], v, new)
                tool = spec.tool(call.tool)
                if tool is None or not schema_ok(tool.input_schema, data["expected_tools"][i]["arguments"]):
                    continue
                data["expected_tools"][i]["accept"] = None
                return data, turn_of(sc, i), f"call {i} ({call.tool}): {v!r} from call {sources[0]} -> {new!r} from call {k}"
    return None


@defect("dropped_asked_optional", "argument", "an optional argument whose value the user gave, left out")
def dropped_asked_optional(spec: Spec, sc: Scenario, rng: random.Random):
    for i in _calls(sc, rng):
        call = sc.expected_tools[i]
        props, required = _props(spec, call.tool)
        told = sc.conversation[turn_of(sc, i)].user.lower()
        # the user's own value: not the schema's default (leaving it out changes nothing), not a value
        # an earlier output holds (the text citing "the name is X" did not ask for X here)
        carried = {x for j in range(i) for _, x in scalar_leaves(sc.mock_outputs[j].output)}
        opts = [n for n, v in call.arguments.items() if n in props and n not in required
                and v != (props[n] or {}).get("default")
                and any(in_text(x, told) and x not in carried for _, x in scalar_leaves(v))]
        if opts:
            n = rng.choice(opts)
            data = data_of(sc)
            del data["expected_tools"][i]["arguments"][n]
            data["expected_tools"][i]["accept"] = None
            return data, turn_of(sc, i), f"call {i} ({call.tool}): optional {n}={call.arguments[n]!r} dropped"
    return None


@defect("emptied_required", "argument", "a required argument present but empty")
def emptied_required(spec: Spec, sc: Scenario, rng: random.Random):
    for i in _calls(sc, rng):
        call = sc.expected_tools[i]
        props, required = _props(spec, call.tool)
        names = [n for n in sorted(required) if n in call.arguments
                 and ((isinstance(call.arguments[n], str) and call.arguments[n].strip())
                      or (isinstance(call.arguments[n], list) and call.arguments[n]))]
        if names:
            n = rng.choice(names)
            data = data_of(sc)
            data["expected_tools"][i]["arguments"][n] = "" if isinstance(call.arguments[n], str) else []
            data["expected_tools"][i]["accept"] = None
            return data, turn_of(sc, i), f"call {i} ({call.tool}): required {n} emptied"
    return None
