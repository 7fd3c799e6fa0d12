"""The agent interface and its registry: built-in agents and LLM agents behind one door."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from seer.agents.model import AgentCall, AgentReply
from seer.agents.tools import ToolAliases
from seer.registry import Registry
from seer.harness.model import Scenario
from seer.spec.model import Spec


@dataclass
class AgentContext:
    """What an agent sees at one step. LLM agents read only `messages` and `tools`; the built-in
    agents (oracle, random) also read the scenario, which no real agent could."""

    spec: Spec
    scenario: Scenario
    turn: int
    step: int
    messages: list[dict[str, Any]]  # OpenAI-style chat so far (system, user, assistant, tool)
    tools: list[dict[str, Any]]  # OpenAI function-calling tools (aliased names)
    aliases: ToolAliases
    made: list[AgentCall] = field(default_factory=list)  # calls made so far in this turn


class Agent(Protocol):
    name: str

    async def act(self, ctx: AgentContext) -> AgentReply:
        """The next step: tool calls, or a final answer (no calls). Raises only when it cannot
        go on (the endpoint is gone); the replay records that as an unscored turn."""
        ...


AgentFactory = Callable[..., Agent]


def _load_builtin() -> None:
    import seer.agents.builtin  # noqa: F401  (registers oracle, noop, random)
    import seer.agents.llm_agent  # noqa: F401  (imports the LLM room lazily, when it acts)


AGENTS: Registry[AgentFactory] = Registry("agent kind", _load_builtin)


def register_agent(kind: str) -> Callable[[AgentFactory], AgentFactory]:
    return AGENTS.register(kind)


def build_agent(cfg: Any, **kwargs: Any) -> Agent:
    """Build an agent from its config (`cfg.kind` picks the factory); kwargs go to the factory."""
    return AGENTS.get(cfg.kind)(cfg, **kwargs)
