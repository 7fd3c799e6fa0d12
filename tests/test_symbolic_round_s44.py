"""Session 44: the reading rounds' fixes (rounds 1332-): each test names the record that was absurd."""

from __future__ import annotations

import re

from seer.harness.checks import leaves, objects
from tests.test_symbolic_mock_round_s26 import _steps
from tests.test_symbolic_round_s36 import _later_turns, _shared


def test_a_pick_from_a_text_listing_is_told_by_its_own_line():
    """filesystem n005-af988d45 (seed 1332): list_allowed_directories listed /home/emeka/projects/mobile-app/tests and
    /home/emeka/projects/mobile-app, and the request said "(take the path listed with .../mobile-app/tests)" for a
    list_directory of .../mobile-app: the parent's path sits inside its child's line, so the child's line was taken for
    the parent's. A value is on a line only when it stands whole there."""
    seen = 0
    for s in _shared("filesystem", seeds=range(1330, 1336)):
        values = {v for c in s.expected_tools for v in leaves(c.arguments) if isinstance(v, str) and v.startswith("/")}
        for t in s.conversation:
            seen += len(re.findall(r"one it lists\)", t.user))  # the pick said by its place instead
            for token in re.findall(r"listed with (/\S+?)\)", t.user):
                seen += 1
                assert not any(token.startswith(v + "/") for v in values), (s.id, t.user)
    assert seen >= 3, seen


def test_a_hash_field_is_set_to_its_value_and_a_key_renamed_from_old_to_new():
    """redis-mcp-redis n001-3579513f (seed 1332): "store a field to last_login in the hash user:1042:profile (value
    2025-07-28T13:45:00Z)": the field's name was said as the value it is set to. And n008-4b1d7e5f: "update a Redis
    key with old key order:2025:0871 and the new key order:2025:0871:archived" for rename(old_key, new_key). Now "set
    the field last_login in the hash user:1042:profile to 2025-07-28T13:45:00Z" and "rename a Redis key from
    order:2025:0871 to order:2025:0871:archived"."""
    fields = renames = 0
    for s in _shared("redis-mcp-redis", seeds=range(1328, 1336)):
        for t in s.conversation:
            for i in t.calls:
                c = s.expected_tools[i]
                if c.tool == "hset" and f" {c.arguments['key']} " in f" {t.user} ".replace(",", " "):
                    fields += 1
                    assert f"field to {c.arguments['key']}" not in t.user, (s.id, t.user)
                    assert f"field {c.arguments['key']}" in t.user and re.search(
                        rf"\bto [\"`]?{re.escape(str(c.arguments['value']))}\b", t.user), (s.id, t.user)
                if c.tool == "rename" and s.kind == "normal" and c.arguments["new_key"] in t.user:
                    renames += 1
                    assert re.search(r"\brename\b", t.user, re.I) and not re.search(r"\bupdate\b", t.user, re.I), (s.id, t.user)
                    assert f"from {c.arguments['old_key']} to {c.arguments['new_key']}" in t.user, (s.id, t.user)
    assert fields >= 4 and renames >= 2, (fields, renames)


def test_a_hash_field_just_read_is_set_to_another_value_and_the_reaction_quotes_its_own_line():
    """redis-mcp-redis n010-439cfe4b (seed 1332): hget(user:1042:profile, plan) answered pro, then "pro — that's the one
    we need. Please save a field to plan as well." wrote pro back to plan: a write that changes nothing. With the value
    changed, the reaction then quoted "name: user:1042:profile" for pro (pro sits inside "profile"): a value is cited
    by its own line, "OK, the value is pro."."""
    writes = 0
    for s in _shared("redis-mcp-redis", seeds=range(1328, 1340)):
        read: dict[tuple, str] = {}
        for tool, args, m in _steps(s):
            text = m.output.get("result") if isinstance(m.output, dict) else None
            if tool == "hget" and isinstance(text, str) and not m.is_error:
                said = dict(line.split(": ", 1) for line in text.splitlines() if ": " in line)
                read[(said.get("name"), said.get("key"))] = said.get("value")
            if tool == "hset" and (args["name"], args["key"]) in read:
                writes += 1
                assert str(args["value"]) != read[(args["name"], args["key"])], (s.id, args, read)
        for t in s.conversation[1:]:
            quoted = re.match(r'(?:I see|OK, there\'s) "(\w+): ([^"]+)"', t.user)
            assert not (quoted and quoted[2] in s.conversation[0].user), (s.id, t.user)  # no line the user said quoted back
    assert writes >= 2, writes


def test_a_commit_has_one_parent_unless_a_merge_and_a_body_of_its_own():
    """git n007-ea1e0c31 (seed 1333): git_log answered "Add password reset" with two parents and the body "I could not
    reproduce the bug on staging.": a commit that is no merge has one parent, and its body is no chat line."""
    from seer.kinds.words import SENTENCES

    seen = 0
    for s in _shared("git", seeds=range(1330, 1338)):
        for _tool, _args, m in _steps(s):
            for rec in objects(m.output):
                if isinstance(rec.get("parents"), list) and isinstance(rec.get("subject"), str):
                    seen += 1
                    assert len(rec["parents"]) == 1 or rec["subject"].startswith("Merge "), (s.id, rec)
                    assert rec.get("body") not in SENTENCES, (s.id, rec)
    assert seen >= 10, seen


