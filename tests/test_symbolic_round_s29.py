"""The s29 reading rounds (seeds 921-924 over the shared specs and candidates): each test names the record that
read as absurd and holds the property that makes it read right."""

from __future__ import annotations

import json
import random
import re

import pytest

from seer.generate.symbolic.agree import listing_agrees
from seer.generate.symbolic.cards import profile_spec
from seer.generate.symbolic.disambiguate import pick_hint
from seer.generate.symbolic.mocks.harmony import harmonise
from seer.generate.symbolic.negatives import near_misses
from seer.generate.symbolic.phrasing import _from_description
from seer.generate.symbolic.scalars import number_value
from seer.harness.checks import found, norm_text
from seer.kinds.code import make_dir
from seer.kinds.words import make_identifier
from seer.spec.load import load_spec
from tests.test_symbolic_mock_round_s26 import SHARED, _shared, _steps


def _flat_calls(spec: str, seeds):
    """(scenario, tool, arguments) of every call, a wrapped call's `params` opened."""
    for s in _shared(spec, seeds=seeds):
        for tool, args, _m in _steps(s):
            yield s, tool, args.get("params") if isinstance(args.get("params"), dict) else args


def _said_up_to(s, call: int) -> str:
    turn = next(t for t, tn in enumerate(s.conversation) if call in tn.calls)
    return norm_text(" ".join(tn.user for tn in s.conversation[:turn + 1]))


def test_a_reorder_gives_one_place_inside_the_comp_and_says_it():
    """mograph n037-0824c903 (seed 921): ae_reorder_layer(layer=8, before=70), then (layer=5, to_index=2, before=2)
    "Give exactly one of to_index, before, after"; and "move layer 5" with no word of the "before 2" sent."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(921, 0, 1, 2)):
        for tool, args, _m in _steps(s):
            if tool not in ("ae_reorder_layer", "ai_reorder_layer"):
                continue
            given = [k for k in ("to_index", "before", "after") if args.get(k) is not None]
            assert len(given) <= 1, (s.id, args)
            for k in given:
                if isinstance(args[k], int):
                    assert 0 <= args[k] <= 8, (s.id, args)  # a layer of a comp, not layer 70 or index 146
                    seen += 1
    assert seen >= 3


def test_a_small_number_met_in_an_earlier_result_is_still_said():
    """mograph n037-0824c903 (seed 921): before=2 went unsaid because an audio link had answered audio_layer 2."""
    seen = 0  # every reorder of those seeds, not one record: the record moves as the generator's rng does
    for s in _shared("illustrator-mograph-mcp", seeds=(921, 0, 1, 2, 3)):
        steps = _steps(s)
        for i, (tool, args, _m) in enumerate(steps):
            place = next((v for k, v in args.items() if k in ("to_index", "before", "after")), None)
            if tool == "ae_reorder_layer" and isinstance(place, int):
                seen += 1
                assert re.search(rf"\b(?:before|after|to)\b[^.;]*\b{place}\b", _said_up_to(s, i)), [t.user for t in s.conversation]
    assert seen >= 2, seen


def test_a_described_default_field_is_left_to_its_default():
    """redis n006-2be32a59 (seed 921): set_vector_in_hash(vector_field="email"), the field a hexists had checked, where
    the tool says "Unless specifically required, use the default field name"."""
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=(921, 0, 1, 2, 3)):
        for tool, args, _m in _steps(s):
            if tool == "set_vector_in_hash":
                seen += 1
                assert args.get("vector_field", "vector") == "vector", (s.id, args)
    assert seen >= 2


def test_hits_are_listed_best_first():
    """redis n006 (seed 921): a vector search answered scores 0.168, 0.42, 0.242 in that order."""
    hits = [{"id": "doc:1", "score": 0.168}, {"id": "doc:2", "score": 0.42}, {"id": "doc:3", "score": 0.242}]
    harmonise(hits)
    assert [h["id"] for h in hits] == ["doc:1", "doc:2", "doc:3"]  # each record stays at its place
    assert [h["score"] for h in hits] == [0.42, 0.242, 0.168]
    near = [{"id": "a", "distance": 0.9}, {"id": "b", "distance": 0.1}]
    harmonise(near)
    assert [h["distance"] for h in near] == [0.1, 0.9]  # a distance: the nearest first


def test_a_layer_property_update_holds_what_that_property_holds():
    """mograph n046-4848f84d (seed 921): updates [{"property": "Transform/Anchor Point", "value": 75}]."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(921, 0, 1, 2, 3)):
        for tool, args, _m in _steps(s):
            for u in args.get("updates") or [] if tool == "ae_set_layer" else []:
                prop = str(u.get("property", ""))
                if re.search(r"position|anchor|scale", prop, re.I):
                    seen += 1
                    assert isinstance(u.get("value"), list) and len(u["value"]) == 2, (s.id, u)
    assert seen >= 1


