"""Issue #12's mock reading rounds s26 (seeds 700+): what each call returns, read by a domain engineer."""

from __future__ import annotations

import re

import pytest

from seer.generate.base import GenerationPlan
from seer.generate.symbolic import SymbolicEngine
from seer.harness.checks import objects
from seer.harness.model import Scenario
from seer.spec.load import load_spec
from tests.test_symbolic_domain import _scenarios  # one spec fixture for the symbolic tests
from tests.test_symbolic_mock_round_s24 import SHARED, _calls, _example, _tool


def _shared(spec: str, seeds=range(4)) -> list[Scenario]:
    path = next((p for d in ("specs", "specs-candidates") if (p := SHARED / d / f"{spec}.json").exists()), None)
    if path is None:
        pytest.skip(f"{SHARED}/specs*/{spec}.json is absent (the shared specs are not in the repo)")
    loaded = load_spec(path)
    return [o for seed in seeds for o in SymbolicEngine().generate(loaded, GenerationPlan(seed=seed)) if isinstance(o, Scenario)]


def _steps(s: Scenario):
    return [(c.tool, c.arguments, m) for c, m in zip(s.expected_tools, s.mock_outputs)]


def _indexed_text_steps(s: Scenario):
    """(tool, arguments, result text, the num_docs get_indexes listed so far by index) for each text result of `s`."""
    listed: dict[str, str] = {}
    for tool, args, mock in _steps(s):
        text = mock.output.get("result") if isinstance(mock.output, dict) else None
        if mock.is_error or not isinstance(text, str):
            continue
        if tool == "get_indexes":
            listed.update(re.findall(r"^- (\S+) \(num_docs: (\d+)\)", text, re.M))
        yield tool, args, text, listed


_RESULT = {"type": "object", "properties": {"result": {"type": "object", "additionalProperties": True}}, "required": ["result"]}
BY_URL = _tool("get_issue_by_url", "Get issue details by URL. Supports GitLab and GitHub URLs.\n\nExample URLs:\n"
               "- https://gitlab.com/group/project/-/issues/123\n- https://github.com/user/repo/issues/456\n",
               {"url": {"type": "string", "title": "Url"}}, ["url"], _RESULT)


def test_round_700_an_issue_read_by_its_url_is_the_issue_the_url_numbers(tmp_path):
    """Round 700 [3]: get_issue_by_url(https://github.com/mariana-dev/webshop/issues/359) answered issue number 895 with
    that very url. A record's number is the one its own url ends in."""
    seen = 0
    for args, mock in _calls(_scenarios(tmp_path, [BY_URL], seeds=range(4)), "get_issue_by_url"):
        if mock.is_error:
            continue
        wanted = int(re.search(r"/(\d+)$", args["url"])[1])
        for rec in objects(mock.output):
            if isinstance(rec.get("number"), int) and rec.get("url") == args["url"]:
                seen += 1
                assert rec["number"] == wanted, (args, mock.output)
    assert seen


def test_round_700_an_issue_listed_twice_keeps_its_number():
    """Round 700 [12]: list_my_issues showed 'Update checkout flow for EU customers' (Marilyn Hampton) as #175, then
    list_all_issues showed that same issue as #3 and get_issue_details read #3: the value handed on renumbered a record
    an earlier call had shown. It hands on the number that record already has."""
    checked = 0
    for s in _shared("git-mcp-server", seeds=range(6)):
        numbers: dict[tuple, set] = {}
        for tool, _args, mock in _steps(s):
            if mock.is_error or not tool.startswith("list_"):
                continue
            for rec in objects(mock.output):
                if isinstance(rec.get("number"), int) and {"title", "author", "created_at"} <= set(rec):
                    numbers.setdefault((rec["title"], rec["author"], rec["created_at"]), set()).add(rec["number"])
        for issue, held in numbers.items():
            checked += 1
            assert len(held) == 1, (s.id, issue, held)
    assert checked


