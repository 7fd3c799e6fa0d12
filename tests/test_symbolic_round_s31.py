"""The s31 reading rounds (seeds 947+ over the shared specs and candidates): each test names the record that
read as absurd and holds the property that makes it read right."""

from __future__ import annotations

import random
import re

from seer.spec.load import load_spec
from tests.test_symbolic_mock_round_s26 import SHARED, _shared, _steps

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
    # the error kinds drawn move with the generator's rng: the failure of a save is also made directly, at several draws
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.recovery import recover
    from seer.generate.symbolic.world import World

    save = next(p for p in profile_spec(load_spec(SHARED / "specs-candidates" / "selenium-ai-agent-pypi.json"))
                if p.name == "planner_save_plan")
    for seed in range(6):
        out = recover(save, {"params": {"plan_content": "# Test plan", "filename": "test-plan.md"}}, random.Random(seed),
                      World(), None).failure.output
        message = out["error"]["message"] if isinstance(out, dict) and isinstance(out.get("error"), dict) else ""
        assert not message.endswith("not found"), message
        seen += bool(message)
    assert seen >= 3


def test_a_saved_document_s_title_is_taken_never_missing():
    """selenium e000-801dbbd8 (seed 1): generator_save_spec(title="Test plan: Checkout") failed with 'title "Test plan:
    Checkout" not found' and the user answered '"Test plan: Checkout" is gone. Go with "Refactor search ranking for EU
    customers"'."""
    seen = 0
    for s in _shared("selenium", seeds=range(10)):
        steps = _steps(s)
        for i, (tool, args, mock) in enumerate(steps):
            if tool == "generator_save_spec" and mock.is_error and isinstance(args.get("title"), str) \
                    and mock.output["error"].get("title") == args["title"]:
                assert mock.output["error"]["code"] == 409, (s.id, mock.output)
                assert steps[i + 1][1]["title"] == args["title"] + " v2", (s.id, steps[i + 1][1])
                seen += 1
    assert seen >= 1


def test_a_branch_handed_on_from_a_result_is_never_created_again():
    """git n001-193ff4cd (seed 948): git_pull answered branch feature/search-filters (checked out), then
    git_branch(mode=create, branchName=feature/search-filters) made it again."""
    seen = 0
    for s in _shared("git", seeds=(948, *range(20), 57, 59, 69, 91)):  # the plans drawn move with the generator's rng (widened s43)
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


def test_a_saved_markdown_document_is_titled_and_named_by_its_heading():
    """selenium n019-7f80960a (seed 949): generator_save_spec(title="Migration plan for the billing database",
    content="# Test plan: Search ...") saved spec.md."""
    seen = 0
    for s in _shared("selenium", seeds=(949, *range(10))):
        failed = False
        for tool, args, mock in _steps(s):
            content = args.get("content")
            retry, failed = failed, mock.is_error  # a retry takes the name the user gave after the failure
            if tool != "generator_save_spec" or not isinstance(content, str) or not content.startswith("# ") or mock.is_error or retry:
                continue
            heading = content.splitlines()[0][2:].strip()
            if isinstance(args.get("title"), str):
                assert args["title"] == heading, (s.id, args["title"], heading)
                path = mock.output.get("path", "")
                assert path.rsplit("/", 1)[-1] == re.sub(r"[^a-z0-9]+", "-", heading.lower()).strip("-") + ".md", (s.id, path)
                seen += 1
    assert seen >= 2


def test_a_thing_picked_by_its_number_is_one_of_those_counted():
    """illustrator-mograph-mcp n013-1b237bb7 (seed 949): ae_get_project_info answered num_items 13, then
    ae_delete_item(item=54)."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(949, *range(10))):
        counted: dict[str, int] = {}
        for tool, args, mock in _steps(s):
            for key, n in counted.items():
                if isinstance(args.get(key), int) and not isinstance(args[key], bool):
                    assert args[key] <= n, (s.id, tool, key, args[key], n)
                    seen += 1
            project = mock.output.get("project") if isinstance(mock.output, dict) and not mock.is_error else None
            if isinstance(project, dict):
                counted.update({k[4:-1]: v for k, v in project.items() if k.startswith("num_") and isinstance(v, int)})
    assert seen >= 2


def test_a_create_never_fails_for_want_of_what_it_makes():
    """elasticsearch-py e000-91c5409a (seed 950): create_index(index=orders-2024.08) failed with "index orders-2024.08
    not found", and the user answered that it "was renamed"."""
    seen = 0
    for spec in ("elasticsearch-py", "elasticsearch"):
        for s in _shared(spec, seeds=(950, *range(12))):
            for tool, _args, mock in _steps(s):
                if tool.startswith("create") and mock.is_error:
                    assert not mock.output["error"]["message"].endswith("not found"), (s.id, mock.output)
                    seen += 1
    assert seen >= 1


