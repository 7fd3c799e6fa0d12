"""The s30 reading rounds (seeds 928+ over the shared specs and candidates): each test names the record that
read as absurd and holds the property that makes it read right."""

from __future__ import annotations

from tests.test_symbolic_mock_round_s26 import _shared, _steps

_SEEDS = (928, 0, 1, 2, 3, 4, 5)


def _artboard_steps():
    for s in _shared("illustrator", seeds=_SEEDS):
        for tool, args, mock in _steps(s):
            if not mock.is_error and isinstance(mock.output, dict):
                yield s, tool, args, mock.output


def test_a_listing_asked_for_one_position_lists_that_one():
    """illustrator n015-a309d4be (seed 928): get_artboards(index=6) "Get a specific artboard by index" listed three
    artboards, every one at index 6."""
    seen = 0
    for s, tool, args, out in _artboard_steps():
        if tool == "get_artboards" and isinstance(args.get("index"), int):
            boards = out["artboards"]
            assert [b["index"] for b in boards] == [args["index"]], (s.id, args, boards)
            seen += 1
    assert seen >= 3


def test_listed_positions_are_never_shared():
    """The same record: no listing of layers or artboards puts two at one index."""
    seen = 0
    for spec in ("illustrator", "illustrator-mograph-mcp"):
        for s in _shared(spec, seeds=_SEEDS[:4]):
            for _tool, _args, mock in _steps(s):
                out = mock.output if isinstance(mock.output, dict) else {}
                for key in ("artboards", "layers"):
                    items = out.get(key)
                    if isinstance(items, list) and len(items) > 1 and all(isinstance(i, dict) and "index" in i for i in items):
                        idx = [i["index"] for i in items]
                        assert len(set(idx)) == len(idx), (s.id, items)
                        seen += 1
    assert seen >= 10


def test_an_added_artboard_has_the_rect_it_was_given_and_a_name_of_its_own():
    """illustrator n015-a309d4be (seed 928): manage_artboards(add, rect 1280x720) answered an artboard of 1281x747
    named "Hero banner", the name get_artboards had just listed."""
    seen = 0
    for s in _shared("illustrator", seeds=range(12)):
        shown: set[str] = set()
        for tool, args, mock in _steps(s):
            out = mock.output if isinstance(mock.output, dict) and not mock.is_error else {}
            for b in out.get("artboards", []):
                shown.add(b.get("name"))
            made = out.get("artboard")
            if tool == "manage_artboards" and args.get("action") in ("add", "resize") and isinstance(made, dict):
                rect = args.get("rect") or {}
                for f in ("width", "height"):
                    assert made[f] == rect[f], (s.id, args, made)
                if args["action"] == "add":
                    assert made.get("name") not in shown, (s.id, shown, made)
                seen += 1
    assert seen >= 3


def test_an_action_takes_what_its_description_gives_it_and_nothing_else():
    """illustrator e001 / n010 (seeds 0-11): manage_artboards(rename) with no index "Required for remove/resize/rename",
    remove(index, name="Artboard 1") with the "New name for rename action", a rename failing 404 on the new name,
    and rearrange in 85 columns."""
    seen = 0
    for s in _shared("illustrator", seeds=range(12)):
        for tool, args, mock in _steps(s):
            if tool != "manage_artboards":
                continue
            act = args["action"]
            seen += 1
            assert ("index" in args) == (act in ("remove", "resize", "rename", "fit_to_art")), (s.id, args)
            assert ("rect" in args) == (act in ("add", "resize")), (s.id, args)
            assert "name" not in args or act == "rename", (s.id, args)
            assert args.get("rows_or_cols", 1) <= 8, (s.id, args)
            if mock.is_error:
                assert "name" not in mock.output["error"], (s.id, mock.output)
    assert seen >= 10


def test_one_cluster_has_one_node_count_and_one_health():
    """elasticsearch-py n000-8f3bc709 (seed 928): get_cluster_stats said 2 nodes, get_cluster_health on the same
    cluster 5."""
    seen = 0
    for s in _shared("elasticsearch-py", seeds=(928, 0, 1, 2, 3)):
        nodes, status = set(), set()
        for _tool, _args, mock in _steps(s):
            out = mock.output if isinstance(mock.output, dict) and not mock.is_error else {}
            for rec in (out.get("stats"), out.get("health")):
                if isinstance(rec, dict):
                    nodes |= {rec[k] for k in ("nodes", "number_of_nodes") if isinstance(rec.get(k), int)}
                    status |= {rec["status"]} if isinstance(rec.get("status"), str) else set()
        if len(nodes | status) > 2 or len(nodes) > 1:
            raise AssertionError((s.id, nodes, status))
        seen += len(nodes) == 1 and len(status) == 1
    assert seen >= 5


