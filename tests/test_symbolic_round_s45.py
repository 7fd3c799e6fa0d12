"""Session 45: the reading rounds' fixes (rounds 1380-): each test names the record that was absurd."""

from __future__ import annotations

import json
import re

from seer.generate.symbolic.rendering import label
from seer.harness.checks import leaves, objects
from tests.test_symbolic_round_s36 import _later_turns, _shared

_PICK = re.compile(r'the one (?:titled|named|saying) ("[^"]+"|\S+?)(?: is| from|\.|$)')


def test_a_pick_made_in_an_earlier_turn_is_not_made_again():
    """git-mcp-server n002-710243aa (seed 1380): list_all_issues, then "I'll take the one titled "Document password reset
    email in the nightly job" from that list. After that, get the issue details", and the next turn, after
    get_issue_details answered that one issue, "Go with the one titled "Document password reset email in the nightly
    job"." again: a pick among one. A later turn reacts to what the last turn brought back."""
    turns = 0
    for name in ("git-mcp-server", "slack", "elasticsearch-py", "redis-mcp-redis"):
        for s in _shared(name, seeds=[*range(0, 3), 1380]):
            picked: set[str] = set()
            for t in s.conversation[1:]:
                turns += 1
                first = re.split(r"(?<=[.!?])\s", t.user)[0]
                for who in _PICK.findall(first):
                    assert who not in picked, (s.id, who, t.user)
                    picked.add(who)
    assert turns >= 100, turns


def test_a_value_an_earlier_turn_took_is_the_same_one_not_picked_again():
    """git-mcp-server n009-4c8c4600 (seed 1380): "look up diff/changes (for the project, take the third one it lists)",
    then the next turn "The one named search-indexer is the one I want. OK, close an issue" and, with that reaction
    gone, "close an issue (take the project ID listed with name search-indexer)": the project was picked a turn before.
    A value an earlier turn's call took is "the same project as before"."""
    same = 0
    for name in ("git-mcp-server", "slack", "elasticsearch-py"):
        for s in _shared(name, seeds=[*range(0, 3), 1380]):
            for t, turn in enumerate(s.conversation):
                earlier = [s.expected_tools[j].arguments for u in s.conversation[:t] for j in u.calls]
                for i in turn.calls:
                    for pname, v in s.expected_tools[i].arguments.items():
                        if not isinstance(v, (str, int)) or not any(a.get(pname) == v for a in earlier):
                            continue
                        assert f"(take the {label('$.' + pname)} listed with" not in turn.user, (s.id, pname, turn.user)
                        same += f"(the same {re.sub(r' (ID|name)$', '', label('$.' + pname))} as before)" in turn.user
    assert same >= 10, same


def test_a_switch_in_an_options_group_is_named_by_its_group():
    """selenium n004-ea5fcd2e (seed 1380): file_upload(expectation={"diffOptions": {"enabled": true}}) was asked as
    "(ref e239 and enabled turned on)", and pdf_generate "with format Legal and enabled turned on": enabled says nothing
    without what it enables. Now "diff turned on". And set_stealth_mode(enabled=true) (seed 0): "enable the stealth mode
    with enabled turned on" says the switch twice: the verb says it."""
    switched = 0
    for s in _shared("selenium", seeds=[*range(0, 4), 1380]):
        for t in s.conversation:
            assert not re.search(r"\benabled (turned )?(on|off)\b", t.user), (s.id, t.user)
            for i in t.calls:
                if s.expected_tools[i].tool == "set_stealth_mode" and s.kind == "normal":
                    switched += 1
                    verb = "enable" if s.expected_tools[i].arguments["enabled"] else "disable"
                    assert re.search(rf"\b{verb} the stealth mode\b", t.user, re.I), (s.id, t.user)
            for i in t.calls:
                opts = s.expected_tools[i].arguments.get("expectation", {}).get("diffOptions", {})
                if isinstance(opts.get("enabled"), bool) and s.kind == "normal":
                    switched += 1
                    assert re.search(r"\bdiff (turned )?(on|off)\b", t.user), (s.id, t.user)
    assert switched >= 3, switched


def test_a_change_fits_the_kind_of_object_it_changes():
    """illustrator n004-5e37399d (seed 1381): find_objects(stroke_color=RGB 243, 66, 229) listed two placed images
    (Texture.jpg, Hero image), and modify_object of "Hero image" set its contents to "Shop now" in ArialMT: an image has
    no stroke, no text and no font. A search by fill or stroke lists what can be painted, and a change sets what that
    kind of object has."""
    searched = changed = 0
    for s in _shared("illustrator", seeds=[*range(0, 8), 1381]):
        kinds: dict[str, str] = {}
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "find_objects" and not m.is_error and any(k.endswith("_color") for k in c.arguments):
                searched += 1
                listed = {r.get("type") for r in objects(m.output) if "uuid" in r}
                assert not listed & {"PlacedItem", "RasterItem"}, (s.id, c.arguments, listed)
            if c.tool == "modify_object" and kinds.get(c.arguments.get("uuid")) not in (None, "TextFrame"):
                changed += 1
                props = set(c.arguments.get("properties", {}))
                assert not props & {"contents", "font_name", "font_size"}, (s.id, kinds[c.arguments["uuid"]], props)
                if kinds[c.arguments["uuid"]] == "PlacedItem":
                    assert not props & {"fill", "stroke"}, (s.id, props)
            for r in objects(m.output):
                if isinstance(r.get("uuid"), str) and isinstance(r.get("type"), str):
                    kinds.setdefault(r["uuid"], r["type"])
    assert searched >= 5 and changed >= 3, (searched, changed)


def test_a_comp_just_made_has_no_layers_to_act_on():
    """illustrator-mograph-mcp n001-42b39829 (seed 1381): ae_new_comp("Main Comp"), then ae_set_anchors(comp_name="Main
    Comp", layers=[8, 3]): a composition made a second ago has no layers 8 and 3. The rule that kept a required layer
    off a new comp now covers an optional list of layers too, and a "make" that takes layers (ae_audio_link(layers=
    "Adjustment Layer 1") in a new "Intro 1080p", seed 0). Open: ae_choreograph's moves[].layer, which its schema does
    not declare."""
    made = 0
    for s in _shared("illustrator-mograph-mcp", seeds=[*range(0, 6), 1381]):
        new: set[str] = set()
        for c, m in zip(s.expected_tools, s.mock_outputs):
            comp = c.arguments.get("comp_name") or c.arguments.get("comp")
            if comp in new:
                made += 1
                assert not any(k in c.arguments for k in ("layers", "layer", "layer_index", "layer_name")), (s.id, c.tool, c.arguments)
            if c.tool == "ae_new_comp" and not m.is_error:
                new.add(c.arguments.get("name"))
    assert made >= 10, made  # calls in a comp the request made: render it, import into it, resize it


