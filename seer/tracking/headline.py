"""The figures a user looks for first, from a run record's metrics: the MLflow run description
(`mlflow.note.content`, shown at the top of the run page), `summary.md` among the artifacts, and,
for a cross-judge run, the agreement lines printed in the terminal too. No MLflow import here."""

from __future__ import annotations

from typing import Any

from seer.run_record import RunRecord


def _f(metrics: dict[str, float], key: str, fmt: str = "{:.3f}") -> str | None:
    v = metrics.get(key)
    return None if v is None else fmt.format(v)


def _ci(metrics: dict[str, float], prefix: str, name: str) -> str | None:
    mean = _f(metrics, f"{prefix}/{name}_mean")
    if mean is None:
        return None
    low, high = _f(metrics, f"{prefix}/{name}_ci_low"), _f(metrics, f"{prefix}/{name}_ci_high")
    return f"{mean} [{low}, {high}]" if low is not None and high is not None else mean


def agreement_lines(metrics: dict[str, float], primary: str = "") -> list[str]:
    """One line per replication judge and score: shift with its CI, Pearson r, rank rho, Bland-Altman."""
    judges = sorted({k.split("/")[1] for k in metrics if k.startswith("agreement/") and k.endswith("/paired")})
    lines = []
    for judge in judges:
        p = f"agreement/{judge}"
        head = f"judge agreement, {judge} vs {primary or 'the primary judge'} ({_f(metrics, p + '/paired', '{:.0f}')} paired records)"
        lines.append(head)
        for score, label in (("tc", "TC"), ("coh", "Coh")):
            q = f"{p}/{score}"
            if f"{q}/shift_mean" not in metrics:
                continue
            parts = [f"shift {_ci(metrics, q, 'shift')}", f"r {_f(metrics, q + '/pearson_r') or 'n/a (a judge gives one constant score)'}",
                     f"rank rho {_f(metrics, q + '/rank_rho') or 'n/a'}",
                     f"Bland-Altman bias {_f(metrics, q + '/ba_bias', '{:+.3f}')} "
                     f"limits [{_f(metrics, q + '/ba_loa_low', '{:+.3f}')}, {_f(metrics, q + '/ba_loa_high', '{:+.3f}')}]"]
            lines.append(f"  {label}: " + ", ".join(parts))
    return lines


def _rows(record: RunRecord) -> list[tuple[str, str]]:
    m, tags = record.metrics, record.tags
    rows: list[tuple[str, Any]] = [  # the figures looked for first come first (the UI folds the rest)
        ("tool-call correctness (TC)", _ci(m, "overall", "tc")),
        ("coherence (Coh)", _ci(m, "overall", "coh")),
        ("agent partial score", _f(m, "agent/overall/partial_mean")),
        ("agent exact rate", _f(m, "agent/overall/exact_rate")),
        ("scenarios", _f(m, "overall/harness/scenarios", "{:.0f}")),
        ("made / planned", f"{m['run/made']:.0f} / {m['run/planned']:.0f}" if "run/planned" in m else None),
        ("status", f"{record.status}" + (f" ({tags['seer.status']})" if tags.get("seer.status") else "")),
        ("unscored", _f(m, "overall/unscored", "{:.0f}") or _f(m, "run/unscored", "{:.0f}")),
        ("discards", _f(m, "run/discards", "{:.0f}")),
        ("seconds", _f(m, "run/seconds", "{:.1f}")),
        ("model cost (USD)", _f(m, "llm.total.cost_usd", "{:.4f}")),
        ("specs", tags.get("seer.specs") or tags.get("specs")),
        ("engine", tags.get("seer.engine")), ("judge", tags.get("seer.judge")),
        ("agent", tags.get("agent")),
    ]
    return [(k, str(v)) for k, v in rows if v not in (None, "")]


def headline_markdown(record: RunRecord, name: str = "") -> str:
    lines = ["| figure | value |", "|---|---|"]
    lines += [f"| {k} | {v} |" for k, v in _rows(record)]
    agreement = agreement_lines(record.metrics, (record.tags.get("seer.judge") or "").split(",")[0])
    if agreement:
        lines += ["", "```", *agreement, "```"]
    lines += ["", f"Run folder: `{record.run_dir}`. Every figure is also a metric; the full report is "
                  "`report.md` among the artifacts."]
    return "\n".join(lines) + "\n"
