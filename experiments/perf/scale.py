"""Scale on realistic specs: whole `python -m seer` runs on specs of 100 .. 10,000 real tools.

Specs are built at run time from the tools of ../shared/specs (and ../shared/specs-candidates),
repeated and renamed (`<tool>__<copy>`) up to the size asked; nothing is copied into the repo.
Each run is a fresh child process (`tracking=none`, its own store) whose stages are timed in the
child; peak RSS is the child's own (wait4). All runs use one snapshot of `seer/` taken at the start.
Printed, never asserted; ratios come from one run.

1. per tool: load, generation + judging (gen+judge), study, whole wall time, peak RSS, and the
   ratio of gen+judge per tool to that at 100 tools (goal: within 1.3x at 10,000);
2. an identical rerun at --rerun-size tools (same store): its share of the first run (goal < 10%);
3. MLflow's fixed cost: the 100-tool run with tracking=local against tracking=none (warm store), and
   what logging is spent on (import, schema, log calls; in a fresh process);
4. --records N: peak RSS of a run of about N judged records on a 5,000-tool spec (goal < 700 MB).

    python experiments/perf/scale.py [--sizes 100,1000,5000,10000] [--rerun-size 5000] [--records 50000]
                                     [--skip scale,rerun,mlflow,records] [--profile N] [--judge NAME]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
JUDGE: list[str] = []  # `judge=<name>` for every run (--judge): the default judge unless told
SHARED = REPO.parent / "shared"

# Runs in the child: times each pipeline step by wrapping the functions the pipeline calls.
_CHILD = r"""
import json, sys, time
import seer.pipeline as pipeline, seer.pipeline.study as study_mod, seer.spec.suite as suite_mod
times = {"load": 0.0, "generate": 0.0, "judge": 0.0, "study": 0.0}
def timed(key, fn):
    def wrapper(*a, **k):
        t0 = time.perf_counter()
        try:
            return fn(*a, **k)
        finally:
            times[key] += time.perf_counter() - t0
    return wrapper
pipeline.generate_spec = timed("generate", pipeline.generate_spec)
pipeline.judge_spec = timed("judge", pipeline.judge_spec)
study_mod.study = timed("study", study_mod.study)
suite_mod.load_suite = timed("load", suite_mod.load_suite)
out = sys.argv.pop(1)
import atexit
atexit.register(lambda: open(out, "w").write(json.dumps(times)))
if "--profile" in sys.argv:
    sys.argv.remove("--profile")
    import cProfile, pstats
    prof = cProfile.Profile()
    atexit.register(lambda: pstats.Stats(prof, stream=sys.stderr).sort_stats("cumulative").print_stats(35))
    prof.enable()