def test_a_target_described_as_a_uuid_is_a_uuid():
    """illustrator e000-92a51440 (seed 1382): get_effects(target="Flil") failed with "did you mean Fill" and was
    retried with target="Fill", where the spec says target is "Filter by UUID for a specific object": an effect's name
    is no object's uuid."""
    targets = 0
    for s in _shared("illustrator", seeds=[*range(0, 4), 1382]):
        for c in s.expected_tools:
            if c.tool == "get_effects" and "target" in c.arguments:
                targets += 1
                assert re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", c.arguments["target"]), \
                    (s.id, c.arguments)
    assert targets >= 3, targets


def test_a_web_or_ebook_export_takes_no_print_preset():
    """illustrator-adobe-mcp n012-8134571c (seed 1382): adobe_id_document(action=export_html, preset="Print A4"),
    asked as "export an InDesign document as HTML using preset "Print A4"": HTML and EPUB exports take no print or PDF
    preset."""
    exports = 0
    for s in _shared("illustrator-adobe-mcp", seeds=[*range(0, 6), 1382]):
        for c in s.expected_tools:
            params = c.arguments.get("params", {})
            if re.search(r"export_(html|epub)", str(params.get("action"))):
                exports += 1
                assert "preset" not in params, (s.id, c.tool, params)
    assert exports >= 3, exports


def test_a_new_repository_is_made_beside_the_clone_not_inside_it():
    """git n008-bf99bf73 (seed 1383): git_clone into /home/farah/projects/docs-site, then git_init of
    /home/farah/projects/docs-site/reports-2026: a repository nested in the working tree of another. A new repository
    goes beside the one the request knows (/home/farah/projects/reports-2026)."""
    inits = 0
    for name in ("git", "git-official"):
        for s in _shared(name, seeds=[*range(0, 6), 1383]):
            roots: set[str] = set()
            for c in s.expected_tools:
                path = c.arguments.get("path") or c.arguments.get("repo_path")
                if c.tool == "git_init" and isinstance(path, str):
                    inits += 1
                    assert not any(path.startswith(r + "/") for r in roots), (s.id, path, roots)
                for v in leaves(c.arguments):
                    m = re.match(r"/home/[^/]+/projects/[^/]+", v) if isinstance(v, str) else None
                    if m:
                        roots.add(m[0])
    assert inits >= 5, inits


def test_a_commit_body_is_no_chat_lines():
    """git n008-bf99bf73 (seed 1383): git_log listed "Add onboarding checklist" with the body "Can we ship the fix in
    today's release? Please review the updated figures before Friday.": two chat lines joined, which s44's rule (one
    chat line is no body) let through."""
    from seer.kinds.words import SENTENCES

    bodies = 0
    for s in _shared("git", seeds=[*range(0, 4), 1383]):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool != "git_log":
                continue
            for r in objects(m.output):
                if isinstance(r.get("body"), str) and isinstance(r.get("subject"), str):
                    bodies += 1
                    assert not any(x in r["body"] for x in SENTENCES), (s.id, r)
    assert bodies >= 5, bodies


def test_a_text_change_is_of_a_text_frame_renamed_as_text_is():
    """illustrator n010-7d71a4ca (seed 1384): modify_object(properties={"name": "Hero image", "font_size": 49}) answered
    a PathItem, asked as "modify properties called "Hero image"": a font size is a text frame's, a text frame is not
    named like a picture, and a new name is said as one ("the new name Headline")."""
    from seer.generate.symbolic.mocks.shapes import ART_NAMES

    texts = 0
    for s in _shared("illustrator", seeds=[*range(0, 8), 1384]):
        for t in s.conversation:
            for i in t.calls:
                c, m = s.expected_tools[i], s.mock_outputs[i]
                props = c.arguments.get("properties") if c.tool == "modify_object" else None
                if not isinstance(props, dict) or not {"font_size", "font_name", "contents"} & set(props) or m.is_error:
                    continue
                texts += 1
                record = m.output.get("object", {})
                assert record.get("type") == "TextFrame", (s.id, props, record)
                if "name" in props:
                    assert props["name"] not in {n for k, v in ART_NAMES.items() if k != "TextFrame" for n in v}, (s.id, props)
                    assert f"named {props['name']}" not in t.user and f'called "{props["name"]}"' not in t.user, (s.id, t.user)
    assert texts >= 4, texts


def test_a_layer_setting_keeps_the_lock_the_listing_showed():
    """illustrator-mograph-mcp n015-c4cc78f9 (seed 1385): ai_list_layers showed Artwork (index 0) locked, and
    ai_set_layer(layer=0, visible=false, opacity=56) answered it unlocked: a lock allows a layer's own settings, so the
    write leaves it as listed."""
    kept = 0
    for name in ("illustrator-mograph-mcp",):  # (s46: seeds 0-9, the case fell outside 0-5 once later rounds reworded
        for s in _shared(name, seeds=[*range(0, 10), 1385]):  # layers' names and drew their renames anew)
            locks: dict = {}
            for c, m in zip(s.expected_tools, s.mock_outputs):
                if m.is_error:
                    continue
                layer = c.arguments.get("layer")
                if c.tool == "ai_set_layer" and "locked" not in c.arguments and layer in locks:
                    kept += 1
                    assert m.output["layer"]["locked"] == locks[layer], (s.id, c.arguments, m.output)
                if c.tool == "ai_list_layers":
                    locks = {r["index"]: r["locked"] for r in objects(m.output) if "locked" in r and "index" in r}
    assert kept >= 1, kept  # a narrow case: one setting of a listed layer in these seven records sets