def test_round_700_a_shard_table_agrees_with_the_index_listed():
    """Round 700 [6]: list_indices showed orders-2024.05 with 18,465 docs (yellow), then get_shards listed a replica of
    shard 0 with no primary, and primaries of 24,564 and 29,830 docs. A shard table is `_cat/shards` of that index:
    each shard a primary and its replica (same docs, another node), the primaries' docs summing to docs_count, a yellow
    index's replica unassigned."""
    checked = 0
    for s in _shared("elasticsearch", seeds=range(4)):
        listed: dict[str, dict] = {}
        for tool, args, mock in _steps(s):
            if mock.is_error:
                continue
            if tool == "list_indices":
                listed.update({r["index"]: r for r in mock.output.get("indexes", []) if "docs_count" in r})
            if tool != "get_shards":
                continue
            rows = mock.output["shards"]
            by_shard: dict[int, dict] = {}
            for r in rows:
                by_shard.setdefault(r["shard"], {})[r["prirep"]] = r
            assert sorted(by_shard) == list(range(len(by_shard))), rows
            for pair in by_shard.values():
                assert "p" in pair, rows
                if "r" in pair and pair["r"]["state"] != "UNASSIGNED":
                    assert pair["r"]["docs"] == pair["p"]["docs"] and pair["r"]["node"] != pair["p"]["node"], rows
            known = listed.get(args.get("index"))
            if known is not None:
                checked += 1
                assert sum(pair["p"]["docs"] for pair in by_shard.values()) == known["docs_count"], (known, rows)
                unassigned = [r for r in rows if r["state"] == "UNASSIGNED"]
                assert bool(unassigned) == (known["health"] == "yellow"), (known, rows)
    assert checked


_ILLUSTRATOR_TYPE = {"text": "TextFrame", "path": "PathItem", "image": "PlacedItem", "group": "GroupItem"}


def test_round_700_design_item_listings_honour_their_filters():
    """Round 700 [9] / s25's open classes: get_path_items ('Get path and shape data') listed a TextFrame 'Caption' and a
    GroupItem; find_objects(layer_name='Headline') listed objects on Text and Artwork; find_objects(type='image') listed
    'Caption' with text contents. A listing of page items holds what it was filtered by, and a text frame's name is a
    text's, a path's a shape's."""
    checked = 0
    for s in _shared("illustrator", seeds=range(4)):
        for tool, args, mock in _steps(s):
            if mock.is_error or tool not in ("find_objects", "get_path_items"):
                continue
            items = next((v for v in mock.output.values() if isinstance(v, list)), [])
            for item in items:
                checked += 1
                if tool == "get_path_items":
                    assert item["type"] == "PathItem", (args, item)
                if isinstance(args.get("layer_name"), str):
                    assert item["layer"] == args["layer_name"], (args, item)
                if args.get("type") in _ILLUSTRATOR_TYPE:
                    assert "contents" not in item or args["type"] == "text", (args, item)
                if "font_name" in args and "type" not in args:
                    assert item["type"] == "TextFrame", (args, item)
                if item.get("type") in ("PathItem", "PlacedItem", "GroupItem"):
                    assert "contents" not in item, item  # no 'Caption' path holding 'Photo: studio shot'
    assert checked


def test_round_700_select_by_uuid_answers_that_object():
    """s25 [6] / seed 700's reading: select_objects(uuids=[the uuid find_objects gave 'Body copy']) answered 'Price tag'
    (the object modify_object had just changed) with that other object's uuid; select_objects of uuids no call showed
    answered a random object without any uuid. A select by uuids answers the object of the first uuid."""
    checked = 0
    for s in _shared("illustrator", seeds=range(8)):
        for tool, args, mock in _steps(s):
            if tool != "select_objects" or mock.is_error or not args.get("uuids"):
                continue
            obj = mock.output.get("object")
            if isinstance(obj, dict):
                checked += 1
                assert obj.get("uuid") == args["uuids"][0], (s.id, args, obj)
    assert checked


