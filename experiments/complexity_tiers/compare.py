"""Simple vs complex tier per spec, and schema complexity vs quality, from complexity_tiers runs.

    python experiments/complexity_tiers/compare.py [--uri outputs/mlflow.db]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")

from seer.analysis.compare import format_table, metric_rows, run_specs, search_runs  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--uri", default=None)
    ap.add_argument("--experiment", default="seer")
    ap.add_argument("--study", default="complexity_tiers")
    args = ap.parse_args(argv)
    runs = search_runs(args.uri, experiment=args.experiment, study=args.study)
    if not runs:
        print(f"no finished {args.study} runs; run: python -m seer +experiment=complexity_tiers")
        return 1
    run = runs[0]
    m = run.data.metrics
    rows = [{"spec": s, "simple TC": m.get(f"spec/{s}/tiers/simple_tc_mean"), "complex TC": m.get(f"spec/{s}/tiers/complex_tc_mean"),
             "diff": m.get(f"spec/{s}/tiers/tc_diff_mean"), "diff low": m.get(f"spec/{s}/tiers/tc_diff_ci_low"),
             "diff high": m.get(f"spec/{s}/tiers/tc_diff_ci_high")} for s in run_specs(run)]
    rows.append({"spec": "ALL", "simple TC": m.get("tiers/simple_tc_mean"), "complex TC": m.get("tiers/complex_tc_mean"),
                 "diff": m.get("tiers/tc_diff_mean"), "diff low": m.get("tiers/tc_diff_ci_low"),
                 "diff high": m.get("tiers/tc_diff_ci_high")})
    print(f"run {run.info.run_id}: TC by tier (diff = complex - simple, 95% CI)")
    print(format_table(rows))
    corr = metric_rows(run, "complexity/")
    table = {}
    for key, value in corr.items():
        level, pair, stat = key.split("/")
        table.setdefault((level, pair), {"level": level, "predictor vs outcome": pair})[stat] = value
    print("\nSchema complexity vs quality (Pearson r, p; Spearman rho)")
    print(format_table(list(table.values())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
