"""What an evaluation produces: the agent's trajectory and its scores against the oracle.

Trajectories are the raw evidence (every step, call and tool result); scores are a pure
function of a trajectory and its scenario, so they can be recomputed without the agent.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field


class AgentCall(BaseModel):
    """One tool call the agent made, with the spec's tool name (aliases already undone)."""

    id: str
    tool: str
    arguments: dict[str, Any] = Field(default_factory=dict)
    # the arguments could not be read (not JSON, not an object): the call is answered with an error
    parse_error: str | None = None


class ToolResult(BaseModel):
    """What the replay answered to one call."""

    call_id: str
    tool: str
    output: Any
    is_error: bool = False
    matched: int | None = None  # index into expected_tools whose mock answered, if any
    note: str = ""  # why an error was returned (unknown tool, invalid arguments, no matching mock)


class AgentReply(BaseModel):
    """One model step: text, tool calls, or both. No calls means a final answer."""

    content: str | None = None
    calls: list[AgentCall] = Field(default_factory=list)
    usage: dict[str, Any] = Field(default_factory=dict)


class Step(BaseModel):
    content: str | None = None
    calls: list[AgentCall] = Field(default_factory=list)
    results: list[ToolResult] = Field(default_factory=list)


StopReason = Literal["final", "max_steps", "error"]


class TurnTrace(BaseModel):
    turn: int
    user: str
    steps: list[Step] = Field(default_factory=list)
    final: str | None = None
    stopped: StopReason = "final"
    error: str | None = None  # the agent failed (e.g. the model endpoint): the turn is unscored

    @property
    def calls(self) -> list[AgentCall]:
        return [c for s in self.steps for c in s.calls]


class Trajectory(BaseModel):
    """One scenario replayed by one agent, turn by turn (a line of trajectories.jsonl)."""

    scenario_id: str
    spec: str
    agent: str
    turns: list[TurnTrace] = Field(default_factory=list)
    usage: dict[str, float] = Field(default_factory=dict)


class TurnScore(BaseModel):
    """One turn against the oracle. Dimensions are 0..1; `exact` is all-or-nothing."""

    record_id: str  # "<scenario id>#<turn>", as judgments name records
    scenario_id: str
    spec: str
    tier: str
    kind: str
    turn: int
    turns: int
    agent: str
    status: Literal["scored", "unscored"] = "scored"
    unscored_reason: str | None = None
    expected: int = 0  # calls the oracle makes in this turn
    made: int = 0  # calls the agent made
    tool: float = 0.0  # share of expected calls whose tool the agent called
    arguments: float = 0.0  # mean argument score over the calls matched by tool
    order: float = 0.0  # longest common subsequence of matched calls / matched calls
    redundancy: float = 0.0  # 1 - (calls beyond those needed) / calls made
    partial: float = 0.0  # mean of the four dimensions
    exact: bool = False
    problems: list[str] = Field(default_factory=list)


class ScenarioScore(BaseModel):
    scenario_id: str
    spec: str
    tier: str
    kind: str
    agent: str
    turns: int
    status: Literal["scored", "unscored"] = "scored"
    unscored_reason: str | None = None
    tool: float = 0.0
    arguments: float = 0.0
    order: float = 0.0
    redundancy: float = 0.0
    partial: float = 0.0
    exact: bool = False
