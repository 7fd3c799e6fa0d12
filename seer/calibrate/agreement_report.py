"""The report.md section, metrics, plot and JSON of the cross-judge agreement on known defects.

The agreement tables are the judge study's own renderer (seer.analysis.markdown.agreement_md) and
metric names (seer.analysis.metrics.agreement_metrics) under `agreement_defects/<judge>/...`; what
is added here says why there is a second agreement table and who detects which mutant.
"""

from __future__ import annotations

from pathlib import Path

from seer.analysis.markdown import agreement_md, agreement_title
from seer.analysis.metrics import _put, agreement_metrics, metric_key
from seer.analysis.report import _ci, _f, _safe, _table
from seer.calibrate.agreement import ClassAgreement, PoolAgreement, pool_agreement
from seer.calibrate.runner import Calibration

PREFIX = "agreement_defects"
JSON = "calibration_agreement.json"


def plot_path(p: PoolAgreement) -> str:
    return f"plots/bland_altman_defects_{_safe(p.replication)}.png"


def _pct(n: int, share: float | None) -> str:
    return "n/a" if share is None else f"{share:.1%} ({n})"


def _both_full(p: PoolAgreement) -> int:
    s = p.clean.tc
    return sum(a >= 1 - 1e-9 and b >= 1 - 1e-9 for a, b in zip(s.primary, s.replication))


def _intro(p: PoolAgreement, clean_section: bool) -> str:
    c = p.clean.tc
    why = (" At the ceiling an agreement figure cannot show whether two judges see the same defects." if c.record.flag
           else " A clean harness holds few defects, so that figure says little about whether the judges see the same ones.")
    means = _table([{"judge": j, "TC pool [95% CI]": _ci(m["pool"]["tc"]), "Coh pool [95% CI]": _ci(m["pool"]["coh"]),
                     "TC clean only": _ci(m["clean"]["tc"]), "Coh clean only": _ci(m["clean"]["coh"])}
                    for j, m in p.means.items()])
    where = ("Why a second agreement table: the \"Judge agreement\" section above pairs the judges on the clean harness "
             "only" if clean_section else "Why this table: on the clean harness alone")
    return (f"{where}, where {_both_full(p)} of {c.n} records score TC 1.000 with both judges (TC r there "
            f"{c.record.r_text()}, {'not informative: ' + c.record.note if c.record.flag else 'informative'}).{why} "
            f"This table pairs them on the calibration pool: the {p.clean_records} clean records plus the "
            f"{p.mutant_records} mutated records (one seeded defect each, on the mutated turn), where scores spread. "
            f"Read this one for whether the judges agree; its notes say where even the pool cannot tell. The pool's "
            f"per-spec means depend on each spec's share of mutants: its rank rho says whether the judges order the "
            f"specs alike on the same records, not which spec's harness is better.\n\n"
            f"Means per judge (95% bootstrap CI; a note flags a mean at the ceiling or on too few records):\n\n"
            f"{means}\n")


def class_table(p: PoolAgreement, margin: float) -> str:
    counts = ("mutants", "both", "neither", "only_primary", "only_replication")
    total = ClassAgreement(defect="all classes", dimension="", **{k: sum(getattr(c, k) for c in p.classes) for k in counts})
    rows = [{"defect class": c.defect, "dimension": c.dimension, "mutants": c.mutants,
             "both detect": _pct(c.both, c.share(c.both)), "neither": _pct(c.neither, c.share(c.neither)),
             f"only {p.primary}": _pct(c.only_primary, c.share(c.only_primary)),
             f"only {p.replication}": _pct(c.only_replication, c.share(c.only_replication)),
             "agree": _f(c.agree)} for c in [*p.classes, total]]
    return (f"\nDo the judges agree on which mutants are defects? Per class, the mutants both judges scored, by who "
            f"detects them (the class's dimension at least {margin:g} below the clean record, as in the calibration "
            f"table); agree = both + neither.\n\n" + _table(rows))


def section(p: PoolAgreement, margin: float, plot: str | None, clean_section: bool = True) -> str:
    """`clean_section`: report.md already holds the clean-harness agreement (a generation run; not task=calibrate)."""
    title = f"Judge agreement on known defects (calibration pool): {p.primary} (primary) vs {p.replication} (replication)"
    parts = agreement_md(p.replication, p.pool, title=title, intro=_intro(p, clean_section) + "\n", plot=plot or "none")
    return "".join(parts) + class_table(p, margin)


def metrics(studies: list[PoolAgreement]) -> dict[str, float]:
    out: dict[str, float] = {}
    for p in studies:
        agreement_metrics(out, p.replication, p.pool, prefix=PREFIX)
        base = metric_key(PREFIX, p.replication)
        _put(out, metric_key(base, "clean_records"), p.clean_records)
        _put(out, metric_key(base, "mutant_records"), p.mutant_records)
        for role, judge in (("primary", p.primary), ("replication", p.replication)):
            for score in ("tc", "coh"):
                iv = p.means[judge]["pool"][score]
                _put(out, metric_key(base, score, f"{role}_ci_low"), iv.low)
                _put(out, metric_key(base, score, f"{role}_ci_high"), iv.high)
                _put(out, metric_key(base, score, f"{role}_informative"), iv.informative)
        for c in p.classes:
            k = metric_key(base, "class", c.defect)
            _put(out, metric_key(k, "mutants"), c.mutants)
            for name in ("both", "neither", "only_primary", "only_replication"):
                _put(out, metric_key(k, name), c.share(getattr(c, name)))
            _put(out, metric_key(k, "agree"), c.agree)
    return out


def _clean_head(p: PoolAgreement) -> str:
    """The clean-harness agreement heading the judge study writes (seer.analysis.markdown.agreement_md)."""
    return f"## {agreement_title(p.primary, p.replication)}\n"


def link_from_clean(report: str, studies: list[PoolAgreement]) -> str:
    """report.md with a line under each clean-harness agreement heading that points to the pool's
    table (written later in the run, after the calibration): a reader meets the ceiling first."""
    for p in studies:
        head = _clean_head(p)
        flagged = " (it is at the ceiling here)" if p.clean.tc.record.flag else ""
        line = (f"The clean harness only{flagged}; the same figures on records with known defects: "
                f"\"Judge agreement on known defects\" below.\n")
        report = report.replace(head, head + line, 1)
    return report


def write_pool_agreement(cal: Calibration, run_dir: Path, *, rule: str, seed: int,
                         plot: bool = True) -> tuple[str, dict[str, float]]:
    """The study for every judge after the first (none with one judge): the report section's text,
    calibration_agreement.json, one Bland-Altman plot per pair, and a pointer to it from the clean
    agreement section of report.md; returns (section, metrics)."""
    studies = pool_agreement(cal, rule=rule, seed=seed)
    if not studies:
        return "", {}
    report = run_dir / "report.md"
    before = report.read_text(encoding="utf-8") if report.is_file() else ""
    linked = link_from_clean(before, studies)
    if linked != before:
        report.write_text(linked, encoding="utf-8")
    (run_dir / JSON).write_text("[" + ",\n".join(p.model_dump_json(indent=1) for p in studies) + "]\n",
                                encoding="utf-8")
    texts = []
    for p in studies:
        path = None
        if plot:
            from seer.analysis.plots import bland_altman_plot

            path = plot_path(p)
            (run_dir / path).parent.mkdir(parents=True, exist_ok=True)
            bland_altman_plot(p.pool, run_dir / path)
        texts.append(section(p, cal.margin, path, clean_section=_clean_head(p) in before))
    return "".join(texts), metrics(studies)