def test_round_700_a_frame_diff_counts_what_it_lists():
    """Round 700 [17]: ai_diff_frames(2, 11) answered matched: [], summary {matched: 0, moved: 87, stable: 95}, sides of
    48 and 85 elements, threshold 27 (its default is 0.35). A diff lists what it matched, added and removed, its
    summary counts them, each side holds the matched plus its own, and a threshold left out is the default."""
    checked = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(6)):
        for tool, args, mock in _steps(s):
            if tool != "ai_diff_frames" or mock.is_error:
                continue
            checked += 1
            data = mock.output["data"]
            summary = data["summary"]
            for k in ("matched", "added", "removed"):
                assert summary[k] == len(data[k]), data
            assert summary["stable"] <= summary["matched"] and summary["moved"] <= summary["matched"], data
            assert data["a"]["elements"] == summary["matched"] + summary["removed"], data
            assert data["b"]["elements"] == summary["matched"] + summary["added"], data
            assert data["a"]["artboard"] == args["artboard_a"] and data["b"]["artboard"] == args["artboard_b"], data
            if "threshold" not in args:
                assert data["threshold"] == 0.35, data
    assert checked


def test_round_701_a_font_filter_holds_in_a_listing_written_as_text():
    """Round 701 [13]: adobe_list_fonts(filter='Roboto') answered '- Lato-Light ... - HelveticaNeue-Bold ... -
    SourceSansPro-Bold': the filter rule ran on the text the listing had already become. Every font listed matches it."""
    checked = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(10)):
        for tool, args, mock in _steps(s):
            said = (args.get("params") or {}).get("filter")
            if tool != "adobe_list_fonts" or mock.is_error or not said:
                continue
            names = re.findall(r"^- (\S+)", mock.output["result"], re.M)
            checked += len(names)
            assert all(said.lower().replace(" ", "") in n.lower() for n in names), (args, mock.output)
    assert checked


def test_round_701_a_selection_lists_page_items_and_ungroup_acts_on_a_group():
    """Round 701 [2]: get_selection(coordinate_system='artboard-web') answered {selection: {coordinate_system: ...}} (no
    object), and ungroup_objects(uuid) answered the TextFrame 'Caption'. A selection read answers the selected page
    items; ungroup's object is a group."""
    sel = grp = 0
    for s in _shared("illustrator", seeds=range(4)):
        for tool, args, mock in _steps(s):
            if mock.is_error:
                continue
            if tool == "get_selection":
                sel += 1
                items = mock.output["selection"]
                assert isinstance(items, list) and items and all({"name", "type"} <= set(i) for i in items), mock.output
                assert mock.output["count"] == len(items), mock.output
            if tool == "ungroup_objects" and isinstance(mock.output.get("object"), dict):
                grp += 1
                assert mock.output["object"]["type"] == "GroupItem", (args, mock.output)
    assert sel and grp


def test_round_701_a_swatch_holds_the_colour_it_is_named_and_given():
    """Round 701 [3]: manage_swatches(add, name='Accent Orange') answered color #c7b6db (lavender); s25 [13]
    manage_swatches(update, CMYK) answered another colour. A swatch is the colour it was given, else the one its name
    says."""
    from seer.generate.symbolic.mocks.swatch_colors import given_color, named_color

    checked = 0
    for s in _shared("illustrator", seeds=range(6)):
        for tool, args, mock in _steps(s):
            if tool != "manage_swatches" or mock.is_error or not isinstance(mock.output.get("swatch"), dict):
                continue
            color = mock.output["swatch"].get("color")
            wanted = given_color(args.get("color")) or named_color(args.get("name", ""))
            if wanted:
                checked += 1
                assert color == wanted, (args, mock.output)
    assert checked
    r, g, b = (int(named_color("Accent Orange")[i:i + 2], 16) for i in (1, 3, 5))
    assert r > 200 and 90 < g < 170 and b < 80  # orange
    assert given_color({"type": "cmyk", "c": 0, "m": 0, "y": 0, "k": 100}) == "#000000"


