"""Session 40: the reading rounds' fixes (rounds 1225-): each test names the record that was absurd."""

from __future__ import annotations

import json
import re

from tests.test_symbolic_mock_round_s26 import _steps
from tests.test_symbolic_round_s36 import _later_turns, _shared


def _params(args: dict) -> dict:
    return args["params"] if isinstance(args.get("params"), dict) else args


def test_a_csv_rows_edit_corrects_a_figure_never_its_id():
    """filesystem n000-87955bb8 (seed 1225): edit_file on report-q3.csv changed "1002,Ben Carter,678.19" to
    "1003,Ben Carter,678.19": a row renumbered onto the id of the next row (1003 is Chen Wei's). An edit of a data row
    corrects one of its figures and keeps its id."""
    seen = 0
    for s in _shared("filesystem", seeds=range(1225, 1240)):
        for tool, args, m in _steps(s):
            for edit in args.get("edits") or () if tool == "edit_file" and str(args.get("path", "")).endswith(".csv") else ():
                old, new = edit["oldText"], edit["newText"]
                if not re.match(r"\d+,", old):
                    continue
                seen += 1
                assert old.split(",")[0] == new.split(",")[0], (s.id, edit)  # the row keeps its id
                assert old != new and old.split(",")[1:-1] == new.split(",")[1:-1], (s.id, edit)  # its last figure moves
    assert seen >= 2, seen


def test_a_listing_names_no_one_item_of_what_it_lists():
    """illustrator-adobe-mcp n007-7adce754 (seed 1225): adobe_id_text(action=list_styles, style_name="Heading 1")
    answered "- Caption - Quote": a list of the styles asked with one style named, answered without it. A listing is
    sent no name of one item it lists."""
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1220, 1232)):
        for tool, args, m in _steps(s):
            p = _params(args)
            action = str(p.get("action") or "")
            if not action.startswith("list_"):
                continue
            seen += 1
            listed = action.split("_", 1)[1].rstrip("s")  # list_styles -> style
            named = [k for k in p if k.startswith(listed + "_") and k.endswith(("_name", "_id", "_index"))]
            assert not named, (s.id, tool, p)
    assert seen >= 3, seen


def _text_lines(out) -> dict[str, str]:
    text = out.get("result") if isinstance(out, dict) else None
    return dict(ln.split(": ", 1) for ln in text.split("\n") if ": " in ln) if isinstance(text, str) else {}


def test_a_cookie_is_set_to_expire_after_the_scenarios_present():
    """selenium-angiejones n005-c9ddf234 (seed 1226): add_cookie(expiry=1752422278), July 2025, answered at
    completed_at 2025-12-19: a cookie set to expire months ago is deleted as it is set. An expiry the call gives lies
    after the scenario's present."""
    from datetime import datetime

    seen = 0
    for s in _shared("selenium-angiejones", seeds=range(1220, 1240)):
        for tool, args, m in _steps(s):
            at = m.output.get("completed_at") if isinstance(m.output, dict) else None
            if tool != "add_cookie" or not isinstance(args.get("expiry"), int) or not isinstance(at, str):
                continue
            seen += 1
            now = datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp()
            assert args["expiry"] > now, (s.id, args, at)
    assert seen >= 3, seen


def test_a_tab_opened_with_no_url_is_blank():
    """selenium-ai-agent-pypi n011-eabb1d0b (seed 1226): tab_new() with no URL answered
    url https://gallegos-morse.org/docs/getting-started: a new tab with no address opens blank."""
    seen = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=range(1220, 1240)):
        for tool, args, m in _steps(s):
            if tool != "tab_new" or m.is_error or _params(args).get("url"):
                continue
            lines = _text_lines(m.output)
            if "url" in lines:
                seen += 1
                assert lines["url"] == "about:blank", (s.id, m.output)
    assert seen >= 2, seen


