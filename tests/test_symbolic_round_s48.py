"""Session 48: the reading rounds' fixes (rounds 1509-): each test names the record that was absurd."""

from __future__ import annotations

import json
import re

from tests.test_symbolic_round_s36 import _shared


def test_files_added_to_the_staging_area_are_staged():
    """git-official n004-5eee5f42 (seed 1509): git_add ("Adds file contents to the staging area") was asked as "include
    file contents at /home/kofi/projects/payments-api using files README.md and tests/test_cart.py": git users stage
    files, and "file contents" is no thing a person names."""
    asked = 0
    for s in _shared("git-official", seeds=[0, 1, 1509]):
        for t in s.conversation[:1]:  # the turn that asks (a recovery turn names only the fix)
            if any(s.expected_tools[i].tool == "git_add" for i in t.calls) and not s.id.split("/")[-1].startswith("m"):
                asked += 1
                assert "file contents" not in t.user and "stage" in t.user, (s.id, t.user)
    assert asked >= 3, asked


def test_one_named_data_stream_is_said_in_the_singular():
    """elasticsearch-py n009-2cb267ab (seed 1509): delete_data_stream(name=logs-app-default) was asked as "remove data
    streams called logs-app-default": one stream named is "the data stream called logs-app-default"."""
    asked = 0
    for s in _shared("elasticsearch-py", seeds=[0, 1509]):
        for t in s.conversation:
            for m in re.finditer(r"\b(\w+ \w+) (?:called|named) ([^\s,]+)(?=[.;]|$| (?!and\b))", t.user):
                asked += 1
                assert not m[1].endswith(("streams", "indices", "templates", "aliases")), (s.id, t.user)
    assert asked >= 3, asked


def test_a_place_in_a_layer_stack_is_one_of_its_first_few():
    """illustrator-adobe-mcp n014-4b21fca4 (seed 1510): adobe_ps_layers(action=reorder, position=540) ("Position index
    for reorder") moved a layer to place 540 of a document with a handful of layers (a coordinate's range: the anyOf
    branch had lost the description), asked as "reorder a Photoshop layer with position 540"."""
    from seer.generate.symbolic.scalars import number_value
    import random

    moved = 0
    for name in ("illustrator-adobe-mcp", "illustrator"):
        for s in _shared(name, seeds=[0, 1, 1510]):
            for c, t in ((s.expected_tools[i], t) for t in s.conversation for i in t.calls):
                flat = c.arguments.get("params", c.arguments)
                if flat.get("action") == "reorder" and isinstance(flat.get("position"), int):
                    moved += 1
                    assert 0 <= flat["position"] <= 7, (s.id, flat)
                    assert f"to position {flat['position']}" in t.user, (s.id, t.user)
    assert moved >= 3, moved
    schema = {"type": "integer", "description": "Position index for reorder"}
    assert {number_value(schema, ["position"], True, random.Random(k)) for k in range(30)} <= set(range(8))


def test_a_text_layer_added_is_not_a_font_added():
    """illustrator-adobe-mcp n014-4b21fca4 (seed 1510): adobe_ps_text's receipt (font: ArialMT) was answered "Good, added
    font ArialMT." (no font was added), and ai_shapes' "OK, created shape line.": "it's in ArialMT", "created the line"."""
    reacted = 0
    for s in _shared("illustrator-adobe-mcp", seeds=[0, 1, 1510]):
        for t in s.conversation[1:]:
            assert not re.search(r"\b(?:added|created|made) (?:font|shape) \w", t.user), (s.id, t.user)
            reacted += bool(re.search(r"\bin ArialMT\b|\bthe (?:line|star|ellipse|rectangle|polygon) is created|"
                                      r"created the (?:line|star|ellipse|rectangle|polygon)", t.user))
    assert reacted >= 3, reacted


def test_a_ref_found_by_a_tag_selector_is_that_tag():
    """selenium n026-4d349645 (seed 1510): wait_for(value=input#password) answered ref e427, and
    verify_element_visible(ref=e427) showed it as tag "a": the element a selector finds is its last compound's tag
    ("form#login input[name='email']" is an input, never the form)."""
    checked = 0
    for s in _shared("selenium", seeds=[0, 1, 1510]):
        located: dict[str, str] = {}
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if m.is_error:
                continue
            text = json.dumps(m.output)
            for ref, tag in re.findall(r'"ref": "(e\d+)", "tag": "(\w+)"', text):
                if ref in located:
                    checked += 1
                    assert tag == located[ref], (s.id, c.tool, m.output)
            if c.tool == "wait_for" and isinstance(c.arguments.get("value"), str):
                last = re.split(r"\s+", c.arguments["value"].strip())[-1]
                lead = re.match(r"(input|button|a|select|textarea|form)(?=[#.\[:]|$)", last)
                for ref in re.findall(r'"ref": "(e\d+)"', text):
                    if lead:
                        located[ref] = lead[1]
    assert checked >= 2, checked


def test_a_layer_unlocked_was_listed_locked():
    """illustrator n001-4ddfee7f (seed 1510): get_layers listed "Product photo" unlocked, and the user picked it to
    unlock: a layer unlocked (shown) was locked (hidden) in every result since the last call that switched it."""
    from seer.generate.symbolic.switched import switched_from_the_other_state
    from seer.harness.model import MockOutput

    acted = 0
    for s in _shared("illustrator", seeds=[0, 1, 2, 1510]):
        for i, c in enumerate(s.expected_tools):
            if c.tool != "manage_layers" or c.arguments.get("action") not in ("unlock", "show") or s.mock_outputs[i].is_error:
                continue
            field, state = ("locked", False) if c.arguments["action"] == "unlock" else ("visible", True)
            for m in s.mock_outputs[:i]:
                for rec in re.findall(r'\{[^{}]*"name": "%s"[^{}]*\}' % re.escape(str(c.arguments.get("layer_name"))),
                                      json.dumps(m.output)):
                    if f'"{field}"' in rec:
                        acted += 1
                        assert f'"{field}": {json.dumps(state)}' not in rec, (s.id, c.arguments, m.output)
    assert acted >= 2, acted
    mocks = [MockOutput(output={"layers": [{"name": "Logo", "locked": False}, {"name": "Art", "locked": False}]}),
             MockOutput(output={"ok": True})]
    switched_from_the_other_state([{}, {"action": "unlock", "layer_name": "Logo"}], mocks)
    assert mocks[0].output["layers"] == [{"name": "Logo", "locked": True}, {"name": "Art", "locked": False}]