def test_a_move_beside_itself_keeps_what_the_file_is_and_a_missing_source_is_sought_in_its_project():
    """filesystem n000-20fc1e68 (seed 1386): move_file(ledger-api/server.go, ledger-api/notes.go): a move beside itself
    under a name that means another file. A move takes it to another folder under its own name (a rename would say
    server_old.go). And e000-b8403ebc (seed 0): helpdesk/docs/CHANGELOG.md was not found and the retry took
    search-indexer/docs/CHANGELOG.md into helpdesk: the same file is sought in another folder of its own project."""
    moves = retries = 0
    for s in _shared("filesystem", seeds=[*range(0, 6), 1386]):
        calls = [c for c in s.expected_tools if c.tool == "move_file"]
        for c in calls:
            a, b = c.arguments["source"], c.arguments["destination"]
            moves += 1
            a_dir, _, a_name = a.rpartition("/")
            b_dir, _, b_name = b.rpartition("/")
            if a_dir == b_dir:
                assert b_name.startswith(a_name.rsplit(".", 1)[0]), (s.id, a, b)
        if s.kind == "error" and len(calls) == 2 and calls[0].arguments["source"] != calls[1].arguments["source"]:
            retries += 1
            first, second = (re.match(r"/home/[^/]+/projects/[^/]+", c.arguments["source"])[0] for c in calls)
            assert first == second, (s.id, [c.arguments for c in calls])
    assert moves >= 10 and retries >= 2, (moves, retries)


def test_objects_are_moved_to_a_layer_named_as_one():
    """illustrator n022-7281978f (seed 1386): move_to_layer(uuids, target_layer="Layer 1") was asked as "move objects
    with the uuids A and B and "Layer 1"": the label fell away because the name starts with its last word. Now "move
    objects to the layer "Layer 1"."""
    moves = 0
    for s in _shared("illustrator", seeds=[*range(0, 4), 1386]):
        for t in s.conversation:
            for i in t.calls:
                c = s.expected_tools[i]
                if c.tool == "move_to_layer" and s.kind == "normal" and isinstance(c.arguments.get("target_layer"), str):
                    layer = c.arguments["target_layer"]
                    if layer not in t.user and f'"{layer}"' not in t.user:
                        continue  # picked from a listing, said by its place
                    moves += 1
                    assert re.search(rf'(layer|to) "?{re.escape(layer)}', t.user), (s.id, t.user)
                    assert not re.search(rf'\band "{re.escape(layer)}"', t.user), (s.id, t.user)
    assert moves >= 3, moves


def test_a_merge_request_goes_from_a_topic_branch_into_its_projects_default_and_not_in_a_project_just_made():
    """git-mcp-server n004-4f33d099 (seed 1387): create_project(rapid-harbor), then create_merge_request in it from
    release/2.4 into fix/login-timeout: a project made a second ago has no branches to merge, and a release is never
    merged into a fix branch. In the record's new draw, list_projects(search=billing) listed billing-service twice and
    the request merged into develop, the other project's default, for target project 3576 on main."""
    requests = 0
    for s in _shared("git-mcp-server", seeds=[*range(0, 6), 1387]):
        made: set[str] = set()
        defaults: dict[str, str] = {}
        for c, m in zip(s.expected_tools, s.mock_outputs):
            for r in objects(m.output):
                if isinstance(r.get("default_branch"), str) and isinstance(r.get("id"), str):
                    defaults.setdefault(r["id"], r["default_branch"])
            if c.tool == "list_projects" and not m.is_error:
                names = [r["name"] for r in objects(m.output) if isinstance(r.get("name"), str) and "default_branch" in r]
                assert len(names) == len(set(names)), (s.id, names)
            if c.tool == "create_merge_request" and not m.is_error:
                requests += 1
                assert c.arguments["project_id"] not in made, (s.id, c.arguments)
                target = c.arguments.get("target_branch")
                assert target is None or target in ("main", "master", "develop", "trunk"), (s.id, c.arguments)
                into = c.arguments.get("target_project_id") or c.arguments["project_id"]
                assert target is None or into not in defaults or defaults[into] == target, (s.id, c.arguments, defaults)
            if c.tool == "create_project" and not m.is_error:
                made |= {r["id"] for r in objects(m.output) if isinstance(r.get("id"), str)}
    assert requests >= 8, requests


def test_a_diff_at_the_top_of_a_file_reads_as_the_file_does():
    """git n011-3853f63f (seed 1387): git_diff(contextLines=10) answered src/app.py's opening lines and then the indented
    body of a function with no def line above it; and git-official n003-19c8e0f1 (seed 1388): the unstaged and the
    staged diff both showed lib/cart.js from line 1, line 3 reading `function cartTotal` in one and `const BASE_URL` in
    the other. A change inside a function shows its header, and the unstaged diff beside a staged one shows another
    file when one is at hand."""
    hunks = twins = 0
    for name in ("git", "git-official"):
        for s in _shared(name, seeds=[*range(0, 4), 1387, 1388]):
            tops: dict[str, list[str]] = {}
            for m in s.mock_outputs:
                for t in leaves(m.output):
                    if not isinstance(t, str) or "diff --git" not in t:
                        continue
                    for part in t.split("diff --git ")[1:]:
                        file = part.split(" ", 1)[0][2:]
                        if "\n@@ -1," not in part:
                            continue
                        body = part.split("@@\n", 1)[1].split("\n")
                        old = [ln[1:] for ln in body if ln[:1] in (" ", "-")]
                        hunks += 1
                        if any(ln[:1] in (" ", "\t") and ln.strip() for ln in old) and file.endswith((".py", ".js", ".ts", ".go")):
                            assert any(re.match(r"(def |function |export function |func )", ln) for ln in old), (s.id, part)
                        if file in tops:
                            twins += 1
                            same = min(len(old), len(tops[file]))
                            assert old[:same] == tops[file][:same], (s.id, file, old, tops[file])
                        tops[file] = old
    assert hunks >= 10, (hunks, twins)


def test_objects_spaced_out_are_asked_so():
    """illustrator m001-070e76be (seed 1388): align_objects(distribute=horizontal) was asked as "align multiple objects
    with the distribute horizontal". Now ", spacing them out horizontally"."""
    spaced = 0
    for s in _shared("illustrator", seeds=[*range(0, 3), 1388]):
        for t in s.conversation:
            for i in t.calls:
                way = s.expected_tools[i].arguments.get("distribute")
                if s.expected_tools[i].tool == "align_objects" and way in ("horizontal", "vertical") and s.kind != "missing_info":
                    spaced += 1
                    assert f"spacing them out {way}ly" in t.user and " , " not in t.user, (s.id, t.user)
                    assert "the distribute" not in t.user and f"distribute {way}" not in t.user, (s.id, t.user)
    assert spaced >= 4, spaced