from seer.__main__ import main
main()
"""


def tool_pool() -> list[dict]:
    """Every distinct tool of the shared specs (first occurrence of a name wins)."""
    seen, pool = set(), []
    for folder in ("specs", "specs-candidates"):
        for path in sorted((SHARED / folder).glob("*.json")):
            doc = json.loads(path.read_text(encoding="utf-8"))
            doc = doc.get("result", doc) if isinstance(doc, dict) else doc
            for tool in (doc.get("tools", []) if isinstance(doc, dict) else doc):
                if isinstance(tool, dict) and tool.get("name") not in seen:
                    seen.add(tool["name"])
                    pool.append(tool)
    return pool


def realistic_spec(n_tools: int, pool: list[dict], path: Path) -> Path:
    tools = []
    for i in range(n_tools):
        copy, tool = divmod(i, len(pool))
        tools.append({**pool[tool], "name": f"{pool[tool]['name']}__{copy}" if copy else pool[tool]["name"]})
    path.write_text(json.dumps({"name": f"realistic{n_tools}", "tools": tools}), encoding="utf-8")
    return path


def run(spec: Path, tmp: Path, name: str, cache: str, *extra: str, profile: bool = False) -> dict:
    """One child `python -m seer` run: wall seconds, the child's stage seconds and peak RSS (MB)."""
    times = tmp / f"{name}.times.json"
    # allow_partial: a planned item the engine discards (exit 3) is the engine's news, not a failed measurement
    args = [sys.executable, "-c", _CHILD, str(times), "progress=false", "allow_partial=true", f"suite.paths=[{spec}]", *JUDGE,
            f"hydra.run.dir={tmp / name}", *(["tracking=none"] if not any(e.startswith("tracking") for e in extra) else []),
            *extra, *(["--profile"] if profile else [])]
    env = {**os.environ, "SEER_CACHE_DIR": str(tmp / cache), "PYTHONHASHSEED": "0", "PYTHONPATH": str(tmp / "code"),
           "MLFLOW_TRACKING_URI": f"sqlite:///{tmp / 'mlflow.db'}"}
    t0 = time.perf_counter()
    with open(tmp / f"{name}.log", "w") as log:
        proc = subprocess.Popen(args, cwd=tmp, stdout=log, stderr=subprocess.STDOUT, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    if status != 0:
        sys.exit(f"run {name} failed (status {status}); see {tmp / f'{name}.log'}")
    stages = json.loads(times.read_text())
    judged = (tmp / name / "judgments.jsonl").read_bytes().count(b"\n")
    return {"wall": wall, "rss": usage.ru_maxrss / 1024, "judged": judged, **stages}


def scale(sizes: list[int], pool: list[dict], tmp: Path, profile: int | None) -> None:
    print(f"{'tools':>6}{'judged':>8}{'wall s':>8}{'load ms/t':>10}{'gen+judge ms/t':>15}{'study ms/t':>11}"
          f"{'wall ms/t':>10}{'rss MB':>8}{'KB/t':>7}  ratio gen+judge / 100")
    base = base_wall = None
    for n in sizes:
        spec = realistic_spec(n, pool, tmp / f"realistic{n}.json")
        m = run(spec, tmp, f"scale{n}", f"cache{n}", profile=(n == profile))
        gj = 1000 * (m["generate"] + m["judge"]) / n
        base, base_wall = base or gj, base_wall or m["wall"] / n
        print(f"{n:>6}{m['judged']:>8}{m['wall']:>8.1f}{1000 * m['load'] / n:>10.2f}{gj:>15.2f}"
              f"{1000 * m['study'] / n:>11.2f}{1000 * m['wall'] / n:>10.2f}{m['rss']:>8.0f}{1024 * m['rss'] / n:>7.0f}"
              f"  x{gj / base:.2f} (wall per tool x{m['wall'] / n / base_wall:.2f})",
              flush=True)


def rerun(n: int, pool: list[dict], tmp: Path) -> None:
    spec = realistic_spec(n, pool, tmp / f"realistic{n}.json")
    first = run(spec, tmp, f"first{n}", f"rerun-cache{n}")
    again = run(spec, tmp, f"again{n}", f"rerun-cache{n}")
    print(f"{n} tools: first run {first['wall']:.1f} s, identical rerun {again['wall']:.1f} s "
          f"-> {100 * again['wall'] / first['wall']:.0f}% of the first (goal < 10%); rerun stages: "
          f"load {again['load']:.2f} s, generate {again['generate']:.2f} s, judge {again['judge']:.2f} s, "
          f"study {again['study']:.2f} s", flush=True)
    log = (tmp / f"again{n}.log").read_text(encoding="utf-8", errors="replace")
    reused = [what for what, line in (("harness", "reused harness"), ("judgments", "reused judgments"),
                                      ("study", "reused the study")) if line in log]
    # seer's code is part of every key: a commit landing between the two runs makes the rerun a first run
    print(f"  the rerun reused: {', '.join(reused) or 'nothing'}", flush=True)


_LOG_PARTS = r"""
import json, sys, time
from pathlib import Path
t0 = time.perf_counter()
from mlflow.store.tracking.sqlalchemy_store import SqlAlchemyStore  # noqa: F401 (and mlflow itself)
from mlflow.tracking import MlflowClient  # noqa: F401
t1 = time.perf_counter()
from seer.tracking.store import ensure_store
ensure_store(sys.argv[1])
t2 = time.perf_counter()
from seer.run_record import RunRecord
from seer.tracking.log import log_run
record = RunRecord.model_validate_json(Path(sys.argv[2], "run_record.json").read_text())
log_run(record, {"backend": "local", "uri": sys.argv[1]}, quiet=True)
print(json.dumps({"import": t1 - t0, "store": t2 - t1, "log": time.perf_counter() - t2}))
"""


def mlflow_cost(pool: list[dict], tmp: Path, repeats: int = 5) -> None:
    spec = realistic_spec(100, pool, tmp / "realistic100.json")
    run(spec, tmp, "warm", "mlflow-cache")  # harness and judgments in the store: both runs reuse them
    modes = {"tracking=none": (), "tracking=local": ("tracking=local",)}
    walls: dict[str, list[float]] = {m: [] for m in modes}
    for i in range(repeats):  # alternated, best of `repeats`
        for j, (mode, extra) in enumerate(modes.items()):
            walls[mode].append(run(spec, tmp, f"mlflow{i}-{j}", "mlflow-cache", *extra)["wall"])
    best = {m: min(w) for m, w in walls.items()}
    print(f"100 tools, warm store, best of {repeats}: " + ", ".join(f"{m} {b:.2f} s" for m, b in best.items()))
    print(f"  -> MLflow fixed cost {best['tracking=local'] - best['tracking=none']:.2f} s", flush=True)
    uri = f"sqlite:///{tmp / 'parts.db'}"
    parts = []
    for i in range(repeats):  # what a tracked run's logging is spent on, in a fresh process each time
        out = subprocess.run([sys.executable, "-c", _LOG_PARTS, uri, str(tmp / "warm")], capture_output=True, text=True,
                             env={**os.environ, "PYTHONPATH": str(tmp / "code"), "MLFLOW_DISABLE_TELEMETRY": "true"})
        if out.returncode != 0:
            print(f"  (logging breakdown failed: {out.stderr.strip().splitlines()[-1:]})")
            return
        parts.append(json.loads(out.stdout.strip().splitlines()[-1]))
    first, warm = parts[0], {k: min(p[k] for p in parts[1:] or parts) for k in parts[0]}
    print(f"  in-process logging, fresh process: import mlflow + its SQLite store {warm['import']:.2f} s, "
          f"schema {first['store']:.2f} s on a new store / {warm['store']:.2f} s on an existing one, "
          f"log calls (create run, log_batch, artifacts, terminate) {warm['log']:.2f} s (best of {len(parts) - 1 or 1})",
          flush=True)


def records(n_records: int, pool: list[dict], tmp: Path) -> None:
    spec = realistic_spec(5000, pool, tmp / "realistic5000.json")
    probe = tmp / "scale5000" / "judgments.jsonl"
    per_scenario = 1.5  # judged records per scenario on these tools (one per turn)
    if probe.exists():
        harness = (tmp / "scale5000" / "harness.jsonl").read_bytes().count(b"\n")
        per_scenario = probe.read_bytes().count(b"\n") / max(harness, 1)
    per_tier = int(n_records / per_scenario / 2) + 1
    m = run(spec, tmp, "records", "records-cache", f"scenarios.simple={per_tier}", f"scenarios.complex={per_tier}")
    print(f"{m['judged']} judged records on a 5,000-tool spec: wall {m['wall']:.1f} s (study {m['study']:.1f} s), "
          f"peak RSS {m['rss']:.0f} MB (goal < 700 MB)", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="100,1000,5000,10000")
    ap.add_argument("--rerun-size", type=int, default=5000)
    ap.add_argument("--records", type=int, default=50_000)
    ap.add_argument("--skip", default="", help="comma list of: scale, rerun, mlflow, records")
    ap.add_argument("--profile", type=int, default=None, help="cProfile the run of this size (printed to its log)")
    ap.add_argument("--judge", default=None, help="judge config for every run (default: the config's default judge)")
    args = ap.parse_args()
    if args.judge:
        JUDGE.append(f"judge={args.judge}")
    if not (SHARED / "specs").is_dir():
        sys.exit(f"needs the shared specs at {SHARED / 'specs'}")
    skip = set(filter(None, args.skip.split(",")))
    pool = tool_pool()
    tmp = Path(tempfile.mkdtemp(prefix="seer-scale-"))
    # every run uses one snapshot of seer's code: the tree is shared and edited while this runs, and
    # seer's code is part of the store's keys (a commit between a run and its rerun would redo it)
    shutil.copytree(REPO / "seer", tmp / "code" / "seer", ignore=shutil.ignore_patterns("__pycache__"))
    print(f"tool pool: {len(pool)} distinct tools from the shared specs; scratch: {tmp}; code snapshot: "
          f"{tmp / 'code'}", flush=True)
    if "scale" not in skip:
        scale([int(s) for s in args.sizes.split(",")], pool, tmp, args.profile)
    if "rerun" not in skip:
        rerun(args.rerun_size, pool, tmp)
    if "mlflow" not in skip:
        mlflow_cost(pool, tmp)
    if "records" not in skip:
        records(args.records, pool, tmp)


if __name__ == "__main__":
    main()