def test_a_merge_request_is_answered_as_a_merge_request():
    """git-mcp-server n002-87fe1250 (seed 1333): create_merge_request(platform=gitlab) answered {"pull_request": ...}."""
    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1330, 1340)):
        for tool, args, m in _steps(s):
            if tool == "create_merge_request" and not m.is_error:
                seen += 1
                assert "pull_request" not in str(m.output), (s.id, m.output)
    assert seen >= 2, seen


def test_markers_read_take_no_time_to_add_at_and_each_says_its_own_cue():
    """illustrator-mograph-mcp n024-2a0a0f39 (seed 1333): ae_markers(time=19, layer=5) with op left out (it defaults to
    get: "`op` is `get` or `add`") answered three markers all at 19; n011-24c5e470 listed "Beat drop" twice; an added
    marker's comment was "I could not reproduce the bug on staging. ..."; and "a layer of 8" said layer 8."""
    from seer.kinds.words import SENTENCES

    reads = adds = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1328, 1336)):
        for t in s.conversation:
            assert not re.search(r"\ba layer of \d", t.user), (s.id, t.user)
        for tool, args, m in _steps(s):
            if tool != "ae_markers" or m.is_error:
                continue
            if args.get("op", "get") == "get":
                reads += 1
                assert not {"time", "duration", "comment"} & set(args), (s.id, args)
                cues = [r["comment"] for r in m.output.get("markers", [])]
                assert len(cues) == len(set(cues)), (s.id, cues)
            else:
                adds += 1
                assert "time" in args and args.get("comment", "") not in SENTENCES, (s.id, args)
    assert reads >= 10 and adds >= 3, (reads, adds)


def test_a_render_queue_lists_its_comps_and_a_clear_says_how_many_it_cleared():
    """illustrator-mograph-mcp n004-880b11e0 (seed 1333): ae_render_queue(op=list) listed queues "Ellipse 1" and "Body
    copy" (layer names), and op=clear with start_queue=true answered one queued item. A render queue lists comps, numbered
    1..n, each rendering to a file named for it; a clear starts nothing and says how many it cleared."""
    lists = clears = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1328, 1338)):
        for tool, args, m in _steps(s):
            if tool != "ae_render_queue" or m.is_error:
                continue
            if args.get("op") == "list":
                lists += 1
                items = next(v for v in m.output.values() if isinstance(v, list))
                assert all("comp" in r and "index" in r for r in items), (s.id, items)
                assert [r["index"] for r in items] == list(range(1, len(items) + 1)), (s.id, items)
                comps = [r["comp"] for r in items]
                assert len(comps) == len(set(comps)) and all(r["output_path"].endswith(
                    re.sub(r"[^a-z0-9]+", "-", r["comp"].lower()) + ".mov") for r in items), (s.id, items)
            if args.get("op") == "clear":
                clears += 1
                assert "start_queue" not in args and isinstance(m.output.get("cleared"), int), (s.id, args, m.output)
    assert lists >= 2 and clears >= 2, (lists, clears)


def test_a_locator_for_a_possessive_description_names_the_owned_element():
    """selenium n011-26f4b769 (seed 1336): browser_generate_locator("the cookie banner's Accept button") answered
    data-testid 'cookie-banner-s-accept' and the text 'Cookie banners accept': the possessive is where the button sits;
    the button is Accept."""
    seen = 0
    for s in _shared("selenium", seeds=range(1334, 1340)):
        for tool, args, m in _steps(s):
            if tool == "browser_generate_locator" and not m.is_error and "'s " in str(args):
                seen += 1
                assert "-s-" not in json_text(m.output) and "s accept" not in json_text(m.output).lower(), (s.id, m.output)
    assert seen >= 1, seen


def test_nothing_is_shut_but_closed():
    """git-mcp-server n008-d3c70426 (seed 1336): "shut a merge request (take the project ID listed with name
    ledger-api)": a merge request, an issue or a tab is closed."""
    seen = 0
    for spec in ("git-mcp-server", "selenium-ai-agent-pypi", "selenium"):
        for s in _shared(spec, seeds=range(1334, 1340)):
            for t in s.conversation:
                assert not re.search(r"\bshut\b", t.user, re.I), (s.id, t.user)
                seen += bool(re.search(r"\bclose\b", t.user, re.I))
    assert seen >= 5, seen


def json_text(x) -> str:
    import json

    return json.dumps(x)


def test_a_receipt_of_an_animation_is_acknowledged_as_done():
    """illustrator-mograph-mcp n031-7f622c5e (seed 1337): "OK, that went through (action: animate)." read as a log line:
    ae_animate's receipt is acknowledged as done ("OK, animated with overshoot 0.428.")."""
    seen = 0
    for sid, text in _later_turns(("illustrator-mograph-mcp",), range(1335, 1341), whole=True):
        assert "went through (action: animate)" not in text and "went through (action: expand)" not in text, (sid, text)
        seen += bool(re.search(r"\banimated\b", text))
    assert seen >= 1, seen


