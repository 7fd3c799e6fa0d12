"""Fields a tool fills only in a case the call is not in are left out: git_commit answered signed: true beside a
signingWarning ("Populated only when signing was requested but failed"), git_log answered a `note` ("Set when filters
returned zero commits") beside its commits, and `stat`/`patch` ("when stat option is used") for stat: false. An
optional field whose description ties it to a failure or an empty result is absent from a success; one tied to an
option is present only when the call turned that option on."""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.lexicon import words

_ON_FAILURE = re.compile(r"\b(?:populated|set|present|returned|included|only|filled|reported)\b[^.;]*?"
                         r"\b(?:fail(?:s|ed|ure)?|errors?|zero|no (?:results|matches|commits|rows)|stopped|skipped|fell back|conflicts?)\b"
                         r"|(?<!empty )\bif\b[^.;]*?\b(?:stopped|fails|failed|conflicts?)\b", re.I)
_ON_OPTION = re.compile(r"\((?:only )?(?:when|if) (?:the )?[`']?(\w+)[`']? (?:option|flag|parameter) is (?:used|set|given|true|enabled)\)", re.I)


def conditional_fields(schema: Any, args: dict[str, Any], out: Any) -> None:
    """Drop, in `out` (a success), the optional fields `schema` says appear only on failure, or only with an option the
    call did not turn on."""
    if not isinstance(schema, dict):
        return
    if isinstance(out, list):
        for item in out:
            conditional_fields(schema.get("items"), args, item)
        return
    if not isinstance(out, dict):
        return
    props = schema.get("properties") or {}
    required = set(schema.get("required") or [])
    for field, sub in props.items():
        if field not in out or not isinstance(sub, dict):
            continue
        desc = str(sub.get("description") or "")
        option = _ON_OPTION.search(desc)
        if field not in required and (_ON_FAILURE.search(desc) or option and not _turned_on(option.group(1), args)):
            del out[field]
        else:
            conditional_fields(sub, args, out[field])


def _turned_on(option: str, args: dict[str, Any]) -> bool:
    want = words(option)
    return any(words(k) == want and v not in (None, False, 0, "", [], {}) for k, v in args.items())


_HAS: dict[int, tuple[Any, bool]] = {}


def has_conditional(schema: Any) -> bool:
    """Does any field of the schema (at any depth) say it is filled only on failure or with an option (cached per schema)."""
    hit = _HAS.get(id(schema))
    if hit is not None and hit[0] is schema:
        return hit[1]
    found = _any(schema)
    _HAS[id(schema)] = (schema, found)
    return found


def _any(schema: Any) -> bool:
    if isinstance(schema, dict):
        desc = schema.get("description")
        if isinstance(desc, str) and (_ON_FAILURE.search(desc) or _ON_OPTION.search(desc)):
            return True
        return any(_any(v) for v in schema.values() if isinstance(v, (dict, list)))
    if isinstance(schema, list):
        return any(_any(v) for v in schema)
    return False
