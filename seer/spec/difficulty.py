"""Predicted difficulty per tool from its schema, and that prediction set against judged figures.

The paper's two predictors of tool-call errors, parameter count (r = -0.60) and optional share
(r = -0.66), have near-equal weight; nesting depth and choice points (enums, anyOf, oneOf) add a little.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from seer.spec.complexity import tool_complexity
from seer.spec.model import Spec


class ToolDifficulty(BaseModel):
    tool: str
    params: int
    optional_share: float
    nested_params: int
    depth: int
    choices: int  # enums + anyOf + oneOf
    difficulty: float  # 0..1, higher is harder
    rank: int  # 1 = hardest
    tc: float | None = None  # judged tool-call correctness of the tool's records, when a run is given


def difficulty(spec: Spec) -> list[ToolDifficulty]:
    """Tools ranked by predicted difficulty: parameters and optional share weigh most (the paper's two
    predictors, with near-equal correlations), nesting and choice points a little."""
    rows = []
    for tool in spec.tools:
        c = tool_complexity(tool)
        choices = c.enums + c.any_of + c.one_of
        score = (0.4 * min(c.params / 10, 1.0) + 0.4 * c.optional_share + 0.1 * min(c.depth / 3, 1.0)
                 + 0.1 * min(choices / 5, 1.0))
        rows.append(ToolDifficulty(tool=tool.name, params=c.params, optional_share=round(c.optional_share, 3),
                                   nested_params=c.nested_params, depth=c.depth, choices=choices,
                                   difficulty=round(score, 3), rank=0))
    rows.sort(key=lambda r: (-r.difficulty, r.tool))
    for i, r in enumerate(rows, 1):
        r.rank = i
    return rows


def check_against(tools: list[ToolDifficulty], judged_tc: dict[str, float]) -> dict[str, Any]:
    """Correlate each predictor (and the difficulty score) with the judged TC per tool, as the paper does."""
    from seer.analysis.stats import correlate

    rows = [r for r in tools if judged_tc.get(r.tool) is not None]
    for r in tools:
        r.tc = judged_tc.get(r.tool)
    tc = [judged_tc[r.tool] for r in rows]
    check: dict[str, Any] = {p: correlate([float(getattr(r, p)) for r in rows], tc).model_dump()
                             for p in ("params", "optional_share", "depth", "difficulty")}
    check["tools_judged"] = len(rows)
    return check
