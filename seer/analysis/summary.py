"""Quality per spec and overall: means with bootstrap intervals, medians, shares, per-dimension figures.

Unscored records are left out of every mean and counted, with their reasons.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable

from pydantic import BaseModel, Field

from seer.analysis.scores import RecordScores
from seer.analysis.stats import Interval, bootstrap_ci, difference_ci, median, share
from seer.judge.model import ARG_SUBDIMENSIONS, COH_ASPECTS, TC_DIMENSIONS

PERFECT = 1.0 - 1e-9  # a normalised score of 1 (float-safe)
LOW = 0.5  # "records under 0.5", the paper's low-quality line


class DimensionFigures(BaseModel):
    mean: float | None
    perfect_share: float | None


class ScoreBlock(BaseModel):
    records: int
    scored: int
    unscored: int
    unscored_reasons: dict[str, int] = Field(default_factory=dict)
    tc: Interval
    tc_median: float | None
    tc_perfect_share: float | None
    tc_under_half_share: float | None
    coh: Interval
    coh_median: float | None
    coh_perfect_share: float | None
    coh_under_half_share: float | None
    argument_mean: float | None
    dims: dict[str, DimensionFigures] = Field(default_factory=dict)
    arg_sub: dict[str, DimensionFigures] = Field(default_factory=dict)
    aspects: dict[str, DimensionFigures] = Field(default_factory=dict)


class TierComparison(BaseModel):
    simple: ScoreBlock
    complex: ScoreBlock
    tc_diff: Interval  # complex - simple
    coh_diff: Interval


def _figures(rows: list[RecordScores], attr: str, names: Iterable[str]) -> dict[str, DimensionFigures]:
    out = {}
    for name in names:
        vals = [getattr(r, attr).get(name) for r in rows]
        vals = [v for v in vals if v is not None]
        m = sum(vals) / len(vals) if vals else None
        out[name] = DimensionFigures(mean=m, perfect_share=share(vals, lambda v: v >= PERFECT))
    return out


def score_block(rows: list[RecordScores], *, seed: int = 0) -> ScoreBlock:
    ok = [r for r in rows if r.scored]
    tc = [r.tc for r in ok]
    coh = [r.coh for r in ok]
    args = [r.argument for r in ok if r.argument is not None]
    reasons = Counter((r.unscored_reason or "unknown") for r in rows if not r.scored)
    return ScoreBlock(
        records=len(rows), scored=len(ok), unscored=len(rows) - len(ok), unscored_reasons=dict(reasons),
        tc=bootstrap_ci(tc, seed=seed), tc_median=median(tc),
        tc_perfect_share=share(tc, lambda v: v >= PERFECT), tc_under_half_share=share(tc, lambda v: v < LOW),
        coh=bootstrap_ci(coh, seed=seed), coh_median=median(coh),
        coh_perfect_share=share(coh, lambda v: v >= PERFECT), coh_under_half_share=share(coh, lambda v: v < LOW),
        argument_mean=sum(args) / len(args) if args else None,
        dims=_figures(ok, "dims", TC_DIMENSIONS),
        arg_sub=_figures(ok, "arg_sub", ARG_SUBDIMENSIONS),
        aspects=_figures(ok, "aspects", COH_ASPECTS),
    )


def by_spec(rows: list[RecordScores]) -> dict[str, list[RecordScores]]:
    out: dict[str, list[RecordScores]] = {}
    for r in rows:
        out.setdefault(r.spec, []).append(r)
    return out


def tier_comparison(rows: list[RecordScores], *, seed: int = 0) -> TierComparison:
    simple = [r for r in rows if r.tier == "simple"]
    complex_ = [r for r in rows if r.tier == "complex"]
    s_ok = [r for r in simple if r.scored]
    c_ok = [r for r in complex_ if r.scored]
    sb, cb = score_block(simple, seed=seed), score_block(complex_, seed=seed)
    return TierComparison(
        simple=sb, complex=cb,
        tc_diff=_flagged(difference_ci([r.tc for r in s_ok], [r.tc for r in c_ok], seed=seed), sb.tc, cb.tc),
        coh_diff=_flagged(difference_ci([r.coh for r in s_ok], [r.coh for r in c_ok], seed=seed), sb.coh, cb.coh),
    )


def _flagged(diff: Interval, a: Interval, b: Interval) -> Interval:
    """A difference of two means is no more informative than the less informative of them (a
    ceiling or too few records on either side)."""
    notes = [f"{side}: {iv.note}" for side, iv in (("simple", a), ("complex", b)) if not iv.informative]
    if not notes or diff.mean is None:
        return diff
    return diff.model_copy(update={"informative": False, "note": "; ".join(notes)})
