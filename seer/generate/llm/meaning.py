"""Meaning checks at the boundary: a reply can be valid against every schema and still be wrong.

Shared by the LLM and hybrid engines; each problem is fed back to the model (then the item is
discarded with it as the reason):
- a required argument given an empty value (`get(key="")`), or a template's stand-in (`your_key_here`);
- a request for a list ("all keys", "every channel") answered by one single-item read while the
  spec has a tool that lists or searches;
- a scenario with no call that is not a planned negative;
- a complex scenario shorter than its tier asks (three calls at least);
- a call that is an earlier call again (same tool and arguments), and a glob passed where a key-value
  store takes key names (`delete(key="*.cache.old")`, three times: a real paper Redis record);
- a value that does not look like what the parameter is (seer.kinds: a timezone, a URL, ...);
- a change the request does not ask for, one it asks for that no call makes, or changes made in the reverse
  of the order asked (seer.generate.llm.asked);
- the user's words themselves (the assistant's voice, a pasted description or tool output, the
  feedback repeated, a text cut off): seer.generate.llm.voice;
- at the mocks stage, a key listing that holds keys its call's pattern does not match (`listing_problems`:
  the local model listed user:log1 for the pattern `user:*.log`).
"""

from __future__ import annotations

import random
import re
from typing import Any, Sequence

from seer.generate.llm.asked import write_problems
from seer.harness import checks
from seer.spec.model import Spec

COMPLEX_MIN_CALLS = 3
_LIST_ASK = re.compile(r"\b(all|every|each|list|which|any)\b", re.I)
_LISTER = re.compile(r"(^|[_\-.\s])(list|search|find|query|scan|history|all|browse|keys|ls)([_\-.\s]|$)|^(list|search|find)", re.I)


_READ_WORDS = {"get", "read", "fetch", "show", "describe", "retrieve", "lookup", "view", "info", "profile"}
_NAME_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


def _is_read(name: str) -> bool:
    """A word of the tool's name is a read's ("slack_reply_to_thread" holds "read" only inside "thread": no read)."""
    return any(w.lower() in _READ_WORDS for w in _NAME_WORDS.findall(name))


def _is_lister(name: str) -> bool:
    return bool(_LISTER.search(name))


# a value a template or a tutorial writes where the real one goes ("your_key_here", "<key>" is grounding's)
# or a tutorial's toy name: key1, mykey, my_value, value2, foo (the real paper Redis run: delete key1, key2, key3)
_TEMPLATE = re.compile(r"(?:^|[_.:-])here$|^your[_.-]|^x{3,}$|^(?:todo|tbd|changeme|replace_?me)$"
                       r"|^my[_-]?(?:key|value|field|item)s?\d*$|^(?:key|value|field|item)[_-]?\d+$|^(?:foo|bar|baz|qux)\d*$", re.I)


def template_values(arguments: Any, path: str = "$") -> list[str]:
    """Argument values (nested too) that are a template's stand-ins, not values a user would give."""
    if isinstance(arguments, dict):
        return [p for k, v in arguments.items() for p in template_values(v, f"{path}.{k}")]
    if isinstance(arguments, list):
        return [p for i, v in enumerate(arguments) for p in template_values(v, f"{path}[{i}]")]
    # one token only: a message may well say "Your order shipped" or end with "here"
    if isinstance(arguments, str) and arguments.strip() and not re.search(r"\s", arguments.strip()) and _TEMPLATE.search(arguments.strip()):
        return [f"argument {path} = {arguments!r} is a template's stand-in; write a concrete value a user would give"]
    return []


def null_strings(arguments: dict[str, Any], schema: dict) -> list[str]:
    """A top-level string argument spelled as no value ("null"): the paper Slack top-up record of the seventh
    session called `slack_list_channels(cursor="null")` ("Use cursor null."); a first page has no cursor.
    (The repair leaves optional ones out before this: what is left are required ones.)"""
    from seer.generate.llm.repair import spelled_null

    props = schema.get("properties") or {}
    return [f"argument {name!r} = {value!r} is no value: leave an optional argument out, or give a real one"
            for name, value in arguments.items() if spelled_null(value, props.get(name))]


def empty_required(arguments: dict[str, Any], schema: dict) -> list[str]:
    out = []
    for name in schema.get("required") or []:
        value = arguments.get(name)
        if isinstance(value, str) and not value.strip():
            out.append(f"required argument {name!r} is empty; give it a concrete value")
    return out


