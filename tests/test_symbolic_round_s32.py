"""Session 32: the speed step's exactness (memoised verdicts, one-walk leaves) and the reading rounds' fixes."""

from __future__ import annotations

import re

from seer.harness.checks import keyed_leaves, leaves, objects
from seer.kinds.fit import valid


def test_memoised_verdict_keeps_the_type_of_a_scalar():
    schema = {"type": "integer", "minimum": 0}
    assert valid(schema, 1)
    assert not valid(schema, True)  # True == 1 and hash(True) == hash(1): the memo must not confuse them
    assert valid(schema, 1)
    assert not valid(schema, 1.5)
    enum = {"enum": [1, "a"]}
    assert valid(enum, 1) and valid(enum, "a") and not valid(enum, "b") and not valid(enum, 2)


def test_leaves_and_objects_keep_document_order():
    doc = {"a": 1, "b": {"c": None, "d": [2, {"e": "x"}, [3]]}, "f": "y"}
    assert leaves(doc) == [1, 2, "x", 3, "y"]
    assert leaves(doc, keys=True) == ["a", 1, "b", "c", "d", 2, "e", "x", 3, "f", "y"]
    assert leaves("s") == ["s"] and leaves(None) == []
    assert objects(doc) == [doc, doc["b"], doc["b"]["d"][1]]
    assert list(keyed_leaves(doc))[:2] == [("a", 1), ("c", None)]


from tests.test_symbolic_mock_round_s26 import _shared, _steps  # noqa: E402

_SEEDS = (960, 961, 0, 1, 2, 3, 4, 5)


def test_a_layer_moved_goes_somewhere_and_is_there_after():
    """illustrator-mograph-mcp n007-2cc48071 (seed 960): ae_reorder_layer "Give exactly one of to_index (1 = top),
    before, after" was called with none of them ("move layer 1", to nowhere), and the layer stayed at 1."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=_SEEDS):
        for tool, args, mock in _steps(s):
            if tool not in ("ae_reorder_layer", "ai_reorder_layer") or mock.is_error:
                continue
            given = [k for k in ("to_index", "before", "after") if args.get(k) is not None]
            if tool == "ae_reorder_layer":
                assert len(given) == 1, (s.id, args)
            layer = mock.output.get("layer") if isinstance(mock.output, dict) else None
            if isinstance(args.get("to_index"), int) and isinstance(layer, dict) and "index" in layer:
                assert layer["index"] == args["to_index"] and "to_index" not in layer, (s.id, args, layer)
                seen += 1
            old, after = args.get("layer"), args.get("after")
            if isinstance(old, int) and isinstance(after, int) and after != old and isinstance(layer, dict):
                assert layer.get("index") == (after + 1 if after < old else after), (s.id, args, layer)  # 1 = top
                seen += 1
    assert seen >= 2, seen


def test_an_imported_context_file_is_the_document_its_type_says():
    """selenium n013-b5502e78 (seed 961): analyzer_import_context imported users.csv as an API spec, described as
    "Please review the updated figures before Friday. Can we ship the fix in today's release?"."""
    seen = 0
    for s in _shared("selenium", seeds=_SEEDS):
        for tool, args, _mock in _steps(s):
            if tool != "analyzer_import_context" or args.get("sourceType") != "file":
                continue
            kind, source = args.get("contextType"), args.get("source", "")
            want = {"api_spec": "openapi.yaml", "test_plan": "test-plan.md", "prd": "prd.md", "architecture": "architecture.md",
                    "general": "notes.md"}.get(kind)
            if want:
                assert source.endswith("/" + want), (s.id, args)
                seen += 1
            if isinstance(args.get("description"), str):
                assert "?" not in args["description"] and len(args["description"].split()) <= 6, (s.id, args)
    assert seen >= 3, seen


def test_a_redis_json_path_is_one_its_document_has_and_a_set_keeps_its_kind():
    """redis-mcp-redis n006-7455fc9f (seed 962): json_get(feature_flags, $.items[0].price) answered a price from a
    feature-flag document; json_set put {"status": "active", ...} at user:1042:settings' $.address.city."""
    import json

    fields = {"feature_flags": {"new_checkout", "dark_mode"},
              "config:app": {"theme", "max_upload_mb", "maintenance_mode", "locales"},
              "user:1042:settings": {"theme", "language", "notifications", "timezone"}}
    seen = sets = 0
    for s in _shared("redis-mcp-redis", seeds=_SEEDS):
        for tool, args, mock in _steps(s):
            if tool not in ("json_get", "json_set", "json_del") or mock.is_error or args.get("name") not in fields:
                continue
            path = args.get("path", "$")
            if path != "$":
                assert re.match(r"\$\.(\w+)", path)[1] in fields[args["name"]], (s.id, args)
                seen += 1
            if tool == "json_set" and path != "$":
                value = json.loads(args["value"])
                assert not isinstance(value, dict), (s.id, args)  # a leaf takes a leaf, not a whole document
                sets += 1
            if tool == "json_set" and path == "$":
                assert set(json.loads(args["value"])) == fields[args["name"]], (s.id, args)
                sets += 1
    assert seen >= 8 and sets >= 3, (seen, sets)