def test_a_project_deleted_is_named():
    """git-mcp-server n007-ac9f2390 (seed 1511): after a listing of merge requests in project 2113, the user asked to
    "refresh the username, and then remove a project" (delete_project(project_id=2113)): a deletion names what it
    deletes, even the project the request runs in."""
    asked = 0
    for s in _shared("git-mcp-server", seeds=[0, 1, 2, 1511]):
        for t in s.conversation:
            for i in t.calls:
                c = s.expected_tools[i]
                if c.tool == "delete_project" and not s.id.split("/")[-1].startswith(("m", "e")):
                    asked += 1
                    assert str(c.arguments["project_id"]) in t.user or "the same project" in t.user \
                        or "the one named" in t.user, (s.id, t.user)  # (or the project picked from a listing by name)
    assert asked >= 3, asked


def test_a_message_posted_is_not_posted_as_a_person_looked_up():
    """slack n003-450a60fa (seed 1511): slack_get_user_profile(U0QNYF9VZX) showed Sherry Hurst, and slack_post_message
    a step later answered a message of user U0QNYF9VZX: the server posts as its own account."""
    from seer.generate.symbolic.posted_by import posted_by_the_account
    from seer.harness.model import MockOutput
    from types import SimpleNamespace

    posts = 0
    for s in _shared("slack", seeds=[0, 1, 1511]):
        for i, c in enumerate(s.expected_tools):
            m = s.mock_outputs[i]
            if c.tool != "slack_post_message" or m.is_error:
                continue
            who = m.output["message"]["user"]
            posts += 1
            shown = json.dumps([o.output for o in s.mock_outputs[:i]])
            later = json.dumps([x.arguments for x in s.expected_tools[i:]])
            assert f'"{who}"' not in shown or f'"{who}"' in later, (s.id, m.output)
    assert posts >= 5, posts
    profile = SimpleNamespace(read=True, words=["get", "user", "profile"])
    post = SimpleNamespace(read=False, words=["post", "message"])
    mocks = [MockOutput(output={"user": {"id": "U0QNYF9VZX"}}),
             MockOutput(output={"message": {"ts": "1.2", "text": "hi", "user": "U0QNYF9VZX"}})]
    posted_by_the_account([profile, post], [{"user_id": "U0QNYF9VZX"}, {"channel_id": "C1", "text": "hi"}], mocks)
    assert re.fullmatch(r"U0[0-9A-Z]{8}", mocks[1].output["message"]["user"]) and mocks[1].output["message"]["user"] != "U0QNYF9VZX"


def test_a_modify_changes_something_the_object_does_not_already_have():
    """illustrator n013-39871334 (seed 1512): modify_object(properties={rotation_mode: delta, name: "Body copy"}) of the
    object find_objects had just shown as "Body copy", asked as "modify properties": it renamed the object to its own
    name and set a rotation mode with no rotation, so it changed nothing."""
    changed = 0
    for s in _shared("illustrator", seeds=[0, 1, 2, 1512]):
        for i, c in enumerate(s.expected_tools):
            props = c.arguments.get("properties")
            if c.tool != "modify_object" or not isinstance(props, dict):
                continue
            changed += 1
            shown = [r for m in s.mock_outputs[:i] for r in re.findall(r'\{[^{}]*"uuid": "%s"[^{}]*\}' % c.arguments.get("uuid"),
                                                                      json.dumps(m.output))]
            real = {k: v for k, v in props.items() if not k.endswith("_mode")}
            assert real, (s.id, props)
            assert not any(k.endswith("_mode") and k[:-5] not in props for k in props), (s.id, props)
            for rec in shown:
                assert any(json.dumps({k: v})[1:-1] not in rec for k, v in real.items()), (s.id, props, rec)
    assert changed >= 4, changed


def test_a_browser_closed_is_asked_for_no_snapshot_after_it():
    """selenium n010-45a6d0ae (seed 1512): close_browser(expectation={snapshotOptions: {maxLength: 25}, consoleOptions:
    {maxMessages: 20}}) was asked as "close the browser with a max length of 25 and 20 max messages": a call that
    ends the browser shows nothing after it."""
    closed = 0
    for name in ("selenium",):
        for s in _shared(name, seeds=[0, 1, 2, 1510, 1512]):
            for c in s.expected_tools:
                if c.tool in ("close_browser", "tab_close"):
                    closed += 1
                    assert "expectation" not in c.arguments, (s.id, c.arguments)
    assert closed >= 4, closed


def test_a_vector_is_one_vector():
    """redis-mcp-redis n011-c132a0ac (seed 1513): vector_search_hash(query_vector=[-0.458, 0.808, 0.216, -0.041]) was
    asked "with the query vectors -0.458, 0.808, 0.216 and -0.041" (four vectors?), set_vector_in_hash as "store vector
    0.99, -0.8, ... and -0.014", and a vector read back was answered "OK, -0.804 for the result.": one vector is
    "[-0.458, 0.808, ...]", and a number of a bare result is one of the numbers that came back."""
    said = 0
    for s in _shared("redis-mcp-redis", seeds=[0, 1, 1513]):
        for t in s.conversation:
            assert not re.search(r"\bvectors? -?\d", t.user), (s.id, t.user)
            assert not re.search(r"\bfor the result\b|\bA result of -?\d", t.user), (s.id, t.user)
            said += len(re.findall(r"\bvector \[-?\d", t.user))
    assert said >= 8, said