def test_a_comp_listing_holds_the_layers_the_request_names():
    """illustrator-mograph-mcp n016-9f9b19ea (seed 1389): ae_markers(layer=6), then ae_list_layers answered a comp of
    three layers: layer 6 was never there. A listing of a comp's layers holds every layer number the request names."""
    listings = 0
    for s in _shared("illustrator-mograph-mcp", seeds=[*range(0, 6), 1389]):
        named = [v for c in s.expected_tools if c.tool.startswith("ae_") for k in ("layer", "layers", "layer_index")
                 for v in (c.arguments.get(k) if isinstance(c.arguments.get(k), list) else [c.arguments.get(k)])
                 if isinstance(v, int) and not isinstance(v, bool) and v > 0]
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool != "ae_list_layers" or m.is_error or not named:
                continue
            layers = [r for r in objects(m.output) if "index" in r and "name" in r and "visible" in r]
            if layers and max(r["index"] for r in layers) == len(layers):
                listings += 1
                assert len(layers) >= max(named), (s.id, named, [r["name"] for r in layers])
    assert listings >= 3, listings


def test_a_pick_is_not_approved_by_the_one_who_made_it():
    """git n003-970ac8a5 (seed 1389): 'The one titled "Add login timeout after deploy" is the one I want. Good. Create a
    tag ...': "Good." answers what came back, never the user's own pick."""
    turns = 0
    for sid, text in _later_turns(("git", "git-mcp-server", "slack", "illustrator"), [*range(0, 3), 1389], whole=True):
        turns += 1
        assert not re.search(r"(is the one I want|is what I mean|is the one|from that list|one \([^)]*\))\. Good\.", text), (sid, text)
    assert turns >= 100, turns


def test_a_grey_has_a_value_browser_arguments_are_flags_and_a_line_has_a_colour():
    """Round 1390. illustrator n004-1d498f0b: check_contrast(color1={"type": "gray"}) named no grey, asked as "type gray
    and the color2 RGB ...". selenium-angiejones n007-e9681d73: start_browser(options={"arguments": ["onboarding-argument",
    "checkout-argument"]}): no browser takes those. illustrator n006-ab6aa976: create_line(stroke={"color": {"type":
    "none"}}) draws nothing."""
    greys = flags = lines = 0
    for s in _shared("illustrator", seeds=[*range(0, 6), 1390]):
        for t in s.conversation:
            for i in t.calls:
                c = s.expected_tools[i]
                for o in objects(c.arguments):
                    if o.get("type") == "gray":
                        greys += 1
                        assert isinstance(o.get("value"), (int, float)) and not {"r", "g", "b", "c", "m", "k"} & set(o), (s.id, o)
                        assert "type gray" not in t.user, (s.id, t.user)
                if c.tool == "create_line" and isinstance(c.arguments.get("stroke"), dict):
                    lines += 1
                    assert c.arguments["stroke"].get("color", {}).get("type") != "none", (s.id, c.arguments)
    for s in _shared("selenium-angiejones", seeds=[*range(0, 6), 1390]):
        for c in s.expected_tools:
            for flag in (c.arguments.get("options") or {}).get("arguments", []) if c.tool == "start_browser" else []:
                flags += 1
                assert re.fullmatch(r"--?[a-z][\w-]*(=\S+)?", flag), (s.id, c.arguments)
    assert greys >= 2 and flags >= 3 and lines >= 3, (greys, flags, lines)


def test_a_redis_index_is_a_redisearch_index_and_a_checkpoint_is_the_apps_own_file():
    """Round 1391. redis-mcp-redis n008-7eba68cd: get_indexed_keys_number(index_name="audit-2024.07"): an
    Elasticsearch index's name in a Redis server (the tool's description says "index" and nothing of Redis). And
    illustrator-mograph-mcp n030-56dc68d9: ai_checkpoint "Save a copy of the document" saved brand-icons.png."""
    indexes = copies = 0
    for s in _shared("redis-mcp-redis", seeds=[*range(0, 4), 1391]):
        for c in s.expected_tools:
            if c.tool == "get_indexed_keys_number":
                indexes += 1
                assert re.fullmatch(r"idx:\w+|vector_index|\w+_idx", c.arguments["index_name"]), (s.id, c.arguments)
    for s in _shared("illustrator-mograph-mcp", seeds=[*range(0, 8), 1391]):
        for c in s.expected_tools:
            if c.tool == "ai_checkpoint" and isinstance(c.arguments.get("path"), str):
                copies += 1
                assert c.arguments["path"].endswith(".ai"), (s.id, c.arguments)
    assert indexes >= 4 and copies >= 1, (indexes, copies)


def test_a_check_on_the_current_page_hands_on_that_pages_url():
    """selenium n000-edf93627 (seed 1392): healer_inspect_page answered the Contoso login page, then
    verify_text_visible(text="Next") answered "passed" with the URL of lozano-briggs.com's headphones page, which the
    next call then set up: a check runs on the page the browser is on, and the URL it hands on is that page's."""
    checks = 0
    for s in _shared("selenium", seeds=[*range(0, 8), 1392]):
        here = None
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if m.is_error:
                continue
            url = m.output.get("url") if isinstance(m.output, dict) else None
            if c.tool.startswith(("verify_", "get_", "healer_inspect", "browser_")) and isinstance(url, str) and here and not any(
                    isinstance(v, str) and v.startswith("http") for v in c.arguments.values()):
                checks += 1
                assert url == here, (s.id, c.tool, url, here)
            pages = [r["url"] for r in objects(m.output) if isinstance(r.get("url"), str) and "title" in r]
            here = pages[-1] if pages else here
    assert checks >= 1, checks  # rare: a check that hands a URL on after a page was shown


def test_after_a_flatten_the_only_layer_is_the_background():
    """illustrator-adobe-mcp n000-e50cdb9d (seed 1393): adobe_ps_layers(action=flatten) answered one layer, Background,
    and the next call converted the text layer "Grand opening" to a smart object: a flattened image has no such
    layer any more."""
    after = 0
    for s in _shared("illustrator-adobe-mcp", seeds=[*range(0, 10), 1393]):
        flat = False
        for c in s.expected_tools:
            body = c.arguments.get("params", {})
            if flat and isinstance(body.get("layer_name"), str):
                after += 1
                assert body["layer_name"] == "Background", (s.id, c.tool, body)
            flat = flat or body.get("action") == "flatten"
    assert after >= 1, after