def test_a_refused_limit_is_retried_lower_under_a_stated_maximum():
    """mograph e003-8c1be4ba (seed 921): "limit 771 is not accepted here", then the user: "Use 6814 for the limit"."""
    from seer.generate.symbolic.recovery import _bound_between

    assert _bound_between(771, 1) == 500
    assert _bound_between(40, 6814) == 50  # a minimum: the tightest round bound above the refused value
    assert _bound_between(2, 8) == 5  # mograph e002-88cb376e (seed 925): "min size 2 is below the minimum of 2.5"
    seen = 0
    for spec in ("illustrator-mograph-mcp", "slack", "redis-mcp-redis"):
        for s in _shared(spec, seeds=(921, *range(8))):  # more seeds: the error kinds drawn move with the rng
            steps = _steps(s)
            if s.kind != "error" or len(steps) < 2 or not steps[0][2].is_error:
                continue
            message = json.dumps(steps[0][2].output)
            for k in ("limit", "count", "max_results", "size"):
                old, new = steps[0][1].get(k), steps[-1][1].get(k)
                if isinstance(old, int) and isinstance(new, int) and old != new:
                    seen += 1
                    assert new < old and "above the maximum" in message, (s.id, old, new, message)
    # the error kinds drawn move with the generator's rng (s36): a refused limit is also made directly, at several draws
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.recovery import recover
    from seer.generate.symbolic.world import World

    listing = next(p for p in profile_spec(load_spec(SHARED / "specs" / "slack.json")) if p.name == "slack_list_channels")
    for seed in range(40):
        got = recover(listing, {"limit": 771}, random.Random(seed), World(), None)
        message = json.dumps(got.failure.output)
        if got.retry is not None and got.retry.get("limit") != 771 and "limit" in message:
            seen += 1
            assert got.retry["limit"] <= 200 and "above the maximum of 200" in message, (message, got.retry)  # the spec's
            # "default 100, max 200", never a round 500 of its own (s36)
    assert seen >= 1


def test_a_text_listing_pick_names_its_key():
    """filesystem n003-ad650623 (seed 921): "(take the path listed with 112)"."""
    out = {"content": "- /p/release-notes.md (size: 105, modified_at: 2024-10-26T00:00:00Z)\n"
                      "- /p/setup.md (size: 112, modified_at: 2024-09-13T10:45:00Z)\ntotal: 2"}
    assert pick_hint(out, "/p/setup.md")[0] == ("size", "112")


def test_a_list_element_is_what_the_list_queues():
    """redis n017-111b4084 (seed 921): lrem(name="rapid-pixel", count=100, element=4)."""
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=(921, 0, 1, 2, 3)):
        for tool, args, _m in _steps(s):
            if tool in ("lrem", "lpush", "rpush"):
                seen += 1
                value = args.get("element", args.get("value"))
                assert isinstance(value, str) and not re.fullmatch(r"[a-z]+-[a-z]+", value), (s.id, args)
                assert re.search(r"[:_]", args["name"]), (s.id, args)  # a key such as queue:emails
                if tool == "lrem":
                    assert args["count"] in (0, 1, 2), (s.id, args)  # "0 = all, positive = from head"
    assert seen >= 3