def test_an_element_found_by_a_selector_is_the_tag_its_last_compound_names():
    """selenium-mcp-selenium-pypi n007-b1da363d (seed 928): wait_for("form#login input[name='email']") answered
    tag: form, the ancestor, for the email input."""
    import re

    seen = 0
    for spec in ("selenium-mcp-selenium-pypi", "selenium"):
        for s in _shared(spec, seeds=(928, 0, 1, 2)):
            for _tool, args, mock in _steps(s):
                sel = args.get("selector") if isinstance(args.get("selector"), str) else None
                if sel is None or mock.is_error:
                    continue
                m = re.match(r"([a-z][a-z0-9]*)(?=[\[#.:]|$)", re.split(r"\s*[>+~]\s*|\s+", sel.strip())[-1])
                text = json_text = str(mock.output)
                said = re.search(r"tag: (\w+)|'tag': '(\w+)'", text)
                if m and said:
                    assert m[1] == (said[1] or said[2]), (s.id, sel, json_text[:300])
                    seen += 1
    assert seen >= 3


def test_a_new_alias_is_named_for_its_index():
    """elasticsearch-py n007-7898e792 (seed 929): put_alias(index=logs-2024.09, name=products-write)."""
    import re

    seen = 0
    for s in _shared("elasticsearch-py", seeds=(929, 0, 1, 2, 3, 4, 5)):
        for tool, args, _mock in _steps(s):
            if tool in ("put_alias", "create_alias") and isinstance(args.get("index"), str) and isinstance(args.get("name"), str):
                assert args["name"].startswith(re.split(r"[-_.]", args["index"])[0] + "-"), (s.id, args)
                seen += 1
    assert seen >= 3


def test_a_preflight_or_a_save_takes_no_page_size():
    """illustrator-adobe-mcp n017-590224d9 (seed 929): adobe_id_document(action=preflight, width=640, height=480)."""
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=(929, 0, 1, 2, 3)):
        for tool, args, _mock in _steps(s):
            body = args.get("params") if isinstance(args.get("params"), dict) else args
            if tool.endswith("_document") and isinstance(body.get("action"), str):
                seen += 1
                if body["action"].split("_")[0] not in ("new", "create", "resize", "set", "crop"):
                    assert not {"width", "height"} & set(body), (s.id, tool, body)
    assert seen >= 10


def test_a_value_from_a_single_result_is_not_said_to_come_from_a_list():
    """mograph n003-f3889505 (seed 928) and n014-f22cdc40 (seed 929): after ae_new_comp answered one comp, "render a
    comp's frames (the comp name "Intro 1080p" from that list)"."""
    def listed(o) -> bool:
        return isinstance(o, dict) and (any(isinstance(v, list) and len(v) > 1 for v in o.values())
                                        or str(o.get("result", "")).count("\n- ") >= 1 or any(listed(v) for v in o.values()))

    checked = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(928, 929)):
        named = s.id.endswith(("n003-f3889505", "n014-f22cdc40")) and any(c.tool == "ae_new_comp" for c in s.expected_tools)
        # (s45: n014-f22cdc40 of seed 929 is another plan now, with no comp made: a comp just made gets no layer work)
        for t, turn in enumerate(s.conversation):
            earlier = [s.mock_outputs[i].output for tn in s.conversation[:t + 1] for i in tn.calls[:-1 if tn is turn else None]]
            # (s45: a listing earlier in the same turn is "that list" too: "enumerate layers, then activate a layer (the
            # name Text from that list)")
            if "from that list" in turn.user:
                assert any(listed(o) for o in earlier), (s.id, turn.user)
            if named and t > 0:
                assert "comp name" in turn.user and "from that list" not in turn.user, (s.id, turn.user)
                checked += 1
    assert checked >= 1, checked


