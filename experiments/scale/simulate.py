"""Simulate seer's scheduler at provider scale: the real LLM engine and LLM judge, through LLMClient
(its concurrency bound, rpm/tpm buckets and retry policy), against the fake OpenAI-compatible server
(tests/fakeserver.py + tests/fixtures_llm.py::ScriptedModel) in a child process on 127.0.0.1, with
injected latency. One synthetic spec (default 100 tools), three variants (each a fresh cache):

  fixed     every reply after exactly --latency s; concurrency 32; no rate limit
  jitter    lognormal latency (median --latency, sigma 0.5) and 3% of requests answered 429
            (Retry-After 1 s) before any work; concurrency 32
  rpm       fixed latency, concurrency 32, rpm 120: past the bucket's one-minute burst the client
            must hold 2 requests/s (generation only, to keep the run short)

Printed: requests, tokens (as the server counts them: characters / 4), wall time, achieved
requests/s against the configured bound, mean requests in flight (Little's law over the server's
arrivals), seer's CPU per request; then the dry-run estimate against the measured run, and the
nightly arithmetic of experiments/scale/nightly.py on the measured records.

Bounded: ~2-3 minutes on 2 shared cores; talks only to 127.0.0.1; the server child exits when
its stdin closes. Run: python experiments/scale/simulate.py [--tools 100] [--latency 1.0]
[--variants fixed,jitter,rpm] [--concurrency 32] [--no-across]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
os.environ.setdefault("SEER_ALLOW_MODEL_REQUESTS", "0")  # loopback only: this never reaches a real model

VARIANTS = {
    "fixed": dict(sigma=0.0, p429=0.0, rpm=None, judge=True),
    "jitter": dict(sigma=0.5, p429=0.03, rpm=None, judge=True),
    "rpm": dict(sigma=0.0, p429=0.0, rpm=120, judge=False),
}
CONCURRENCY = 32


def serve(spec_path: str, latency: float, sigma: float, p429: float, seed: int) -> None:
    """Child process: scripted generation stages + full-marks verdicts, with per-reply latency and
    429s; prints its URL, serves until stdin closes, then prints its arrival log as one JSON line."""
    from seer.spec.load import load_spec
    from tests.fakeserver import FakeServer, Reply
    from tests.fixtures_llm import ScriptedModel, stage_of
    from tests.test_judge_llm import verdict

    model, rng, lock = ScriptedModel(load_spec(spec_path)), random.Random(seed), threading.Lock()
    log: list[tuple[float, str, float, int, int]] = []  # arrival time, stage, reply delay, status, prompt chars

    def note(req, delay: float, status: int) -> None:
        chars = sum(len(str(m.get("content") or "")) for m in req.messages)  # what LLMClient's tpm bucket sizes by
        with lock:
            log.append((time.time(), stage_of(req) or "?", delay, status, chars))

    def responder(req):
        reply = Reply.json(verdict()) if stage_of(req) == "judge" else model(req)
        with lock:
            reply.delay = latency * math.exp(rng.gauss(0.0, sigma)) if sigma else latency
        note(req, reply.delay, 200)
        return reply

    def faults(req):
        with lock:
            hit = p429 > 0 and rng.random() < p429
        if hit:
            note(req, 0.0, 429)
            return Reply.error(429, retry_after=1)
        return None

    with FakeServer(responder, faults=faults) as srv:
        print(srv.url, flush=True)
        sys.stdin.read()
    print(json.dumps(log), flush=True)


def start_server(spec_path: Path, latency: float, sigma: float, p429: float) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen([sys.executable, __file__, "--serve", str(spec_path), "--latency", str(latency),
                             "--sigma", str(sigma), "--p429", str(p429)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=REPO)
    return proc, proc.stdout.readline().strip()


def flow(log: list, t0: float, t1: float, rpm: int | None) -> dict[str, float]:
    """From the server's arrivals inside [t0, t1]: mean and peak requests in flight, and (under an
    rpm limit) the steady rate once the bucket's one-minute burst is spent."""
    arr = sorted((t, d) for t, _, d, *_ in log if t0 <= t <= t1)
    wall = max(1e-9, t1 - t0)
    edges = sorted([(t, 1) for t, _ in arr] + [(t + d, -1) for t, d in arr])
    level = peak = 0
    for _, step in edges:
        level += step
        peak = max(peak, level)
    out = {"in_flight_mean": sum(d for _, d in arr) / wall, "in_flight_peak": float(peak)}
    if rpm and len(arr) > rpm + 10:
        tail = [t for t, _ in arr[rpm:]]
        out["steady_rps"] = (len(tail) - 1) / max(1e-9, tail[-1] - tail[0])
    return out