def test_round_701_an_elements_text_is_what_its_selector_names():
    """Round 701 [10]: get_text(selector='input#password') answered text 'Save changes' and click('#cookie-banner
    .accept') a button saying 'Sign in'. A field has no inner text; a control its selector names says its label."""
    checked = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=range(6)):
        for tool, args, mock in _steps(s):
            sel = args.get("selector")
            out = mock.output.get("result") if isinstance(mock.output, dict) else None
            if mock.is_error or not isinstance(sel, str) or not isinstance(out, str) or "\ntext: " not in out:
                continue
            text = re.search(r"^text: (.*)$", out, re.M)[1]
            if re.match(r"(input|textarea|select)\b", re.split(r"\s*[> +~]\s*", sel.strip())[-1]):
                checked += 1  # a field read has no inner text; a field just typed into holds what was typed (s35)
                typed = args.get("text") if "type" in tool and "password" not in sel else None
                assert text == (typed or ""), (tool, args, out)
            if "accept" in sel or "cookie" in sel:
                checked += 1
                assert text == "Accept all", (tool, args, out)
    assert checked


def test_round_701_a_rebase_abort_rebases_nothing():
    """Round 701 [12]: git_rebase(mode='abort') answered rebasedCommits 80 and message 'refactor: bump dependencies'.
    An abort rebases nothing and says so; a rebase's message is git's guidance, never a commit subject."""
    checked = 0
    for s in _shared("git", seeds=range(8)):
        for tool, args, mock in _steps(s):
            if tool != "git_rebase" or mock.is_error:
                continue
            checked += 1
            msg = mock.output.get("message", "")
            assert not re.match(r"[a-z]+(\([^)]*\))?!?: ", msg), (args, msg)
            if args.get("mode") == "abort":
                assert mock.output["rebasedCommits"] == 0 and (not msg or "abort" in msg.lower()), (args, mock.output)
            else:
                assert 0 < mock.output["rebasedCommits"] <= 12, (args, mock.output)
    assert checked


USER_INFO = _tool("get_current_user_info", "Get current user information", {"platform": {"type": "string"}}, ["platform"], _RESULT)
REFRESH = _tool("refresh_platform_username", "Refresh the cached username for a platform", {"platform": {"type": "string"}}, ["platform"],
                _RESULT)


def test_round_701_a_refreshed_username_is_the_signed_in_users(tmp_path):
    """Round 701 [6]: get_current_user_info said login brenda.holt, then refresh_platform_username answered username
    'lucas-harrell'. The username refreshed is the signed-in user's own."""
    checked = 0
    for s in _scenarios(tmp_path, [USER_INFO, REFRESH], seeds=range(8)):
        login = None
        for tool, _args, mock in _steps(s):
            if mock.is_error:
                continue
            if tool == "get_current_user_info":
                login = next((r["login"] for r in objects(mock.output) if isinstance(r.get("login"), str)), None)
            if tool == "refresh_platform_username" and login:
                checked += 1
                assert login in str(mock.output), (login, mock.output)
    assert checked




def test_round_702_a_note_read_after_it_was_made_was_not_updated_before():
    """Round 702 [7]: create_note answered created_at 2026-03-22T08:20, then get_note of it updated_at 2025-11-06: updated
    months before it existed. A record this request made, read back, was last touched when it was made."""
    checked = 0
    for s in _example("notes", range(6)):
        made: dict[str, str] = {}
        for tool, args, mock in _steps(s):
            if mock.is_error:
                continue
            if tool == "create_note" and isinstance(mock.output.get("created_at"), str):
                made[mock.output["id"]] = mock.output["created_at"]
            if tool == "get_note" and args.get("note_id") in made and isinstance(mock.output.get("updated_at"), str):
                checked += 1
                assert mock.output["updated_at"] >= made[args["note_id"]], (s.id, made, mock.output)
    assert checked


def test_round_702_a_pages_address_is_where_the_session_went():
    """Round 702 [14]: generator_read_log listed navigate https://shop.example.com/login, fill, click submit; then
    javascript_execute('return window.location.href;') answered https://github.com/about. The browser is where its
    session went."""
    checked = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=range(10)):
        went = None
        for tool, args, mock in _steps(s):
            if mock.is_error:
                continue
            text = mock.output.get("result") if isinstance(mock.output, dict) else None
            if tool == "generator_read_log" and isinstance(text, str):
                went = re.findall(r"action: navigate, target: (https?://[^\s)]+)", text)
            script = (args.get("params") or {}).get("script", "")
            if tool == "javascript_execute" and went and "location.href" in script:
                checked += 1
                host = went[-1].split("/")[2]
                assert host in str(text), (went, text)
    assert checked