def test_selection_only_is_said_as_the_selection():
    """illustrator n018-d686c963 (seed 1514): get_effects(selection_only=true) was asked as "look up the effect using
    selection only on": "look up the effects for the selection only"."""
    said = 0
    for s in _shared("illustrator", seeds=[0, 1, 2, 1514]):
        for t in s.conversation:
            assert "selection only on" not in t.user and "selection only turned on" not in t.user, (s.id, t.user)
            said += "for the selection only" in t.user
    assert said >= 1, said


def test_a_receipt_is_said_of_what_was_done():
    """git n009-ad729a12 (seed 1515): git_stash(mode=push) was answered "Good, the push is done." (a git push?), and
    illustrator-adobe-mcp n011-b0a1e34e: adobe_ai_path(join, fill RGB 164, 117, 83) "Good, joined with fill r 164.": a
    stash pushed is "the stash push", and a colour is said whole."""
    stashes = colours = 0
    for name in ("git", "illustrator-adobe-mcp"):
        for s in _shared(name, seeds=[0, 1, 1515]):
            for k, t in enumerate(s.conversation[1:], 1):
                prev = [s.expected_tools[i] for i in s.conversation[k - 1].calls]
                assert not re.search(r"\b(?:fill|color|stroke) [rgb] \d", t.user), (s.id, t.user)
                colours += bool(re.search(r"\bwith the (?:fill|color|stroke) RGB \d+, \d+, \d+", t.user))
                if prev and prev[-1].tool == "git_stash" and prev[-1].arguments.get("mode") in ("push", "drop", "pop"):
                    stashes += 1
                    assert not re.search(r"\bthe (?:push|drop|pop) (?:is done|went through)", t.user), (s.id, t.user)
    assert stashes >= 2 and colours >= 1, (stashes, colours)


def test_a_key_set_is_said_as_a_key_and_the_same_hash_is_a_hash():
    """redis n003-542996a8 (seed 1516): set(key=rate_limit:5222, value=30) after the user picked that key was asked as
    "set the key-value pair to 30"; redis-mcp-redis n003-9f03ef55: set_vector_in_hash(name=product:sku-1048, vector=[new])
    as "store the vector [...] (the same vector as before)", when the hash was the same and the vector new."""
    keys = hashes = 0
    for name in ("redis", "redis-mcp-redis"):
        for s in _shared(name, seeds=[0, 1, 1516]):
            for t in s.conversation:
                assert "key-value pair to" not in t.user and "(the same vector as before)" not in t.user, (s.id, t.user)
                keys += bool(re.search(r"\bset (?:that|a|the) key\b", t.user))
                hashes += "(the same hash as before)" in t.user
    assert keys >= 5 and hashes >= 1, (keys, hashes)


def test_a_photoshop_batch_reads_and_writes_design_folders():
    """illustrator-adobe-mcp n002-f039886a (seed 1518): adobe_ps_batch(input_folder=/home/chen/projects/payments-api,
    output_folder=.../payments-api/src/api) batch-processed a code project's root into its API sources, and
    adobe_run_jsx_file ran .../payments-api/tests/export-artboards.jsx: a batch reads pictures and writes exports, and a
    script sits in scripts/."""
    batches = scripts = 0
    for s in _shared("illustrator-adobe-mcp", seeds=[0, 1, 2, 1518]):
        for c in s.expected_tools:
            flat = c.arguments.get("params", c.arguments)
            if c.tool == "adobe_ps_batch":
                batches += 1
                assert re.search(r"/(?:assets/raw|artwork/source)$", flat["input_folder"]), (s.id, flat)
                assert re.search(r"/(?:exports|assets/resized)$", flat["output_folder"]), (s.id, flat)
            for v in flat.values():
                if isinstance(v, str) and v.endswith(".jsx") and v.startswith("/home/"):
                    scripts += 1
                    assert "/scripts/" in v, (s.id, flat)
    assert batches >= 4 and scripts >= 3, (batches, scripts)


def test_a_window_resized_stays_on_its_page():
    """selenium-ai-agent-pypi n010-056a6cf1 (seed 1518): navigate_to(https://schaefer.org/products/wireless-headphones)
    answered its page, and window_resize a step later answered "Getting started | Simpson" at simpson.io: a resize
    leaves the browser on the page it was on."""
    resized = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=[0, 1, 1518]):
        page = None
        for c, m in zip(s.expected_tools, s.mock_outputs):
            text = m.output.get("result") if isinstance(m.output, dict) else None
            if m.is_error or not isinstance(text, str):
                continue
            url = re.search(r"(?m)^url: (http\S+)$", text)
            if c.tool == "window_resize" and url and page:
                resized += 1
                assert url[1] == page, (s.id, page, text)
            if c.tool in ("navigate_to", "navigate_back", "navigate_forward") and url:
                page = url[1]
    assert resized >= 1, resized


def test_layers_merged_go_into_the_layer_named():
    """illustrator-mograph-mcp n017-b254450d (seed 1519): ai_merge_layers(layers=[0, 1], into="Layer 1") was asked as
    "move the layer contents into "Layer 1" with layers 0 and 1" and answered the layer "Guides", locked: the layers
    are merged into the layer named, which takes them."""
    merged = 0
    for s in _shared("illustrator-mograph-mcp", seeds=[0, 1, 2, 1519]):
        for t in s.conversation:
            assert "move the layer contents" not in t.user.lower(), (s.id, t.user)
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "ai_merge_layers" and not m.is_error:
                merged += 1
                assert m.output["layer"]["name"] == c.arguments["into"] and m.output["layer"].get("locked") is not True, \
                    (s.id, c.arguments, m.output)
    assert merged >= 4, merged