def phase_row(name: str, stage_usage: list, wall: float, cpu: float, fl: dict, bound: float) -> dict:
    req = sum(s.requests for s in stage_usage)
    return {"phase": name, "requests": req, "retries": sum(s.retries for s in stage_usage),
            "repairs": sum(s.repairs for s in stage_usage), "tokens_in": sum(s.tokens_in for s in stage_usage),
            "tokens_out": sum(s.tokens_out for s in stage_usage), "wall_s": wall, "rps": req / wall, "bound_rps": bound,
            "cpu_ms_per_request": 1000 * cpu / max(1, req), **fl}


def run_variant(name: str, spec_path: Path, latency: float, plan) -> tuple[list[dict], object, list]:
    from seer.config import JudgeConfig
    from seer.generate.llm import LLMEngine
    from seer.harness.model import Scenario
    from seer.judge.llm_judge import LLMJudge
    from seer.llm import UsageStats
    from seer.llm.transport import import_litellm
    from seer.spec.load import load_spec
    from experiments.perf.llm_path import cfg_for

    v = VARIANTS[name]
    spec = load_spec(spec_path)
    import_litellm()  # imports outside the timed part
    proc, url = start_server(spec_path, latency, v["sigma"], v["p429"])
    mean_latency = latency * math.exp(v["sigma"] ** 2 / 2)
    bound = min(CONCURRENCY / mean_latency, v["rpm"] / 60 if v["rpm"] else math.inf)
    rows, scenarios, marks = [], [], []
    try:
        gcfg = dataclasses.replace(cfg_for(url, CONCURRENCY), rpm=v["rpm"], retries=6, timeout_s=30)
        with tempfile.TemporaryDirectory() as cache:
            stats = UsageStats()
            engine = LLMEngine(gcfg, cache_dir=Path(cache), stats=stats)
            t0, c0 = time.time(), time.process_time()
            recs = list(engine.generate(spec, plan))
            t1, c1 = time.time(), time.process_time()
            scenarios = [r for r in recs if isinstance(r, Scenario)]
            marks.append(("generate", t0, t1, c1 - c0, [s for k, s in stats.stages.items() if k != "judge"]))
            if v["judge"]:
                jcfg = JudgeConfig(name="sim_judge", kind="llm", model="openai/fake-judge", api_base=url, api_key_env=None,
                                   concurrency=CONCURRENCY, rpm=v["rpm"], retries=6, timeout_s=30,
                                   response_format="json_object", price_input_per_mtok=0.0, price_output_per_mtok=0.0)
                judge = LLMJudge(jcfg, cache_dir=Path(cache), stats=stats)
                t2, c2 = time.time(), time.process_time()
                judged = list(judge.judge(spec, scenarios))
                t3, c3 = time.time(), time.process_time()
                bad = [j.unscored_reason for j in judged if j.status != "scored"]
                assert not bad, f"the scripted judge should score every record: {bad[:2]}"
                marks.append(("judge", t2, t3, c3 - c2, [stats.stages["judge"]]))
    finally:
        proc.stdin.close()
        log = json.loads(proc.stdout.readline() or "[]")
        proc.wait(timeout=30)
    for phase, a, b, cpu, usage in marks:
        rows.append({"variant": name, "latency": latency, "concurrency": CONCURRENCY, **phase_row(phase, usage, b - a, cpu, flow(log, a, b, v["rpm"]), bound)})
    return rows, stats, scenarios


def print_rows(rows: list[dict], spec_name: str, latency: float) -> None:
    print(f"\nsimulation: {spec_name}, latency {latency:g}s (median), concurrency {CONCURRENCY}; tokens as the server counts them")
    head = f"{'variant':8} {'phase':9} {'requests':>8} {'retry':>5} {'repair':>6} {'tok in':>8} {'tok out':>7} " \
           f"{'wall s':>7} {'req/s':>6} {'bound':>6} {'inflight':>8} {'peak':>4} {'steady':>6} {'cpu ms/req':>10}"
    print(head + "\n" + "-" * len(head))
    for r in rows:
        steady = f"{r['steady_rps']:.2f}" if "steady_rps" in r else "-"
        print(f"{r['variant']:8} {r['phase']:9} {r['requests']:8d} {r['retries']:5d} {r['repairs']:6d} {r['tokens_in']:8d} "
              f"{r['tokens_out']:7d} {r['wall_s']:7.1f} {r['rps']:6.2f} {r['bound_rps']:6.2f} {r['in_flight_mean']:8.1f} "
              f"{r['in_flight_peak']:4.0f} {steady:>6} {r['cpu_ms_per_request']:10.1f}")
    print("bound = min(concurrency / mean latency, rpm / 60); inflight = mean requests at the server (Little's law); "
          "steady = arrivals/s after the rpm bucket's one-minute burst")


