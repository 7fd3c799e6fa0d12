"""The hybrid engine (`generator=hybrid` plus a model): the symbolic plan, the model's words.

The symbolic planner chooses tools, chain, data-flow links, turn boundaries, negatives and coverage
(the guarantees: 0 unknown tools, every tool used); the model writes the argument values, the
user's words, the mock outputs and each turn's text for that plan, under per-slot JSON Schemas.
Three requests per item (words, mocks, turns), pipelined per item: an item's mocks start as soon
as its words are accepted. A planned item whose tools would otherwise go uncovered gets one more
attempt (a fresh conversation). Tool cards come from the symbolic interpretation (no request).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any, Sequence

import seer
from seer.generate.base import GenerationPlan, register_engine
from seer.generate.hybrid.skeleton import Skeleton, read_skeleton
from seer.generate.hybrid.replies import PROMPTS
from seer.generate.hybrid.stages import HybridStages
from seer.generate.llm.engine import _RUNTIME, ENGINE_VERSION, LLMEngine, config_dict, transport_lost
from seer.generate.symbolic import SymbolicEngine
from seer.harness import checks
from seer.harness.model import Discard, Provenance, Scenario
from seer.llm.stats import UsageStats
from seer.llm.transport import flush_callbacks
from seer.pipeline.status import is_transient
from seer.spec.model import Spec, sha256_of

ATTEMPTS = 2  # conversations per item whose loss would leave a tool uncovered


def _prompt_hash() -> str:
    import hashlib

    h = hashlib.sha256()
    for path in sorted(PROMPTS.glob("*.md")) + sorted(Path(__file__).parent.glob("*.py")):
        h.update(path.name.encode() + b"\0" + path.read_bytes())
    return h.hexdigest()


class HybridEngine(LLMEngine):
    name = "hybrid"

    def __init__(self, cfg: Any, *, cache_dir: Path | None = None, stats: UsageStats | None = None):
        super().__init__(cfg, cache_dir=cache_dir, stats=stats)
        self.symbolic = SymbolicEngine(cfg)
        self.key = sha256_of({"engine": "hybrid", "version": ENGINE_VERSION, "symbolic": self.symbolic.key, "code": _prompt_hash(),
                              **{k: v for k, v in config_dict(cfg).items() if k not in _RUNTIME}})
        self._plans: dict[tuple[str, str], tuple[list[Skeleton], list[Discard]]] = {}

    def skeletons(self, spec: Spec, plan: GenerationPlan) -> tuple[list[Skeleton], list[Discard]]:
        """The symbolic plan for `spec`: one skeleton per planned item, and what the planner itself discarded."""
        key = (spec.sha256, repr(plan))
        if key not in self._plans:
            made = list(self.symbolic.generate(spec, plan))
            self._plans[key] = ([read_skeleton(spec, s) for s in made if isinstance(s, Scenario)],
                                [d for d in made if isinstance(d, Discard)])
        return self._plans[key]

    def tool_cards(self, spec: Spec) -> list[Any]:
        """The symbolic interpretation's cards: the hybrid engine asks the model for none."""
        return self.symbolic.tool_cards(spec)

    def planned_items(self, spec: Spec, plan: GenerationPlan) -> list[str]:
        sks, lost = self.skeletons(spec, plan)
        return [s.id for s in sks] + [d.item for d in lost]

    async def agenerate(self, spec: Spec, plan: GenerationPlan, existing: Sequence[Scenario], emit) -> None:
        provenance = Provenance(engine="hybrid", model=self.cfg.model, seed=plan.seed, spec_sha256=spec.sha256,
                                seer_version=seer.__version__)
        cards = {c.tool: c for c in self.symbolic.tool_cards(spec)}
        stages = HybridStages(self.client(), spec, plan.seed, provenance, cards)
        sks, planner_lost = self.skeletons(spec, plan)
        done = {s.id for s in existing}
        covered = {c.tool for s in existing for c in s.expected_tools}
        for d in planner_lost:
            emit(d)
        todo = [s for s in sks if s.id not in done]
        tasks = [asyncio.ensure_future(self._item(stages, s, plan, 0)) for s in todo]
        failed: list[tuple[Skeleton, list[Discard]]] = []
        try:
            for sk, task in zip(todo, tasks):  # in plan order; all run concurrently
                out = await task
                if any(isinstance(r, Scenario) for r in out):
                    for r in out:
                        if isinstance(r, Scenario):
                            covered.update(c.tool for c in r.expected_tools)
                        emit(r)
                else:
                    failed.append((sk, out))
            # a lost item whose tools nobody else covers: one more conversation (not for transport failures:
            # those are retried by the next run, from exactly where this one stopped)
            again = [(sk, out) for sk, out in failed if not any(is_transient(d) for d in out)
                     and set(sk.tools) - covered and ATTEMPTS > 1]
            retry = {sk.id: asyncio.ensure_future(self._item(stages, sk, plan, 1)) for sk, _ in again}
            for sk, out in failed:
                if sk.id in retry:
                    second = await retry[sk.id]
                    if any(isinstance(r, Scenario) for r in second):
                        out = second
                for r in out:
                    emit(r)
        finally:
            for t in tasks:
                t.cancel()
            await flush_callbacks()

    async def _item(self, stages: HybridStages, sk: Skeleton, plan: GenerationPlan, attempt: int) -> list[Scenario | Discard]:
        return await make_item(stages, sk, plan, attempt)


async def make_item(stages: HybridStages, sk: Skeleton, plan: GenerationPlan, attempt: int) -> list[Scenario | Discard]:
    """One planned item through the model: words, mocks, turns; the record (and a note of a dropped split) or its discard
    (a transient one when any of its requests failed in transport)."""
    made = await _item_steps(stages, sk, plan, attempt)
    lost = transport_lost(stages.client, stages.spec.name, sk.id)
    return [lost] if lost else made


async def _item_steps(stages: HybridStages, sk: Skeleton, plan: GenerationPlan, attempt: int) -> list[Scenario | Discard]:
    words = await stages.words(sk, attempt)
    if isinstance(words, Discard):
        return [words]
    if sk.record.kind == "no_tool":
        sc = stages.assemble(sk, words, [])
    else:
        sc = await stages.mocks(sk, words, attempt)
        if isinstance(sc, Discard):
            return [sc]
    notes: list[Discard] = []
    if plan.multiturn:
        sc, dropped = await stages.turns(sk, sc, attempt)
        notes += [dropped] if dropped else []
    problems = checks.check_scenario(stages.spec, sc)
    if problems:  # every stage validated; this is the last guard before the harness
        return [Discard(stage="final", spec=stages.spec.name, item=sk.id, reason="; ".join(problems)[:2000], tries=1,
                        raw=sc.model_dump(mode="json"))]
    return [sc, *notes]


@register_engine("hybrid")
def build_hybrid_engine(cfg: Any, *, cache_dir: Path | None = None, stats: UsageStats | None = None, **_: Any) -> HybridEngine:
    return HybridEngine(cfg, cache_dir=cache_dir, stats=stats)
