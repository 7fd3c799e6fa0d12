"""Spec lint: each rule where it should fire (and not on a clean spec), SARIF that validates, real specs."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from seer.spec.__main__ import main as spec_main
from seer.spec.lint import difficulty, lint_spec
from seer.spec.lint_output import check_sarif, report_section, to_markdown, to_sarif
from seer.spec.load import load_spec

P = lambda desc=None, **kw: {"type": "string", **({"description": desc} if desc else {}), **kw}  # noqa: E731

TRAPS = {"name": "traps", "tools": [
    {"name": "show_commit", "description": "Show the changes a commit made, with its message and author.",
     "inputSchema": {"type": "object", "properties": {"ref": P("Commit hash to show."), "color": P()},
                     "required": ["ref"]}},
    {"name": "list_branches", "description": "List the branches of the repository.",
     "inputSchema": {"type": "object", "properties": {"ref": P("Only branches that contain this tag.")}}},
    {"name": "diff_refs", "description": "Compare two revisions and print their difference.",
     "inputSchema": {"type": "object", "properties": {"ref": P("Base branch to compare against."), "head": P(),
                                                      "mode": P("How to compare.", enum=["a", "b", "c"])},
                     "required": ["head"]}},
    {"name": "show_commit_details", "description": "Show the changes a commit made, with its message and author!",
     "inputSchema": {"type": "object", "properties": {}}},
]}
CLEAN = {"name": "clean", "tools": [
    {"name": "get_user", "description": "Fetch one user by id.",
     "inputSchema": {"type": "object", "properties": {"user_id": P("Id of the user, as list_users returns it.")},
                     "required": ["user_id"]}},
    {"name": "list_users", "description": "List users, newest first.",
     "inputSchema": {"type": "object", "properties": {
         "limit": {"type": "integer", "description": "Most users to return.", "default": 20},
         "order": P("Sort order: asc (oldest first) or desc (newest first).", enum=["asc", "desc"], default="desc")}}},
]}


def _spec(tmp_path: Path, doc: dict) -> Path:
    path = tmp_path / f"{doc['name']}.json"
    path.write_text(json.dumps(doc, indent=1))
    return path


def _where(report, rule):
    return sorted((f.tool, f.param) for f in report.findings if f.rule == rule)


def test_each_rule_fires_where_it_should(tmp_path):
    r = lint_spec(load_spec(_spec(tmp_path, TRAPS)))
    over = [f for f in r.findings if f.rule == "overloaded-parameter"]
    assert [(f.param, f.related) for f in over] == [("ref", ["diff_refs", "list_branches", "show_commit"])]
    assert "3 different meanings" in over[0].message
    assert _where(r, "undocumented-optional") == [("show_commit", "color")]
    assert _where(r, "undocumented-parameter") == [("diff_refs", "head")]
    assert _where(r, "enum-without-meaning") == [("diff_refs", "mode")]
    dup = [f for f in r.findings if f.rule == "near-duplicate-tools"]
    assert [(f.tool, f.related) for f in dup] == [("show_commit", ["show_commit_details"])]


def test_a_documented_spec_has_no_findings(tmp_path):
    r = lint_spec(load_spec(_spec(tmp_path, CLEAN)))
    assert r.findings == []
    assert [t.tool for t in r.tools] == ["list_users", "get_user"]  # two optionals rank above one required


def test_difficulty_follows_params_and_optional_share(tmp_path):
    ranked = difficulty(load_spec(_spec(tmp_path, TRAPS)))
    # one optional parameter (share 100%) outweighs three with two optional (67%): the paper's strongest predictor
    assert [t.tool for t in ranked] == ["list_branches", "diff_refs", "show_commit", "show_commit_details"]
    assert ranked[-1].difficulty == 0.0 and [t.rank for t in ranked] == [1, 2, 3, 4]
    judged = {"diff_refs": 0.5, "show_commit": 0.7, "list_branches": 0.4, "show_commit_details": 1.0}
    r = lint_spec(load_spec(_spec(tmp_path, TRAPS)), judged)
    assert r.check["tools_judged"] == 4
    assert r.check["difficulty"]["spearman_rho"] < 0  # harder predicted, lower judged TC
    assert {t.tool: t.tc for t in r.tools} == judged


def test_sarif_validates_and_points_at_the_spec(tmp_path):
    path = _spec(tmp_path, TRAPS)
    doc = to_sarif([lint_spec(load_spec(path))], base=tmp_path)
    check_sarif(doc)
    results = doc["runs"][0]["results"]
    over = next(r for r in results if r["ruleId"] == "overloaded-parameter")
    loc = over["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"]["uri"] == "traps.json"
    line = path.read_text().splitlines()[loc["region"]["startLine"] - 1]
    assert '"ref"' in line
    rules = doc["runs"][0]["tool"]["driver"]["rules"]
    assert all(rules[r["ruleIndex"]]["id"] == r["ruleId"] for r in results)
    broken = {**doc, "version": "2.0.0"}
    with pytest.raises(jsonschema.ValidationError):
        check_sarif(broken)
    with pytest.raises(jsonschema.ValidationError):
        check_sarif({"version": "2.1.0", "runs": [{"tool": {"driver": {}}}]})


def test_cli_formats_and_exit_status(tmp_path, capsys):
    path = str(_spec(tmp_path, TRAPS))
    assert spec_main(["lint", path]) == 0
    assert "overloaded-parameter" in capsys.readouterr().out
    assert spec_main(["lint", path, "--fail-on", "warning"]) == 1
    assert spec_main(["lint", str(_spec(tmp_path, CLEAN)), "--fail-on", "note"]) == 0
    out = tmp_path / "lint.sarif"
    assert spec_main(["lint", path, "--format", "sarif", "-o", str(out), "--base", str(tmp_path)]) == 0
    check_sarif(json.loads(out.read_text()))
    assert spec_main(["lint", path, "--format", "json", "-o", str(tmp_path / "l.json")]) == 0
    assert json.loads((tmp_path / "l.json").read_text())[0]["spec"] == "traps"


def test_report_section_reads_the_run_folder(tmp_path):
    (tmp_path / "specs").mkdir()
    _spec(tmp_path / "specs", TRAPS)
    text = report_section(tmp_path, [{"spec": "traps", "tool": "diff_refs", "tc": 0.5}])
    assert "## Spec lint" in text and "overloaded-parameter" in text and "| 2 | diff_refs |" in text
    assert "0.500" in text
    assert report_section(tmp_path / "nothing", []) == ""


def test_shared_specs_flag_overloaded_and_undocumented(shared_specs):
    reports = {p.stem: lint_spec(load_spec(p)) for p in sorted(shared_specs.glob("*.json"))}
    over = {name: {f.param for f in r.findings if f.rule == "overloaded-parameter"} for name, r in reports.items()}
    assert "ref" in over["selenium"]  # the element reference of ten tools with several meanings
    assert {"path", "branch", "target"} <= over["git"]
    assert sum(r.counts().get("undocumented-optional", 0) for r in reports.values()) > 0
    assert reports["selenium"].counts()["undocumented-optional"] > 0
    check_sarif(to_sarif(list(reports.values())))
    assert "## Spec lint" in to_markdown(list(reports.values()))


def test_unplaced_kinds_are_the_catalogue_fallbacks(tmp_path):
    kinds = pytest.importorskip("seer.kinds")
    doc = {"name": "vague", "tools": [{"name": "do_thing", "description": "Do the thing.", "inputSchema": {
        "type": "object", "properties": {"thing": P("The thing."), "timezone": P("IANA time zone, e.g. Europe/Paris."),
                                         "user_id": P("Id of the user.")}, "required": ["thing", "timezone", "user_id"]}}]}
    r = lint_spec(load_spec(_spec(tmp_path, doc)))
    flagged = {f.param for f in r.findings if f.rule == "unplaced-kind"}
    for name in ("thing", "timezone"):
        kind = kinds.infer(name, doc["tools"][0]["inputSchema"]["properties"][name], tool_name="do_thing",
                           tool_description="Do the thing.")
        assert (name in flagged) == (kind in kinds.FALLBACKS), (name, kind)
    assert "timezone" not in flagged and "user_id" not in flagged
