"""The harness contract's round trip, its invariants, torn lines, and the schema command."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from pydantic import ValidationError

from seer.errors import SeerError
from seer.harness.io import JsonlWriter, read_jsonl, write_jsonl
from seer.harness.model import ExpectedCall, MockOutput, Provenance, Scenario, Turn


def scenario(**over) -> Scenario:
    base = dict(
        id="s1", spec="notes", tier="complex", title="Tidy a notebook", category="maintenance",
        novelty_reason="chains a listing into an edit", prompt="List notebook nb_1 and rename note n_7 to 'Q3'.",
        expected_tools=[ExpectedCall(tool="list_notes", arguments={"notebook_id": "nb_1"}, rationale="find notes"),
                        ExpectedCall(tool="rename_note", arguments={"note_id": "n_7", "title": "Q3"},
                                     rationale="rename", accept={"title": ["q3"]})],
        mock_outputs=[MockOutput(output={"notes": [{"id": "n_7", "title": "draft"}]}, grounding="low"),
                      MockOutput(output={"ok": True}, grounding="medium")],
        conversation=[Turn(user="List notebook nb_1.", calls=[0]), Turn(user="Rename n_7 (draft) to 'Q3'.", calls=[1])],
        follow_up="Which notes are still drafts?",
        provenance=Provenance(engine="symbolic", seed=0, spec_sha256="ab" * 32, seer_version="0.1.0"),
    )
    base.update(over)
    return Scenario(**base)


def test_round_trip_is_lossless_and_byte_stable(tmp_path):
    records = [scenario(), scenario(id="s2", kind="error")]
    path = tmp_path / "h.jsonl"
    write_jsonl(path, records)
    first = path.read_bytes()
    back = list(read_jsonl(path, Scenario))
    assert back == records
    write_jsonl(path, back)
    assert path.read_bytes() == first
    assert json.loads(first.splitlines()[0])["schema_version"] == "seer.harness/1"


def test_mocks_must_align_with_calls():
    with pytest.raises(ValidationError, match="align"):
        scenario(mock_outputs=[MockOutput(output={})])


def test_turns_must_partition_calls_in_order():
    with pytest.raises(ValidationError, match="partition"):
        scenario(conversation=[Turn(user="a", calls=[1]), Turn(user="b", calls=[0])])
    with pytest.raises(ValidationError, match="partition"):
        scenario(conversation=[Turn(user="a", calls=[0])])


def test_unknown_field_is_refused():
    data = scenario().model_dump()
    data["surprise"] = 1
    with pytest.raises(ValidationError):
        Scenario.model_validate(data)


def test_torn_last_line_is_skipped_then_cut_before_appending(tmp_path):
    path = tmp_path / "h.jsonl"
    write_jsonl(path, [scenario()])
    with path.open("a") as fh:
        fh.write('{"schema_version": "seer.har')  # a killed writer
    assert [s.id for s in read_jsonl(path, Scenario)] == ["s1"]
    with JsonlWriter(path) as w:
        w.write(scenario(id="s2"))
    assert [s.id for s in read_jsonl(path, Scenario)] == ["s1", "s2"]


def test_a_bad_line_names_the_file_and_line(tmp_path):
    path = tmp_path / "h.jsonl"
    path.write_text(json.dumps({"id": "x"}) + "\n")
    with pytest.raises(SeerError, match=r"h\.jsonl.*line 1"):
        list(read_jsonl(path, Scenario))


@pytest.mark.parametrize("what,title", [("harness", "Scenario"), ("judgment", "Judgment"), ("discard", "Discard")])
def test_schema_command_prints_json_schema(what, title):
    out = subprocess.run([sys.executable, "-m", "seer.harness", "schema", what], capture_output=True, text=True,
                         check=True).stdout
    schema = json.loads(out)
    assert schema["title"] == title
    assert "properties" in schema