def test_what_the_signed_in_user_makes_is_theirs():
    """git-mcp-server n008-2e43dcbf (seed 1227): get_current_user_info answered Christy Humphrey, then
    create_merge_request answered author Vickie Mercado: a merge request the signed-in user opens is authored by them."""
    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1220, 1245)):
        me = None
        for tool, args, m in _steps(s):
            out = m.output.get("result") if isinstance(m.output, dict) else None
            if m.is_error or not isinstance(out, dict):
                continue
            if tool == "get_current_user_info" and isinstance(out.get("user"), dict):
                me = out["user"]
            made = next((v for v in out.values() if isinstance(v, dict) and isinstance(v.get("author"), str)), None)
            if me and tool.startswith("create_") and made:
                seen += 1
                assert made["author"] in (me.get("name"), me.get("login")), (s.id, me, made)
    assert seen >= 1, seen  # (s45: one case of two left; a merge request is no longer opened in a project made a step before)


def test_a_key_listing_shows_the_key_just_read_that_it_matches():
    """redis n001-8dbd9fe8 (seed 1227): get(rate_limit:api:203.0.113.7) answered 27, then list(rate_limit:*) answered
    four keys without it: a key the database holds is listed by a pattern it matches."""
    from fnmatch import fnmatchcase

    seen = 0
    for s in _shared("redis", seeds=range(1220, 1250)):
        held: set[str] = set()
        for tool, args, m in _steps(s):
            if m.is_error or not isinstance(m.output, dict):
                continue
            if tool == "get" and isinstance(args.get("key"), str):
                held.add(args["key"])
            elif tool == "delete":
                key = args.get("key")
                held -= set(key) if isinstance(key, list) else {key}
            elif tool in ("list", "scan_keys") and isinstance(args.get("pattern"), str) and isinstance(m.output.get("keys"), list):
                for k in held:
                    if fnmatchcase(k, args["pattern"]):
                        seen += 1
                        assert k in m.output["keys"], (s.id, k, args, m.output)
    assert seen >= 2, seen


def test_a_fixed_test_does_what_its_fix_says():
    """selenium n021-f6f3370c (seed 1227): healer_fix_test(fixedCode=<the test as it was>, fixDescription="Dismiss the
    cookie banner before clicking the quantity button"): the fixed code dismissed no banner. Fixed code carries its fix."""
    from seer.generate.symbolic.own_words import _FIX_EDITS

    seen = 0
    for s in _shared("selenium", seeds=range(1220, 1240)):
        for tool, args, m in _steps(s):
            code, fix = args.get("fixedCode"), args.get("fixDescription")
            if tool != "healer_fix_test" or not isinstance(code, str) or fix not in _FIX_EDITS:
                continue
            seen += 1
            at, new, before = _FIX_EDITS[fix]
            assert new in code, (s.id, fix, code)
    assert seen >= 3, seen


def test_text_verified_on_a_page_is_words_a_page_shows():
    """selenium-ai-agent-pypi n001-f7d5e00d (seed 1228): browser_verify_text_visible(text="The meeting moved to 3pm
    tomorrow.") on a shop's page: a chat message checked for on a web page. Text verified as visible is page copy."""
    from seer.kinds.infer import infer

    assert infer("text", {"type": "string", "description": "Text content to verify is visible on the page"},
                 tool_name="browser_verify_text_visible", tool_description="Verify that specific text is visible on the page") == "ui_text"
    assert infer("text", {"type": "string", "description": "Text to type"}, tool_name="input_text",
                 tool_description="Type text into an input element using its reference from page snapshot") != "ui_text"
    seen = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=range(1225, 1240)):
        for tool, args, m in _steps(s):
            if tool == "browser_verify_text_visible":
                seen += 1
                text = _params(args)["text"]
                assert len(text.split()) <= 5 and not text.endswith("."), (s.id, text)
    assert seen >= 2, seen


def test_a_blamed_range_shows_the_lines_asked_for_within_the_file():
    """git n000-6c9b9c4c (seed 1228): git_blame(filePath=src/deploy.sh, endLine=61) answered line 1 alone and totalLines
    1: a range lies within its file, and its blame shows each line of it, numbered in order."""
    seen = 0
    for s in _shared("git", seeds=range(1220, 1250)):
        for tool, args, m in _steps(s):
            if tool != "git_blame" or m.is_error or not isinstance(m.output.get("lines"), list) or "endLine" not in args:
                continue
            seen += 1
            start, end = args.get("startLine", 1), args["endLine"]
            assert start <= end, (s.id, args)
            numbers = [row["lineNumber"] for row in m.output["lines"]]
            assert numbers == list(range(start, start + len(numbers))), (s.id, args, numbers)
            assert numbers[-1] == min(end, start + 11), (s.id, args, numbers)
    assert seen >= 2, seen