def test_a_browser_just_launched_is_taken_to_a_page_before_a_click():
    """selenium-selenium-mcp-pypi n007-838ce016 (seed 962): open_browser, then click_element(index=1) on the blank
    page, then open_url."""
    from seer.generate.symbolic.starts import starts

    on_page = {"click", "type", "hover", "element", "fill", "press", "scroll", "screenshot", "text"}
    goes = {"navigate", "goto", "url", "visit"}
    plans = 0
    for spec in ("selenium-selenium-mcp-pypi", "selenium-mcp-selenium-pypi", "selenium"):
        for s in _shared(spec, seeds=_SEEDS):
            tools = [tool for tool, _a, _m in _steps(s)]
            launch = next((i for i, t in enumerate(tools) if starts(t)), None)
            nav = next((i for i, t in enumerate(tools) if launch is not None and i > launch and set(t.split("_")) & goes), None)
            if launch is None or nav is None:
                continue
            plans += 1
            between = tools[launch + 1:nav]
            assert not (between and all(set(t.split("_")) & on_page for t in between)), (s.id, tools)
    assert plans >= 3, plans


def test_a_selection_steps_by_pixels_and_a_text_layer_is_converted_not_replaced():
    """illustrator-adobe-mcp n003-6628aca2 (seed 963): adobe_ps_selection(action=contract, width=640), and
    adobe_ps_smart_object(replace_contents) on the text layer the request had just made."""
    steps = texts = 0
    for s in _shared("illustrator-adobe-mcp", seeds=(963, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9)):
        made: set[str] = set()
        for tool, args, mock in _steps(s):
            params = args.get("params", args)
            if tool == "adobe_ps_text" and not mock.is_error:
                made.add(str(params.get("layer_name") or params.get("text")))
            if tool == "adobe_ps_selection" and params.get("action") in ("contract", "expand", "smooth", "feather"):
                assert not isinstance(params.get("width"), int) or params["width"] <= 50, (s.id, params)
                steps += 1
            if tool == "adobe_ps_smart_object" and params.get("layer_name") in made:
                assert params.get("action") not in ("replace_contents", "edit_contents", "export_contents"), (s.id, params)
                texts += 1
    assert steps >= 2 and texts >= 1, (steps, texts)


def test_a_project_settings_file_names_its_project_and_a_layer_drawn_on_is_unlocked():
    """filesystem m000-980ab61d (seed 964): /home/ivan/projects/mobile-app/settings.json written with "name": "webshop";
    illustrator e002-99f45577: get_layers listed Background locked, and the next call drew an ellipse on it."""
    import json

    import random

    from seer.kinds.files import file_text

    for project in ("mobile-app", "ledger-api", "design-system"):
        for path in (f"/home/ivan/projects/{project}/settings.json", f"/home/ivan/projects/{project}/config/app.json"):
            assert json.loads(file_text(path, random.Random(7)))["name"] == project, path
    named = 1
    drawn = 0
    for s in _shared("illustrator", seeds=(964, 0, 1, 2, 3, 4, 5)):
        listed: dict[str, bool] = {}
        for tool, args, mock in _steps(s):
            for layer in (mock.output.get("layers") or []) if isinstance(mock.output, dict) else []:
                if isinstance(layer, dict) and "locked" in layer:
                    listed[layer.get("name")] = layer["locked"]
            if tool.startswith("create_") and args.get("layer_name") in listed:
                assert listed[args["layer_name"]] is False, (s.id, tool, args)
                drawn += 1
    assert named >= 1 and drawn >= 3, (named, drawn)