def test_a_gradient_runs_from_start_to_end_and_is_said_stop_by_stop():
    """illustrator n018-e11efaae (seed 930): create_gradient(name="Hero image", stops at position 0 and 0), asked for
    as "a position of 0, the value 89, mid point 18 and the color CMYK 25, 78, 59, 88"."""
    seen = 0
    for s in _shared("illustrator", seeds=(930, 0, 1, 2)):
        for t in s.conversation:
            for i in t.calls:
                call = s.expected_tools[i]
                if call.tool != "create_gradient":
                    continue
                seen += 1
                at = [st["position"] for st in call.arguments["stops"]]
                assert at == sorted(at) and at[0] == 0 and at[-1] == 100 and len(set(at)) == len(at), (s.id, at)
                assert call.arguments["name"] in ("Sunset fade", "Brand blue ramp", "Warm glow", "Steel sheen"), call.arguments
                assert "the stops " in t.user and " at 100" in t.user and "the position" not in t.user, (s.id, t.user)
    assert seen >= 3


def _es_steps():
    for spec in ("elasticsearch", "elasticsearch-py"):
        for s in _shared(spec, seeds=(929, 930, 935, 0, 1, 2)):
            for tool, args, mock in _steps(s):
                yield s, tool, args, mock


def test_what_an_index_holds_follows_its_name():
    """elasticsearch-py n001-7f7f779f (seed 930) and n002-cac90562 (seed 929): an "On-call handbook" whose content read
    "I could not reproduce the bug on staging" indexed into orders-2024.05, an incident review into metrics-2024.02; a
    search of a metrics index for "pricing page", hits of cpu.usage_pct 848.1."""
    from seer.generate.symbolic.index_domains import domain_of

    docs = hits = 0
    for s, tool, args, mock in _es_steps():
        index = args.get("index")
        own = domain_of(index) if isinstance(index, str) else None
        if own is None or mock.is_error:
            continue
        if tool == "index_document" and isinstance(args.get("document"), dict):
            assert set(args["document"]) <= set(own), (s.id, index, args["document"])
            made = mock.output.get("document", {}) if isinstance(mock.output, dict) else {}
            assert "title" not in made or "title" in args["document"], (s.id, made)
            docs += 1
        if tool in ("get_document", "delete_document") and isinstance(mock.output, dict):  # n002-603e1ee0 (seed 935):
            rec = mock.output.get("document") or {}  # a log line deleted from logs-2024.11 was an "Onboarding guide"
            assert set(rec) - {"id", "index", "cluster", "_index", "_id"} <= set(own), (s.id, index, rec)
            docs += 1
        body = args.get("queryBody") or args.get("body")
        match = body.get("query", {}).get("match") if isinstance(body, dict) and isinstance(body.get("query"), dict) else None
        if "search" in tool and isinstance(match, dict):
            assert set(match) <= set(own), (s.id, index, match)
            out = mock.output.get("hits") if isinstance(mock.output, dict) else None
            for hit in out if isinstance(out, list) else []:
                src = hit.get("_source", {})
                assert set(src) <= set(own), (s.id, index, src)
                if str(src.get("metric", "")).endswith("_pct"):
                    assert 0 <= src["value"] <= 100, (s.id, src)
                hits += 1
    assert docs >= 3 and hits >= 10, (docs, hits)


def test_an_analysis_filters_token_attributes_not_html_ones():
    """elasticsearch-py n002-cac90562 (seed 929): analyze_text(attributes=["data-testid", "value"])."""
    seen = 0
    for s, tool, args, _mock in _es_steps():
        if tool in ("analyze_text", "analyze"):
            seen += 1
            assert not any("data-" in str(a) for a in args.get("attributes", [])), (s.id, args)
            assert "attributes" not in args or args.get("explain") is True, (s.id, args)
    assert seen >= 3


def test_nothing_an_earlier_result_showed_is_not_found():
    """elasticsearch e000-2a1601a6 (seed 0): list_indices showed logs-2024.07, and the search of it a step later failed
    "index logs-2024.07 not found", the user answering "Right, logs-2024.07 is gone. Go with audit-2024.04"."""
    import json

    checked = 0
    for spec in ("elasticsearch", "git-mcp-server", "slack", "redis-mcp-redis", "illustrator"):
        for s in _shared(spec, seeds=(929, 930, 0, 1)):
            for n, mock in enumerate(s.mock_outputs):
                err = mock.output.get("error") if mock.is_error and isinstance(mock.output, dict) else None
                if not isinstance(err, dict) or n == 0:
                    continue
                checked += 1  # a failure after a result: what it blames was not in that result
                blamed = [v for k, v in err.items() if k not in ("code", "message", "suggestion") and isinstance(v, (str, int))]
                before = json.dumps([m.output for m in s.mock_outputs[:n]])
                for v in blamed if err.get("code") == 404 else ():
                    assert json.dumps(v) not in before, (s.id, err)
    assert checked >= 3


