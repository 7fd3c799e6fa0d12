"""Stage 4, multi-turn expansion: split a scenario at its phase boundaries.

Boundaries, in order of preference: a read phase giving way to a write phase, a fan-in point
(a call fed by two or more earlier calls), a call that depends on an earlier call's result.
A boundary is only used when the earlier turn's mocks hold a concrete value the next turn's
user can cite; scenarios with nothing to split stay single-turn.
"""

from __future__ import annotations

import random
from typing import Any

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.plans import Plan
from seer.harness.checks import concrete_values, found, norm_text
from seer.harness.model import MockOutput

SIMPLE_SPLIT_SHARE = 0.35  # simple chains split into two turns this often
COMPLEX_THIRD_TURN = 0.35  # complex plans with a second boundary get a third turn this often


def boundaries(links, profiles: list[Profile], complex_tier: bool) -> list[tuple[int, int]]:
    """(rank, index) of each possible boundary before call `index`; lower rank is preferred.
    Complex plans may also split where the work moves to another resource (no shared noun)."""
    out = []
    for i in range(1, len(profiles)):
        if profiles[i - 1].read and not profiles[i].read:
            out.append((0, i))
        elif len(links[i]) >= 2:
            out.append((1, i))
        elif any(src < i for src, _ in links[i].values()):
            out.append((2, i))
        elif complex_tier and not set(profiles[i - 1].nouns) & set(profiles[i].nouns):
            out.append((3, i))
    return out


def _mock_values(mock: MockOutput) -> list[Any]:
    """Short concrete values of a mock, the most citable first."""
    values = [v for v in concrete_values(mock.output) if len(norm_text(v)) >= 3 and len(str(v)) <= 60 and "\n" not in str(v)]
    return sorted(values, key=lambda v: (not isinstance(v, str) or " " in v, -len(str(v))))[:8] if values else []


def split_turns(plan: Plan, links, profiles: list[Profile], mocks: list[MockOutput], rng: random.Random,
                multiturn: bool) -> list[list[int]]:
    n = len(profiles)
    whole = [list(range(n))]
    if not multiturn or n < 2 or plan.kind != "normal":
        return whole
    cands = [(r, i) for r, i in boundaries(links, profiles, plan.tier == "complex") if any(_mock_values(m) for m in mocks[:i])]
    if not cands or (plan.tier == "simple" and rng.random() >= SIMPLE_SPLIT_SHARE):
        return whole
    cands.sort()
    cuts = [cands[0][1]]
    rest = [i for _, i in cands[1:] if i != cuts[0]]
    if plan.tier == "complex" and rest and n >= 4 and rng.random() < COMPLEX_THIRD_TURN:
        cuts.append(rest[0])
    cuts.sort()
    edges = [0, *cuts, n]
    return [list(range(a, b)) for a, b in zip(edges, edges[1:])]


def citable(idxs: list[int], earlier: list[list[int]], links, mocks: list[MockOutput], calls: list[dict],
            said: str = "") -> Any:
    """The earlier mock value a later turn's user names: preferably one a call of this turn uses,
    else news from the latest earlier mock (a value the user has not said already)."""
    before = {i for turn in earlier for i in turn}
    for i in idxs:
        for _, (src, _edge) in links[i].items():
            if src in before:
                for v in _mock_values(mocks[src]):
                    if any(v == a or (isinstance(a, list) and v in a) for a in calls[i].values()):
                        return v
    fallback = None
    for src in sorted(before, reverse=True):
        values = _mock_values(mocks[src])
        news = [v for v in values if not found(v, said)]
        if news:
            return news[0]
        fallback = fallback if fallback is not None else (values[0] if values else None)
    return fallback
