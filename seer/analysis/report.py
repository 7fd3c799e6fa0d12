"""Write a run's analysis: report.md (tables people read), tables/*.csv, plots/*.png, analysis.json.

    metrics = write_report(analysis, run_dir)   # the flat dict for MLflow
    print(format_summary(analysis))             # the end-of-run table
"""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any, Iterable

from seer.analysis.analyze import Analysis
from seer.analysis.metrics import analysis_metrics
from seer.analysis.stats import Interval


def _f(x: Any, digits: int = 3) -> str:
    if x is None:
        return "n/a"
    if isinstance(x, bool):
        return "yes" if x else "no"
    if isinstance(x, float):
        return f"{x:.{digits}f}"
    return str(x)


def _ci(iv: Interval) -> str:
    if iv.mean is None:
        return "n/a"
    flag = "" if iv.informative else f" (not informative: {iv.note})"  # seer.analysis.stats: resolution, n
    return f"{iv.mean:.3f} [{_f(iv.low)}, {_f(iv.high)}]{flag}"


def summary_rows(a: Analysis) -> list[dict[str, Any]]:
    """Per spec and overall: scenarios, records, TC and Coh with 95% CI, coverage, unscored."""
    rows = []
    for name, b in a.per_spec.items():
        cov = a.coverage.get(name, {})
        rows.append({"spec": name, "scenarios": cov.get("scenarios"), "records": b.records,
                     "tc": _ci(b.tc), "coh": _ci(b.coh), "coverage": _f(cov.get("coverage"), 2),
                     "unscored": b.unscored})
    o = a.overall
    rows.append({"spec": "ALL", "scenarios": a.coverage_overall.get("scenarios"), "records": o.records,
                 "tc": _ci(o.tc), "coh": _ci(o.coh), "coverage": "", "unscored": o.unscored})
    return rows


def _table(rows: list[dict[str, Any]]) -> str:
    if not rows:
        return "_(none)_\n"
    cols = list(rows[0])
    lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    lines += ["| " + " | ".join(_f(r.get(c)) for c in cols) + " |" for r in rows]
    return "\n".join(lines) + "\n"


def format_summary(a: Analysis) -> str:
    """A fixed-width table for the terminal."""
    rows = summary_rows(a)
    cols = list(rows[0])
    width = {c: max(len(c), *(len(_f(r[c])) for r in rows)) for c in cols}
    line = lambda r: "  ".join(_f(r[c]).ljust(width[c]) for c in cols)  # noqa: E731
    head = "  ".join(c.ljust(width[c]) for c in cols)
    return "\n".join([f"judge {a.primary_judge}, rule {a.rule}, 95% bootstrap CI", head,
                      "-" * len(head), *map(line, rows)])