def test_an_issue_number_is_not_a_number_of_things():
    """git-mcp-server n003-ad85e25c (seed 1519): create_issue's receipt was answered "A number of 615, fine." ("a number
    of" is several): "So it's #615." """
    said = 0
    for s in _shared("git-mcp-server", seeds=[0, 1, 1519]):
        for t in s.conversation[1:]:
            assert not re.search(r"\b[Aa] number of \d", t.user), (s.id, t.user)
            said += bool(re.search(r"it's (?:number |#)\d", t.user))
    assert said >= 1, said


def test_the_thing_just_singled_out_is_that_thing():
    """elasticsearch-py n000-4dc35864 (seed 1520): "Good, alias orders-current is the one to use. Take that and remove an
    alias." (which one?): "remove that alias"; illustrator n011-00554bae: apply_graphic_style(uuids=[X]) was said
    "(uuids X)" of one uuid."""
    that = 0
    for name in ("elasticsearch-py", "illustrator"):
        for s in _shared(name, seeds=[0, 1, 1520]):
            for t in s.conversation[1:]:
                m = re.match(r".*?\b(?:alias|graphic style)s? [^ ]+.*?\. (.*)", t.user)
                assert not re.search(r"\b(?:uuids|paths|ids) [\w/.-]+(?:[),.]|$)(?! and)", t.user), (s.id, t.user)
                if m and re.search(r"\b(?:remove|delete|apply) (?:an? |that )(?:alias|graphic style)\b", m[1]):
                    that += 1
                    assert re.search(r"\bthat (?:alias|graphic style)\b", m[1]), (s.id, t.user)
    assert that >= 3, that


def test_a_cluster_is_as_healthy_as_its_worst_index():
    """elasticsearch-py n001-54a49e66 (seed 1521): get_cluster_health answered status green with no unassigned shards,
    and get_index a step later answered an index of it yellow: a cluster is coloured by its worst index."""
    from seer.generate.symbolic.cluster_health import cluster_as_its_worst_index
    from seer.harness.model import MockOutput

    both = 0
    for name in ("elasticsearch-py", "elasticsearch"):
        for s in _shared(name, seeds=[0, 1, 2, 1521]):
            text = json.dumps([m.output for m in s.mock_outputs if not m.is_error])
            healths = set(re.findall(r'"health": "(green|yellow|red)"|health: (green|yellow|red)', text))
            worst = {h for pair in healths for h in pair if h}
            clusters = re.findall(r'"status": "(green|yellow|red)", "number_of_nodes"|"status": "(green|yellow|red)"\}\}', text)
            for pair in clusters:
                status = next(h for h in pair if h)
                if worst:
                    both += 1
                    rank = {"green": 0, "yellow": 1, "red": 2}
                    assert rank[status] >= max(rank[h] for h in worst), (s.id, status, worst)
    assert both >= 1, both
    mocks = [MockOutput(output={"health": {"cluster_name": "c", "status": "green", "unassigned_shards": 0}}),
             MockOutput(output={"index": {"index": "logs", "docs_count": 3, "health": "yellow"}})]
    cluster_as_its_worst_index(mocks)
    assert mocks[0].output["health"] == {"cluster_name": "c", "status": "yellow", "unassigned_shards": 1}


def test_a_type_read_is_a_read():
    """redis-mcp-redis n013-a4c47ae7 (seed 1522): the tool `type` ("Returns the string representation of the type of the
    value stored at key") was profiled as typing (a write), and a scan then a type read were followed by "Can you sum up
    what changed?": it reads, and a request that only read asks no such thing; illustrator n006-adc284be: "Go with the
    one named "Button group". Next, ungroup a group." is "ungroup that group"."""
    from seer.generate.symbolic.cards import profile_tool
    from seer.spec.load import load_spec
    from tests.test_symbolic_mock_round_s26 import SHARED

    path = SHARED / "specs-candidates" / "redis-mcp-redis.json"
    if not path.exists():
        import pytest
        pytest.skip(f"{path} is absent")
    tool = next(t for t in load_spec(path).tools if t.name == "type")
    assert profile_tool(tool).read
    typed = 0
    for s in _shared("redis-mcp-redis", seeds=[0, 1, 1522]):
        if all(c.tool in ("type", "scan_all_keys", "get", "hgetall", "hget") for c in s.expected_tools) and s.follow_up:
            typed += any(c.tool == "type" for c in s.expected_tools)
            assert "changed" not in s.follow_up and "undo" not in s.follow_up, (s.id, s.follow_up)
    assert typed >= 1, typed
    groups = 0
    for s in _shared("illustrator", seeds=[0, 1, 1522]):
        for t in s.conversation[1:]:
            if re.search(r"one named \"[^\"]+ ?[Gg]roup[^\"]*\"", t.user) and "ungroup" in t.user:
                groups += 1
                assert "ungroup a group" not in t.user, (s.id, t.user)
    assert groups >= 1, groups


def test_a_find_and_replace_is_a_copy_edit_and_an_insert_finds_nothing():
    """illustrator-adobe-mcp n004-011f5378 (seed 1525): adobe_id_text(action=insert_text, find_what="Group 2",
    replace_with="Background") inserted a text with a find and replace's settings, and a find_replace found "Body
    copy" to put "Headline": an insert finds nothing, and a find and replace edits words on the page."""
    edits = 0
    for s in _shared("illustrator-adobe-mcp", seeds=[0, 1, 2, 1525]):
        for c in s.expected_tools:
            flat = c.arguments.get("params", c.arguments)
            if c.tool != "adobe_id_text":
                continue
            if flat.get("action") != "find_replace":
                assert "find_what" not in flat and "replace_with" not in flat, (s.id, flat)
            elif "find_what" in flat:
                edits += 1
                assert not re.fullmatch(r"Body copy|Headline|Group \d+|Background|Logo|Caption", flat["find_what"]), (s.id, flat)
    assert edits >= 1, edits


