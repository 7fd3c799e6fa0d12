"""Judge agreement (cross_judge): two judges over the same records, separately for TC and Coh.

Records are paired by record_id; a pair counts only when both judges scored it (the unpaired and
unscored are counted). Figures: mean shift (replication - primary) with a bootstrap interval,
paired Pearson r, Spearman rho of the per-spec ranking (means at the report's resolution first, so
float noise breaks no tie), each with n, a 95% interval and a not-informative note where it applies,
Bland-Altman bias and limits, and the failure-mode counts of each judge side by side.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from seer.analysis.failures import failure_modes
from seer.analysis.scores import RecordScores
from seer.analysis.stats import (MIN_N_RANKING, BlandAltman, Correlation, Interval, bland_altman, correlate,
                                 paired_shift)


class ScoreAgreement(BaseModel):
    n: int
    primary_mean: float | None
    replication_mean: float | None
    shift: Interval  # replication - primary
    record: Correlation  # paired, record level
    ranking: Correlation  # per-spec means; spearman_rho is the ranking agreement
    bland_altman: BlandAltman
    spec_primary: dict[str, float] = Field(default_factory=dict)  # per-spec means over the paired records
    spec_replication: dict[str, float] = Field(default_factory=dict)
    # kept for the plot, not for the tables
    primary: list[float] = Field(default_factory=list, exclude=True)
    replication: list[float] = Field(default_factory=list, exclude=True)


class JudgeAgreement(BaseModel):
    primary: str
    replication: str
    paired: int
    unpaired: int  # records only one judge has, or one judge left unscored
    tc: ScoreAgreement
    coh: ScoreAgreement
    failures: dict[str, dict[str, dict[str, int]]] = Field(default_factory=dict)  # primary|replication -> kind -> name -> count


def _score_agreement(pairs: list[tuple[RecordScores, RecordScores]], attr: str, seed: int) -> ScoreAgreement:
    both = [(a, b) for a, b in pairs if getattr(a, attr) is not None and getattr(b, attr) is not None]
    xa = [getattr(a, attr) for a, _ in both]
    xb = [getattr(b, attr) for _, b in both]
    specs = sorted({a.spec for a, _ in both})

    def spec_mean(rows: list[RecordScores], spec: str) -> float:
        v = [getattr(r, attr) for r in rows if r.spec == spec]
        return sum(v) / len(v)

    ra = [spec_mean([a for a, _ in both], s) for s in specs]
    rb = [spec_mean([b for _, b in both], s) for s in specs]
    return ScoreAgreement(
        n=len(both),
        primary_mean=sum(xa) / len(xa) if xa else None,
        replication_mean=sum(xb) / len(xb) if xb else None,
        shift=paired_shift(xa, xb, seed=seed), record=correlate(xa, xb, seed=seed),
        ranking=correlate(ra, rb, seed=seed, min_n=MIN_N_RANKING),  # per-spec means at resolution, then ranked
        bland_altman=bland_altman(xa, xb), spec_primary=dict(zip(specs, ra)), spec_replication=dict(zip(specs, rb)),
        primary=xa, replication=xb,
    )


def _counts(rows: list[RecordScores]) -> dict[str, dict[str, int]]:
    fm = failure_modes(rows)
    ok = [r for r in rows if r.scored]
    below = {d: sum(1 for r in ok if d in r.dims and r.dims[d] < 1 - 1e-9) for d in fm.dims}
    return {"dimension_failures": below, "attributed": fm.attributed, "labels": fm.labels,
            "argument_attributed": fm.argument_attributed}  # the paper's table, per judge


def judge_agreement(primary: list[RecordScores], replication: list[RecordScores], *, seed: int = 0) -> JudgeAgreement:
    a_by_id = {r.record_id: r for r in primary if r.scored}
    b_by_id = {r.record_id: r for r in replication if r.scored}
    common = sorted(a_by_id.keys() & b_by_id.keys())
    pairs = [(a_by_id[i], b_by_id[i]) for i in common]
    all_ids = {r.record_id for r in primary} | {r.record_id for r in replication}
    pa = pairs[0][0].judge if pairs else (primary[0].judge if primary else "primary")
    pb = pairs[0][1].judge if pairs else (replication[0].judge if replication else "replication")
    return JudgeAgreement(
        primary=pa, replication=pb, paired=len(pairs), unpaired=len(all_ids) - len(pairs),
        tc=_score_agreement(pairs, "tc", seed), coh=_score_agreement(pairs, "coh", seed),
        failures={"primary": _counts([a for a, _ in pairs]), "replication": _counts([b for _, b in pairs])},
    )
