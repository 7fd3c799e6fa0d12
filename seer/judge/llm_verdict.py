"""The LLM judge's verdict: the rubric as a structured output (a score and a short reason for every
dimension, sub-dimension and aspect, plus issue labels), and how k verdicts become one Judgment."""

from __future__ import annotations

import statistics

from pydantic import BaseModel, ConfigDict, Field

from seer.judge.aggregate import apply_cascade
from seer.judge.model import (
    ARG_SUBDIMENSIONS,
    COH_ASPECTS,
    ISSUE_LABELS,
    TC_DIMENSIONS,
    ArgumentScores,
    CoherenceScores,
    IssueLabel,
    ToolCallScores,
)

VERDICT_VERSION = 1


class Score10(BaseModel):
    model_config = ConfigDict(extra="forbid")

    score: float = Field(ge=0, le=10)
    reason: str


class Score3(BaseModel):
    model_config = ConfigDict(extra="forbid")

    score: float = Field(ge=1, le=3)
    reason: str


class ToolCallVerdict(BaseModel):
    model_config = ConfigDict(extra="forbid")

    selection: Score10
    argument: Score10
    ordering: Score10
    usage: Score10


class ArgumentVerdict(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name_validity: Score10
    type_correctness: Score10
    completeness: Score10
    value_accuracy: Score10
    relevancy: Score10
    consistency: Score10


class CoherenceVerdict(BaseModel):
    model_config = ConfigDict(extra="forbid")

    logical_flow: Score3
    completeness: Score3
    conciseness: Score3
    topic_relevance: Score3
    context_retention: Score3


class Verdict(BaseModel):
    """What the judge model returns for one record."""

    model_config = ConfigDict(extra="forbid")

    tool_call: ToolCallVerdict
    arguments: ArgumentVerdict
    coherence: CoherenceVerdict
    labels: list[IssueLabel] = Field(default_factory=list)


def verdict_problems(v: Verdict) -> list[str]:
    """Semantic checks beyond the schema: a score below full marks must say why."""
    out = []
    for group, names, full in (("tool_call", TC_DIMENSIONS, 10), ("arguments", ARG_SUBDIMENSIONS, 10),
                               ("coherence", COH_ASPECTS, 3)):
        for name in names:
            s = getattr(getattr(v, group), name)
            if s.score < full and not s.reason.strip():
                out.append(f"{group}.{name}: a score below {full} needs a reason naming the defect")
    return out


def _scores(v: Verdict) -> dict[str, float]:
    """Flat raw scores of one verdict, the argument sub-dimensions after the cascade."""
    args = apply_cascade(ArgumentScores(**{d: getattr(v.arguments, d).score for d in ARG_SUBDIMENSIONS}))
    out = {d: getattr(v.tool_call, d).score for d in TC_DIMENSIONS}
    out |= {f"argument.{d}": getattr(args, d) for d in ARG_SUBDIMENSIONS}
    out |= {f"coherence.{a}": getattr(v.coherence, a).score for a in COH_ASPECTS}
    return out


def _reasons(v: Verdict) -> dict[str, str]:
    out = {d: getattr(v.tool_call, d).reason for d in TC_DIMENSIONS}
    out |= {f"argument.{d}": getattr(v.arguments, d).reason for d in ARG_SUBDIMENSIONS}
    out |= {f"coherence.{a}": getattr(v.coherence, a).reason for a in COH_ASPECTS}
    return {k: r.strip() for k, r in out.items() if r.strip()}


def combine(verdicts: list[Verdict]) -> dict:
    """k verdicts -> Judgment fields: mean scores, per-dimension spread (population standard
    deviation, only when k > 1), labels that a majority gave, the reasons of the verdict nearest
    the mean."""
    flat = [_scores(v) for v in verdicts]
    mean = {k: round(statistics.fmean(f[k] for f in flat), 4) for k in flat[0]}
    nearest = min(range(len(flat)), key=lambda i: sum(abs(flat[i][k] - mean[k]) for k in mean))
    labels = [lab for lab in ISSUE_LABELS if sum(lab in v.labels for v in verdicts) * 2 > len(verdicts)]
    return dict(
        tool_call=ToolCallScores(**{d: mean[d] for d in TC_DIMENSIONS}),
        argument=ArgumentScores(**{d: mean[f"argument.{d}"] for d in ARG_SUBDIMENSIONS}),
        coherence=CoherenceScores(**{a: mean[f"coherence.{a}"] for a in COH_ASPECTS}),
        labels=labels,
        reasons=_reasons(verdicts[nearest]),
        samples=len(verdicts),
        spread={k: round(statistics.pstdev(f[k] for f in flat), 4) for k in mean} if len(flat) > 1 else None,
    )