def test_an_entry_of_a_stream_read_is_told_by_its_place_or_its_id():
    """redis-mcp-redis n004-df80b803 (seed 1394): xreadgroup read four entries, and the same turn asked to "remove an
    entry, with the entry ID from the entries": which of the four, nobody said. The entry is told by its place in the
    read (or by its id)."""
    told = 0
    for s in _shared("redis-mcp-redis", seeds=[*range(0, 8), 1394]):
        for t in s.conversation:
            for i in t.calls:
                c = s.expected_tools[i]
                ids = [v for v in leaves(c.arguments) if isinstance(v, str) and re.fullmatch(r"\d{10,}-\d+", v)]
                reads = [s.mock_outputs[j].output for j in t.calls if j < i and s.expected_tools[j].tool in ("xrange", "xread", "xreadgroup", "xrevrange")]
                many = [o for o in reads if len(set(re.findall(r"'(\d{10,}-\d+)'", str(o)))) > 1]
                if ids and many and s.kind == "normal":
                    told += 1
                    assert all(x in t.user for x in ids) or re.search(r"\((take the )?\w+ one it lists\)|one it lists", t.user), (s.id, t.user)
    assert told >= 2, told


def test_a_record_is_filed_under_an_open_milestone():
    """git-mcp-server n003-2f9b1119 (seed 1395): list_milestones showed "Public beta" closed, and the request filed a
    new merge request under it: work is filed under a milestone still open."""
    filed = 0
    for s in _shared("git-mcp-server", seeds=[*range(0, 8), 1395]):
        states: dict[str, str] = {}
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool.startswith(("create_", "update_")) and c.tool != "update_milestone" and c.arguments.get("milestone") in states \
                    and not m.is_error:
                filed += 1
                assert states[c.arguments["milestone"]] not in ("closed",), (s.id, c.tool, c.arguments["milestone"], states)
            if c.tool == "list_milestones" and not m.is_error:
                states.update({r["title"]: r["state"] for r in objects(m.output) if "title" in r and "state" in r})
    assert filed >= 2, filed


def test_a_commit_commits_the_file_its_message_names():
    """git n010-3b092c91 (seed 1396): git_commit(message="perf: cache exchange rates for 10 minutes") committed
    reports/report-q3.csv and README.md, 8 lines in and 83 out: the commit of a known change commits that change's file
    (src/rates.py)."""
    from seer.generate.symbolic.world import _TOPIC_CHANGES

    commits = 0
    for s in _shared("git", seeds=[*range(0, 8), 1396]):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            topic = str(c.arguments.get("message", "")).split(": ", 1)[-1].lower()
            change = next((v for k, v in _TOPIC_CHANGES.items() if k.lower() == topic), None)
            if c.tool == "git_commit" and change and not m.is_error and "committedFiles" in m.output and "filesToStage" not in c.arguments:
                commits += 1
                assert change[0] in m.output["committedFiles"], (s.id, c.arguments["message"], m.output["committedFiles"])
    assert commits >= 3, commits


def test_no_request_sets_a_parameter_the_server_retired():
    """selenium-ai-agent-pypi n002-02245990 (seed 1397): planner_setup_page(specific_sections=["checkout-specific"]),
    whose description reads "DEPRECATED: Use discovery_scope instead": no one sets what the server retired (and the
    value meant nothing either)."""
    setups = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=[*range(0, 8), 1397]):
        for c in s.expected_tools:
            if c.tool == "planner_setup_page":
                setups += 1
                assert "specific_sections" not in c.arguments.get("params", {}), (s.id, c.arguments)
    assert setups >= 5, setups


def test_a_pull_of_no_branch_pulls_the_branch_checked_out():
    """git n006-13db9205 (seed 1397): git_push(branch=feature/checkout-redesign), then git_pull(remote=origin) answered
    branch feature/search-filters: a pull that names no branch pulls the one checked out, the one just pushed."""
    pulls = 0
    for s in _shared("git", seeds=[*range(0, 10), 1397]):
        current = None
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "git_pull" and "branch" not in c.arguments and current and not m.is_error:
                pulls += 1
                assert m.output.get("branch") in (None, current), (s.id, current, m.output)
            if c.tool in ("git_push", "git_checkout") and isinstance(c.arguments.get("branch") or c.arguments.get("branchName"), str):
                current = c.arguments.get("branch") or c.arguments.get("branchName")
    assert pulls >= 1, pulls


def test_a_group_is_named_and_described_as_a_group_and_a_layer_holds_what_its_listing_counts():
    """Round 1398. illustrator-mograph-mcp n009-29d9c08e: ai_group_items(name="Headline") answered a GroupItem with
    the contents "Spring sale", then "Good, grouped type GroupItem.". And n020-ccc61763: ai_list_layers_tree showed
    Logo with item_count 3, ai_list_items(layer=0) then counted four items of Logo."""
    from seer.generate.symbolic.mocks.shapes import ART_NAMES

    groups = layers = 0
    for s in _shared("illustrator-mograph-mcp", seeds=[*range(0, 8), 1398]):
        counts: dict[str, int] = {}
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if m.is_error:
                continue
            if c.tool == "ai_group_items":
                groups += 1
                if isinstance(c.arguments.get("name"), str):
                    assert c.arguments["name"] not in ART_NAMES["TextFrame"] + ART_NAMES["PlacedItem"], (s.id, c.arguments)
                assert not any(r.get("type") == "GroupItem" and "contents" in r for r in objects(m.output)), (s.id, m.output)
            data = m.output.get("data") if isinstance(m.output, dict) and isinstance(m.output.get("data"), dict) else {}
            if c.tool == "ai_list_items" and isinstance(data.get("count"), int) and "layer" in c.arguments:
                counts[data["scope"]] = data["count"]
        for m in s.mock_outputs:
            for r in objects(m.output):
                if isinstance(r.get("name"), str) and r["name"] in counts and isinstance(r.get("item_count"), int):
                    layers += 1
                    assert r["item_count"] >= counts[r["name"]], (s.id, r, counts)
        for t in s.conversation:
            assert "type GroupItem" not in t.user, (s.id, t.user)
    assert groups >= 3 and layers >= 2, (groups, layers)


