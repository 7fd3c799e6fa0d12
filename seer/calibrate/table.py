"""The calibration's report section (markdown), its MLflow metrics and its plot."""

from __future__ import annotations

from pathlib import Path

from seer.analysis.metrics import metric_key
from seer.calibrate.mutants import DIMENSIONS
from seer.calibrate.runner import Calibration


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.1%}"


def calibration_table(cal: Calibration, target: float = 0.9, false_alarm_target: float = 0.05) -> str:
    """One row per defect class, two columns per judge (detection with its count, mean drop), then
    the false alarms on clean records: per dimension and for any dimension."""
    judges = [j.judge for j in cal.judges]
    head = ["defect class", "dimension", *[f"{j}: {h}" for j in judges for h in ("detected", "mean drop")]]
    rows = []
    for k, first in enumerate(cal.judges[0].classes if cal.judges else []):
        cells = [f"{first.defect} ({first.what})", first.dimension]
        for jc in cal.judges:
            c = jc.classes[k]
            mark = "" if c.detection is None or c.detection >= target else " ✗"
            hid = f" ({c.masked} missed on a clean record already flagged)" if c.masked else ""
            cells += [f"{_pct(c.detection)} of {c.scored}{mark}{hid}", "n/a" if c.mean_drop is None else f"{c.mean_drop:.3f}"]
        rows.append(cells)
    for dim in DIMENSIONS:
        cells = [f"false alarms: {dim}", dim]
        for jc in cal.judges:
            fa = next((c.false_alarms for c in jc.classes if c.dimension == dim), None)
            cells += [_pct(fa), ""]
        rows.append(cells)
    cells = ["false alarms: any dimension", "all"]
    for jc in cal.judges:
        mark = "" if jc.false_alarms is None or jc.false_alarms <= false_alarm_target else " ✗"
        cells += [f"{_pct(jc.false_alarms)} of {jc.clean_scored}{mark}", ""]
    rows.append(cells)
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def report_section(cal: Calibration, plot: str | None = None, target: float = 0.9, false_alarm_target: float = 0.05) -> str:
    n = len({(r.defect, r.record_id) for r in cal.results})
    text = [
        "## Judge calibration (known defects)",
        "",
        f"Seeded mutants of the harness (seed {cal.seed}, {n} mutated records over {len(cal.specs)} spec(s)), each "
        f"with one known defect, judged beside the clean records. Detected: the defect's dimension "
        f"(TC dimension on 0-1, or the mean coherence on 0-1) is at least {cal.margin:g} below the same record "
        f"judged clean. False alarm: a clean record with a dimension at least {cal.margin:g} below full "
        f"(a clean record of a correct engine has nothing to find; some flagged ones may be real engine defects: "
        f"see calibration.jsonl). ✗: detection below {target:.0%} or false alarms above {false_alarm_target:.0%}.",
        "",
        calibration_table(cal, target, false_alarm_target),
    ]
    if plot:
        text += ["", f"![detection per defect class]({plot})"]
    return "\n".join(text) + "\n"


def calibration_metrics(cal: Calibration) -> dict[str, float]:
    out: dict[str, float] = {}
    for jc in cal.judges:
        if jc.false_alarms is not None:
            out[metric_key("calibration", jc.judge, "false_alarms")] = jc.false_alarms
        dets = [c.detection for c in jc.classes if c.detection is not None]
        if dets:
            out[metric_key("calibration", jc.judge, "min_detection")] = min(dets)
            out[metric_key("calibration", jc.judge, "mean_detection")] = sum(dets) / len(dets)
        for c in jc.classes:
            out[metric_key("calibration", jc.judge, c.defect, "mutants")] = float(c.scored)
            out[metric_key("calibration", jc.judge, c.defect, "masked")] = float(c.masked)
            if c.detection is not None:
                out[metric_key("calibration", jc.judge, c.defect, "detection")] = c.detection
                out[metric_key("calibration", jc.judge, c.defect, "mean_drop")] = c.mean_drop
            if c.false_alarms is not None:
                out[metric_key("calibration", jc.judge, c.defect, "false_alarms")] = c.false_alarms
    return out


def calibration_plot(cal: Calibration, path: Path, target: float = 0.9) -> Path:
    """Detection rate per defect class, one bar per judge, the target as a dashed line."""
    from seer.analysis.plots import _plt, _save

    plt = _plt()
    classes = [c.defect for c in cal.judges[0].classes] if cal.judges else []
    fig, ax = plt.subplots(figsize=(8, 0.45 * max(len(classes), 4) + 0.35 * len(cal.judges) + 1.4))
    width = 0.8 / max(len(cal.judges), 1)
    for k, jc in enumerate(cal.judges):
        ys = [i + k * width for i in range(len(classes))]
        label = f"{jc.judge} (false alarms {_pct(jc.false_alarms)})"
        ax.barh(ys, [c.detection or 0.0 for c in jc.classes], height=width, label=label)
    ax.set_yticks([i + 0.4 - width / 2 for i in range(len(classes))], classes)
    ax.invert_yaxis()
    ax.axvline(target, linestyle="--", color="grey", linewidth=1)
    ax.set_xlim(0, 1)
    ax.set_xlabel(f"share of mutants detected (drop >= {cal.margin:g})")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.1), fontsize=8, frameon=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    return _save(fig, path)
