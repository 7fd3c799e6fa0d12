"""report.md: the analysis as readable tables (the CSV files hold every figure)."""

from __future__ import annotations

from seer.analysis.agreement import JudgeAgreement
from seer.analysis.analyze import Analysis
from seer.analysis.failures import argument_table_md
from seer.analysis.report import _ci, _f, _safe, _table, summary_rows


def _agreement_md(a: Analysis) -> list[str]:
    return [part for judge, ag in a.agreement.items() for part in agreement_md(judge, ag)]


def agreement_title(primary: str, replication: str) -> str:
    """The heading of a pair's agreement section (the calibration pool's section points to it)."""
    return f"Judge agreement: {primary} (primary) vs {replication} (replication)"


def agreement_md(judge: str, ag: JudgeAgreement, *, title: str | None = None, intro: str = "",
                 plot: str | None = None) -> list[str]:
    """One pair of judges' tables (also the calibration pool's: seer/calibrate/agreement.py)."""
    rows = []
    for score, label in (("tc", "TC"), ("coh", "Coh")):
        s = getattr(ag, score)
        ba = s.bland_altman
        rows.append({"score": label, "n": s.n, "primary": _f(s.primary_mean), "replication": _f(s.replication_mean),
                     "shift [95% CI]": _ci(s.shift), "pearson r [95% CI]": s.record.r_text(),
                     "p": _f(s.record.pearson_p, 4), "note": s.record.flag,
                     "rank rho [95% CI] (n specs)": f"{s.ranking.rho_text()} ({s.ranking.n})",
                     "rank note": s.ranking.flag,
                     "BA bias [LoA]": f"{_f(ba.bias)} [{_f(ba.loa_low)}, {_f(ba.loa_high)}]"})
    fails = []
    keys = sorted(set().union(*(set(ag.failures.get(w, {}).get("attributed", {})) for w in ("primary", "replication"))))
    for k in keys:
        fails.append({"attributed to": k, ag.primary: ag.failures["primary"]["attributed"].get(k, 0),
                      f"{ag.replication} (replication)": ag.failures["replication"]["attributed"].get(k, 0)})
    paper = sorted(set().union(*(set(ag.failures.get(w, {}).get("argument_attributed", {})) for w in ("primary", "replication"))))
    for k in paper:  # the paper's table: argument failures by their lowest sub-dimension
        fails.append({"attributed to": f"paper: {k}", ag.primary: ag.failures["primary"]["argument_attributed"].get(k, 0),
                      f"{ag.replication} (replication)": ag.failures["replication"]["argument_attributed"].get(k, 0)})
    for k in ag.failures.get("primary", {}).get("labels", {}):
        fails.append({"attributed to": f"label: {k}", ag.primary: ag.failures["primary"]["labels"].get(k, 0),
                      f"{ag.replication} (replication)": ag.failures["replication"]["labels"].get(k, 0)})
    title = title or agreement_title(ag.primary, judge)
    plot = plot or f"plots/bland_altman_{_safe(judge)}.png"
    return [f"\n## {title}\n", intro,
            f"{ag.paired} paired records, {ag.unpaired} unpaired or unscored by one judge. "
            f"Shift = replication - primary. Plot: {plot}\n", _table(rows),
            "\nA correlation is n/a when it is undefined (one judge's scores are constant, or fewer than 3 specs).\n",
            "\nFailure modes side by side:\n", _table(fails)]