def test_no_keyboard_key_is_not_found():
    """selenium-ai-agent-pypi e001-36823553 (seed 950): key_press(key=Enter) failed with "key Enter not found" (then
    "modifiers Meta not found")."""
    seen = 0
    for spec in ("selenium-ai-agent-pypi", "selenium"):
        for s in _shared(spec, seeds=(950, 0, 1, 2)):  # in the records, wherever the seeds hold one
            for tool, _args, mock in _steps(s):
                if "key" in tool and "press" in tool and mock.is_error:
                    message = mock.output["error"]["message"]
                    assert not re.match(r"(key|keys|modifiers?) .* not found", message), (s.id, message)
    # the error kinds drawn move with the generator's rng: the failure of a key press is made directly, at several draws
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.recovery import recover
    from seer.generate.symbolic.world import World

    press = next(p for p in profile_spec(load_spec(SHARED / "specs" / "selenium.json")) if p.name == "key_press")
    messages = [recover(press, {"key": "Enter", "modifiers": ["Meta"]}, random.Random(seed), World(), None).failure.output
                for seed in range(12)]
    for out in messages:
        message = out["error"]["message"] if isinstance(out, dict) and isinstance(out.get("error"), dict) else ""
        assert not re.match(r"(key|keys|modifiers?) .* not found", message), message
        seen += bool(message)
    assert seen >= 6, messages


def test_one_repository_s_remotes_name_one_repository_at_distinct_urls():
    """git n013-a7669447 (seed 950): git_remote(mode=list) of the session's repository listed fork at infra.git beside
    origin at docs-site.git."""
    seen = 0
    for s in _shared("git", seeds=(950, *range(12))):
        for tool, _args, mock in _steps(s):
            remotes = mock.output.get("remotes") if tool == "git_remote" and not mock.is_error else None
            urls = [r.get("fetchUrl") for r in remotes or [] if isinstance(r.get("fetchUrl"), str) and r["fetchUrl"].endswith(".git")]
            if len(urls) > 1:
                assert len({u.rsplit("/", 1)[-1] for u in urls}) == 1, (s.id, urls)
                assert len(set(urls)) == len(urls), (s.id, urls)
                seen += 1
    assert seen >= 2


def test_a_document_of_a_dated_index_is_stamped_in_its_period():
    """elasticsearch-py n004-c0b34bb2 (seed 950): index_document(index=metrics-2024.08, @timestamp 2024-03-22...)."""
    seen = 0
    for spec in ("elasticsearch-py", "elasticsearch"):
        for s in _shared(spec, seeds=(950, *range(12))):
            for tool, args, _mock in _steps(s):
                index, doc = args.get("index"), args.get("document")
                m = re.search(r"(\d{4})\.(\d{2})$", index) if isinstance(index, str) and tool == "index_document" else None
                if m and isinstance(doc, dict) and isinstance(doc.get("@timestamp"), str):
                    assert doc["@timestamp"].startswith(f"{m[1]}-{m[2]}-"), (s.id, index, doc)
                    seen += 1
    assert seen >= 2


def test_a_line_of_json_is_said_as_its_field():
    """filesystem n006-0af0d906 (seed 950): the user answered 'OK, there's ""name": "settings.json",".'"""
    seen = 0
    for s in _shared("filesystem", seeds=(950, *range(12))):
        for turn in s.conversation:
            assert not re.search(r'"\s*"[\w@.-]+":', turn.user), (s.id, turn.user)
            seen += 1
    assert seen >= 20


def test_a_page_asked_for_by_name_is_that_page():
    """selenium m002-cbec3ba2 (seed 951): planner_explore_page(pageName="Search results") answered the cart
    (https://rowe.com/cart, "Cart | Rowe")."""
    seen = 0
    for s in _shared("selenium", seeds=(951, *range(10))):
        for tool, args, mock in _steps(s):
            page = mock.output.get("page") if tool == "planner_explore_page" and not mock.is_error else None
            if isinstance(page, dict) and isinstance(args.get("pageName"), str) and isinstance(page.get("title"), str):
                assert page["title"].split(" | ")[0] == args["pageName"] or " | " in args["pageName"] \
                    and page["title"] == args["pageName"], (s.id, args, page)  # (a whole title handed on stays whole)
                if args["pageName"] == "Search results" and not any(str(v).startswith("http") for v in args.values()):
                    assert "/search" in page["url"], (s.id, page)
                seen += 1
    assert seen >= 2


