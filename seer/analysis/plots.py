"""PNG plots for the report (matplotlib, Agg backend, imported only when a plot is drawn)."""

from __future__ import annotations

from pathlib import Path

from seer.analysis.agreement import JudgeAgreement
from seer.analysis.analyze import Analysis


def _plt():
    import matplotlib

    matplotlib.use("Agg")  # no display; safe in workers and CI
    import matplotlib.pyplot as plt

    return plt


def _err(iv) -> tuple[float, float, float]:
    m = iv.mean if iv.mean is not None else float("nan")
    lo = m - iv.low if iv.low is not None else 0.0
    hi = iv.high - m if iv.high is not None else 0.0
    # a mean rounded to the judge's resolution (or one from few records) can sit a hair outside its
    # bootstrap interval; an error bar cannot be negative
    return m, max(lo, 0.0), max(hi, 0.0)


def _dodged(ax, names: list[str], series: list[tuple[str, list]]) -> None:
    """Two series of intervals per spec, side by side, on a 0-1 axis."""
    for offset, (label, intervals) in enumerate(series):
        vals = [_err(iv) for iv in intervals]
        xs = [i + (offset - 0.5) * 0.3 for i in range(len(names))]
        ax.errorbar(xs, [v[0] for v in vals], yerr=[[v[1] for v in vals], [v[2] for v in vals]],
                    fmt="o", capsize=4, label=label)
    ax.set_xticks(range(len(names)), names, rotation=30, ha="right")
    ax.set_ylim(0, 1.05)


def _save(fig, path: Path) -> Path:
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    _plt().close(fig)
    return path


def per_spec_plot(a: Analysis, path: Path) -> Path:
    plt = _plt()
    names = list(a.per_spec)
    fig, ax = plt.subplots(figsize=(max(5, 1.1 * len(names) + 2), 4))
    _dodged(ax, names, [(label, [getattr(a.per_spec[n], score) for n in names])
                        for score, label in (("tc", "TC"), ("coh", "Coh"))])
    ax.set_ylabel(f"score (0-1, {a.rule}), 95% bootstrap CI")
    ax.set_title(f"Per-spec quality ({a.primary_judge})")
    ax.legend()
    return _save(fig, path)


def tier_plot(a: Analysis, path: Path) -> Path:
    plt = _plt()
    names = list(a.tiers_per_spec)
    fig, axes = plt.subplots(1, 2, figsize=(max(8, 1.6 * len(names) + 3), 4), sharey=True)
    for ax, score in zip(axes, ("tc", "coh")):
        _dodged(ax, names, [(tier, [getattr(getattr(a.tiers_per_spec[n], tier), score) for n in names])
                            for tier in ("simple", "complex")])
        ax.set_title(score.upper() if score == "tc" else "Coh")
    axes[0].legend()
    fig.suptitle("Simple vs complex tier (95% CI)")
    return _save(fig, path)


def complexity_plot(a: Analysis, path: Path) -> Path:
    plt = _plt()
    rows = a.complexity.tool_rows
    fig, axes = plt.subplots(1, 2, figsize=(10, 4), sharey=True)
    for ax, pred in zip(axes, ("params", "optional_share")):
        for spec in sorted({r.spec for r in rows}):
            pts = [(r.__dict__[pred], r.tc) for r in rows if r.spec == spec and r.tc is not None]
            ax.scatter([p[0] for p in pts], [p[1] for p in pts], s=14, alpha=0.7, label=spec)
        c = a.complexity.correlations.get("tool", {}).get(f"{pred}~tc")
        r = f"r={c.pearson_r:.2f}" if c and c.pearson_r is not None else "r=n/a"
        ax.set_xlabel(f"{pred} (per tool)")
        ax.set_title(f"tool-level TC vs {pred} ({r})")
    axes[0].set_ylabel("mean TC of the tool's records")
    if rows:
        axes[1].legend(fontsize=7, loc="lower left")
    return _save(fig, path)


def bland_altman_plot(ag: JudgeAgreement, path: Path) -> Path:
    plt = _plt()
    fig, axes = plt.subplots(1, 2, figsize=(10, 4))
    for ax, score in zip(axes, ("tc", "coh")):
        s = getattr(ag, score)
        means = [(x + y) / 2 for x, y in zip(s.primary, s.replication)]
        diffs = [y - x for x, y in zip(s.primary, s.replication)]
        ax.scatter(means, diffs, s=12, alpha=0.6)
        ba = s.bland_altman
        lines = ((ba.bias, "-", "bias"), (ba.loa_low, "--", "-1.96 SD"), (ba.loa_high, ":", "+1.96 SD"))
        for value, style, label in lines:
            if value is not None:  # labelled in a legend: constant differences put all three lines on one y
                ax.axhline(value, linestyle=style, color="gray", label=f"{label} {value:+.3f}")
        if any(v is not None for v, _, _ in lines):
            ax.legend(fontsize=8, loc="best")
        ax.set_xlabel(f"mean of the two judges ({score.upper() if score == 'tc' else 'Coh'})")
        ax.set_ylabel(f"{ag.replication} - {ag.primary}")
        ax.set_title(f"Bland-Altman, {score.upper() if score == 'tc' else 'Coh'} (n={s.n})")
    return _save(fig, path)