def implausible(arguments: dict[str, Any], schema: dict, tool_name: str, description: str) -> list[str]:
    """Top-level string arguments that do not look like their kind (seer.kinds, when it is there)."""
    try:
        from seer.kinds import infer, plausible
    except Exception:  # noqa: BLE001 - the catalogue is optional here: no check without it
        return []
    props = schema.get("properties") or {}
    out = []
    for name, value in arguments.items():
        if not isinstance(value, str) or not value.strip() or not isinstance(props.get(name), dict):
            continue
        try:
            kind = infer(name, props[name], tool_name=tool_name, tool_description=description)
            ok = plausible(kind, value)
        except Exception:  # noqa: BLE001 - a catalogue bug must not discard a record
            continue
        if not ok:
            # with one value of the kind: "'👍' does not look like an emoji" left the model guessing (a Slack emoji is a name)
            out.append(f"argument {name!r} = {value!r} does not look like {'an' if str(kind)[:1] in 'aeiou' else 'a'} {kind}"
                       f"{example_of(name, props[name], tool_name, description)}")
    return out


def kind_of(name: str, schema: dict, tool_name: str, description: str) -> str | None:
    """The parameter's kind in seer.kinds, or None (no catalogue, or a catalogue bug: neither discards a record)."""
    try:
        from seer.kinds import infer

        return infer(name, schema, tool_name=tool_name, tool_description=description)
    except Exception:  # noqa: BLE001 - the catalogue is optional here
        return None


def example_of(name: str, schema: dict, tool_name: str, description: str, seed: str = "") -> str:
    """' (for example <a value of the parameter's kind>)', or '' when the catalogue has none."""
    kind = kind_of(name, schema, tool_name, description)
    try:
        from seer.kinds import make

        return f" (for example {make(kind, random.Random(seed or name))!r})" if kind else ""
    except Exception:  # noqa: BLE001 - an example is a hint
        return ""


def stand_ins(arguments: dict[str, Any], tool: Any) -> list[str]:
    """template_values, each with one value of its parameter's kind: told only "write a concrete value", the local
    model kept key1, key2, key3 through three tries (the sixth session's paper Redis run)."""
    props = tool.input_schema.get("properties") or {}
    out = []
    for p in template_values(arguments):
        name = re.match(r"argument \$\.([^.\[ ]+)", p)
        like = example_of(name.group(1), props[name.group(1)], tool.name, tool.description, p) if name and isinstance(
            props.get(name.group(1)), dict) else ""
        out.append(p + like)
    return out


def scenario_problems(spec: Spec, *, tier: str, kind: str, instruction: str, calls: Sequence[Any],
                      fixed_plan: bool = False) -> list[str]:
    """Problems of meaning for one drafted scenario; `calls` have .tool and .arguments. With
    `fixed_plan` (the hybrid engine) the calls are the plan's: only the words and values can change."""
    if kind == "no_tool":
        return []
    problems: list[str] = []
    if not calls:
        return ["this scenario is not a planned negative: it needs at least one tool call"]
    if not fixed_plan and tier == "complex" and kind == "normal" and len(calls) < min(COMPLEX_MIN_CALLS, len(spec.tools)):
        problems.append(f"a complex scenario needs at least {COMPLEX_MIN_CALLS} calls that build on each other; this one has {len(calls)}")
    for i, c in enumerate(calls):
        tool = spec.tool(c.tool)
        if tool is None:
            continue
        problems += [f"call {i}: {p}" for p in empty_required(c.arguments or {}, tool.input_schema)]
        problems += [f"call {i}: {p}" for p in null_strings(c.arguments or {}, tool.input_schema)]
        problems += [f"call {i}: {p}" for p in stand_ins(c.arguments or {}, tool)]
        problems += [f"call {i}: {p}" for p in implausible(c.arguments or {}, tool.input_schema, tool.name, tool.description)]
    problems += (repeated_calls(calls) if kind != "error" else []) + key_globs(spec, calls)  # an error's retry may repeat the call
    problems += write_problems(spec, instruction, calls, fixed_plan=fixed_plan)
    if len(calls) == 1 and _LIST_ASK.search(instruction or "") and not _is_lister(calls[0].tool) and _is_read(calls[0].tool):
        listers = [n for n in spec.tool_names if _is_lister(n)]
        ask = _LIST_ASK.search(instruction).group(0)
        if fixed_plan and _asks_for_many(instruction):
            problems.append(f"the request asks for many items ({ask!r}) but the plan makes one single read "
                            f"({calls[0].tool}): ask for that one item")
        elif listers and _asks_for_many(instruction):
            problems.append(f"the request asks for many items ({ask!r}) but the only call is {calls[0].tool}, a single read; "
                            f"use a tool that lists or searches ({', '.join(listers[:4])})")
    return problems