def test_text_typed_by_index_goes_into_a_field_the_listing_shows():
    """selenium-selenium-mcp-pypi n006-a8ea4915 (seed 1525): get_interactive_elements listed three buttons and links,
    and type_into_element(index=1, text="2") typed into "Contact sales": the element at the index typed into is a
    field, labelled for what goes in it, under the ref the typing answered."""
    typed = 0
    for s in _shared("selenium-selenium-mcp-pypi", seeds=[0, 1, 2, 1525]):
        for i, c in enumerate(s.expected_tools):
            if c.tool != "type_into_element" or s.mock_outputs[i].is_error:
                continue
            listing = next((m.output["elements"] for m in reversed(s.mock_outputs[:i])
                            if isinstance(m.output, dict) and isinstance(m.output.get("elements"), list)
                            and len(m.output["elements"]) >= 2), None)
            if listing is None or c.arguments["index"] >= len(listing):
                continue
            typed += 1
            assert listing[c.arguments["index"]]["tag"] in ("input", "textarea"), (s.id, c.arguments, listing)
    assert typed >= 1, typed
    from seer.generate.symbolic.page_views import _field_label

    assert [_field_label(t) for t in ("dana@acme.io", "SAVE20", "2", "10115", "Jane Doe")] == \
        ["Email", "Promo code", "Quantity", "Postcode", "Full name"]


def test_a_line_edited_says_something_new():
    """filesystem n005-b5a71e76 (seed 1527): edit_file turned "... the launch moves to Monday; Dana owns the checklist."
    into the same line with " (updated)" glued on, README steps got "(updated)", and "port": 8080 became 16160: an
    edit of a note moves its day on, a setup step is made precise, a port moves to another usual port."""
    from seer.generate.symbolic.file_args import _changed

    assert _changed("the launch moves to Monday; Dana owns the checklist.", "/x/notes.txt") == \
        "the launch moves to Tuesday; Dana owns the checklist."
    assert _changed("1. Install the dependencies", "/x/README.md") == "1. Install the dependencies with `make install`"
    for step in ("1. Pull the latest main", "2. Run the tests", "2. Start the server with `make run`",  # (seed 1534)
                 "set -euo pipefail", "from fastapi import FastAPI", "def total(items):"):  # (seed 1544: "  # reviewed")
        assert not _changed(step, "/x/README.md").endswith(("(updated)", "# reviewed")), step
    assert _changed('  "port": 8080,', "/x/settings.json") == '  "port": 8000,'
    assert _changed("app.listen(3000);", "/x/app.js") == "app.listen(3001);"  # (seed 1535: a health check switched off,
    assert "ok: false" not in _changed("res.json({ ok: true }));", "/x/app.js")  # a port doubled to 6000)
    edits = 0
    for s in _shared("filesystem", seeds=[0, 1, 2, 1527, 1534]):
        for c in s.expected_tools:
            if c.tool == "edit_file":
                for e in c.arguments["edits"]:
                    edits += 1
                    assert not e["newText"].endswith("(updated)"), (s.id, e)
                    assert not re.search(r'"port": (?:16160|\d{6})', e["newText"]), (s.id, e)
    assert edits >= 4, edits


def test_a_rebase_aborted_had_stopped_on_a_conflict():
    """git n004-a398ce1c (seed 1529): git_status answered a clean tree with nothing conflicted, then git_rebase(mode=abort)
    went through; n004-d28636f5: a status with nothing conflicted, then "skip the current commit in the rebase": git
    has nothing to abort or skip unless a rebase stopped on a conflict, which the status before it shows."""
    stopped = 0
    for s in _shared("git", seeds=[0, 1, 2, 1529]):
        for i, c in enumerate(s.expected_tools):
            if c.tool != "git_rebase" or c.arguments.get("mode") not in ("abort", "skip") or s.mock_outputs[i].is_error:
                continue
            before = [m.output for m, x in zip(s.mock_outputs[:i], s.expected_tools[:i]) if x.tool == "git_status"
                      and not m.is_error]
            if before:
                stopped += 1
                assert before[-1].get("conflictedFiles"), (s.id, before[-1])
                assert not set(before[-1]["conflictedFiles"]) & set(before[-1].get("untrackedFiles") or []), (s.id, before[-1])
    assert stopped >= 2, stopped


def test_an_element_clicked_by_index_is_the_one_listed_there():
    """selenium-selenium-mcp-pypi (seed 1530): click_element(index=0) after get_interactive_elements listed "Search docs"
    first answered a "Next" link of another ref: an element clicked by index is the one the listing shows there; and
    "Great, alias logs-read it is. Go on and get rid of an alias with it." is "get rid of that alias"."""
    clicked = 0
    for s in _shared("selenium-selenium-mcp-pypi", seeds=[0, 1, 2, 1510, 1530]):
        for i, c in enumerate(s.expected_tools):
            m = s.mock_outputs[i]
            if c.tool != "click_element" or m.is_error or not isinstance(c.arguments.get("index"), int):
                continue
            listing = None
            for x, o in zip(reversed(s.expected_tools[:i]), reversed(s.mock_outputs[:i])):
                if x.tool in ("navigate", "open_url", "go_back", "go_forward"):
                    break
                if isinstance(o.output, dict) and isinstance(o.output.get("elements"), list) and len(o.output["elements"]) >= 2:
                    listing = o.output["elements"]
                    break
            if listing is None or c.arguments["index"] >= len(listing):
                continue
            clicked += 1
            shown = listing[c.arguments["index"]]
            assert (m.output["element"]["ref"], m.output["element"]["text"]) == (shown["ref"], shown["text"]), (s.id, m.output, shown)
    assert clicked >= 1, clicked
    for s in _shared("elasticsearch-py", seeds=[0, 1, 1530]):
        for t in s.conversation[1:]:
            assert not re.search(r"\b(?:remove|delete|get rid of) an alias with it\b", t.user), (s.id, t.user)