def test_layers_merged_are_listed_ones_and_a_tag_annotation_says_its_release():
    """Round 1400. illustrator-mograph-mcp n015-6d7348b3: ai_list_layers listed four layers, Layer 1 at index 0, and
    ai_merge_layers(layers=[0, 6], into="Layer 1") merged Layer 1 into itself and a layer 6 never listed. git
    n001-e9aa4de0: git_tag(mode=list) listed v1.3.9 annotated "I could not reproduce the bug on staging."."""
    from seer.kinds.words import SENTENCES

    merges = tags = 0
    for s in _shared("illustrator-mograph-mcp", seeds=[*range(0, 8), 1400]):
        shown: list = []
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "ai_merge_layers" and len(shown) >= 3 and any(r["name"] == c.arguments.get("into") for r in shown):
                merges += 1
                free = {r["index"] for r in shown if r["name"] != c.arguments["into"]}
                assert set(c.arguments["layers"]) <= free, (s.id, c.arguments, [(r["index"], r["name"]) for r in shown])
            if c.tool.startswith("ai_list_layers") and not m.is_error:
                shown = [r for r in objects(m.output) if isinstance(r.get("index"), int) and "locked" in r]
    for s in _shared("git", seeds=[*range(0, 4), 1400]):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            for r in objects(m.output) if c.tool == "git_tag" else ():
                if isinstance(r.get("annotationBody"), str):
                    tags += 1
                    assert not any(x in r["annotationBody"] for x in SENTENCES), (s.id, r)
    assert merges >= 1 and tags >= 3, (merges, tags)


def test_a_comp_made_here_gets_its_layers_from_layer_one():
    """illustrator-mograph-mcp n017-f20ee9fc (seed 1401): ae_new_comp("Intro 1080p"), then ae_add_layer into it
    answered the new layer at index 4: a comp the request made starts empty."""
    added = 0
    for s in _shared("illustrator-mograph-mcp", seeds=[*range(0, 10), 1401]):
        made: dict[str, int] = {}
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if m.is_error or not isinstance(m.output, dict):
                continue
            comp = c.arguments.get("comp_name")
            if c.tool == "ae_add_layer" and comp in made and isinstance(m.output.get("layer"), dict):
                made[comp] += 1
                added += 1
                assert m.output["layer"]["index"] == made[comp], (s.id, comp, m.output["layer"])
            if c.tool == "ae_new_comp" and isinstance(m.output.get("comp"), dict):
                made[m.output["comp"]["name"]] = 0
    assert added >= 1, added


def test_a_file_saved_in_a_format_has_its_extension():
    """illustrator-adobe-mcp n004-45c72efe (seed 1403): adobe_save_file(app=photoshop, format=tiff) answered it saved
    .../hero-banner.psd: a file saved as TIFF is a .tif. And n005-8e241b18 (seed 5): adobe_save_file(app=premierepro,
    format=bmp) saved interview-edit.prproj: a Premiere Pro project is never saved as a bitmap (no format, then)."""
    saves = 0
    ext = {"tiff": "tif", "jpeg": "jpg"}
    for s in _shared("illustrator-adobe-mcp", seeds=[*range(0, 10), 1403]):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            body = c.arguments.get("params", {})
            fmt = body.get("format")
            text = m.output.get("result") if isinstance(m.output, dict) else None
            if c.tool == "adobe_save_file" and isinstance(fmt, str) and isinstance(text, str) and not m.is_error:
                path = re.search(r"(?m)^path: (\S+)$", text)
                if path and "." in path[1].rsplit("/", 1)[-1]:
                    saves += 1
                    assert path[1].rsplit(".", 1)[1] in (fmt.lower(), ext.get(fmt.lower())), (s.id, fmt, path[1])
    assert saves >= 2, saves


def test_a_browser_refuses_as_a_browser_does_and_a_gradient_is_applied_to_its_objects():
    """Round 1404. selenium-ai-agent-pypi e001-11bcdffc: go_back failed with "permission denied: go_back is not allowed
    for this account": a browser this machine drives has no account (no page behind it, no window, no dialog). And
    illustrator n004-68b727b6: "set up a gradient called "Sunset fade" using apply to uuids ..."."""
    refusals = gradients = 0
    for name in ("selenium", "selenium-ai-agent-pypi", "selenium-angiejones", "selenium-mcp-selenium-pypi"):
        for s in _shared(name, seeds=[*range(0, 4), 1404]):
            for m in s.mock_outputs:
                if m.is_error:
                    refusals += 1
                    assert "for this account" not in m.output["error"]["message"], (s.id, m.output)
    for s in _shared("illustrator", seeds=[*range(0, 4), 1404]):
        for t in s.conversation:
            for i in t.calls:
                if s.expected_tools[i].tool == "create_gradient" and s.expected_tools[i].arguments.get("apply_to_uuids") and s.kind == "normal":
                    gradients += 1
                    assert "apply to uuid" not in t.user and "applying it to the uuid" in t.user, (s.id, t.user)
    assert refusals >= 10 and gradients >= 2, (refusals, gradients)


def test_a_scan_focuses_on_product_areas_and_lists_each_page_once():
    """selenium n002-86df7c97 (seed 1406): analyzer_scan_product(focusAreas=["mobile-focus", "billing-focus"]) listed
    https://status.example.net and https://status.example.net/ as two pages: areas of a product are named as areas
    (billing, login), and the home page with and without its slash is one page."""
    scans = 0
    for s in _shared("selenium", seeds=[*range(0, 8), 1406]):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            for area in c.arguments.get("focusAreas", []) if c.tool == "analyzer_scan_product" else []:
                assert not area.endswith(("-focus", "-area")), (s.id, c.arguments)
            if c.tool == "analyzer_scan_product" and not m.is_error:
                urls = [r["url"].rstrip("/") for r in objects(m.output) if isinstance(r.get("url"), str)]
                scans += 1
                assert len(urls) == len(set(urls)), (s.id, urls)
    assert scans >= 4, scans


