"""The agent interface and its registry: built-in agents and LLM agents behind one door."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from seer.agents.model import AgentCall, AgentReply
from seer.agents.tools import ToolAliases
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


AgentFactory = Callable[[Any], Agent]
_AGENTS: dict[str, AgentFactory] = {}


def register_agent(kind: str) -> Callable[[AgentFactory], AgentFactory]:
    def deco(factory: AgentFactory) -> AgentFactory:
        _AGENTS[kind] = factory
        return factory

    return deco


def build_agent(cfg: Any, **kwargs: Any) -> Agent:
    """Build an agent from its config (`cfg.kind` picks the factory); kwargs go to the factory."""
    import seer.agents.builtin  # noqa: F401  (registers oracle, noop, random)
    import seer.agents.llm_agent  # noqa: F401  (imports the LLM room lazily, when it acts)

    try:
        factory = _AGENTS[cfg.kind]
    except KeyError:
        from seer.errors import ConfigError

        raise ConfigError(f"unknown agent kind {cfg.kind!r}; known: {', '.join(sorted(_AGENTS))}") from None
    return factory(cfg, **kwargs)
