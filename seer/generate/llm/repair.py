"""Repairs a careful reader makes to what real models send, before anything is fed back.

Each repair is one that cannot change what the model meant: a tool name that differs from the
spec's only in case or separators, `5.0` where the schema says integer, `"5"` where it says
number, mocks given in order but with missing or off-by-one indices, a match-all wildcard for an
optional pattern argument (the same call as leaving it out; the user never types `*`). And one
that makes the mocks' world consistent without changing what any call does: a value a later call
passes that its producing call's mock left out is placed in that mock (in its listing, else beside
its record), as the mocks stage's example showed it (`place_needed`). Two more leave out what the
user never asked for: a leading read whose values nobody gave, whose subject the request never names
and which feeds no later call (`drop_unasked_lead`), and a later call's optional quantity nobody
states (`drop_unstated_quantities`: a limit only the user can give).
"""

from __future__ import annotations

import re
from typing import Any

from seer.spec.model import Spec

_SEP = re.compile(r"[^a-z0-9]+")
MATCH_ALL = ("*", "%", ".*", "**", "*:*")
_PATTERNISH = re.compile(r"pattern|glob|match|filter|query|wildcard", re.I)


def _norm(name: str) -> str:
    return _SEP.sub("", name.lower())


def canonical_tool(spec: Spec, name: Any) -> Any:
    """The spec's own name for `name` when it differs only in case or separators (unique match)."""
    if not isinstance(name, str) or spec.tool(name) is not None:
        return name
    hits = [t for t in spec.tool_names if _norm(t) == _norm(name)]
    return hits[0] if len(hits) == 1 else name


def _types(schema: dict) -> set[str]:
    t = schema.get("type")
    out = set(t) if isinstance(t, list) else {t} if t else set()
    for key in ("anyOf", "oneOf"):
        for b in schema.get(key) or []:
            if isinstance(b, dict):
                out |= _types(b)
    return out


def coerce(value: Any, schema: Any) -> Any:
    """`value` with number/boolean spellings fixed where the schema is explicit about the type."""
    if not isinstance(schema, dict):
        return value
    types = _types(schema)
    if isinstance(value, dict):
        props = schema.get("properties") or {}
        return {k: coerce(v, props.get(k)) for k, v in value.items()}
    if isinstance(value, list):
        items = schema.get("items")
        return [coerce(v, items) for v in value]
    if isinstance(value, float) and value.is_integer() and "integer" in types and "number" not in types:
        return int(value)
    if isinstance(value, str) and "string" not in types and types:
        text = value.strip()
        if types & {"integer", "number"} and re.fullmatch(r"-?\d+(\.\d+)?", text):
            num = float(text)
            return int(num) if "integer" in types and num.is_integer() else num
        if "boolean" in types and text.lower() in ("true", "false"):
            return text.lower() == "true"
    return value


def drop_match_all(arguments: dict[str, Any], schema: dict) -> tuple[dict[str, Any], dict[str, list[Any]]]:
    """Leave out an optional pattern-like argument whose value matches everything ("*"): the same
    call, and one an agent can make without being told the wildcard. Returns (arguments, accept):
    `accept` lets an agent that does pass the wildcard score as well."""
    required = set(schema.get("required") or [])
    props = schema.get("properties") or {}
    out, accept = dict(arguments), {}
    for name, value in arguments.items():
        if name in required or not isinstance(value, str) or value.strip() not in MATCH_ALL:
            continue
        if _PATTERNISH.search(name) or _PATTERNISH.search(str((props.get(name) or {}).get("description", ""))):
            del out[name]
            accept[name] = [value]
    return out, accept


def drop_unstated_optional(arguments: dict[str, Any], schema: dict, text: str, quantity_said: bool = False) -> dict[str, Any]:
    """The first call without an optional argument whose value the user never states (`text`, normalised):
    a pagination cursor, a limit or a user id the model made up is not what the user asked for, and a
    first call has no earlier output to take it from. The 1.5B model kept such values through three
    retries on Slack (`cursor`, `user_id`) and the item was lost; left out, the call is the one asked.
    A number is kept when the request says one of its own (`quantity_said`): "for an hour" is 3600 seconds."""
    from seer.harness.checks import found, nontrivial_values

    required = set(schema.get("required") or [])
    props = schema.get("properties") or {}
    out = dict(arguments)
    for name, value in arguments.items():
        if name in required or (quantity_said and isinstance(value, (int, float)) and not isinstance(value, bool)):
            continue
        leaves = list(nontrivial_values({name: value}, {"type": "object", "properties": {name: props.get(name) or {}}}))
        if leaves and not all(found(v, text) for _, v in leaves):
            del out[name]
    return out


