"""`python -m seer task=evaluate agent=NAME harness=PATH`: replay an agent on a harness, score it.

Writes to the run folder: trajectories.jsonl (every step, call and tool result), scores.jsonl
(one line per turn record), scenario_scores.jsonl, summary.json; prints the table; returns a
RunRecord with metrics per spec, tier, kind, dimension and turn for the tracking room.
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from typing import Any

from seer.errors import ConfigError, SeerError
from seer.harness.io import JsonlWriter, read_jsonl
from seer.harness.model import Scenario
from seer.run_record import RunRecord

log = logging.getLogger("seer.agents")
_SECRET_HINTS = ("key", "token", "secret", "password", "authorization")


def load_harness(path: str | Path) -> list[Scenario]:
    path = Path(path)
    if not path.is_file():
        raise SeerError("no such harness file", file=str(path), hint="harness=<run folder>/harness.jsonl")
    scenarios = list(read_jsonl(path, Scenario))
    if not scenarios:
        raise SeerError("harness holds no records", file=str(path))
    return scenarios


def run_evaluate(cfg: Any) -> RunRecord:
    from seer.agents.base import build_agent
    from seer.agents.replay import replay_sync
    from seer.agents.specs import resolve_specs
    from seer.agents.summary import metrics, render, table

    if not cfg.get("harness"):
        raise ConfigError("task=evaluate needs harness=<path to harness.jsonl>")
    harness = Path(cfg.harness)
    scenarios = load_harness(harness)
    specs = resolve_specs(harness, scenarios, list(cfg.suite.paths))
    run_dir = Path(cfg.run_dir)
    run_dir.mkdir(parents=True, exist_ok=True)
    agent = build_agent(cfg.agent, seed=int(cfg.seed), cache_dir=str(cfg.cache_dir))

    bar = _progress(len(scenarios), agent.name) if cfg.get("progress", False) else None
    with JsonlWriter(run_dir / "trajectories.jsonl", truncate=True) as traj_w, \
            JsonlWriter(run_dir / "scores.jsonl", truncate=True) as turn_w, \
            JsonlWriter(run_dir / "scenario_scores.jsonl", truncate=True) as scen_w:
        def write(item) -> None:
            traj_w.write(item.trajectory)
            turn_w.write_many(item.turn_scores)
            scen_w.write(item.score)
            if bar is not None:
                bar.update(1)

        results = replay_sync(agent, specs, scenarios, max_steps=int(cfg.agent.max_steps),
                              concurrency=int(cfg.agent.concurrency), on_result=write)
    if bar is not None:
        bar.close()

    scores = [r.score for r in results]
    turn_scores = [t for r in results for t in r.turn_scores]
    found = metrics(scores, turn_scores)
    rows = table(scores)
    print(render(rows, agent.name))
    summary = {"agent": agent.name, "harness": str(harness), "table": rows, "metrics": found}
    (run_dir / "summary.json").write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n")
    record = RunRecord(
        task="evaluate", run_dir=str(run_dir), run_name=f"evaluate-{agent.name}",
        params=_params(cfg, harness), metrics=found,
        tags={"task": "evaluate", "agent": agent.name, "agent_kind": str(cfg.agent.kind),
              "agent_model": str(cfg.agent.get("model") or ""), "specs": ",".join(sorted(specs)),
              "harness_sha256": _file_sha(harness)},
        artifacts=["trajectories.jsonl", "scores.jsonl", "scenario_scores.jsonl", "summary.json"],
        objective=found.get("agent/overall/partial_mean"), summary=summary)
    _track(record, cfg)
    return record


def _params(cfg: Any, harness: Path) -> dict[str, Any]:
    from omegaconf import OmegaConf

    agent = OmegaConf.to_container(cfg.agent, resolve=True) if OmegaConf.is_config(cfg.agent) else dict(cfg.agent)
    out: dict[str, Any] = {"task": "evaluate", "harness": str(harness), "seed": int(cfg.seed)}
    for k, v in agent.items():
        secret = any(h in k.lower() for h in _SECRET_HINTS) and not k.endswith("_env")
        out[f"agent.{k}"] = "***" if secret and v else v
    return out


def _file_sha(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _progress(total: int, name: str):
    from tqdm import tqdm

    return tqdm(total=total, desc=f"evaluate {name}", unit="scenario", leave=False)


def _track(record: RunRecord, cfg: Any) -> None:
    """Hand the record to the tracking room when it is there (it owns MLflow)."""
    try:
        from seer.tracking import log_run  # type: ignore[attr-defined]
    except ImportError:
        log.info("seer.tracking.log_run not available; run record left in %s", record.run_dir)
        return
    log_run(record, cfg.tracking)
