"""Exports: BFCL names (tests/test_bfcl.py checks the rest) and an inspect_ai dataset (checked
against Sample's documented field list; loaded with json_dataset when inspect_ai is installed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from seer.export.__main__ import main as export_main
from seer.export.bfcl_schema import python_names
from seer.export.inspect_dataset import SAMPLE_FIELDS, export_inspect
from seer.harness.io import read_raw, write_jsonl
from tests.test_agents_support import SPEC, all_scenarios

SPECS = {"tiny": SPEC}


def test_bfcl_names_stay_unique_when_sanitised():
    idents = python_names(["db.query", "db_query", "9lives", "a-b"])
    assert idents == {"db.query": "db_query", "db_query": "db_query_2", "9lives": "t_9lives", "a-b": "a_b"}
    assert python_names(["from", "class"]) == {"from": "from_", "class": "class_"}  # keywords cannot be kwargs


def test_inspect_samples_follow_the_sample_fields(tmp_path):
    (path,) = export_inspect(SPECS, all_scenarios(), tmp_path)
    samples = list(read_raw(path))
    assert len(samples) == 4
    for sample, s in zip(samples, all_scenarios()):
        assert set(sample) <= set(SAMPLE_FIELDS) and {"input", "target", "id"} <= set(sample)
        assert sample["input"] == [{"role": "user", "content": s.conversation[0].user}]
        assert isinstance(sample["target"], list) and all(isinstance(t, str) for t in sample["target"])
        assert [json.loads(t) for t in sample["target"]] == [{"tool": c.tool, "arguments": c.arguments}
                                                            for c in s.expected_tools]
        meta = sample["metadata"]
        assert ("mcp_tools" in meta) == (sample is samples[0])  # the tools once per spec, not per sample
        assert meta["tool_aliases"] == {"db_query": "db.query"}
        assert len(meta["turns"]) == len(s.conversation) and meta["kind"] == s.kind
        assert len(meta["mock_outputs"]) == len(s.expected_tools)
    assert [t["name"] for t in samples[0]["metadata"]["mcp_tools"]] == ["list_files", "read_file", "send_message", "db.query"]
    assert samples[2]["target"] == []  # no_tool: the right answer is no call


def test_inspect_dataset_loads_with_inspect_ai(tmp_path):
    dataset_mod = pytest.importorskip("inspect_ai.dataset")
    (path,) = export_inspect(SPECS, all_scenarios(), tmp_path / "d.jsonl")
    dataset = dataset_mod.json_dataset(str(path))
    assert [s.id for s in dataset] == [s.id for s in all_scenarios()]


def test_cli(tmp_path, capsys):
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "tiny.json").write_text(json.dumps({"name": "tiny", "tools": [t.wire() for t in SPEC.tools]}))
    write_jsonl(tmp_path / "harness.jsonl", all_scenarios())
    assert export_main(["bfcl", str(tmp_path / "harness.jsonl"), "-o", str(tmp_path / "bfcl")]) == 0
    assert (tmp_path / "bfcl" / "possible_answer" / "BFCL_v4_seer_multiple.json").exists()
    assert export_main(["inspect", str(tmp_path / "harness.jsonl"), "-o", str(tmp_path / "x.jsonl")]) == 0
    assert Path(tmp_path / "x.jsonl").exists()
    assert export_main(["inspect", str(tmp_path / "nope.jsonl"), "-o", str(tmp_path / "y")]) == 2
    assert "no such harness file" in capsys.readouterr().err