def test_a_shape_takes_only_its_own_settings_and_a_flip_is_acknowledged_as_done():
    """Round 1408. illustrator-adobe-mcp n009-91f5469d: adobe_ai_shapes(shape=arc, sides=3), where "sides" is "Sides for
    polygon". And n004-90e06516: the turn after adobe_ps_transform(action=flip_vertical) read "OK, that went through
    (action: flip_vertical)."; now "OK, flipped vertically (flip_vertical).\""""
    shapes = flips = 0
    for s in _shared("illustrator-adobe-mcp", seeds=[*range(0, 8), 1408]):
        for c in s.expected_tools:
            body = c.arguments.get("params", {})
            if c.tool == "adobe_ai_shapes":
                shapes += 1
                assert "sides" not in body or body["shape"] == "polygon", (s.id, body)
                assert "points" not in body or body["shape"] == "star", (s.id, body)
        for t in s.conversation[1:]:
            if "flip_vertical" in t.user or "flip_horizontal" in t.user:
                flips += 1
                assert "went through (action: flip" not in t.user, (s.id, t.user)
    assert shapes >= 5 and flips >= 1, (shapes, flips)


def test_a_layer_by_number_is_of_the_comp_listed_and_a_retry_says_use():
    """Round 1412. illustrator-mograph-mcp n007-6a3dbdd0: ae_list_layers listed Main Comp, then
    ae_duplicate_layer(layer=3, comp_name="Intro 1080p"): layer 3 of another comp. redis-mcp-redis e001-d1d5af0a:
    json_del failed on a key of another type and the user said "Write to config:app:json then." for a delete."""
    layered = retries = 0
    for s in _shared("illustrator-mograph-mcp", seeds=[*range(0, 8), 1412]):
        comp = None
        for c, m in zip(s.expected_tools, s.mock_outputs):
            layer = c.arguments.get("layer")
            if comp and isinstance(layer, int) and isinstance(c.arguments.get("comp_name"), str) and c.tool.startswith("ae_"):
                layered += 1
                assert c.arguments["comp_name"] == comp, (s.id, c.tool, c.arguments, comp)
            data = m.output.get("data") if isinstance(m.output, dict) and isinstance(m.output.get("data"), dict) else {}
            if isinstance(data.get("comp"), str) and isinstance(data.get("layers"), list) and not m.is_error:
                comp = data["comp"] if any(r.get("index") == layer for r in data["layers"]) or layer is None else comp
    for s in _shared("redis-mcp-redis", seeds=[*range(0, 8), 1412]):
        if s.kind == "error" and len(s.conversation) > 1 and any(w in s.expected_tools[0].tool for w in ("del", "rem", "pop")):
            retries += 1
            assert "Write to" not in s.conversation[1].user, (s.id, s.conversation[1].user)
    assert layered >= 1 and retries >= 1, (layered, retries)


def test_a_key_of_a_scan_is_told_by_its_place():
    """redis-mcp-redis n007-118e0686 (seed 1413): scan_all_keys listed three cart keys, and the same turn asked to
    "fetch the type, with that key": which of the three, nobody said. A key of a plain list is told by its place."""
    told = 0  # (seeds 4-9 and scan_keys' {keys} since s48 round 1522 re-planned this spec: its `type` tool reads)
    for s in _shared("redis-mcp-redis", seeds=[*range(0, 10), 1413]):
        for t in s.conversation:
            for i in t.calls:
                key = s.expected_tools[i].arguments.get("key") or s.expected_tools[i].arguments.get("name")
                scans = [s.mock_outputs[j].output.get("result") for j in t.calls if j < i and "scan" in s.expected_tools[j].tool
                         and isinstance(s.mock_outputs[j].output, dict)]
                scans = [r.get("keys") if isinstance(r, dict) else r for r in scans]  # scan_keys answers {keys, count}
                if s.kind == "normal" and any(isinstance(r, list) and len(r) > 1 and key in r for r in scans):
                    told += 1
                    assert key in t.user or re.search(r"\b(first|second|third|fourth|last) one it lists\b", t.user), (s.id, t.user)
    assert told >= 3, told


def test_a_record_written_again_keeps_what_no_call_changed_and_an_id_takes_an():
    """Round 1415. git-mcp-server n000-5ba5c698: create_milestone answered v3.0 due 2025-12-10, update_milestone
    (description) then answered it due 2025-03-31; and the turn between read "A ID of 543, fine. Good. Change ...\""""
    again = 0
    for s in _shared("git-mcp-server", seeds=[*range(0, 8), 1415]):
        seen: dict = {}
        for c, m in zip(s.expected_tools, s.mock_outputs):
            node = m.output.get("result") if isinstance(m.output, dict) and isinstance(m.output.get("result"), dict) else {}
            for kind, rec in node.items():
                if not isinstance(rec, dict) or "id" not in rec or m.is_error:
                    continue
                first = seen.setdefault((kind, rec["id"]), rec)
                if first is not rec and "due_date" in rec and "due_date" in first and "due_date" not in c.arguments:
                    again += 1
                    assert rec["due_date"] == first["due_date"], (s.id, kind, first, rec)
        for t in s.conversation:
            assert not re.search(r"\bA ID\b|fine\. Good\.", t.user), (s.id, t.user)
    assert again >= 1, again


def test_an_operation_receipt_is_acknowledged_as_done():
    """Rounds 1408 and 1416: "OK, that went through (action: doubleclick)." (selenium-angiejones n003-71ee1cc0), and
    s44's open count of such turns at seeds 0-2 (set_active, set_offline, press, clear_in_out, batch, ripple_delete,
    assemble). Each is now said as done: "Good, button is double-clicked.", "OK, "Intro 1080p" is active now.",
    "OK, the batch went through."."""
    handled = ("doubleclick", "set_active", "set_offline", "press", "clear_in_out", "batch", "ripple_delete", "assemble",
               "flip_vertical", "flip_horizontal")
    turns = 0
    for name in ("selenium-angiejones", "illustrator-adobe-mcp", "illustrator-mograph-mcp"):
        for sid, text in _later_turns((name,), [*range(0, 3), 1416], whole=True):
            turns += 1
            assert not any(f"went through (action: {h})" in text for h in handled), (sid, text)
    assert turns >= 100, turns


