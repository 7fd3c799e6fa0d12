"""Resource bounds and the cost of resumability (issue: reliability).

1. Peak memory (max RSS of the child process) of whole `python -m seer` runs on a 5,000-tool
   spec and on a harness of about 50,000 judged records (target: under 1 GB each).
2. Overhead of resume bookkeeping: generation + judging through the content-addressed store
   (append + flush per record, locks, done markers, hashes, judging streamed back from the file)
   against the same work kept in memory and written once at the end, as a run that cannot resume
   would (target: under 5% of run time). Both in this process, same spec, alternated, best of 5.

    python experiments/perf/resources.py [--records 50000]
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from seer.spec.synthetic import write_synthetic_spec  # noqa: E402


def child_run(overrides: list[str], tmp: Path, name: str) -> tuple[float, float, int]:
    run_dir = tmp / name
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-m", "seer", "progress=false", "tracking=none", f"hydra.run.dir={run_dir}",
                    *overrides], cwd=REPO, check=True, capture_output=True,
                   env={**os.environ, "SEER_CACHE_DIR": str(tmp / f"cache-{name}")})
    wall = time.perf_counter() - t0
    rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    records = (run_dir / "judgments.jsonl").read_bytes().count(b"\n")
    # ru_maxrss of children is the max over all children so far: runs go smallest first
    return wall, max(rss, before) / 1024, records


def bookkeeping_overhead(spec_path: Path, tmp: Path, repeats: int = 5) -> tuple[float, float]:
    from seer.generate.base import GenerationPlan, build_engine
    from seer.harness.io import write_jsonl
    from seer.harness.model import Discard
    from seer.judge.base import build_judge
    from seer.pipeline.generation import generate_spec
    from seer.pipeline.judging import judge_spec
    from seer.spec.load import load_spec
    from seer.store import Store

    spec = load_spec(spec_path)
    engine = build_engine(SimpleNamespace(name="symbolic", engine="symbolic"))
    judge = build_judge(SimpleNamespace(name="structural_lenient", kind="structural", profile="lenient"))
    plan = GenerationPlan(seed=0)
    in_memory, stored = [], []
    for i in range(repeats):
        t0 = time.perf_counter()
        records = [r for r in engine.generate(spec, plan) if not isinstance(r, Discard)]
        judgments = list(judge.judge(spec, records))
        write_jsonl(tmp / f"harness{i}.jsonl", records)
        write_jsonl(tmp / f"judgments{i}.jsonl", judgments)
        in_memory.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        store = Store(tmp / f"store{i}")
        g = generate_spec(spec, engine, plan, store)
        judge_spec(spec, g.path, judge, store)
        stored.append(time.perf_counter() - t0)
    return min(in_memory), min(stored)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--records", type=int, default=50_000, help="judged records for the memory run")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="seer-res-"))

    spec1k = write_synthetic_spec(1000, tmp / "s1000.json")
    mem_s, disk_s = bookkeeping_overhead(spec1k, tmp)
    print(f"resume bookkeeping on a 1,000-tool spec: in memory + written once {mem_s:.2f} s, through the store {disk_s:.2f} s "
          f"-> overhead {100 * (disk_s / mem_s - 1):.1f}% (target < 5%)")

    spec5k = write_synthetic_spec(5000, tmp / "s5000.json")
    wall, rss, n = child_run([f"suite.paths=[{spec5k}]"], tmp, "tools5000")
    print(f"5,000-tool spec, whole run: {wall:.1f} s, {n} judged records, peak RSS {rss:.0f} MB (target < 1024 MB)")

    # about 1.5 judged records per scenario on this spec: ask for enough scenarios
    per_tier = int(args.records / 1.5 / 2) + 1
    wall, rss, n = child_run([f"suite.paths=[{spec5k}]", f"scenarios.simple={per_tier}",
                              f"scenarios.complex={per_tier}"], tmp, "records")
    print(f"{n} judged records, whole run: {wall:.1f} s, peak RSS {rss:.0f} MB (target < 1024 MB)")


if __name__ == "__main__":
    main()
