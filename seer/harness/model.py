"""The harness contract, `seer.harness/1`: one `Scenario` per line of harness.jsonl.

These models are the source of truth (ARCHITECTURE.md names the fields); `python -m seer.harness
schema` prints their JSON Schema. `kind` is additive to the contract: "normal" unless the scenario
is a negative or edge case.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

SCHEMA_VERSION = "seer.harness/1"

Tier = Literal["simple", "complex"]
# Grounding of a mock output, as the paper defines it:
# - "high": the tool has example outputs (an `examples` list in the spec or a side file
#   `<spec>.examples.json`) and the mock is one of them, made to agree with the call;
# - "medium": the tool has none, but a similar tool of the same spec does, and the mock takes
#   that example's shape. Similar (symbolic engine, `_similar_examples`): on the same side
#   (both read-only or both changing state, from the verb and `readOnlyHint`) and sharing a noun
#   of the tool name once the verb and the spec's common prefix are removed (`list_files` and
#   `get_file_metadata` share "file"); a tool with an outputSchema keeps its own shape (low);
# - "low": neither; the mock is shaped by the outputSchema or by a shape inferred from the
#   description, with values from the value kinds (seer/kinds) and the scenario's world.
Grounding = Literal["high", "medium", "low"]
# normal: calls fulfil the request; no_tool: no tool can serve it (right answer: no call);
# missing_info: a required value is missing (right first move: ask the user);
# error: a call's mock output is an error a good agent must handle.
Kind = Literal["normal", "no_tool", "missing_info", "error"]


class ExpectedCall(BaseModel):
    """One call of the oracle, in order."""

    model_config = ConfigDict(extra="forbid")

    tool: str
    arguments: dict[str, Any] = Field(default_factory=dict)
    rationale: str = ""
    # argument name -> other acceptable values; `None` in the list: the argument may be omitted
    accept: dict[str, list[Any]] | None = None


class MockOutput(BaseModel):
    """What the tool returns for the aligned call."""

    model_config = ConfigDict(extra="forbid")

    output: Any
    grounding: Grounding = "low"
    is_error: bool = False


class Turn(BaseModel):
    """One user turn and the indices (into expected_tools) of the calls that answer it."""

    model_config = ConfigDict(extra="forbid")

    user: str
    calls: list[int] = Field(default_factory=list)


class Provenance(BaseModel):
    model_config = ConfigDict(extra="allow")

    engine: str
    model: str | None = None
    seed: int
    spec_sha256: str
    seer_version: str


class Scenario(BaseModel):
    """One harness record. Invariants that hold for every engine are checked here."""

    model_config = ConfigDict(extra="forbid")

    schema_version: Literal["seer.harness/1"] = SCHEMA_VERSION
    id: str
    spec: str
    tier: Tier
    kind: Kind = "normal"
    title: str
    category: str
    novelty_reason: str
    prompt: str
    expected_tools: list[ExpectedCall]
    mock_outputs: list[MockOutput]
    conversation: list[Turn]
    follow_up: str | None = None
    provenance: Provenance

    @model_validator(mode="after")
    def _aligned_and_partitioned(self) -> "Scenario":
        if len(self.mock_outputs) != len(self.expected_tools):
            raise ValueError(
                f"mock_outputs has {len(self.mock_outputs)} entries, expected_tools {len(self.expected_tools)}: they align index by index")
        if not self.conversation:
            raise ValueError("conversation needs at least one turn")
        flat = [i for turn in self.conversation for i in turn.calls]
        if flat != list(range(len(self.expected_tools))):
            raise ValueError(f"turns must partition the calls in order; got {flat}")
        return self

    def turn_calls(self, turn: int) -> list[ExpectedCall]:
        return [self.expected_tools[i] for i in self.conversation[turn].calls]

    @property
    def multi_turn(self) -> bool:
        return len(self.conversation) > 1


class Discard(BaseModel):
    """A planned item that did not become a record, with why. Nothing is dropped silently."""

    model_config = ConfigDict(extra="allow")

    stage: str
    spec: str
    item: str  # the planned item's key (scenario slot, tool, ...)
    reason: str
    tries: int = 0
    raw: Any = None
