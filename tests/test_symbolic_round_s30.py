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
        named = s.id.endswith(("n003-f3889505", "n014-f22cdc40"))
        for t, turn in enumerate(s.conversation):
            earlier = [s.mock_outputs[i].output for tn in s.conversation[:t] for i in tn.calls]
            if "from that list" in turn.user:
                assert any(listed(o) for o in earlier), (s.id, turn.user)
            if named and t > 0:
                assert "comp name" in turn.user and "from that list" not in turn.user, (s.id, turn.user)
                checked += 1
    assert checked == 2
