"""Value kinds: what a parameter or an output field is (a timezone, an SQL query, a repo owner,
a label selector, ...), and how to make and check a realistic value of it.

One catalogue every engine and judge shares (ARCHITECTURE.md, "Meaning, not only structure"):
the symbolic engine draws values from it, the hybrid and LLM engines check model values
against it, the judges score plausibility with it, and the spec lint reports what it cannot
place (kind "text" or "name" from the fallback).

    infer(name, schema, tool_name=..., tool_description=...) -> kind name
    make(kind, rng, schema, hint=...) -> a seeded value of that kind that fits the schema
    plausible(kind, value) -> does the value look like that kind (checked with the library
                              made for it: zoneinfo, datetime, ipaddress, urllib, sqlglot, croniter)
    KINDS: name -> Kind (one small class per kind: make + check)
    WELL_KNOWN: the kinds issue #12's acceptance measures
"""

from __future__ import annotations

import random
from typing import Any

from seer.kinds import analysis, code, data, design, files, geo, infra, plans, scalars, sql, times, web, words  # noqa: F401  (register the kinds)
from seer.kinds.base import KINDS, Kind
from seer.kinds.fit import conform
from seer.kinds.infer import infer

WELL_KNOWN: frozenset[str] = frozenset(k.name for k in KINDS.values() if k.well_known)
# kinds a value falls back to when the words say nothing precise (the spec lint lists these)
FALLBACKS: frozenset[str] = frozenset({"text", "name", "identifier", "number", "json"})


def make(kind: str, rng: random.Random, schema: dict | None = None, *, hint: str = "") -> Any:
    """A realistic value of `kind` drawn from `rng` that fits `schema` (enum, const, type,
    pattern, length, bounds, format); an unknown kind makes a text."""
    return conform(kind, rng, schema, hint)


def plausible(kind: str, value: Any) -> bool:
    """Does `value` look like a value of `kind`? Unknown kinds accept any non-empty value."""
    k = KINDS.get(kind)
    if k is None:
        return value is not None and value != ""
    try:
        return bool(k.check(value))
    except (TypeError, ValueError, AttributeError):
        return False


__all__ = ["FALLBACKS", "KINDS", "Kind", "WELL_KNOWN", "infer", "make", "plausible"]
