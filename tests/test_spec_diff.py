"""Spec diff: exactly the changes of a hand-made version pair, cosmetic edits left out, real specs, the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from seer.spec.__main__ import main as spec_main
from seer.spec.diff import diff_specs, format_diff
from seer.spec.load import load_spec
from seer.spec.model import Spec, Tool

VERSIONS = Path(__file__).parent / "fixtures" / "spec_versions"


def _pair():
    return load_spec(VERSIONS / "tasks-v1.json"), load_spec(VERSIONS / "tasks-v2.json")


def test_hand_made_change_lists_exactly_the_changes():
    expected = json.loads((VERSIONS / "tasks-expected.json").read_text())
    d = diff_specs(*_pair())
    assert d.added == expected["added"]
    assert d.removed == expected["removed"]
    assert [[r.old, r.new] for r in d.renamed] == expected["renamed"]
    assert d.cosmetic == expected["cosmetic"]
    assert sorted(d.unchanged) == sorted(expected["unchanged"])
    got = {t.tool: sorted([c.kind, c.path] for c in t.changes) for t in d.changed}
    assert got == {k: sorted(v) for k, v in expected["changed"].items()}
    enum = next(c for t in d.changed for c in t.changes if c.kind == "enum_changed")
    assert enum.old == ["open", "doing", "done"] and enum.new == ["open", "doing", "blocked", "done"]
    assert d.touched_old == {"create_task", "update_task", "search_tasks", "delete_task"}
    assert d.touched_new == {"create_task", "update_task", "find_tasks", "archive_task"}


def _tool(name, desc="Fetch a thing.", props=None, required=None, out=None):
    schema = {"type": "object", "properties": props or {}, **({"required": required} if required else {})}
    return Tool(name=name, description=desc, inputSchema=schema, outputSchema=out)


def test_whitespace_and_punctuation_are_not_changes_but_words_types_and_outputs_are():
    a = Spec(name="s", tools=[_tool("t", "Fetch  a thing", {"x": {"type": "string", "description": "The id."}})])
    b = Spec(name="s", tools=[_tool("t", "fetch a thing.", {"x": {"type": "string", "description": "the id"}})])
    assert diff_specs(a, b).empty and diff_specs(a, b).cosmetic == ["t"]
    c = Spec(name="s", tools=[_tool("t", "Fetch a thing", {"x": {"type": "integer", "description": "The id."}},
                                    required=["x"], out={"type": "object"})])
    kinds = sorted(ch.kind for ch in diff_specs(a, c).changed[0].changes)
    assert kinds == ["made_required", "output_schema", "type_changed"]
    out_a = {"type": "object", "properties": {"id": {"type": "string"}, "size": {"type": "integer"}}}
    out_b = {"type": "object", "properties": {"id": {"type": "string"}, "bytes": {"type": "integer"}}}
    d = diff_specs(Spec(name="s", tools=[_tool("t", out=out_a)]), Spec(name="s", tools=[_tool("t", out=out_b)]))
    change = d.changed[0].changes[0]
    assert (change.kind, change.old, change.new) == ("output_schema", ["size"], ["bytes"])  # fields an agent reads


def test_unrelated_tools_are_not_taken_for_a_rename():
    a = Spec(name="s", tools=[_tool("delete_task", "Delete a task for good.")])
    b = Spec(name="s", tools=[_tool("send_invoice", "Email an invoice to a customer.")])
    d = diff_specs(a, b)
    assert d.renamed == [] and d.added == ["send_invoice"] and d.removed == ["delete_task"]


def test_cli_prints_a_table_and_json(tmp_path, capsys):
    v1, v2 = str(VERSIONS / "tasks-v1.json"), str(VERSIONS / "tasks-v2.json")
    assert spec_main(["diff", v1, v2]) == 0
    text = capsys.readouterr().out
    assert "search_tasks -> find_tasks" in text and "enum_changed" in text
    out = tmp_path / "diff.json"
    assert spec_main(["diff", v1, v2, "--format", "json", "-o", str(out)]) == 0
    assert json.loads(out.read_text())["removed"] == ["delete_task"]
    assert spec_main(["diff", v1, str(tmp_path / "missing.json")]) == 2
    assert "missing.json" in capsys.readouterr().err


def test_real_pair_of_git_servers(shared_specs):
    """Two git MCP servers (cyanheads' and the official one) share tool names but not their schemas."""
    old = load_spec(shared_specs / "git.json")
    cand = shared_specs.parent / "specs-candidates" / "git-official.json"
    if not cand.exists():
        pytest.skip(f"{cand} is absent")
    new = load_spec(cand)
    d = diff_specs(old, new)
    only_new, only_old = set(new.tool_names) - set(old.tool_names), set(old.tool_names) - set(new.tool_names)
    assert set(d.added) | {r.new for r in d.renamed} == only_new
    assert set(d.removed) | {r.old for r in d.renamed} == only_old
    shared = set(new.tool_names) & set(old.tool_names)
    assert {t.tool for t in d.changed if not t.old_name} | set(d.unchanged) | set(d.cosmetic) == shared
    git_add = next(t for t in d.changed if t.tool == "git_add")
    assert ["param_added", "repo_path"] in [[c.kind, c.path] for c in git_add.changes]
    assert "git_add" in format_diff(d)


def test_cli_recaptures_a_server_as_the_new_version(tmp_path, capsys):
    """`--server` re-captures (refresh) a live source: here an OpenAPI document on a local http.server."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    old_doc = json.loads((Path(__file__).parent / "fixtures" / "openapi" / "bookshelf.json").read_text())
    (tmp_path / "old.json").write_text(json.dumps(old_doc))
    new_doc = json.loads(json.dumps(old_doc))
    del new_doc["paths"]["/books/{bookId}"]  # delete_book goes away

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802
            self.send_response(200)
            self.end_headers()
            self.wfile.write(json.dumps(new_doc).encode())

        def log_message(self, *args):
            pass

    srv = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    try:
        server = json.dumps({"name": "bookshelf", "openapi": f"http://127.0.0.1:{srv.server_address[1]}/openapi.json"})
        assert spec_main(["diff", str(tmp_path / "old.json"), "--server", server, "--format", "json",
                          "--captures", str(tmp_path / "captures")]) == 0
    finally:
        srv.shutdown()
        srv.server_close()
    d = json.loads(capsys.readouterr().out)
    assert d["removed"] == ["delete_book"] and d["added"] == [] and d["changed"] == []
    assert (tmp_path / "captures" / "bookshelf.json").exists()