def test_nothing_is_done_after_a_close():
    """illustrator-adobe-mcp n012-0080a6ce (seed 931): adobe_pr_project(action=close), then a sequence of that project
    deleted and exported."""
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=(931, 0, 1, 2, 3)):
        calls = s.expected_tools
        for n, call in enumerate(calls):
            body = call.arguments.get("params") if isinstance(call.arguments.get("params"), dict) else call.arguments
            act = str(body.get("action", ""))
            seen += call.tool.endswith(("_project", "_document"))  # tools with a close among their actions
            if act.split("_")[0] in ("close", "quit", "exit"):
                assert all(c.tool == call.tool and c.arguments == call.arguments for c in calls[n + 1:]), (s.id, [c.tool for c in calls])
    assert seen >= 10


def test_a_stream_consumer_group_is_named_for_its_work():
    """redis-mcp-redis n019-d1aa7660 (seed 931): xreadgroup(key=events:orders, group_name="design")."""
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=(931, 0, 1)):
        for _tool, args, _m in _steps(s):
            if isinstance(args.get("group_name"), str):
                seen += 1
                assert args["group_name"] not in ("design", "backend", "platform-team"), (s.id, args)
    assert seen >= 5


def test_an_empty_json_argument_goes_unsaid():
    """git-mcp-server n008-3f43395d (seed 931): "set up a fork (platform gitlab, project ID 2601 and extra fields `{}`)"."""
    seen = 0
    for s in _shared("git-mcp-server", seeds=(930, 931, 0, 1)):
        for t in s.conversation:
            if any(s.expected_tools[i].arguments.get("kwargs") == "{}" for i in t.calls):
                seen += 1
                assert "`{}`" not in t.user, (s.id, t.user)
    assert seen >= 5


def test_the_active_tab_is_the_tab_the_listing_showed():
    """selenium-selenium-mcp-pypi n000-0696c4b2 (seed 931): get_tabs listed tab_y9fqhbc8 at yu-aguirre.com, and
    get_current_tab a step later answered tab_y9fqhbc8 at news.ycombinator.com."""
    seen = 0
    for spec in ("selenium-selenium-mcp-pypi", "selenium"):
        for s in _shared(spec, seeds=(931, 0, 1, 2)):
            urls: dict = {}
            for _tool, _args, mock in _steps(s):
                out = mock.output if isinstance(mock.output, dict) and not mock.is_error else {}
                tabs = [*out.get("tabs", []), *([out["tab"]] if isinstance(out.get("tab"), dict) else [])]
                for tab in tabs:
                    if isinstance(tab, dict) and "id" in tab and isinstance(tab.get("url"), str):
                        if tab["id"] in urls:
                            seen += 1
                        assert urls.setdefault(tab["id"], tab["url"]) == tab["url"], (s.id, tab, urls)
    assert seen >= 2


def test_a_reaction_never_names_how_an_element_was_found():
    """selenium-angiejones n007-1c6319dc (seed 932): "OK, the by is tag." after interact(by=tag, value=form)."""
    seen = 0
    for s in _shared("selenium-angiejones", seeds=(932, 0, 1, 2)):
        for t in s.conversation[1:]:
            seen += 1
            assert "the by is" not in t.user and "the strategy is" not in t.user, (s.id, t.user)
    assert seen >= 20


def test_a_cookie_added_is_a_cookie_not_an_api_reply():
    """selenium-angiejones n006-be50295f (seed 932): add_cookie(path="/") answered {"status": 200, "path": "/", "body":
    {"acknowledged": true}}, a raw API reply."""
    seen = 0
    for s in _shared("selenium-angiejones", seeds=(932, 0, 1, 2, 3)):
        for tool, args, mock in _steps(s):
            if tool == "add_cookie" and not mock.is_error:
                seen += 1
                assert "body" not in mock.output and mock.output.get("cookie", {}).get("name") == args["name"], (s.id, mock.output)
    assert seen >= 2