def test_round_702_a_layer_after_effects_adds_is_named_as_its_kind():
    """Round 702 [5]: adobe_ae_layer(action='add_light') answered 'Adjustment Layer 1', locked; add_null answered the
    existing 'BG Solid', hidden. A layer AE adds is a new one, named as AE names its kind, visible and unlocked."""
    names = {"light": "Light 1", "camera": "Camera 1", "null": "Null 1", "solid": "Black Solid 1", "shape": "Shape Layer 1",
             "adjustment": "Adjustment Layer 1"}
    checked = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(16)):
        for tool, args, mock in _steps(s):
            action = (args.get("params") or {}).get("action", "")
            kind = action[4:] if action.startswith("add_") else None
            if tool != "adobe_ae_layer" or mock.is_error or kind not in names:
                continue
            checked += 1
            text = mock.output["result"]
            assert f"name: {names[kind]}" in text and "visible: True" in text and "locked: False" in text, (args, text)
    assert checked


def test_round_703_a_browser_session_started_hours_ago_not_months():
    """Round 703 [3], [13]: close_session answered started_at 2025-04-21 with completed_at 2025-10-06; get_session_info
    started_at 2024-05-06 beside console logs of 2025-02-08. A browser session started within hours of the scenario's
    now."""
    from datetime import datetime

    def stamps(text):
        return [datetime.fromisoformat(t.replace("Z", "+00:00")) for t in re.findall(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", text)]

    checked = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=range(6)):
        shown = " ".join(str(m.output) for m in s.mock_outputs)
        latest = max(stamps(shown), default=None)
        for tool, _args, mock in _steps(s):
            text = mock.output.get("result") if isinstance(mock.output, dict) else None
            if mock.is_error or not isinstance(text, str) or "started_at: " not in text:
                continue
            checked += 1
            started = stamps(re.search(r"started_at: (\S+)", text)[1])[0]
            assert (latest - started).total_seconds() <= 24 * 3600, (tool, text, latest)
    assert checked


def test_round_703_index_info_shows_the_schema():
    """Round 703 [5]: get_index_info ('Retrieve schema and information about a specific Redis index using FT.INFO')
    answered only 'name: idx:docs, num_docs: 68379'. FT.INFO shows the index's definition and attributes, with the
    num_docs get_indexes listed for it."""
    checked = 0
    for s in _shared("redis-mcp-redis", seeds=range(6)):
        for tool, args, text, listed in _indexed_text_steps(s):
            if tool == "get_index_info":
                checked += 1
                assert "type: TEXT" in text or "type: VECTOR" in text, (args, text)
                if args["index_name"] in listed:
                    assert f"num_docs: {listed[args['index_name']]}" in text, (listed, text)
    assert checked


def test_round_704_one_users_keys_name_one_person():
    """Round 704 [7]: json_get(user:1042:settings) named 'Darrell Odom', hgetall(user:1042:profile) 'Lydia Elliott' with
    email brittany@globex.net. Every key of one user names that user, with an address of their own."""
    from seer.generate.symbolic.mocks.kv_people import owner_person

    name, email = owner_person("user:1042:profile")
    assert owner_person("user:1042:settings") == (name, email) and owner_person("cache:home") is None
    assert email.split("@")[0] == ".".join(re.sub(r"[^a-z ]", "", name.lower()).split()[::len(name.split()) - 1])
    checked = 0
    for s in _shared("redis-mcp-redis", seeds=range(8)):
        for tool, args, mock in _steps(s):
            if tool == "hgetall" and not mock.is_error and str(args.get("name", "")).startswith("user:"):
                checked += 1
                want = owner_person(args["name"])
                assert mock.output.get("full_name") == want[0] and mock.output.get("email") == want[1], (args, mock.output)
    assert checked


TAB_NEW = _tool("tab_new", "Open a new browser tab", {"url": {"type": "string", "description": "URL to open in the new tab"}}, ["url"])
REFRESH_PAGE = _tool("refresh_page", "Refresh the current page in the browser", {}, [])


def test_round_704_a_refresh_reloads_the_tab_just_opened(tmp_path):
    """Round 704 [10]: tab_new(url=https://lang-maldonado.io), tab_select(1), then refresh_page answered
    https://levy.org/docs/getting-started. The tab opened or selected is the page the browser shows."""
    checked = 0
    for s in _scenarios(tmp_path, [TAB_NEW, REFRESH_PAGE], seeds=range(8)):
        shown = None
        for tool, _args, mock in _steps(s):
            if mock.is_error:
                continue
            tab = mock.output.get("tab") if isinstance(mock.output, dict) else None
            if tool in ("tab_new", "tab_select") and isinstance(tab, dict) and tab.get("url"):
                shown = tab["url"]
            if tool == "refresh_page" and shown:
                checked += 1
                assert mock.output["page"]["url"] == shown, (shown, mock.output)
    assert checked


def test_round_704_a_text_files_listed_size_is_its_texts():
    """Round 704 [12]: list_directory_with_sizes said main.py is 63,283 bytes, then read_text_file of it answered eight
    lines. A text file's size is its text's byte count."""
    checked = 0
    for s in _shared("filesystem", seeds=range(6)):
        sizes: dict[str, int] = {}
        for tool, args, mock in _steps(s):
            text = mock.output.get("content") if isinstance(mock.output, dict) else None
            if mock.is_error or not isinstance(text, str):
                continue
            sizes.update({p: int(n) for p, n in re.findall(r"^- (\S+) \(size: (\d+)", text, re.M)})
            if tool == "read_text_file" and args.get("path") in sizes and args["path"].endswith((".py", ".md", ".json", ".txt")):
                checked += 1
                assert sizes[args["path"]] == len(text.encode()), (args, sizes[args["path"]], len(text.encode()))
    assert checked


def test_round_704_items_of_a_layer_given_by_number_share_it_and_usages_are_comps():
    """Round 704 [8], [17]: ai_list_items(layer=8) listed items on Artwork, Logo and Text with scope 'Hero image';
    ae_find_usage ('every comp/layer where a project item is used') listed 'Body copy', 'Ellipse 1' with ids usa_....
    The items of one layer share it (the scope says it); a usage is a comp and a layer."""
    items = usages = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(4)):
        for tool, args, mock in _steps(s):
            if mock.is_error:
                continue
            if tool == "ai_list_items" and isinstance(args.get("layer"), int) and isinstance(mock.output.get("data"), dict):
                data = mock.output["data"]
                layers = {i.get("layer") for i in data.get("items", [])}
                if data.get("items"):
                    items += 1
                    assert len(layers) == 1 and data.get("scope") in layers | {None}, (args, data)
            if tool == "ae_find_usage":
                usages += 1
                listed = next(v for v in mock.output.values() if isinstance(v, list))
                assert all("comp" in u and isinstance(u.get("layer"), int) for u in listed), mock.output
    assert items and usages