def test_a_follow_up_asks_about_the_things_not_the_tools():
    """illustrator-adobe-mcp n001-227b07b6 (seed 1530): adobe_ae_comp(list) was followed by "How many After Effects comp
    tools were there in total?": a person asks about the comps ("Which of the After Effects comps ..."), never the
    server's tools."""
    asked = 0
    for s in _shared("illustrator-adobe-mcp", seeds=[0, 1, 2, 1530]):
        if s.follow_up and re.search(r"After Effects|Photoshop|Premiere|Media Encoder|InDesign|Illustrator", s.follow_up):
            asked += 1
            assert not re.search(r"\btools\b", s.follow_up), (s.id, s.follow_up)
    assert asked >= 10, asked


def test_a_receipt_sentence_is_said_as_what_was_done():
    """redis-mcp-redis n018-80274822 (seed 1532): xadd's receipt was answered 'OK, it came back with "Successfully added
    entry 1773815725105-0 to stream:payments".' (the receipt pasted back): "Good, added entry 1773815725105-0."; and
    illustrator-adobe-mcp n013-fefb5f66: "set up shapes polygon" is "set up a polygon"."""
    said = 0
    for name in ("redis-mcp-redis", "illustrator-adobe-mcp"):
        for s in _shared(name, seeds=[0, 1, 2, 1532]):
            for t in s.conversation:
                assert not re.search(r'came back with "Successfully', t.user), (s.id, t.user)
                assert not re.search(r"\b(?:set up|create|make|draw) shapes? (?:polygon|ellipse|line|star|rectangle)\b", t.user), \
                    (s.id, t.user)
                said += bool(re.search(r"\b(?:added|deleted) entry \d+-\d|entry \d+-\d+ is (?:added|deleted)", t.user))
    assert said >= 2, said


def test_a_number_refused_is_over_a_stated_limit_and_a_tab_named_is_the_one_opened():
    """selenium e000-47f5c4d7 (seed 1535): scroll_page(amount=98) failed with "amount 98 is not accepted here" and was
    retried at 99 (why would 99 do?): a number refused is above the round maximum the server states, and the retry is
    at it. selenium-selenium-mcp-pypi n006-1ec079f0: open_new_tab(https://charles.net/pricing) after get_current_tab,
    then name_tab(index=1) answered a Wikipedia tab: the tab at index 1 is the one just opened."""
    refused = 0
    for s in _shared("selenium", seeds=[0, 1, 1510, 1535]):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "scroll_page" and m.is_error and "amount" in json.dumps(m.output):
                refused += 1
                assert "not accepted here" not in m.output["error"]["message"], (s.id, m.output)
    assert refused >= 2, refused
    named = 0
    for s in _shared("selenium-selenium-mcp-pypi", seeds=[0, 1, 1535]):
        opened = None
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "get_current_tab" and not m.is_error:
                opened = []
            elif c.tool == "open_new_tab" and opened is not None and not m.is_error:
                opened.append(c.arguments["url"])
            elif c.tool == "name_tab" and opened and not m.is_error and 1 <= c.arguments["index"] <= len(opened):
                named += 1
                assert m.output["tab"]["url"] == opened[c.arguments["index"] - 1], (s.id, m.output)
    assert named >= 1, named


def test_round_1536_errors_scripts_and_edits_say_what_a_specialist_would():
    """Seed 1536: ai_merge_layers(into=Background) failed with "into Background not found" ("layer Background not
    found"); adobe_run_jsx("app.project.sequences.numSequences;") answered null (a count is a number); a CHANGELOG edit
    moved "## [3.6.0] - 2025-02-03" a year on (a release date is corrected by a day); "get rid of cookies named theme"
    is "the cookie named theme"."""
    from seer.generate.symbolic.file_args import _changed

    assert _changed("## [3.6.0] - 2025-02-03", "/x/CHANGELOG.md") == "## [3.6.0] - 2025-02-04"
    merges = counts = cookies = 0
    for name in ("illustrator-mograph-mcp", "illustrator-adobe-mcp", "selenium-angiejones", "selenium-mcp-selenium-pypi"):
        for s in _shared(name, seeds=[0, 1, 1536]):
            for c, m in zip(s.expected_tools, s.mock_outputs):
                flat = c.arguments.get("params", c.arguments)
                if c.tool == "ai_merge_layers" and m.is_error:
                    merges += 1
                    assert not m.output["error"]["message"].startswith("into "), (s.id, m.output)
                if c.tool == "adobe_run_jsx" and re.search(r"\.num[A-Z]\w*;?$", str(flat.get("code"))):
                    counts += 1
                    assert re.fullmatch(r"\d+", str(m.output.get("result"))), (s.id, flat, m.output)
            for t in s.conversation:
                assert not re.search(r"\bcookies (?:named|called) \w+(?! and)\b", t.user), (s.id, t.user)
                cookies += bool(re.search(r"\bthe cookie (?:named|called)\b", t.user))
    assert merges >= 1 and counts >= 1 and cookies >= 2, (merges, counts, cookies)


def test_a_later_turn_does_not_point_twice_nor_approve_its_own_pick():
    """redis n000-2eec5f57 (seed 1537): "Of those 3, user:8797 is the one. Go on and set that key to `{...}` with it."
    points at the key twice; filesystem n005-f44b44e4: "/home/chen/projects/design-system — that's the one we need.
    Good. Show me ..." approves the user's own pick."""
    turns = 0
    for name in ("redis", "filesystem", "redis-mcp-redis", "elasticsearch-py"):
        for s in _shared(name, seeds=[0, 1, 1537, 1538]):
            for t in s.conversation[1:]:
                turns += 1
                assert not re.search(r"ID doc_\w+ (?:is the one|it is)\b.*\b(?:delete|remove|get rid of) a document", t.user), \
                    (s.id, t.user)  # (seed 1538: "The document ID doc_maqcjv6y is the one we need. ... delete a document")
                assert not re.search(r"\bthat [a-z]+\b[^.?]* with it[.?]|Take that and \w+ that\b", t.user), (s.id, t.user)
                assert not re.search(r"the one (?:we need|to use|I mean|I want)\. Good\.", t.user), (s.id, t.user)
    assert turns >= 50, turns


