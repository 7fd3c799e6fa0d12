"""Suites: files, folders and pkg:// paths together; a bad member reported (or fatal when strict)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from omegaconf import OmegaConf

from seer.config import SuiteConfig
from seer.errors import SpecError
from seer.spec.suite import load_paths, load_suite, resolve_path

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "seer" / "examples" / "specs"
BAD = Path(__file__).resolve().parent / "bad_specs"


def _tools(*names: str) -> list[dict]:
    return [{"name": n, "description": f"{n} things.", "inputSchema": {"type": "object"}} for n in names]


def _write(path: Path, doc) -> Path:
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_default_suite_is_the_packaged_examples(tmp_path):
    result = load_suite(SuiteConfig(), strict=True, cache_dir=tmp_path)
    assert result.names == ["notes-kb", "storage", "tickets"]
    assert not result.errors
    assert all(5 <= len(s.tools) <= 10 for s in result.specs)
    assert resolve_path("pkg://seer.examples/specs") == EXAMPLES


def test_examples_cover_the_schema_features_the_engine_must_handle():
    specs = {s.name: s for s in load_paths(["pkg://seer.examples/specs"]).specs}
    notes, tickets, storage = specs["notes-kb"], specs["tickets"], specs["storage"]
    assert sum(t.output_schema is not None for t in notes.tools) >= len(notes.tools) - 1
    text = json.dumps([t.input_schema for t in tickets.tools])
    assert sum(t.input_refs for t in tickets.tools) >= 3 and "$ref" not in text
    for feature in ('"enum"', '"format": "date"', '"format": "email"', '"format": "uri"', '"items": {"type": "object"'):
        assert feature in text, feature
    share = storage.tool("create_share_link").input_schema["properties"]
    assert "expires_in_days" not in storage.tool("create_share_link").input_schema["required"]
    assert share["expires_in_days"]["minimum"] == 1 and "pattern" in share["file_id"]
    assert any(t.examples for t in storage.tools)


def test_dictconfig_and_dataclass_and_dict_give_the_same_suite(tmp_path):
    as_dataclass = load_suite(SuiteConfig(paths=[str(EXAMPLES)]), strict=True, cache_dir=tmp_path)
    as_dictconfig = load_suite(OmegaConf.structured(SuiteConfig(paths=[str(EXAMPLES)])), strict=True, cache_dir=tmp_path)
    as_dict = load_suite({"paths": [str(EXAMPLES)]}, strict=True, cache_dir=tmp_path)
    assert as_dataclass.names == as_dictconfig.names == as_dict.names == ["notes-kb", "storage", "tickets"]


def test_suite_order_follows_paths_and_a_file_named_twice_loads_once(tmp_path):
    result = load_paths([str(EXAMPLES / "tickets.json"), str(EXAMPLES), "pkg://seer.examples/specs/notes.json"])
    assert result.names == ["tickets", "notes-kb", "storage"]


def test_bad_member_is_reported_and_the_others_still_load(tmp_path):
    seen = []
    paths = [str(EXAMPLES / "notes.json"), str(BAD / "duplicate_names.json"), str(tmp_path / "missing.json"),
             str(EXAMPLES / "tickets.json")]
    result = load_suite({"paths": paths}, strict=False, cache_dir=tmp_path, on_error=seen.append)
    assert result.names == ["notes-kb", "tickets"]
    lines = [e.one_line() for e in result.errors]
    assert seen == result.errors and len(lines) == 2
    assert "duplicate_names.json: tool 'search': tool name appears more than once" in lines[0]
    assert "missing.json: no such file or folder" in lines[1]


def test_strict_suite_stops_at_the_first_bad_member(tmp_path):
    paths = [str(EXAMPLES / "notes.json"), str(BAD / "no_tools.json"), str(BAD / "not_json.json")]
    with pytest.raises(SpecError, match="no_tools.json: spec has no tools"):
        load_suite({"paths": paths}, strict=True, cache_dir=tmp_path)


def test_two_specs_with_one_name_is_an_error_for_the_second(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first = _write(tmp_path / "a" / "github.json", _tools("list_repos"))
    second = _write(tmp_path / "b" / "github.json", _tools("list_issues"))
    result = load_suite({"paths": [str(first), str(second)]}, strict=False, cache_dir=tmp_path)
    assert result.names == ["github"] and result.specs[0].tool_names == ["list_repos"]
    line = result.errors[0].one_line()
    assert str(second) in line and "'github' is already used by" in line and str(first) in line
    with pytest.raises(SpecError, match="already used"):
        load_suite({"paths": [str(first), str(second)]}, strict=True, cache_dir=tmp_path)


@pytest.mark.parametrize("entry,problem", [
    ("pkg://seer_no_such_package/specs", "no importable package"),
    ("pkg://seer.examples/no_such_folder", "has no 'no_such_folder'"),
    ("pkg://seer.examples/../conf", "'..' is not allowed"),
])
def test_bad_pkg_paths_are_clear_errors(tmp_path, entry, problem):
    result = load_suite({"paths": [entry]}, strict=False, cache_dir=tmp_path)
    assert not result.specs and len(result.errors) == 1
    assert entry in result.errors[0].one_line() and problem in result.errors[0].one_line()


def test_suite_examples_file_by_tool_or_by_spec(tmp_path):
    a = _write(tmp_path / "a.json", {"name": "alpha", "tools": _tools("search", "fetch")})
    b = _write(tmp_path / "b.json", {"name": "beta", "tools": _tools("search")})
    by_tool = _write(tmp_path / "by_tool.json", {"fetch": [{"text": "x"}], "search": {"hits": []}})
    result = load_suite({"paths": [str(a), str(b)], "examples": str(by_tool)}, strict=True, cache_dir=tmp_path)
    assert result.specs[0].tool("fetch").examples == [{"text": "x"}]
    assert result.specs[0].tool("search").examples == result.specs[1].tool("search").examples == [{"hits": []}]
    by_spec = _write(tmp_path / "by_spec.json", {"beta": {"search": [{"hits": [1]}]}})
    result = load_suite({"paths": [str(a), str(b)], "examples": str(by_spec)}, strict=True, cache_dir=tmp_path)
    assert result.specs[0].tool("search").examples == [] and result.specs[1].tool("search").examples == [{"hits": [1]}]
    unknown = _write(tmp_path / "unknown.json", {"delete_all": [{}]})
    result = load_suite({"paths": [str(a)], "examples": str(unknown)}, strict=False, cache_dir=tmp_path)
    assert "unknown.json" in result.errors[0].one_line() and "delete_all" in result.errors[0].one_line()