def test_a_call_that_takes_every_listed_record_picks_none_of_them():
    """illustrator n005-a157052e (seed 1338): find_objects listed two objects, and the next turn said "Of those 2,
    37d1eba2-... is the one." before grouping both: a call that takes the listed records together singles none out."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1336, 1342)):
        for k, t in enumerate(s.conversation[1:], 1):
            for i in t.calls:
                c = s.expected_tools[i]
                many = [v for v in c.arguments.values() if isinstance(v, list) and len(v) > 1 and all(isinstance(x, str) for x in v)]
                if c.tool != "group_objects" or not many:
                    continue
                earlier = [j for turn in s.conversation[:k] for j in turn.calls]
                listed = {r.get("uuid") for j in earlier for r in objects(s.mock_outputs[j].output)}
                if set(many[0]) <= listed:
                    seen += 1
                    assert not re.search(r"\bis the one\b|\bthe one I (?:want|mean)\b|\bGo with\b", t.user), (s.id, t.user)
    assert seen >= 2, seen


def test_a_change_leaves_out_what_the_object_already_holds():
    """illustrator n005-a157052e (seed 1338): modify_object(properties={contents: "Shop now", ...}) of the text frame
    find_objects had just shown with contents "Shop now": a property set to the value it has changes nothing."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1334, 1344)):
        shown: dict[str, dict] = {}
        for tool, args, m in _steps(s):
            if tool == "modify_object" and args.get("uuid") in shown and isinstance(args.get("properties"), dict):
                seen += 1
                before = shown[args["uuid"]]
                same = [f for f, v in args["properties"].items() if before.get(f) == v and f != "uuid"]
                assert not same or len(args["properties"]) == 1, (s.id, args, before)
            for rec in objects(m.output):
                if isinstance(rec.get("uuid"), str):
                    shown[rec["uuid"]] = rec
    assert seen >= 3, seen


def test_a_file_just_read_is_not_read_again():
    """filesystem n000-abeeeee7 (seed 1339): read_multiple_files([config/index.ts]), then read_file of that same path
    "with the path from the file contents": one file read twice in a row, nothing new read."""
    seen = 0
    for s in _shared("filesystem", seeds=range(1336, 1346)):
        for a, b in zip(s.expected_tools, s.expected_tools[1:]):
            if a.tool.startswith("read") and b.tool.startswith("read"):
                seen += 1
                first = {v for v in leaves(a.arguments) if isinstance(v, str) and v.startswith("/")}
                second = {v for v in leaves(b.arguments) if isinstance(v, str) and v.startswith("/")}
                how = [{k: v for k, v in c.arguments.items() if not isinstance(v, (str, list))} for c in (a, b)]
                assert not second <= first or how[0] != how[1], (s.id, a, b)  # (a tail after a head, or all after a
                # tail, reads other lines)
    assert seen >= 5, seen


def test_a_dated_log_is_written_on_its_day_and_not_after_now():
    """filesystem n007-0f467b12 (seed 1339): search_files(logs/2025-*.log) listed logs/2025-05-20.log modified
    2025-01-20, and 2025-06-11.log in a scenario whose present is April 2025."""
    seen = 0
    for s in _shared("filesystem", seeds=range(1330, 1346)):
        for _tool, _args, m in _steps(s):
            for day, when in re.findall(r"(\d{4}-\d{2}-\d{2})\.log \(size: \d+, modified_at: (\S+?)\)", str(m.output)):
                seen += 1
                assert when.startswith(day), (s.id, day, when)
    assert seen >= 8, seen


def test_artboards_exported_by_a_name_pattern_match_it():
    """illustrator-mograph-mcp n026-bcba178f (seed 1340): ai_export_artboards(name_pattern="Trade*") wrote
    business-card.png, artboard-1.png, poster-a3.png and instagram-post.png: none an artboard the pattern names."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1336, 1346)):
        for tool, args, m in _steps(s):
            pattern = args.get("name_pattern") if tool == "ai_export_artboards" and not m.is_error else None
            if isinstance(pattern, str) and pattern.endswith("*") and isinstance(m.output.get("files"), list):
                seen += 1
                head = re.sub(r"[^a-z0-9]+", "-", pattern[:-1].lower()).strip("-")
                prefix = args.get("prefix") or ""
                assert all(f["path"].rsplit("/", 1)[-1].startswith(prefix + head) for f in m.output["files"]), (s.id, pattern, m.output)
    assert seen >= 2, seen


def test_a_render_queue_listing_renders_nothing_and_an_add_renders_a_movie():
    """illustrator-mograph-mcp n026-6edee959 (seed 1342): "list the render queue into .../lower-thirds.aep" sent
    ae_render_queue(op=list, output_path=lower-thirds.aep, render_settings, start_queue=true); an add rendered to an .aep
    project file. A listing takes no output, template or start; a render goes to a movie."""
    lists = adds = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1338, 1348)):
        for tool, args, _m in _steps(s):
            if tool != "ae_render_queue":
                continue
            if args.get("op") == "list":
                lists += 1
                assert not {"output_path", "render_settings", "template", "start_queue"} & set(args), (s.id, args)
            if args.get("op", "add") == "add" and isinstance(args.get("output_path"), str):
                adds += 1
                assert args["output_path"].rsplit(".", 1)[-1] in ("mov", "mp4"), (s.id, args)
    assert lists >= 3 and adds >= 1, (lists, adds)


def test_a_drag_drops_somewhere_else_than_where_it_started():
    """selenium-ai-agent-pypi n000-e0effcce (seed 1342): mouse_drag(from "Sign in" e380 to "Sign in" e380): both ends
    carried from one hover. A drag drops on a place of its own."""
    seen = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=range(1338, 1348)):
        for tool, args, _m in _steps(s):
            body = args.get("params") if isinstance(args.get("params"), dict) else args
            ends = [(k, v) for k, v in body.items() if k.startswith(("from_", "to_", "source_", "target_"))]
            if "drag" in tool and ends:
                seen += 1
                start = {k.split("_", 1)[1]: v for k, v in ends if k.startswith(("from_", "source_"))}
                end = {k.split("_", 1)[1]: v for k, v in ends if k.startswith(("to_", "target_"))}
                assert start != end, (s.id, args)
    assert seen >= 5, seen


def test_a_reload_with_no_page_shown_reloads_the_page_its_texts_were_checked_on():
    """selenium n006-65824174 (seed 1343): verify_text_visible("Checkout"), verify_list_visible(["Add to cart",
    "Checkout"]), then refresh_page answered https://www.python.org/doc/: a page showing a cart's buttons is a shop's."""
    seen = 0
    for s in _shared("selenium", seeds=range(1340, 1350)):
        for k, (tool, args, m) in enumerate(_steps(s)):
            if tool != "refresh_page" or m.is_error:
                continue
            before = " ".join(str(v) for c in s.expected_tools[:k] for v in leaves(c.arguments))
            if re.search(r"\b(?:Add to cart|Checkout)\b", before) and not any(
                    isinstance(v, str) and v.startswith("http") for o in s.mock_outputs[:k] for v in leaves(o.output)):
                seen += 1
                assert "shop" in json_text(m.output) or "cart" in json_text(m.output).lower(), (s.id, m.output)
    assert seen >= 1, seen


