"""The newest paper_replication run next to the figures the paper reports.

    python experiments/paper_replication/compare.py [--uri outputs/mlflow.db]

Reference values are those the paper states in its text (per-spec TC where it names them, corpus
TC and Coh, the cross-judge figures); a blank means the paper gives no number for that cell.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")

from seer.analysis.compare import format_table, run_specs, search_runs  # noqa: E402

PAPER_TC = {"selenium": 0.935, "filesystem": 0.876, "git": 0.857, "illustrator": 0.898, "ALL": 0.911}
PAPER_COH = {"ALL": 0.855}
PAPER_AGREEMENT_TC = {"pearson_r": 0.79, "rank_rho": 0.86}
PAPER_AGREEMENT_COH = {"shift_mean": -0.16, "rank_rho": 0.46}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--uri", default=None)
    ap.add_argument("--experiment", default="seer")
    ap.add_argument("--study", default="paper_replication")
    args = ap.parse_args(argv)
    runs = search_runs(args.uri, experiment=args.experiment, study=args.study)
    if not runs:
        print(f"no finished {args.study} runs; run: python -m seer +experiment=paper_replication")
        return 1
    run = runs[0]
    m = run.data.metrics
    rows = []
    for spec in [*run_specs(run), "ALL"]:
        p = "overall" if spec == "ALL" else f"spec/{spec}"
        rows.append({"spec": spec, "TC": m.get(f"{p}/tc_mean"), "TC low": m.get(f"{p}/tc_ci_low"),
                     "TC high": m.get(f"{p}/tc_ci_high"), "paper TC": PAPER_TC.get(spec),
                     "Coh": m.get(f"{p}/coh_mean"), "paper Coh": PAPER_COH.get(spec),
                     "coverage": m.get(f"{p}/coverage")})
    print(f"run {run.info.run_id} ({run.data.tags.get('seer.judge')}), 95% bootstrap CI")
    print(format_table(rows))
    judges = sorted({k.split("/")[1] for k in m if k.startswith("agreement/")})
    for judge in judges:
        rows = []
        for score, ref in (("tc", PAPER_AGREEMENT_TC), ("coh", PAPER_AGREEMENT_COH)):
            for fig in ("shift_mean", "pearson_r", "rank_rho", "ba_bias"):
                rows.append({"score": score, "figure": fig, "this run": m.get(f"agreement/{judge}/{score}/{fig}"),
                             "paper": ref.get(fig)})
        print(f"\nCross-judge agreement with {judge}")
        print(format_table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
