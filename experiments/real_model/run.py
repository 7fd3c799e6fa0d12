"""The paper pipeline and the hybrid engine against a real local model, on shared specs.

For each (engine, spec) this runs `python -m seer` (structural judge, no tracking) into
outputs/real_model/<engine>-<spec>/ with one shared cache, then prints one row per run: records
per planned item, coverage, unknown tools, discards by stage and reason, requests, tokens,
seconds per record; and the harness property table from each run's report.md.

    bash ../shared/realmodel/serve.sh      # api_base=http://127.0.0.1:8089/v1 model=openai/qwen2.5-coder-1.5b
    python experiments/real_model/run.py --specs redis slack --simple 3 --complex 2

A run that stops (the server went away) leaves its run folder and cache: rerun the same command
and it completes exactly the missing items (the cache answers everything already made).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SPECS = REPO.parent / "shared" / "specs"
ENGINES = {"hybrid": ["generator=hybrid"], "paper": ["generator=llamacpp", "generator.response_format=json_schema"]}


def run(engine: str, spec: str, args: argparse.Namespace) -> dict:
    out = Path(args.out) / f"{engine}-{spec}"
    cmd = [sys.executable, "-m", "seer", "progress=false", "tracking=none", *ENGINES[engine],
           f"generator.model={args.model}", f"generator.api_base={args.api_base}", f"generator.concurrency={args.concurrency}",
           "generator.timeout_s=900", f"suite.paths=[{SPECS / (spec + '.json')}]", f"scenarios.simple={args.simple}",
           f"scenarios.complex={args.complex}", f"cache_dir={Path(args.out) / 'cache'}", f"hydra.run.dir={out}",
           f"negatives={str(args.negatives).lower()}", f"seed={args.seed}"]
    t0 = time.monotonic()
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, env={**os.environ})
    seconds = time.monotonic() - t0
    (out / "stdout.txt").parent.mkdir(parents=True, exist_ok=True)
    (out / "stdout.txt").write_text(proc.stdout + "\n--- stderr ---\n" + proc.stderr[-20000:])
    row = {"engine": engine, "spec": spec, "exit": proc.returncode, "seconds": seconds}
    status = out / "status.json"
    if status.exists():
        st = json.loads(status.read_text())["specs"][0]
        row.update(planned=st["planned"], made=st["made"], extra=st["extra"], lost=st["lost"], transient=st["transient"],
                   coverage=st["coverage"], discards=st["discards"])
    record = out / "run_record.json"
    if record.exists():
        m = json.loads(record.read_text())["metrics"]
        row.update(requests=m.get("llm.total.requests", 0) + m.get("llm.total.cache_hits", 0) * 0,
                   cache_hits=m.get("llm.total.cache_hits", 0), tokens_in=m.get("llm.total.tokens_in", 0),
                   tokens_out=m.get("llm.total.tokens_out", 0), repairs=m.get("llm.total.repairs", 0))
    harness = out / "harness.jsonl"
    if harness.exists():
        tools = {t["name"] for t in json.loads((SPECS / f"{spec}.json").read_text())["tools"]}
        used = [c["tool"] for line in harness.read_text().splitlines() for c in json.loads(line)["expected_tools"]]
        row["unknown_tools"] = sum(u not in tools for u in used)
        row["records"] = len(harness.read_text().splitlines())
    report = out / "report.md"
    if report.exists():
        text = report.read_text()
        i = text.find("harness properties (from harness.jsonl)")
        row["properties"] = text[i: text.find("```", i)].strip() if i >= 0 else ""
    return row


def show(rows: list[dict]) -> None:
    print("engine  spec    exit  planned  made  top-up  made/planned  coverage  unknown  requests  tokens in/out   s/record")
    for r in rows:
        made = r.get("made", 0)
        per = f"{made / r['planned']:.0%}" if r.get("planned") else "n/a"
        cov = f"{r['coverage']:.0%}" if r.get("coverage") is not None else "n/a"
        spr = f"{r['seconds'] / max(1, r.get('records', 0)):.0f}"
        print(f"{r['engine']:7} {r['spec']:7} {r['exit']:>4}  {r.get('planned', 0):>7}  {made:>4}  {r.get('extra', 0):>6}  {per:>12}  "
              f"{cov:>8}  {r.get('unknown_tools', 0):>7}  {int(r.get('requests', 0)):>8}  "
              f"{int(r.get('tokens_in', 0))}/{int(r.get('tokens_out', 0)):<8}  {spr:>8}")
    for r in rows:
        reasons = Counter(r.get("discards") or {})
        if reasons:
            print(f"\n{r['engine']} {r['spec']} discards by stage: reason")
            for k, v in reasons.most_common():
                print(f"  {v:3}  {k}")
    for r in rows:
        if r.get("properties"):
            print(f"\n{r['engine']} {r['spec']}\n{r['properties']}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--specs", nargs="+", default=["redis", "slack"])
    ap.add_argument("--engines", nargs="+", default=["hybrid", "paper"], choices=list(ENGINES))
    ap.add_argument("--model", default="openai/qwen2.5-coder-1.5b")
    ap.add_argument("--api-base", default="http://127.0.0.1:8089/v1")
    ap.add_argument("--concurrency", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0, help="the run's seed (another seed: another plan and other requests)")
    ap.add_argument("--simple", type=int, default=3)
    ap.add_argument("--complex", type=int, default=2)
    ap.add_argument("--negatives", action="store_true", help="add the planned negatives (no_tool, missing_info, error)")
    ap.add_argument("--out", default=str(REPO / "outputs" / "real_model"))
    args = ap.parse_args()
    if not SPECS.exists():
        sys.exit("../shared/specs is not beside this checkout")
    rows = []
    for spec in args.specs:
        for engine in args.engines:
            rows.append(run(engine, spec, args))
            show(rows[-1:])
    print("\n=== all runs ===")
    show(rows)
    (Path(args.out) / "summary.json").write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
