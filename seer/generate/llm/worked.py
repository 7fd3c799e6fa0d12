"""Worked examples from the symbolic engine's records: for the last coverage top-up round (the shortest record using a
tool) and for a planned slot whose drafts all failed (a record of its tier using its focus tools).

Two top-up rounds of the paper's own prompt lost `slack_reply_to_thread` on a fresh seed with the local
1.5B model: every draft asked for something else ("Can you please provide a report ...") and stated none
of the reply's values. The hybrid engine keeps every tool because its prompt shows the symbolic plan of
the same calls; the paper pipeline's last round now does the same for the tools still uncovered: the
request and calls of the symbolic engine's shortest normal record that uses the tool, as a worked
example to write one's own scenario from (its values are grounded: a request that states them, or an
earlier call that returns them).

A planned slot gets the same help once its drafts are spent: the local 1.5B model lost two of five planned
Redis items (seed 2) to a placeholder key (`[LIST OF EXPIRED KEYS]`) and a key name given as a pattern, kept
through three fed-back tries; one fresh draft that shows a symbolic record of the slot's tier and tools
(stages.SpecStages.draft) is a second chance that asks for one thing: write it this way."""

from __future__ import annotations

import json
from typing import Iterable, Sequence

from seer.generate.base import GenerationPlan
from seer.harness.model import Scenario
from seer.spec.model import Spec

ARGS_CHARS = 300  # per call, as the scenario prompt shows arguments


_PLANS: dict[tuple[str, int], list[Scenario]] = {}  # (spec sha256, seed) -> normal records: the plan is made once


def _records(spec: Spec, seed: int) -> list[Scenario]:
    """The symbolic engine's normal single-turn records for `spec` and `seed`. The last top-up round, the hybrid item
    after it and a planned slot's example redraft ask for the same plan: it is generated once per spec and seed."""
    key = (spec.sha256, seed)
    if key not in _PLANS:
        from seer.generate.symbolic import SymbolicEngine

        _PLANS[key] = [sc for sc in SymbolicEngine().generate(spec, GenerationPlan(seed=seed, multiturn=False, negatives=False))
                       if isinstance(sc, Scenario) and sc.kind == "normal" and sc.expected_tools]
    return _PLANS[key]


def _size(sc: Scenario) -> tuple[int, int]:
    # the fewest calls, then the shortest request: a small model copies what it is shown
    return len(sc.expected_tools), len(sc.prompt)


def shortest_records(spec: Spec, seed: int, tools: Iterable[str]) -> dict[str, Scenario]:
    """tool -> the symbolic engine's normal record with the fewest calls (then the shortest request) that uses it."""
    wanted, best = set(tools), {}
    for sc in _records(spec, seed):
        for name in {c.tool for c in sc.expected_tools} & wanted:
            if name not in best or _size(sc) < _size(best[name]):
                best[name] = sc
    return best


def slot_example(spec: Spec, seed: int, tier: str, focus: Sequence[str], need_all: bool) -> str:
    """A worked example for a planned slot whose drafts all failed: the symbolic engine's record of the slot's tier that
    uses its focus tools (every one when `need_all`, else the most of them), fewest calls first; "" when none does."""
    def fits(sc: Scenario) -> int:
        used = {c.tool for c in sc.expected_tools}
        n = len(used & set(focus))
        return n if n and (not need_all or n == len(set(focus))) else 0

    pool = [sc for sc in _records(spec, seed) if sc.tier == tier and fits(sc)]
    if not pool:
        return ""
    return _text(min(pool, key=lambda sc: (-fits(sc), *_size(sc))))


def topup_examples(spec: Spec, seed: int, tools: Iterable[str]) -> dict[str, str]:
    """tool -> a worked example (request, then numbered calls) for each of `tools` the symbolic plan uses."""
    wanted = list(tools)
    best = shortest_records(spec, seed, wanted)
    return {name: _text(best[name]) for name in wanted if name in best}


def _text(sc: Scenario) -> str:
    lines = [f"user_instruction: {sc.prompt}"]
    for i, c in enumerate(sc.expected_tools):
        args = json.dumps(c.arguments, ensure_ascii=False, sort_keys=True)
        lines.append(f"call {i}: {c.tool} {args if len(args) <= ARGS_CHARS else args[:ARGS_CHARS] + '...'}")
    return "\n".join(lines)
