"""The engine interface and its registry: the symbolic and LLM engines behind one door."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Protocol, Sequence

from seer.harness.model import Discard, Scenario
from seer.registry import Registry
from seer.spec.model import Spec


@dataclass(frozen=True)
class GenerationPlan:
    """What to generate for one spec. Counts of None mean "scale with the spec" (engine default)."""

    seed: int = 0
    tiers: tuple[str, ...] = ("simple", "complex")
    scenarios: dict[str, int | None] = field(default_factory=lambda: {"simple": None, "complex": None})
    multiturn: bool = True
    negatives: bool = True  # no_tool / missing_info / error scenarios


class Engine(Protocol):
    name: str  # "symbolic" | "llm" | ...
    key: str  # content address of the generator config

    def generate(self, spec: Spec, plan: GenerationPlan, existing: Sequence[Scenario] = ()) -> Iterator[Scenario | Discard]:
        """Yield each record (or discard) as soon as it is final. `existing` records (from an
        interrupted run) are not produced again; the engine continues from them."""
        ...


EngineFactory = Callable[..., Engine]


def _load_builtin() -> None:
    import seer.generate.llm  # noqa: F401  (imports litellm lazily, only when it runs)
    import seer.generate.hybrid  # noqa: F401  (the symbolic plan, a model's words)
    import seer.generate.symbolic  # noqa: F401


ENGINES: Registry[EngineFactory] = Registry("generator engine", _load_builtin)


def register_engine(kind: str) -> Callable[[EngineFactory], EngineFactory]:
    return ENGINES.register(kind)


def build_engine(cfg: Any, **context: Any) -> Engine:
    """Build an engine from its config (`cfg.engine` picks the factory); `context` as for judges."""
    return ENGINES.get(cfg.engine)(cfg, **context)
