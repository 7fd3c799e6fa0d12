"""A synthetic judged corpus for the analysis tests (specs, scenarios, judgments), plus checks that
the builder itself produces contract-valid records. Other analysis/experiment tests import it.

Scores are drawn so that heavier schemas score lower on the argument dimension: the complexity
study must find that negative relation, and a broken one would not.
"""

from __future__ import annotations

import random

from seer.harness.model import ExpectedCall, MockOutput, Provenance, Scenario, Turn
from seer.judge.model import ArgumentScores, CoherenceScores, Judgment, ToolCallScores
from seer.spec.model import Spec, Tool


def make_tool(name: str, params: int, required: int) -> Tool:
    props = {f"p{i}": {"type": "string"} for i in range(params)}
    return Tool(name=name, description=f"{name} tool", inputSchema={
        "type": "object", "properties": props, "required": [f"p{i}" for i in range(required)]})


def make_specs() -> list[Spec]:
    """Four specs of rising parameter weight (2, 4, 7, 11 params per tool, more and more optional)."""
    shapes = {"light": (2, 2, 3), "medium": (4, 3, 4), "heavy": (7, 2, 5), "heaviest": (11, 1, 6)}
    return [Spec(name=name, tools=[make_tool(f"{name}_t{i}", p, r) for i in range(n)])
            for name, (p, r, n) in shapes.items()]


def make_scenarios(specs: list[Spec], per_tier: int = 6, seed: int = 0) -> dict[str, list[Scenario]]:
    rng = random.Random(seed)
    out: dict[str, list[Scenario]] = {}
    for spec in specs:
        rows = []
        for tier in ("simple", "complex"):
            for k in range(per_tier):
                n = rng.randint(1, 2) if tier == "simple" else rng.randint(3, 4)
                tools = [spec.tools[(k + i) % len(spec.tools)].name for i in range(n)]
                turns = [Turn(user="do it", calls=list(range(n)))]
                if tier == "complex" and k % 2 == 0:
                    turns = [Turn(user="first", calls=list(range(n - 1))), Turn(user="then", calls=[n - 1])]
                rows.append(Scenario(
                    id=f"{spec.name}-{tier}-{k}", spec=spec.name, tier=tier, title="t", category=f"cat{k % 3}",
                    novelty_reason="n", prompt="do it", expected_tools=[ExpectedCall(tool=t) for t in tools],
                    mock_outputs=[MockOutput(output={"ok": True}) for _ in tools], conversation=turns,
                    provenance=Provenance(engine="test", seed=seed, spec_sha256="0" * 64, seer_version="0")))
        out[spec.name] = rows
    return out


def make_judgments(specs: list[Spec], scenarios: dict[str, list[Scenario]], judge: str = "j1", seed: int = 0,
                   noise: float = 1.0, unscored_every: int = 0) -> list[Judgment]:
    """One judgment per turn. Argument quality falls with the tool's parameter count."""
    rng = random.Random(seed)
    weight = {s.name: len(s.tools[0].input_schema["properties"]) for s in specs}
    out, n = [], 0
    for spec in specs:
        for sc in scenarios[spec.name]:
            for t, turn in enumerate(sc.conversation):
                n += 1
                base = dict(record_id=f"{sc.id}#{t}", scenario_id=sc.id, spec=sc.spec, tier=sc.tier, turn=t,
                            turns=len(sc.conversation), tools=[sc.expected_tools[i].tool for i in turn.calls],
                            judge=judge, judge_key="k-" + judge)
                if unscored_every and n % unscored_every == 0:
                    out.append(Judgment(**base, status="unscored", unscored_reason="unparseable verdict"))
                    continue

                def s10(center: float) -> float:
                    return max(0.0, min(10.0, round(center + rng.gauss(0, noise), 1)))

                arg_center = 10.5 - 0.45 * weight[spec.name] - (0.8 if sc.tier == "complex" else 0.0)
                out.append(Judgment(
                    **base,
                    tool_call=ToolCallScores(selection=s10(9.6), argument=s10(arg_center), ordering=s10(9.4), usage=s10(9.8)),
                    argument=ArgumentScores(name_validity=s10(9.8), type_correctness=s10(9.6), completeness=s10(9),
                                            value_accuracy=s10(arg_center), relevancy=s10(9.3), consistency=s10(9.5)),
                    coherence=CoherenceScores(**{a: max(1.0, min(3.0, round(2.6 + rng.gauss(0, 0.3), 1)))
                                                 for a in ("logical_flow", "completeness", "conciseness",
                                                           "topic_relevance", "context_retention")}),
                    labels=["missing_information"] if rng.random() < 0.2 else [],
                ))
    return out


def make_corpus(seed: int = 0, per_tier: int = 6, **kw):
    specs = make_specs()
    scen = make_scenarios(specs, per_tier=per_tier, seed=seed)
    return specs, scen, make_judgments(specs, scen, seed=seed, **kw)


def test_synthetic_corpus_is_contract_valid():
    specs, scen, judgments = make_corpus(unscored_every=7)
    assert sum(len(v) for v in scen.values()) == 4 * 12
    turns = sum(len(s.conversation) for v in scen.values() for s in v)
    assert len(judgments) == turns
    assert any(not j.scored for j in judgments) and any(j.scored for j in judgments)
    for spec in specs:
        names = set(spec.tool_names)
        assert all(c.tool in names for s in scen[spec.name] for c in s.expected_tools)
