"""Schema complexity against quality, at spec level and at tool level (each tool's records).

The paper's finding to test: parameter count and optional share (not tool count) go with lower
tool-call correctness. Predictors come from `seer.spec.complexity`; outcomes are TC, the argument
score and Coh under the run's aggregation rule.
"""

from __future__ import annotations

from statistics import mean
from typing import Iterable

from pydantic import BaseModel, Field

from seer.analysis.scores import RecordScores
from seer.analysis.stats import Correlation, correlate
from seer.spec.complexity import spec_complexity, tool_complexity
from seer.spec.model import Spec

PREDICTORS = ("tools", "params", "optional_share")
OUTCOMES = ("tc", "argument", "coh")


class ComplexityRow(BaseModel):
    """One unit (a spec or a tool) with its predictors and mean outcomes."""

    spec: str
    tool: str | None = None
    records: int
    tools: float
    params: float  # spec level: mean params per tool; tool level: the tool's params
    optional_share: float
    tc: float | None = None
    argument: float | None = None
    coh: float | None = None


class ComplexityStudy(BaseModel):
    spec_rows: list[ComplexityRow] = Field(default_factory=list)
    tool_rows: list[ComplexityRow] = Field(default_factory=list)
    # level ("spec" | "tool") -> "predictor~outcome" -> correlation
    correlations: dict[str, dict[str, Correlation]] = Field(default_factory=dict)


def _mean(vals: Iterable[float | None]) -> float | None:
    v = [x for x in vals if x is not None]
    return mean(v) if v else None


def _outcomes(rows: list[RecordScores]) -> dict[str, float | None]:
    return {o: _mean(getattr(r, o) for r in rows) for o in OUTCOMES}


def _correlations(rows: list[ComplexityRow], predictors: Iterable[str]) -> dict[str, Correlation]:
    return {f"{p}~{o}": correlate([getattr(r, p) for r in rows], [getattr(r, o) for r in rows])
            for p in predictors for o in OUTCOMES}


def complexity_study(specs: list[Spec], rows: list[RecordScores]) -> ComplexityStudy:
    scored = [r for r in rows if r.scored]
    spec_rows: list[ComplexityRow] = []
    tool_rows: list[ComplexityRow] = []
    for spec in specs:
        mine = [r for r in scored if r.spec == spec.name]
        if not mine:
            continue
        sc = spec_complexity(spec)
        spec_rows.append(ComplexityRow(spec=spec.name, records=len(mine), tools=sc.tools, params=sc.mean_params,
                                       optional_share=sc.optional_share, **_outcomes(mine)))
        by_tool: dict[str, list[RecordScores]] = {}
        for r in mine:
            for name in set(r.tools):
                by_tool.setdefault(name, []).append(r)
        for name in sorted(by_tool):
            tool = spec.tool_map.get(name)
            if tool is None:
                continue  # a call to a tool the spec lacks: counted by the coverage figures, not here
            tc = tool_complexity(tool)
            tool_rows.append(ComplexityRow(spec=spec.name, tool=name, records=len(by_tool[name]), tools=sc.tools,
                                           params=tc.params, optional_share=tc.optional_share,
                                           **_outcomes(by_tool[name])))
    return ComplexityStudy(
        spec_rows=spec_rows, tool_rows=tool_rows,
        correlations={"spec": _correlations(spec_rows, PREDICTORS),
                      # tool count is a property of the spec: at tool level only the schema predictors
                      "tool": _correlations(tool_rows, ("params", "optional_share"))},
    )
