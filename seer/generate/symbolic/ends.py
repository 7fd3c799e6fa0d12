"""The two ends of a transfer differ: ae_copy_animation(from_layer=9, to_layers=[9, 8]) copies a layer's keyframes
onto itself, which no animator asks for. A `to`/`target` parameter never holds the value of its `from`/`source`
twin (the one naming the same thing: to_layers and from_layer, target_branch and source_branch). Names of two
different things in one call differ too: bind_variable(variable_name="Hero image", object_name="Hero image") names
the variable after the object it binds to, as no designer does."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.cards import Param, Profile
from seer.generate.symbolic.lexicon import singular
from seer.generate.symbolic.values import MISSING, ValueMaker, fits

_FROM = frozenset("from source src".split())
_TO = frozenset("to target destination dest dst onto into".split())


def _noun(param: Param) -> tuple[str, ...]:
    return tuple(singular(w) for w in param.words if w not in _FROM | _TO)


def _twin(p: Profile, dst: Param) -> Param | None:
    if not set(dst.words[:1]) & _TO and not set(dst.words[-1:]) & _TO:
        return None
    noun = _noun(dst)
    return next((q for q in p.params if q is not dst and noun and _noun(q) == noun
                 and (set(q.words[:1]) | set(q.words[-1:])) & _FROM), None)


def _other(value: Any, taken: list[Any], param: Param, maker: ValueMaker) -> Any:
    """A value of the parameter's item kind that is none of `taken`: the next layer number for a number."""
    if isinstance(value, int) and not isinstance(value, bool):
        for cand in (value + 1, value - 1, value + 2, value + 3):
            if cand not in taken and cand >= 0 and fits(param.item_schema, cand):
                return cand
    for _ in range(4):
        made = maker.make(param.item_schema, param.name, 1, param.words)
        if made is not MISSING and made not in taken and type(made) is type(value):
            return made
    return MISSING


def fit_ends(p: Profile, args: dict[str, Any], forced: dict, maker: ValueMaker) -> None:
    for dst in p.params:
        twin = _twin(p, dst) if dst.name not in forced else None
        src, got = (twin.get(args, MISSING), dst.get(args, MISSING)) if twin is not None else (MISSING, MISSING)
        if src is MISSING or got is MISSING or isinstance(src, (list, dict)):
            continue
        if isinstance(got, list):
            if src not in got:
                continue
            kept = [x for x in got if x != src]
            if len(kept) < max(1, int(dst.core.get("minItems", 1))):
                new = _other(src, got, dst, maker)
                if new is MISSING:
                    continue
                kept.append(new)
            if fits(dst.schema, kept):
                dst.put(args, kept)
        elif got == src:
            new = _other(src, [src], dst, maker)
            if new is not MISSING and fits(dst.schema, new):
                dst.put(args, new)
    fit_distinct_names(p, args, forced, maker)
    _renamed_in_its_family(p, args, forced)


_SAME_THING = frozenset("display full real".split())  # display_name may well repeat a name


def fit_distinct_names(p: Profile, args: dict[str, Any], forced: dict, maker: ValueMaker) -> None:
    named = [q for q in p.params if len(q.words) >= 2 and q.words[-1] == "name" and not set(q.words[:-1]) & _SAME_THING]
    for k, a in enumerate(named):
        for b in named[k + 1:]:
            va, vb = a.get(args, MISSING), b.get(args, MISSING)
            if not isinstance(va, str) or va != vb or _noun(a) == _noun(b) or a.name in forced and b.name in forced:
                continue
            mine = b if b.name not in forced else a
            new = _other(va, [va], mine, maker)
            if new is not MISSING and fits(mine.schema, new):
                mine.put(args, new)


def _renamed_in_its_family(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """rename(old_key="order:2025:0871", new_key="rate_limit:api:203.0.113.7"): a key renamed stays in its keyspace
    (order:2025:0871:archived), never becomes a rate limiter's."""
    for new in p.params:
        old = next((q for q in p.params if q is not new and new.words[:1] == ["new"] and q.words == ["old", *new.words[1:]]), None)
        a, b = (old.get(args, MISSING), new.get(args, MISSING)) if old is not None else (MISSING, MISSING)
        if not (isinstance(a, str) and isinstance(b, str)) or new.name in forced or b.startswith(a) \
                or ":" not in a and new.words != ["new", "key"] or a.split(":")[0] == b.split(":")[0]:
            continue  # a plain key renamed (feature_flags) stays itself too: feature_flags:archived, never session:8f3a2c
        moved = f"{a}:archived"
        if fits(new.schema, moved):
            new.put(args, moved)
