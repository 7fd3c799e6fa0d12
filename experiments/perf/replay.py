"""Replay speed: scenarios replayed (and scored) per second, with the oracle agent and with an LLM
agent talking to the local fake OpenAI-compatible server (tests/fakeserver.py) that plays the
oracle's calls, so every request goes through the LLM room and litellm.

    python experiments/perf/replay.py [--quick] [--latency 0.0] [--concurrency 8]

Harnesses come from the symbolic engine for every spec in ../shared/specs (seed 0). Figures are
printed, never asserted: this machine is shared and noisy.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from types import SimpleNamespace

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("LITELLM_OFFLINE_MODE", "true")
os.environ["SEER_ALLOW_MODEL_REQUESTS"] = "0"  # only the loopback fake server may be called

from seer.agents.base import build_agent  # noqa: E402
from seer.agents.builtin import OracleAgent  # noqa: E402
from seer.agents.replay import replay_sync  # noqa: E402
from seer.agents.tools import ToolAliases  # noqa: E402
from seer.generate.base import GenerationPlan, build_engine  # noqa: E402
from seer.harness.model import Scenario  # noqa: E402
from seer.spec.load import load_spec  # noqa: E402


def harnesses(quick: bool):
    engine = build_engine(SimpleNamespace(name="symbolic", engine="symbolic"))
    files = sorted((REPO.parent / "shared" / "specs").glob("*.json"))
    if quick:
        files = files[:2]
    specs, scenarios = {}, []
    for f in files:
        spec = load_spec(f)
        specs[spec.name] = spec
        scenarios += [r for r in engine.generate(spec, GenerationPlan(seed=0)) if isinstance(r, Scenario)]
    return specs, scenarios


def oracle_responder(specs, scenarios):
    """The fake server plays the oracle: the last user text picks the turn's calls; after tool results it answers."""
    from tests.fakeserver import Reply

    plan = {}
    for s in scenarios:
        aliases = ToolAliases(specs[s.spec].tool_names)
        for k, turn in enumerate(s.conversation):
            plan[turn.user] = [(aliases.alias(c.tool), c.arguments) for c in s.turn_calls(k)]

    def respond(req):
        if req.messages and req.messages[-1].get("role") == "tool":
            return Reply.text("Done.")
        calls = plan.get(req.last_user, [])
        return Reply.calls(*calls) if calls else Reply.text("Nothing to call.")

    return respond


def measure(agent, specs, scenarios, concurrency: int) -> tuple[float, float]:
    t0 = time.perf_counter()
    results = replay_sync(agent, specs, scenarios, concurrency=concurrency)
    dt = time.perf_counter() - t0
    return len(scenarios) / dt, sum(r.score.partial for r in results) / len(results)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--quick", action="store_true")
    p.add_argument("--latency", type=float, default=0.0, help="fake server delay per request, seconds")
    p.add_argument("--concurrency", type=int, default=8)
    args = p.parse_args()
    specs, scenarios = harnesses(args.quick)
    turns = sum(len(s.conversation) for s in scenarios)
    print(f"{len(scenarios)} scenarios ({turns} turns) from {len(specs)} specs")
    rate, mean = measure(OracleAgent(), specs, scenarios, args.concurrency)
    print(f"oracle agent: {rate:8.1f} scenarios/s  (partial mean {mean:.3f})")

    from omegaconf import OmegaConf

    from seer.config import AgentConfig
    from tests.fakeserver import FakeServer

    os.environ["SEER_PERF_FAKE_KEY"] = "sk-perf"
    llm_scenarios = scenarios[:60] if args.quick else scenarios
    with FakeServer(oracle_responder(specs, llm_scenarios), latency=args.latency) as srv:
        cfg = OmegaConf.structured(AgentConfig(
            name="fake-llm", kind="llm", model="openai/fake-model", api_base=srv.url, api_key_env="SEER_PERF_FAKE_KEY",
            retries=0, concurrency=args.concurrency, price_input_per_mtok=0.0, price_output_per_mtok=0.0))
        agent = build_agent(cfg, cache_dir=None)
        measure(agent, specs, llm_scenarios[:2], 1)  # warm up: litellm's import and first client
        srv.requests.clear()
        rate, mean = measure(agent, specs, llm_scenarios, args.concurrency)
        per_req = len(srv.requests) / (len(llm_scenarios) / rate)
        print(f"LLM agent via fake server (latency {args.latency:g}s, concurrency {args.concurrency}): "
              f"{rate:8.1f} scenarios/s, {per_req:.1f} requests/s, {len(srv.requests)} requests "
              f"(partial mean {mean:.3f})")


if __name__ == "__main__":
    main()
