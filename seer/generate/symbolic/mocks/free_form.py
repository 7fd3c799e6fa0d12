"""What an outputSchema leaves open is not made up. s25/s26 rounds: ai_to_ae_push answered comp_size [36], a chat
sentence as its `note` ("I could not reproduce the bug on staging"), left_out {priority: 81} and layers {region:
["eu-west-1"]}: optional fields the schema types only loosely (a number array, a nullable string, an object of any keys)
were drawn by their names alone. A size is a width and a height (the artboard's, when the result shows one); an optional
free-text remark of a tool that is not about messages is left out (a success has nothing to remark); an optional object
whose keys the schema does not name, and whose name is no thing the world models, is left out."""

from __future__ import annotations

import random
from typing import Any

from seer.generate.symbolic.lexicon import singular, words
from seer.generate.symbolic.values import fits

_SIZES = frozenset({"size", "dimensions", "dims", "resolution"})
_REMARKS = frozenset({"note", "notes", "remark", "comment", "hint", "warning", "message", "reason"})
_ABOUT_MESSAGES = frozenset({"message", "comment", "note", "post", "reply", "chat", "thread", "email", "mail", "remark"})


def _branches(sch: dict) -> list[dict]:
    """The non-null alternatives of a property's schema."""
    alts = sch.get("anyOf") or sch.get("oneOf") or [sch]
    return [a for a in alts if isinstance(a, dict) and a.get("type") != "null"]


def _nullable(sch: dict) -> bool:
    alts = sch.get("anyOf") or sch.get("oneOf") or []
    return any(isinstance(a, dict) and a.get("type") == "null" for a in alts) or sch.get("type") == ["string", "null"]


def loose_fields(p: Any, out: Any, rng: random.Random, known_noun, planted: set[str] = frozenset()) -> Any:
    """`out` with its loosely typed optional fields as a domain engineer reads them (see the module's note); kept only
    where the outputSchema still holds. A field a value handed on was planted in (`planted`) stays."""
    schema = getattr(p.tool, "output_schema", None) or {}
    props = schema.get("properties") or {}
    if not isinstance(out, dict) or not props:
        return out
    required = set(schema.get("required") or [])
    shaped = dict(out)
    about_messages = bool(set(p.words) | set(p.nouns)) and bool((set(p.words) | set(p.nouns)) & _ABOUT_MESSAGES)
    for k, v in out.items():
        sch = props.get(k)
        ws = words(k)
        if not isinstance(sch, dict) or not ws or k in required or k in planted:
            continue
        alts = _branches(sch)
        if ws[-1] in _SIZES and isinstance(v, list) and any(a.get("type") == "array" for a in alts):
            shaped[k] = _size(out, rng)
        elif ws[-1] in _REMARKS and isinstance(v, str) and not about_messages and _nullable(sch):
            del shaped[k]  # a push that went through has no remark ("I could not reproduce the bug on staging")
        elif isinstance(v, dict) and v and all(a.get("type") == "object" and not a.get("properties") for a in alts) \
                and not known_noun(singular(ws[-1])):
            del shaped[k]  # left_out {priority: 81}: keys nobody named
        elif isinstance(v, dict) and v and all(a.get("type") == "object" and not a.get("properties") for a in alts) \
                and all(isinstance(x, list) for x in v.values()) and known_noun(singular(ws[-1])):
            del shaped[k]  # layers {region: ["eu-west-1"]}: a map of the thing by keys nobody named
    return shaped if shaped == out or fits(schema, shaped) else out  # unchanged: no need to validate


def _size(out: dict[str, Any], rng: random.Random) -> list[int]:
    """A width and a height: the artboard's (or other record's) in the same result, else a common frame size."""
    for v in out.values():
        if isinstance(v, dict) and isinstance(v.get("width"), (int, float)) and isinstance(v.get("height"), (int, float)):
            return [v["width"], v["height"]]
    return list(rng.choice(((1920, 1080), (1080, 1080), (1280, 720), (3840, 2160), (1080, 1920))))