def test_a_drag_says_each_end_once_with_its_ref():
    """selenium-ai-agent-pypi n013-f34bdf0c (seed 1344): 'drag the mouse from element "Wireless headphones" from ref
    e377 to element Cart to ref e145': each end is said once, its ref beside it."""
    seen = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=range(1340, 1350)):
        for t in s.conversation:
            assert not re.search(r"\b(from|to) element .{1,40}? \1 ref\b", t.user), (s.id, t.user)
            seen += bool(re.search(r"\(ref e\d+\) to ", t.user))
    assert seen >= 2, seen


def test_a_compound_operation_is_acknowledged_as_done_and_a_text_receipt_path_is_read():
    """illustrator-adobe-mcp n004-065305dc (seed 1346): "OK, that went through (action: resize_canvas)." and
    selenium-ai-agent-pypi's take_screenshot text receipt "(action: take)": a receipt is acknowledged as a person says
    it ("OK, resized the canvas with width 640.", "OK, it's saved at /tmp/screenshots/screenshot-01.png.")."""
    from seer.generate.symbolic.reactions import receipt_remark

    remark = receipt_remark({"result": "ok: True\naction: resize_canvas\nwidth: 640\nheight: 240"}, "resize_canvas", None, "")
    assert remark is not None and "resized the canvas" in remark and "640" in remark, remark
    shot = receipt_remark({"result": "ok: True\naction: take\npath: /tmp/screenshots/screenshot-01.png"}, "take", None, "")
    assert shot is not None and "/tmp/screenshots/screenshot-01.png" in shot, shot
    seen = 0
    for sid, text in _later_turns(("illustrator-adobe-mcp", "selenium-ai-agent-pypi", "git"), range(1344, 1350), whole=True):
        assert not re.search(r"went through \((?:action|mode): (?:resize_canvas|take|drop)\)", text), (sid, text)
        seen += 1
    assert seen >= 100, seen


def test_a_later_turn_does_not_say_an_earlier_turns_pick_again():
    """git-mcp-server n000-02f680a4 (seed 1346): turns 2 and 3 both opened "I'll take the one titled "Document
    onboarding checklist on Safari" from that list.": the third reacts to what the second brought back."""
    seen = 0
    for spec in ("git-mcp-server", "slack", "elasticsearch-py"):
        for s in _shared(spec, seeds=range(1344, 1350)):
            firsts = [re.split(r"(?<=[.!?])\s", t.user, maxsplit=1)[0] for t in s.conversation[1:]]
            seen += len(firsts) > 1
            for a, b in zip(firsts, firsts[1:]):
                assert a != b or not re.search(r"\b(?:the one|is the one|Go with)\b", a), (s.id, firsts)
    assert seen >= 5, seen


def test_a_rearrange_moves_every_artboard_and_says_how_many():
    """illustrator n001-340e0df7 (seed 1347): manage_artboards(action=rearrange) answered one artboard "Web banner
    728x90" at index 4, beside the same artboard get_artboards had listed at index 0: a rearrange lays them all out."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1340, 1352)):
        listed = 0
        for tool, args, m in _steps(s):
            if tool == "get_artboards" and not m.is_error:
                listed = len(m.output.get("artboards", []))
            if tool == "manage_artboards" and args.get("action") == "rearrange" and not m.is_error:
                seen += 1
                assert "artboard" not in m.output and isinstance(m.output.get("count"), int), (s.id, m.output)
                assert m.output["count"] >= max(listed, 1), (s.id, listed, m.output)  # (one added since counts too)
    assert seen >= 2, seen


def test_an_analyzer_tokenizes_as_its_kind_does():
    """elasticsearch-py n006-4fa6fd88 (seed 1348): analyze_text("The invoice total was corrected to 1,240 EUR.",
    analyzer=whitespace) answered "the", "1", "240", "eur": the whitespace analyzer splits on spaces alone and keeps
    case and punctuation ("The", "1,240", "EUR."); the standard one keeps 1,240 whole; keyword keeps the text whole."""
    from seer.generate.symbolic.readings import _analyzed

    text = "The invoice total was corrected to 1,240 EUR."
    assert [t["token"] for t in _analyzed(text, {"analyzer": "whitespace"})] == text.split()
    assert "1,240" in [t["token"] for t in _analyzed(text, {"analyzer": "standard"})]
    assert [t["token"] for t in _analyzed(text, {"analyzer": "keyword"})] == [text]
    seen = 0
    for s in _shared("elasticsearch-py", seeds=range(1344, 1356)):
        for tool, args, m in _steps(s):
            if tool == "analyze_text" and args.get("analyzer") == "whitespace" and not m.is_error:
                seen += 1
                assert [t["token"] for t in m.output["tokens"]] == args["text"].split()[:12], (s.id, m.output)
    assert seen >= 1, seen


def test_an_artboard_added_is_a_new_one():
    """illustrator n010-368b3e73 (seed 1349): get_artboards listed "Instagram post" at index 2, then
    manage_artboards(action=add, 1080x1080) answered index 2, "Instagram post": an added artboard comes after them."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1344, 1356)):
        shown: dict[int, str] = {}
        for tool, args, m in _steps(s):
            rec = m.output.get("artboard") if isinstance(m.output, dict) and not m.is_error else None
            if tool == "manage_artboards" and args.get("action") == "add" and isinstance(rec, dict) and shown:
                seen += 1
                assert rec["index"] not in shown and rec.get("name") not in shown.values(), (s.id, shown, rec)
            for r in objects(m.output):
                if isinstance(r.get("index"), int) and "width" in r and "type" not in r:
                    shown[r["index"]] = r.get("name")
    assert seen >= 2, seen


