"""Value plausibility by kind, for the semantic judge: a top-level value that does not look like what
its parameter is (seer.kinds): a path where a branch goes, a sentence as a directory."""

from __future__ import annotations

from typing import Any

from seer.judge.semantic_args import stated

# kinds whose values are words a person chooses: any wording fits, so they are not checked here
_WORDING = frozenset("title body message commit_message log_message ui_text label person organisation place "
                     "search_query place_query file_content script emoji tag username".split())


def implausible(tool, arguments: dict[str, Any], members: dict[str, list] | None = None) -> list[str]:
    """Top-level values that do not look like what their parameter is (seer.kinds): a path where
    a branch goes, a sentence as a directory. Values an agent picks from the schema are skipped."""
    try:
        from seer.kinds import FALLBACKS, infer, plausible
    except ImportError:  # the kinds room is optional for this judge
        return []
    from seer.judge.structural_args import enum_members

    props = tool.input_schema.get("properties") or {}
    out = []
    for name, v in arguments.items():
        sub = props.get(name)
        if not isinstance(sub, dict) or isinstance(v, (dict, list)) or stated(v) is None:
            continue
        if v in (members[name] if members is not None and name in members else enum_members(sub)) or v == sub.get("default"):
            continue
        kind = infer(name, _branch_for(sub, v), tool_name=tool.name, tool_description=tool.description)
        if kind in FALLBACKS or kind in _WORDING:
            continue  # a kind of wording ("Standup" is a fine title), not a shape a value must have
        if not plausible(kind, v):
            out.append(f"{name}={v!r} does not look like a {kind}")
    return out


_JSON_TYPES = {bool: "boolean", int: "integer", float: "number", str: "string"}


def _branch_for(sub: dict, value: Any) -> dict:
    """The alternative of an anyOf/oneOf schema that the value's JSON type takes (noMerged: a
    boolean or a commit ref; 'main' is read as the ref), with the outer description kept."""
    alts = [a for a in (sub.get("anyOf") or sub.get("oneOf") or ()) if isinstance(a, dict)]
    t = _JSON_TYPES.get(type(value))
    for a in alts:
        at = a.get("type")
        if at == t or (isinstance(at, list) and t in at) or (t == "integer" and at == "number"):
            return {**({"description": sub["description"]} if "description" in sub else {}), **a}
    return sub
