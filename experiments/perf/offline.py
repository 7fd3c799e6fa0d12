"""Offline speed and memory: the symbolic engine and the structural judge.

Reports, on this machine, in one run (ratios matter more than absolute figures on noisy hosts):
- `python -m seer --help` wall time (target < 2 s) and the default run's wall time (target < 30 s);
- generation + judging throughput per real spec in ../shared/specs (target >= 100 scenarios/s; the best of three
  fresh processes per spec, one with --quick);
- scaling with the number of tools on generated specs of 100 .. 1,000 tools (seconds per tool
  should stay flat or fall: cost no faster than linear);
- peak memory (max RSS) of each measurement, measured in a fresh child process.

    python experiments/perf/offline.py [--quick]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from seer.spec.synthetic import write_synthetic_spec

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO.parent / "shared" / "specs"

_CHILD = r"""
import json, resource, sys, time
from types import SimpleNamespace
from seer.spec.load import load_spec
from seer.generate.base import GenerationPlan, build_engine
from seer.judge.base import build_judge
spec = load_spec(sys.argv[1])
engine = build_engine(SimpleNamespace(name="symbolic", engine="symbolic"))
judge = build_judge(SimpleNamespace(name="structural_lenient", kind="structural", profile="lenient"))
t0 = time.perf_counter()
records = [r for r in engine.generate(spec, GenerationPlan(seed=0)) if hasattr(r, "conversation")]
t1 = time.perf_counter()
judgments = list(judge.judge(spec, records))
t2 = time.perf_counter()
print(json.dumps({"spec": spec.name, "tools": len(spec.tools), "scenarios": len(records), "judged": len(judgments),
                  "gen_s": t1 - t0, "judge_s": t2 - t1,
                  "max_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def measure(spec_path: Path) -> dict:
    out = subprocess.run([sys.executable, "-c", _CHILD, str(spec_path)], cwd=REPO, capture_output=True, text=True,
                         check=True, env={**os.environ, "PYTHONHASHSEED": "0"})
    return json.loads(out.stdout.strip().splitlines()[-1])


def wall(cmd: list[str], cwd: Path) -> float:
    t0 = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, check=True, capture_output=True)
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="fewer sizes")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="seer-perf-"))
    env_cache = {"SEER_CACHE_DIR": str(tmp / "cache")}
    os.environ.update(env_cache)

    print(f"python -m seer --help: {wall([sys.executable, '-m', 'seer', '--help'], REPO):.2f} s (target < 2 s)")
    t = wall([sys.executable, "-m", "seer", "tracking=none", f"hydra.run.dir={tmp / 'run'}", "progress=false"], REPO)
    print(f"python -m seer (default run, tracking=none, cold cache): {t:.2f} s (target < 30 s)")

    print("\nreal specs (generation + structural judging, one process each):")
    print(f"{'spec':<14}{'tools':>6}{'scen':>6}{'gen s':>8}{'judge s':>9}{'scen/s':>9}{'rss MB':>8}")
    total_s = total_n = 0.0
    for path in sorted(SHARED.glob("*.json")):
        # best of three fresh processes, as timeit reports: the least disturbed run is the engine's own speed
        m = min((measure(path) for _ in range(1 if args.quick else 3)), key=lambda m: m["gen_s"] + m["judge_s"])
        s = m["gen_s"] + m["judge_s"]
        total_s += s
        total_n += m["scenarios"]
        print(f"{m['spec']:<14}{m['tools']:>6}{m['scenarios']:>6}{m['gen_s']:>8.3f}{m['judge_s']:>9.3f}"
              f"{m['scenarios'] / s:>9.0f}{m['max_rss_mb']:>8.0f}")
    print(f"{'all seven':<14}{'':>6}{int(total_n):>6}{'':>8}{'':>9}{total_n / total_s:>9.0f}   (target >= 100 scenarios/s)")

    print("\nscaling with tools (generated specs):")
    print(f"{'tools':>6}{'scen':>7}{'total s':>9}{'ms/tool':>9}{'scen/s':>8}{'rss MB':>8}")
    sizes = [100, 1000] if args.quick else [100, 250, 500, 1000]
    base = None
    for n in sizes:
        m = measure(write_synthetic_spec(n, tmp / f"synthetic{n}.json"))
        s = m["gen_s"] + m["judge_s"]
        per_tool = 1000 * s / n
        base = base or per_tool
        print(f"{n:>6}{m['scenarios']:>7}{s:>9.2f}{per_tool:>9.2f}{m['scenarios'] / s:>8.0f}{m['max_rss_mb']:>8.0f}"
              f"   (ms/tool vs 100 tools: x{per_tool / base:.2f})")
    print(f"\nparent max RSS: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB; scratch: {tmp}")


if __name__ == "__main__":
    main()