def test_an_archive_alias_is_no_write_alias_and_an_alignment_answers_every_object():
    """elasticsearch-py n006-26dd1fc4 (seed 1350): put_alias(metrics-archive) answered is_write_index true: an archive is
    read, never written to. illustrator m001-c37bfba8: align_objects(uuids=[a, b, c]) answered object a alone."""
    aliases = aligns = 0
    for s in _shared("elasticsearch-py", seeds=range(1346, 1356)):
        for _tool, _args, m in _steps(s):
            for rec in objects(m.output):
                if isinstance(rec.get("alias"), str) and rec["alias"].endswith("-archive") and "is_write_index" in rec:
                    aliases += 1
                    assert rec["is_write_index"] is False, (s.id, rec)
    for s in _shared("illustrator", seeds=range(1346, 1356)):
        for tool, args, m in _steps(s):
            if tool == "align_objects" and len(args.get("uuids") or []) > 1 and not m.is_error:
                aligns += 1
                got = {r.get("uuid") for r in objects(m.output)}
                assert set(args["uuids"]) <= got, (s.id, args, m.output)
    assert aliases >= 1 and aligns >= 2, (aliases, aligns)


def test_a_locked_worktree_is_not_prunable():
    """git n006-511da975 (seed 1351): git_worktree(list) answered docs-site-3096fee locked and prunable: git never
    prunes a locked worktree, so it reports none as both."""
    seen = 0
    for s in _shared("git", seeds=range(1340, 1356)):
        for _tool, _args, m in _steps(s):
            for rec in objects(m.output):
                if "locked" in rec and "prunable" in rec and "head" in rec:
                    seen += 1
                    assert not (rec["locked"] is True and rec["prunable"] is True), (s.id, rec)
    assert seen >= 5, seen


def test_a_design_token_holds_a_value_of_the_kind_its_name_says():
    """illustrator n017-592afc0c (seed 1352): extract_design_tokens answered color.text.muted "#f0006c" (hot pink) and
    color.brand.primary "#6b7280" (grey): a muted text is grey, a length is a length, each token named once."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1346, 1360)):
        for tool, _args, m in _steps(s):
            toks = m.output.get("tokens") if tool == "extract_design_tokens" and isinstance(m.output, dict) else None
            if not isinstance(toks, list):
                continue
            seen += 1
            names = [t["name"] for t in toks]
            assert len(names) == len(set(names)), (s.id, toks)
            for t in toks:
                if t["name"] == "color.text.muted":
                    assert t["value"] == "#6b7280", (s.id, t)
                if t["name"].startswith(("spacing.", "radius.", "font.size")):
                    assert re.fullmatch(r"\d+(?:px|rem)", t["value"]), (s.id, t)
                if t["name"].startswith("color."):
                    assert re.fullmatch(r"#[0-9a-f]{6}", t["value"]), (s.id, t)
    assert seen >= 2, seen


def test_a_json_value_is_named_before_what_it_is_set_to():
    """redis-mcp-redis n014-4bc10362 (seed 1353): "set the JSON value to false called feature_flags ($.new_checkout)":
    the value set reads as the one called feature_flags. The JSON value is named first, then what it is set to."""
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=range(1346, 1360)):
        for t in s.conversation:
            for m in re.finditer(r"set the JSON value (.{0,60}?)\bcalled (\S+)", t.user):
                seen += 1
                assert not m[1].startswith("to "), (s.id, t.user)
    assert seen >= 2, seen


def test_an_expiry_is_set_on_a_key():
    """redis-mcp-redis n016-9b62878f (seed 1355): "set an expiration time named feature_flags expiring after 60
    seconds": an expiry is set on the key ("set the key feature_flags to expire after 60 seconds")."""
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=range(1340, 1356)):
        for t in s.conversation:
            assert not re.search(r"expiration time (?:named|called)\b|expiration time expiring\b", t.user), (s.id, t.user)
            seen += bool(re.search(r"\bto expire after \d+ seconds", t.user))
    assert seen >= 5, seen


