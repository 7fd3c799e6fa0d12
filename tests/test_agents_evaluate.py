"""task=evaluate end to end: harness + specs in a run folder -> trajectories, scores, summary, record."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from seer.agents.evaluate import run_evaluate
from seer.agents.model import ScenarioScore, Trajectory, TurnScore
from seer.errors import SeerError
from seer.harness.io import read_jsonl
from tests.test_agents_support import SPEC, write_run, write_spec

REPO = Path(__file__).resolve().parents[1]


def overrides(harness: Path, out: Path, *more: str) -> list[str]:
    return ["task=evaluate", f"harness={harness}", f"run_dir={out}", "tracking=none", "progress=false", *more]


@pytest.mark.parametrize("agent,expected", [("oracle", 1.0), ("noop", 0.25 * (0 + 0 + 1 + 0.5))])
def test_evaluate_writes_scores_and_returns_a_record(tmp_path, compose, capsys, agent, expected):
    harness = write_run(tmp_path / "gen")
    cfg = compose(*overrides(harness, tmp_path / "eval", f"agent={agent}"))
    record = run_evaluate(cfg)
    out = tmp_path / "eval"
    trajectories = list(read_jsonl(out / "trajectories.jsonl", Trajectory))
    turns = list(read_jsonl(out / "scores.jsonl", TurnScore))
    scenarios = list(read_jsonl(out / "scenario_scores.jsonl", ScenarioScore))
    assert len(trajectories) == len(scenarios) == 4 and len(turns) == 6
    assert record.task == "evaluate" and record.tags["agent"] == agent
    assert record.metrics["agent/overall/partial_mean"] == pytest.approx(expected)
    assert record.metrics["agent/tiny/complex/n"] == 1
    assert "agent/turn/1/partial_mean" in record.metrics and "agent/kind/no_tool/exact_rate" in record.metrics
    assert record.objective == pytest.approx(expected)
    summary = json.loads((out / "summary.json").read_text())
    assert summary["table"][-1]["spec"] == "overall"
    assert f"agent {agent}" in capsys.readouterr().out
    assert all((out / a).exists() for a in record.artifacts)


def test_specs_are_found_through_suite_paths(tmp_path, compose):
    harness = write_run(tmp_path / "gen", with_spec=False)
    specs = write_spec(tmp_path / "suite").parent
    cfg = compose(*overrides(harness, tmp_path / "eval", f"suite.paths=[{specs}]"))
    assert run_evaluate(cfg).metrics["agent/overall/exact_rate"] == 1.0


def test_missing_or_changed_spec_is_a_clear_error(tmp_path, compose):
    harness = write_run(tmp_path / "gen", with_spec=False)
    with pytest.raises(SeerError, match="cannot find the spec.*tiny: not found"):
        run_evaluate(compose(*overrides(harness, tmp_path / "eval")))
    changed = {"name": "tiny", "tools": [t.wire() for t in SPEC.tools[:2]]}
    suite = tmp_path / "suite"
    suite.mkdir()
    (suite / "tiny.json").write_text(json.dumps(changed))
    with pytest.raises(SeerError, match="found one with sha256"):
        run_evaluate(compose(*overrides(harness, tmp_path / "eval", f"suite.paths=[{suite}]")))
    (tmp_path / "gen" / "specs").mkdir()
    (tmp_path / "gen" / "specs" / "00-tiny.json").write_text(json.dumps(changed))
    with pytest.raises(SeerError, match="lacks tools the harness calls: db.query, send_message"):
        run_evaluate(compose(*overrides(harness, tmp_path / "eval")))


def test_run_folder_specs_written_by_the_pipeline_are_found(tmp_path, compose):
    harness = write_run(tmp_path / "gen", with_spec=False)
    (tmp_path / "gen" / "specs").mkdir()
    doc = {"name": "tiny", "source": {}, "tools": [t.model_dump(by_alias=True, exclude={"input_refs"}) for t in SPEC.tools]}
    (tmp_path / "gen" / "specs" / "00-tiny.json").write_text(json.dumps(doc))
    assert run_evaluate(compose(*overrides(harness, tmp_path / "eval"))).metrics["agent/overall/exact_rate"] == 1.0


def test_missing_harness_is_a_clear_error(tmp_path, compose):
    with pytest.raises(SeerError, match="task=evaluate needs harness"):
        run_evaluate(compose("task=evaluate", f"run_dir={tmp_path}", "tracking=none"))
    with pytest.raises(SeerError, match="no such harness file"):
        run_evaluate(compose(*overrides(tmp_path / "nope.jsonl", tmp_path)))


def test_every_agent_config_composes(compose):
    for name in ("oracle", "noop", "random", "openai", "anthropic", "gemini", "local"):
        cfg = compose(f"agent={name}")
        assert cfg.agent.name == name and cfg.agent.kind in ("oracle", "noop", "random", "llm")
        if cfg.agent.kind == "llm":
            assert cfg.agent.model and (cfg.agent.api_key_env or cfg.agent.api_base)


@pytest.mark.slow
def test_cli_prints_the_table_and_fails_in_one_line(tmp_path):
    harness = write_run(tmp_path / "gen")
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    cmd = [sys.executable, "-m", "seer", *overrides(harness, tmp_path / "eval"), f"hydra.run.dir={tmp_path / 'h'}"]
    ok = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0, ok.stderr
    assert "agent oracle" in ok.stdout and "overall" in ok.stdout
    (tmp_path / "gen" / "specs" / "tiny.json").unlink()
    bad = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and bad.stderr.strip().count("\n") == 0 and "tiny: not found" in bad.stderr


def test_semantic_judge_without_a_model_fails_before_any_work(tmp_path, compose):
    harness = write_run(tmp_path / "gen")
    cfg = compose(*overrides(harness, tmp_path / "eval", "agent.semantic_judge=true"))
    with pytest.raises(SeerError, match="agent.semantic.model is not set"):
        run_evaluate(cfg)
    assert not (tmp_path / "eval" / "trajectories.jsonl").exists()


def test_resume_replays_only_what_is_missing_and_matches_an_uninterrupted_run(tmp_path, compose, capsys):
    harness = write_run(tmp_path / "gen")
    full = tmp_path / "full"
    run_evaluate(compose(*overrides(harness, full, "agent=random")))
    part = tmp_path / "part"
    run_evaluate(compose(*overrides(harness, part, "agent=random")))
    # as if killed after two scenarios, mid-way through writing the third one's trajectory
    scen = (part / "scenario_scores.jsonl").read_text().splitlines(keepends=True)
    (part / "scenario_scores.jsonl").write_text("".join(scen[:2]))
    traj = (part / "trajectories.jsonl").read_text().splitlines(keepends=True)
    (part / "trajectories.jsonl").write_text("".join(traj[:3]) + traj[3][:20])
    capsys.readouterr()
    record = run_evaluate(compose(*overrides(harness, tmp_path / "elsewhere", "agent=random", f"resume={part}")))
    assert "2 scenarios already scored, 2 to go" in capsys.readouterr().err
    assert record.run_dir == str(part)
    for name in ("trajectories.jsonl", "scores.jsonl", "scenario_scores.jsonl"):
        assert (part / name).read_bytes() == (full / name).read_bytes(), name
    with pytest.raises(SeerError, match="holds another evaluation"):
        run_evaluate(compose(*overrides(harness, part, "agent=noop")))


def test_an_endpoint_that_goes_away_stops_the_run_with_what_is_scored(tmp_path, compose, monkeypatch, capsys):
    from seer.agents import base
    from seer.agents.builtin import OracleAgent
    from seer.errors import RunAborted

    class GoesAway(OracleAgent):
        async def act(self, ctx):
            if ctx.scenario.id == "tiny-none":
                raise RunAborted("the model endpoint went away")
            return await super().act(ctx)

    harness = write_run(tmp_path / "gen")
    base.AGENTS.names()  # builtins registered first, so the stand-in is not overwritten by them
    monkeypatch.setitem(base.AGENTS._items, "oracle", lambda cfg, **kw: GoesAway())
    out = tmp_path / "eval"
    record = run_evaluate(compose(*overrides(harness, out, "agent.concurrency=1")))
    assert record.status == "FAILED" and "resume=" in capsys.readouterr().err
    assert record.metrics["agent/overall/n"] == 2  # the two scenarios before it
    monkeypatch.setitem(base.AGENTS._items, "oracle", lambda cfg, **kw: OracleAgent())
    done = run_evaluate(compose(*overrides(harness, out, "agent.concurrency=1")))
    assert done.status == "FINISHED" and done.metrics["agent/overall/n"] == 4
