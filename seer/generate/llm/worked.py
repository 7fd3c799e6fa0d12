"""A worked example for the last coverage top-up round: the symbolic engine's shortest record for a tool.

Two top-up rounds of the paper's own prompt lost `slack_reply_to_thread` on a fresh seed with the local
1.5B model: every draft asked for something else ("Can you please provide a report ...") and stated none
of the reply's values. The hybrid engine keeps every tool because its prompt shows the symbolic plan of
the same calls; the paper pipeline's last round now does the same for the tools still uncovered: the
request and calls of the symbolic engine's shortest normal record that uses the tool, as a worked
example to write one's own scenario from (its values are grounded: a request that states them, or an
earlier call that returns them)."""

from __future__ import annotations

import json
from typing import Iterable

from seer.generate.base import GenerationPlan
from seer.harness.model import Scenario
from seer.spec.model import Spec

ARGS_CHARS = 300  # per call, as the scenario prompt shows arguments


_BEST: dict[tuple[str, int], dict[str, Scenario]] = {}  # (spec sha256, seed) -> tool -> record: the plan is made once


def shortest_records(spec: Spec, seed: int, tools: Iterable[str]) -> dict[str, Scenario]:
    """tool -> the symbolic engine's normal record with the fewest calls (then the shortest request) that uses it.
    The last top-up round and the hybrid item after it ask for the same plan: it is generated once per spec and seed."""
    key = (spec.sha256, seed)
    if key not in _BEST:
        from seer.generate.symbolic import SymbolicEngine

        best: dict[str, Scenario] = {}
        for sc in SymbolicEngine().generate(spec, GenerationPlan(seed=seed, multiturn=False, negatives=False)):
            if not isinstance(sc, Scenario) or sc.kind != "normal" or not sc.expected_tools:
                continue
            for name in {c.tool for c in sc.expected_tools}:
                # the fewest calls, then the shortest request: a small model copies what it is shown
                if name not in best or (len(sc.expected_tools), len(sc.prompt)) < (len(best[name].expected_tools), len(best[name].prompt)):
                    best[name] = sc
        _BEST[key] = best
    wanted = set(tools)
    return {name: sc for name, sc in _BEST[key].items() if name in wanted}


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
