"""The engine interface and its registry: the symbolic and LLM engines behind one door."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Protocol, Sequence

from seer.harness.model import Discard, Scenario
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


EngineFactory = Callable[[Any], Engine]
_ENGINES: dict[str, EngineFactory] = {}


def register_engine(kind: str) -> Callable[[EngineFactory], EngineFactory]:
    def deco(factory: EngineFactory) -> EngineFactory:
        _ENGINES[kind] = factory
        return factory

    return deco


def build_engine(cfg: Any) -> Engine:
    _load_builtin()
    try:
        factory = _ENGINES[cfg.engine]
    except KeyError:
        from seer.errors import ConfigError

        raise ConfigError(f"unknown generator engine {cfg.engine!r}; known: {', '.join(sorted(_ENGINES))}") from None
    return factory(cfg)


def _load_builtin() -> None:
    import seer.generate.symbolic  # noqa: F401

    try:
        import seer.generate.llm  # noqa: F401  (imports litellm lazily, only when it runs)
    except ImportError:
        pass
