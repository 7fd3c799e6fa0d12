"""The flat metrics dict for MLflow: `overall/tc_mean`, `spec/<name>/tc_ci_low`, `agreement/<judge>/tc/...`.

Keys are sanitised to MLflow's rules (alphanumerics, `_ - . / space`, at most 250 chars); values
that are None or not finite are left out (a missing figure is absent, not a zero).
"""

from __future__ import annotations

import math
import re
from typing import Any

from seer.analysis.agreement import JudgeAgreement
from seer.analysis.analyze import Analysis
from seer.analysis.stats import Correlation, Interval
from seer.analysis.summary import ScoreBlock, TierComparison

_BAD = re.compile(r"[^A-Za-z0-9_\-./ ]")
MAX_KEY = 250


def metric_key(*parts: str) -> str:
    key = "/".join(_BAD.sub("_", str(p)) for p in parts if p != "")
    return key[:MAX_KEY]


def _put(out: dict[str, float], key: str, value: Any) -> None:
    if isinstance(value, bool):
        value = float(value)
    if isinstance(value, (int, float)) and math.isfinite(float(value)):
        out[key] = float(value)


def _interval(out: dict[str, float], prefix: str, name: str, iv: Interval) -> None:
    _put(out, metric_key(prefix, f"{name}_mean"), iv.mean)
    _put(out, metric_key(prefix, f"{name}_ci_low"), iv.low)
    _put(out, metric_key(prefix, f"{name}_ci_high"), iv.high)


def _block(out: dict[str, float], prefix: str, b: ScoreBlock) -> None:
    _put(out, metric_key(prefix, "records"), b.records)
    _put(out, metric_key(prefix, "unscored"), b.unscored)
    for name in ("tc", "coh"):
        _interval(out, prefix, name, getattr(b, name))
        _put(out, metric_key(prefix, f"{name}_informative"), getattr(b, name).informative)  # 0: see report.md
        for stat in ("median", "perfect_share", "under_half_share"):
            _put(out, metric_key(prefix, f"{name}_{stat}"), getattr(b, f"{name}_{stat}"))
    _put(out, metric_key(prefix, "argument_mean"), b.argument_mean)
    for group in ("dims", "arg_sub", "aspects"):
        for dim, fig in getattr(b, group).items():
            _put(out, metric_key(prefix, group, f"{dim}_mean"), fig.mean)
            _put(out, metric_key(prefix, group, f"{dim}_perfect_share"), fig.perfect_share)


def _tiers(out: dict[str, float], prefix: str, t: TierComparison) -> None:
    for tier in ("simple", "complex"):
        b = getattr(t, tier)
        _interval(out, prefix, f"{tier}_tc", b.tc)
        _interval(out, prefix, f"{tier}_coh", b.coh)
    _interval(out, prefix, "tc_diff", t.tc_diff)
    _interval(out, prefix, "coh_diff", t.coh_diff)


def _correlation(out: dict[str, float], prefix: str, c: Correlation) -> None:
    """n, both coefficients with p and 95% interval, and whether the figure is informative (0/1)."""
    _put(out, metric_key(prefix, "n"), c.n)
    for stat in ("pearson_r", "pearson_p", "pearson_ci_low", "pearson_ci_high",
                 "spearman_rho", "spearman_p", "spearman_ci_low", "spearman_ci_high", "informative"):
        _put(out, metric_key(prefix, stat), getattr(c, stat))