def render_markdown(a: Analysis) -> str:
    o = a.overall
    parts = [f"# seer report\n\nJudge **{a.primary_judge}**, aggregation **{a.rule}**; "
             f"{o.records} judged records, {o.unscored} unscored (left out of means).\n",
             "\n## Summary (95% bootstrap CI)\n", _table(summary_rows(a))]
    if o.unscored:
        parts += ["\nUnscored reasons: " + ", ".join(f"{k} ({n})" for k, n in o.unscored_reasons.items()) + "\n"]
    parts += ["\n## Quality per spec\n", _table([
        {"spec": n, "TC median": b.tc_median, "TC perfect": b.tc_perfect_share, "TC < 0.5": b.tc_under_half_share,
         "Coh median": b.coh_median, "Coh perfect": b.coh_perfect_share, "argument": b.argument_mean,
         **{d: f.mean for d, f in b.dims.items()}} for n, b in [*a.per_spec.items(), ("ALL", o)]])]
    parts += ["\n## Tiers: simple vs complex (difference = complex - simple)\n", _table([
        {"spec": n, "simple TC": _ci(t.simple.tc), "complex TC": _ci(t.complex.tc), "TC diff": _ci(t.tc_diff),
         "simple Coh": _ci(t.simple.coh), "complex Coh": _ci(t.complex.coh), "Coh diff": _ci(t.coh_diff)}
        for n, t in [*a.tiers_per_spec.items(), ("ALL", a.tiers)]])]
    parts += ["\n## Schema complexity vs quality\n", _table([
        {"level": lvl, "predictor ~ outcome": k, "n": c.n, "pearson r [95% CI]": c.r_text(), "p": _f(c.pearson_p, 4),
         "spearman rho [95% CI]": c.rho_text(), "rho p": _f(c.spearman_p, 4), "note": c.flag}
        for lvl, cs in a.complexity.correlations.items() for k, c in cs.items()])]
    parts += ["\n## Coverage and diversity\n", _table([
        {"spec": n, **{k: c.get(k) for k in ("scenarios", "tools", "coverage", "gini", "tool_pairs", "categories",
                                             "multiturn_share_simple", "multiturn_share_complex", "unknown_call_rate")}}
        for n, c in a.coverage.items()]),
        f"\nCorpus: {a.coverage_overall.get('tool_pairs')} unique co-occurring tool pairs, "
        f"{a.coverage_overall.get('categories')} categories, unknown-call rate {_f(a.coverage_overall.get('unknown_call_rate'), 4)}.\n"]
    f = a.failures
    parts += ["\n## Failure modes\n", _table(
        [{"dimension": d, "failure rate": x.failure_rate, "zero rate": x.zero_rate} for d, x in f.dims.items()]
        + [{"dimension": f"coh: {d}", "failure rate": x.failure_rate, "zero rate": x.zero_rate} for d, x in f.aspects.items()]),
        "\nFailures attributed to their lowest sub-dimension: "
        + (", ".join(f"{k} {n}" for k, n in f.attributed.items()) or "none") + "\n",
        "\nCoherence issue labels: " + ", ".join(f"{k} {n}" for k, n in f.labels.items()) + "\n",
        f"\nTC vs Coh: record-level r = {f.tc_vs_coh_record.r_text()} (n={f.tc_vs_coh_record.n}) "
        f"{f.tc_vs_coh_record.flag}, tool-level r = {f.tc_vs_coh_tool.r_text()} (n={f.tc_vs_coh_tool.n}) "
        f"{f.tc_vs_coh_tool.flag}.\n", *argument_table_md(f)]
    if a.clusters:
        parts += ["\n## Spec clusters (difference = second - first, or range for 3+)\n", _table([
            {"cluster": c.name, "specs": " vs ".join(c.specs) + (f" (missing: {', '.join(c.missing)})" if c.missing else ""),
             **{f"{k} diff": v for k, v in c.differences.items()}} for c in a.clusters])]
    parts += _agreement_md(a)
    if a.sensitivity:
        s = a.sensitivity
        parts += [f"\n## Aggregation sensitivity (reference: {s.reference}; ordered arithmetic >= harmonic >= min: "
                  f"{_f(s.ordered)})\n", _table([
                      {"rule": r, "TC": x.tc_mean, "Coh": x.coh_mean,
                       "rank rho TC": " ".join(filter(None, [_f(x.rank_rho_tc), x.rank_note_tc])),
                       "rank rho Coh": " ".join(filter(None, [_f(x.rank_rho_coh), x.rank_note_coh])),
                       "complexity signs kept": sum(v for lvl in x.sign_kept.values() for v in lvl.values() if v is not None)}
                      for r, x in s.rules.items()])]
    parts += ["\nPlots: plots/per_spec.png, plots/tiers.png, plots/complexity.png. Tables: tables/*.csv.\n"]
    return "".join(parts)
