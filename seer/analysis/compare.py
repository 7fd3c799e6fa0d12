"""Compare runs pulled back from MLflow (`mlflow.search_runs`): the tables the study scripts print.

    runs = search_runs(uri, experiment="seer", study="cross_judge")
    print(format_table(per_spec_table(runs, column=lambda r: r.data.tags["seer.judge"])))

Used by experiments/<study>/compare.py. MLflow is imported inside the function that needs it.
"""

from __future__ import annotations

import os
import re
from typing import Any, Callable, Iterable

from seer.tracking.uri import as_uri


def search_runs(uri: str | None = None, *, experiment: str = "seer", study: str | None = None,
                sweep: str | None = None, filter_string: str = "") -> list[Any]:
    """Finished runs of an MLflow experiment, newest first; `study` filters on the seer.experiment tag
    (the experiment file), `sweep` on the seer.sweep tag (one Hydra multirun)."""
    os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")
    from mlflow.tracking import MlflowClient

    uri = as_uri(uri or os.environ.get("MLFLOW_TRACKING_URI") or "outputs/mlflow.db")
    client = MlflowClient(uri)
    exp = client.get_experiment_by_name(experiment)
    if exp is None:
        return []
    clauses = [filter_string] if filter_string else []
    if study:
        clauses.append(f"tags.`seer.experiment` = '{study}'")
    if sweep:
        clauses.append(f"tags.`seer.sweep` = '{sweep}'")
    clauses.append("attributes.status = 'FINISHED'")
    # MlflowClient.search_runs is what mlflow.search_runs calls, without touching the global URI
    runs = client.search_runs([exp.experiment_id], filter_string=" and ".join(clauses),
                              order_by=["attributes.start_time DESC"], max_results=1000)
    return [r for r in runs if r.data.tags.get("seer.sweep_parent") != "true"]  # a sweep's parent has no figures


def run_specs(run: Any) -> list[str]:
    names = {m.group(1) for k in run.data.metrics if (m := re.match(r"spec/(.+)/tc_mean$", k))}
    return sorted(names)


def label(run: Any, *keys: str) -> str:
    """A column label from tags or params (first present), e.g. label(run, "seer.judge")."""
    for key in keys:
        value = run.data.tags.get(key, run.data.params.get(key))
        if value not in (None, "", "null", "None"):  # a None config value is logged as "null"
            return str(value)
    return run.info.run_name or run.info.run_id[:8]


def per_spec_table(runs: Iterable[Any], column: Callable[[Any], str], *, metric: str = "spec/{spec}/tc_mean",
                   overall: str | None = "overall/tc_mean", order: list[str] | tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Rows = specs (plus ALL), columns = column(run) (the newest run wins a repeated label), in
    `order` first, then alphabetically."""
    runs = list(runs)
    newest: dict[str, Any] = {}
    for run in runs:  # newest first: the first run with a label keeps it
        newest.setdefault(column(run), run)
    rank = {c: i for i, c in enumerate(order)}
    cols = {c: newest[c] for c in sorted(newest, key=lambda c: (rank.get(c, len(rank)), c))}
    specs = sorted({s for r in cols.values() for s in run_specs(r)})
    rows = []
    for spec in specs:
        rows.append({"spec": spec, **{c: r.data.metrics.get(metric.format(spec=spec)) for c, r in cols.items()}})
    if overall:
        rows.append({"spec": "ALL", **{c: r.data.metrics.get(overall) for c, r in cols.items()}})
    return rows


def metric_rows(run: Any, prefix: str) -> dict[str, float]:
    return {k[len(prefix):]: v for k, v in sorted(run.data.metrics.items()) if k.startswith(prefix)}


def format_table(rows: list[dict[str, Any]], digits: int = 3) -> str:
    if not rows:
        return "(no runs found)"
    cols: list[str] = []
    for r in rows:
        cols += [c for c in r if c not in cols]

    def cell(v: Any) -> str:
        if v is None:
            return "n/a"
        return f"{v:.{digits}f}" if isinstance(v, float) else str(v)

    width = {c: max(len(c), *(len(cell(r.get(c))) for r in rows)) for c in cols}
    lines = ["  ".join(c.ljust(width[c]) for c in cols)]
    lines.append("  ".join("-" * width[c] for c in cols))
    lines += ["  ".join(cell(r.get(c)).ljust(width[c]) for c in cols) for r in rows]
    return "\n".join(lines)