def test_a_log_until_a_moment_holds_nothing_after_it_and_a_hash_field_stays_in_its_hash():
    """git-official e000-613b32a3 (seed 965): git_log(end_timestamp=2025-03-20T07:45:00Z) answered a commit of
    2025-04-20; redis-mcp-redis n014-86d7ae97: hget(session:8f3a2c, last_login), then hdel(product:sku-1048,
    last_login)."""
    bounded = 0
    for s in _shared("git-official", seeds=(965, *range(10))):
        for tool, args, mock in _steps(s):
            end = args.get("end_timestamp")
            if tool == "git_log" and isinstance(end, str) and not mock.is_error:
                for c in mock.output.get("commits") or []:
                    assert str(c.get("date", ""))[:10] <= end[:10], (s.id, end, c)
                    bounded += 1
    moved = 0
    for s in _shared("redis-mcp-redis", seeds=(965, *range(10))):
        read: dict[str, str] = {}
        for tool, args, mock in _steps(s):
            text = str(mock.output.get("result", "")) if isinstance(mock.output, dict) else ""
            said = dict(re.findall(r"^(name|key): (.+)$", text, re.M))
            if tool == "hget" and not mock.is_error and "key" in said:
                read[said["key"]] = said["name"]
            if tool in ("hdel", "hset", "hexists") and args.get("key") in read:
                assert args["name"] == read[args["key"]], (s.id, tool, args, read)
                moved += 1
    assert bounded >= 2 and moved >= 1, (bounded, moved)


def test_a_file_shown_is_its_code_one_dropdown_one_option_and_a_tangent_per_vertex():
    """Round 966: git_show(filePath=src/api/index.ts) answered a blob of release-note prose (git m000-30500d10);
    select_option picked [Blue, Monthly] in the colour dropdown (selenium-ai-agent-pypi n010-e9e5dc69); ae_add_shape
    gave four vertices and one in-tangent (illustrator-mograph-mcp n026-e711fe36)."""
    from seer.generate.symbolic.sensible import _DROPDOWN_OF

    shown = picked = shaped = 0
    for s in _shared("git", seeds=(966, *range(8))):
        for tool, args, mock in _steps(s):
            path = args.get("filePath")
            if tool == "git_show" and isinstance(path, str) and path.endswith((".ts", ".py", ".js", ".go")) and not mock.is_error:
                assert "release notes" not in mock.output.get("content", "") and "\n" in mock.output.get("content", ""), (s.id, mock.output)
                shown += 1
    for s in _shared("selenium-ai-agent-pypi", seeds=(966, *range(8))):
        for tool, args, _mock in _steps(s):
            values = args.get("params", {}).get("values")
            if tool == "select_option" and isinstance(values, list) and values and all(v in _DROPDOWN_OF for v in values):
                assert len({_DROPDOWN_OF[v] for v in values}) == 1, (s.id, args)
                picked += 1
    for s in _shared("illustrator-mograph-mcp", seeds=(966, *range(8))):
        for tool, args, _mock in _steps(s):
            if tool == "ae_add_shape" and isinstance(args.get("vertices"), list):
                for k in ("in_tangents", "out_tangents"):
                    if isinstance(args.get(k), list):
                        assert len(args[k]) == len(args["vertices"]), (s.id, args)
                        shaped += 1
    from seer.generate.symbolic.sensible import fit_tangents_per_vertex  # the shapes drawn move with the rng: directly too

    made = {"vertices": [[0, 0], [100, 0], [100, 100], [0, 100]], "in_tangents": [[40, 20]], "out_tangents": [[1, 2], [3, 4]]}
    fit_tangents_per_vertex(made, {})
    shaped += sum(len(made[k]) == 4 for k in ("in_tangents", "out_tangents"))
    assert shown >= 1 and picked >= 2 and shaped >= 2, (shown, picked, shaped)


def test_forward_only_after_back():
    """selenium-selenium-mcp-pypi n007-cdbe0e11 (seed 968): open_new_tab(url), then navigate_forward: a page just
    opened has nothing ahead of it (any navigation clears the forward history)."""
    plans = 0
    for spec in ("selenium-selenium-mcp-pypi", "selenium-mcp-selenium-pypi", "selenium", "selenium-ai-agent-pypi"):
        for s in _shared(spec, seeds=(968, *range(8))):
            tools = [tool for tool, _a, _m in _steps(s)]
            for i, t in enumerate(tools):
                ws = set(t.split("_"))
                if "forward" in ws and len(tools) > 1:
                    went = any(set(x.split("_")) & {"navigate", "url", "goto", "new", "open", "start"}
                               and not set(x.split("_")) & {"back", "forward"} for x in tools[:i])
                    assert not went or any("back" in x.split("_") for x in tools[:i]), (s.id, tools)
                    plans += 1
    assert plans >= 3, plans