def test_kwargs_as_a_string_hold_a_json_object():
    """git-mcp-server n010-3de46d81 (seed 922): update_merge_request(kwargs="state")."""
    seen = 0
    for s in _shared("git-mcp-server", seeds=(922, 0, 1, 2)):
        for tool, args, _m in _steps(s):
            if isinstance(args.get("kwargs"), str):
                seen += 1
                assert isinstance(json.loads(args["kwargs"]), dict), (s.id, tool, args)
    assert seen >= 3


def test_an_effect_parameter_value_is_no_sentence():
    """adobe n013-8b2e5d9c (seed 922): set_param(param_name=Fill, param_value="Latency dropped by 18% ...")."""
    seen = 0
    for s, _tool, flat in _flat_calls("illustrator-adobe-mcp", (922, 0, 1, 2, 3)):
        if isinstance(flat.get("param_name"), str) and isinstance(flat.get("param_value"), str):
            seen += 1
            assert not re.search(r"[a-z] [a-z]", flat["param_value"]), (s.id, flat)
    assert seen >= 1


def test_a_document_made_names_no_id_of_one_read_before():
    """elasticsearch-py n003-46ce258e (seed 922): get_document(id_eycz8qg8), then "make a document" sent
    index_document(id=id_eycz8qg8): an overwrite of the document read; and the search listed it as doc_eycz8qg8."""
    seen = 0
    for s in _shared("elasticsearch-py", seeds=(922, 0, 1, 2, 3)):
        steps = _steps(s)
        read = {a.get("id") for t, a, _m in steps if t == "get_document"}
        for i, (tool, args, mock) in enumerate(steps):
            if tool == "index_document" and read - {None}:
                seen += 1
                assert args.get("id") not in read or found(args["id"], _said_up_to(s, i)), (s.id, args)
            if tool == "get_document" and isinstance(args.get("id"), str):
                assert not args["id"].startswith(("id_", "get_")), args  # a document's id: doc_…
    assert seen >= 1
    assert make_identifier(random.Random(1), "id get document").startswith("doc_")


def test_a_listing_keeps_the_id_of_a_record_read_before():
    records = {"documents": [{"id": "doc_a1", "title": "A"}, {"id": "id_b2", "title": "Customer notes"}]}
    listing_agrees(type("P", (), {"words": ["search"], "verb": "search", "nouns": ["document"]})(), {}, records, [], None,
                   random.Random(0), frozenset({"id_b2"}))
    assert "id_b2" in [r["id"] for r in records["documents"]]


def test_a_repository_path_is_the_project_root():
    """git m000-5db85f93 (seed 923): git_merge(path=/home/lena/projects/ledger-api/docs)."""
    rng = random.Random(3)
    assert all(re.fullmatch(r"/home/\w+/projects/[\w-]+", make_dir(rng, "path git merge")) for _ in range(30))
    assert any(make_dir(rng, "path directory list").count("/") > 4 for _ in range(30))  # a folder elsewhere may go deeper


def test_a_rebase_step_carries_nothing_of_a_new_rebase():
    """git n008-11ea381f (seed 922): git_rebase(mode=skip, onto=6a1ffdd3872c, branch=feature/checkout-redesign)."""
    seen = 0
    for s in _shared("git", seeds=(922, 0, 1, 2, 3, 4)):
        for tool, args, _m in _steps(s):
            if tool == "git_rebase" and args.get("mode") in ("skip", "abort", "continue"):
                seen += 1
                assert not {"onto", "upstream", "branch"} & set(args), (s.id, args)
    assert seen >= 2


def test_a_separable_phrasal_verb_keeps_its_particle():
    """mograph n017-df4c8c49 (seed 923): "Bring elements in (or take them out) ..." asked as "bring elements"."""
    act = _from_description("Bring elements in (or take them out) with anticipation, overshoot and settle.")
    assert (act.verb, act.obj, act.qualifier) == ("bring", "elements", "in")


def test_numbers_a_motion_designer_would_give():
    """mograph n011-7110ff85 (seed 922): bpm 3; n037 (seed 921): axis 71."""
    rng = random.Random(0)
    assert all(60 <= number_value({"type": "number"}, ["bpm"], False, rng) <= 180 for _ in range(40))
    assert {number_value({"type": "integer"}, ["axis"], True, rng) for _ in range(40)} <= {0, 1, 2}
    lrem = {"type": "integer", "description": "Number of elements to remove (0 = all, positive = from head)"}
    assert {number_value(lrem, ["count"], True, rng) for _ in range(40)} <= {0, 1, 2}