def test_a_clone_goes_into_a_folder_named_for_its_repository():
    """git n009-4ec9bf53 (seed 951): git_clone(url=.../acme-corp/webshop.git, path=/home/kofi/projects/search-indexer)."""
    seen = 0
    for s in _shared("git", seeds=(951, *range(12))):
        for tool, args, _mock in _steps(s):
            if tool == "git_clone" and isinstance(args.get("url"), str) and isinstance(args.get("path"), str):
                name = args["url"].rstrip("/").rsplit("/", 1)[-1].removesuffix(".git")
                assert args["path"].rstrip("/").rsplit("/", 1)[-1] in (name, "checkout"), (s.id, args)
                seen += 1
    assert seen >= 2


def test_a_hit_of_a_dated_index_is_stamped_in_its_period():
    """elasticsearch n002-5e101625 (seed 952): a search of logs-2024.10 answered hits stamped 2024-03-15."""
    seen = 0
    for s in _shared("elasticsearch", seeds=(952, *range(12))):
        for tool, args, mock in _steps(s):
            index = args.get("index")
            m = re.search(r"(\d{4})\.(\d{2})$", index) if isinstance(index, str) and tool == "search" and not mock.is_error else None
            for hit in (mock.output.get("hits") or []) if m else []:
                stamp = hit.get("_source", {}).get("@timestamp")
                if hit.get("_index") == index and isinstance(stamp, str):
                    assert stamp.startswith(f"{m[1]}-{m[2]}-"), (s.id, index, stamp)
                    seen += 1
    assert seen >= 3


def test_a_rename_retried_on_another_key_names_the_new_key_after_it():
    """redis-mcp-redis e001-b268e700 (seed 952): rename(old_key=user:1042:profile, new_key=user:1042:profile:archived)
    failed, and the retry renamed cart:311:items to user:1042:profile:archived."""
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=(952, *range(12))):
        steps = _steps(s)
        for i, (tool, args, mock) in enumerate(steps[:-1]):
            again = steps[i + 1][1]
            if tool == "rename" and mock.is_error and steps[i + 1][0] == "rename" and again.get("old_key") != args.get("old_key"):
                if str(args.get("new_key", "")).startswith(str(args.get("old_key"))):
                    assert again["new_key"].startswith(again["old_key"]), (s.id, args, again)
                    assert again["new_key"] in s.conversation[-1].user or any(again["new_key"] in t.user for t in s.conversation), s.id
                    seen += 1
    assert seen >= 1


def test_the_current_branch_tracks_its_own_remote_branch():
    """git n007-5eee5cda (seed 952): git_status answered currentBranch main with upstream origin/feature/checkout-redesign."""
    seen = 0
    for s in _shared("git", seeds=(952, *range(12))):
        for tool, _args, mock in _steps(s):
            out = mock.output if tool == "git_status" and not mock.is_error and isinstance(mock.output, dict) else {}
            if isinstance(out.get("upstream"), str) and out["upstream"].startswith("origin/") and isinstance(out.get("currentBranch"), str):
                assert out["upstream"] == "origin/" + out["currentBranch"], (s.id, out)
                seen += 1
    assert seen >= 3


def test_a_justification_is_an_alignment():
    """illustrator-mograph-mcp n018-e6f5e39b (seed 953): ae_set_text(justification="Ellipse 1")."""
    from seer import kinds

    assert kinds.infer("justification", {"type": "string"}, tool_name="ae_set_text", tool_description="Edit a text layer") == "text_alignment"
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(953, *range(12))):
        for tool, args, _mock in _steps(s):
            if isinstance(args.get("justification"), str):
                assert args["justification"] in ("left", "center", "right", "justify"), (s.id, tool, args)
                seen += 1
    assert seen >= 2