def test_a_limit_with_a_large_default_is_a_round_number():
    """illustrator-mograph-mcp n037-588b95a3 (seed 932): ai_audit_structure(limit=11521), its default 4000."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(932, 0, 1, 2, 3)):
        for tool, args, _m in _steps(s):
            if tool == "ai_audit_structure" and "limit" in args:
                seen += 1
                assert args["limit"] in (1000, 2000, 8000), (s.id, args)
    assert seen >= 2


def test_a_scale_expression_is_no_position():
    """illustrator-adobe-mcp n004-083cfe03 (seed 932): "[thisComp.width / 2, thisComp.height / 2]" on Transform/Scale."""
    from seer.kinds.design import expression_fits, expression_for

    assert not expression_fits("[thisComp.width / 2, thisComp.height / 2]", "Transform/Scale")
    assert expression_fits("[thisComp.width / 2, thisComp.height / 2]", "Transform/Position")
    import random

    rng = random.Random(0)
    assert all("thisComp.width" not in expression_for("Transform/Scale", rng) for _ in range(40))
    seen = 0
    for spec in ("illustrator-adobe-mcp", "illustrator-mograph-mcp"):
        for s in _shared(spec, seeds=(932, 0, 1, 2)):
            for _tool, args, _m in _steps(s):
                body = args.get("params") if isinstance(args.get("params"), dict) else args
                path, expr = body.get("property_path"), body.get("expression")
                if isinstance(path, str) and isinstance(expr, str):
                    seen += 1
                    assert expression_fits(expr, path), (s.id, body)
    assert seen >= 3


def test_documents_found_in_an_index_are_what_it_holds_and_what_was_asked():
    """elasticsearch-py n004-cb5ee006 (seed 933): search_documents(logs-2024.02, level ERROR) listed "Postmortem: ERROR"
    and "FAQ: ERROR"."""
    from seer.generate.symbolic.index_domains import domain_of

    seen = 0
    for s in _shared("elasticsearch-py", seeds=(933, 0, 1, 2)):
        for tool, args, mock in _steps(s):
            index = args.get("index")
            match = (args.get("body") or {}).get("query", {}).get("match") if isinstance(args.get("body"), dict) else None
            if tool != "search_documents" or mock.is_error or not isinstance(index, str) or domain_of(index) is None:
                continue
            for doc in mock.output["documents"]:
                seen += 1
                assert set(doc) - {"id"} <= set(domain_of(index)), (s.id, index, doc)
                for field, said in (match or {}).items():
                    assert str(said).lower() in str(doc.get(field, "")).lower(), (s.id, match, doc)
    assert seen >= 6


def test_a_group_groups_more_than_one_thing():
    """illustrator n018-8ffceaca (seed 933): "group multiple objects" with one uuid."""
    seen = 0
    for s in _shared("illustrator", seeds=(933, 0, 1, 2)):
        for tool, args, _m in _steps(s):
            if tool == "group_objects":
                seen += 1
                assert len(args["uuids"]) >= 2, (s.id, args)
    assert seen >= 4


def test_a_renamed_thing_goes_by_its_new_name_afterwards():
    """git n001-a2d741c9 (seed 933): git_branch renamed feature/search-filters to hotfix/payment-rounding, and git_merge
    a step later merged feature/search-filters; the rename was asked as "rename a branch named hotfix/payment-rounding"."""
    seen = 0
    for s in _shared("git", seeds=(933, 0, 1, 2, 3, 4, 5, 6, 7)):
        for n, call in enumerate(s.expected_tools):
            a = call.arguments
            if call.tool == "git_branch" and a.get("mode") == "rename" and isinstance(a.get("newBranchName"), str):
                old, new = a.get("branchName"), a["newBranchName"]
                turn = next(t for t in s.conversation if n in t.calls)
                assert f"named {new}" not in turn.user and f"called {new}" not in turn.user, (s.id, turn.user)
                for later in s.expected_tools[n + 1:]:
                    if later.tool in ("git_init", "git_clone"):
                        continue  # another repository
                    seen += 1
                    assert old not in later.arguments.values(), (s.id, old, later.tool, later.arguments)
    assert seen >= 1


def test_a_reaction_never_pastes_a_listing_back():
    """selenium-mcp-selenium-pypi n004-b7d8277f (seed 934): 'OK, it came back with "- 2026-04-25T12:01:50Z (level: WARN,
    message: ...)\\n- ...\\ntotal: 2".'"""
    seen = 0
    for spec in ("selenium-mcp-selenium-pypi", "redis-mcp-redis", "filesystem", "git-mcp-server"):
        for s in _shared(spec, seeds=(934, 0, 1)):
            for t in s.conversation[1:]:
                seen += 1
                assert "\ntotal: " not in t.user and "(level: " not in t.user, (s.id, t.user)  # a comment may hold a list
    assert seen >= 50


