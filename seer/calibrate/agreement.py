"""Cross-judge agreement on known defects: the judge study run on the calibration's pool.

A near-correct engine's clean harness is ceiling data (nearly every record at full marks), so the
judge agreement on it (seer.analysis.agreement) has nothing to separate two judges with. The
calibration has already judged, with every judge of the run, the clean records and one defective
record per mutant (the mutated turn). On that pool the scores spread, and the same study (shift,
record-level r, per-spec rank rho, Bland-Altman, with their resolution flags) says whether the
judges agree where there is something to find. Per defect class: do the two judges flag the same
mutants as defects (both, neither, only one)? Detection is the calibration's own (drop >= margin).
"""

from __future__ import annotations

from pydantic import BaseModel

from seer.analysis.agreement import JudgeAgreement, judge_agreement
from seer.analysis.scores import RecordScores, record_scores
from seer.analysis.stats import Interval, bootstrap_ci
from seer.calibrate.runner import Calibration


class ClassAgreement(BaseModel):
    defect: str
    dimension: str
    mutants: int  # scored by both judges (the others are left out)
    both: int  # detected by both judges
    neither: int
    only_primary: int
    only_replication: int

    def share(self, n: int) -> float | None:
        return n / self.mutants if self.mutants else None

    @property
    def agree(self) -> float | None:
        """Share of mutants the two judges call the same way (both detect it, or neither does)."""
        return self.share(self.both + self.neither)


class PoolAgreement(BaseModel):
    primary: str
    replication: str
    clean_records: int  # records of the clean harness in the pool (per judge)
    mutant_records: int  # mutated records in the pool (per judge)
    pool: JudgeAgreement  # clean + mutated records, paired by record id
    clean: JudgeAgreement  # the clean records alone: the ceiling the pool is read against
    # judge -> "pool"|"clean" -> "tc"|"coh" -> the mean with its interval and resolution flag
    means: dict[str, dict[str, dict[str, Interval]]]
    classes: list[ClassAgreement]


def _means(rows: list[RecordScores], seed: int) -> dict[str, Interval]:
    ok = [r for r in rows if r.scored]
    return {s: bootstrap_ci([getattr(r, s) for r in ok], seed=seed) for s in ("tc", "coh")}


def class_agreement(cal: Calibration, primary: str, replication: str) -> list[ClassAgreement]:
    """Per defect class (the calibration's order), the mutants both judges scored, by who detected them."""
    calls: dict[str, dict[tuple[str, str], bool]] = {primary: {}, replication: {}}
    for r in cal.results:
        if r.judge in calls and r.detected is not None:
            calls[r.judge][(r.defect, r.record_id)] = r.detected
    a, b = calls[primary], calls[replication]
    out = []
    for c in cal.judges[0].classes if cal.judges else []:
        keys = sorted(k for k in a.keys() & b.keys() if k[0] == c.defect)
        pairs = [(a[k], b[k]) for k in keys]
        out.append(ClassAgreement(
            defect=c.defect, dimension=c.dimension, mutants=len(pairs),
            both=sum(x and y for x, y in pairs), neither=sum(not x and not y for x, y in pairs),
            only_primary=sum(x and not y for x, y in pairs), only_replication=sum(y and not x for x, y in pairs)))
    return out


def pool_agreement(cal: Calibration, *, rule: str = "arithmetic", seed: int = 0) -> list[PoolAgreement]:
    """The first judge of the calibration against each other one, on its pool (needs two judges)."""
    names = [j.judge for j in cal.judges]
    if len(names) < 2:
        return []
    mutated = {r.record_id for r in cal.results}
    rows = {n: record_scores(cal.pool.get(n, []), rule) for n in names}
    clean = {n: [r for r in rows[n] if r.record_id not in mutated] for n in names}
    primary = names[0]
    out = []
    for other in names[1:]:
        out.append(PoolAgreement(
            primary=primary, replication=other,
            clean_records=len(clean[primary]), mutant_records=len(rows[primary]) - len(clean[primary]),
            pool=judge_agreement(rows[primary], rows[other], seed=seed),
            clean=judge_agreement(clean[primary], clean[other], seed=seed),
            means={n: {"pool": _means(rows[n], seed), "clean": _means(clean[n], seed)} for n in (primary, other)},
            classes=class_agreement(cal, primary, other)))
    return out