def _write_csv(path: Path, rows: Iterable[dict[str, Any]]) -> None:
    rows = list(rows)
    path.parent.mkdir(parents=True, exist_ok=True)
    cols: list[str] = []
    for r in rows:
        cols += [k for k in r if k not in cols]
    with path.open("w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=cols)
        w.writeheader()
        w.writerows(rows)


def _tables(a: Analysis) -> dict[str, list[dict[str, Any]]]:
    def block(name, b):
        row = {"spec": name, "records": b.records, "scored": b.scored, "unscored": b.unscored,
               "tc_mean": b.tc.mean, "tc_ci_low": b.tc.low, "tc_ci_high": b.tc.high, "tc_median": b.tc_median,
               "tc_perfect_share": b.tc_perfect_share, "tc_under_half_share": b.tc_under_half_share,
               "coh_mean": b.coh.mean, "coh_ci_low": b.coh.low, "coh_ci_high": b.coh.high,
               "coh_median": b.coh_median, "coh_perfect_share": b.coh_perfect_share,
               "coh_under_half_share": b.coh_under_half_share, "argument_mean": b.argument_mean}
        for group in ("dims", "arg_sub", "aspects"):
            for d, fig in getattr(b, group).items():
                row[f"{d}_mean" if group != "arg_sub" else f"arg_{d}_mean"] = fig.mean
                row[f"{d}_perfect" if group != "arg_sub" else f"arg_{d}_perfect"] = fig.perfect_share
        return row

    tiers = []
    for name, t in [*a.tiers_per_spec.items(), ("ALL", a.tiers)]:
        tiers.append({"spec": name, "simple_n": t.simple.scored, "simple_tc": t.simple.tc.mean,
                      "simple_tc_low": t.simple.tc.low, "simple_tc_high": t.simple.tc.high,
                      "complex_n": t.complex.scored, "complex_tc": t.complex.tc.mean,
                      "complex_tc_low": t.complex.tc.low, "complex_tc_high": t.complex.tc.high,
                      "tc_diff": t.tc_diff.mean, "tc_diff_low": t.tc_diff.low, "tc_diff_high": t.tc_diff.high,
                      "simple_coh": t.simple.coh.mean, "complex_coh": t.complex.coh.mean,
                      "coh_diff": t.coh_diff.mean, "coh_diff_low": t.coh_diff.low, "coh_diff_high": t.coh_diff.high})
    corr = [{"level": lvl, "predictor": k.split("~")[0], "outcome": k.split("~")[1], **c.model_dump()}
            for lvl, cs in a.complexity.correlations.items() for k, c in cs.items()]
    fm = a.failures
    failures = ([{"kind": "dimension", "name": d, "failure_rate": f.failure_rate, "zero_rate": f.zero_rate, "n": f.n}
                 for d, f in fm.dims.items()]
                + [{"kind": "aspect", "name": d, "failure_rate": f.failure_rate, "zero_rate": f.zero_rate, "n": f.n}
                   for d, f in fm.aspects.items()]
                + [{"kind": "attributed", "name": k, "count": n} for k, n in fm.attributed.items()]
                + [{"kind": "label", "name": k, "count": n} for k, n in fm.labels.items()])
    out = {
        "per_spec": [block(n, b) for n, b in a.per_spec.items()] + [block("ALL", a.overall)],
        "tiers": tiers,
        "complexity_correlations": corr,
        "complexity_specs": [r.model_dump() for r in a.complexity.spec_rows],
        "complexity_tools": [r.model_dump() for r in a.complexity.tool_rows],
        "coverage": [{"spec": n, **c} for n, c in a.coverage.items()],
        "failures": failures,
        "clusters": [{"cluster": c.name, "specs": " vs ".join(c.specs),
                      **{f"{k}_diff": v for k, v in c.differences.items()}} for c in a.clusters],
        "records": [r.model_dump(include={"record_id", "spec", "tier", "kind", "turn", "judge", "scored",
                                          "unscored_reason", "tc", "coh", "argument", "failure"}) for r in a.records],
    }
    if a.agreement:
        out["agreement"] = [
            {"replication": j, "score": s, "n": getattr(ag, s).n, "primary_mean": getattr(ag, s).primary_mean,
             "replication_mean": getattr(ag, s).replication_mean, "shift": getattr(ag, s).shift.mean,
             "shift_low": getattr(ag, s).shift.low, "shift_high": getattr(ag, s).shift.high,
             "pearson_r": getattr(ag, s).record.pearson_r, "pearson_p": getattr(ag, s).record.pearson_p,
             "rank_rho": getattr(ag, s).ranking.spearman_rho, "ba_bias": getattr(ag, s).bland_altman.bias,
             "ba_loa_low": getattr(ag, s).bland_altman.loa_low, "ba_loa_high": getattr(ag, s).bland_altman.loa_high}
            for j, ag in a.agreement.items() for s in ("tc", "coh")]
    if a.sensitivity:
        out["sensitivity"] = [{"rule": r, "tc_mean": f.tc_mean, "coh_mean": f.coh_mean, "rank_rho_tc": f.rank_rho_tc,
                               "rank_rho_coh": f.rank_rho_coh, **{f"tc_{s}": v for s, v in f.spec_tc.items()}}
                              for r, f in a.sensitivity.rules.items()]
    return out


def write_report(a: Analysis, run_dir: str | Path, *, plots: bool = True) -> dict[str, float]:
    """Write report.md, tables/*.csv, plots/*.png and analysis.json under run_dir; return MLflow metrics."""
    from seer.analysis import plots as P
    from seer.analysis.markdown import render_markdown

    run_dir = Path(run_dir)
    run_dir.mkdir(parents=True, exist_ok=True)
    for name, rows in _tables(a).items():
        _write_csv(run_dir / "tables" / f"{name}.csv", rows)
    if plots:
        pdir = run_dir / "plots"
        pdir.mkdir(exist_ok=True)
        P.per_spec_plot(a, pdir / "per_spec.png")
        P.tier_plot(a, pdir / "tiers.png")
        P.complexity_plot(a, pdir / "complexity.png")
        for judge, ag in a.agreement.items():
            P.bland_altman_plot(ag, pdir / f"bland_altman_{_safe(judge)}.png")
    from seer.analysis.tool_cards import tool_cards_md

    from seer.spec.lint_output import report_section as lint_section  # where agents may stumble, per spec

    lint = lint_section(run_dir, a.complexity.tool_rows)
    (run_dir / "report.md").write_text(render_markdown(a) + tool_cards_md(run_dir) + lint, encoding="utf-8")
    (run_dir / "analysis.json").write_text(a.model_dump_json(indent=1), encoding="utf-8")
    return analysis_metrics(a)


def _safe(name: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in name)
