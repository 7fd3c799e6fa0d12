"""Harness quality figures, computed from the records alone (for the run summary and MLflow).

Every share is over the items it names; a share whose denominator is empty is None (not 0),
so "no complex scenarios" never reads as "0% multi-turn".
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Sequence

from pydantic import BaseModel

from seer.harness.checks import (check_call, check_mock, cited_mock_values, found, leaves, nontrivial_values,
                                 norm_text, ungrounded_values)
from seer.harness.model import Scenario
from seer.spec.model import Spec


class HarnessMetrics(BaseModel):
    spec: str
    scenarios: int
    per_tier: dict[str, int]
    per_kind: dict[str, int]
    calls: int
    tools: int
    tools_used: int
    tool_coverage: float | None
    unknown_tool_calls: int
    unknown_tool_rate: float | None
    schema_valid_args: float | None
    schema_valid_mocks: float | None  # over calls whose tool has an outputSchema (error mocks exempt)
    mocks_with_schema: int
    nontrivial_values: int
    grounded_share: float | None
    complex_with_carry: float | None  # complex scenarios where a later call uses an earlier mock value
    multi_turn_share: dict[str, float | None]  # per tier
    later_turns: int
    later_turns_citing: float | None
    gini_tool_usage: float | None
    duplicate_prompts: int
    unique_categories: int
    unique_tool_pairs: int
    mean_calls: float | None

    def flat(self) -> dict[str, float]:
        """Numeric figures as flat metric names (MLflow-ready); None values are left out."""
        out: dict[str, float] = {}
        for key, value in self.model_dump().items():
            if isinstance(value, dict):
                out.update({f"{key}.{k}": float(v) for k, v in value.items() if v is not None})
            elif isinstance(value, (int, float)) and not isinstance(value, bool):
                out[key] = float(value)
        return out


def gini(values: Sequence[float]) -> float:
    """Gini coefficient of non-negative values: 0 = all equal, (n-1)/n = one holds everything.

    Mean absolute difference over all pairs / (2 * mean), computed in O(n log n) from the sorted
    values: G = sum_i (2i - n - 1) x_i / (n * sum x), i = 1..n.
    """
    xs = sorted(float(v) for v in values)
    n, total = len(xs), sum(xs)
    if n == 0 or total == 0:
        return 0.0
    return sum((2 * i - n - 1) * x for i, x in enumerate(xs, 1)) / (n * total)


def _share(num: int, den: int) -> float | None:
    return num / den if den else None


def carries_mock_value(s: Scenario) -> bool:
    """A call uses (as an argument value) a value an earlier call's mock returned."""
    for i in range(1, len(s.expected_tools)):
        earlier = "\n".join(norm_text(v) for m in s.mock_outputs[:i] for v in leaves(m.output, keys=True))
        for _path, value in nontrivial_values(s.expected_tools[i].arguments, None):
            if len(norm_text(value)) >= 2 and found(value, earlier):
                return True
    return False


def harness_metrics(spec: Spec, scenarios: Iterable[Scenario]) -> HarnessMetrics:
    # streamed: a 50,000-record harness is read once, never held whole
    n_scenarios = 0
    tier_n, kind_n = Counter(), Counter()
    usage = Counter({name: 0 for name in spec.tool_names})
    calls = unknown = valid_args = mocks_with_schema = valid_mocks = 0
    values = grounded = 0
    complex_n = complex_carry = later = later_citing = 0
    multi = Counter()
    prompts = Counter()
    categories, pairs = set(), set()
    for s in scenarios:
        if s.spec != spec.name:
            continue
        n_scenarios += 1
        tier_n[s.tier] += 1
        kind_n[s.kind] += 1
        prompts[norm_text(s.prompt)] += 1
        categories.add(s.category)
        multi[s.tier] += s.multi_turn
        names = sorted({c.tool for c in s.expected_tools if c.tool in spec.tool_map})
        pairs.update((a, b) for i, a in enumerate(names) for b in names[i + 1:])
        for i, (call, mock) in enumerate(zip(s.expected_tools, s.mock_outputs)):
            calls += 1
            tool = spec.tool(call.tool)
            if tool is None:
                unknown += 1
                continue
            usage[call.tool] += 1
            valid_args += not check_call(spec, call)
            if tool.output_schema is not None and not mock.is_error:
                mocks_with_schema += 1
                valid_mocks += not check_mock(spec, call, mock)
            n_values = sum(1 for _ in nontrivial_values(call.arguments, tool.input_schema))
            values += n_values
            grounded += n_values - len(ungrounded_values(s, i, spec))
        if s.tier == "complex" and s.kind == "normal":
            complex_n += 1
            complex_carry += carries_mock_value(s)
        for t in range(1, len(s.conversation)):
            if any(s.conversation[u].calls for u in range(t)):
                later += 1
                later_citing += bool(cited_mock_values(s, t))
    used = sum(1 for name in spec.tool_names if usage[name] > 0)
    return HarnessMetrics(
        spec=spec.name, scenarios=n_scenarios, per_tier=dict(sorted(tier_n.items())), per_kind=dict(sorted(kind_n.items())),
        calls=calls, tools=len(spec.tools), tools_used=used, tool_coverage=_share(used, len(spec.tools)),
        unknown_tool_calls=unknown, unknown_tool_rate=_share(unknown, calls),
        schema_valid_args=_share(valid_args, calls - unknown), schema_valid_mocks=_share(valid_mocks, mocks_with_schema),
        mocks_with_schema=mocks_with_schema, nontrivial_values=values, grounded_share=_share(grounded, values),
        complex_with_carry=_share(complex_carry, complex_n),
        multi_turn_share={tier: _share(multi[tier], tier_n[tier]) for tier in sorted(tier_n)},
        later_turns=later, later_turns_citing=_share(later_citing, later),
        gini_tool_usage=gini([usage[n] for n in spec.tool_names]) if spec.tools else None,
        duplicate_prompts=sum(n - 1 for n in prompts.values() if n > 1), unique_categories=len(categories),
        unique_tool_pairs=len(pairs), mean_calls=_share(calls, n_scenarios),
    )