def check_estimate(cfg, spec, plan, stats, scenarios) -> list[str]:
    """The dry-run estimate (same prompts, chars/4 like the server) against the measured run;
    returns the totals that disagree by more than 10%."""
    from seer.generate.llm.estimate import _schema_msg, chars_over_4, estimate_generation
    from seer.judge.llm_judge import render_messages
    from seer.judge.llm_verdict import Verdict

    est = estimate_generation(cfg, spec, plan, count=chars_over_4)
    print(f"\nestimate vs measured ({spec.name}; measured requests exclude transport retries):")
    print(f"{'stage':10} {'est req':>7} {'meas req':>8} {'diff':>6} {'est tok in':>10} {'meas tok in':>11} {'diff':>6}")
    rows = [(k, s.requests, s.prompt_tokens) for k, s in est.stages.items()]
    records = [(sc, t) for sc in scenarios for t in range(len(sc.conversation))]
    judge_tokens = sum(chars_over_4(render_messages(spec, sc, t) + [_schema_msg(Verdict)]) for sc, t in records)
    rows.append(("judge", len(records), judge_tokens))
    for k, er, et in rows + [("total", sum(r[1] for r in rows), sum(r[2] for r in rows))]:
        got = [stats.stages[k]] if k in stats.stages else (list(stats.stages.values()) if k == "total" else [])
        mr = sum(s.requests - s.retries for s in got)
        mt = sum(s.tokens_in for s in got)
        print(f"{k:10} {er:7d} {mr:8d} {100 * (er - mr) / max(1, mr):+5.1f}% {et:10d} {mt:11d} {100 * (et - mt) / max(1, mt):+5.1f}%")
    print("(judge row: one request per record turn, prompt rendered from the measured records)")
    return [f"total {what}: estimated {e}, measured {m}" for what, e, m in (("requests", er, mr), ("prompt tokens", et, mt))
            if abs(e - m) > 0.1 * max(1, m)]


def main() -> None:
    global CONCURRENCY
    ap = argparse.ArgumentParser()
    ap.add_argument("--serve", default=None)
    ap.add_argument("--latency", type=float, default=1.0)
    ap.add_argument("--sigma", type=float, default=0.0)
    ap.add_argument("--p429", type=float, default=0.0)
    ap.add_argument("--tools", type=int, default=100)
    ap.add_argument("--variants", default="fixed,jitter,rpm")
    ap.add_argument("--concurrency", type=int, default=CONCURRENCY)
    ap.add_argument("--across", action=argparse.BooleanOptionalAction, default=True,
                    help="also check that an rpm limit holds across specs (experiments/scale/across.py)")
    args = ap.parse_args()
    CONCURRENCY = args.concurrency
    if args.serve:
        return serve(args.serve, args.latency, args.sigma, args.p429, seed=0)

    from seer.generate.base import GenerationPlan
    from seer.spec.load import load_spec
    from seer.spec.synthetic import write_synthetic_spec
    from experiments.perf.llm_path import cfg_for
    from experiments.scale.nightly import nightly_report

    plan = GenerationPlan(seed=0)
    with tempfile.TemporaryDirectory() as tmp:
        spec_path = write_synthetic_spec(args.tools, Path(tmp) / f"synthetic{args.tools}.json")
        spec = load_spec(spec_path)
        rows, first = [], None
        for name in args.variants.split(","):
            r, stats, scenarios = run_variant(name, spec_path, args.latency, plan)
            rows += r
            first = first or (stats, scenarios)
        print_rows(rows, spec.name, args.latency)
        findings: list[str] = []
        problems = check_estimate(cfg_for("http://127.0.0.1:1/v1", CONCURRENCY), spec, plan, *first)
        nightly_report(spec, plan, first[1], measured=rows)
        if args.across:
            from experiments.scale.across import report, report_tpm, rpm_across_specs, tpm_reservation

            findings = [] if report(rpm_across_specs(Path(tmp), args.latency, CONCURRENCY)) else ["rpm across specs"]
            report_tpm(tpm_reservation(Path(tmp), args.latency, CONCURRENCY))
    # the limits must hold: never more in flight than the concurrency bound, never faster than the rpm
    for r in rows:
        if r["in_flight_peak"] > CONCURRENCY:
            problems.append(f"{r['variant']} {r['phase']}: {r['in_flight_peak']:.0f} in flight > concurrency {CONCURRENCY}")
        rpm = VARIANTS[r["variant"]]["rpm"]
        if rpm and r.get("steady_rps", 0) > 1.15 * rpm / 60:
            problems.append(f"{r['variant']} {r['phase']}: {r['steady_rps']:.2f} requests/s past the burst > rpm {rpm}")
    if problems:
        sys.exit("simulate: FAILED: " + "; ".join(problems))
    print("\nsimulate: ok (estimate within 10% of requests and prompt tokens; concurrency and rpm bounds held within a spec)"
          + (f"; findings in the LLM room: {', '.join(findings)}" if findings else ""))


if __name__ == "__main__":
    main()
