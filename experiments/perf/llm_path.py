"""How fast and how lean is seer's LLM path? Drives the LLM room and engine against the fake
OpenAI-compatible server (tests/fakeserver.py) answering after a fixed delay, like a hosted model.

Figures printed:
1. throughput at concurrency 32 with 1 s latency, as a share of the ideal (32 requests/s):
   (a) the room alone: N structured requests; (b) the whole LLM engine on the 64-tool spec, where
   stage dependencies (interpret -> draft -> mocks -> turns, then top-up) bound the ideal too;
   stages are pipelined per slot (a slot's mocks start when its draft is accepted), so the run
   is sized (--simple/--complex slots) for the round-off of the last round to stay small;
   (c) the hybrid engine on the same spec and plan (words -> mocks -> turns, no interpretation);
2. seer's CPU time per request on top of the server (the server runs in a child process, so this
   process's CPU time is seer + litellm), beside litellm's own cost per request;
3. prompt tokens per record on illustrator.json (64 tools) against one whole-spec prompt per record.

Run: python experiments/perf/llm_path.py [--latency 1.0] [--requests 320] [--simple 96 --complex 32]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SPEC = REPO.parent / "shared" / "specs" / "illustrator.json"
sys.path.insert(0, str(REPO))
os.environ.setdefault("SEER_ALLOW_MODEL_REQUESTS", "0")  # loopback only: this never reaches a real model


def serve(spec_path: str, latency: float) -> None:
    """Child process: the fake server with the scripted model; prints its URL, runs until stdin closes."""
    from seer.spec.load import load_spec
    from tests.fakeserver import FakeServer
    from tests.fixtures_llm import HybridModel, ScriptedModel, stage_of

    spec = load_spec(spec_path)
    paper, hybrid = ScriptedModel(spec), HybridModel(spec)
    with FakeServer(lambda req: (hybrid if (stage_of(req) or "").startswith("hybrid") else paper)(req), latency=latency) as srv:
        print(srv.url, flush=True)
        sys.stdin.read()


def start_server(latency: float) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen([sys.executable, __file__, "--serve", str(SPEC), "--latency", str(latency)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=REPO)
    return proc, proc.stdout.readline().strip()


def cfg_for(url: str, concurrency: int, engine: str = "llm"):
    from seer.config import GeneratorConfig

    return GeneratorConfig(name="perf", engine=engine, model="openai/fake-model", api_base=url, concurrency=concurrency,
                           retries=2, timeout_s=30, response_format="json_object",
                           price_input_per_mtok=0.0, price_output_per_mtok=0.0)  # a local server, priced like conf/generator/vllm.yaml


async def room_burst(url: str, n: int, concurrency: int) -> tuple[float, float, int]:
    from pydantic import BaseModel

    from seer.llm import LLMClient

    class Card(BaseModel):
        what_it_does: str
        what_it_needs: str
        why_its_used: str
        enterprise_context: str

    client = LLMClient(cfg_for(url, concurrency), cache_dir=None)
    msgs = lambda i: [{"role": "system", "content": "seer stage: interpret\n\nExplain."},  # noqa: E731
                      {"role": "user", "content": f"Explain the tool 'tool_{i}'."}]
    await client.structured(msgs(-1), Card, stage="warm", item="w")  # imports, client pools
    c0, t0 = time.process_time(), time.perf_counter()
    res = await asyncio.gather(*(client.structured(msgs(i), Card, stage="perf", item=str(i)) for i in range(n)))
    return time.perf_counter() - t0, time.process_time() - c0, sum(r.ok for r in res)


async def litellm_only(url: str, n: int, concurrency: int) -> tuple[float, float]:
    from seer.llm.transport import import_litellm

    litellm = import_litellm()
    sem = asyncio.Semaphore(concurrency)
    body = [{"role": "system", "content": "seer stage: interpret\n\nExplain."}, {"role": "user", "content": "Explain the tool 'x'."}]

    async def one() -> None:
        async with sem:
            await litellm.acompletion(model="openai/fake-model", api_base=url, api_key="sk-no-key", messages=body,
                                      response_format={"type": "json_object"}, num_retries=0, max_retries=0)

    await one()
    c0, t0 = time.process_time(), time.perf_counter()
    await asyncio.gather(*(one() for _ in range(n)))
    return time.perf_counter() - t0, time.process_time() - c0


def whole_spec_tokens(spec) -> int:
    """A scenario prompt that shows every tool of the spec (the naive way), in the server's token estimate."""
    from seer.generate.llm.prompts import render
    from seer.generate.llm.stages import _compact

    tools = "\n".join(f"- {t.name}: {t.description[:300]}\n  input schema: {_compact(t.input_schema, 1200)}" for t in spec.tools)
    system = render("scenarios", spec=spec.name, tier="simple", tier_guide=render("tier_simple"),
                    coverage=render("coverage", focus_rule="at least one of these tools", focus="x"), tools=tools)
    return len(json.dumps([{"role": "system", "content": system}, {"role": "user", "content": "Write scenario x."}])) // 4


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--serve", default=None)
    ap.add_argument("--latency", type=float, default=1.0)
    ap.add_argument("--requests", type=int, default=320)
    ap.add_argument("--concurrency", type=int, default=32)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--simple", type=int, default=96, help="simple slots of the engine runs (null: the engine's default)")
    ap.add_argument("--complex", type=int, default=32)
    ap.add_argument("--engines-only", action="store_true", help="skip the room bursts (their lines are then meaningless)")
    args = ap.parse_args()
    if args.serve:
        return serve(args.serve, args.latency)

    from seer.generate.base import GenerationPlan
    from seer.generate.llm import LLMEngine
    from seer.harness.model import Scenario
    from seer.spec.load import load_spec

    proc, url = start_server(args.latency)
    try:
        n, c, lat = args.requests, args.concurrency, args.latency
        ideal = n * lat / c
        # the machine is shared: alternate seer and bare litellm, report the best and the median of each
        rooms, bares = [], []
        for _ in range(args.repeat if not args.engines_only else 0):
            rooms.append(asyncio.run(room_burst(url, n, c)))
            bares.append(asyncio.run(litellm_only(url, n, c)))
        if args.engines_only:
            rooms, bares = [(1.0, 0.0, n)], [(1.0, 0.0)]
        walls = sorted(w for w, _, _ in rooms)
        bare_walls = sorted(w for w, _ in bares)
        cpu = statistics.median(cp for _, cp, _ in rooms)
        lit = statistics.median(cp for _, cp in bares)
        print(f"room:   {n} requests, concurrency {c}, latency {lat:g}s, ideal {ideal:.2f}s; {args.repeat} runs: "
              f"best {walls[0]:.2f}s -> share {ideal / walls[0]:.2f}, median share {ideal / statistics.median(walls):.2f}; "
              f"{min(ok for _, _, ok in rooms)}/{n} ok")
        print(f"        bare litellm.acompletion, same runs: best share {ideal / bare_walls[0]:.2f}, "
              f"median {ideal / statistics.median(bare_walls):.2f} (the floor seer stands on)")
        print(f"cpu:    seer+litellm {1000 * cpu / n:.1f} ms/request; litellm.acompletion alone {1000 * lit / n:.1f} ms/request; "
              f"seer on top {1000 * (cpu - lit) / n:.1f} ms/request (medians)")

        spec = load_spec(SPEC)
        plan = GenerationPlan(seed=0, scenarios={"simple": args.simple, "complex": args.complex})
        with tempfile.TemporaryDirectory() as cache:
            engine = LLMEngine(cfg_for(url, c), cache_dir=Path(cache))
            c0, t0 = time.process_time(), time.perf_counter()
            recs = list(engine.generate(spec, plan))
            wall, cpu = time.perf_counter() - t0, time.process_time() - c0
        records = [r for r in recs if isinstance(r, Scenario)]
        t = engine.stats.total()
        topped = any("-topup-" in r.id for r in records)
        depth = 4 + (3 if topped else 0)  # interpret, draft, mocks, turns; a top-up round adds draft, mocks, turns
        ideal = max(t.requests * lat / c, depth * lat)
        print(f"engine: {spec.name} ({len(spec.tools)} tools): {len(records)} records, {len(recs) - len(records)} discards, "
              f"{t.requests} requests in {wall:.2f}s (ideal {ideal:.2f}s: max(requests/concurrency, {depth} dependent steps)) "
              f"-> share {ideal / wall:.2f}; {1000 * cpu / max(1, t.requests):.1f} ms CPU/request")
        from seer.generate.hybrid import HybridEngine

        with tempfile.TemporaryDirectory() as cache:
            heng = HybridEngine(cfg_for(url, c, "hybrid"), cache_dir=Path(cache))
            heng.skeletons(spec, plan)  # the symbolic plan (offline CPU, no request) is not the request path
            c0, t0 = time.process_time(), time.perf_counter()
            hrecs = list(heng.generate(spec, plan))
            hwall, hcpu = time.perf_counter() - t0, time.process_time() - c0
        ht = heng.stats.total()
        hmade = sum(isinstance(r, Scenario) for r in hrecs)
        hideal = max(ht.requests * lat / c, 3 * lat)
        print(f"hybrid: {spec.name}: {hmade} records of {len(heng.planned_items(spec, plan))} planned, {ht.requests} requests in "
              f"{hwall:.2f}s (ideal {hideal:.2f}s: max(requests/concurrency, 3 dependent steps)) -> share {hideal / hwall:.2f}; "
              f"{1000 * hcpu / max(1, ht.requests):.1f} ms CPU/request")
        per_record = t.tokens_in / max(1, len(records))
        naive = whole_spec_tokens(spec)
        print(f"tokens: {per_record:.0f} prompt tokens per record (all four stages) vs {naive} for one whole-spec prompt "
              f"per record -> ratio {per_record / naive:.2f}")
        print(engine.stats.cost_line())
    finally:
        proc.stdin.close()
        proc.wait(timeout=10)


if __name__ == "__main__":
    main()
