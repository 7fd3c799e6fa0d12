"""Aggregation rules and failure attribution: pure functions over stored judgments (no judge call).

The rubric (seer/judge/rubric.md) keeps every raw score, so any rule can be applied after the
fact: a sweep over `aggregation=arithmetic,harmonic,min` reads the same judgments three times.
Rules take normalised scores in [0, 1] and are registered by name so a run record can name them.
For any inputs: arithmetic >= harmonic >= min (the power-mean inequality; tests check it).
"""

from __future__ import annotations

from collections import Counter
from typing import Callable, Iterable, Sequence

from pydantic import BaseModel

from seer.registry import Registry
from seer.judge.model import (
    ARG_SUBDIMENSIONS,
    COH_ASPECTS,
    TC_DIMENSIONS,
    ArgumentScores,
    Judgment,
    normalized_arguments,
    normalized_coherence,
    normalized_tool_call,
)

Rule = Callable[[Sequence[float]], float]
RULES: Registry[Rule] = Registry("aggregation rule")


def register_rule(name: str) -> Callable[[Rule], Rule]:
    """Register an aggregation rule: a function from normalised scores (non-empty) to [0, 1]."""
    return RULES.register(name)


def get_rule(name: str) -> Rule:
    return RULES.get(name)


def rule_names() -> list[str]:
    return RULES.names()


@register_rule("arithmetic")
def arithmetic(values: Sequence[float]) -> float:
    """The paper's default: the plain mean."""
    return sum(values) / len(values)


@register_rule("harmonic")
def harmonic(values: Sequence[float]) -> float:
    """Punishes one weak dimension more than the mean does; 0 when any input is 0."""
    if any(v <= 0.0 for v in values):
        return 0.0
    return len(values) / sum(1.0 / v for v in values)


@register_rule("min")
def minimum(values: Sequence[float]) -> float:
    """The weakest dimension decides (the harshest rule)."""
    return min(values)


def _apply(rule: str | Rule, values: Sequence[float]) -> float:
    fn = get_rule(rule) if isinstance(rule, str) else rule
    # clamp: float noise must not push a mean above the best input or below the worst
    return min(max(fn(values), min(values)), max(values))


def tc_score(j: Judgment, rule: str | Rule = "arithmetic") -> float | None:
    """Tool-call correctness of one record on 0-1; None when unscored or without TC scores."""
    if not j.scored or j.tool_call is None:
        return None
    return _apply(rule, list(normalized_tool_call(j).values()))


def coh_score(j: Judgment, rule: str | Rule = "arithmetic") -> float | None:
    """Coherence of one record on 0-1; None when unscored or without coherence scores."""
    if not j.scored or j.coherence is None:
        return None
    return _apply(rule, list(normalized_coherence(j).values()))


def argument_score(j: Judgment, rule: str | Rule = "arithmetic") -> float | None:
    """The six argument sub-dimensions aggregated on 0-1; None when unscored or absent."""
    if not j.scored or j.argument is None:
        return None
    return _apply(rule, list(normalized_arguments(j).values()))


def apply_cascade(a: ArgumentScores) -> ArgumentScores:
    """The rubric's cascade: a basic sub-dimension caps the ones that depend on it (rubric.md, section 2)."""
    type_ok = min(a.type_correctness, a.name_validity)
    return a.model_copy(update={
        "type_correctness": type_ok,
        "value_accuracy": min(a.value_accuracy, type_ok),
        "consistency": min(a.consistency, type_ok),
    })


def attribute_failure(j: Judgment) -> str | None:
    """Where a record falls short (rubric.md, section 5): its lowest TC dimension, refined to the
    lowest argument sub-dimension ("argument.<sub>"), else its lowest coherence aspect
    ("coherence.<aspect>"). None when unscored or at full marks."""
    if not j.scored:
        return None
    if j.tool_call is not None:
        tc = normalized_tool_call(j)
        worst = min(TC_DIMENSIONS, key=lambda d: tc[d])  # min keeps the first of equal keys: table order
        if tc[worst] < 1.0:
            if worst == "argument" and j.argument is not None:
                args = normalized_arguments(j)
                sub = min(ARG_SUBDIMENSIONS, key=lambda d: args[d])
                if args[sub] < 1.0:
                    return f"argument.{sub}"
            return worst
    if j.coherence is not None:
        coh = normalized_coherence(j)
        worst = min(COH_ASPECTS, key=lambda d: coh[d])
        if coh[worst] < 1.0:
            return f"coherence.{worst}"
    return None


class Summary(BaseModel):
    """Means over the scored records of a set of judgments under one rule; unscored ones are counted."""

    rule: str
    records: int
    scored: int
    unscored: int
    tc: float | None
    coh: float | None
    failures: dict[str, int]  # attribution -> count (section 5 of the rubric)
    usage: dict[str, float] = {}  # judge-call totals (tokens, cost, tries) over all records, LLM judges


def _mean(values: Iterable[float | None]) -> float | None:
    xs = [v for v in values if v is not None]
    return sum(xs) / len(xs) if xs else None


def summarize(judgments: Iterable[Judgment], rule: str = "arithmetic") -> Summary:
    js = list(judgments)
    get_rule(rule)  # fail early on an unknown rule
    scored = [j for j in js if j.scored]
    failures = Counter(a for a in map(attribute_failure, scored) if a is not None)
    usage: Counter[str] = Counter()
    for j in js:
        usage.update({k: v for k, v in (j.usage or {}).items() if v is not None})
    return Summary(
        rule=rule, records=len(js), scored=len(scored), unscored=len(js) - len(scored),
        tc=_mean(tc_score(j, rule) for j in scored), coh=_mean(coh_score(j, rule) for j in scored),
        failures=dict(sorted(failures.items())), usage=dict(sorted(usage.items())),
    )