def test_a_one_item_list_names_the_record_acted_on():
    """illustrator-mograph-mcp n033-cf71f838 (seed 953): ai_ungroup_items(items=["CTA button"]) answered the item
    "Group 2"."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(953, *range(12))):
        for tool, args, mock in _steps(s):
            items = args.get("items")
            record = mock.output.get("item") if isinstance(mock.output, dict) and not mock.is_error else None
            if tool == "ai_ungroup_items" and isinstance(items, list) and len(items) == 1 and isinstance(items[0], str) \
                    and not re.fullmatch(r"[\d/]+", items[0]) and isinstance(record, dict) and "name" in record:
                assert record["name"] == items[0], (s.id, items, record)
                seen += 1
    assert seen >= 1


def test_an_element_found_by_xpath_is_its_last_step_s_tag():
    """selenium-angiejones n003-6360af7b (seed 954): get_element_text(by=xpath, value=//table[@id='orders']//tr[3]/td[2])
    answered an <a> "Add to cart"."""
    seen = 0
    for s in _shared("selenium-angiejones", seeds=(954, *range(12))):
        for _tool, args, mock in _steps(s):
            value = args.get("value")
            element = mock.output.get("element") if isinstance(mock.output, dict) and not mock.is_error else None
            if args.get("by") == "xpath" and isinstance(value, str) and isinstance(element, dict) and "tag" in element:
                last = re.search(r"/([a-z][a-z0-9]*)(?:\[[^\]]*\])*\)?(?:\[\d+\])?\s*$", value)
                if last:
                    assert element["tag"] == last[1], (s.id, value, element)
                    seen += 1
    assert seen >= 2


def test_a_render_takes_after_effects_own_templates():
    """illustrator-adobe-mcp n011-74819fd6 (seed 954): adobe_ae_render(template="CTA button", output_module="The invoice
    total was corrected to 1,240 EUR.")."""
    from seer.kinds.design import OUTPUT_MODULES, RENDER_SETTINGS

    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=(954, *range(12))):
        for tool, args, _mock in _steps(s):
            params = args.get("params", {})
            if tool == "adobe_ae_render":
                if isinstance(params.get("template"), str):
                    assert params["template"] in RENDER_SETTINGS, (s.id, params)
                    seen += 1
                if isinstance(params.get("output_module"), str):
                    assert params["output_module"] in OUTPUT_MODULES, (s.id, params)
                    seen += 1
    assert seen >= 2


def test_a_title_quoted_again_as_the_contents_heading_is_not_misattached():
    """The semantic judge flagged generator_save_spec(title="Test plan: Checkout") once the title was the content's own
    heading: 'the text gives it as the content' (its second occurrence lies inside the content's value)."""
    from seer.judge.semantic_args import misattached

    content = ("# Test plan: Checkout\n\nScope: the checkout flow in the web app.\n\n## Scenarios\n1. Guest checkout with a saved"
               " card\n   - Steps: Add a product to the cart; open the cart; click Checkout; pay with the saved card\n")
    args = {"title": "Test plan: Checkout", "content": content}
    text = f'For the audit, save a structured markdown spec called "Test plan: Checkout" with content "{content}".'
    assert misattached(args, ["title", "content", "outputDir"], text.lower(), "generator_save_spec") == []  # as the judge reads
    text = "Set the key user:1:name to the value alice."  # a value said apart is still caught (test_judge_semantic)
    assert misattached({"key": "alice", "value": "user:1:name"}, ["key", "value", "ttl_seconds"], text, "kv_set")


def test_an_overwritten_file_keeps_its_id():
    """Default run, storage n001-dd700037 (seed 0): upload_file(path=.../q3-revenue.csv, overwrite=true) of the file
    list_files showed as f_3k9x0a7b2c answered a new id, and the share link made next pointed at it."""
    from tests.test_symbolic_mock_round_s24 import _example

    seen = 0
    for s in _example("storage", range(8)):
        ids: dict[str, str] = {}
        for tool, args, mock in _steps(s):
            out = mock.output if isinstance(mock.output, dict) and not mock.is_error else {}
            for f in out.get("files") or []:
                ids[f.get("path")] = f.get("file_id")
            made = out.get("file") if tool == "upload_file" else None
            if isinstance(made, dict) and args.get("overwrite") is True and args.get("path") in ids:
                own = made.get("file_id", made.get("id"))
                assert own == ids[args["path"]], (s.id, args["path"], made)
                seen += 1
    assert seen >= 1


def test_a_note_a_search_found_reads_as_found():
    """Default run, notes-kb n004-d1bc9db1 (seed 0): search_notes(tag="good first issue") found "Invoices from March:
    notes" ("Open questions on invoices from March..."), and get_note of it answered tags ["help wanted"] and the body
    "The deploy finished without errors."."""
    from tests.test_symbolic_mock_round_s24 import _example

    seen = 0
    for s in _example("notes", range(8)):
        found: dict[str, tuple[str | None, str]] = {}
        for tool, args, mock in _steps(s):
            out = mock.output if isinstance(mock.output, dict) and not mock.is_error else {}
            if tool == "search_notes":
                found.update({r["id"]: (args.get("tag"), r["snippet"]) for r in out.get("results") or []
                              if isinstance(r.get("snippet"), str)})
            if tool == "get_note" and out.get("id") in found:
                tag, snippet = found[out["id"]]
                assert snippet in out["body"], (s.id, snippet, out)
                if tag:
                    assert tag in out["tags"], (s.id, tag, out)
                seen += 1
    assert seen >= 2


def test_a_cookie_made_anew_holds_its_own_kind_of_value():
    """selenium-angiejones n006-91088037 (seed 957): add_cookie(name=session_id, value="pt-BR") (a listed locale cookie
    renamed anew after its value was drawn)."""
    seen = 0
    for s in _shared("selenium-angiejones", seeds=(957, *range(12))):
        for tool, args, _mock in _steps(s):
            if tool == "add_cookie" and args.get("name") == "session_id" and isinstance(args.get("value"), str):
                assert re.fullmatch(r"[0-9a-f]{32}", args["value"]), (s.id, args)
                seen += 1
    assert seen >= 1


def test_an_alias_removed_from_an_index_is_of_that_index():
    """elasticsearch-py n005-16f8cf87 (seed 957): delete_alias(index=audit-2024.08, name=orders-current)."""
    seen = 0
    for s in _shared("elasticsearch-py", seeds=(957, *range(12))):
        said = " ".join(t.user for t in s.conversation)
        for tool, args, _mock in _steps(s):
            index, name = args.get("index"), args.get("name")
            if tool == "delete_alias" and isinstance(index, str) and isinstance(name, str) and f"named {name}" in said:
                assert name.startswith(re.split(r"[-_.]", index)[0]), (s.id, index, name)
                seen += 1
    assert seen >= 1


def test_a_record_s_field_named_for_its_noun_is_the_record_itself():
    """git-mcp-server n002-ed1b4c6b (seed 958): create_milestone(title="Public beta") answered a milestone holding
    "milestone": "Sprint 48", and the issue made "with that milestone" took "Sprint 48"."""
    seen = 0
    for s in _shared("git-mcp-server", seeds=(958, *range(12))):
        made = None
        for tool, args, mock in _steps(s):
            out = mock.output.get("result") if isinstance(mock.output, dict) and not mock.is_error else None
            record = out.get("milestone") if tool == "create_milestone" and isinstance(out, dict) else None
            if isinstance(record, dict) and isinstance(record.get("title"), str):
                assert record.get("milestone", record["title"]) == record["title"], (s.id, record)  # (since s37 a milestone
                made = record["title"]  # handed on by its title holds no field of itself)
                seen += 1
            if tool == "update_milestone" and made and isinstance(args.get("title"), str):
                made = args["title"]  # retitled: the issue filed under it next takes its new title
            if tool in ("create_issue", "create_merge_request") and made and isinstance(args.get("milestone"), str):
                assert args["milestone"] == made, (s.id, made, args)
    assert seen >= 1


def test_a_label_that_is_also_a_verb_is_said_with_its_article():
    """Default run, notes-kb n002-6f1af18d (seed 0): "the limit 20 and tag enhancement" read as an order to tag
    something, and the semantic judge marked search_notes down ("the user asks for a change (update)"); the default
    run's tool-call score was 0.998 for that one record."""
    from seer.judge.semantic import SemanticJudge
    from seer.spec.load import load_spec
    from tests.test_symbolic_mock_round_s24 import EXAMPLES, _example

    scenarios = _example("notes", range(3))
    for s in scenarios:
        for turn in s.conversation:
            assert not re.search(r"\band tag \w", turn.user), (s.id, turn.user)
    judged = list(SemanticJudge().judge(load_spec(EXAMPLES / "notes.json"), scenarios))
    assert not [j.record_id for j in judged if "asks for a change" in str(j.reasons)], judged
    assert len(judged) >= len(scenarios)
