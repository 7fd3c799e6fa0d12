"""Limits across a run. Does an rpm limit hold across specs? The pipeline builds one engine and generates the specs of a
suite one after another; this runs three small specs in turn through one engine, as it does, and
counts the server's arrivals in the busiest 60 s window.

A single token bucket of capacity rpm refilled at rpm/min admits at most 2 x rpm in any 60 s
window (a full burst, then one minute of refill). More than that means the bucket did not carry
over from one spec to the next (LLMClient keeps its limits per client and event loop, and each
`generate` call runs its own loop with a fresh client).

And how much does LLMClient's tpm bucket reserve against what requests really use? (`tpm_reservation`)"""

from __future__ import annotations

import dataclasses
import json
import tempfile
import time
from pathlib import Path


def busiest_minute(times: list[float]) -> int:
    times, best, lo = sorted(times), 0, 0
    for hi, t in enumerate(times):
        while t - times[lo] >= 60.0:
            lo += 1
        best = max(best, hi - lo + 1)
    return best


def run_in_turn(paths: list[Path], latency: float, concurrency: int, **limits) -> tuple[float, list, object]:
    """Generate each spec in turn through one engine (as the pipeline does): wall, server log, stats."""
    from experiments.perf.llm_path import cfg_for
    from experiments.scale.simulate import start_server
    from seer.generate.base import GenerationPlan
    from seer.generate.llm import LLMEngine
    from seer.spec.load import load_spec

    proc, url = start_server(paths[-1], latency, 0.0, 0.0)
    try:
        cfg = dataclasses.replace(cfg_for(url, concurrency), retries=6, timeout_s=30, **limits)
        with tempfile.TemporaryDirectory() as cache:
            engine = LLMEngine(cfg, cache_dir=Path(cache))  # one engine for the suite, as the pipeline
            t0 = time.time()
            for p in paths:
                list(engine.generate(load_spec(p), GenerationPlan(seed=0)))
            wall = time.time() - t0
    finally:
        proc.stdin.close()
        log = json.loads(proc.stdout.readline() or "[]")
        proc.wait(timeout=30)
    return wall, log, engine.stats


def rpm_across_specs(tmp: Path, latency: float, concurrency: int, rpm: int = 60, sizes=(24, 25, 26)) -> dict:
    from seer.spec.synthetic import write_synthetic_spec

    paths = [write_synthetic_spec(n, tmp / f"synthetic{n}.json") for n in sizes]  # each a prefix of the last
    wall, log, _ = run_in_turn(paths, latency, concurrency, rpm=rpm)
    return {"specs": len(paths), "requests": len(log), "wall_s": wall, "rpm": rpm,
            "busiest_minute": busiest_minute([t for t, *_ in log])}


def tpm_reservation(tmp: Path, latency: float, concurrency: int, tpm: int = 60_000, size: int = 24) -> dict:
    """One spec whose tokens (in + out, as the server counts them) fit in one minute's budget: an
    honest bucket never waits; LLMClient reserves prompt chars / 4 + (max_tokens or 512) per request."""
    from seer.spec.synthetic import write_synthetic_spec

    path = write_synthetic_spec(size, tmp / f"synthetic{size}.json")
    free, _, _ = run_in_turn([path], latency, concurrency)
    wall, log, stats = run_in_turn([path], latency, concurrency, tpm=tpm)
    t = stats.total()
    return {"tpm": tpm, "requests": t.requests, "used": t.tokens_in + t.tokens_out, "wall_free_s": free, "wall_s": wall,
            "reserved": sum(chars // 4 + 512 for *_, chars in log)}


def report(r: dict) -> bool:
    """Print the finding; True when the limit held across specs."""
    # a bucket admits at most capacity + one minute's refill in any 60 s window; +1 for arrivals
    # timed at the server, a little after the client took its token
    held = r["busiest_minute"] <= 2 * r["rpm"] + 1
    print(f"\nrpm across specs: {r['specs']} specs in turn through one engine, rpm {r['rpm']}: {r['requests']} requests "
          f"in {r['wall_s']:.1f} s, busiest 60 s window {r['busiest_minute']} requests (one shared bucket allows at most "
          f"{2 * r['rpm']}) -> " + ("the limit held" if held else "FINDING: the limit did not carry over between specs"))
    return held


def report_tpm(r: dict) -> None:
    print(f"tpm reservation: one spec, {r['requests']} requests using {r['used']:,} tokens (in + out) under tpm "
          f"{r['tpm']:,}: {r['wall_s']:.1f} s against {r['wall_free_s']:.1f} s without the limit; the client reserved "
          f"{r['reserved']:,} tokens ({r['reserved'] / max(1, r['used']):.2f}x what was used)")