def test_a_search_after_the_allowed_folders_searches_one_of_them():
    """filesystem n003-e9340e36 (seed 1541): after list_allowed_directories, search_files(/home/emeka/projects/helpdesk)
    was moved into the allowed folder as .../inventory/src/helpdesk, a folder no result showed (a project's name made
    a subfolder): a read in another project's folder reads the allowed folder itself."""
    searched = 0
    for s in _shared("filesystem", seeds=[0, 1, 1510, 1541]):
        allowed: list[str] = []
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "list_allowed_directories" and not m.is_error:
                allowed = re.findall(r"(?m)^- (/\S+)", m.output["content"])
            elif c.tool == "search_files" and allowed:
                searched += 1
                path = c.arguments["path"]
                assert any(path == a or path.startswith(a + "/") for a in allowed), (s.id, path, allowed)
                assert path in allowed or path.rsplit("/", 1)[-1] not in (
                    "helpdesk", "deploy", "inventory", "webshop", "analytics", "infra", "docs-site"), (s.id, path, allowed)
    assert searched >= 2, searched


def test_a_test_run_runs_from_its_root_and_names_its_test():
    """selenium n019-da8beb91 (seed 1542): healer_debug_test(cwd=/home/jules/projects/webshop/config) ran "a single test"
    from a config folder with no test named, and was followed by "What would it take to undo that?": a test run runs
    from the project's root, names the test file it runs, and is asked about its results."""
    runs = 0
    for s in _shared("selenium", seeds=[0, 1, 2, 1542]):
        for c in s.expected_tools:
            if c.tool in ("healer_debug_test", "healer_run_tests") and isinstance(c.arguments.get("cwd"), str):
                runs += 1
                assert re.fullmatch(r"/home/\w+/projects/[\w-]+", c.arguments["cwd"]), (s.id, c.arguments)
                if c.tool == "healer_debug_test":
                    assert "testPath" in c.arguments or "command" in c.arguments, (s.id, c.arguments)
        if s.expected_tools and s.expected_tools[-1].tool in ("healer_debug_test", "healer_run_tests") and s.follow_up \
                and not s.mock_outputs[-1].is_error:
            assert "undo" not in s.follow_up and "changed" not in s.follow_up, (s.id, s.follow_up)
    assert runs >= 2, runs


def test_a_premiere_project_and_a_photoshop_filter_go_by_their_own_names():
    """illustrator-adobe-mcp n004-c954d591 (seed 1543): adobe_pr_project(close, name="Background") closed a Premiere
    project named after a layer ("Hero image", "Icon set" in other seeds), and adobe_ps_filter(filter_name=unsharpMask)
    was asked as "apply filters called unsharpMask": a project is "Explainer_video", a filter "the unsharpMask filter"."""
    from seer.kinds.words import APP_NAMED

    closed = filters = 0
    for s in _shared("illustrator-adobe-mcp", seeds=[0, 1, 2, 3, 4, 5, 1543]):
        for c in s.expected_tools:
            flat = c.arguments.get("params", c.arguments)
            if c.tool == "adobe_pr_project" and flat.get("action") == "close" and "name" in flat:
                closed += 1
                assert flat["name"] in APP_NAMED[("project", "premiere")], (s.id, flat)
        for t in s.conversation:
            assert not re.search(r"\bfilters? (?:called|named) [a-z]", t.user), (s.id, t.user)
            filters += bool(re.search(r"\bthe (?:[A-Z][a-z]+(?: [A-Z][a-z]+)*|[a-z]+[A-Z]\w*) filter\b", t.user))
    assert closed >= 3 and filters >= 3, (closed, filters)


def test_a_count_is_a_count_of_something():
    """redis-mcp-redis n000-cbc8ef1e (seed 1544): get_indexed_keys_number ("Retrieve the number of indexed keys by the
    index") was asked as "show me the number": the number of what? "get the number of keys"."""
    asked = 0
    for s in _shared("redis-mcp-redis", seeds=[0, 1, 1544]):
        for t in s.conversation:
            for i in t.calls:
                if s.expected_tools[i].tool == "get_indexed_keys_number" and not s.id.split("/")[-1].startswith("m"):
                    asked += 1
                    assert "number of keys" in t.user or "the same" in t.user or "listed with" in t.user, (s.id, t.user)
    assert asked >= 3, asked


def test_a_script_that_only_reads_is_followed_up_as_a_read():
    """selenium-angiejones n004-f8a7df56 (seed 1545): execute_script("return document.title;") was followed by "Did
    anything else change along with the JavaScript?": a script that only reads the page changed nothing."""
    from seer.generate.symbolic.modes import call_only_reads

    assert call_only_reads({"script": "return document.title;"})
    assert call_only_reads({"params": {"code": "app.project.sequences.numSequences;"}})
    assert not call_only_reads({"script": "app.activeDocument.flatten();"})
    assert not call_only_reads({"script": "document.querySelector('#x').click();"})
    read = 0
    for name in ("selenium-angiejones", "selenium-ai-agent-pypi"):
        for s in _shared(name, seeds=[0, 1, 1545]):
            last = s.expected_tools[-1] if s.expected_tools else None
            if last is not None and last.tool in ("execute_script", "javascript_execute") and s.follow_up \
                    and call_only_reads(last.arguments):
                read += 1
                assert not re.search(r"\bchange|undo|Who else", s.follow_up), (s.id, s.follow_up)
    assert read >= 1, read


