"""The judge interface and its registry. LLM and structural judges are interchangeable."""

from __future__ import annotations

from typing import Any, Callable, Iterable, Iterator, Protocol

from seer.harness.model import Scenario
from seer.judge.model import Judgment
from seer.registry import Registry
from seer.spec.model import Spec


class Judge(Protocol):
    name: str  # the config entry's name, stored in every judgment
    key: str  # content address of the judge's config (what its judgments depend on)

    def judge(self, spec: Spec, scenarios: Iterable[Scenario]) -> Iterator[Judgment]:
        """One judgment per turn of each scenario, in order. Never raises for a bad verdict: unscored."""
        ...


JudgeFactory = Callable[..., Judge]


def _load_builtin() -> None:
    # importing registers them; the LLM judge imports litellm lazily, only when it runs
    import seer.judge.llm_judge  # noqa: F401
    import seer.judge.structural  # noqa: F401
    import seer.judge.semantic  # noqa: F401


JUDGES: Registry[JudgeFactory] = Registry("judge kind", _load_builtin)


def register_judge(kind: str) -> Callable[[JudgeFactory], JudgeFactory]:
    return JUDGES.register(kind)


def build_judge(cfg: Any, **context: Any) -> Judge:
    """Build a judge from its config (`cfg.kind` picks the factory). `context` carries what the run
    shares with every component (cache_dir, stats); factories take what they use."""
    return JUDGES.get(cfg.kind)(cfg, **context)
