"""What the model is asked to return at each stage (the response formats). Small and flat, so
weak models can follow them; seer fills in what it already knows (tool name, tier, grounding)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class CardReply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    what_it_does: str = Field(min_length=1)
    what_it_needs: str = Field(min_length=1)
    why_its_used: str = Field(min_length=1)
    enterprise_context: str = Field(min_length=1)


class CallReply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    tool: str
    arguments: dict[str, Any] = Field(default_factory=dict)
    quick_explanation: str = ""


class ScenarioReply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    title: str = Field(min_length=1)
    category: str = Field(min_length=1)
    user_instruction: str = Field(min_length=1)
    calls: list[CallReply]
    novelty_reason: str = Field(min_length=1)
    follow_up: str | None = None
    # missing-information scenarios only: the argument the instruction leaves out, and the user's answer
    missing_argument: str | None = None
    clarification: str | None = None


class MockReply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    call: int
    output: Any = None
    is_error: bool = False


class MocksReply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    mocks: list[MockReply]


class TurnReply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    user: str = Field(min_length=1)
    calls: list[int]


class SplitReply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    turns: list[TurnReply] = Field(min_length=1)