def test_a_window_resized_after_a_tab_listing_shows_the_tab_in_view():
    """selenium-ai-agent-pypi n007-dff87be7 (seed 1546): tab_list listed "Getting started | King-Ford" first, and
    window_resize answered "Login | Simon-Mcpherson", a page no call showed; press_key's follow-up asked to "confirm
    button.submit-order is in place" (a selector is no thing in place)."""
    from seer.generate.symbolic.page_views import _text_page

    listing = {"result": "- Getting started | King-Ford (id: tab_1, url: https://king-ford.io/docs)\n"
                         "- Settings | Heath (id: tab_2, url: https://heath.net/account/settings)\ntotal: 2"}
    assert [p["url"] for p in _text_page(listing)] == ["https://king-ford.io/docs", "https://heath.net/account/settings"]
    resized = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=[0, 1, 1546]):
        first = None
        for c, m in zip(s.expected_tools, s.mock_outputs):
            text = m.output.get("result") if isinstance(m.output, dict) else None
            if c.tool == "tab_list" and isinstance(text, str):
                first = (_text_page(m.output) or [None])[0]
            elif c.tool in ("navigate_to", "navigate_back", "navigate_forward", "tab_select", "tab_new"):
                first = None
            elif c.tool == "window_resize" and first and isinstance(text, str) and "url: " in text:
                resized += 1
                assert f"url: {first['url']}" in text, (s.id, first, text)
    assert resized >= 1, resized
    for s in _shared("selenium-mcp-selenium-pypi", seeds=[0, 1, 1546]):
        assert not (s.follow_up and re.search(r"\b[a-z]+\.[a-z][\w-]+ is (?:in place|gone)", s.follow_up)), (s.id, s.follow_up)


def test_a_project_the_request_made_is_the_current_users():
    """git-mcp-server n003-cbbb90bd (seed 1550): get_current_user_info answered jose-tucker, create_project made
    prime-forge, and get_fork_info answered prime-forge owned by lena-k."""
    from seer.generate.symbolic.owners import made_projects_are_mine
    from seer.harness.model import MockOutput
    from types import SimpleNamespace

    me = SimpleNamespace(read=True, words=["get", "current", "user", "info"])
    make = SimpleNamespace(read=False, words=["create", "project"])
    fork = SimpleNamespace(read=True, words=["get", "fork", "info"])
    mocks = [MockOutput(output={"user": {"login": "jose-tucker"}}), MockOutput(output={"project": {"name": "prime-forge"}}),
             MockOutput(output={"repository": {"name": "prime-forge", "owner": "lena-k"}})]
    made_projects_are_mine([me, make, fork], [{}, {"name": "prime-forge"}, {}], mocks)
    assert mocks[2].output["repository"]["owner"] == "jose-tucker"
    owned = 0
    for s in _shared("git-mcp-server", seeds=[0, 1, 2, 1550]):
        login = None
        made = set()
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if m.is_error:
                continue
            text = json.dumps(m.output)
            if c.tool == "get_current_user_info":
                login = re.search(r'"login": "([^"]+)"', text)[1]
            if c.tool == "create_project":
                made.add(c.arguments["name"])
            for name, owner in re.findall(r'"name": "([^"]+)", "owner": "([^"]+)"', text):
                if login and name in made:
                    owned += 1
                    assert owner == login, (s.id, name, owner, login)
    assert owned >= 1, owned


def test_a_thing_the_last_turn_made_is_that_thing():
    """illustrator-adobe-mcp n002-b5bcc3d8 (seed 1552): adobe_ps_text added the layer "New arrivals every week.", and
    the next turn asked "Good, it's in ArialMT. Now delete a Photoshop layer." (which one?): the layer the last turn
    made is "that Photoshop layer"; a clause that makes a thing still makes "a" new one."""
    acted = 0
    for s in _shared("illustrator-adobe-mcp", seeds=[0, 1, 1552]):
        for k, t in enumerate(s.conversation[1:], 1):
            prev = s.conversation[k - 1].calls
            if not prev or not t.calls or s.expected_tools[prev[-1]].tool != "adobe_ps_text":
                continue
            flat = s.expected_tools[t.calls[0]].arguments.get("params", {})
            if flat.get("action") in ("delete", "hide", "rename", "duplicate") and s.expected_tools[t.calls[0]].tool == "adobe_ps_layers":
                acted += 1
                assert "that Photoshop layer" in t.user or flat.get("layer_name", "") in t.user, (s.id, t.user)
    assert acted >= 2, acted


def test_a_photoshop_adjustment_is_said_as_one():
    """illustrator-adobe-mcp n003-b677517f (seed 1554): adobe_ps_adjustment(adjustment=channel_mixer) was asked as
    "apply color/tone adjustments channel_mixer": "apply the channel_mixer adjustment"."""
    said = 0
    for s in _shared("illustrator-adobe-mcp", seeds=[0, 1, 2, 1554]):
        for t in s.conversation:
            assert "color/tone adjustments " not in t.user, (s.id, t.user)
            said += bool(re.search(r"\bapply the [a-z_]+ adjustment\b", t.user))
    assert said >= 4, said


def test_the_semantic_judge_reads_a_value_set_to_as_the_value():
    """redis n000-9a585e2b (s48): "Of those 5, cache:2903 is the one. Can you now set that key to `{...}`?" was flagged
    by the semantic judge, "set: value=...: the text gives it as the key" (one of the calibration pool's new false
    alarms, 60 of 942): a value after "<thing> to" is what the thing is set to, never the thing."""
    from seer.judge.semantic_args import misattached

    text = 'of those 5, cache:2903 is the one. can you now set that key to `{"etag": "w/1", "cached_at": "2025"}`?'
    args = {"key": "cache:2903", "value": '{"etag": "w/1", "cached_at": "2025"}'}
    assert misattached(args, ["key", "value", "expireSeconds"], text, "set") == []
    wrong = misattached({"key": "cache:2903", "value": "v1"}, ["key", "value"], "set the key v1 with value cache:2903", "set")
    assert wrong, wrong  # a value said right after another parameter's name is still caught
