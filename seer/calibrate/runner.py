"""Judge clean and mutated records and measure each judge per defect class.

Detection: on the mutated turn's record, the class's dimension (a TC dimension on 0-1, or
coherence: the arithmetic mean of the five aspects on 0-1) is at least `margin` below the same
record judged clean. A false alarm: a clean record with some dimension at least `margin` below
full (clean records of a correct engine have no defect to find).
"""

from __future__ import annotations

from typing import Iterable, Sequence

from pydantic import BaseModel, Field

from seer.calibrate.mutants import DIMENSIONS, defect_classes, mutants
from seer.harness.model import Scenario
from seer.judge.aggregate import coh_score
from seer.judge.model import Judgment, normalized_tool_call
from seer.spec.model import Spec


class MutantResult(BaseModel):
    judge: str
    spec: str
    defect: str
    dimension: str
    record_id: str
    note: str
    clean: float | None
    mutated: float | None
    drop: float | None
    detected: bool | None  # None: a record was unscored
    reasons: dict[str, str] = Field(default_factory=dict)  # the mutated record's reasons


class ClassResult(BaseModel):
    judge: str
    defect: str
    dimension: str
    what: str
    mutants: int
    scored: int
    detected: int
    detection: float | None
    mean_drop: float | None
    false_alarms: float | None  # share of clean records already `margin` below full on this dimension
    # missed mutants whose clean record is already `margin` below full on the class's dimension: the
    # judge's verdict on the clean record (a false alarm, or an engine defect) left no room to drop
    masked: int = 0
    records: int = 0  # distinct clean records the scored mutants came from (a rare class has several each)
    lower: float | None = None  # the Wilson interval of `detection` at Calibration.confidence
    upper: float | None = None


class JudgeCalibration(BaseModel):
    judge: str
    clean_records: int
    clean_scored: int
    clean_flagged: int
    false_alarms: float | None
    classes: list[ClassResult]
    false_alarms_lower: float | None = None  # its Wilson interval at Calibration.confidence
    false_alarms_upper: float | None = None
    # spec -> [flagged, scored] clean records: a gate may hold the false alarms to some specs only
    flagged_by_spec: dict[str, list[int]] = Field(default_factory=dict)


class Calibration(BaseModel):
    margin: float
    seed: int
    confidence: float = 0.95
    specs: list[str]
    judges: list[JudgeCalibration]
    results: list[MutantResult]
    # judge -> its judgments of the clean records and of each mutant's defective turn: the pool the
    # cross-judge agreement on known defects pairs by record id (seer/calibrate/agreement.py); not saved
    pool: dict[str, list[Judgment]] = Field(default_factory=dict, exclude=True)


def dimension_scores(j: Judgment) -> dict[str, float] | None:
    """The five calibrated dimensions of a record on 0-1; None when unscored."""
    if not j.scored or j.tool_call is None:
        return None
    out = dict(normalized_tool_call(j))
    coh = coh_score(j, "arithmetic")
    out["coherence"] = 1.0 if coh is None else coh
    return out


def masked(results: Sequence[MutantResult], margin: float) -> int:
    """Missed mutants made on a clean record the judge already scores `margin` below full on the
    mutant's dimension: look at that clean record first (calibration.jsonl has both)."""
    return sum(r.detected is False and r.clean is not None and 1.0 - r.clean >= margin - 1e-9 for r in results)


def _judged(judge, spec: Spec, scenarios: Sequence[Scenario]) -> dict[str, Judgment]:
    return {j.record_id: j for j in judge.judge(spec, list(scenarios))}