def test_round_705_a_select_by_items_answers_those_items():
    """Round 705 [15]: ai_select(items=[72], layer=5) answered the item of index 3, a PlacedItem 'Texture.jpg'; with
    kind='PathItem' a GroupItem, with name_contains='Icon set' 'Logo'. The item selected is the one named, of the kind
    and name asked."""
    checked = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(8)):
        for tool, args, mock in _steps(s):
            item = mock.output.get("item") if isinstance(mock.output, dict) else None
            if tool != "ai_select" or mock.is_error or not isinstance(item, dict):
                continue
            if isinstance(args.get("items"), list) and args["items"] and isinstance(args["items"][0], int):
                checked += 1
                assert item["index"] == args["items"][0], (args, item)
            if args.get("kind") in ("PathItem", "GroupItem", "TextFrame", "PlacedItem"):
                assert item["type"] == args["kind"], (args, item)
            if isinstance(args.get("name_contains"), str):
                assert args["name_contains"].lower() in item["name"].lower(), (args, item)
    assert checked


def test_round_705_an_exported_video_is_a_videos_size():
    """Round 705 [2]: adobe_pr_export(file_path=.../interview-edit.mp4) answered size 1812 (bytes): the size of the
    tool's default format, not of the file it wrote. A file's size is its own extension's."""
    checked = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(8)):
        for tool, args, mock in _steps(s):
            text = mock.output.get("result") if isinstance(mock.output, dict) else None
            if mock.is_error or not isinstance(text, str) or not re.search(r"path: \S+\.mp4\nsize: \d+", text):
                continue
            checked += 1
            assert int(re.search(r"size: (\d+)", text)[1]) >= 1_000_000, (tool, args, text)
    assert checked


