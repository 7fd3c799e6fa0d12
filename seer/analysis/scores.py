"""Per-record scores under one aggregation rule: the table every analysis reads.

The aggregation itself belongs to `seer.judge.aggregate` (pure functions over stored judgments);
this module only applies it once per record and keeps the result flat, so that a study over
aggregation rules never calls a judge again.
"""

from __future__ import annotations

from typing import Any, Iterable

from pydantic import BaseModel, Field

from seer.judge.model import (
    Judgment,
    normalized_arguments,
    normalized_coherence,
    normalized_tool_call,
)


class RecordScores(BaseModel):
    record_id: str
    scenario_id: str
    spec: str
    tier: str
    kind: str
    turn: int
    turns: int
    tools: list[str] = Field(default_factory=list)
    judge: str
    scored: bool
    unscored_reason: str | None = None
    tc: float | None = None  # 0-1 under the rule
    coh: float | None = None  # 0-1 under the rule
    argument: float | None = None  # 0-1, the six argument sub-dimensions under the rule
    dims: dict[str, float] = Field(default_factory=dict)  # TC dimensions, 0-1
    arg_sub: dict[str, float] = Field(default_factory=dict)  # argument sub-dimensions, 0-1
    aspects: dict[str, float] = Field(default_factory=dict)  # coherence aspects, 0-1
    labels: list[str] = Field(default_factory=list)
    failure: str | None = None  # the lowest sub-dimension of a failed record


def resolve_rule(rule: Any) -> Any:
    """A rule name ("arithmetic", ...) or a rule function; an unknown name fails here, before any work."""
    if isinstance(rule, str):
        from seer.judge.aggregate import get_rule

        get_rule(rule)
    return rule


def record_scores(judgments: Iterable[Judgment], rule: Any, *, light: bool = False) -> list[RecordScores]:
    """`light`: only the aggregate scores (TC, Coh, argument), for studies that need nothing else
    (aggregation sensitivity re-scores every record per rule; 50,000 records stay small)."""
    from seer.judge import aggregate

    rule = resolve_rule(rule)
    out: list[RecordScores] = []
    for j in judgments:
        base = dict(record_id=j.record_id, scenario_id=j.scenario_id, spec=j.spec, tier=j.tier, kind=j.kind,
                    turn=j.turn, turns=j.turns, tools=list(j.tools), judge=j.judge, scored=j.scored,
                    unscored_reason=j.unscored_reason, labels=list(j.labels))
        if not j.scored:
            out.append(RecordScores(**base))
            continue
        if light:
            out.append(RecordScores(**base, tc=aggregate.tc_score(j, rule), coh=aggregate.coh_score(j, rule),
                                    argument=aggregate.argument_score(j, rule)))
            continue
        out.append(RecordScores(
            **base,
            tc=aggregate.tc_score(j, rule),
            coh=aggregate.coh_score(j, rule),
            argument=aggregate.argument_score(j, rule),
            dims=normalized_tool_call(j) if j.tool_call is not None else {},
            arg_sub=normalized_arguments(j) if j.argument is not None else {},
            aspects=normalized_coherence(j) if j.coherence is not None else {},
            failure=aggregate.attribute_failure(j),
        ))
    return out


def scored(rows: Iterable[RecordScores]) -> list[RecordScores]:
    return [r for r in rows if r.scored]