def test_a_search_answers_the_fields_it_was_asked_to_return():
    """redis-mcp-redis n014-255eff56 (seed 1228): vector_search_hash(return_fields=[status, score]) answered hits of id,
    score and name: every hit carries the fields asked for."""
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=range(1220, 1250)):
        for tool, args, m in _steps(s):
            fields = args.get("return_fields")
            if m.is_error or not isinstance(fields, list) or not isinstance(m.output.get("result"), list):
                continue
            for hit in m.output["result"]:
                seen += 1
                assert all(f in hit for f in fields), (s.id, fields, hit)
    assert seen >= 3, seen


def test_a_reaction_to_a_measure_says_its_unit_after_the_number():
    """selenium n001-32d85fc4 (seed 1229): "OK, 850 for the waited ms.": a reaction that reads a field's name aloud.
    A figure named with its unit (waited_ms, size_bytes) is said as people say it: "OK, it waited 850 ms.\""""
    seen = 0
    for sid, text in _later_turns(("selenium", "selenium-ai-agent-pypi", "filesystem"), range(1225, 1240), whole=True):
        assert not re.search(r"\bfor the [\w ]*\b(?:ms|bytes|px|secs?)\b\.", text), (sid, text)
        assert not re.search(r"\b(?:the|a) \w+ (?:ms|bytes|px) (?:is|of)\b", text), (sid, text)
        seen += bool(re.search(r"\b\d+ (?:ms|bytes|seconds)\b", text))
    assert seen >= 2, seen


def test_a_write_that_overwrites_is_never_refused_for_a_taken_path():
    """filesystem e000-b1dc99d4 (seed 1230): write_file(.../billing-service/Dockerfile, content="Can we ship the fix in
    today's release?") failed "already exists" and was retried at Dockerfile-2: write_file "overwrites an existing file",
    and a Dockerfile holds instructions. A write fails on a folder that is not there and is retried with the file the
    user meant, in a folder."""
    seen = 0
    for s in _shared("filesystem", seeds=range(1220, 1260)):
        steps = _steps(s)
        for (tool, args, m), nxt in zip(steps, steps[1:] + [None]):
            if tool == "write_file" and str(args.get("path", "")).endswith("/Dockerfile"):
                assert args["content"].startswith("FROM "), (s.id, args)
            if tool != "write_file" or not m.is_error:
                continue
            seen += 1
            assert m.output["error"]["code"] != 409, (s.id, m.output)
            if "does not exist" in m.output["error"]["message"] and nxt is not None:
                assert nxt[1]["path"].rsplit("/", 1)[-1] == args["path"].rsplit("/", 1)[-1], (s.id, args, nxt[1])
    assert seen >= 3, seen


def test_a_locator_for_a_quoted_element_quotes_its_text_once():
    """selenium-ai-agent-pypi e001-10e1fa36 (seed 1231): browser_generate_locator("the 'Add to cart' button") answered
    the XPath //button[normalize-space()=''add to cart''] (broken quotes, lowercased text): the text quoted in the
    description is the element's text, as written."""
    from seer.generate.symbolic.mocks.locators import locator_result

    class _P:
        words, nouns, verb = ["generate", "locator"], ["locator"], "generate"

    out = locator_result(_P(), {"element_description": "the 'Add to cart' button"})
    xpath = out["alternatives"][0]["value"]
    assert xpath == "//button[normalize-space()='Add to cart']", out
    assert out["alternatives"][1]["value"] == "getByRole('button', { name: 'Add to cart' })", out
    assert out["locator"]["value"] == "button[data-testid='add-to-cart']", out
    plain = locator_result(_P(), {"element_description": "the checkout button"})
    assert "''" not in json.dumps(plain) and plain["alternatives"][0]["value"] == "//button[normalize-space()='Checkout']", plain