def test_a_page_offset_is_a_page_boundary():
    """illustrator n018-54347763 (seed 934): list_text_frames(offset=770), "Number of items to skip (for pagination)"."""
    seen = 0
    for s in _shared("illustrator", seeds=(934, 0, 1, 2, 3)):
        for tool, args, _m in _steps(s):
            if tool == "list_text_frames" and "offset" in args:
                seen += 1
                assert args["offset"] in (0, 10, 20, 50), (s.id, args)
    assert seen >= 3


def test_layers_merge_into_a_layer():
    """illustrator-mograph-mcp n035-60d6c922 (seed 935): ai_merge_layers(layers=[5], into="Ellipse 1"), an item's name, and
    a retry "use "CTA button" instead of Headline"."""
    from seer.kinds.words import named_pool

    layers = set(named_pool("layer", design=True))
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(935, 0, 1, 2)):
        for tool, args, _m in _steps(s):
            if tool == "ai_merge_layers":
                seen += 1
                assert args["into"] in layers, (s.id, args)
    assert seen >= 4


def test_a_closed_choice_is_never_not_found():
    """redis-mcp-redis e000-eb232c3c (seed 935): info(section=cpu) failed "section cpu not found", the user answering
    "Hmm, cpu must be the old one. Use memory instead"."""
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=(935, 0, 1, 2, 3)):
        for tool, args, mock in _steps(s):
            if tool == "info":
                seen += 1
                assert not (mock.is_error and "section" in mock.output["error"]), (s.id, mock.output)
    assert seen >= 3


def test_a_screenshot_file_is_of_its_format():
    """selenium n003-eda3d7cd (seed 936): take_screenshot(format=jpeg) saved screenshot-26.png."""
    seen = 0
    for spec in ("selenium", "selenium-angiejones"):
        for s in _shared(spec, seeds=(936, 0, 1, 2, 3)):
            for _tool, args, mock in _steps(s):
                shot = mock.output.get("screenshot") if isinstance(mock.output, dict) and not mock.is_error else None
                if isinstance(shot, dict) and args.get("format") in ("jpeg", "png") and isinstance(shot.get("path"), str):
                    seen += 1
                    assert shot["path"].endswith(".jpg" if args["format"] == "jpeg" else ".png"), (s.id, args, shot)
    assert seen >= 2


def test_a_create_never_makes_what_was_just_shown():
    """elasticsearch-py n003-3dcb5d27 (seed 937): get_index showed logs-2024.12, then create_index(index=logs-2024.12)."""
    import json

    seen = 0
    for s in _shared("elasticsearch-py", seeds=(937, 0, 1, 2)):
        for n, (tool, args, _m) in enumerate(_steps(s)):
            if tool == "create_index" and isinstance(args.get("index"), str):
                seen += 1
                before = json.dumps([m.output for m in s.mock_outputs[:n]])
                assert json.dumps(args["index"]) not in before, (s.id, args)
    assert seen >= 3


def test_one_selector_one_element_and_another_selector_another():
    """selenium-mcp-selenium-pypi n005-14440516 (seed 937): wait_for("#checkout-button") answered ref e56 where get_text of
    the same selector had answered e135, and click(".price") answered e56 "Checkout" (the session id named the element)."""
    import re

    seen = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=(937, 0, 1, 2, 3)):
        refs: dict = {}
        for _tool, args, mock in _steps(s):
            sel, text = args.get("selector"), mock.output.get("result") if isinstance(mock.output, dict) else None
            ref = re.search(r"^ref: (e\d+)$", text or "", re.M) if isinstance(sel, str) and not mock.is_error else None
            if ref:
                seen += 1
                for other, r in refs.items():
                    assert (other == sel) == (r == ref[1]), (s.id, sel, ref[1], refs)
                refs[sel] = ref[1]
    assert seen >= 8


