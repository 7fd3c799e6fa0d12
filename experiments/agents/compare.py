"""Rank agents evaluated on the same harness, from their MLflow runs.

    python experiments/agents/compare.py [--uri outputs/mlflow.db] [--experiment seer]
        [--metric agent/overall/partial_mean] [--harness SHA256-PREFIX] [--specs]

Reads the runs that `python -m seer task=evaluate ...` logged (tag task=evaluate), groups them by
the harness they ran on (tag harness_sha256: scores on different harnesses do not compare), keeps
the latest run per agent, and prints one table per harness, best first, with partial credit,
all-or-nothing and each dimension (optionally per spec).
"""

from __future__ import annotations

import argparse
import os
from collections import defaultdict
from typing import Any

from seer.tracking.uri import as_uri

COLUMNS = ("partial_mean", "exact_rate", "tool_mean", "arguments_mean", "order_mean", "redundancy_mean")


def load_runs(uri: str, experiment: str) -> list[Any]:
    os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")
    from mlflow.tracking import MlflowClient

    client = MlflowClient(tracking_uri=uri)
    exp = client.get_experiment_by_name(experiment)
    if exp is None:
        return []
    return client.search_runs([exp.experiment_id], filter_string="tags.task = 'evaluate'",
                              order_by=["attributes.start_time DESC"], max_results=5000)


def rank(runs: list[Any], metric: str = "agent/overall/partial_mean", harness: str | None = None,
         specs: bool = False) -> dict[str, list[dict[str, Any]]]:
    """harness sha256 -> rows (agent, run id, the columns), best first by `metric`."""
    latest: dict[tuple[str, str], Any] = {}
    for run in runs:  # newest first: the first run seen per (harness, agent) is the latest
        sha = run.data.tags.get("harness_sha256", "?")
        if harness and not sha.startswith(harness):
            continue
        latest.setdefault((sha, run.data.tags.get("agent", run.info.run_name or "?")), run)
    tables: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for (sha, agent), run in latest.items():
        m = run.data.metrics
        row = {"agent": agent, "run_id": run.info.run_id[:12], "model": run.data.tags.get("agent_model", "")}
        row.update({c: m.get(f"agent/overall/{c}") for c in COLUMNS})
        if specs:
            for name in sorted(run.data.tags.get("specs", "").split(",")):
                if name:
                    row[f"{name}/partial"] = m.get(f"agent/{name}/partial_mean")
        row["_key"] = m.get(metric, float("-inf"))
        tables[sha].append(row)
    for rows in tables.values():
        rows.sort(key=lambda r: (-(r["_key"] if r["_key"] is not None else float("-inf")), r["agent"]))
        for r in rows:
            r.pop("_key")
    return dict(tables)


def render(tables: dict[str, list[dict[str, Any]]]) -> str:
    out = []
    for sha, rows in sorted(tables.items()):
        cols = list(dict.fromkeys(k for r in rows for k in r))
        cell = {c: [("-" if r.get(c) is None else f"{r[c]:.3f}" if isinstance(r.get(c), float) else str(r[c]))
                    for r in rows] for c in cols}
        width = {c: max(len(c), *(len(v) for v in cell[c])) for c in cols}
        out.append(f"harness {sha[:12]} ({len(rows)} agents)")
        out.append("rank  " + "  ".join(c.ljust(width[c]) for c in cols))
        for i in range(len(rows)):
            out.append(f"{i + 1:<4}  " + "  ".join(cell[c][i].ljust(width[c]) for c in cols))
    return "\n".join(out) if out else "no evaluate runs found"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--uri", default=os.environ.get("MLFLOW_TRACKING_URI", "outputs/mlflow.db"))
    p.add_argument("--experiment", default="seer")
    p.add_argument("--metric", default="agent/overall/partial_mean")
    p.add_argument("--harness", help="only the harness whose sha256 starts with this")
    p.add_argument("--specs", action="store_true", help="a partial-credit column per spec")
    args = p.parse_args(argv)
    print(render(rank(load_runs(as_uri(args.uri), args.experiment), args.metric, args.harness, args.specs)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