def _names_subject(nouns: list[str], text: str) -> bool:
    return any(re.search(rf"\b{re.escape(n)}(?:e?s)?\b", text) for n in nouns)


def drop_unasked_lead(spec: Spec, calls: list[dict], text: str, focus: tuple[str, ...]) -> list[dict]:
    """`calls` without leading reads the request does not ask for: a call that is not a focus tool, a
    read, whose required value the user never states (`text`, normalised), whose subject (the tool's
    nouns) the request never names, and whose output no later call takes. The 1.5B model opened "the
    last 20 messages of channel C123456789" with `get_user_profile(user_id="user1234")` through three
    retries on Slack, and the item was lost; without it the scenario is the one asked."""
    from types import SimpleNamespace

    from seer.generate.llm.grounding import _profiles, needed_values
    from seer.harness.checks import found, nontrivial_values

    profiles = _profiles(spec)
    out = list(calls)
    while len(out) > 1 and isinstance(out[0], dict) and isinstance(out[0].get("arguments"), dict):
        name, args = out[0].get("tool"), out[0]["arguments"]
        tool, prof = spec.tool(name) if isinstance(name, str) else None, profiles.get(name)
        if tool is None or prof is None or name in focus or not prof.read or _names_subject(prof.nouns, text):
            break
        required = set(tool.input_schema.get("required") or [])
        unstated = [p for p, v in nontrivial_values(args, tool.input_schema) if not found(v, text)]
        if not any(p[2:].split(".")[0].split("[")[0] in required for p in unstated):
            break
        ns = [SimpleNamespace(tool=c.get("tool"), arguments=c.get("arguments") or {}) for c in out if isinstance(c, dict)]
        if len(ns) != len(out) or any(n.producer == 0 for n in needed_values(spec, ns, text)):
            break
        out = out[1:]
    return out


def drop_unasked_tail(spec: Spec, calls: list[dict], text: str, focus: tuple[str, ...]) -> list[dict]:
    """`calls` without trailing listings the request does not ask for: a last call that lists or searches, is no focus
    tool, comes after a change, and follows a request that asks for no list ("all", "every", "list", "which", ...). The seventh session's
    paper Slack top-up answered "Add a reaction ... and reply to the thread ..." with the reaction, the reply and then
    `slack_list_channels()`, which nothing asked for and nothing used."""
    from seer.generate.llm.meaning import _LIST_ASK, _is_lister, _is_read

    def changes(c: Any) -> bool:
        return isinstance(c, dict) and isinstance(c.get("tool"), str) and not (_is_read(c["tool"]) or _is_lister(c["tool"]))

    out = list(calls)  # only after a change: a report's closing reads gather what it is about ("user activity": users, history)
    while (len(out) > 1 and isinstance(out[-1], dict) and isinstance(out[-1].get("tool"), str) and out[-1]["tool"] not in focus
           and spec.tool(out[-1]["tool"]) is not None and _is_lister(out[-1]["tool"]) and not _LIST_ASK.search(text)
           and any(changes(c) for c in out[:-1])):
        out = out[:-1]
    return out


_NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)?(?![\w.])|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
                     r"twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|dozen|half|an? (?:hour|minute|day|week))\b", re.I)


def says_a_quantity(instruction: str, calls: list[Any]) -> bool:
    """Whether the request says a number of its own (not one inside a value it states, such as an id):
    "an expiration of 5 minutes" may be the 300 seconds a call passes, in other words."""
    stated = {v for c in calls if isinstance(c, dict) and isinstance(c.get("arguments"), dict)
              for v in c["arguments"].values() if isinstance(v, str) and v.strip()}
    text = instruction
    for v in sorted(stated, key=len, reverse=True):  # an id before a shorter value inside it
        text = text.replace(v, " ")
    return bool(_NUMBER.search(text))