def test_a_listed_key_has_the_type_its_name_and_reads_give_it():
    """redis-mcp-redis n017-e1714537 (seed 938): scan_keys listed cache:homepage as a set, and GET of it a step later
    answered an HTML string."""
    from seer.kinds.data import key_group

    seen = read = 0
    for spec in ("redis-mcp-redis", "redis"):
        for s in _shared(spec, seeds=(938, 0, 1, 2)):
            steps = _steps(s)
            for n, (_tool, _args, mock) in enumerate(steps):
                out = mock.output.get("result", mock.output) if isinstance(mock.output, dict) else {}
                for rec in out.get("keys", []) if isinstance(out, dict) else []:
                    if isinstance(rec, dict) and isinstance(rec.get("type"), str):
                        seen += 1
                        g = key_group(rec["key"])
                        want = ("list", "hash", "set", "zset", "stream", "ReJSON-RL")[g] if isinstance(g, int) else "string"
                        if any(t in ("get", "set") and a.get("key") == rec["key"] for t, a, _m in steps[n + 1:]):
                            want, read = "string", read + 1  # read by GET a step later: a string, whatever its name
                        assert rec["type"] == want, (s.id, rec)
    assert seen >= 6 and read >= 1, (seen, read)


def test_a_batch_rename_answers_the_renames():
    """illustrator-mograph-mcp n032-9859d8db (seed 938): ai_rename_items(renames=[6/5/9 -> Price tag, 4/5/6 -> Headline])
    answered one item, "Rectangle 3", renamed nothing."""
    import json

    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(938, 0, 1, 2, 3)):
        for tool, args, mock in _steps(s):
            if tool == "ai_rename_items" and not mock.is_error and len(args.get("renames", [])) >= 2:
                seen += 1
                for r in args["renames"]:
                    assert json.dumps(r["name"]) in json.dumps(mock.output), (s.id, args, mock.output)
    assert seen >= 2


def test_a_merge_request_merges_work_into_a_lasting_branch():
    """git-mcp-server n004-4f38c485 (seed 939): a merge request from main into hotfix/payment-rounding."""
    import json
    import re

    lasting = re.compile(r"^(?:main|master|develop|release/.+)$")
    seen = 0
    for s in _shared("git-mcp-server", seeds=(939, 0, 1)):
        for _tool, _args, mock in _steps(s):
            for head, base in re.findall(r'"head": "([^"]+)", "base": "([^"]+)"', json.dumps(mock.output)):
                seen += 1
                assert not (lasting.match(head) and not lasting.match(base)), (s.id, head, base)
    assert seen >= 10


def test_a_plain_get_reads_a_plain_key_and_decimals_are_few():
    """redis n002-bb6fc631 (seed 940): GET leaderboard:weekly (a sorted set) answered "The new pricing goes live on Monday.";
    illustrator n010-1ac26b14: export(svg_options={decimal_places: 63})."""
    from seer.kinds.data import key_group

    gets = decimals = 0
    for s in _shared("redis", seeds=(940, 0, 1, 2)):
        for tool, args, _m in _steps(s):
            if tool in ("get", "set") and isinstance(args.get("key"), str):
                gets += 1
                assert key_group(args["key"]) not in (0, 2, 3, 4), (s.id, tool, args)  # no list, set, sorted set or stream
    # illustrator's export(svg_options={decimal_places}) is optional and drawn rarely: the value maker is asked directly
    from seer.generate.symbolic.values import ValueMaker

    schema = {"type": "object", "description": "SVG export options", "properties": {
        "decimal_places": {"description": "Decimal places", "type": "number"}, "text_outline": {"type": "boolean"}}}
    for seed in range(40):
        maker = ValueMaker(__import__("random").Random(seed), optional_share=1.0, context=("export", "Export the document as SVG, PNG or PDF"))
        maker.arguments = True
        v = (maker.make(schema, "svg_options") or {}).get("decimal_places")
        if v is not None:
            decimals += 1
            assert v in (2, 3, 4), (seed, v)
    assert gets >= 10 and decimals >= 5, (gets, decimals)


def test_one_home_in_a_result_and_a_search_box_is_an_input():
    """filesystem n003-bb2a3479 (seed 941): list_allowed_directories answered the homes of bob, emeka, hana and kofi;
    selenium-mcp-selenium-pypi n009-8d312bef: get_text("#search-box") answered a button "Search"."""
    import json
    import re

    lists = boxes = 0
    for s in _shared("filesystem", seeds=(941, 0, 1, 2)):
        homes = set(re.findall(r"/home/([a-z]+)/", json.dumps([m.output for m in s.mock_outputs] + [c.arguments for c in s.expected_tools])))
        lists += len(homes) >= 1
        assert len(homes) <= 1, (s.id, homes)
    for s in _shared("selenium-mcp-selenium-pypi", seeds=(941, 0, 1, 2, 3)):
        for _tool, args, mock in _steps(s):
            if isinstance(args.get("selector"), str) and "search-box" in args["selector"] and not mock.is_error:
                if "attribute" in args:
                    continue  # (s41) get_element_attribute(#search-box, data-testid) answers the attribute, no element
                boxes += 1
                assert "tag: input" in str(mock.output), (s.id, mock.output)
    assert lists >= 20 and boxes >= 1, (lists, boxes)


