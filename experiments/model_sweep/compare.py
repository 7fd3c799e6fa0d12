"""Per-spec TC across generators (and seeds) of a model sweep.

    python experiments/model_sweep/compare.py [--uri outputs/mlflow.db] [--sweep DIR] [--metric coh]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")

from seer.analysis.compare import format_table, label, per_spec_table, search_runs  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--uri", default=None)
    ap.add_argument("--experiment", default="seer")
    ap.add_argument("--study", default="model_sweep", help="seer.experiment tag to select (default model_sweep)")
    ap.add_argument("--sweep", default=None)
    ap.add_argument("--metric", default="tc", choices=["tc", "coh"])
    args = ap.parse_args(argv)
    runs = search_runs(args.uri, experiment=args.experiment, study=args.study, sweep=args.sweep)
    if not runs:
        print(f"no finished {args.study} runs; run: python -m seer +experiment=model_sweep")
        return 1

    def column(run) -> str:
        gen = label(run, "generator.model", "generator.name", "seer.engine")
        seed = run.data.params.get("seed")
        return f"{gen} s{seed}" if seed is not None else gen

    print(f"{args.metric.upper()} per spec across generators ({len(runs)} runs)")
    print(format_table(per_spec_table(runs, column, metric=f"spec/{{spec}}/{args.metric}_mean",
                                      overall=f"overall/{args.metric}_mean")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