def test_a_log_filtered_by_author_and_words_lists_such_commits():
    """git n002-12453e37 (seed 924): git_log(author="Jenny Wolf", grep="release notes 2.4") listed "Remove invoice
    totals after deploy" by nobody, with totalCount 1202 beside two commits."""
    seen = 0
    for s in _shared("git", seeds=(924, 0, 1, 2, 3)):
        for tool, args, mock in _steps(s):
            if tool != "git_log" or mock.is_error or not isinstance(mock.output, dict):
                continue
            commits = mock.output.get("commits") or []
            if isinstance(args.get("grep"), str) and re.fullmatch(r"[\w .,:'-]{3,40}", args["grep"]):
                seen += 1
                assert all(args["grep"].lower() in c["subject"].lower() for c in commits), (s.id, args, commits)
            if isinstance(args.get("author"), str):
                assert all(c.get("author", args["author"]) == args["author"] for c in commits), (s.id, args, commits)
            if "totalCount" in mock.output and not args.get("maxCount"):
                assert mock.output["totalCount"] == len(commits), (s.id, mock.output)
    assert seen >= 1


def test_an_option_is_selected_in_a_dropdown_that_holds_it():
    """selenium-ai-agent n000-bc6f7959 (seed 924): select_option(element="Submit order", values=["English"])."""
    seen = 0
    for s, tool, flat in _flat_calls("selenium-ai-agent-pypi", (924, 0, 1, 2, 3)):
        if tool == "select_option" and isinstance(flat.get("element"), str):
            seen += 1
            assert re.search(r"dropdown|selector|method|period|order", flat["element"], re.I), (s.id, flat)
    assert seen >= 1


def test_a_value_met_only_in_a_result_is_said_when_nothing_hands_it_on():
    """git n002-12453e37 (seed 924): git_log(filePath="Dockerfile") with no word of a file, a name the working-dir
    status had listed as deploy/Dockerfile."""
    seen = 0
    for s in _shared("git", seeds=(924, 0, 1, 2, 3)):  # that plan moved (s36): every git_log of a file over five seeds
        steps = _steps(s)
        for i, (tool, args, _m) in enumerate(steps):
            if tool == "git_log" and args.get("filePath") and s.kind == "normal":
                seen += 1
                assert found(args["filePath"], _said_up_to(s, i)), [t.user for t in s.conversation]
    assert seen >= 1, seen


def test_what_counts_as_a_value_the_user_must_say():
    from seer.generate.symbolic.build import _unhanded_value

    links = {"channel_id": (0, None)}
    said = norm_text("Find the files in /srv/app, then open the one called setup.md")
    assert _unhanded_value("$.before", 2, {}, set(), said)  # a number nothing hands on: said, even if "2" was seen
    assert not _unhanded_value("$.channel_id", "C0123", links, set(), said)  # handed on by a link
    assert not _unhanded_value("$.params.channel_id", "C0123", links, set(), said)  # ... inside a wrapper too
    assert not _unhanded_value("$.path", "setup.md", {}, set(), said)  # the user said it
    assert _unhanded_value("$.filePath", "Dockerfile", {}, set(), said)  # met only in a result
    assert not _unhanded_value("$.session_id", "7837d3a9ecc362c7616382ac65275139", {}, set(), said)  # the session it runs in
    assert not _unhanded_value("$.force", True, {}, set(), said)  # a flag is no value one names


