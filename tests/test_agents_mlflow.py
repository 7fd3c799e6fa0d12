"""MLflow: one run per agent with its scores; experiments/agents/compare.py ranks them."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from seer.agents.evaluate import run_evaluate
from tests.test_agents_evaluate import overrides, write_run

REPO = Path(__file__).resolve().parents[1]


def _compare():
    spec = importlib.util.spec_from_file_location("agents_compare", REPO / "experiments" / "agents" / "compare.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.slow
def test_runs_per_agent_are_logged_and_ranked(tmp_path, compose, monkeypatch):
    monkeypatch.delenv("MLFLOW_TRACKING_URI", raising=False)
    harness = write_run(tmp_path / "gen")
    db = tmp_path / "mlflow.db"
    records = {}
    for agent in ("noop", "oracle", "random"):
        cfg = compose(*[o for o in overrides(harness, tmp_path / agent, f"agent={agent}") if o != "tracking=none"],
                      "tracking=local", f"tracking.uri={db}", "tracking.experiment=agents-test")
        records[agent] = run_evaluate(cfg)
        assert records[agent].tags.get("mlflow_run_id"), "the tracking room logged the run"
    compare = _compare()
    runs = compare.load_runs(f"sqlite:///{db}", "agents-test")
    assert len(runs) == 3
    by_agent = {r.data.tags["agent"]: r for r in runs}
    for agent, record in records.items():
        logged = by_agent[agent].data.metrics
        assert logged["agent/overall/partial_mean"] == pytest.approx(record.metrics["agent/overall/partial_mean"])
        assert logged["agent/tiny/simple/exact_rate"] == pytest.approx(record.metrics["agent/tiny/simple/exact_rate"])
        assert "agent/turn/0/partial_mean" in logged and "agent.kind" in by_agent[agent].data.params
    (table,) = compare.rank(runs, specs=True).values()
    assert [row["agent"] for row in table][0] == "oracle" and table[0]["partial_mean"] == 1.0
    ranked = [row["partial_mean"] for row in table]
    assert ranked == sorted(ranked, reverse=True) and ranked[-1] < 1.0
    assert "tiny/partial" in table[0]
    text = compare.render(compare.rank(runs))
    assert text.splitlines()[2].split()[:2] == ["1", "oracle"]
