"""Failure modes: how often each dimension falls short, which sub-dimension a failure is attributed
to (its lowest, via `seer.judge.aggregate.attribute_failure`), coherence issue labels, and whether
TC and Coh carry independent signal (record- and tool-level correlation).

The paper's argument table (`argument_attributed`) is a separate count: every scored record whose
argument score is below full is attributed to its lowest argument sub-dimension (ties in the
rubric's order), whatever its other dimensions; a record whose selection is its lowest dimension
but whose value accuracy failed counts under argument.value_accuracy there (and under selection in
`attributed`)."""

from __future__ import annotations

from collections import Counter

from pydantic import BaseModel, Field

from seer.analysis.scores import RecordScores
from seer.analysis.stats import Correlation, correlate
from seer.analysis.summary import PERFECT
from seer.judge.model import ARG_SUBDIMENSIONS, COH_ASPECTS, ISSUE_LABELS, TC_DIMENSIONS


class DimensionFailure(BaseModel):
    n: int
    failure_rate: float | None  # share below a perfect score
    zero_rate: float | None  # share at 0 (a complete miss)


class FailureModes(BaseModel):
    dims: dict[str, DimensionFailure] = Field(default_factory=dict)
    aspects: dict[str, DimensionFailure] = Field(default_factory=dict)
    attributed: dict[str, int] = Field(default_factory=dict)  # lowest sub-dimension -> failed records
    # the paper's table: records with argument below full -> their lowest argument sub-dimension
    argument_attributed: dict[str, int] = Field(default_factory=dict)
    argument_failed: int = 0  # records with argument below full (the table's total)
    labels: dict[str, int] = Field(default_factory=dict)  # coherence issue label -> records
    tc_vs_coh_record: Correlation
    tc_vs_coh_tool: Correlation


def _rates(values: list[float]) -> DimensionFailure:
    n = len(values)
    if not n:
        return DimensionFailure(n=0, failure_rate=None, zero_rate=None)
    return DimensionFailure(n=n, failure_rate=sum(v < PERFECT for v in values) / n,
                            zero_rate=sum(v <= 1e-9 for v in values) / n)


def argument_failure(r: RecordScores) -> str | None:
    """The paper's attribution: a scored record whose argument score (the TC dimension or any of its
    sub-dimensions) is below full -> "argument.<its lowest sub-dimension>", ties in the rubric's
    order; "argument.unattributed" when only the dimension is below full. None otherwise."""
    if not r.scored:
        return None
    subs = r.arg_sub
    dim = r.dims.get("argument")
    if not ((dim is not None and dim < PERFECT) or any(v < PERFECT for v in subs.values())):
        return None
    worst = min((d for d in ARG_SUBDIMENSIONS if d in subs), key=lambda d: subs[d], default=None)
    return f"argument.{worst}" if worst is not None and subs[worst] < PERFECT else "argument.unattributed"


def failure_modes(rows: list[RecordScores]) -> FailureModes:
    ok = [r for r in rows if r.scored]
    labels = Counter({name: 0 for name in ISSUE_LABELS})
    labels.update(label for r in ok for label in r.labels)
    attributed = Counter(r.failure for r in ok if r.failure)
    by_argument = Counter(a for a in map(argument_failure, ok) if a)
    by_tool: dict[str, list[RecordScores]] = {}
    for r in ok:
        for t in set(r.tools):
            by_tool.setdefault(f"{r.spec}/{t}", []).append(r)

    def tool_mean(rs: list[RecordScores], attr: str) -> float | None:
        v = [getattr(r, attr) for r in rs if getattr(r, attr) is not None]
        return sum(v) / len(v) if v else None

    keys = sorted(by_tool)
    return FailureModes(
        dims={d: _rates([r.dims[d] for r in ok if d in r.dims]) for d in TC_DIMENSIONS},
        aspects={a: _rates([r.aspects[a] for r in ok if a in r.aspects]) for a in COH_ASPECTS},
        attributed=dict(attributed.most_common()),
        argument_attributed=dict(by_argument.most_common()),
        argument_failed=sum(by_argument.values()),
        labels=dict(labels),
        tc_vs_coh_record=correlate([r.tc for r in ok], [r.coh for r in ok]),
        tc_vs_coh_tool=correlate([tool_mean(by_tool[k], "tc") for k in keys],
                                 [tool_mean(by_tool[k], "coh") for k in keys]),
    )


def argument_table_md(f: FailureModes) -> list[str]:
    """report.md's paper table: argument failures by their lowest argument sub-dimension."""
    if not f.argument_failed:
        return ["\nArgument failures (the paper's table): none (no record's argument score is below full).\n"]
    rows = "".join(f"| {name.removeprefix('argument.')} | {n} | {n / f.argument_failed:.1%} |\n"
                   for name, n in f.argument_attributed.items())
    return ["\n### Argument failures by lowest argument sub-dimension (the paper's table)\n\n"
            f"{f.argument_failed} record(s) with an argument score below full, each counted once under its lowest "
            "sub-dimension, whatever its other dimensions.\n\n| sub-dimension | records | share |\n|---|---|---|\n" + rows]
