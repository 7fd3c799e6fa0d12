"""The s31 reading rounds (seeds 947+ over the shared specs and candidates): each test names the record that
read as absurd and holds the property that makes it read right."""

from __future__ import annotations

import re

from tests.test_symbolic_mock_round_s26 import _shared, _steps

_SEEDS = (947, 0, 1, 2, 3, 4, 5, 6, 7)


def test_a_saved_test_plan_is_a_markdown_file_named_for_it():
    """selenium-ai-agent-pypi n007-254bdf70 (seed 947): planner_save_plan "Save the completed test plan to a markdown
    file" saved the plan as "Dockerfile"."""
    seen = 0
    for spec in ("selenium-ai-agent-pypi", "selenium"):
        for s in _shared(spec, seeds=_SEEDS):
            for tool, args, _mock in _steps(s):
                params = args.get("params", args)
                name = params.get("filename") if tool == "planner_save_plan" else None
                if isinstance(name, str):
                    assert name.endswith(".md"), (s.id, name)
                    assert name.rsplit("/", 1)[-1].split(".")[0].lower() not in ("dockerfile", "makefile", "readme"), (s.id, name)
                    seen += 1
    assert seen >= 3


def test_a_generated_test_is_saved_in_one_project_from_the_spec_it_read():
    """selenium n004-a888b0d7 (seed 947): generator_write_test after reading billing-service's checkout.spec.ts saved
    a pytest function under framework "robot", its output folder in data-pipeline, its project root webshop/deploy,
    its spec file the test file's own name, and answered the spec's path as the file it wrote."""
    seen = read_before = 0
    for s in _shared("selenium", seeds=_SEEDS):
        read = None
        for tool, args, mock in _steps(s):
            out = mock.output if isinstance(mock.output, dict) and not mock.is_error else {}
            if tool == "generator_read_spec" and isinstance(out.get("path"), str):
                read = out["path"]
            if tool != "generator_write_test" or mock.is_error:
                continue
            root, folder = args.get("projectRoot"), args.get("outputDir")
            if isinstance(root, str):
                assert re.fullmatch(r".*/projects/[^/]+", root), (s.id, root)
            if isinstance(root, str) and isinstance(folder, str):
                assert folder.startswith(root + "/"), (s.id, root, folder)
            if read is not None and isinstance(args.get("specFile"), str):
                assert args["specFile"] == read, (s.id, read, args["specFile"])
                read_before += 1
            if read is not None and isinstance(root, str) and "/projects/" in read:
                assert read.startswith(root + "/"), (s.id, read, root)
            if re.search(r"^def test_", str(args.get("testCode")), re.M) and "TestCase" not in str(args.get("testCode")) \
                    and isinstance(args.get("framework"), str):
                assert args["framework"] == "pytest", (s.id, args["framework"])
            if isinstance(folder, str) and isinstance(args.get("filename"), str) and isinstance(out.get("path"), str):
                assert out["path"] == f"{folder}/{args['filename']}", (s.id, args, out)
            seen += 1
    assert seen >= 4 and read_before >= 1, (seen, read_before)


def test_a_file_a_save_makes_is_never_not_found():
    """selenium-ai-agent-pypi e001-201ff250 (seed 1): planner_save_plan(filename="test-plan.md") failed with "filename
    test-plan.md not found" and the user answered "test-plan.md is gone. Go with users.csv"; illustrator-adobe-mcp
    e000-6a3f7887 (seed 0): adobe_an_document(action="save_as", file_path=...) "file path ... not found". A save's own
    file can be taken (409, retried under the next name) or have no folder to go in, never be missing."""
    seen = 0
    for spec, tool in (("selenium-ai-agent-pypi", "planner_save_plan"), ("illustrator-adobe-mcp", "adobe_an_document")):
        for s in _shared(spec, seeds=range(10)):
            steps = _steps(s)
            for i, (name, args, mock) in enumerate(steps):
                params = args.get("params", args)
                target = params.get("filename") or (params.get("file_path") if params.get("action") in ("save", "save_as") else None)
                if name != tool or not mock.is_error or not isinstance(target, str):
                    continue
                message = mock.output["error"]["message"]
                assert not message.endswith("not found"), (s.id, message)
                if mock.output["error"]["code"] == 409 and i + 1 < len(steps):
                    retried = steps[i + 1][1].get("params", steps[i + 1][1])
                    again = retried.get("filename") or retried.get("file_path")
                    stem, dot, ext = target.rpartition(".")
                    assert again == (f"{stem}-2.{ext}" if dot else f"{target}-2"), (s.id, target, again)
                seen += 1
    assert seen >= 3


