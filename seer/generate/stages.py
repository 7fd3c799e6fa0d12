"""What the four stages hand each other, whatever the engine (the paper's structured outputs)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class ToolCard(BaseModel):
    """Stage 1, interpretation: the tool explained, staying within what its spec says."""

    model_config = ConfigDict(extra="forbid")

    tool: str
    what_it_does: str
    what_it_needs: str
    why_its_used: str
    enterprise_context: str


class DraftCall(BaseModel):
    model_config = ConfigDict(extra="forbid")

    tool: str
    arguments: dict[str, Any] = Field(default_factory=dict)
    quick_explanation: str
    accept: dict[str, list[Any]] | None = None


class ScenarioDraft(BaseModel):
    """Stage 2, scenarios: a plan slot filled (before mocks and turns)."""

    model_config = ConfigDict(extra="forbid")

    title: str
    category: str
    tier: str
    kind: str = "normal"
    user_instruction: str
    calls: list[DraftCall]
    novelty_reason: str
    follow_up: str | None = None
