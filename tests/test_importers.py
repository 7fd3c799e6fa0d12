"""Importers: the BFCL and inspect shapes seer exports read back into seer.harness/1, through the
exporters' own functions (no hard-coded shapes), and judged like the original."""

from __future__ import annotations

import json

import pytest

from seer.errors import SeerError
from seer.export.bfcl import export_bfcl
from seer.export.inspect_dataset import export_inspect
from seer.harness.importers import load_any_harness
from seer.harness.io import write_jsonl
from seer.judge.aggregate import tc_score
from seer.judge.base import build_judge
from seer.config import JudgeConfig
from tests.test_agents_support import SPEC, all_scenarios

SPECS = {"tiny": SPEC}
KEPT = ("id", "spec", "tier", "kind", "title", "category", "prompt", "mock_outputs", "follow_up")


def judged(spec, scenarios):
    judge = build_judge(JudgeConfig(name="structural_lenient"))
    return {j.record_id: tc_score(j) for j in judge.judge(spec, scenarios)}


def test_inspect_round_trip_keeps_every_record_and_judges_alike(tmp_path):
    original = all_scenarios()
    export_inspect(SPECS, original, tmp_path)
    loaded = load_any_harness(tmp_path)  # the folder: inspect_dataset.jsonl is found
    assert loaded.format == "inspect" and [s.id for s in loaded.scenarios] == [s.id for s in original]
    for a, b in zip(original, loaded.scenarios):
        assert b.model_dump(include=set(KEPT)) == a.model_dump(include=set(KEPT))
        assert [c.model_dump() for c in b.expected_tools] == [c.model_dump() for c in a.expected_tools]
        assert b.conversation == a.conversation
        assert b.provenance.engine == "import:inspect" and b.provenance.spec_sha256 == a.provenance.spec_sha256
    assert loaded.specs["tiny"].tools == SPEC.tools
    assert judged(loaded.specs["tiny"], loaded.scenarios) == judged(SPEC, original)


def test_bfcl_round_trip_keeps_what_bfcl_holds(tmp_path):
    original = all_scenarios()
    paths = export_bfcl(SPECS, original, tmp_path)
    manifest = json.loads(paths[-1].read_text())
    skipped = {x["id"] for x in manifest["not_exported"]}
    loaded = load_any_harness(tmp_path)
    assert loaded.format == "bfcl"
    by_id = {s.id: s for s in loaded.scenarios}
    exported = [s for s in original if s.id not in skipped]
    assert set(by_id) == {s.id for s in exported} and exported  # multi-turn ones are listed, not lost
    for a in exported:
        b = by_id[a.id]
        assert b.model_dump(include={"spec", "tier", "kind", "title", "category", "prompt", "mock_outputs"}) == \
            a.model_dump(include={"spec", "tier", "kind", "title", "category", "prompt", "mock_outputs"})
        assert [(c.tool, c.arguments) for c in b.expected_tools] == [(c.tool, c.arguments) for c in a.expected_tools]
    # the dotted tool name and the BFCL type names come back as the spec spells them
    tool = loaded.specs["tiny"].tool("db.query")
    assert tool is not None and tool.input_schema["properties"]["max_rows"]["type"] == "number"
    assert loaded.specs["tiny"].tool("list_files").input_schema["type"] == "object"
    assert judged(loaded.specs["tiny"], [by_id[s.id] for s in exported]) == judged(SPEC, exported)


def test_a_renamed_parameter_comes_back_under_its_own_name(tmp_path):
    from seer.harness.model import ExpectedCall, MockOutput, Provenance, Scenario, Turn
    from seer.spec.model import Spec, Tool

    spec = Spec(name="odd", tools=[Tool(name="move", description="Move a thing.", inputSchema={
        "type": "object", "properties": {"from": {"type": "string"}, "to-place": {"type": "string"}},
        "required": ["from", "to-place"]})])
    sc = Scenario(id="odd-1", spec="odd", tier="simple", title="Move", category="c", novelty_reason="keyword param",
                  prompt="Move it from a to b.", expected_tools=[ExpectedCall(tool="move", arguments={"from": "a", "to-place": "b"})],
                  mock_outputs=[MockOutput(output={"ok": True})], conversation=[Turn(user="Move it from a to b.", calls=[0])],
                  provenance=Provenance(engine="hand", seed=0, spec_sha256=spec.sha256, seer_version="t"))
    export_bfcl({"odd": spec}, [sc], tmp_path)
    back = load_any_harness(tmp_path)
    assert back.scenarios[0].expected_tools[0].arguments == {"from": "a", "to-place": "b"}
    assert back.specs["odd"].tool("move").input_schema["required"] == ["from", "to-place"]


def test_seer_harness_and_bad_files(tmp_path):
    write_jsonl(tmp_path / "h.jsonl", all_scenarios())
    loaded = load_any_harness(tmp_path / "h.jsonl")
    assert loaded.format == "seer" and loaded.specs == {} and len(list(loaded.scenarios)) == 4
    (tmp_path / "x.jsonl").write_text('{"hello": 1}\n')
    with pytest.raises(SeerError, match="not a harness shape"):
        load_any_harness(tmp_path / "x.jsonl")
    (tmp_path / "empty").mkdir()
    with pytest.raises(SeerError, match="no harness here"):
        load_any_harness(tmp_path / "empty")
    export_inspect(SPECS, all_scenarios(), tmp_path / "i.jsonl")
    rows = [json.loads(line) for line in (tmp_path / "i.jsonl").read_text().splitlines()]
    rows[1]["metadata"]["turns"][0]["calls"] = []  # the call's mock is still there: not a valid scenario
    (tmp_path / "i.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    with pytest.raises(SeerError, match="record 2: does not make a valid scenario"):
        load_any_harness(tmp_path / "i.jsonl")