def analysis_metrics(a: Analysis) -> dict[str, float]:
    out: dict[str, float] = {}
    _block(out, "overall", a.overall)
    _tiers(out, "tiers", a.tiers)
    for name, b in a.per_spec.items():
        _block(out, metric_key("spec", name), b)
        _tiers(out, metric_key("spec", name, "tiers"), a.tiers_per_spec[name])
    for name, cov in a.coverage.items():
        for k, v in cov.items():
            _put(out, metric_key("spec", name, "coverage" if k == "coverage" else f"harness/{k}"), v)
    for k, v in a.coverage_overall.items():
        _put(out, metric_key("overall", "harness", k), v)
    for level, cs in a.complexity.correlations.items():
        for pair, c in cs.items():
            _correlation(out, metric_key("complexity", level, pair.replace("~", "_vs_")), c)
    f = a.failures
    for group in ("dims", "aspects"):
        for dim, fig in getattr(f, group).items():
            _put(out, metric_key("failures", group, f"{dim}_failure_rate"), fig.failure_rate)
    for name, n in f.attributed.items():
        _put(out, metric_key("failures", "attributed", name), n)
    _put(out, "failures/argument_failed", f.argument_failed)
    for name, n in f.argument_attributed.items():  # the paper's table
        _put(out, metric_key("failures", "argument_attributed", name), n)
    for name, n in f.labels.items():
        _put(out, metric_key("failures", "labels", name), n)
    for level, c in (("record", f.tc_vs_coh_record), ("tool", f.tc_vs_coh_tool)):
        _put(out, metric_key("failures", f"tc_vs_coh_{level}_r"), c.pearson_r)
        _put(out, metric_key("failures", f"tc_vs_coh_{level}_p"), c.pearson_p)
    for cl in a.clusters:
        for k, v in cl.differences.items():
            _put(out, metric_key("cluster", cl.name, f"{k}_diff"), v)
    for judge, ag in a.agreement.items():
        agreement_metrics(out, judge, ag)
    if a.sensitivity:
        for rule, fig in a.sensitivity.rules.items():
            p = metric_key("sensitivity", rule)
            _put(out, metric_key(p, "tc_mean"), fig.tc_mean)
            _put(out, metric_key(p, "coh_mean"), fig.coh_mean)
            _put(out, metric_key(p, "rank_rho_tc"), fig.rank_rho_tc)
            _put(out, metric_key(p, "rank_rho_coh"), fig.rank_rho_coh)
            for spec, v in fig.spec_tc.items():
                _put(out, metric_key(p, "spec", spec, "tc_mean"), v)
            kept = [k for lvl in fig.sign_kept.values() for k in lvl.values() if k is not None]
            if kept:
                _put(out, metric_key(p, "complexity_signs_kept_share"), sum(kept) / len(kept))
        _put(out, "sensitivity/ordered", a.sensitivity.ordered)
    return out


def agreement_metrics(out: dict[str, float], judge: str, ag: JudgeAgreement, prefix: str = "agreement") -> None:
    """One pair of judges' figures under `<prefix>/<judge>/...` (also the calibration pool's,
    `agreement_defects/...`: seer/calibrate/agreement.py)."""
    _put(out, metric_key(prefix, judge, "paired"), ag.paired)
    for score in ("tc", "coh"):
        s = getattr(ag, score)
        p = metric_key(prefix, judge, score)
        _put(out, metric_key(p, "primary_mean"), s.primary_mean)
        _put(out, metric_key(p, "replication_mean"), s.replication_mean)
        _interval(out, p, "shift", s.shift)
        _put(out, metric_key(p, "pearson_r"), s.record.pearson_r)
        _put(out, metric_key(p, "pearson_p"), s.record.pearson_p)
        _put(out, metric_key(p, "rank_rho"), s.ranking.spearman_rho)
        _put(out, metric_key(p, "rank_rho_ci_low"), s.ranking.spearman_ci_low)
        _put(out, metric_key(p, "rank_rho_ci_high"), s.ranking.spearman_ci_high)
        _put(out, metric_key(p, "rank_n"), s.ranking.n)
        _put(out, metric_key(p, "rank_informative"), s.ranking.informative)
        _put(out, metric_key(p, "pearson_ci_low"), s.record.pearson_ci_low)
        _put(out, metric_key(p, "pearson_ci_high"), s.record.pearson_ci_high)
        _put(out, metric_key(p, "pearson_informative"), s.record.informative)
        _put(out, metric_key(p, "ba_bias"), s.bland_altman.bias)
        _put(out, metric_key(p, "ba_sd"), s.bland_altman.sd)
        _put(out, metric_key(p, "ba_loa_low"), s.bland_altman.loa_low)
        _put(out, metric_key(p, "ba_loa_high"), s.bland_altman.loa_high)
        for spec, v in s.spec_primary.items():
            _put(out, metric_key(prefix, judge, "spec", spec, f"{score}_primary"), v)
        for spec, v in s.spec_replication.items():
            _put(out, metric_key(prefix, judge, "spec", spec, f"{score}_replication"), v)
