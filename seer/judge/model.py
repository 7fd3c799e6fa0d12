"""The rubric's output: one `Judgment` per (harness record turn, judge).

Every judge, LLM or structural, fills the same model. Raw scores are kept on their own
scales (0-10 for tool-call dimensions and argument sub-dimensions, 1-3 for coherence aspects)
so that any aggregation rule can be applied later without a judge call.
A judgment that could not be made is `status="unscored"` with a reason: it is left out of
means and counted, never read as a zero.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from seer.harness.model import Kind, Tier

TC_DIMENSIONS = ("selection", "argument", "ordering", "usage")
ARG_SUBDIMENSIONS = ("name_validity", "type_correctness", "completeness", "value_accuracy", "relevancy", "consistency")
COH_ASPECTS = ("logical_flow", "completeness", "conciseness", "topic_relevance", "context_retention")
ISSUE_LABELS = ("missing_information", "off_topic", "non_sequitur", "contradiction")
IssueLabel = Literal["missing_information", "off_topic", "non_sequitur", "contradiction"]

Score10 = float
_s10 = dict(ge=0.0, le=10.0)
_s3 = dict(ge=1.0, le=3.0)


class ToolCallScores(BaseModel):
    """Four orthogonal dimensions, 0-10."""

    model_config = ConfigDict(extra="forbid")

    selection: float = Field(**_s10)
    argument: float = Field(**_s10)
    ordering: float = Field(**_s10)
    usage: float = Field(**_s10)


class ArgumentScores(BaseModel):
    """Six sub-dimensions of the argument dimension, 0-10 (after the cascade, see seer/judge/rubric.md)."""

    model_config = ConfigDict(extra="forbid")

    name_validity: float = Field(**_s10)
    type_correctness: float = Field(**_s10)
    completeness: float = Field(**_s10)
    value_accuracy: float = Field(**_s10)
    relevancy: float = Field(**_s10)
    consistency: float = Field(**_s10)


class CoherenceScores(BaseModel):
    """Five aspects of the conversation, 1-3."""

    model_config = ConfigDict(extra="forbid")

    logical_flow: float = Field(**_s3)
    completeness: float = Field(**_s3)
    conciseness: float = Field(**_s3)
    topic_relevance: float = Field(**_s3)
    context_retention: float = Field(**_s3)


class Judgment(BaseModel):
    model_config = ConfigDict(extra="forbid")

    record_id: str  # "<scenario id>#<turn index>"
    scenario_id: str
    spec: str
    tier: Tier
    kind: Kind = "normal"
    turn: int
    turns: int
    tools: list[str] = Field(default_factory=list)  # the tools this turn calls, for tool-level studies
    judge: str  # the judge's name (its config entry)
    judge_key: str  # content address of the judge config
    status: Literal["scored", "unscored"] = "scored"
    unscored_reason: str | None = None
    tool_call: ToolCallScores | None = None
    argument: ArgumentScores | None = None
    coherence: CoherenceScores | None = None
    labels: list[IssueLabel] = Field(default_factory=list)
    reasons: dict[str, str] = Field(default_factory=dict)  # dimension or aspect -> short reason
    samples: int = 1  # k repeated judgments averaged into this one
    spread: dict[str, float] | None = None  # per-dimension standard deviation across the k samples
    usage: dict[str, float] | None = None  # tokens, cost, latency of the judge call(s)

    @property
    def scored(self) -> bool:
        return self.status == "scored"


def normalized_tool_call(j: Judgment) -> dict[str, float]:
    """The four TC dimensions on 0-1."""
    assert j.tool_call is not None
    return {k: getattr(j.tool_call, k) / 10.0 for k in TC_DIMENSIONS}


def normalized_arguments(j: Judgment) -> dict[str, float]:
    assert j.argument is not None
    return {k: getattr(j.argument, k) / 10.0 for k in ARG_SUBDIMENSIONS}


def normalized_coherence(j: Judgment) -> dict[str, float]:
    """The five coherence aspects on 0-1 ((score - 1) / 2)."""
    assert j.coherence is not None
    return {k: (getattr(j.coherence, k) - 1.0) / 2.0 for k in COH_ASPECTS}
