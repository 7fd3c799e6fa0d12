"""The value kind of a tool's parameter, read in the tool's context, cached per parameter and per profile."""

from __future__ import annotations

from seer import kinds
from seer.generate.symbolic.cards import Param, Profile

_PARAM_KINDS: dict[int, tuple[Param, str]] = {}


def words_of(name: str) -> list[str]:
    from seer.generate.symbolic.lexicon import words

    return words(name)


def param_kind(p: Profile, param: Param) -> str:
    """The value kind of a parameter, read in its tool's context (cached per parameter object)."""
    hit = _PARAM_KINDS.get(id(param))
    if hit is None or hit[0] is not param:
        if len(_PARAM_KINDS) > 100_000:
            _PARAM_KINDS.clear()
        hit = _PARAM_KINDS[id(param)] = (param, kinds.infer(param.name, param.item_schema, tool_name=p.ctx[0],
                                                             tool_description=p.ctx[1]))
    return hit[1]


_PROFILE_KINDS: dict[int, tuple[Profile, dict[str, str]]] = {}


def kinds_of(p: Profile) -> dict[str, str]:
    """Parameter name -> kind, once per profile."""
    hit = _PROFILE_KINDS.get(id(p))
    if hit is None or hit[0] is not p:
        if len(_PROFILE_KINDS) > 50_000:
            _PROFILE_KINDS.clear()
        hit = _PROFILE_KINDS[id(p)] = (p, {param.name: param_kind(p, param) for param in p.params})
    return hit[1]