def test_a_folder_import_takes_a_folder_and_a_bin_made_or_moved_into_is_named():
    """illustrator-adobe-mcp n001-717d632b (seed 1356): adobe_pr_media(action=import_folder,
    file_paths=.../screenshot-2025-03-14.png): importing a folder takes the folder; create_bin and move_to_bin named
    no bin."""
    folders = bins = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1340, 1360)):
        for tool, args, _m in _steps(s):
            body = args.get("params") or {}
            if tool != "adobe_pr_media":
                continue
            if body.get("action") == "import_folder":
                folders += 1
                assert "file_paths" not in body and "." not in body.get("folder_path", "x/y").rsplit("/", 1)[-1], (s.id, body)
            if body.get("action") in ("create_bin", "move_to_bin"):
                bins += 1
                assert isinstance(body.get("bin_name"), str) and body["bin_name"], (s.id, body)
    assert folders >= 3 and bins >= 4, (folders, bins)


def test_a_paper_artboard_has_its_papers_size():
    """illustrator n005-65d6126e (seed 1357): get_artboards answered "Poster A3" at 1747 x 249: an A3 poster is A3
    (842 x 1191 pt)."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1350, 1362)):
        for _tool, _args, m in _steps(s):
            for rec in objects(m.output):
                if rec.get("name") == "Poster A3" and "width" in rec and not m.is_error:
                    seen += 1
                    assert (rec["width"], rec["height"]) == (842, 1191), (s.id, rec)
    assert seen >= 3, seen


def test_a_design_document_saved_is_named_once_and_weighs_megabytes():
    """illustrator-mograph-mcp n021-18176aa4 (seed 1358): ai_checkpoint answered checkpoint-checkpoint.ai of 3,390
    bytes: a copy of an Illustrator document is named once and is no text file's size."""
    seen = 0
    for spec in ("illustrator-mograph-mcp", "illustrator-adobe-mcp"):
        for s in _shared(spec, seeds=range(1350, 1362)):
            for _tool, _args, m in _steps(s):
                for rec in [m.output, *objects(m.output)]:
                    path, size = (rec.get("path"), rec.get("size")) if isinstance(rec, dict) else (None, None)
                    if isinstance(path, str) and path.endswith((".ai", ".aep", ".prproj")) and isinstance(size, int):
                        seen += 1
                        stem = path.rsplit("/", 1)[-1].rsplit(".", 1)[0]
                        assert not re.fullmatch(r"(\w+)-\1", stem) and size >= 100_000, (s.id, path, size)
    assert seen >= 3, seen


def test_an_existing_item_is_never_acted_on_in_a_project_just_made():
    """git-mcp-server n006-4e7d82d8 (seed 1360): create_project(crisp-river), then create_issue_comment(project_id=<the
    new project>, issue_id=212): a project made a step ago has no issue 212."""
    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1350, 1366)):
        made: set[str] = set()
        opened: set[str] = set()  # items the request itself made (an issue opened in the new project is there)
        for tool, args, m in _steps(s):
            item = next((str(v) for k, v in args.items() if k in ("issue_id", "mr_id", "merge_request_id")), None)
            if tool in ("create_issue_comment", "get_issue_details", "update_issue", "get_merge_request_details",
                        "update_merge_request", "close_merge_request", "merge_merge_request") and "project_id" in args \
                    and item not in opened:
                seen += 1
                assert str(args["project_id"]) not in made, (s.id, tool, args, made)
            if tool.startswith("create_") and "project_id" in args and str(args["project_id"]) in made:
                assert "milestone" not in args or str(args["milestone"]) in opened, (s.id, args)
            if tool == "create_project" and not m.is_error:
                made |= {str(r["id"]) for r in objects(m.output) if "id" in r}
            if tool.startswith("create_") and not m.is_error:
                opened |= {str(r[k]) for r in objects(m.output) for k in ("number", "iid", "id", "title") if k in r}
    assert seen >= 20, seen


def test_a_file_moves_within_its_project_keeping_its_name_and_never_onto_itself():
    """filesystem m000-b0813c23 (seed 1362): move_file(ledger-api/src/components/README.md, auth-gateway/CHANGELOG.md):
    a README moved into another project and renamed a changelog; and a retried move went from billing-service/README.md
    onto billing-service/README.md. A file moves within its project, to another folder under its own name."""
    seen = 0
    for s in _shared("filesystem", seeds=range(1356, 1370)):
        for tool, args, m in _steps(s):
            if tool != "move_file" or not isinstance(args.get("source"), str) or not isinstance(args.get("destination"), str):
                continue
            seen += 1
            src, dst = args["source"], args["destination"]
            assert src != dst, (s.id, args)
            home = re.match(r"/home/[^/]+/projects/[^/]+", src)
            assert not home or dst.startswith(home[0] + "/"), (s.id, args)
            if src.rsplit("/", 1)[0] != dst.rsplit("/", 1)[0] and s.kind == "normal":  # (a retry that found the file in
                assert src.rsplit("/", 1)[1] == dst.rsplit("/", 1)[1], (s.id, args)  # another folder keeps the rename asked)
    assert seen >= 8, seen