def drop_unstated_quantities(spec: Spec, calls: list[dict], text: str, quantity_said: bool) -> list[dict]:
    """Later calls without an optional quantity (a limit, a count: an integer, number or boolean that
    names no id) the user never states, when the request says no number at all (`quantity_said`
    False): no earlier output can supply one, so the draft's value is the model's, not the user's
    (Slack's `limit=20` on a second history read, unsaid, lost an item)."""
    from seer.generate.llm.grounding import _profiles
    from seer.generate.symbolic.values import schema_type
    from seer.harness.checks import found

    if quantity_said:
        return calls
    profiles = _profiles(spec)
    out = []
    for i, c in enumerate(calls):
        prof = profiles.get(c.get("tool")) if isinstance(c, dict) else None
        tool = spec.tool(c["tool"]) if prof is not None else None
        if i == 0 or tool is None or not isinstance(c.get("arguments"), dict):
            out.append(c)
            continue
        required = set(tool.input_schema.get("required") or [])
        params = {p.name: p for p in prof.params}
        args = {k: v for k, v in c["arguments"].items()
                if k in required or k not in params or params[k].linkable
                or schema_type(params[k].core) not in ("integer", "number", "boolean")
                or isinstance(v, (dict, list)) or found(v, text)}
        out.append(dict(c, arguments=args))
    return out


def align_by_position(indices: list[Any], n: int) -> list[int] | None:
    """Call indices for `n` mocks: as given when they are exactly 0..n-1 in some order; else, when
    there are exactly n mocks, by position (missing, 1-based or repeated indices). None: cannot align."""
    if sorted(i for i in indices if isinstance(i, int)) == list(range(n)) and len(indices) == n:
        return list(indices)
    return list(range(n)) if len(indices) == n else None


def place_needed(outputs: list[Any], needed: list[Any], schemas: list[dict | None] | None = None) -> list[Any]:
    """`outputs` (one mock output per call) with each needed value (grounding.Needed) its producer's
    mock does not hold put into that mock, where the call's outputSchema (`schemas`) allows it; an
    error output (a string) is left as it is."""
    from seer.generate.llm.shapes import beside, fits_or
    from seer.harness.checks import found, leaves, norm_text

    out = list(outputs)
    for n in needed:
        mock = out[n.producer]
        if not isinstance(mock, (dict, list)):
            continue
        text = "\n".join(norm_text(v) for v in leaves(mock, keys=True))
        values = n.value if isinstance(n.value, list) else [n.value]
        if not all(found(v, text) for v in values if not isinstance(v, (dict, list))):
            out[n.producer] = fits_or(beside(mock, n.param, n.value), mock, (schemas or [None] * len(out))[n.producer])
    return out


_SECONDS = {"second": 1, "sec": 1, "minute": 60, "min": 60, "hour": 3600, "hr": 3600, "day": 86400, "week": 604800}
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10, "twelve": 12,
          "fifteen": 15, "twenty": 20, "thirty": 30, "half an": 0.5, "half a": 0.5}
_DURATION = re.compile(r"\b(\d+(?:\.\d+)?|half an?|an?|one|two|three|four|five|six|ten|twelve|fifteen|twenty|thirty)[ -]"
                       r"(second|sec|minute|min|hour|hr|day|week)s?\b(?![-\w])", re.I)


def _unit_of(name: str, description: str) -> float | None:
    """Seconds per unit of a duration parameter (`expireSeconds`, `ttl`, `timeout_ms`), None if it is none."""
    words = f"{name} {description}".lower()
    if re.search(r"milli|(?:^|_)ms\b|Ms\b", f"{name} {description}") or "millisecond" in words:
        return 0.001
    if re.search(r"minute", words) and not re.search(r"second", words):
        return 60
    if re.search(r"second|ttl|expir|timeout", words):
        return 1
    return None


def state_durations(spec: Spec, data: dict) -> dict:
    """The request with a call's duration given in its parameter's unit beside the user's own words:
    "an expiration of 1 hour" -> "an expiration of 1 hour (3600 seconds)" for `expireSeconds=3600`.
    The same quantity, said the way the check can find it; the local model wrote "1 hour" on every try."""
    text = str(data.get("user_instruction") or "")
    for c in data.get("calls") or []:
        tool = spec.tool(c.get("tool")) if isinstance(c, dict) and isinstance(c.get("tool"), str) else None
        if tool is None or not isinstance(c.get("arguments"), dict):
            continue
        props = tool.input_schema.get("properties") or {}
        for name, value in c["arguments"].items():
            unit = _unit_of(name, str((props.get(name) or {}).get("description", "")))
            if unit is None or isinstance(value, bool) or not isinstance(value, (int, float)) or str(value) in text:
                continue
            for m in _DURATION.finditer(text):
                word = m.group(1).lower()
                n = float(word) if word[0].isdigit() else _WORDS.get(word, 0)
                if abs(n * _SECONDS[m.group(2).lower()] / unit - value) < 1e-9:
                    label = {1: "seconds", 60: "minutes", 0.001: "milliseconds"}[unit]
                    text = f"{text[:m.end()]} ({value} {label}){text[m.end():]}"
                    break
    return dict(data, user_instruction=text) if text != data.get("user_instruction") else data