def test_a_depth_is_a_few_levels_and_a_seconds_default_stays_seconds():
    """illustrator-mograph-mcp n012-c6845dad (seed 942): ai_track_frames(max_depth=140), its default 99;
    n027-65028ad5: ae_text_animate(duration="24h"), its default 0.8 (number or string)."""
    depths = durations = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(942, 0, 1, 2, 3, 4, 5, 17, 21)):  # seeds moved (s36)
        for tool, args, _m in _steps(s):
            if tool == "ai_track_frames" and "max_depth" in args:
                depths += 1
                assert args["max_depth"] in (2, 3, 5, 99), (s.id, args)
            if tool == "ae_text_animate" and "duration" in args:
                durations += 1
                assert isinstance(args["duration"], (int, float)), (s.id, args)
    assert depths >= 2 and durations >= 3, (depths, durations)


def test_a_fix_is_for_the_test_in_its_file():
    """selenium-ai-agent-pypi n005-d0df97ff (seed 942): healer_fix_test(test_login.py, fixed code of test_cart_total_updates,
    "Wait for the redirect to /dashboard"); selenium m000-e428ca69 (seed 933): test_login.py fixed with
    test_search_filters_results."""
    import re

    from seer.generate.symbolic.own_words import _TEST_FIXES_BY_NAME

    seen = 0
    for spec in ("selenium", "selenium-ai-agent-pypi"):
        for s in _shared(spec, seeds=(933, 942, 0, 1, 2)):
            for tool, args, _m in _steps(s):
                body = args.get("params") if isinstance(args.get("params"), dict) else args
                code = next((v for k, v in body.items() if "code" in k.lower() and isinstance(v, str) and "def test_" in v), None)
                path = next((v for k, v in body.items() if "path" in k.lower() and isinstance(v, str) and v.endswith(".py")), None)
                if "fix" not in tool or code is None or path is None:
                    continue
                seen += 1
                name = re.search(r"def test_(\w+)", code)[1]
                word, fixes = _TEST_FIXES_BY_NAME[name]
                assert word in path.rsplit("/", 1)[-1], (s.id, path, name)
                described = [v for k, v in body.items() if "description" in k.lower()]
                assert all(d in fixes for d in described), (s.id, name, described)
    assert seen >= 4


def test_one_ref_one_element_name():
    """selenium-ai-agent-pypi n010-f915218c (seed 942): ref e219 verified as "Contact sales", then clicked as "Add to cart"."""
    seen = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=(942, 0, 1, 2, 3)):
        names: dict = {}
        for _tool, args, _m in _steps(s):
            body = args.get("params") if isinstance(args.get("params"), dict) else args
            if isinstance(body.get("ref"), str) and isinstance(body.get("element"), str):
                seen += 1
                assert names.setdefault(body["ref"], body["element"]) == body["element"], (s.id, body, names)
    assert seen >= 20


def test_a_contact_sheet_is_an_image():
    """illustrator-mograph-mcp n024-04c9ad1e (seed 945): ai_contact_sheet(path=.../spring-poster.mp4), 79 MB."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(945, 0, 1, 2, 3)):
        for tool, args, _m in _steps(s):
            if "contact_sheet" in tool and isinstance(args.get("path"), str):
                seen += 1
                assert not args["path"].endswith((".mp4", ".mov")), (s.id, args)
    assert seen >= 2


def test_an_assigned_ticket_was_updated_when_it_was_assigned():
    """Default run tickets n001-c2f0bf46 (the shipped example spec): assign_ticket answered updated_at 2024-12-04, a
    year before it was assigned."""
    from tests.test_symbolic_mock_round_s24 import _example

    seen = 0
    for s in _example("tickets", range(4)):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if c.tool == "assign_ticket" and not m.is_error and isinstance(m.output.get("ticket"), dict):
                seen += 1
                assert m.output["ticket"]["updated_at"] == m.output["completed_at"], (s.id, m.output)
    assert seen >= 3