def test_a_listed_branch_tracks_its_own_remote_branch_and_a_scan_walks_one_site():
    """git n002-08fafec6 (seed 1362): git_branch(list) answered develop with upstream hotfix/payment-rounding; selenium
    n006-5b1af03b: analyzer_scan_product walked Wikipedia's main page and example.com's about page as one product, and a
    scroll then answered GitHub's pull requests page."""
    branches = scans = 0
    for s in _shared("git", seeds=range(1356, 1368)):
        for _tool, _args, m in _steps(s):
            for rec in objects(m.output):
                if isinstance(rec.get("name"), str) and isinstance(rec.get("upstream"), str) and "commitHash" in rec:
                    branches += 1
                    assert rec["upstream"].endswith("/" + rec["name"]), (s.id, rec)
    for s in _shared("selenium", seeds=range(1356, 1368)):
        for tool, _args, m in _steps(s):
            if tool == "analyzer_scan_product" and not m.is_error and len(m.output.get("pages", [])) > 1:
                scans += 1
                sites = {re.match(r"https?://[^/]+", p["url"])[0] for p in m.output["pages"]}
                assert len(sites) == 1, (s.id, m.output)
    assert branches >= 3 and scans >= 1, (branches, scans)


def test_branches_containing_a_commit_are_named_as_branches():
    """git-official n001-a386d9c0 (seed 1363): git_branch(contains=09fdf39ce376) listed a branch named "09Fdf39Ce376":
    the commit is what the branches hold, not a name filter."""
    seen = 0
    for s in _shared("git-official", seeds=range(1356, 1372)):
        for tool, args, m in _steps(s):
            if tool == "git_branch" and isinstance(args.get("contains"), str) and not m.is_error:
                seen += 1
                for rec in objects(m.output):
                    assert not re.fullmatch(r"[0-9a-fA-F]{7,40}", str(rec.get("name", ""))), (s.id, args, rec)
    assert seen >= 3, seen


def test_a_commit_message_says_what_is_staged_not_an_unstaged_change():
    """git-official n001-a267c6e8 (seed 1364): git_diff_unstaged showed src/app.py's timeout raised, git_status showed
    README.md staged (src/app.py modified, not staged), then git_commit(message="chore: raise the HTTP timeout to 60 s"):
    a commit records what is staged."""
    from seer.generate.symbolic.world import message_for_diff

    seen = 0
    for s in _shared("git-official", seeds=range(1356, 1372)):
        shown_unstaged, staged = None, None
        for tool, args, m in _steps(s):
            if tool == "git_diff_unstaged" and not m.is_error:
                shown_unstaged = next((t for r in objects(m.output) for t in r.values() if isinstance(t, str) and "diff --git" in t), None)
            if tool == "git_status" and not m.is_error:
                staged = next((r["staged"] for r in objects(m.output) if isinstance(r.get("staged"), list)), staged)
            if tool == "git_commit" and shown_unstaged and staged and not any(f"+++ b/{f}\n" in shown_unstaged for f in staged):
                seen += 1
                assert args.get("message") != message_for_diff(shown_unstaged), (s.id, args, staged)
    assert seen >= 1, seen


def test_a_test_runner_runs_tests_and_3pm_is_one_token():
    """selenium e001-731798c6 (seed 1366): healer_run_tests(command=npx) with no arguments, a retry "args test not
    found" then yarn analytics-arg, and a renamed folder "src/payments-api" inside payments-api; elasticsearch-py
    n000-9ca1e2a2: the standard analyzer split "3pm" into "3" and "pm"."""
    from seer.generate.symbolic.readings import _analyzed

    assert "3pm" in [t["token"] for t in _analyzed("The meeting moved to 3pm tomorrow.", {"analyzer": "standard"})]
    runs = 0
    for s in _shared("selenium", seeds=range(1356, 1372)):
        for t in s.conversation:
            assert not re.search(r"/projects/([\w-]+)/(?:[\w-]+/)*\1\b", t.user), (s.id, t.user)
        for tool, args, m in _steps(s):
            if tool == "healer_run_tests" and args.get("command") in ("npx", "npm", "yarn"):
                runs += 1
                assert args.get("args") and any(a in ("test", "playwright", "wdio", "run") or "spec" in a or "test" in a
                                                for a in args["args"]), (s.id, args)
                assert not (m.is_error and str(m.output["error"].get("message", "")).startswith("args ")), (s.id, m.output)
    assert runs >= 5, runs


def test_a_remote_named_after_a_listing_of_remotes_is_a_listed_one():
    """git n003-724a1839 (seed 1368): git_remote(list) showed origin alone, then git_fetch(remote=fork) fetched from a
    remote the repository does not have."""
    seen = 0
    for s in _shared("git", seeds=range(1360, 1376)):
        listed: set[str] | None = None
        for tool, args, m in _steps(s):
            if tool == "git_remote" and args.get("mode") == "list" and not m.is_error:
                listed = {r["name"] for r in objects(m.output) if "fetchUrl" in r}
            elif tool == "git_remote":
                listed = None  # an added or removed remote changes what there is
            elif listed and isinstance(args.get("remote"), str) and s.kind == "normal":
                seen += 1
                assert args["remote"] in listed, (s.id, tool, args, listed)
    assert seen >= 3, seen


def test_a_listed_entry_is_remarked_on_by_its_name_not_pasted_back():
    """illustrator-adobe-mcp n013-113cf5e2 (seed 1371): 'Noted, it came back with "- Gaussian Blur (id: eff_medv52hx)".'
    pasted a listing's line back: a person names the entry ("I see Gaussian Blur in there (id eff_medv52hx).")."""
    from seer.generate.symbolic.reactions import react
    import random as _random

    out = {"result": "- Glow (id: eff_8kc8z2z8)\n- Gaussian Blur (id: eff_medv52hx)\ntotal: 2"}
    said = react("- Gaussian Blur (id: eff_medv52hx)", out, False, _random.Random(2), "effects", None, "list the effects")
    assert "- Gaussian" not in said and "Gaussian Blur" in said and "eff_medv52hx" in said, said
    seen = 0
    for sid, text in _later_turns(("illustrator-adobe-mcp", "selenium-mcp-selenium-pypi", "redis-mcp-redis"), range(1366, 1374),
                                  whole=True):
        seen += 1
        assert not re.search(r'came back with "- ', text), (sid, text)
    assert seen >= 50, seen


