"""Exports: BFCL multi-turn (decoded the way BFCL's checker decodes) and an inspect_ai dataset
(checked against Sample's documented field list; loaded with json_dataset when inspect_ai is installed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from seer.agents.argmatch import values_equal
from seer.export.__main__ import main as export_main
from seer.export.bfcl import decode_call, export_bfcl, python_names
from seer.export.inspect_dataset import SAMPLE_FIELDS, export_inspect
from seer.harness.io import read_raw, write_jsonl
from tests.test_agents_support import SPEC, all_scenarios

SPECS = {"tiny": SPEC}
BFCL_TYPES = {"dict", "float", "integer", "string", "boolean", "array", "null", "tuple", "any"}


def _types(schema):
    if isinstance(schema, dict):
        if isinstance(schema.get("type"), str):
            yield schema["type"]
        for v in schema.values():
            yield from _types(v)
    elif isinstance(schema, list):
        for v in schema:
            yield from _types(v)


def test_bfcl_entries_and_ground_truth_round_trip(tmp_path):
    data_path, answer_path = export_bfcl(SPECS, all_scenarios(), tmp_path)
    data, answers = list(read_raw(data_path)), list(read_raw(answer_path))
    assert answer_path.parent.name == "possible_answer" and answer_path.name == data_path.name
    assert [d["id"] for d in data] == [a["id"] for a in answers] == [s.id for s in all_scenarios()]
    for d, a, s in zip(data, answers, all_scenarios()):
        assert {"id", "question", "function", "involved_classes", "initial_config"} <= set(d)
        assert len(d["question"]) == len(a["ground_truth"]) == len(s.conversation)
        assert all(turn == [{"role": "user", "content": t.user}] for turn, t in zip(d["question"], s.conversation))
        names = {f["name"] for f in d["function"]}
        assert all(n.isidentifier() for n in names) and len(names) == len(SPEC.tools)
        assert set(_types([f["parameters"] for f in d["function"]])) <= BFCL_TYPES
        back = d["seer"]["tool_names"]
        for k, turn_truth in enumerate(a["ground_truth"]):
            expected = s.turn_calls(k)
            assert len(turn_truth) == len(expected)
            for text, call in zip(turn_truth, expected):
                name, args = decode_call(text)
                assert name in names and back[name] == call.tool
                assert args.keys() == call.arguments.keys()
                assert all(values_equal(call.arguments[k2], v) and type(v) is type(call.arguments[k2])
                           for k2, v in args.items())


def test_bfcl_names_stay_unique_when_sanitised():
    idents = python_names(["db.query", "db_query", "9lives", "a-b"])
    assert idents == {"db.query": "db_query", "db_query": "db_query_2", "9lives": "t_9lives", "a-b": "a_b"}


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
        assert [t["function"]["name"] for t in meta["tools"]] == ["list_files", "read_file", "send_message", "db_query"]
        assert meta["tool_aliases"] == {"db_query": "db.query"}
        assert len(meta["turns"]) == len(s.conversation) and meta["kind"] == s.kind
        assert len(meta["mock_outputs"]) == len(s.expected_tools)
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
    assert (tmp_path / "bfcl" / "possible_answer" / "BFCL_v3_multi_turn_seer.json").exists()
    assert export_main(["inspect", str(tmp_path / "harness.jsonl"), "-o", str(tmp_path / "x.jsonl")]) == 0
    assert Path(tmp_path / "x.jsonl").exists()
    assert export_main(["inspect", str(tmp_path / "nope.jsonl"), "-o", str(tmp_path / "y")]) == 2
    assert "no such harness file" in capsys.readouterr().err
