"""Passability: can an agent that does everything right score full marks on every record?

`python -m seer.agents.check <harness.jsonl> [--suite PATH ...]` and `passability(specs, scenarios)`.
A record fails when an expected call names an unknown tool or breaks its inputSchema, when an
expected value could not be known by any agent at that point (not in the user turns so far nor in
an earlier mock output: `seer.harness.checks.ungrounded_values`, which also catches a mock that
breaks the chain), or when the oracle agent, replayed like any agent, does not score full marks.
"""

from __future__ import annotations

import argparse
import sys
from typing import Iterable

from pydantic import BaseModel

from seer.harness.model import Scenario
from seer.spec.model import Spec


class Problem(BaseModel):
    record_id: str  # "<scenario id>#<turn>"
    scenario_id: str
    spec: str
    reason: str


def passability(spec_by_name: dict[str, Spec], scenarios: Iterable[Scenario], *, max_steps: int = 12) -> list[Problem]:
    from seer.agents.builtin import OracleAgent
    from seer.agents.replay import replay_sync
    from seer.harness.checks import check_call, ungrounded_values

    scenarios = list(scenarios)
    problems: list[Problem] = []
    for s in scenarios:
        spec = spec_by_name.get(s.spec)
        if spec is None:
            problems.append(Problem(record_id=f"{s.id}#0", scenario_id=s.id, spec=s.spec, reason=f"spec {s.spec!r} not given"))
            continue
        for i, call in enumerate(s.expected_tools):
            turn = next(t for t, turn in enumerate(s.conversation) if i in turn.calls)
            reasons = [f"call {i}: {p}" for p in check_call(spec, call)] or ungrounded_values(s, i, spec)
            problems += [Problem(record_id=f"{s.id}#{turn}", scenario_id=s.id, spec=s.spec, reason=r) for r in reasons]
    playable = [s for s in scenarios if s.spec in spec_by_name]
    for r in replay_sync(OracleAgent(), spec_by_name, playable, max_steps=max_steps):
        for t in r.turn_scores:
            if not t.exact:
                why = "; ".join(t.problems) or t.unscored_reason or "not full marks"
                problems.append(Problem(record_id=t.record_id, scenario_id=t.scenario_id, spec=t.spec,
                                        reason=f"the oracle agent does not score full marks: {why}"))
    return problems


def main(argv: list[str] | None = None) -> int:
    from seer.agents.evaluate import load_harness
    from seer.agents.specs import resolve_specs
    from seer.errors import SeerError

    parser = argparse.ArgumentParser(prog="python -m seer.agents.check", description=__doc__.splitlines()[0])
    parser.add_argument("harness", help="a harness.jsonl (its run folder's specs/ are used)")
    parser.add_argument("--suite", action="append", default=[], help="spec file or folder (repeatable)")
    args = parser.parse_args(argv)
    try:
        scenarios = load_harness(args.harness)
        problems = passability(resolve_specs(args.harness, scenarios, args.suite), scenarios)
    except SeerError as exc:
        print(f"seer: error: {exc.one_line()}", file=sys.stderr)
        return exc.exit_code
    records = sum(len(s.conversation) for s in scenarios)
    bad = len({p.record_id for p in problems})
    for p in problems:
        print(f"{p.record_id}: {p.reason}")
    print(f"{records - bad}/{records} records passable by the oracle ({len(scenarios)} scenarios)")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
