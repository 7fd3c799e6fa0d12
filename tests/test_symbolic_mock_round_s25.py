"""Issue #12's mock reading rounds s25 (seeds 400+): what each call returns, read by a domain engineer."""

from __future__ import annotations

from seer.harness.checks import leaves
from tests.test_symbolic_domain import (
    _scenarios,  # one spec fixture for the symbolic tests
)
from tests.test_symbolic_mock_round_s24 import _calls, _shared_calls, _tool

_S = {"type": "string"}
EXPORT = _tool("export", "Export objects, groups, artboards, or selection of the open design.", {
    "target": {"type": "string", "description": "UUID, \"artboard:<index>\", or \"selection\"."},
    "format": {"type": "string", "enum": ["svg", "png", "jpg"], "description": "Export format"},
    "output_path": {"type": "string", "description": "Output file path. If omitted, auto-generates next to the document."},
}, ["target", "format"])
SAVE_PROFILE = _tool("analyzer_save_profile", "Save the completed risk profile to a file", {
    "filename": _S, "outputFormat": {"type": "string", "enum": ["yaml", "json"], "default": "yaml"}, "outputDir": _S,
}, ["outputFormat"])
SAVE_PLAN = _tool("planner_save_plan", "Save the completed test plan to a markdown file", {
    "planContent": {"type": "string", "description": "Complete test plan content in markdown format"}, "filename": _S,
}, ["planContent"])
PDF = _tool("pdf_generate", "Generate a PDF from the current page.", {
    "format": {"type": "string", "enum": ["A4", "Letter"], "default": "A4"}, "landscape": {"type": "boolean"},
}, ["format"])
BOARDS = _tool("export_artboards", "Export every artboard to its own file; the directory is created.", {
    "directory": _S, "format": {"type": "string", "default": "PNG"}}, ["directory"])


def _paths(out) -> list[str]:
    return [v for v in leaves(out) if isinstance(v, str) and "." in v.rsplit("/", 1)[-1] and " " not in v]


def test_round_400_a_tool_that_makes_a_file_answers_the_file(tmp_path):
    """Round 400: export(target='artboard:1', format='jpg') answered a random object of the document ('Ellipse 1', a
    PlacedItem) and no file; pdf_generate, analyzer_save_profile, planner_save_plan and a contact sheet answered only
    their own flags. A call that makes a file answers that file, of the format it was asked for."""
    scen = _scenarios(tmp_path, [EXPORT, SAVE_PROFILE, SAVE_PLAN, PDF, BOARDS], seeds=range(6))
    seen = set()
    for tool in ("export", "analyzer_save_profile", "planner_save_plan", "pdf_generate", "export_artboards"):
        for args, mock in _calls(scen, tool):
            if mock.is_error:
                continue
            seen.add(tool)
            out = mock.output
            paths = _paths(out)
            assert paths, (tool, args, out)
            if tool == "export":
                given = args.get("output_path")
                assert given in paths if given else any(p.endswith("." + args["format"]) for p in paths), (args, out)
                assert "name" not in out and "object" not in out, out  # no object of the document in its place
            if tool == "analyzer_save_profile" and "filename" not in args:
                assert any(p.endswith("." + args["outputFormat"]) for p in paths), (args, out)
            if tool == "planner_save_plan":
                assert any(p.endswith(".md") for p in paths if p != args.get("filename")) or args.get("filename") in paths, out
                assert len(args["planContent"].encode()) in [v for v in leaves(out) if isinstance(v, int)], out  # its bytes
            if tool == "pdf_generate":
                assert any(p.endswith(".pdf") for p in paths), out
            if tool == "export_artboards":
                assert len(paths) >= 2 and all(p.startswith(args["directory"]) for p in paths), out
    assert seen == {"export", "analyzer_save_profile", "planner_save_plan", "pdf_generate", "export_artboards"}, seen


def test_shared_exports_and_renders_answer_their_files():
    for spec, tool in (("illustrator", "export"), ("illustrator-mograph-mcp", "ai_contact_sheet"),
                       ("selenium", "analyzer_save_profile"), ("illustrator-mograph-mcp", "ai_export_artboards")):
        calls = [(a, m) for a, m in _shared_calls(spec, tool) if not m.is_error]
        assert calls, (spec, tool)
        for args, mock in calls:
            assert _paths(mock.output), (tool, args, mock.output)


def test_round_400_an_operation_confirms_the_operation_it_ran_not_the_tools_description():
    """Round 400: git_branch(mode='delete', branchName='chore/bump-deps') answered message 'Managed branches: list all
    branches, show current branch, create a new branch.' (its description in the past tense). A tool of several
    operations confirms the one it ran, on the branch it was named."""
    done = {"create": "Created", "delete": "Deleted", "rename": "Renamed"}
    seen = 0
    for args, mock in _shared_calls("git", "git_branch", seeds=range(8)):
        msg = mock.output.get("message") if isinstance(mock.output, dict) else None
        if mock.is_error or not isinstance(msg, str) or args.get("mode") not in done:
            continue
        seen += 1
        assert msg.startswith(done[args["mode"]]) and args["branchName"] in msg, (args, msg)
        assert "list all branches" not in msg, msg
    assert seen