def test_a_custom_path_outlines_a_shape_with_a_thin_stroke():
    """illustrator n021-12dec08c (calibration pool): create_path(anchors=[{x: 40, y: 200, left_handle: {...}}],
    closed=true, stroke={width: 1176}), asked as "x 400, y 285, width 1176 ... the anchors 40 (y 200)"."""
    seen = 0
    for s in _shared("illustrator", seeds=(0, 1, 2, 3)):
        for i, (tool, args, _m) in enumerate(_steps(s)):
            if tool != "create_path" or "anchors" not in args:
                continue
            seen += 1
            assert len(args["anchors"]) >= 3, (s.id, args)
            assert (args.get("stroke") or {}).get("width", 1) <= 20, (s.id, args)
            first = args["anchors"][0]
            assert f"({first['x']}, {first['y']})" in _said_up_to(s, i), [t.user for t in s.conversation]
    assert seen >= 3


def test_a_pick_hint_of_the_next_call_attaches_no_value_to_this_one():
    """redis n003-abe427cc (calibration pool): "... with that vector field, ... get a vector (for the name, take the
    second one it lists)" read as vector_field='vector' given "for the" index_name: a clean record flagged."""
    from seer.judge.semantic_args import Attachments

    text = "execute a vector similarity search with that vector field, then get a vector (for the name, take the second one it lists)."
    assert Attachments(text, ["query_vector", "index_name", "vector_field"], "vector_search_hash").attached("vector", []) == set()
    assert Attachments("set it to 42 (for the count) now", ["count", "key"], "x").attached("42", []) == {"count"}



def test_no_desktop_app_is_asked_to_move_to_an_account_in_a_region():
    """Read across rounds 911-924: "Move everything to the new Illustrator account in the EU region." as a request
    near an Illustrator server's domain; a desktop app or a local folder has no hosted account to move."""
    for name, expected in (("illustrator", False), ("filesystem", False), ("slack", True)):
        path = SHARED / "specs" / f"{name}.json"
        if not path.exists():
            pytest.skip(f"{path} is absent (the shared specs are not in the repo)")
        asks = near_misses(profile_spec(load_spec(path)), name)
        assert any("account in the EU region" in a for a in asks) is expected, (name, asks)