def test_a_branch_handed_on_from_a_result_is_never_created_again():
    """git n001-193ff4cd (seed 948): git_pull answered branch feature/search-filters (checked out), then
    git_branch(mode=create, branchName=feature/search-filters) made it again."""
    seen = 0
    for s in _shared("git", seeds=(948, *range(12))):
        shown: set[str] = set()
        for tool, args, mock in _steps(s):
            if tool == "git_branch" and args.get("mode") == "create":
                assert args.get("branchName") not in shown, (s.id, args)
                seen += 1
            out = mock.output if isinstance(mock.output, dict) and not mock.is_error else {}
            shown |= {v for k, v in out.items() if k in ("branch", "currentBranch") and isinstance(v, str)}
    assert seen >= 2


def test_a_repository_s_remotes_carry_its_own_name():
    """git n002-584fe086 (seed 948): git_remote(path=.../projects/data-pipeline, mode=list) listed origin and upstream
    at .../mobile-app.git."""
    seen = 0
    for s in _shared("git", seeds=(948, *range(12))):
        for tool, args, mock in _steps(s):
            path = args.get("path")
            if tool != "git_remote" or mock.is_error or not isinstance(path, str) or not path.startswith("/"):
                continue
            for r in mock.output.get("remotes") or []:
                for k in ("fetchUrl", "pushUrl"):
                    if isinstance(r.get(k), str) and r[k].endswith(".git"):
                        assert r[k].rsplit("/", 1)[-1] == path.rstrip("/").rsplit("/", 1)[-1] + ".git", (s.id, path, r)
                        seen += 1
    assert seen >= 2


def test_git_show_of_a_file_shows_the_file():
    """git m000-7b7f9171 (seed 948): git_show(object, filePath=reports/CHANGELOG.md) answered the tree of the
    repository's root; a changelog read is a changelog."""
    seen = 0
    for s in _shared("git", seeds=(948, *range(16))):
        for tool, args, mock in _steps(s):
            if tool == "git_show" and isinstance(args.get("filePath"), str) and not mock.is_error:
                assert mock.output["type"] == "blob", (s.id, mock.output)
                if args["filePath"].lower().endswith("changelog.md"):
                    assert mock.output["content"].startswith("# Changelog\n\n## ["), (s.id, mock.output)
                seen += 1
    assert seen >= 2


def test_a_comp_listing_reads_as_a_comp():
    """illustrator-mograph-mcp n045-54081497 (seed 948): ae_list_layers of "Main Comp" answered a comp 188 wide and
    roles {"text": ["BG Solid", "Adjustment Layer 1"]} beside the layers "Title text" and "Adjustment Layer 1"."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(948, *range(8))):
        for tool, _args, mock in _steps(s):
            data = mock.output.get("data") if isinstance(mock.output, dict) and not mock.is_error else None
            if tool != "ae_list_layers" or not isinstance(data, dict):
                continue
            assert (data["width"], data["height"]) in ((1920, 1080), (1080, 1080), (1080, 1920), (3840, 2160)), (s.id, data)
            listed = {layer.get("name") for layer in data["layers"]}
            for role, names in (data.get("roles") or {}).items():
                assert set(names) <= listed, (s.id, role, names, listed)
                if role == "text":
                    assert not any("adjustment" in n.lower() or "solid" in n.lower() for n in names), (s.id, names)
            seen += 1
    assert seen >= 3