def repeated_calls(calls: Sequence[Any]) -> list[str]:
    """A call that is an earlier call again, tool and arguments: the real paper Redis record deleted `*.cache.old`
    three times in a row, each answered `deleted: 1`, and another (seventh session) read `user:1042:profile` three
    times. A read or listing again is a check only after a change since the last time it was made."""
    out, seen = [], {}
    for i, c in enumerate(calls):
        sig = (c.tool, repr(sorted((c.arguments or {}).items(), key=lambda kv: kv[0])))
        read = _is_read(c.tool) or _is_lister(c.tool)
        changed = sig in seen and any(not (_is_read(b.tool) or _is_lister(b.tool)) for b in calls[seen[sig] + 1:i])
        if sig in seen and not (read and changed):
            out.append(f"call {i} repeats call {seen[sig]} ({c.tool} with the same arguments)"
                       + (", and nothing changed in between: it answers what call " f"{seen[sig]} answered; make each call once"
                          if read else ": every call is a step of its own; to act on several items pass each its own value "
                          "(or all of them in one call)"))
        seen[sig] = i
    return out


def key_globs(spec: Spec, calls: Sequence[Any]) -> list[str]:
    """A glob (`*`, `?`) given where a key-value store takes key names (seer.kinds `kv_key`): DEL, GET and SET
    take keys, not patterns (the real paper Redis record: `delete(key="*.cache.old")` after listing two keys)."""
    out = []
    for i, c in enumerate(calls):
        tool = spec.tool(c.tool)
        props = (tool.input_schema.get("properties") or {}) if tool else {}
        for name, value in (c.arguments or {}).items():
            globs = [v for v in checks.leaves(value) if isinstance(v, str) and re.search(r"[*?]", v)]
            if globs and isinstance(props.get(name), dict) and kind_of(name, props[name], tool.name, tool.description) == "kv_key":
                out.append(f"call {i} ({c.tool}) argument {name!r} = {globs[0]!r} is a pattern, but {c.tool} takes key names: "
                           "pass the keys themselves (a listing's keys, or the ones the user names)")
    return out


def _asks_for_many(text: str) -> bool:
    """'all keys', 'list the channels', 'every user': a quantifier or 'list' before a plural noun."""
    return bool(re.search(r"\b(all|every|list(?: all| the)?|which)\s+(?:of\s+)?(?:the\s+|my\s+|our\s+)?\w+s\b", text, re.I))


def _listed_keys(output: Any) -> list[str]:
    """Strings of `output`'s lists: bare keys, or the `key` field of listed records."""
    if isinstance(output, dict):
        return [k for v in output.values() for k in _listed_keys(v)]
    if isinstance(output, list):
        out = [v for v in output if isinstance(v, str)]
        out += [v["key"] for v in output if isinstance(v, dict) and isinstance(v.get("key"), str)]
        return out + [k for v in output if isinstance(v, (dict, list)) for k in _listed_keys(v)]
    return []


def kv_patterns(spec: Spec, call: Any) -> list[str]:
    """The key-value store patterns (seer.kinds `kv_pattern`: KEYS/SCAN globs) `call` passes."""
    tool = spec.tool(call.tool)
    props = (tool.input_schema.get("properties") or {}) if tool else {}
    return [value for name, value in (call.arguments or {}).items()
            if isinstance(value, str) and any(ch in value for ch in "*?[") and isinstance(props.get(name), dict)
            and kind_of(name, props[name], tool.name, tool.description) == "kv_pattern"]


def matches(key: str, pattern: str) -> bool:
    from fnmatch import fnmatchcase

    return fnmatchcase(key, pattern.replace("[^", "[!"))  # Redis negates a class with ^, fnmatch with !