def test_two_layer_arguments_of_one_call_name_two_layers_and_both_are_said():
    """mograph n027-05d0553b (seed 925): ae_audio_link(layers=[1], audio_layer=1), the music driving its own layer;
    moved to layer 2, it went unsaid because "layer 2" was said for the call before in the same turn."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(925, 921, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9)):
        for i, (tool, args, _m) in enumerate(_steps(s)):
            if tool == "ae_audio_link" and isinstance(args.get("audio_layer"), int):
                seen += 1
                assert args["audio_layer"] not in (args["layers"] if isinstance(args["layers"], list) else [args["layers"]]), (s.id, args)
                assert re.search(rf"audio layer (?:of )?{args['audio_layer']}\b", _said_up_to(s, i)), [t.user for t in s.conversation]
    assert seen >= 2


def test_a_dataset_variable_is_a_data_field_and_a_swatch_a_colour():
    """illustrator n008-a531163b (seed 925): bind_variable(variable_name="Ellipse 1"); n019-718d2366: update the swatch
    "Accent Orange" to color {type: none}."""
    variables = swatches = 0
    for s in _shared("illustrator", seeds=(925, 0, 1, 2, 3)):
        for tool, args, _m in _steps(s):
            if isinstance(args.get("variable_name"), str):
                variables += 1
                assert " " not in args["variable_name"], (s.id, args)
            if tool == "manage_swatches" and isinstance(args.get("color"), dict):
                swatches += 1
                assert args["color"].get("type") != "none", (s.id, args)
    assert variables >= 1 and swatches >= 1


def test_a_stroke_a_frame_rate_and_a_work_area_read_as_a_motion_designer_sets_them():
    """Round 926: ai_reorder_layer(layer=4, before=4); ae_stroke(width=1160); ae_set_comp(fps=19, duration=5,
    work_area_duration=30)."""
    strokes = comps = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(926, 0, 1, 2, 3)):
        for tool, args, _m in _steps(s):
            if tool in ("ai_reorder_layer", "ae_reorder_layer") and isinstance(args.get("layer"), int):
                assert all(args.get(k) != args["layer"] for k in ("before", "after", "to_index")), (s.id, args)
            if tool == "ae_stroke" and isinstance(args.get("width"), (int, float)):
                strokes += 1
                assert args["width"] <= 8, (s.id, args)
            if tool == "ae_set_comp":
                comps += 1
                assert args.get("fps", 25) in (24, 25, 30, 60), (s.id, args)
                assert args.get("work_area_duration", 0) <= args.get("duration", float("inf")), (s.id, args)
    assert strokes >= 1 and comps >= 1


def test_a_comp_listing_bounds_the_layers_and_a_switch_says_its_verb():
    """Round 927: after ae_list_layers showed a 2-layer comp, ae_effect copied from layer 6 to layers 5 and 7; the
    listing's roles were {"region": ["us-east-1", ...]} and its frame rate 9; set_stealth_mode was asked as "enable
    the stealth mode ... and enabled turned off"; "duplicate layer 1 ... with the new "Title text"."""
    from seer.generate.symbolic.args import _listed_layers
    from seer.generate.symbolic.scalars import number_value
    from seer.generate.symbolic.text import _mention

    listing = {"ok": True, "data": {"comp": "Intro 1080p", "layers": [{"index": 1, "name": "BG"}, {"index": 2, "name": "Logo"}]}}
    assert _listed_layers((listing,)) == [1, 2]
    assert _listed_layers((listing,), "Main Comp") == []  # another comp's listing bounds nothing
    rng = random.Random(0)
    assert {number_value({"type": "number"}, ["frame", "rate"], False, rng) for _ in range(40)} <= {24, 25, 30, 60}
    assert _mention("new name", ["Title text"], "layer", rng, verb="duplicate")[0] == 'as "Title text"'
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(927, 0, 1, 2)):
        steps = _steps(s)
        for i, (tool, args, mock) in enumerate(steps):
            roles = (mock.output.get("data") or {}).get("roles") if tool == "ae_list_layers" and isinstance(mock.output, dict) else None
            assert not roles or not {"region", "env", "team"} & set(roles), (s.id, roles)
            listed = _listed_layers(tuple(m.output for _t, _a, m in steps[:i]), args.get("comp_name") or args.get("from_comp"))
            if tool == "ae_effect" and listed:
                seen += 1
                used = [n for k in ("layer", "to_layers") for n in (args.get(k) if isinstance(args.get(k), list) else [args.get(k)])
                        if isinstance(n, int)]
                assert set(used) <= set(listed), (s.id, args, listed)
    assert seen >= 1
    for s in _shared("selenium", seeds=(927, 0, 1)):
        for i, (tool, args, _m) in enumerate(_steps(s)):
            if tool == "set_stealth_mode" and "enabled" in args:
                said = _said_up_to(s, i)
                assert not ("enable the stealth" in said and args["enabled"] is False), (s.id, args, said)


def test_the_judge_reads_a_place_a_pick_hint_and_a_zero_as_a_user_means_them():
    """Calibration false alarms the s29 requests raised (62 of 946 clean records, lower bound 5.1% > 5%): "move layer 5
    before layer 4" read as 4 given for the layer; "track matte using layer 3 and matte layer 7" as 3 for the matte
    layer; "(take the path listed with size 125)" as a request for a size; "with the layer 0" as a value given for
    another call's include_items."""
    from seer.judge.semantic import _PICK_HINT
    from seer.judge.semantic_args import misattached
    from seer.judge.semantic_given import given_by_cue

    assert misattached({"layer": 5, "before": 4}, ["layer", "before", "after"], "move layer 5 before layer 4.", "ai_reorder_layer") == []
    assert misattached({"layer": 3, "matte_layer": 7}, ["layer", "matte_layer"], "set a track matte using layer 3 and matte layer 7.",
                       "ae_set_track_matte") == []
    assert misattached({"layer": 4, "before": 5}, ["layer", "before"], "move layer 5 before layer 4.", "ai_reorder_layer")  # still caught
    assert _PICK_HINT.sub("", "open the file contents (take the path listed with size 125)") == "open the file contents "
    props = {"include_items": {"type": "boolean", "description": "Include the items of each layer"}}
    text = "show me the layers tree, then show me page items with the layer 0."
    assert given_by_cue({}, props, "List the layers tree; for each layer include items.", text, set()) == []
