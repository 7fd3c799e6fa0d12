"""Coverage and diversity of a harness, per spec and for the corpus.

Per spec, the figures come from the harness room (`seer.harness.metrics.harness_metrics`), renamed
to the stable keys the report and MLflow use; only the corpus-wide union (pairs and categories
across specs) is computed here, since no single spec sees it.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Mapping

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


def spec_coverage(spec: Spec, scenarios: list[Scenario], metrics: HarnessMetrics | None = None) -> dict[str, Any]:
    m = metrics if metrics is not None else harness_metrics(spec, scenarios)
    out = {ours: getattr(m, theirs) for ours, theirs in _RENAME.items()}
    for tier in ("simple", "complex"):
        out[f"multiturn_share_{tier}"] = m.multi_turn_share.get(tier)
    out["multiturn_share"] = sum(s.multi_turn for s in scenarios) / len(scenarios) if scenarios else None
    return out


def coverage_by_spec(specs: list[Spec], scenarios_by_spec: dict[str, list[Scenario]],
                     known: Mapping[str, HarnessMetrics] | None = None) -> dict[str, dict[str, Any]]:
    """`known`: harness metrics the caller already computed (spec name -> HarnessMetrics), reused as is."""
    known = known or {}
    return {spec.name: spec_coverage(spec, list(scenarios_by_spec.get(spec.name, [])), known.get(spec.name))
            for spec in specs}


def overall_coverage(scenarios_by_spec: dict[str, list[Scenario]]) -> dict[str, Any]:
    """Corpus-wide: unique co-occurring pairs (tools qualified by spec), categories, multi-turn share."""
    pairs: set[tuple[str, str]] = set()
    categories: set[str] = set()
    for name, scen in scenarios_by_spec.items():
        for s in scen:
            tools = sorted({f"{name}/{c.tool}" for c in s.expected_tools})
            pairs.update(combinations(tools, 2))
            categories.add(s.category)
    scenarios = [s for scen in scenarios_by_spec.values() for s in scen]
    multi_tool = sum(1 for s in scenarios if len({c.tool for c in s.expected_tools}) > 1)
    out: dict[str, Any] = {"scenarios": len(scenarios), "tool_pairs": len(pairs), "multi_tool_scenarios": multi_tool,
                           "categories": len(categories),
                           "multiturn_share": sum(s.multi_turn for s in scenarios) / len(scenarios) if scenarios else None}
    for tier in ("simple", "complex"):
        ts = [s for s in scenarios if s.tier == tier]
        out[f"multiturn_share_{tier}"] = sum(s.multi_turn for s in ts) / len(ts) if ts else None
    return out