def calibrate(harnesses: Iterable[tuple[Spec, Sequence[Scenario]]], judges: Sequence, seed: int = 0,
              margin: float = 0.05, per_class: int | None = None, classes: Iterable[str] | None = None,
              min_mutants: int = 0, per_record: int = 1, confidence: float = 0.95,
              extra: Iterable[tuple[Spec, Sequence[Scenario]]] = ()) -> Calibration:
    """A class with fewer than `min_mutants` mutants over `harnesses` is topped up: first with the
    mutants of `extra` records (more harnesses, e.g. other seeds: independent records; only their
    mutants' sources are judged clean, and they are no part of the false alarms), then, still short,
    with more distinct mutants of each record that offers it (at most `per_record`, mutants()).
    `confidence`: of the Wilson intervals reported beside each rate (seer/calibrate/bounds.py)."""
    from seer.calibrate.bounds import wilson

    classes = list(classes) if classes else None
    results: list[MutantResult] = []
    clean_dims: dict[str, list[dict[str, float] | None]] = {j.name: [] for j in judges}
    by_spec: dict[str, dict[str, list[int]]] = {j.name: {} for j in judges}
    spec_names = []
    made: dict[str, int] = {}
    pool: dict[str, list[Judgment]] = {j.name: [] for j in judges}
    harnesses = [(spec, list(scenarios)) for spec, scenarios in harnesses]
    made_by_spec = [list(mutants(spec, scs, seed=seed, per_class=per_class, classes=classes)) for spec, scs in harnesses]
    for m in (m for ms in made_by_spec for m in ms):
        made[m.defect] = made.get(m.defect, 0) + 1
    units = [(spec, scs, ms, True) for (spec, scs), ms in zip(harnesses, made_by_spec)]
    # a class rare over all the harnesses: the extra records' mutants of it, then more of each record
    short = [c for c in (classes or defect_classes()) if made.get(c, 0) < min_mutants]
    if short and per_class is None:
        have = {(spec.name, s.id) for spec, scs in harnesses for s in scs}
        for spec, scs in extra:
            scs = [s for s in scs if (spec.name, s.id) not in have]  # the same record twice is no more data
            ms = list(mutants(spec, scs, seed=seed, classes=short))
            for m in ms:
                made[m.defect] = made.get(m.defect, 0) + 1
            if ms:
                src = {m.source_id for m in ms}
                units.append((spec, [s for s in scs if s.id in src], ms, False))
        short = [c for c in short if made.get(c, 0) < min_mutants]
    if short and per_class is None and per_record > 1:
        for ms, (spec, scs) in zip(made_by_spec, harnesses):
            have = {m.scenario.id for m in ms}
            ms += [m for m in mutants(spec, scs, seed=seed, classes=short, min_mutants=10**9, per_record=per_record)
                   if m.scenario.id not in have]
    for spec, scenarios, ms, own in units:
        if own:
            spec_names.append(spec.name)
        for judge in judges:
            clean = _judged(judge, spec, scenarios)
            if own:  # the false alarms are those of the harnesses calibrated, not of the extra records
                dims = [d for j in clean.values() if (d := dimension_scores(j)) is not None]
                clean_dims[judge.name] += [dimension_scores(j) for j in clean.values()]
                counts = by_spec[judge.name].setdefault(spec.name, [0, 0])
                counts[0] += sum(_flagged(d, margin) for d in dims)
                counts[1] += len(dims)
            pool[judge.name] += clean.values()
            if hasattr(judge, "judge_records"):  # a judge paid per record: the defective turns only
                mutated = {j.record_id: j for j in judge.judge_records(spec, [(m.scenario, m.turn) for m in ms])}
            else:
                mutated = _judged(judge, spec, [m.scenario for m in ms])
            for m in ms:
                c = clean.get(f"{m.source_id}#{m.turn}")
                x = mutated.get(f"{m.scenario.id}#{m.turn}")
                cd = dimension_scores(c) if c else None
                xd = dimension_scores(x) if x else None
                cv = cd[m.dimension] if cd else None
                xv = xd[m.dimension] if xd else None
                if x is not None:
                    pool[judge.name].append(x)
                drop = None if cv is None or xv is None else round(cv - xv, 6)
                results.append(MutantResult(
                    judge=judge.name, spec=spec.name, defect=m.defect, dimension=m.dimension,
                    record_id=f"{m.scenario.id}#{m.turn}", note=m.note, clean=cv, mutated=xv, drop=drop,
                    detected=None if drop is None else drop >= margin - 1e-9, reasons=dict(x.reasons) if x else {}))
    known = defect_classes()
    names = classes or list(known)
    per_judge = []
    for judge in judges:
        dims = [d for d in clean_dims[judge.name] if d is not None]
        flagged = sum(_flagged(d, margin) for d in dims)
        rows = []
        for name in names:
            rs = [r for r in results if r.judge == judge.name and r.defect == name]
            scored = [r for r in rs if r.drop is not None]
            dim = known[name].dimension
            hit = sum(bool(r.detected) for r in scored)
            ci = wilson(hit, len(scored), confidence)
            rows.append(ClassResult(
                judge=judge.name, defect=name, dimension=dim, what=known[name].what, mutants=len(rs),
                scored=len(scored), detected=sum(bool(r.detected) for r in scored),
                detection=(sum(bool(r.detected) for r in scored) / len(scored)) if scored else None,
                mean_drop=(sum(r.drop for r in scored) / len(scored)) if scored else None, masked=masked(scored, margin),
                false_alarms=(sum(1.0 - d[dim] >= margin - 1e-9 for d in dims) / len(dims)) if dims else None,
                records=len({(r.spec, r.record_id.split("~")[0]) for r in scored}),
                lower=ci and ci[0], upper=ci and ci[1]))
        fa = wilson(flagged, len(dims), confidence)
        per_judge.append(JudgeCalibration(
            judge=judge.name, clean_records=len(clean_dims[judge.name]), clean_scored=len(dims), clean_flagged=flagged,
            false_alarms=(flagged / len(dims)) if dims else None, classes=rows,
            false_alarms_lower=fa and fa[0], false_alarms_upper=fa and fa[1], flagged_by_spec=by_spec[judge.name]))
    return Calibration(margin=margin, seed=seed, confidence=confidence, specs=spec_names, judges=per_judge,
                       results=results, pool=pool)


def _flagged(d: dict[str, float], margin: float) -> bool:
    """A clean record with some dimension `margin` below full: a false alarm (or an engine defect)."""
    return any(1.0 - d[k] >= margin - 1e-9 for k in DIMENSIONS)