def test_what_people_write_on_a_code_host_is_no_chat_line():
    """git-mcp-server n002-52be96cf (seed 1231): create_issue_comment(body="The meeting moved to 3pm tomorrow.",
    kwargs={"labels": [...]}) on an issue about a data retention policy: a comment says something about the issue, and
    carries no labels of an issue."""
    from seer.kinds.words import CODE_HOST_PROSE, SENTENCES

    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1225, 1245)):
        for tool, args, m in _steps(s):
            for key in ("body", "description"):
                if tool.startswith(("create_", "update_")) and isinstance(args.get(key), str):
                    seen += 1
                    assert args[key] not in SENTENCES and not args[key].startswith(SENTENCES), (s.id, tool, args[key])
            if tool == "create_issue_comment":
                assert args["body"] in CODE_HOST_PROSE["comment"], (s.id, args)
                assert "labels" not in str(args.get("kwargs")), (s.id, args)
    assert seen >= 5, seen


def test_a_file_read_after_a_listing_is_the_one_the_user_names():
    """filesystem n001-012c2143 (seed 1232): directory_tree listed report-q3.csv, Dockerfile and CHANGELOG.md; the user
    said "So the name is report-q3.csv. With that, read the file contents" and the oracle read CHANGELOG.md. A file read
    after a listing is named by the user's words (its name or its path)."""
    from seer.harness.checks import found, norm_text

    def _listed_names(m) -> list[str]:  # the file names a tree or a search lists
        text = json.dumps(m.output)
        return list(dict.fromkeys(re.findall(r'\\"name\\": \\"([^"\\/]+\.\w+)\\"', text)
                                  + re.findall(r"/([^/\s\\]+\.\w+) \(", text)))

    seen = 0
    for s in _shared("filesystem", seeds=range(1228, 1240)):
        said = ""
        turn_of = {i: t for t, turn in enumerate(s.conversation) for i in turn.calls}
        steps = _steps(s)
        for i, (tool, args, m) in enumerate(steps):
            path = args.get("path")
            listings = [m_ for t, _a, m_ in steps[:i] if t in ("directory_tree", "list_directory", "list_directory_with_sizes",
                                                                  "search_files") and not m_.is_error]
            listed_before = bool(listings) and len(_listed_names(listings[-1])) >= 2  # one file listed: no choice to make
            if tool in ("read_file", "read_text_file") and isinstance(path, str) and listed_before and i in turn_of:
                said = norm_text(" ".join(t.user for t in s.conversation[:turn_of[i] + 1]))
                seen += 1
                picked = re.search(r"take the [\w ]+ listed with|\b(?:first|second|third|fourth|fifth|last) (?:one|of)\b", said)
                # (s46: a listing of four files' fourth one is a pick too, "take the fourth one it lists")
                assert found(path.rsplit("/", 1)[-1], said) or picked, (s.id, path, said[-300:])
    assert seen >= 3, seen


def test_an_element_found_as_a_form_is_the_form():
    """selenium-angiejones n006-68813057 (seed 1233): get_element_text(by=id, value=login-form) answered a <button>
    "Sign in": the element with id login-form is the form, its text its fields' labels and its button."""
    seen = 0
    for spec in ("selenium-angiejones", "selenium-mcp-selenium-pypi"):
        for s in _shared(spec, seeds=range(1225, 1250)):
            for tool, args, m in _steps(s):
                located = next((v for k, v in args.items() if k in ("value", "selector", "locator") and isinstance(v, str)), "")
                element = m.output.get("element") if isinstance(m.output, dict) else None
                if m.is_error or not re.search(r"[-_]form$", located) or not isinstance(element, dict):  # login-form, #signup_form
                    continue
                seen += 1
                assert element.get("tag") == "form", (s.id, tool, args, element)
                assert "\n" in element.get("text", ""), (s.id, element)
    assert seen >= 2, seen


def test_text_typed_into_a_prompt_is_an_answer_not_a_sentence():
    """selenium-angiejones n003-81f8d5cd (seed 1234): alert(send_text, text="The deploy finished without errors."): what
    one types into a prompt() is an answer (an email, a name, a code), never a chat sentence."""
    from seer.kinds.infer import infer

    assert infer("text", {"type": "string", "description": "Text to send (required for send_text)"}, tool_name="alert",
                 tool_description="handles a browser alert, confirm, or prompt dialog") == "field_value"
    seen = 0
    for s in _shared("selenium-angiejones", seeds=range(1225, 1250)):
        for tool, args, m in _steps(s):
            if tool == "alert" and args.get("action") == "send_text" and isinstance(args.get("text"), str):
                seen += 1
                assert not (args["text"].endswith(".") and len(args["text"].split()) > 3), (s.id, args)
    assert seen >= 2, seen


