"""Per-spec TC across aggregation rules: runs of one sweep (aggregation=arithmetic,harmonic,min) or,
when there is no sweep, the three-rule table stored in a single run.

    python experiments/aggregation_sensitivity/compare.py [--uri outputs/mlflow.db] [--sweep DIR]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")

from seer.analysis.compare import format_table, label, per_spec_table, search_runs  # noqa: E402

RULES = ("arithmetic", "harmonic", "min")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--uri", default=None)
    ap.add_argument("--experiment", default="seer")
    ap.add_argument("--sweep", default=None, help="the sweep folder (seer.sweep tag); default: the newest sweep")
    args = ap.parse_args(argv)
    runs = search_runs(args.uri, experiment=args.experiment, study="aggregation_sensitivity", sweep=args.sweep)
    if not runs:
        print("no finished aggregation_sensitivity runs; run: python -m seer +experiment=aggregation_sensitivity")
        return 1
    sweep = args.sweep or runs[0].data.tags.get("seer.sweep")
    if sweep:
        runs = [r for r in runs if r.data.tags.get("seer.sweep") == sweep]
    print(f"sweep {sweep or '(single run)'}: {len(runs)} runs")
    rows = per_spec_table(runs, column=lambda r: label(r, "seer.aggregation", "aggregation.rule"), order=RULES)
    print("\nTC per spec across aggregation rules (one judging pass)")
    print(format_table(rows))
    ok = all(all(r.get(a) is None or r.get(b) is None or r[a] + 1e-9 >= r[b]
                 for a, b in zip(RULES, RULES[1:])) for r in rows)
    print(f"\narithmetic >= harmonic >= min on every spec: {'yes' if ok else 'NO'}")
    # the stored in-run study: ranking stability against arithmetic
    newest = runs[0]
    stab = [{"rule": rule, "tc_mean": newest.data.metrics.get(f"sensitivity/{rule}/tc_mean"),
             "rank_rho_tc": newest.data.metrics.get(f"sensitivity/{rule}/rank_rho_tc"),
             "rank_rho_coh": newest.data.metrics.get(f"sensitivity/{rule}/rank_rho_coh"),
             "complexity_signs_kept": newest.data.metrics.get(f"sensitivity/{rule}/complexity_signs_kept_share")}
            for rule in RULES]
    print("\nRanking stability and complexity-correlation signs (from the stored judgments)")
    print(format_table(stab))
    return 0


if __name__ == "__main__":
    sys.exit(main())
