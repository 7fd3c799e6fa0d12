"""seer.harness.checks on hand-made records: a good record passes, and each check fails on a bad one."""

from __future__ import annotations

import pytest

from seer.harness.checks import (check_call, check_mock, check_scenario, cited_mock_values, concrete_values, found,
                                 nontrivial_values, norm_text, ungrounded_values)
from seer.harness.model import ExpectedCall, MockOutput, Provenance, Scenario, Turn
from seer.spec.model import Spec, Tool

SPEC = Spec(name="files", tools=[
    Tool(name="list_dir", description="List a folder", inputSchema={
        "type": "object", "properties": {"path": {"type": "string"}, "recursive": {"type": "boolean"}},
        "required": ["path"]},
        outputSchema={"type": "object", "properties": {"entries": {"type": "array", "items": {"type": "string"}}},
                      "required": ["entries"]}),
    Tool(name="read_file", description="Read a file", inputSchema={
        "type": "object", "properties": {"path": {"type": "string", "minLength": 1},
                                         "encoding": {"type": "string", "enum": ["utf-8", "latin-1"]},
                                         "limit": {"type": "integer", "minimum": 1, "default": 100}},
        "required": ["path"]}),
])
PROV = Provenance(engine="test", seed=0, spec_sha256=SPEC.sha256, seer_version="0")


def record(**over) -> Scenario:
    base = dict(
        id="files/1", spec="files", tier="complex", title="t", category="c", novelty_reason="n",
        prompt="List /srv/docs then read the report.",
        expected_tools=[ExpectedCall(tool="list_dir", arguments={"path": "/srv/docs", "recursive": False}),
                        ExpectedCall(tool="read_file", arguments={"path": "/srv/docs/report-7.md", "encoding": "utf-8", "limit": 100})],
        mock_outputs=[MockOutput(output={"entries": ["report-7.md", "notes.txt"]}), MockOutput(output={"text": "hello"})],
        conversation=[Turn(user="Please list /srv/docs.", calls=[0]),
                      Turn(user="I see report-7.md there; read it.", calls=[1])],
        provenance=PROV)
    base.update(over)
    return Scenario(**base)


def test_good_record_passes_every_check():
    assert check_scenario(SPEC, record()) == []


def test_check_call_unknown_tool_and_invalid_arguments_with_path():
    assert check_call(SPEC, ExpectedCall(tool="nope", arguments={})) == ["unknown tool 'nope'"]
    problems = check_call(SPEC, ExpectedCall(tool="read_file", arguments={"path": "", "limit": 0}))
    assert any("$.path" in p for p in problems) and any("$.limit" in p for p in problems)
    assert check_call(SPEC, ExpectedCall(tool="read_file", arguments={"path": "/a"})) == []


def test_check_mock_validates_output_schema_and_exempts_errors():
    call = ExpectedCall(tool="list_dir", arguments={"path": "/x"})
    assert check_mock(SPEC, call, MockOutput(output={"entries": ["a"]})) == []
    bad = check_mock(SPEC, call, MockOutput(output={"entries": [3]}))
    assert bad and "$.entries[0]" in bad[0]
    assert check_mock(SPEC, call, MockOutput(output={"error": "boom"}, is_error=True)) == []
    # no outputSchema: nothing to check
    assert check_mock(SPEC, ExpectedCall(tool="read_file", arguments={"path": "/x"}), MockOutput(output=[1, 2])) == []


def test_ungrounded_value_is_reported_and_path_join_counts_as_grounded():
    good = record()
    assert ungrounded_values(good, 1, SPEC) == []  # folder from the user + file name from the listing
    invented = record(expected_tools=[good.expected_tools[0],
                                      ExpectedCall(tool="read_file", arguments={"path": "/srv/docs/secret.md"})])
    problems = ungrounded_values(invented, 1, SPEC)
    assert len(problems) == 1 and "secret.md" in problems[0]


def test_value_from_a_later_mock_or_later_turn_is_not_grounded():
    s = record(conversation=[Turn(user="Please list the folder.", calls=[0]), Turn(user="Now /srv/docs, read report-7.md.", calls=[1])])
    # call 0's path only appears in the later turn
    assert any("/srv/docs" in p for p in ungrounded_values(s, 0, SPEC))


def test_trivial_values_are_skipped_only_with_the_spec():
    s = record()
    values = dict(nontrivial_values(s.expected_tools[1].arguments, SPEC.tool("read_file").input_schema))
    assert values == {"$.path": "/srv/docs/report-7.md"}  # enum member and default skipped
    without_spec = dict(nontrivial_values(s.expected_tools[1].arguments, None))
    assert without_spec["$.encoding"] == "utf-8" and without_spec["$.limit"] == 100


def test_numbers_are_found_as_text_with_boundaries():
    assert norm_text(5.0) == "5" and norm_text("  A  b ") == "a b"
    assert found(12, "show 12 rows") and not found(12, "ticket 3120")
    # a number inside a date, a version or a time is not that number
    assert not found(23, "due 2024-03-23") and not found(23, "v1.23.4") and not found(23, "at 10:23")
    assert found(23, "x: 23, y: 4") and found(23, "set it to 23.") and found(-3, "offset -3 px")
    assert found("Report", "the report is ready")


def test_later_turn_must_cite_an_earlier_mock_value():
    s = record(conversation=[Turn(user="Please list /srv/docs.", calls=[0]),
                             Turn(user="Now read /srv/docs/report-7.md please.", calls=[1])])
    assert cited_mock_values(s, 1) == ["report-7.md"]
    uncited = record(
        expected_tools=[record().expected_tools[0], ExpectedCall(tool="read_file", arguments={"path": "/srv/docs"})],
        conversation=[Turn(user="Please list /srv/docs.", calls=[0]), Turn(user="Now read that folder again.", calls=[1])])
    assert "turn 1: user text cites no concrete value from earlier mock outputs" in check_scenario(SPEC, uncited)


def test_concrete_values_split_text_listings():
    values = list(concrete_values({"content": "[FILE] a.md\n[DIR] src\n" + "x" * 90}))
    assert "a.md" in values and "[FILE] a.md" in values and True not in values


@pytest.mark.parametrize("kind,fields,message", [
    ("no_tool", {}, "no_tool scenario"),
    ("missing_info", {}, "missing_info scenario"),
    ("error", {}, "error scenario has no mock"),
    ("normal", {"mock_outputs": [MockOutput(output={"entries": ["report-7.md"]}), MockOutput(output="x", is_error=True)]},
     "normal scenario has an error mock"),
])
def test_kind_rules(kind, fields, message):
    problems = check_scenario(SPEC, record(kind=kind, **fields))
    assert any(message in p for p in problems)


def test_bad_arguments_and_mocks_surface_in_check_scenario():
    s = record(expected_tools=[ExpectedCall(tool="list_dir", arguments={"path": 3}),
                               ExpectedCall(tool="ghost", arguments={})],
               mock_outputs=[MockOutput(output={"entries": "no"}), MockOutput(output={})])
    problems = check_scenario(SPEC, s)
    assert any("call 0: list_dir arguments $.path" in p for p in problems)
    assert any("call 0: list_dir mock output $.entries" in p for p in problems)
    assert any("call 1: unknown tool 'ghost'" in p for p in problems)