def test_an_adobe_app_runs_its_own_script_and_saves_its_own_document():
    """illustrator-adobe-mcp n014-7e52fc50 (seed 969): adobe_run_jsx(app=mediaencoder,
    code="app.activeDocument.artboards[0].name;") and adobe_save_file(app=mediaencoder) answering spring-poster.ai."""
    from seer.generate.symbolic.mocks.app_files import NATIVE
    from seer.generate.symbolic.sensible import _JSX_OF

    scripts = saves = 0
    for s in _shared("illustrator-adobe-mcp", seeds=(969, *range(10))):
        for tool, args, mock in _steps(s):
            params = args.get("params", args)
            app = params.get("app")
            if tool == "adobe_run_jsx" and app in _JSX_OF and str(params.get("code", "")).startswith(("app.", "an.")):
                assert params["code"] in _JSX_OF[app], (s.id, params)
                scripts += 1
            text = str(mock.output.get("result", "")) if isinstance(mock.output, dict) else ""
            saved = re.search(r"^path: .*\.(\w+)$", text, re.M)
            if tool == "adobe_save_file" and app in NATIVE and saved and saved[1] in NATIVE.values() and "action: save" in text:
                assert saved[1] == NATIVE[app], (s.id, params, text)
                saves += 1
    assert scripts >= 3 and saves >= 2, (scripts, saves)


def test_no_click_or_reload_on_the_blank_page_of_a_browser_just_launched():
    """selenium-selenium-mcp-pypi n001-96dd402f (seed 970) and n003-17cd374c (seed 967): open_browser, then
    refresh_page or type_into_element with no page opened."""
    from seer.generate.symbolic.starts import on_page, starts

    plans = 0
    for spec in ("selenium-selenium-mcp-pypi", "selenium-mcp-selenium-pypi", "selenium"):
        for s in _shared(spec, seeds=(967, 970, *range(6))):
            tools = [tool for tool, _a, _m in _steps(s)]
            if not any(starts(t) for t in tools) or len(tools) < 2:
                continue
            plans += 1
            went = any(set(t.split("_")) & {"navigate", "url", "goto", "visit"} for t in tools)
            assert went or not any(on_page(t) or set(t.split("_")) & {"refresh", "reload"} for t in tools), (s.id, tools)
    assert plans >= 4, plans


def test_a_reaction_after_a_post_in_its_channel_reacts_to_a_message_shown():
    """slack n002-5e73d987 (seed 971): slack_post_message answered ts 1754850280.597740, then slack_add_reaction "with
    it" reacted to 1722736838.660681, a message never shown (Slack's `ts` is the message's timestamp: no edge linked them)."""
    from seer.harness.checks import leaves

    linked = 0
    for s in _shared("slack", seeds=(971, *range(10))):
        shown: set[str] = set()
        posted_in: set[str] = set()
        for tool, args, mock in _steps(s):
            if tool == "slack_add_reaction" and args.get("channel_id") in posted_in:
                assert args["timestamp"] in shown, (s.id, args, shown)
                linked += 1
            if not mock.is_error:
                shown |= {v for v in leaves(mock.output) if isinstance(v, str) and re.fullmatch(r"\d{10}\.\d{6}", v)}
                if tool == "slack_post_message":
                    posted_in.add(args.get("channel_id"))
    assert linked >= 2, linked


def test_a_file_read_as_text_is_not_then_viewed_as_media():
    """filesystem n003-104670f4 (seed 0, after the s32 planner changes): read_file(index.ts), read_multiple_files, then
    read_media_file(index.ts) handed on from the text read: a TypeScript file viewed as an image; search_files(*.csv) and
    list_directory handing read_media_file a CSV or settings.json to view."""
    views = 0
    for s in _shared("filesystem", seeds=range(12)):
        read_as_text: set[str] = set()
        for tool, args, _m in _steps(s):
            if tool in ("read_file", "read_text_file"):
                read_as_text.add(args.get("path"))
            if tool == "read_multiple_files":
                read_as_text |= set(args.get("paths") or [])
            if tool == "read_media_file":
                views += 1
                assert args.get("path") not in read_as_text, (s.id, args)
                assert re.search(r"\.(png|jpe?g|gif|webp|svg|mp3|wav|ogg|flac|m4a|mp4|mov|webm)$", args.get("path", "")), (s.id, args)
    assert views >= 5, views