def test_a_causative_make_stays_make_and_a_graphic_style_is_an_appearance():
    """illustrator-mograph-mcp n041-d01d6068 (seed 1372): "create the properties breathe" for "Make properties breathe
    with the music"; illustrator m000-464985da: apply_graphic_style(style_name="Caption"), a paragraph style's name."""
    appearances = ("Default Graphic Style", "Drop Shadow", "Round Corners 10 pt", "Neon Glow", "Soft Emboss")
    breathes = styles = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1366, 1376)):
        for t in s.conversation:
            assert "create the properties breathe" not in t.user, (s.id, t.user)
            breathes += "properties breathe" in t.user
    for s in _shared("illustrator", seeds=range(1366, 1376)):
        for tool, args, _m in _steps(s):
            if tool == "apply_graphic_style" and isinstance(args.get("style_name"), str):
                styles += 1
                assert args["style_name"] in appearances, (s.id, args)
    assert breathes >= 2 and styles >= 2, (breathes, styles)


def test_an_element_a_wait_found_by_selector_is_that_element():
    """selenium n009-880e5fc2 (seed 1373): wait_for(#checkout-button) answered ref e1, then hover_element(e1) answered a
    link "Pricing". (The style receipt of the same round is left as s36 has it: the styled frame keeps its own name.)"""
    from seer.generate.symbolic.mocks.locators import selector_text

    hovers = 0
    for s in _shared("selenium", seeds=range(1366, 1380)):
        tied: dict[str, str] = {}
        for tool, args, m in _steps(s):
            for r in objects(m.output):
                if isinstance(r.get("ref"), str) and isinstance(r.get("value"), str) and re.match(r"[#.][\w-]+$", r["value"]):
                    tied[r["ref"]] = r["value"]
            if tool == "hover_element" and args.get("ref") in tied and not m.is_error:
                want = selector_text(tied[args["ref"]], None)
                if want:
                    hovers += 1
                    assert m.output["element"]["text"] == want, (s.id, tied, m.output)
    assert hovers >= 1, hovers


def test_a_motion_graphics_duration_lasts_seconds():
    """illustrator-mograph-mcp (seeds 1349, 1375): ae_set_comp(duration=2671) and a comp listed at 3374 s, ae_markers
    (duration=2974): a comp, a marker or a work area lasts seconds, and a work area lies inside its comp."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1366, 1380)):
        for tool, args, _m in _steps(s):
            for k in ("duration", "work_area_duration"):
                if isinstance(args.get(k), (int, float)) and tool.startswith("ae_"):
                    seen += 1
                    assert args[k] <= 600, (s.id, tool, args)
            if isinstance(args.get("duration"), (int, float)) and isinstance(args.get("work_area_duration"), (int, float)):
                assert args["work_area_duration"] <= args["duration"], (s.id, args)
    assert seen >= 20, seen


def test_a_state_is_never_the_pick_a_later_turn_names():
    """git-mcp-server n011-3da661db (seed 1376): "The state closed is the one we need." before an update of another issue
    that merely sets a state: a pick names the record a call takes under its linked parameter, never a choice."""
    seen = 0
    for sid, text in _later_turns(("git-mcp-server", "elasticsearch-py", "slack"), range(1366, 1382), whole=True):
        seen += 1
        assert not re.search(r"\bThe (?:state|status) \w+ is the one\b|\bGo with the (?:state|status)\b", text), (sid, text)
    assert seen >= 100, seen


def test_a_comp_listed_with_its_layers_has_the_size_its_name_says_and_lasts_seconds():
    """illustrator-mograph-mcp n039-c1c6bd02 (seed 1376): ae_list_layers answered comp "Intro 1080p" at 3840 x 2160,
    2065 s long."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1366, 1382)):
        for tool, _args, m in _steps(s):
            data = m.output.get("data") if tool == "ae_list_layers" and isinstance(m.output, dict) and not m.is_error else None
            if isinstance(data, dict) and isinstance(data.get("comp"), str):
                seen += 1
                assert not isinstance(data.get("duration"), (int, float)) or data["duration"] <= 600, (s.id, data)
                if "1080p" in data["comp"]:
                    assert (data.get("width"), data.get("height")) == (1920, 1080), (s.id, data)
    assert seen >= 5, seen


def test_a_shop_page_explored_is_on_a_shop():
    """selenium-ai-agent-pypi n003-c6c92a26 (seed 1377): planner_explore_page(page_name=Checkout) answered
    https://news.ycombinator.com/checkout, "Checkout | Hacker News"."""
    seen = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=range(1366, 1384)):
        for tool, args, m in _steps(s):
            name = (args.get("params") or {}).get("page_name") if isinstance(args.get("params"), dict) else None
            if tool == "planner_explore_page" and isinstance(name, str) and name.lower() in ("checkout", "cart", "pricing") \
                    and not m.is_error and not any(str(v).startswith("http") for v in args["params"].values()):
                seen += 1
                assert not re.search(r"ycombinator|wikipedia|python\.org|mozilla", json_text(m.output)), (s.id, m.output)
    assert seen >= 1, seen
