"""Per-spec TC and Coh across the two judges of cross_judge runs, and the agreement figures.

    python experiments/cross_judge/compare.py [--uri outputs/mlflow.db] [--experiment seer]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run from a checkout without installing
os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")

from seer.analysis.compare import format_table, metric_rows, search_runs  # noqa: E402

AGREEMENT = ("primary_mean", "replication_mean", "shift_mean", "shift_ci_low", "shift_ci_high", "pearson_r",
             "rank_rho", "ba_bias", "ba_loa_low", "ba_loa_high")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--uri", default=None, help="tracking URI or SQLite path (default: MLFLOW_TRACKING_URI or outputs/mlflow.db)")
    ap.add_argument("--experiment", default="seer")
    ap.add_argument("--all", action="store_true", help="every cross_judge run, not only the newest")
    args = ap.parse_args(argv)
    runs = search_runs(args.uri, experiment=args.experiment, study="cross_judge")
    if not runs:
        print("no finished cross_judge runs; run: python -m seer +experiment=cross_judge")
        return 1
    for run in runs if args.all else runs[:1]:
        judges = sorted({k.split("/")[1] for k in run.data.metrics if k.startswith("agreement/")})
        print(f"run {run.info.run_id}  judges: {run.data.tags.get('seer.judge')}  specs: {run.data.tags.get('seer.specs')}")
        for judge in judges:
            for score in ("tc", "coh"):
                per_spec = metric_rows(run, f"agreement/{judge}/spec/")
                specs = sorted({k.split("/")[0] for k in per_spec})
                rows = [{"spec": s, "primary": per_spec.get(f"{s}/{score}_primary"),
                         "replication": per_spec.get(f"{s}/{score}_replication")} for s in specs]
                for r in rows:
                    if r["primary"] is not None and r["replication"] is not None:
                        r["diff"] = r["replication"] - r["primary"]
                print(f"\n{score.upper()}: per spec, primary vs replication ({judge})")
                print(format_table(rows))
                figures = metric_rows(run, f"agreement/{judge}/{score}/")
                print(format_table([{"figure": k, "value": figures.get(k)} for k in AGREEMENT]))
                pool = metric_rows(run, f"agreement_defects/{judge}/{score}/")  # the calibration pool (below the ceiling)
                if pool:
                    print(f"\n{score.upper()}: on the calibration pool (clean + mutated records), {judge}")
                    print(format_table([{"figure": k, "value": pool.get(k)} for k in AGREEMENT]))
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
