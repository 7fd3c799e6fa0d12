"""What the hybrid engine's requests ask for (the reply models; the per-slot JSON Schemas narrow
them on the wire) and its prompt files, rendered with string.Template."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from string import Template
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

PROMPTS = Path(__file__).parent / "prompts"
TIER_GUIDE = {"simple": "A simple scenario is a daily operation in one domain: a short, direct request.",
              "complex": "A complex scenario is a multi-step workflow where later calls use what earlier calls return."}
CITABLE_CAP = 12


@lru_cache(maxsize=None)
def _template(name: str) -> Template:
    return Template((PROMPTS / f"{name}.md").read_text(encoding="utf-8"))


def render(name: str, **values: object) -> str:
    return _template(name).substitute({k: str(v) for k, v in values.items()}).strip()


class _Loose(BaseModel):
    model_config = ConfigDict(extra="ignore")


class CallWords(_Loose):
    arguments: dict[str, Any] = Field(default_factory=dict)
    quick_explanation: str = Field(min_length=1)


class WordsReply(_Loose):
    calls: dict[str, CallWords] = Field(default_factory=dict)
    title: str = Field(min_length=1)
    category: str = Field(min_length=1)
    user_instruction: str = Field(min_length=1)
    novelty_reason: str = Field(min_length=1)
    follow_up: str | None = None
    clarification: str | None = None


class MocksReply(_Loose):
    mocks: dict[str, Any]


class TurnWords(_Loose):
    user: str = Field(min_length=1)
    cites: Any = None


class TurnsReply(_Loose):
    turns: dict[str, TurnWords]


def keyed(value: Any, prefix: str) -> Any:
    """A list where named slots were asked for (call_0, call_1, ...): aligned by position."""
    if isinstance(value, list):
        return {f"{prefix}_{i}": v for i, v in enumerate(value)}
    if isinstance(value, dict) and value and all(str(k).isdigit() for k in value):
        return {f"{prefix}_{int(k)}": v for k, v in value.items()}
    return value
