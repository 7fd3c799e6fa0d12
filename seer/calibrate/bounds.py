"""How sure a calibration figure is: Wilson score intervals of counts, and the gate that reads them.

A detection rate of 7 of 8 mutants says little (its 95% interval is 53%-98%): one miss more or
less moves it across any target. The gate therefore asks of every defect class
- enough mutants to measure at all (`min_mutants`; fewer: "too few mutants", never a pass),
- a lower bound at least `floor` (the judge is shown to catch the class most of the time), and
- an upper bound at least `target` (the judge is not shown to miss the target);
and of the false alarms on clean records a lower bound at most `false_alarm_target` and an upper
bound at most `false_alarm_ceiling`. A class of many mutants then fails as soon as it is shown
below target; a class of few fails only when even its lower bound is poor, and says how many it had.
The bounds treat mutants as independent; several mutants of one record (the top-up of a rare class)
are not quite, so ClassResult also counts the records they came from.
"""

from __future__ import annotations

from dataclasses import dataclass


def wilson(k: int, n: int, confidence: float = 0.95) -> tuple[float, float] | None:
    """The two-sided Wilson score interval of k successes in n trials (None when n is 0)."""
    if n <= 0:
        return None
    from scipy.stats import binomtest

    ci = binomtest(int(k), int(n)).proportion_ci(confidence_level=confidence, method="wilson")
    return float(ci.low), float(ci.high)


@dataclass(frozen=True)
class Gate:
    target: float = 0.9  # detection a class should reach
    floor: float = 0.8  # its lower bound must reach at least this
    min_mutants: int = 30  # fewer scored mutants measure nothing
    false_alarm_target: float = 0.05
    false_alarm_ceiling: float = 0.1  # the false alarms' upper bound must stay at or below this
    confidence: float = 0.95

    @classmethod
    def of(cls, c) -> "Gate":
        """From a CalibrateConfig (or any object with those attributes; missing ones keep the defaults)."""
        d = cls()
        return cls(**{k: type(getattr(d, k))(getattr(c, k, getattr(d, k))) for k in d.__dataclass_fields__})


def class_verdict(detected: int, scored: int, gate: Gate) -> str:
    """'met' (lower bound >= target), 'ok' (passes: above the floor, not shown below target),
    'too few mutants', 'below target' (upper bound < target) or 'under floor'."""
    if scored < gate.min_mutants:
        return "too few mutants"
    lo, hi = wilson(detected, scored, gate.confidence)
    if hi < gate.target:
        return "below target"
    if lo < gate.floor:
        return "under floor"
    return "met" if lo >= gate.target else "ok"


def false_alarm_verdict(flagged: int, scored: int, gate: Gate) -> str:
    if scored < gate.min_mutants:
        return "too few records"
    lo, hi = wilson(flagged, scored, gate.confidence)
    if lo > gate.false_alarm_target:
        return "above target"
    if hi > gate.false_alarm_ceiling:
        return "over ceiling"
    return "met" if hi <= gate.false_alarm_target else "ok"


PASSING = ("met", "ok")


def gate_problems(jc, gate: Gate, false_alarms: tuple[int, int] | None = None) -> list[str]:
    """What keeps a JudgeCalibration from passing the gate, one line each (empty: it passes).
    `false_alarms`: (flagged, scored) to judge instead of the judge's own over every clean record."""
    out = []
    for c in jc.classes:
        v = class_verdict(c.detected, c.scored, gate)
        if v not in PASSING:
            out.append(f"{c.defect}: {v} ({_counts(c.detected, c.scored, gate)})")
    k, n = false_alarms if false_alarms is not None else (jc.clean_flagged, jc.clean_scored)
    v = false_alarm_verdict(k, n, gate)
    if v not in PASSING:
        out.append(f"false alarms: {v} ({_counts(k, n, gate)})")
    return out


def _counts(k: int, n: int, gate: Gate) -> str:
    b = wilson(k, n, gate.confidence)
    bounds = "" if b is None else f", {gate.confidence:.0%} interval {b[0]:.1%}-{b[1]:.1%}"
    return f"{k} of {n}{bounds}"
