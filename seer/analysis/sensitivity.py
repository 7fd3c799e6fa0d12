"""Aggregation sensitivity: the same stored judgments under several rules (no judge call).

Reports corpus and per-spec means per rule, per-spec ranking stability (Spearman rho against the
reference rule, arithmetic by default), and whether each schema-complexity correlation keeps the
sign it has under the reference rule.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from seer.analysis.complexity import complexity_study
from seer.analysis.scores import record_scores
from seer.analysis.stats import MIN_N_RANKING, correlate
from seer.judge.model import Judgment
from seer.spec.model import Spec

RULES = ("arithmetic", "harmonic", "min")


class RuleFigures(BaseModel):
    tc_mean: float | None
    coh_mean: float | None
    spec_tc: dict[str, float | None] = Field(default_factory=dict)
    spec_coh: dict[str, float | None] = Field(default_factory=dict)
    rank_rho_tc: float | None = None  # Spearman rho of per-spec TC against the reference rule
    rank_rho_coh: float | None = None
    rank_note_tc: str = ""  # "not informative (...)" when the per-spec means cannot rank (ceiling, few specs)
    rank_note_coh: str = ""
    # level -> "predictor~outcome" -> Pearson r, and whether its sign matches the reference rule
    complexity_r: dict[str, dict[str, float | None]] = Field(default_factory=dict)
    sign_kept: dict[str, dict[str, bool | None]] = Field(default_factory=dict)


class Sensitivity(BaseModel):
    reference: str
    rules: dict[str, RuleFigures]
    ordered: bool | None = None  # arithmetic >= harmonic >= min on the corpus and on every spec


def _mean(v: list[float | None]) -> float | None:
    x = [a for a in v if a is not None]
    return sum(x) / len(x) if x else None


def _sign(x: float | None) -> int | None:
    return None if x is None or x == 0 else (1 if x > 0 else -1)


def aggregation_sensitivity(specs: list[Spec], judgments: list[Judgment], rules=RULES,
                            reference: str = "arithmetic") -> Sensitivity:
    rules = list(dict.fromkeys([reference, *rules]))
    out: dict[str, RuleFigures] = {}
    for rule in rules:
        rows = [r for r in record_scores(judgments, rule, light=True) if r.scored]
        names = sorted({r.spec for r in rows})
        study = complexity_study(specs, rows)
        out[rule] = RuleFigures(
            tc_mean=_mean([r.tc for r in rows]), coh_mean=_mean([r.coh for r in rows]),
            spec_tc={s: _mean([r.tc for r in rows if r.spec == s]) for s in names},
            spec_coh={s: _mean([r.coh for r in rows if r.spec == s]) for s in names},
            complexity_r={lvl: {k: c.pearson_r for k, c in cs.items()} for lvl, cs in study.correlations.items()},
        )
    ref = out[reference]
    for fig in out.values():
        names = sorted(ref.spec_tc)
        tc = correlate([ref.spec_tc[s] for s in names], [fig.spec_tc.get(s) for s in names], min_n=MIN_N_RANKING)
        coh = correlate([ref.spec_coh[s] for s in names], [fig.spec_coh.get(s) for s in names], min_n=MIN_N_RANKING)
        fig.rank_rho_tc, fig.rank_note_tc = tc.spearman_rho, tc.flag
        fig.rank_rho_coh, fig.rank_note_coh = coh.spearman_rho, coh.flag
        fig.sign_kept = {lvl: {k: (None if _sign(r) is None or _sign(ref.complexity_r[lvl].get(k)) is None
                                   else _sign(r) == _sign(ref.complexity_r[lvl].get(k)))
                               for k, r in cs.items()} for lvl, cs in fig.complexity_r.items()}
    ordered = None
    if all(r in out for r in RULES):
        eps = 1e-9
        a, h, m = (out[r] for r in RULES)
        checks = [(a.tc_mean, h.tc_mean, m.tc_mean)] + [(a.spec_tc[s], h.spec_tc.get(s), m.spec_tc.get(s)) for s in a.spec_tc]
        ordered = all(x is None or y is None or z is None or (x + eps >= y and y + eps >= z) for x, y, z in checks)
    return Sensitivity(reference=reference, rules=out, ordered=ordered)
