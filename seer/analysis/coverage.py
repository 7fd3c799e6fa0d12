"""Coverage and diversity of a harness, per spec and for the corpus.

Per spec, the figures come from the harness room (`seer.harness.metrics.harness_metrics`), renamed
to the stable keys the report and MLflow use; only the corpus-wide union (pairs and categories
across specs) is computed here, since no single spec sees it.
"""

from __future__ import annotations

from itertools import combinations
from collections import Counter
from typing import Any, Iterable, Mapping

from seer.harness.metrics import HarnessMetrics, harness_metrics
from seer.harness.model import Scenario
from seer.spec.model import Spec

# our key -> harness_metrics field
_RENAME = {
    "scenarios": "scenarios", "tools": "tools", "tools_used": "tools_used", "coverage": "tool_coverage",
    "gini": "gini_tool_usage", "tool_pairs": "unique_tool_pairs", "categories": "unique_categories",
    "calls": "calls", "unknown_calls": "unknown_tool_calls", "unknown_call_rate": "unknown_tool_rate",
    "mean_calls": "mean_calls", "schema_valid_args": "schema_valid_args", "grounded_share": "grounded_share",
    "later_turns_citing": "later_turns_citing", "duplicate_prompts": "duplicate_prompts",
}


def spec_coverage(spec: Spec, scenarios: Iterable[Scenario], metrics: HarnessMetrics | None = None) -> dict[str, Any]:
    m = metrics if metrics is not None else harness_metrics(spec, scenarios)
    out = {ours: getattr(m, theirs) for ours, theirs in _RENAME.items()}
    multi = 0.0
    for tier in ("simple", "complex"):
        share = m.multi_turn_share.get(tier)
        out[f"multiturn_share_{tier}"] = share
        multi += (share or 0.0) * m.per_tier.get(tier, 0)
    out["multiturn_share"] = multi / m.scenarios if m.scenarios else None
    return out


def coverage_by_spec(specs: list[Spec], scenarios_by_spec: Mapping[str, Iterable[Scenario]],
                     known: Mapping[str, HarnessMetrics] | None = None) -> dict[str, dict[str, Any]]:
    """`known`: harness metrics the caller already computed (spec name -> HarnessMetrics), reused as is."""
    known = known or {}
    return {spec.name: spec_coverage(spec, scenarios_by_spec.get(spec.name, ()), known.get(spec.name))
            for spec in specs}


def overall_coverage(scenarios_by_spec: Mapping[str, Iterable[Scenario]]) -> dict[str, Any]:
    """Corpus-wide: unique co-occurring pairs (tools qualified by spec), categories, multi-turn share.
    One pass over each spec's scenarios (they may be streamed from the harness file)."""
    pairs: set[tuple[str, str]] = set()
    categories: set[str] = set()
    n = multi_tool = 0
    tier_n: Counter = Counter()
    tier_multi: Counter = Counter()
    for name, scen in scenarios_by_spec.items():
        for s in scen:
            tools = sorted({f"{name}/{c.tool}" for c in s.expected_tools})
            pairs.update(combinations(tools, 2))
            categories.add(s.category)
            n += 1
            multi_tool += len(tools) > 1
            tier_n[s.tier] += 1
            tier_multi[s.tier] += s.multi_turn
    out: dict[str, Any] = {"scenarios": n, "tool_pairs": len(pairs), "multi_tool_scenarios": multi_tool,
                           "categories": len(categories),
                           "multiturn_share": sum(tier_multi.values()) / n if n else None}
    for tier in ("simple", "complex"):
        out[f"multiturn_share_{tier}"] = tier_multi[tier] / tier_n[tier] if tier_n[tier] else None
    return out
