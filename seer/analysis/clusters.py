"""Spec clusters (suite config `clusters: {name: [spec names]}`): within-cluster differences.

Two specs of like purpose but unlike schemas are a natural experiment: if their TC differs, the
per-dimension differences say where. For a cluster of two the difference is second - first; for
more it is the range (max - min) with the specs at each end.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from seer.analysis.summary import ScoreBlock

METRICS = ("tc", "coh", "argument", "selection", "ordering", "usage")


class ClusterStudy(BaseModel):
    name: str
    specs: list[str]
    missing: list[str] = Field(default_factory=list)  # declared but not in this run
    values: dict[str, dict[str, float | None]] = Field(default_factory=dict)  # spec -> metric -> value
    differences: dict[str, float | None] = Field(default_factory=dict)  # metric -> second-first or range


def _metric(block: ScoreBlock, metric: str) -> float | None:
    if metric == "tc":
        return block.tc.mean
    if metric == "coh":
        return block.coh.mean
    if metric == "argument":
        dim = block.dims.get("argument")
        return dim.mean if dim else block.argument_mean
    dim = block.dims.get(metric)
    return dim.mean if dim else None


def cluster_studies(clusters: dict[str, list[str]], per_spec: dict[str, ScoreBlock]) -> list[ClusterStudy]:
    out = []
    for name, members in (clusters or {}).items():
        present = [m for m in members if m in per_spec]
        values = {m: {k: _metric(per_spec[m], k) for k in METRICS} for m in present}
        diffs: dict[str, float | None] = {}
        for k in METRICS:
            vals = [values[m][k] for m in present if values[m][k] is not None]
            if len(vals) < 2:
                diffs[k] = None
            elif len(present) == 2:
                diffs[k] = vals[1] - vals[0]
            else:
                diffs[k] = max(vals) - min(vals)
        out.append(ClusterStudy(name=name, specs=present, missing=[m for m in members if m not in per_spec],
                                values=values, differences=diffs))
    return out
