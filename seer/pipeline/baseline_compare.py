"""Which scores moved, and why: one agent replayed against a baseline harness and its followed run.

    python -m seer.pipeline.baseline_compare <baseline run> <followed run> [--agent stale|oracle|noop|random]

Records are paired through the followed run's changes.jsonl (kept: the same id; regenerated: the
record in the same slot). The `stale` agent is an agent that learned the baseline: in each record it
makes the calls the baseline's oracle made in that slot (the static-benchmark problem: an agent tuned
to the old snapshot). A moved score carries the change's reason; a kept record whose score moved
says that the agent saw a different tool list.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from pydantic import BaseModel

from seer.agents.base import AgentContext, build_agent
from seer.agents.model import AgentCall, AgentReply
from seer.agents.replay import replay_sync
from seer.errors import SeerError
from seer.harness.io import read_raw
from seer.harness.model import Scenario
from seer.pipeline.baseline import load_baseline


class Moved(BaseModel):
    status: str  # kept | regenerated | added | retired
    old_id: str | None
    new_id: str | None
    old_score: float | None
    new_score: float | None
    delta: float | None
    reason: str


class StaleAgent:
    """Makes, turn by turn, the calls the baseline's oracle made for the paired record."""

    name = "stale"

    def __init__(self, old_for_new: dict[str, Scenario]):
        self.old_for_new = old_for_new

    async def act(self, ctx: AgentContext) -> AgentReply:
        old = self.old_for_new.get(ctx.scenario.id, ctx.scenario)
        if ctx.made or ctx.turn >= len(old.conversation):
            return AgentReply(content="Done.")
        calls = [AgentCall(id=f"call_{ctx.turn}_{i}", tool=c.tool, arguments=dict(c.arguments))
                 for i, c in enumerate(old.turn_calls(ctx.turn))]
        return AgentReply(calls=calls) if calls else AgentReply(content="None of my tools can do that.")


def _scores(agent: Any, specs: dict, scenarios: list[Scenario]) -> dict[str, float]:
    return {r.score.scenario_id: r.score.partial for r in replay_sync(agent, specs, scenarios)
            if r.score.status == "scored"}


def compare(baseline: str | Path, followed: str | Path, agent: str = "stale", seed: int = 0) -> list[Moved]:
    base = load_baseline(baseline)
    run = load_baseline(followed)
    changes = list(read_raw(Path(run.harness).parent / "changes.jsonl"))
    if not changes:
        raise SeerError("no changes.jsonl: not a run made with baseline=", file=str(followed))
    old = {rec.id: rec for rows in base.lines.values() for _, rec in rows}
    new = {rec.id: rec for rows in run.lines.values() for _, rec in rows}
    new_for_old = {c["id"]: (c["id"] if c["status"] == "kept" else c.get("replaced_by")) for c in changes
                   if c["status"] in ("kept", "regenerated")}
    old_for_new = {n: old[o] for o, n in new_for_old.items() if n and o in old}
    if agent == "stale":
        old_agent, new_agent = StaleAgent({}), StaleAgent(old_for_new)
    else:
        old_agent = new_agent = build_agent(SimpleNamespace(kind=agent, name=agent), seed=seed)
    before = _scores(old_agent, base.specs, list(old.values()))
    after = _scores(new_agent, run.specs, list(new.values()))
    rows = []
    for c in changes:
        o = c["id"] if c["status"] != "added" else None
        n = new_for_old.get(c["id"]) if c["status"] in ("kept", "regenerated") else (c["id"] if c["status"] == "added" else None)
        a, b = before.get(o) if o else None, after.get(n) if n else None
        delta = None if a is None or b is None else round(b - a, 4)
        reason = c["reason"]
        if c["status"] == "kept" and delta:
            reason = "same record; the agent saw a different tool list"
        rows.append(Moved(status=c["status"], old_id=o, new_id=n, old_score=a, new_score=b, delta=delta, reason=reason))
    return rows


def format_moved(rows: list[Moved]) -> str:
    moved = [r for r in rows if r.delta]
    counts = {s: sum(r.status == s for r in rows) for s in ("kept", "regenerated", "added", "retired")}
    head = (f"{len(moved)} paired record(s) moved; " + ", ".join(f"{n} {s}" for s, n in counts.items()))
    paired = [r for r in rows if r.old_score is not None and r.new_score is not None]
    lines = [head]
    if paired:
        before = sum(r.old_score for r in paired) / len(paired)
        after = sum(r.new_score for r in paired) / len(paired)
        lines.append(f"mean partial score over {len(paired)} paired record(s): {before:.3f} -> {after:.3f}")
    for r in sorted(moved, key=lambda r: (r.delta or 0)):
        lines.append(f"  {r.delta:+.3f}  {r.old_id} -> {r.new_id}  ({r.status}: {r.reason})")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m seer.pipeline.baseline_compare", description=__doc__.splitlines()[0])
    parser.add_argument("baseline")
    parser.add_argument("followed")
    parser.add_argument("--agent", default="stale", help="stale (default), oracle, noop or random")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("-o", "--output", help="write every row as JSONL here")
    args = parser.parse_args(argv)
    try:
        rows = compare(args.baseline, args.followed, args.agent, args.seed)
    except SeerError as exc:
        print(f"seer: error: {exc.one_line()}", file=sys.stderr)
        return exc.exit_code
    if args.output:
        Path(args.output).write_text("".join(r.model_dump_json() + "\n" for r in rows), encoding="utf-8")
    try:
        print(format_moved(rows))
    except BrokenPipeError:  # `| head`
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115
    return 0


if __name__ == "__main__":
    sys.exit(main())