def test_objects_found_after_a_structure_are_its_objects():
    """illustrator n021-c982e345 (seed 1234): get_document_structure listed the Background layer's Logo mark (compound
    path), Hero image (group) and Logo (path); find_objects(type=group, layer_name=Background) then answered Logo and
    Header. What a search finds in a structure just shown is that structure's objects of the layer and type asked for."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1200, 1260)):
        children = []
        for tool, args, m in _steps(s):
            if m.is_error or not isinstance(m.output, dict):
                continue
            if tool == "get_document_structure" and isinstance(m.output.get("structure"), dict):
                children = [(layer["name"], c) for layer in m.output["structure"].get("layers", []) for c in layer.get("children", [])]
            elif tool == "find_objects" and children and isinstance(m.output.get("objects"), list):
                fit = [c["name"] for ln, c in children if ln == args.get("layer_name", ln)
                       and (not args.get("type") or c["type"].replace("-", " ") == args["type"].replace("-", " "))
                       and str(args.get("name", "")).lower() in c["name"].lower()]
                if fit and args.get("type"):  # a search by layer and type (a font or a colour may match none of them)
                    seen += 1
                    assert {o["name"] for o in m.output["objects"]} <= set(fit), (s.id, args, fit, m.output)
    assert seen >= 1, seen  # the flow is rare (one in sixty seeds): the rule itself, on the record as it was
    from seer.generate.symbolic.mocks.structure_objects import objects_follow_structure

    structure = {"structure": {"layers": [{"type": "layer", "name": "Background", "children": [
        {"type": "compound path", "name": "Logo mark"}, {"type": "group", "name": "Hero image"}, {"type": "path", "name": "Logo"}]}]}}
    found = {"objects": [{"name": "Logo", "type": "group", "layer": "Background", "uuid": "1c36"},
                         {"name": "Header", "type": "group", "layer": "Background", "uuid": "016a"}], "total": 2}
    world_copy = {"object": [{"name": "Header", "type": "group", "layer": "Background", "uuid": "016a"}]}
    renamed = objects_follow_structure({"type": "group", "layer_name": "Background"}, found, (structure,), {"016a"}, world_copy)
    assert found == {"objects": [{"name": "Hero image", "type": "group", "layer": "Background", "uuid": "016a"}], "total": 1}, found
    assert renamed == {"Header": "Hero image"} and world_copy["object"][0]["name"] == "Hero image", (renamed, world_copy)


def test_a_health_audit_answers_its_findings():
    """illustrator-mograph-mcp n024-a19a8d1f (seed 1235): ae_audit_project ("unused items, missing footage, broken
    expressions") answered the project's name, path and frame rate, as ae_get_project_info does: an audit answers each
    kind of finding its description names, and how many it found."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1225, 1245)):
        for tool, args, m in _steps(s):
            if tool == "ae_audit_project" and not m.is_error:
                seen += 1
                assert {"unused_items", "missing_footage", "broken_expressions"} <= set(m.output), (s.id, m.output)
                assert m.output["issues"] == sum(len(v) for k, v in m.output.items() if isinstance(v, list)), (s.id, m.output)
                assert all("/" not in p and p.endswith((".mov", ".wav", ".mp4")) for p in m.output["missing_footage"]), m.output
    assert seen >= 2, seen
    for s in _shared("illustrator-mograph-mcp", seeds=range(0, 3)):  # the same rule on ai_audit_for_animation: a missing
        for tool, args, m in _steps(s):  # font is a font, a broken link a placed file (never "Group 2" as a font)
            if tool == "ai_audit_for_animation" and not m.is_error and "missing_fonts" in m.output:
                seen += 1
                assert all(re.fullmatch(r"[A-Z]\w+-\w+", f) for f in m.output["missing_fonts"]), (s.id, m.output)
                assert all(p.startswith("/") for p in m.output.get("broken_links", [])), (s.id, m.output)
    assert seen >= 3, seen


def test_a_real_sites_url_is_a_page_it_has():
    """selenium-selenium-mcp-pypi n010-2386e7b4 (seed 1236): open_new_tab(url=https://developer.mozilla.org/products/
    wireless-headphones): MDN sells no headphones. A URL of a real site is a page of that site; a shop's paths go to
    shops and made-up companies."""
    import random

    from seer.kinds.web import make_url

    real = ("news.ycombinator.com", "en.wikipedia.org", "github.com", "www.python.org", "developer.mozilla.org")
    rng, seen = random.Random(1236), 0
    for _ in range(400):
        url = make_url(rng)
        if url.split("/")[2] in real:
            seen += 1
            assert not re.search(r"/products/|/cart|running\+shoes|/account/settings|/support/contact", url), url
    assert seen >= 50, seen


def test_each_file_of_a_diff_changes_a_line_of_its_own_kind():
    """git-official n001-b0855140 (seed 1237): git_diff_unstaged changed "TIMEOUT=30" under "#!/bin/sh" in users.csv: a
    diff changes each file in that file's own language (a row of a CSV, a column of a SQL table)."""
    from seer.generate.symbolic.world import change_lines

    rng = __import__("random").Random(1237)
    for path, shape in (("users.csv", r"^\d+,[A-Z]"), ("db/schema.sql", r"NOT NULL"), ("web/site.css", r":.*;$"),
                        ("Dockerfile", r"^FROM "), ("notes.txt", r"^- ")):
        for _ in range(5):
            old, new = change_lines(path, rng)
            assert re.search(shape, old) and re.search(shape, new) and old != new, (path, old, new)
    seen = 0
    for s in _shared("git-official", seeds=range(1225, 1245)):
        for tool, args, m in _steps(s):
            text = json.dumps(m.output)
            for name, hunk in re.findall(r"diff --git a/(\S+?\.csv) b/\S+?\\n(.*?)(?=diff --git|\"|$)", text):
                seen += 1
                changed = re.findall(r"\\n[-+](?![-+])([^\\]*)", hunk)
                assert changed and all(re.match(r"\d+,", c) for c in changed), (s.id, name, hunk)
    assert seen >= 1, seen


def test_a_field_is_located_by_its_name_not_by_text_it_has_not():
    """selenium-ai-agent-pypi n010-c09527fb (seed 1239): a locator for "the email field on the login form" answered
    input[data-testid='email-on-login'] and //input[normalize-space()='Email on login']: a field has no text, and where
    it sits is no part of its name."""
    from seer.generate.symbolic.mocks.locators import locator_result

    class _P:
        words, nouns, verb = ["generate", "locator"], ["locator"], "generate"

    out = locator_result(_P(), {"element_description": "the email field on the login form"})
    assert out["locator"]["value"] == "input[data-testid='email']", out
    assert out["alternatives"][0]["value"] == "//input[@name='email']", out
    assert out["alternatives"][1]["value"] == "getByRole('textbox', { name: 'Email' })", out


def test_a_status_lists_a_path_once_per_side():
    """git n008-3da217e5 (seed 1239): git_status listed main.py as conflicted and as deleted unstaged: a path is listed
    once per side of the index, a conflicted one only as conflicted, a changed one never as untracked."""
    from seer.generate.symbolic.mocks.git_records import git_agrees

    status = {"success": True, "currentBranch": "develop", "isClean": False,
              "stagedChanges": {"modified": ["a.py", "b.py"], "deleted": ["b.py"]}, "unstagedChanges": {"deleted": ["main.py"]},
              "untrackedFiles": ["a.py", "notes.txt"], "conflictedFiles": ["main.py"]}
    git_agrees(status)
    assert status["stagedChanges"] == {"modified": ["a.py", "b.py"]}, status
    assert status["unstagedChanges"] == {} and status["untrackedFiles"] == ["notes.txt"], status
    seen = 0
    for s in _shared("git", seeds=range(1230, 1250)):
        for tool, args, m in _steps(s):
            if tool != "git_status" or m.is_error or not isinstance(m.output.get("conflictedFiles"), list):
                continue
            seen += 1
            conflicted = set(m.output["conflictedFiles"])
            for side in ("stagedChanges", "unstagedChanges"):
                listed = [p for paths in m.output.get(side, {}).values() for p in paths]
                assert not conflicted & set(listed) and len(listed) == len(set(listed)), (s.id, m.output)
    assert seen >= 2, seen


def test_a_later_turn_says_with_once():
    """filesystem n003-7771a6b9 (seed 1239): "Go on and open the file contents with head 42 with it.": a clause that has
    a "with" of its own takes no "with it" after it."""
    seen = 0
    for sid, text in _later_turns(("filesystem", "git-official", "redis"), range(1230, 1245), whole=True):
        seen += 1
        assert not re.search(r"\bwith [^.;]*\bwith it\.", text), (sid, text)
    assert seen >= 20, seen


def test_nothing_written_once_is_watched_for_changes():
    """git x000-36939942 (seed 1240): "Set up an alert that pages me whenever a commit changes.": a commit never changes;
    an out-of-scope watch asks for a new one ("whenever a commit is pushed")."""
    seen = 0
    for spec in ("git", "git-official", "slack"):
        for s in _shared(spec, seeds=range(1230, 1250)):
            if s.kind == "no_tool" and "pages me whenever" in s.conversation[0].user:
                seen += 1
                assert not re.search(r"whenever an? (?:commit|message|tag|log|entry) changes", s.conversation[0].user), s.id
    assert seen >= 1, seen


def test_nothing_is_made_in_a_layer_deleted_a_step_before():
    """illustrator n006-98a1f930 (seed 1243): manage_layers(action=delete, layer_name=Artwork), then
    create_ellipse(layer_name=Artwork): an ellipse drawn in a layer that no longer exists. A later call takes another
    layer the structure listed, and the user names it."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1235, 1250)):
        deleted: set[str] = set()
        for tool, args, m in _steps(s):
            if tool == "manage_layers" and args.get("action") == "delete":
                deleted.add(args.get("layer_name"))
            elif deleted and isinstance(args.get("layer_name"), str) and tool.startswith(("create_", "place_", "add_")):
                seen += 1
                assert args["layer_name"] not in deleted, (s.id, tool, args, deleted)
    assert seen >= 1, seen
    from seer.generate.symbolic.gone import not_gone

    class _P:
        verb, nouns = "create", ["ellipse"]

    structure = {"structure": {"layers": [{"type": "layer", "name": "Artwork", "children": []},
                                          {"type": "layer", "name": "Background", "children": []}]}}
    args, assigned = {"layer_name": "Artwork", "x": 400}, {(2, "layer_name"): "Artwork"}
    not_gone(_P(), args, {"layer": {"Artwork"}}, (structure,), assigned, 2)
    assert args["layer_name"] == "Background" and assigned[(2, "layer_name")] == "Background", (args, assigned)


def test_text_typed_into_a_field_is_what_a_field_takes():
    """selenium-selenium-mcp-pypi n000-f0ecbc56 (seed 1243): type_into_element(text="A customer reported a timeout on the
    checkout page.") on a shop's cart page: what one types into a field is what fields take (an email, a search, a
    city), never a chat sentence."""
    from seer.kinds.infer import infer

    assert infer("text", {"type": "string"}, tool_name="type_into_element",
                 tool_description="Enter text into an input field or textarea using an element index.") == "field_value"
    assert infer("text", {"type": "string"}, tool_name="slack_post_message",
                 tool_description="Post a new message to a Slack channel") != "field_value"
    seen = 0
    for spec in ("selenium-selenium-mcp-pypi", "selenium-ai-agent-pypi"):
        for s in _shared(spec, seeds=range(1235, 1250)):
            for tool, args, m in _steps(s):
                text = _params(args).get("text")
                if tool in ("type_into_element", "input_text") and isinstance(text, str):
                    if str(_params(args).get("element", "")).lower() in ("message", "comment"):
                        continue  # (s41) a message or comment box takes a customer's sentence: what that field takes
                    seen += 1
                    assert not (text.endswith(".") and len(text.split()) > 3), (s.id, tool, text)
    assert seen >= 3, seen
