"""Passability: the oracle must be able to score full marks; where it cannot, say why."""

from __future__ import annotations

import json

from seer.agents.check import main, passability
from seer.harness.io import write_jsonl
from tests.test_agents_support import SPEC, all_scenarios, chain

SPECS = {"tiny": SPEC}


def test_hand_made_harness_is_passable():
    assert passability(SPECS, all_scenarios()) == []


def test_ungrounded_value_is_reported_with_the_call():
    s = chain()
    s.expected_tools[1].arguments["path"] = "/srv/reports/secret-plan.txt"  # no turn or mock names it
    problems = passability(SPECS, [s])
    assert problems and all(p.record_id == "tiny-chain#0" for p in problems)
    assert any("secret-plan.txt" in p.reason and "call 1" in p.reason for p in problems)


def test_mock_that_breaks_the_chain_is_reported():
    s = chain()
    s.mock_outputs[0].output = {"files": ["other.txt"]}  # the listing no longer yields report.txt
    s.conversation[0].user = "List /srv/reports and read the newest file."
    s.conversation[1].user = "Post 'Report: all green' to ops."
    reasons = [p.reason for p in passability(SPECS, [s])]
    assert any("report.txt" in r for r in reasons)


def test_arguments_that_break_the_schema_fail_the_oracle_too():
    s = chain()
    s.expected_tools[1].arguments["path"] = 12
    problems = passability(SPECS, [s])
    reasons = " ".join(p.reason for p in problems)
    assert "call 1" in reasons and "oracle agent does not score full marks" in reasons


def test_cli_exit_codes(tmp_path, capsys):
    folder = tmp_path / "run"
    (folder / "specs").mkdir(parents=True)
    (folder / "specs" / "tiny.json").write_text(json.dumps({"name": "tiny", "tools": [t.wire() for t in SPEC.tools]}))
    write_jsonl(folder / "harness.jsonl", all_scenarios())
    assert main([str(folder / "harness.jsonl")]) == 0
    assert "6/6 records passable" in capsys.readouterr().out
    bad = chain()
    bad.expected_tools[0].arguments["path"] = "/nowhere/said"
    write_jsonl(folder / "harness.jsonl", [bad])
    assert main([str(folder / "harness.jsonl")]) == 1
    assert "1/2 records passable" in capsys.readouterr().out
    assert main([str(tmp_path / "missing.jsonl")]) == 2
