"""`python -m seer task=evaluate agent=NAME harness=PATH`: replay an agent on a harness, score it.

Writes to the run folder: trajectories.jsonl (every step, call and tool result), scores.jsonl
(one line per turn record), scenario_scores.jsonl, summary.json; prints the table; returns a
RunRecord with metrics per spec, tier, kind, dimension and turn for the tracking room.
"""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path
from typing import Any

from seer.store import file_sha256
from seer.errors import ConfigError, SeerError
from seer.pipeline.run_end import ending
from seer.harness.io import JsonlWriter, read_jsonl
from seer.harness.model import Scenario
from seer.run_record import RunRecord

log = logging.getLogger("seer.agents")


def load_harness(path: str | Path) -> list[Scenario]:
    path = Path(path)
    if not path.is_file():
        raise SeerError("no such harness file", file=str(path), hint="harness=<run folder>/harness.jsonl")
    scenarios = list(read_jsonl(path, Scenario))
    if not scenarios:
        raise SeerError("harness holds no records", file=str(path))
    return scenarios


def run_evaluate(cfg: Any) -> RunRecord:
    from seer.agents import resume
    from seer.agents.base import build_agent
    from seer.agents.model import ScenarioScore, Trajectory, TurnScore
    from seer.agents.replay import replay_sync
    from seer.agents.specs import resolve_specs
    from seer.agents.summary import metrics, render, table

    if not cfg.get("harness"):
        raise ConfigError("task=evaluate needs harness=<path to harness.jsonl>")
    harness = Path(cfg.harness)
    scenarios = load_harness(harness)
    specs = resolve_specs(harness, scenarios, list(cfg.suite.paths))
    agent = build_agent(cfg.agent, seed=int(cfg.seed), cache_dir=str(cfg.cache_dir))
    semantic = _semantic_judge(cfg)
    run_dir = Path(cfg.get("resume") or cfg.run_dir)
    identity = {"harness_sha256": file_sha256(harness), "agent": agent.name, "kind": str(cfg.agent.kind),
                "model": str(cfg.agent.get("model") or ""), "seed": int(cfg.seed)}
    done = resume.prepare(run_dir, identity)
    todo = [s for s in scenarios if s.id not in done]
    if done:
        print(f"seer: resuming in {run_dir}: {len(done)} scenarios already scored, {len(todo)} to go", file=sys.stderr)

    bar = _progress(len(todo), agent.name) if cfg.get("progress", False) else None
    with JsonlWriter(run_dir / "trajectories.jsonl") as traj_w, JsonlWriter(run_dir / "scores.jsonl") as turn_w, \
            JsonlWriter(run_dir / "scenario_scores.jsonl") as scen_w:
        def write(item) -> None:  # scenario_scores last: its line marks the scenario done
            traj_w.write(item.trajectory)
            turn_w.write_many(item.turn_scores)
            scen_w.write(item.score)
            if bar is not None:
                bar.update(1)

        again = f"python -m seer task=evaluate harness={harness} agent={cfg.agent.name} resume={run_dir}"
        with ending("scored scenarios are kept", f"resume with: {again}") as state:
            replay_sync(agent, specs, todo, max_steps=int(cfg.agent.max_steps),
                        concurrency=int(cfg.agent.concurrency), on_result=write, semantic=semantic, keep=False)
        status = state.status
    if bar is not None:
        bar.close()

    scores = list(read_jsonl(run_dir / "scenario_scores.jsonl", ScenarioScore))
    found = metrics(scores, read_jsonl(run_dir / "scores.jsonl", TurnScore))
    if semantic is not None:
        found["agent/semantic/asked"], found["agent/semantic/failed"] = float(semantic.asked), float(semantic.failed)
    for traj in read_jsonl(run_dir / "trajectories.jsonl", Trajectory):  # an LLM agent's tokens and cost
        for k, v in traj.usage.items():
            found[f"agent/usage/{k}"] = found.get(f"agent/usage/{k}", 0.0) + float(v)
    rows = table(scores)
    print(render(rows, agent.name))
    summary = {"agent": agent.name, "harness": str(harness), "table": rows, "metrics": found}
    (run_dir / "summary.json").write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n")
    record = RunRecord(
        task="evaluate", run_dir=str(run_dir), run_name=f"evaluate-{agent.name}",
        params=_params(cfg, harness), metrics=found,
        tags={"task": "evaluate", "agent": agent.name, "agent_kind": str(cfg.agent.kind),
              "agent_model": identity["model"], "specs": ",".join(sorted(specs)),
              "harness_sha256": identity["harness_sha256"]},
        artifacts=[*resume.FILES, "summary.json", resume.MARKER], status=status,
        objective=found.get("agent/overall/partial_mean"), summary=summary)
    # the tracking room can log a finished run folder later from this file
    (run_dir / "run_record.json").write_text(record.model_dump_json(indent=2) + "\n")
    _scrub_hydra(run_dir)
    _track(record, cfg)
    return record


def _semantic_judge(cfg: Any):
    if not cfg.agent.get("semantic_judge", False):
        return None
    from seer.agents.semantic import SemanticJudge
    from seer.llm.keys import preflight

    preflight(cfg.agent.semantic, role="agent.semantic")
    return SemanticJudge(cfg.agent.semantic, cache_dir=str(cfg.cache_dir))


def _params(cfg: Any, harness: Path) -> dict[str, Any]:
    """What the evaluation depends on, flattened, secrets masked by the tracking room's rules."""
    from omegaconf import OmegaConf

    from seer.secrets import flatten_config, redact

    agent = OmegaConf.to_container(cfg.agent, resolve=True) if OmegaConf.is_config(cfg.agent) else dict(cfg.agent)
    return redact(flatten_config({"task": "evaluate", "harness": str(harness), "seed": int(cfg.seed), "agent": agent}))


def _progress(total: int, name: str):
    from tqdm import tqdm

    return tqdm(total=total, desc=f"evaluate {name}", unit="scenario", leave=False)


def _scrub_hydra(run_dir: Path) -> None:
    """Hydra's saved config may hold a secret someone passed on the command line: the pipeline's scrubber."""
    try:
        from seer.pipeline.rundir import scrub_hydra_files
    except ImportError:
        return
    scrub_hydra_files(run_dir)


def _track(record: RunRecord, cfg: Any) -> None:
    """Hand the record to the tracking room when it is there (it owns MLflow)."""
    try:
        from seer.tracking import log_run  # type: ignore[attr-defined]
    except ImportError:
        log.info("seer.tracking.log_run not available; run record left in %s", record.run_dir)
        return
    run_id = log_run(record, cfg.tracking)
    if run_id:
        record.tags["mlflow_run_id"] = run_id
