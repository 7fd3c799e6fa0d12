"""The symbolic engine: deterministic, offline, no key. The embedded default and the yardstick.

Stages, one module each: cards (interpretation), graph + plans (scenarios and coverage), args +
mocks (shared world per scenario), turns + text (multi-turn expansion), build (the record).
Every random choice comes from a `random.Random` seeded by (spec sha256, seed, tier, kind, slot),
so the same spec, config and seed give a byte-identical harness.
"""

from __future__ import annotations

import hashlib
import math
import random
from pathlib import Path
from typing import Any, Iterator, Sequence

from pydantic import ValidationError

from seer import __version__
from seer.generate.base import GenerationPlan, register_engine
from seer.generate.stages import ToolCard
from seer.generate.symbolic.args import ArgumentError
from seer.generate.symbolic.build import Builder
from seer.generate.symbolic.cards import Profile, profile_spec, tool_card
from seer.generate.symbolic.graph import Graph
from seer.generate.symbolic.mocks import MockError
from seer.generate.symbolic.negatives import spec_vocabulary
from seer.generate.symbolic.plans import Plan, Planner
from seer.harness.model import Discard, Provenance, Scenario
from seer.spec.model import Spec, sha256_of

KIND_CODE = {"normal": "n", "no_tool": "x", "missing_info": "m", "error": "e"}  # id prefixes, one per kind
# Bump when a change alters what the engine writes for the same inputs (part of `key`).
ALGORITHM = "symbolic/1"


def _source_digest() -> str:
    digest = hashlib.sha256()
    for path in sorted(Path(__file__).parent.glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    for module in ("checks.py",):  # the engine decides mentions with the harness checks
        digest.update((Path(__file__).parents[2] / "harness" / module).read_bytes())
    return digest.hexdigest()


def default_counts(n_tools: int) -> dict[str, int]:
    """Scenarios per tier when the plan leaves them to the engine: a few for tiny specs, growing
    linearly so every tool can anchor a scenario (4 tools -> 4 + 4; 64 -> 28 + 22; 1000 -> 402 + 302)."""
    return {"simple": 2 + math.ceil(0.4 * n_tools), "complex": 2 + math.ceil(0.3 * n_tools)}


def negative_counts(n_tools: int) -> dict[str, int]:
    return {"no_tool": 1 + n_tools // 50, "missing_info": 1 + n_tools // 25, "error": 1 + n_tools // 25}


def _rng(*parts: Any) -> random.Random:
    digest = hashlib.sha256(":".join(map(str, parts)).encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


class SymbolicEngine:
    name = "symbolic"

    def __init__(self, cfg: Any = None):
        self.cfg = cfg
        # Nothing in the generator config changes what this engine writes; its code does, so the
        # key hashes the package's source too (a cached harness never outlives an engine change).
        self.key = sha256_of({"engine": "symbolic", "algorithm": ALGORITHM, "source": _source_digest()})

    def tool_cards(self, spec: Spec) -> list[ToolCard]:
        return [tool_card(p) for p in profile_spec(spec)]

    def generate(self, spec: Spec, plan: GenerationPlan, existing: Sequence[Scenario] = ()) -> Iterator[Scenario | Discard]:
        """Yield every planned record in a fixed order. Slots whose ids are in `existing` are still
        planned (the planner's state depends on them) but not yielded, so a resumed run equals an
        uninterrupted one."""
        sha = spec.sha256
        profiles = profile_spec(spec)
        graph = Graph(profiles)
        planner = Planner(graph, f"{sha}:{plan.seed}")
        by_name = {p.name: p for p in profiles}
        builder = Builder(by_name, _similar_examples(profiles), spec_vocabulary(profiles))
        provenance = Provenance(engine="symbolic", model=None, seed=plan.seed, spec_sha256=sha, seer_version=__version__)
        done = {s.id for s in existing}
        taken: set[str] = set()
        covered: set[str] = set()
        counts = default_counts(len(spec.tools))
        for tier in plan.tiers:
            n = plan.scenarios.get(tier)
            n = counts.get(tier, 0) if n is None else n
            for k in range(n):
                rng = _rng(sha, plan.seed, tier, "normal", k)
                made = planner.simple(rng) if tier == "simple" else planner.complex(rng)
                yield from self._emit(spec, made, rng, _sid(spec, sha, plan.seed, tier, "n", k), builder, provenance, plan,
                                      taken, covered, done)
        if plan.negatives and plan.tiers:
            tier = "simple" if "simple" in plan.tiers else plan.tiers[0]
            for kind, n in negative_counts(len(spec.tools)).items():
                for k in range(n):
                    rng = _rng(sha, plan.seed, tier, kind, k)
                    made = planner.negative(kind, tier, rng)
                    yield from self._emit(spec, made, rng, _sid(spec, sha, plan.seed, tier, KIND_CODE[kind], k), builder, provenance,
                                          plan, taken, covered, done)
        if plan.tiers:
            tier = "simple" if "simple" in plan.tiers else plan.tiers[0]
            for k, name in enumerate(n for n in spec.tool_names if n not in covered):
                rng = _rng(sha, plan.seed, tier, "coverage", name)
                made = planner.simple(rng, anchor=name, shape="coverage")
                yield from self._emit(spec, made, rng, _sid(spec, sha, plan.seed, tier, "c", name), builder, provenance,
                                      plan, taken, covered, done)

    def _emit(self, spec, made: Plan, rng, sid, builder, provenance, plan, taken, covered, done):
        try:
            scenario = builder.build(made, rng, sid, spec.name, provenance, plan.multiturn, taken)
        except (ArgumentError, MockError, ValidationError, ValueError) as exc:
            yield Discard(stage="generate", spec=spec.name, item=sid, reason=" ".join(str(exc).split())[:300], tries=1,
                          raw={"tools": made.tools, "kind": made.kind})
            return
        covered.update(c.tool for c in scenario.expected_tools)
        if sid not in done:
            yield scenario


def _sid(spec: Spec, sha: str, seed: int, tier: str, kind: str, slot: Any) -> str:
    digest = hashlib.sha256(f"{sha}:{seed}:{tier}:{kind}:{slot}".encode()).hexdigest()[:8]
    label = f"{slot:03d}" if isinstance(slot, int) else str(slot)
    return f"{spec.name}/{tier}/{kind}{label}-{digest}"


def _similar_examples(profiles: list[Profile]) -> dict[str, Any]:
    """Tool -> an example output of a similar tool (same read/write side, a shared noun)."""
    by_noun: dict[tuple[bool, str], Any] = {}
    for p in profiles:
        if p.tool.examples:
            for noun in p.nouns:
                by_noun.setdefault((p.read, noun), p.tool.examples[0])
    if not by_noun:
        return {}
    out = {}
    for p in profiles:
        if not p.tool.examples and p.tool.output_schema is None:
            hit = next((by_noun[(p.read, n)] for n in p.nouns if (p.read, n) in by_noun), None)
            if hit is not None:
                out[p.name] = hit
    return out


@register_engine("symbolic")
def _build(cfg: Any, **_: Any) -> SymbolicEngine:
    return SymbolicEngine(cfg)