def test_round_706_an_elements_tag_fits_its_text_and_git_add_stages_what_it_was_given():
    """Round 706 [6], [15]: get_interactive_elements listed a <select> 'Submit order' and an <input> saying 'Checkout';
    verify_element_visible(e136) a <select> the click then called a <button>. [10] git_add staged 2 files beside a
    status counting 1, and git_add(paths=[.../notes.txt]) staged lib/index.ts. A control with a label is a button or a
    link; git add stages the files it was given, and its status counts them."""
    checked = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=range(4)) + _shared("selenium", seeds=range(4)):
        for mock in s.mock_outputs:
            for rec in objects(mock.output):
                if isinstance(rec.get("tag"), str) and isinstance(rec.get("text"), str) and rec["text"] and "ref" in rec:
                    checked += 1
                    assert rec["tag"] not in ("select", "input", "textarea"), rec
    staged = 0
    for s in _shared("git", seeds=range(6)):
        for tool, args, mock in _steps(s):
            if tool != "git_add" or mock.is_error:
                continue
            out = mock.output
            count = out.get("status", {}).get("staged_changes", {}).get("files_changed")
            if isinstance(count, int):
                staged += 1
                assert count == len(out["stagedFiles"]) == out["totalFiles"], out
            if isinstance(args.get("paths"), list):
                assert all(any(g.endswith(f) for g in args["paths"]) for f in out["stagedFiles"]), (args, out)
    assert checked and staged


def test_round_707_counts_overprint_and_blame_read_as_their_servers():
    """Round 707 [17]: get_indexes listed vector_index with num_docs 15296, then get_indexed_keys_number(vector_index)
    answered 467. [11] get_overprint_info ('overprint settings with K100/rich black detection') answered {id: ove_...,
    name: 'Rectangle 3'}. [14] git_blame(utils.py) of a whole file blamed one line. An index's key count is the num_docs
    listed; overprint says what overprints, in which black, on purpose or not; a whole file's blame covers its lines."""
    counted = 0
    for s in _shared("redis-mcp-redis", seeds=range(8)):
        for tool, args, text, listed in _indexed_text_steps(s):
            if tool == "get_indexed_keys_number" and args.get("index_name") in listed:
                counted += 1
                assert f"count: {listed[args['index_name']]}" in text, (listed, text)
    over = blamed = 0
    for s in _shared("illustrator", seeds=range(6)):
        for tool, _args, mock in _steps(s):
            if tool == "get_overprint_info" and not mock.is_error:
                over += 1
                rec = mock.output["overprint"]
                assert "id" not in rec and rec["intent"] in ("intentional", "accidental") and "K100" in rec["color"], rec
    for s in _shared("git", seeds=range(8)):
        for tool, args, mock in _steps(s):
            if tool == "git_blame" and not mock.is_error and not any(k.startswith(("start", "end")) for k in args):
                blamed += 1
                assert (len(mock.output["lines"]) > 1 or mock.output["totalLines"] == 1) \
                    and mock.output["totalLines"] >= len(mock.output["lines"]), mock.output  # a one-line notes.txt: one line
    assert counted and over and blamed
