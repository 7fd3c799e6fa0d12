"""The calibration's report section (markdown), its MLflow metrics and its plot."""

from __future__ import annotations

from pathlib import Path

from seer.analysis.metrics import metric_key
from seer.calibrate.bounds import PASSING, Gate, class_verdict, false_alarm_verdict
from seer.calibrate.mutants import DIMENSIONS
from seer.calibrate.runner import Calibration


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.1%}"


def _gate(gate: Gate | None, target: float, false_alarm_target: float) -> Gate:
    return gate or Gate(target=target, false_alarm_target=false_alarm_target)


def _bound(lo: float | None, hi: float | None) -> str:
    return "" if lo is None or hi is None else f" [{lo:.1%}, {hi:.1%}]"


def calibration_table(cal: Calibration, target: float = 0.9, false_alarm_target: float = 0.05,
                      gate: Gate | None = None) -> str:
    """One row per defect class, two columns per judge (caught of n mutants, the rate and its
    interval, the gate's verdict when it does not pass; the mean drop), then the false alarms on
    clean records: per dimension and for any dimension (flagged of n, the rate and its interval)."""
    g = _gate(gate, target, false_alarm_target)
    judges = [j.judge for j in cal.judges]
    head = ["defect class", "dimension", *[f"{j}: {h}" for j in judges for h in ("detected", "mean drop")]]
    rows = []
    for k, first in enumerate(cal.judges[0].classes if cal.judges else []):
        cells = [f"{first.defect} ({first.what})", first.dimension]
        for jc in cal.judges:
            c = jc.classes[k]
            v = class_verdict(c.detected, c.scored, g)
            mark = "" if v in PASSING else f" ✗ {v}"
            hid = f" ({c.masked} missed on a clean record already flagged)" if c.masked else ""
            recs = f", {c.records} records" if c.records and c.records != c.scored else ""
            cells += [f"{c.detected} of {c.scored}{recs}: {_pct(c.detection)}{_bound(c.lower, c.upper)}{mark}{hid}",
                      "n/a" if c.mean_drop is None else f"{c.mean_drop:.3f}"]
        rows.append(cells)
    for dim in DIMENSIONS:
        cells = [f"false alarms: {dim}", dim]
        for jc in cal.judges:
            fa = next((c.false_alarms for c in jc.classes if c.dimension == dim), None)
            cells += [_pct(fa), ""]
        rows.append(cells)
    cells = ["false alarms: any dimension", "all"]
    for jc in cal.judges:
        v = false_alarm_verdict(jc.clean_flagged, jc.clean_scored, g)
        mark = "" if v in PASSING else f" ✗ {v}"
        cells += [f"{jc.clean_flagged} of {jc.clean_scored}: {_pct(jc.false_alarms)}"
                  f"{_bound(jc.false_alarms_lower, jc.false_alarms_upper)}{mark}", ""]
    rows.append(cells)
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def report_section(cal: Calibration, plot: str | None = None, target: float = 0.9, false_alarm_target: float = 0.05,
                   gate: Gate | None = None) -> str:
    g = _gate(gate, target, false_alarm_target)
    n = len({(r.defect, r.record_id) for r in cal.results})
    text = [
        "## Judge calibration (known defects)",
        "",
        f"Seeded mutants of the harness (seed {cal.seed}, {n} mutated records over {len(cal.specs)} spec(s)), each "
        f"with one known defect, judged beside the clean records. Detected: the defect's dimension "
        f"(TC dimension on 0-1, or the mean coherence on 0-1) is at least {cal.margin:g} below the same record "
        f"judged clean. False alarm: a clean record with a dimension at least {cal.margin:g} below full "
        f"(a clean record of a correct engine has nothing to find; some flagged ones may be real engine defects: "
        f"see calibration.jsonl). [a, b]: the {cal.confidence:.0%} Wilson interval of the rate. A class with "
        f"fewer than {g.min_mutants} mutants is topped up with more per record (then also the number of records). "
        f"✗: the gate fails: fewer than {g.min_mutants} mutants, a lower bound under {g.floor:.0%}, or an upper "
        f"bound under {g.target:.0%} (shown below target); false alarms whose lower bound is above "
        f"{g.false_alarm_target:.0%} or upper bound above {g.false_alarm_ceiling:.0%}.",
        "",
        calibration_table(cal, target, false_alarm_target, g),
    ]
    if plot:
        text += ["", f"![detection per defect class]({plot})"]
    return "\n".join(text) + "\n"


def calibration_metrics(cal: Calibration) -> dict[str, float]:
    out: dict[str, float] = {}
    for jc in cal.judges:
        if jc.false_alarms is not None:
            out[metric_key("calibration", jc.judge, "false_alarms")] = jc.false_alarms
            out[metric_key("calibration", jc.judge, "false_alarms_upper")] = jc.false_alarms_upper
        dets = [c.detection for c in jc.classes if c.detection is not None]
        if dets:
            out[metric_key("calibration", jc.judge, "min_detection")] = min(dets)
            out[metric_key("calibration", jc.judge, "mean_detection")] = sum(dets) / len(dets)
        for c in jc.classes:
            out[metric_key("calibration", jc.judge, c.defect, "mutants")] = float(c.scored)
            out[metric_key("calibration", jc.judge, c.defect, "masked")] = float(c.masked)
            if c.detection is not None:
                out[metric_key("calibration", jc.judge, c.defect, "detection")] = c.detection
                out[metric_key("calibration", jc.judge, c.defect, "detection_lower")] = c.lower
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