_NULLS = frozenset(["null", "none", "undefined", "nil"])


def spelled_null(value: Any, prop: Any) -> bool:
    """A string that spells no value ("null", "None"), unless the parameter's enum lists it."""
    enum = prop.get("enum") if isinstance(prop, dict) else None
    return isinstance(value, str) and value.strip().lower() in _NULLS and value.strip().lower() not in {
        str(e).lower() for e in enum or []}


def drop_empty_optional(args: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    """Optional arguments sent as "", null or the string "null" left out: the real model sent `get_users(cursor="")`
    and `slack_list_channels(cursor="null")` (which the engine then spelled out as "Use cursor null."), which no user
    asks for and an agent would be marked down for not copying. A value its enum allows stays."""
    required = set(schema.get("required") or [])
    props = schema.get("properties") or {}
    return {k: v for k, v in args.items() if k in required or not (v == "" or v is None or spelled_null(v, props.get(k)))}


_CURSOR = re.compile(r"^(?:cursor|page_?token|next_?(?:page_?)?(?:token|cursor)|continuation_?token)$", re.I)


def drop_foreign_cursors(spec: Spec, calls: list[dict], said: str) -> list[dict]:
    """An optional page cursor left out unless an earlier call of the same tool (the previous page) could have returned
    it, or the user states it: the seventh session's paper Slack record called `slack_list_channels(cursor="C234567890")`,
    a channel id as the cursor of a first listing, and another took it from a thread reply's field."""
    from seer.harness.checks import found

    out = []
    for i, c in enumerate(calls):
        tool = spec.tool(c.get("tool")) if isinstance(c, dict) and isinstance(c.get("tool"), str) else None
        if tool is not None and isinstance(c.get("arguments"), dict):
            required = set(tool.input_schema.get("required") or [])
            earlier = any(isinstance(b, dict) and b.get("tool") == tool.name for b in calls[:i])
            drop = [k for k, v in c["arguments"].items() if _CURSOR.match(k) and k not in required and not earlier
                    and not (isinstance(v, str) and found(v, said))]
            if drop:
                c = dict(c, arguments={k: v for k, v in c["arguments"].items() if k not in drop})
        out.append(c)
    return out


def repair_draft(spec: Spec, data: Any, kind: str | None = None, focus: tuple[str, ...] = ()) -> Any:
    """Tool names in the spec's spelling, numbers as the schema types them, match-all patterns and empty optionals left out,
    and the first call's optional arguments the user never states (not for a missing-information slot,
    whose withheld value has rules of its own); for normal and error slots, leading reads nobody asked
    for and later calls' unstated optional quantities left out too."""
    from seer.harness.checks import norm_text

    if not isinstance(data, dict) or not isinstance(data.get("calls"), list):
        return data
    data = state_durations(spec, data)
    said = norm_text(str(data.get("user_instruction") or ""))
    quantity = says_a_quantity(str(data.get("user_instruction") or ""), data["calls"])
    calls = []
    for i, c in enumerate(data["calls"]):
        if isinstance(c, dict):
            c = dict(c, tool=canonical_tool(spec, c.get("tool")))
            tool = spec.tool(c["tool"]) if isinstance(c["tool"], str) else None
            if tool is not None and isinstance(c.get("arguments"), dict):
                args, _ = drop_match_all(drop_empty_optional(coerce(c["arguments"], tool.input_schema), tool.input_schema), tool.input_schema)
                if i == 0 and kind is not None and kind != "missing_info":
                    args = drop_unstated_optional(args, tool.input_schema, said, quantity)
                c["arguments"] = args
        calls.append(c)
    calls = drop_foreign_cursors(spec, calls, said)
    if kind in ("normal", "error"):
        kept = drop_unasked_lead(spec, calls, said, focus)
        if kept and kept[0] is not calls[0]:  # a new first call: its unstated optionals left out, as above
            tool = spec.tool(kept[0]["tool"])  # a known read: drop_unasked_lead stops at anything else
            kept[0] = dict(kept[0], arguments=drop_unstated_optional(kept[0]["arguments"], tool.input_schema, said, quantity))
        calls = drop_unstated_quantities(spec, drop_unasked_tail(spec, kept, said, focus), said, quantity)
    return dict(data, calls=calls)