def taken_problems(spec: Spec, calls: Sequence[Any], needed: Sequence[Any]) -> list[str]:
    """At the draft stage: a later call's key that a pattern listing is to return but the pattern does not match."""
    out = []
    for n in needed:
        values = n.value if isinstance(n.value, list) else [n.value]
        for pattern in kv_patterns(spec, calls[n.producer]):
            wrong = [v for v in values if isinstance(v, str) and not matches(v, pattern)]
            if wrong:
                out.append(f"call {n.consumer} ({calls[n.consumer].tool}) takes {wrong[0]!r} from call {n.producer}'s listing, "
                           f"but its pattern {pattern!r} does not match it: use a key the pattern matches")
    return out


def listing_problems(spec: Spec, calls: Sequence[Any], outputs: Sequence[Any]) -> list[str]:
    """Listed keys a key-value store's pattern does not match."""
    problems = []
    for i, (c, out) in enumerate(zip(calls, outputs)):
        for value in kv_patterns(spec, c):
            wrong = [k for k in _listed_keys(out) if not matches(k, value)]
            if wrong:
                problems.append(f"call {i} ({c.tool}) lists {', '.join(map(repr, wrong[:3]))}, which the pattern {value!r} "
                                "does not match: list only keys the pattern matches (and use those in later calls)")
    return problems


_HANDLE = re.compile(r"(^|_)id$|Id$|^(ts|key|uuid)$", re.I)
_OWN = ("id", "key", "uuid", "ts")
_PERSON = ("email", "login", "username")
_IDENTITY = ("name", "real_name", "display_name", "username", "login", "email", "title", "full_name")


def agreement_problems(calls: Sequence[Any], outputs: Sequence[Any]) -> list[str]:
    """One record, one set of identity fields across a scenario's outputs: the real paper Slack mocks listed user
    1234567890 as Dawn Melton, and its profile read next answered Gabriella Davenport. A record is known by its own
    handle (id, key, uuid, ts); a later record of no handle of its own is matched by a `<thing>_id` too, on a person's
    fields only (email, login: a channel has none). A field a call's own arguments set (a rename) may differ."""
    written = {str(v) for c in calls for v in checks.leaves(c.arguments)}
    seen: dict[str, tuple[int, dict]] = {}
    problems = []
    for i, out in enumerate(outputs):
        for rec in checks.objects(out):
            own = [k for k in rec if str(k).lower() in _OWN and isinstance(rec[k], (str, int)) and len(str(rec[k])) >= 3]
            refs = [] if own else [k for k in rec if _HANDLE.search(str(k)) and isinstance(rec[k], (str, int)) and len(str(rec[k])) >= 3]
            for k in own + refs:
                h = str(rec[k])
                if h in seen and seen[h][0] != i:
                    j, first = seen[h]
                    for f in (_IDENTITY if k in own else _PERSON):
                        a, b = first.get(f), rec.get(f)
                        if isinstance(a, str) and isinstance(b, str) and a != b and b not in written:
                            problems.append(f"call {i} ({calls[i].tool}) gives {f} {b!r} for {h}, but call {j} ({calls[j].tool}) "
                                            f"gave {a!r}: the same record keeps its fields across calls")
                            break
            for k in own:
                seen.setdefault(str(rec[k]), (i, rec))
    return list(dict.fromkeys(problems))



_PAYLOAD_KEYS = frozenset(["content", "contents", "text", "body", "message", "description", "data"])


def unechoed(calls: Sequence[Any], outputs: Sequence[Any]) -> list[str]:
    """A change whose result shows another value under the name of one it was given: the paper Slack top-up record of
    the seventh session answered `slack_add_reaction(timestamp="1760623639.505105")` with a reaction at
    "1731003159.505105". Reads may answer other values (a listing's own fields); free text fields may be rendered."""
    out = []
    for i, (c, o) in enumerate(zip(calls, outputs)):
        if _is_read(c.tool) or _is_lister(c.tool):
            continue
        given = {k: v for k, v in (c.arguments or {}).items() if k not in _PAYLOAD_KEYS and isinstance(v, (str, int, float))
                 and not isinstance(v, bool) and str(v).strip()}
        for obj in checks.objects(o):
            bad = next(((k, obj[k]) for k, v in given.items() if type(obj.get(k)) is type(v) and obj.get(k) != v), None)
            if bad:
                out.append(f"call {i} ({c.tool}) answers {bad[0]} {bad[1]!r}, but the call gave {bad[0]} {given[bad[0]]!r}: "
                           "a change's result shows the values it was given")
                break
    return out