def test_round_1419_a_test_run_fails_its_own_test_a_listed_pick_is_not_made_again_and_a_selected_layer_keeps_its_lock():
    """Round 1419. selenium n011-a77dd4a4: healer_debug_test(testPath=.../test_login.py) failed "test_checkout" (testPath
    was not read as a path); selenium-mcp-selenium-pypi n002-fa82f561: the session taken "by its place" in the first
    turn was "the one to use" again in the next; illustrator-mograph-mcp n000-01c0fdc7: ai_select_layer answered Logo
    locked, listed unlocked a step before."""
    runs = selects = 0
    for s in _shared("selenium", seeds=[*range(0, 4), 1419]):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            path = c.arguments.get("testPath")
            if isinstance(path, str) and path.endswith(".py") and isinstance(m.output, dict) and m.output.get("failures"):
                runs += 1
                stem = path.rsplit("/", 1)[-1].removesuffix(".py")
                assert all(stem in f["test"] for f in m.output["failures"]), (s.id, path, m.output["failures"])
    for sid, text in _later_turns(("selenium-mcp-selenium-pypi",), [1419], whole=True):
        assert not ("fa82f561" in sid and "a40f8bf70f4404ef249156ecf0fe8442 is the one" in text), (sid, text)
    for s in _shared("illustrator-mograph-mcp", seeds=[*range(0, 6), 1419]):
        listed: dict = {}
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "ai_select_layer" and isinstance(m.output, dict) and isinstance(m.output.get("layer"), dict):
                rec = m.output["layer"]
                if rec.get("name") in listed:
                    selects += 1
                    assert rec.get("locked") == listed[rec["name"]], (s.id, rec, listed)
            if c.tool.startswith("ai_list_layers") and not m.is_error:
                listed = {r["name"]: r["locked"] for r in objects(m.output) if "locked" in r and isinstance(r.get("name"), str)}
    assert runs >= 1 and selects >= 1, (runs, selects)


def test_a_stash_note_says_work_in_progress():
    """git n011-e679c264 (seed 1420): git_stash(mode=push, message="fix: handle empty cart in checkout"): a stash shelves
    unfinished work; its note is "WIP: handle empty cart in checkout", never a commit message of work done."""
    stashes = 0
    for s in _shared("git", seeds=[*range(0, 6), 1420]):
        for c in s.expected_tools:
            if c.tool == "git_stash" and isinstance(c.arguments.get("message"), str):
                stashes += 1
                assert not re.match(r"[a-z]+(\([^)]*\))?: ", c.arguments["message"]), (s.id, c.arguments)
    assert stashes >= 5, stashes


def test_a_browser_just_launched_has_no_network_log_yet():
    """selenium-mcp-selenium-pypi n006-7167566e (seed 1422): create_session(firefox), then get_network_logs of it listed
    four requests to shop.example.com: a browser that loaded no page has made no request."""
    logs = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=[*range(0, 8), 1422]):
        fresh = False
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool in ("create_session", "open_browser", "start_browser"):
                fresh = not m.is_error
                continue
            if any(isinstance(v, str) and v.startswith("http") for v in c.arguments.values()):
                fresh = False
            if fresh and c.tool in ("get_network_logs", "get_console_logs") and not m.is_error:
                logs += 1
                assert "- net_" not in json.dumps(m.output) and not re.search(r'"(level|method)": ', json.dumps(m.output)), (s.id, m.output)
    assert logs >= 1, logs


def test_a_reaction_never_names_a_listed_entry_beside_the_one_taken():
    """elasticsearch-py n001-15be730c (seed 1424): audit-2024.06 was taken from list_indices (by its document count) to
    analyze text, and the next turn read "Good, products-2024.03 is on the list. Can you now remove an index (the same
    index as before)?": a reaction naming another entry of that listing points at the wrong index."""
    turns = 0
    for name in ("elasticsearch-py", "git-mcp-server", "slack"):
        for s in _shared(name, seeds=[*range(0, 3), 1424]):
            for t, turn in enumerate(s.conversation[1:], 1):
                earlier = [j for u in s.conversation[:t] for j in u.calls]
                taken = {str(v) for j in earlier for v in leaves(s.expected_tools[j].arguments)}
                for j in earlier:
                    text = s.mock_outputs[j].output.get("result") if isinstance(s.mock_outputs[j].output, dict) else None
                    lines = [ln[2:].split(" (", 1)[0] for ln in text.split("\n") if ln.startswith("- ")] if isinstance(text, str) else []
                    if len(lines) > 1 and taken & set(lines):
                        turns += 1
                        first = re.split(r"(?<=[.!?])\s", turn.user)[0]
                        assert not any(x in first for x in set(lines) - taken), (s.id, turn.user)
    assert turns >= 5, turns


def test_round_1426_an_alias_keeps_its_role_and_a_turn_singles_a_value_out_once():
    """Round 1426. elasticsearch-py n001-66d8a982: get_alias listed orders-current as a read alias, delete_alias then
    answered it the write index. slack n003-b5b900c6: "get recent messages (for the channel, take the second one it
    lists), and then fetch all replies (for the channel, take the second one it lists) (for the thread timestamp, ...)":
    one channel, singled out twice in one turn."""
    aliases = turns = 0
    for s in _shared("elasticsearch-py", seeds=[*range(0, 6), 1426]):
        roles: dict = {}
        for c, m in zip(s.expected_tools, s.mock_outputs):
            for r in objects(m.output) if not m.is_error else ():
                if isinstance(r.get("alias"), str) and isinstance(r.get("is_write_index"), bool):
                    if c.tool == "delete_alias" and r["alias"] in roles:
                        aliases += 1
                        assert r["is_write_index"] == roles[r["alias"]], (s.id, r, roles)
                    roles.setdefault(r["alias"], r["is_write_index"])
    for name in ("slack", "git-mcp-server"):
        for s in _shared(name, seeds=[*range(0, 4), 1426]):
            for t in s.conversation:
                turns += 1
                hints = re.findall(r"\(for the [\w ]+?, take the \w+ one it lists\)", t.user)
                assert len(hints) == len(set(hints)), (s.id, t.user)
    assert aliases >= 1 and turns >= 50, (aliases, turns)


def test_a_design_project_lives_in_the_users_own_home():
    """illustrator-adobe-mcp n015-4afb71cd (seed 1429): adobe_pr_project(action=new) answered
    /Users/ana/Projects/Spring_campaign.prproj beside the request's /home/farah/projects paths: one person, one home."""
    projects = 0
    for name in ("illustrator-adobe-mcp", "illustrator-mograph-mcp"):
        for s in _shared(name, seeds=[*range(0, 4), 1429]):
            text = json.dumps([m.output for m in s.mock_outputs])
            assert "/Users/" not in text, (s.id, re.findall(r"/Users/[^\"\\]+", text)[:2])
            projects += ".prproj" in text or ".aep" in text
    assert projects >= 5, projects
