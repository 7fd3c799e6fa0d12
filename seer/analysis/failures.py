"""Failure modes: how often each dimension falls short, which sub-dimension a failure is attributed
to (its lowest, via `seer.judge.aggregate.attribute_failure`), coherence issue labels, and whether
TC and Coh carry independent signal (record- and tool-level correlation)."""

from __future__ import annotations

from collections import Counter

from pydantic import BaseModel, Field

from seer.analysis.scores import RecordScores
from seer.analysis.stats import Correlation, correlate
from seer.analysis.summary import PERFECT
from seer.judge.model import COH_ASPECTS, ISSUE_LABELS, TC_DIMENSIONS


class DimensionFailure(BaseModel):
    n: int
    failure_rate: float | None  # share below a perfect score
    zero_rate: float | None  # share at 0 (a complete miss)


class FailureModes(BaseModel):
    dims: dict[str, DimensionFailure] = Field(default_factory=dict)
    aspects: dict[str, DimensionFailure] = Field(default_factory=dict)
    attributed: dict[str, int] = Field(default_factory=dict)  # lowest sub-dimension -> failed records
    labels: dict[str, int] = Field(default_factory=dict)  # coherence issue label -> records
    tc_vs_coh_record: Correlation
    tc_vs_coh_tool: Correlation


def _rates(values: list[float]) -> DimensionFailure:
    n = len(values)
    if not n:
        return DimensionFailure(n=0, failure_rate=None, zero_rate=None)
    return DimensionFailure(n=n, failure_rate=sum(v < PERFECT for v in values) / n,
                            zero_rate=sum(v <= 1e-9 for v in values) / n)


def failure_modes(rows: list[RecordScores]) -> FailureModes:
    ok = [r for r in rows if r.scored]
    labels = Counter({name: 0 for name in ISSUE_LABELS})
    labels.update(label for r in ok for label in r.labels)
    attributed = Counter(r.failure for r in ok if r.failure)
    by_tool: dict[str, list[RecordScores]] = {}
    for r in ok:
        for t in set(r.tools):
            by_tool.setdefault(f"{r.spec}/{t}", []).append(r)

    def tool_mean(rs: list[RecordScores], attr: str) -> float | None:
        v = [getattr(r, attr) for r in rs if getattr(r, attr) is not None]
        return sum(v) / len(v) if v else None

    keys = sorted(by_tool)
    return FailureModes(
        dims={d: _rates([r.dims[d] for r in ok if d in r.dims]) for d in TC_DIMENSIONS},
        aspects={a: _rates([r.aspects[a] for r in ok if a in r.aspects]) for a in COH_ASPECTS},
        attributed=dict(attributed.most_common()),
        labels=dict(labels),
        tc_vs_coh_record=correlate([r.tc for r in ok], [r.coh for r in ok]),
        tc_vs_coh_tool=correlate([tool_mean(by_tool[k], "tc") for k in keys],
                                 [tool_mean(by_tool[k], "coh") for k in keys]),
    )
