"""Score a trajectory against the scenario's oracle, turn by turn. Pure and deterministic.

Per turn, the agent's calls are paired with the oracle's by an optimal assignment (same tool,
best argument score; scipy's Hungarian solver), then:
- tool: share of the oracle's calls that got a call to the same tool;
- arguments: mean argument score (see argmatch) over the paired calls;
- order: longest common subsequence of the paired calls in the agent's order and the oracle's,
  over the number of pairs;
- redundancy: 1 - (calls beyond the number needed) / calls made;
- partial: the mean of the four; exact: all four are 1.
A turn with nothing to call scores 1 when the agent calls nothing and 0 when it calls anything;
a turn that needs calls scores 0 when the agent calls nothing. A turn whose agent failed (the
model endpoint went away) is unscored with the reason, never a zero.
"""

from __future__ import annotations

import numpy as np
from scipy.optimize import linear_sum_assignment

from seer.agents.argmatch import Equivalent, check_arguments
from seer.agents.model import AgentCall, ScenarioScore, Trajectory, TurnScore, TurnTrace
from seer.harness.model import ExpectedCall, Scenario
from seer.spec.model import Spec

DIMENSIONS = ("tool", "arguments", "order", "redundancy")


def lcs_length(a: list[int], b: list[int]) -> int:
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0]
        for j, y in enumerate(b):
            cur.append(prev[j] + 1 if x == y else max(prev[j + 1], cur[j]))
        prev = cur
    return prev[-1]


def score_calls(spec: Spec, expected: list[ExpectedCall], made: list[AgentCall],
                equivalent: Equivalent | None = None) -> dict:
    """The four dimensions, partial, exact and the problems found, for one turn's calls."""
    if not expected:
        ok = not made
        dims = {d: float(ok) for d in DIMENSIONS}
        problems = [] if ok else [f"{len(made)} call(s) where none were needed"]
        return {**dims, "partial": float(ok), "exact": ok, "problems": problems}
    if not made:
        return {**{d: 0.0 for d in DIMENSIONS}, "partial": 0.0, "exact": False,
                "problems": [f"no call; {len(expected)} needed"]}
    value = np.zeros((len(expected), len(made)))
    checks = {}
    for i, e in enumerate(expected):
        schema = spec.tool(e.tool).input_schema if spec.tool(e.tool) else {}
        for j, m in enumerate(made):
            if m.tool == e.tool:
                checks[i, j] = check_arguments(e, m.arguments, schema, equivalent)
                value[i, j] = 1.0 + checks[i, j].score
    rows, cols = linear_sum_assignment(value, maximize=True)
    pairs = [(i, j) for i, j in zip(rows, cols) if value[i, j] > 0]
    problems = [f"no call to {expected[i].tool!r}" for i in range(len(expected)) if i not in {p[0] for p in pairs}]
    for i, j in pairs:
        problems += [f"{expected[i].tool}: {p}" for p in checks[i, j].problems]
    n = len(pairs)
    tool = n / len(expected)
    arguments = sum(checks[p].score for p in pairs) / n if n else 0.0
    by_agent = [i for i, _ in sorted(pairs, key=lambda p: p[1])]
    order = lcs_length(sorted(by_agent), by_agent) / n if n else 0.0
    if n and order < 1:
        problems.append("calls out of order")
    extra = max(0, len(made) - len(expected))
    redundancy = 1.0 - extra / len(made)
    if extra:
        problems.append(f"{extra} redundant call(s)")
    dims = {"tool": tool, "arguments": arguments, "order": order, "redundancy": redundancy}
    exact = all(v == 1.0 for v in dims.values())
    return {**dims, "partial": sum(dims.values()) / len(dims), "exact": exact, "problems": problems}


def score_turn(spec: Spec, scenario: Scenario, trace: TurnTrace, agent: str,
               equivalent: Equivalent | None = None) -> TurnScore:
    base = dict(record_id=f"{scenario.id}#{trace.turn}", scenario_id=scenario.id, spec=scenario.spec,
                tier=scenario.tier, kind=scenario.kind, turn=trace.turn, turns=len(scenario.conversation),
                agent=agent)
    expected = scenario.turn_calls(trace.turn)
    if trace.error:
        return TurnScore(**base, status="unscored", unscored_reason=trace.error, expected=len(expected),
                         made=len(trace.calls))
    return TurnScore(**base, expected=len(expected), made=len(trace.calls),
                     **score_calls(spec, expected, trace.calls, equivalent))


def score_trajectory(spec: Spec, scenario: Scenario, trajectory: Trajectory,
                     equivalent: Equivalent | None = None) -> tuple[list[TurnScore], ScenarioScore]:
    turns = [score_turn(spec, scenario, t, trajectory.agent, equivalent) for t in trajectory.turns]
    # turns the replay never reached (an earlier turn failed) count as unscored, not as zeros
    for k in range(len(turns), len(scenario.conversation)):
        turns.append(score_turn(spec, scenario, TurnTrace(turn=k, user=scenario.conversation[k].user,
                                                          stopped="error", error="not reached"), trajectory.agent))
    head = dict(scenario_id=scenario.id, spec=scenario.spec, tier=scenario.tier, kind=scenario.kind,
                agent=trajectory.agent, turns=len(scenario.conversation))
    unscored = [t for t in turns if t.status == "unscored"]
    if unscored:
        return turns, ScenarioScore(**head, status="unscored", unscored_reason=unscored[0].unscored_reason)
    means = {d: sum(getattr(t, d) for t in turns) / len(turns) for d in (*DIMENSIONS, "partial")}
    return turns, ScenarioScore(**head, **means, exact=all(t.exact for t in turns))
