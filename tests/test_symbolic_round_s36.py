"""Session 36: the reading rounds' fixes (rounds 1069-): each test names the record that was absurd."""

from __future__ import annotations

import json
import re

from functools import lru_cache

from seer.spec.load import load_spec
from tests.test_symbolic_mock_round_s26 import _shared as _generate, _steps


@lru_cache(maxsize=None)
def _one_seed(spec: str, seed: int) -> tuple:
    return tuple(_generate(spec, seeds=(seed,)))


def _shared(spec: str, seeds=range(4)) -> list:
    """The records of `spec` at `seeds`, each (spec, seed) made once for the whole module (the tests' seeds overlap)."""
    return [s for seed in seeds for s in _one_seed(spec, seed)]


def _lines(out) -> dict[str, str]:
    text = out.get("result") if isinstance(out, dict) else None
    return dict(line.split(": ", 1) for line in text.split("\n") if ": " in line) if isinstance(text, str) else {}


def test_a_session_reads_back_the_start_its_create_said():
    """selenium-mcp-selenium-pypi n002-4bca9ce2 (seed 1069): create_session answered started_at 10:45 (now), and
    get_session_info of that session a step later started_at 08:00: one session, one start."""
    pairs = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=range(1066, 1076)):
        started: dict[str, str] = {}
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            lines = _lines(m.output)
            sid, at = lines.get("session_id"), lines.get("started_at")
            if not (sid and at):
                continue
            if tool == "create_session":
                started[sid] = at
            elif sid in started:
                pairs += 1
                assert at == started[sid], (s.id, tool, started[sid], at)
    assert pairs >= 1, "no session created and read back over ten seeds"


def test_leaving_the_frames_answers_the_main_page():
    """selenium-mcp-selenium-pypi n002-4bca9ce2 (seed 1069): frame(action=default), "back to the main page", answered
    frame 2 "onboarding-frame" with contents "Add to cart"."""
    seen = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=range(1060, 1080)):
        for tool, args, m in _steps(s):
            if tool == "frame" and args.get("action") in ("default", "parent") and not m.is_error:
                seen += 1
                lines = _lines(m.output)
                assert "index" not in lines and "name" not in lines, (s.id, m.output)
                assert re.search(r"main page|parent frame", m.output["result"]), (s.id, m.output)
    assert seen >= 1, "no frame(action=default) over twenty seeds"


def test_a_follow_up_never_asks_what_depends_on_a_person():
    """git-mcp-server n000-6e6f35ea (seed 1071): after update_issue, "Is there anything else that depends on "Omar
    Cole"?": the issue's author is no thing in place; a follow-up names what was written, never who wrote it."""
    from seer.harness.checks import objects

    asked = 0
    for s in _shared("git-mcp-server", seeds=range(1068, 1076)):
        people = {v for m in s.mock_outputs for rec in objects(m.output) for k, v in rec.items()
                  if isinstance(v, str) and k in ("author", "assignee", "creator", "owner", "reporter", "user", "username")}
        quoted = re.findall(r'"([^"]+)"|depends on (.+)\?$|confirm (.+) is ', s.follow_up or "")
        asked += bool(quoted)
        for q in quoted:
            assert not ({x for x in q if x} & people), (s.id, s.follow_up)
    assert asked >= 3, "fewer than three follow-ups quoted a value over eight seeds"


def test_an_element_found_by_another_locator_is_another_element():
    """selenium-angiejones n006-6674e56c (seed 1071): get_element_attribute(class alert-danger), then
    get_element_text(class btn-primary) answered one element holding both, with "attribute": "value" left over from the
    first call: an element found by another locator is another element, and one found by the same locator the same."""
    from seer.harness.checks import objects

    seen = same = 0
    for s in _shared("selenium-angiejones", seeds=range(1066, 1080)):
        found: dict[tuple, dict] = {}
        used: set[tuple] = set()
        for tool, args, m in _steps(s):
            if m.is_error or not isinstance(args.get("by"), str) or not isinstance(args.get("value"), str):
                continue
            seen += any(u != (args["by"], args["value"]) for u in used) and any("tag" in r for r in objects(m.output))
            used.add((args["by"], args["value"]))
            for rec in objects(m.output):
                if rec.get("by") == args["by"] and rec.get("value") == args["value"] and "tag" in rec:
                    assert "attribute" not in rec or "attribute" in args, (s.id, tool, rec)
                    here = (args["by"], args["value"])
                    if here in found:
                        same += 1
                        assert (found[here]["tag"], found[here].get("ref")) == (rec["tag"], rec.get("ref")), (s.id, found[here], rec)
                    others = [r for k, r in found.items() if k != here]
                    for other in others:
                        assert other.get("ref") != rec.get("ref") or "ref" not in rec, (s.id, other, rec)
                    found[here] = rec
    assert seen >= 1, "no request found two elements by two locators over fourteen seeds"


def test_text_placed_in_a_design_is_design_copy():
    """illustrator n003-9b6877f1 (seed 1071): create_path_text(contents="The backup completed for the analytics
    cluster.") on a poster's divider line: the text a design tool places says what posters say."""
    from seer.kinds.words import SENTENCES

    said = []
    for name in ("illustrator", "illustrator-mograph-mcp", "illustrator-adobe-mcp"):
        for s in _shared(name, seeds=range(1069, 1073)):
            for tool, args, m in _steps(s):
                flat = args.get("params", args) if isinstance(args.get("params", args), dict) else args
                said += [(s.id, tool, v) for k, v in flat.items() if k in ("contents", "content", "text") and isinstance(v, str)]
    assert len(said) >= 5, said
    assert not [x for x in said if x[2].split("\n")[0] in SENTENCES], [x for x in said if x[2].split("\n")[0] in SENTENCES]


def test_a_log_search_by_level_lists_only_lines_of_that_level():
    """elasticsearch m000-dbf19942 (seed 1072): search(match level ERROR) listed an INFO line ("Cache miss for
    product:sku-1048"): the level was re-derived from the message after the query had set it. A line matched by its
    level keeps the level and says something of that level."""
    from seer.generate.symbolic.index_domains import _level

    seen = 0
    for s in _shared("elasticsearch", seeds=range(1066, 1080)):
        for tool, args, m in _steps(s):
            body = args.get("queryBody") if isinstance(args.get("queryBody"), dict) else {}
            match = (body.get("query") or {}).get("match") if isinstance(body.get("query"), dict) else None
            hits = m.output.get("hits") if isinstance(m.output, dict) and not m.is_error else None
            if not (isinstance(match, dict) and list(match) == ["level"] and isinstance(hits, list)):
                continue
            for h in hits:
                src = h.get("_source") or {}
                if "level" in src:
                    seen += 1
                    assert src["level"].upper() == str(match["level"]).upper(), (s.id, match, src)
                    assert _level(src.get("message", "")) == src["level"].upper(), (s.id, src)
    assert seen >= 2, seen


def _later_turns(names, seeds, whole: bool = False):
    """(scenario id, text) of each turn after the first of the specs' records at `seeds`: its first sentence (the
    reaction), or with `whole` the turn's whole text."""
    for name in names:
        for s in _shared(name, seeds=seeds):
            for t in s.conversation[1:]:
                yield s.id, t.user if whole else re.split(r"(?<=[.!?])\s", t.user)[0]


_SPECS = ("git", "selenium", "illustrator-mograph-mcp", "selenium-ai-agent-pypi", "selenium-mcp-selenium-pypi",
          "illustrator-adobe-mcp", "redis-mcp-redis")


def test_a_reaction_never_names_a_field_by_its_verb_or_its_plumbing():
    """Rounds 1070-1072: "So the created is stash@{0}." (git_stash), "Good, result: null." (execute_js), "OK, the action
    is assemble." (ae_assemble), "Good, the set_active is done.", "So the waited ms is 180.", "So the number documents
    is 42639.": a person says what was done, or how long it took, not a field's name read aloud."""
    bad = re.compile(r"the [a-z]+ed is |^\w+, result: |(?:OK|So|Good),? (?:so )?the action is |the [a-z]+_[a-z_]+ is done|"
                     r"the (?:[a-z]+ )?ms is |the number [a-z]+s is ")
    firsts = list(_later_turns(_SPECS, range(0, 2)))
    assert len(firsts) >= 100, len(firsts)
    assert not [f for f in firsts if bad.search(f[1])], [f for f in firsts if bad.search(f[1])][:5]


def test_a_field_named_by_its_verb_is_said_as_what_was_done():
    from seer.generate.symbolic.reactions import _tidy

    assert _tidy("So the created is stash@{0}.") == "OK, stash@{0} was created."
    assert _tidy("OK, the removed is /home/dev/projects/webshop-2.3.") == "OK, /home/dev/projects/webshop-2.3 was removed."
    assert _tidy("Good, result: null.") == "OK, it came back with null."
    assert _tidy("So the waited ms is 180.") == "OK, that took 180 ms."
    assert _tidy("OK, the status is open.") == "OK, the status is open."  # a plain field stays as it was


def test_a_new_layer_twinning_a_numbered_name_takes_the_next_number():
    """illustrator-mograph-mcp seed 1: ae_reorder_layer(layer=8) after ae_inspect_layer(4) showed "Null 1" answered
    layer 8 named "Null 1 5": a name already numbered takes the next free number ("Null 2")."""
    names = [rec.get("name") for s in _shared("illustrator-mograph-mcp", seeds=range(0, 4)) for m in s.mock_outputs
             for rec in __import__("seer.harness.checks", fromlist=["objects"]).objects(m.output) if isinstance(rec.get("name"), str)]
    assert len(names) >= 50, len(names)
    assert not [n for n in names if re.fullmatch(r".*\D \d+ \d+", n)], [n for n in names if re.fullmatch(r".*\D \d+ \d+", n)]


def test_remotes_listed_without_a_path_are_the_requests_repository_and_named_apart():
    """git n003-777a4973 (seed 1073): git_remote(list), then git_fetch at ~/projects/design-system: the remotes were
    "fork" and "fork-2", both at analytics.git. The remotes of the repository the request works in carry its name, and
    two remotes are two names of their kind (fork, origin), never a name and its numbered twin."""
    from seer.harness.checks import objects

    listed = 0
    for s in _shared("git", seeds=range(1068, 1080)):
        projects = {m for tool, args, _m in _steps(s) for v in args.values() if isinstance(v, str)
                    for m in re.findall(r"/projects/([\w.-]+)", v)}
        for tool, args, m in _steps(s):
            remotes = m.output.get("remotes") if isinstance(m.output, dict) and not m.is_error else None
            if tool != "git_remote" or not isinstance(remotes, list) or len(remotes) < 2:
                continue
            names = [r.get("name") for r in remotes if isinstance(r, dict)]
            assert not [n for n in names if re.fullmatch(r".+-\d+", str(n))], (s.id, names)
            repos = {u.rsplit("/", 1)[-1].removesuffix(".git") for r in objects(m.output) for k, u in r.items()
                     if isinstance(u, str) and u.endswith(".git")}
            if len(projects) == 1:
                listed += 1
                assert repos == projects, (s.id, projects, repos)
    assert listed >= 2, listed


def test_an_ae_text_layer_is_named_by_its_text_even_in_a_named_comp():
    """illustrator-mograph-mcp n022-e0c24760 (seed 1073): ae_add_layer(kind=text, comp_name="Main Comp", text="20% off
    everything this weekend") answered a layer named "Shape Layer 1": the comp's name is where the layer goes, not a
    name the call gave it."""
    from seer.generate.symbolic.mocks.ae_layers import layer_named_by_kind

    record = {"name": "Shape Layer 1"}
    layer_named_by_kind({"kind": "text", "comp_name": "Main Comp", "text": "Grand opening"}, record)
    assert record["name"] == "Grand opening"
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1070, 1078)):
        for tool, args, m in _steps(s):
            layer = m.output.get("layer") if isinstance(m.output, dict) and not m.is_error else None
            if tool == "ae_add_layer" and args.get("kind") == "text" and isinstance(args.get("text"), str) and isinstance(layer, dict):
                seen += 1
                assert layer.get("name") in (args.get("name"), args["text"].strip()[:40]), (s.id, args, layer)
    assert seen >= 1, "no text layer added over eight seeds"


def test_groups_of_a_design_are_named_as_groups():
    """illustrator n001-266b3456 (seed 1074): get_groups listed groups named "Ellipse 1" and "Rectangle 3", the names
    Illustrator gives paths: a group of objects is named like one ("Logo", "Icon set", "Group 2")."""
    from seer.generate.symbolic.mocks.shapes import ART_NAMES

    paths = set(ART_NAMES["PathItem"]) | set(ART_NAMES["TextFrame"])
    named = []
    for s in _shared("illustrator", seeds=range(1070, 1082)):
        for tool, args, m in _steps(s):
            groups = m.output.get("groups") if isinstance(m.output, dict) and not m.is_error else None
            named += [(s.id, g.get("name")) for g in groups or [] if isinstance(g, dict) and isinstance(g.get("name"), str)]
    assert len(named) >= 4, named
    assert not [x for x in named if x[1] in paths], [x for x in named if x[1] in paths]


def test_an_element_found_by_css_locator_fits_the_locator():
    """selenium-angiejones n007-41560935 (seed 1076): get_element_text(by=css, value=#search-box) answered an <a>
    saying "Submit order": the rules that fit an element to its selector read a locator's value too."""
    from seer.generate.symbolic.mocks.record_rules import _element_agrees

    p = type("P", (), {"verb": "get", "words": ["get", "element", "text"]})()
    element = {"ref": "e189", "tag": "a", "text": "Submit order", "visible": True}
    _element_agrees(p, element, {"by": "css", "value": "#search-box", "timeout": 617})
    assert element["tag"] == "input" and element["text"] != "Submit order", element
    field = {"ref": "e3", "tag": "a", "text": "Submit order", "visible": True}
    _element_agrees(p, field, {"by": "css", "value": "textarea[name='comment']"})
    assert field["tag"] == "textarea", field


def test_a_small_number_flows_only_under_a_key_of_its_kind():
    """illustrator-mograph-mcp n012-75b4decb (seed 1077): "The beats per bar (10) that ae_beat_grid needs only appears
    in what ae_new_comp returns": 10 was the comp's duration. A small number is carried only from a field of its kind
    (an issue's number to issue_id, an index to layer), never by coincidence of value."""
    from types import SimpleNamespace as NS

    from seer.generate.symbolic.describe import flows

    def prof(*names):
        return NS(params=[NS(name=n, get=lambda args, n=n: args.get(n)) for n in names])

    mocks = [NS(output={"comp": {"name": "Main Comp", "duration": 10, "index": 12}}, is_error=False),
             NS(output={"issue": {"number": 826}}, is_error=False)]
    calls = [{}, {}, {"beats_per_bar": 10, "layer": 12, "issue_id": 826}]
    out = flows([prof(), prof(), prof("beats_per_bar", "layer", "issue_id")], calls, [*mocks, NS(output={}, is_error=False)])
    assert out[2] == {"layer": 0, "issue_id": 1}, out[2]


def test_find_replace_of_a_suites_text_tools_reads_as_english():
    """illustrator-adobe-mcp n002-26e5a191 (seed 1077): adobe_id_text(action=find_replace, find_what=Logo) was asked as
    "find the replace of an InDesign text ... using the find what Logo"."""
    said = [(s.id, t.user) for s in _shared("illustrator-adobe-mcp", seeds=range(1070, 1082)) for t in s.conversation
            if "find_replace" in t.user or "find and replace" in t.user]
    assert said, "no find_replace asked over twelve seeds"
    assert not [x for x in said if "the replace of" in x[1] or "find what" in x[1]], said


def test_a_follow_up_never_asks_about_a_selector():
    """selenium-angiejones n007-2a842868 (seed 1077): 'What does "ul.results > li:first-child a" tell us?'."""
    from seer.generate.symbolic.followups import _LOCATOR

    asked = [(s.id, s.follow_up) for name in ("selenium-angiejones", "selenium-mcp-selenium-pypi", "selenium")
             for s in _shared(name, seeds=range(1074, 1080)) if s.follow_up]
    assert len(asked) >= 30, len(asked)
    quoted = [(i, f) for i, f in asked for q in re.findall(r'"([^"]+)"|What does (\S+) tell', f) for x in q if x and _LOCATOR.search(x)]
    assert not quoted, quoted


def test_a_smart_object_made_of_a_layer_keeps_its_index():
    """illustrator-adobe-mcp n001-638ddb6d (seed 1077): adobe_ps_layers(set_opacity, layer_name=X) answered index 0,
    then adobe_ps_smart_object(convert_to, layer_name=X) index 11: one layer, one place."""
    pairs = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1070, 1084)):
        at: dict[str, str] = {}
        for tool, args, m in _steps(s):
            lines = _lines(m.output) if not m.is_error else {}
            name, index = lines.get("name"), lines.get("index")
            if name and index is not None and tool.startswith("adobe_ps_") and lines.get("action") not in ("create", "add", "new"):
                pairs += name in at
                assert at.setdefault(name, index) == index, (s.id, tool, name, at[name], index)
    assert pairs >= 1, "no Photoshop layer named twice over fourteen seeds"


def test_a_thread_is_answered_where_a_listing_showed_it_and_in_the_users_own_words():
    """slack n000-30570ec3 (seed 1078): after slack_get_channel_history, slack_reply_to_thread replied to a thread ts
    no listing showed, with the very text of a message the history listed. A thread is known by its parent message's
    ts (its description says so), a reply says something new, and a message posted a second ago has no replies to read."""
    replies = linked = 0
    for s in _shared("slack", seeds=range(1074, 1084)):
        shown: set[str] = set()
        posted: set[str] = set()
        for tool, args, m in _steps(s):
            if tool == "slack_reply_to_thread" and not m.is_error:
                replies += 1
                assert args["text"] not in shown, (s.id, args["text"])
                linked += args["thread_ts"] in shown
            if tool == "slack_get_thread_replies":
                assert args["thread_ts"] not in posted, (s.id, "replies of a message just posted")
            if tool == "slack_post_message" and isinstance(m.output, dict):
                posted |= {v for v in __import__("seer.harness.checks", fromlist=["leaves"]).leaves(m.output) if isinstance(v, str)}
            shown |= {v for v in __import__("seer.harness.checks", fromlist=["leaves"]).leaves(m.output) if isinstance(v, str)}
    assert replies >= 3 and linked >= 1, (replies, linked)


def test_a_follow_up_never_quotes_a_sentence_as_a_thing():
    """git-mcp-server n003-61637abc (seed 1078): 'Is there anything else that depends on "The deploy finished without
    errors."?' after a comment: a message is no thing that others depend on or that is "in place"."""
    asked = [(s.id, s.follow_up) for name in ("git-mcp-server", "slack") for s in _shared(name, seeds=range(1076, 1082)) if s.follow_up]
    assert len(asked) >= 40, len(asked)
    bad = [(i, f) for i, f in asked if re.search(r'(?:depends on|confirm) "[^"]*\w[.!?]"', f)]
    assert not bad, bad


def test_a_warning_field_holds_a_warning():
    """git m000-a6c868b0 (seed 1078): git_set_working_dir answered enrichmentWarnings ["auth-enrichment",
    "payments-enrichment"]: a warning is a note a person can act on, or none."""
    seen = 0
    for s in _shared("git", seeds=range(1074, 1084)):
        for tool, args, m in _steps(s):
            warns = m.output.get("enrichmentWarnings") if isinstance(m.output, dict) and not m.is_error else None
            if isinstance(warns, list):
                seen += 1
                assert all(isinstance(w, str) and len(w.split()) >= 4 for w in warns), (s.id, warns)
    assert seen >= 2, seen


def test_cookies_asked_by_name_are_the_one_cookie():
    """selenium-angiejones n004-7d1f24b4 (seed 1079): get_cookies(name=theme) listed four "theme" cookies on four
    domains and paths: a site keeps one cookie of a name."""
    seen = 0
    for s in _shared("selenium-angiejones", seeds=range(1070, 1090)):
        fresh = False  # a browser just started has no cookie at all (s39, round 1215): none of that name either
        for tool, args, m in _steps(s):
            fresh = tool == "start_browser" and not m.is_error or fresh and tool not in ("navigate", "open_url", "add_cookie")
            cookies = m.output.get("cookies") if isinstance(m.output, dict) and not m.is_error else None
            if tool == "get_cookies" and isinstance(args.get("name"), str) and isinstance(cookies, list):
                seen += not fresh
                assert (len(cookies) == 0 if fresh else len(cookies) == 1 and cookies[0]["name"] == args["name"]), \
                    (s.id, cookies)
    assert seen >= 1, "no cookie asked by name over twenty seeds"


def test_one_layer_handed_in_a_list_is_said_as_that_layer():
    """illustrator-mograph-mcp n035-c9bfc971 (seed 1080): ae_behave(layers=[6]) was asked "with 6 layers" (six layers)
    and followed up "for the layers a sustained behaviour": one listed layer is "layer 6", and what "give layers a
    sustained behaviour" is about is the behaviour."""
    from seer.generate.symbolic.phrasing import thing

    asked = []
    for s in _shared("illustrator-mograph-mcp", seeds=range(1078, 1084)):
        text = " ".join(t.user for t in s.conversation)
        for tool, args, m in _steps(s):
            one = args.get("layers")
            if isinstance(one, list) and len(one) == 1 and isinstance(one[0], int):
                asked.append((s.id, text))
                assert not re.search(rf"\b{one[0]} layers\b", text), (s.id, text)
    assert len(asked) >= 3, len(asked)
    from seer.generate.symbolic.cards import profile_tool
    from seer.spec.model import Tool

    behave = profile_tool(Tool(name="ae_behave", description="Give layers a sustained behaviour (wiggle, bounce, settle).",
                               input_schema={"type": "object", "properties": {"layers": {"type": "array", "items": {"type": "integer"}}}}))
    assert thing(behave) == "sustained behaviour", thing(behave)


def test_a_reply_lives_in_the_channel_its_thread_came_from():
    """slack n001-a79c8554 (seed 1081): the thread ts came from the history of C0KP58RQ6N, the channel id from a
    listing that did not hold C0KP58RQ6N: the reply went to another channel's thread. A value handed on from a
    listing to a call whose other value lives in a channel is that channel."""
    pairs = 0
    for s in _shared("slack", seeds=range(1076, 1090)):
        steps = _steps(s)
        history = {}
        for tool, args, m in steps:
            if tool == "slack_get_channel_history" and isinstance(m.output, dict):
                for msg in m.output.get("messages") or []:
                    history[msg.get("ts")] = args.get("channel_id")
            if tool in ("slack_reply_to_thread", "slack_add_reaction") and not m.is_error:
                ts = args.get("thread_ts") or args.get("timestamp")
                if ts in history:
                    pairs += 1
                    assert args["channel_id"] == history[ts], (s.id, tool, args, history[ts])
    assert pairs >= 2, pairs


def test_a_file_is_never_both_tracked_and_untracked():
    """git-official n002-413efe3e (seed 1081): git_status listed src/utils/format.ts as modified and untracked."""
    seen = 0
    from seer.harness.checks import objects

    for name in ("git-official", "git"):
        for s in _shared(name, seeds=range(1078, 1086)):
            for tool, args, m in _steps(s):
                for rec in objects(m.output) if not m.is_error else ():
                    if isinstance(rec.get("untracked"), list):
                        seen += 1
                        tracked = {f for k in ("staged", "modified", "unstaged") for f in rec.get(k) or []}
                        assert not tracked & set(rec["untracked"]), (s.id, rec)
    assert seen >= 5, seen


def test_a_script_runner_runs_a_script_and_an_effect_has_parameters():
    """illustrator-adobe-mcp n002-56c7c26f (seed 1081): adobe_run_jsx_file ("Execute a .jsx script file") ran the .mp4
    the request had just exported, and adobe_pr_effects(get_params, param_name="Drop Shadow") listed "Hero image",
    "Background" and "Icon set" as the effect's parameters."""
    from seer.kinds.words import EFFECT_PARAMS

    scripts = params = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1076, 1090)):
        for tool, args, m in _steps(s):
            a = args.get("params", args)
            if tool == "adobe_run_jsx_file" and isinstance(a.get("file_path"), str):
                scripts += 1
                assert a["file_path"].endswith(".jsx"), (s.id, a)
            if tool == "adobe_pr_effects" and a.get("action") == "get_params" and not m.is_error:
                params += 1
                assert a.get("param_name") in (None, *EFFECT_PARAMS), (s.id, a)
                listed = re.findall(r"^- (.+?) \(", str(m.output.get("result", "")), re.M) if isinstance(m.output, dict) else []
                assert all(x in EFFECT_PARAMS for x in listed), (s.id, listed)
    assert scripts >= 1 and params >= 1, (scripts, params)


def test_a_path_after_the_allowed_directories_lies_in_one_of_them():
    """filesystem n006-fbaae21c (seed 1082): list_allowed_directories showed billing-service/config and
    mobile-app/tests, then search_files ran in docs-site/config, which the server would refuse."""
    later = 0
    for s in _shared("filesystem", seeds=range(1078, 1090)):
        allowed: list[str] = []
        for tool, args, m in _steps(s):
            if tool == "list_allowed_directories" and not m.is_error:
                allowed = re.findall(r"^- (/\S+)", str(m.output.get("content", "")), re.M) if isinstance(m.output, dict) else []
                continue
            if not allowed or m.is_error:
                continue
            for v in args.values():
                for x in v if isinstance(v, list) else [v]:
                    if isinstance(x, str) and x.startswith("/home/"):
                        later += 1
                        assert any(x == a or x.startswith(a + "/") for a in allowed), (s.id, tool, x, allowed)
    assert later >= 3, later


def test_a_display_element_shows_what_its_selector_names():
    """selenium-angiejones n008-2c11d902 (seed 1082): get_element_text("div.product-card:nth-child(2) .price")
    answered a <button> saying "Add to cart": a price element is a <span> with a price."""
    from seer.generate.symbolic.mocks.record_rules import _element_agrees

    p = type("P", (), {"verb": "get", "words": ["get", "element", "text"]})()
    element = {"ref": "e138", "tag": "button", "text": "Add to cart", "visible": True}
    _element_agrees(p, element, {"by": "css", "value": "div.product-card:nth-child(2) .price"})
    assert element["tag"] == "span" and element["text"].startswith("$"), element
    clicked = {"ref": "e2", "tag": "button", "text": "Add to cart", "visible": True}
    _element_agrees(type("P", (), {"verb": "click", "words": ["click"]})(), clicked, {"selector": "button.price-toggle"})
    assert clicked["tag"] == "button", clicked  # a tag said outright stays


def test_hits_matched_by_name_are_different_products():
    """elasticsearch n002-bc1c0ac5 (seed 1082): search(match name "running shoes") listed four "Trail running shoes"
    with four SKUs and prices: hits matched by their name are different products that hold the words."""
    seen = 0
    for s in _shared("elasticsearch", seeds=range(1078, 1092)):
        for tool, args, m in _steps(s):
            match = ((args.get("queryBody") or {}).get("query") or {}).get("match") if isinstance(args.get("queryBody"), dict) else None
            hits = m.output.get("hits") if isinstance(m.output, dict) and not m.is_error else None
            if isinstance(match, dict) and list(match) == ["name"] and isinstance(hits, list) and len(hits) > 1:
                seen += 1
                names = [h["_source"].get("name") for h in hits if "name" in h.get("_source", {})]
                assert len(set(names)) == len(names), (s.id, names)
                assert all(str(match["name"]).lower() in n.lower() for n in names), (s.id, match, names)
    assert seen >= 1, seen


def test_a_follow_up_never_counts_what_is_one_thing():
    """git-official n002-8b8bfc4b (seed 1083): "How many commit contents were there in total?" after git_show: the
    contents, details or settings of one thing are no count."""
    asked = [(s.id, s.follow_up) for name in ("git-official", "git-mcp-server", "elasticsearch")
             for s in _shared(name, seeds=range(1080, 1086)) if s.follow_up]
    assert len(asked) >= 40, len(asked)
    bad = [(i, f) for i, f in asked if re.search(r"How many .*\b(contents|details|settings|statistics|diagnostics)\b", f)
           or re.search(r"Which of the .*\b(contents|details|settings)\b", f)]
    assert not bad, bad


def test_a_delete_with_no_name_deletes_them_all():
    """selenium-angiejones n000-232de2ee (seed 1084): get_cookies listed theme, csrftoken, _ga and cart_id; then
    delete_cookie() ("If omitted, all cookies are deleted") answered one "locale" cookie nobody had seen."""
    seen = 0
    for name in ("selenium-angiejones", "selenium-mcp-selenium-pypi"):
        for s in _shared(name, seeds=range(1070, 1090)):
            listed: list[str] = []
            for tool, args, m in _steps(s):
                if tool == "get_cookies" and isinstance(m.output, dict) and isinstance(m.output.get("cookies"), list):
                    listed = [c["name"] for c in m.output["cookies"]]
                if tool == "delete_cookie" and not args.get("name") and not m.is_error:
                    seen += 1
                    out = m.output if "deleted" in m.output else _lines(m.output)
                    assert "deleted" in out, (s.id, m.output)
                    if listed and isinstance(out.get("cookies"), list):
                        assert sorted(out["cookies"]) == sorted(listed), (s.id, listed, out)
    assert seen >= 2, seen


def test_a_text_listing_leads_each_line_with_what_the_thing_is_called():
    """selenium-mcp-selenium-pypi n009-cfec8943 (seed 1084): get_cookies answered "- / (name: theme, ...)": a cookie's
    URL path is no head of its line; a file's path is."""
    import random

    from seer.generate.symbolic.mocks.schema_fill import _textual

    schema = {"type": "object", "properties": {"result": {"type": "string"}}, "required": ["result"]}
    cookies = {"cookies": [{"name": "theme", "value": "dark", "domain": "app.acme.io", "path": "/", "secure": False}]}
    assert _textual(schema, cookies, random.Random(0))["result"].startswith("- theme ("), _textual(schema, cookies, random.Random(0))
    files = {"files": [{"name": "a.md", "path": "/home/dana/projects/docs-site/a.md", "size": 12}]}
    assert _textual(schema, files, random.Random(0))["result"].startswith("- /home/dana/projects/docs-site/a.md (")


def test_remote_branches_are_listed_as_remote_tracking_branches():
    """git-official n001-7263cc34 (seed 1084): git_branch(branch_type=remote) listed "main" and
    "feature/checkout-redesign": remote branches are origin/main, origin/feature/checkout-redesign."""
    from seer.generate.symbolic.mocks.git_records import remote_branches

    out = {"branches": [{"name": "main", "commit": "ebfd35080c7d"}, {"name": "feature/x", "commit": "d1c5ce078f45", "current": True}]}
    remote_branches({"repo_path": "/r", "branch_type": "remote"}, out)
    assert [b["name"] for b in out["branches"]] == ["origin/main", "origin/feature/x"] and "current" not in out["branches"][1]
    local = {"branches": [{"name": "main"}]}
    remote_branches({"repo_path": "/r", "branch_type": "local"}, local)
    assert local["branches"][0]["name"] == "main"
    seen = 0
    for s in _shared("git-official", seeds=range(1080, 1092)):
        for tool, args, m in _steps(s):
            later = str([c.arguments for c in s.expected_tools])
            handed = any(f'"{b["name"]}"' in later.replace("'", '"') for b in m.output.get("branches", [])) if isinstance(m.output, dict) else True
            if tool == "git_branch" and args.get("branch_type") == "remote" and not m.is_error and not handed:
                seen += 1  # (a branch a later call takes keeps the short name that call takes: checkout fix/login-timeout)
                assert all(b["name"].startswith("origin/") for b in m.output.get("branches", [])), (s.id, m.output)
    assert seen >= 1, seen


def test_a_read_by_action_is_followed_up_as_a_read():
    """selenium n007-998eb795 (seed 1085): dialog_handle(action=get_text) was followed up "Who else should know about
    this change?": a multi-action tool asked to get something changed nothing."""
    from seer.generate.symbolic.modes import call_only_reads

    assert call_only_reads({"action": "get_text"}) and call_only_reads({"params": {"action": "list_styles"}})
    assert not call_only_reads({"action": "dismiss"}) and call_only_reads({"method": "GET"})
    writes = ("Who else should know about this change?", "What would it take to undo that?", "Can you sum up what changed?")
    seen = 0
    for s in _shared("selenium", seeds=range(1080, 1090)):
        last = s.expected_tools[-1] if s.expected_tools else None
        if last is not None and last.tool == "dialog_handle" and str(last.arguments.get("action", "")).startswith("get"):
            seen += 1
            assert s.follow_up not in writes, (s.id, s.follow_up)
    assert seen >= 1, seen


def test_a_search_in_a_folder_already_seen_finds_what_was_seen():
    """filesystem n005-bb3b74e4 (seed 1086): directory_tree of ledger-api/config showed main.py and config.yaml, then
    search_files(config, *.md) found setup.md, api.md and release-notes.md in that same folder."""
    from seer.generate.symbolic.file_args import _shown_files

    searched = 0
    for s in _shared("filesystem", seeds=range(1080, 1092)):
        shown: set[str] = set()
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            found = set(_shown_files(m.output))
            if tool == "search_files" and shown:
                dirs = {f.rsplit("/", 1)[0] for f in shown}
                later = str([c.arguments for c in s.expected_tools])
                strays = [f for f in found if f not in shown and f.rsplit("/", 1)[0] in dirs and later.count(f) == 0]
                searched += 1
                assert not strays, (s.id, strays, sorted(shown))
            shown |= found
    assert searched >= 2, searched


def test_an_attribute_of_a_form_field_fits_the_field():
    """selenium-angiejones m000-52dc71ad (seed 1086): the class of the element named email was "card-title"."""
    from seer.generate.symbolic.mocks.record_rules import _attribute_value, _element_agrees
    import random

    p = type("P", (), {"verb": "get", "words": ["get", "element", "attribute"]})()
    element = {"ref": "e9", "tag": "div", "text": "Pricing", "visible": True}
    _element_agrees(p, element, {"by": "name", "value": "email", "attribute": "class"})
    assert element["tag"] == "input", element
    assert _attribute_value("class", element, random.Random(0)) == "form-control"


def test_an_update_changes_something():
    """git-mcp-server n013-cc7e0504 (seed 1087): update_milestone(platform, project_id, milestone_id) and nothing else:
    "modify an existing milestone" that changes nothing. An update sets one field at least (a rename last, so what
    later calls call it stays its name)."""
    updates = 0
    for s in _shared("git-mcp-server", seeds=range(1082, 1092)):
        for tool, args, m in _steps(s):
            if tool in ("update_milestone", "update_issue", "update_merge_request"):
                updates += 1
                extra = {k: v for k, v in args.items() if k not in ("platform", "project_id", "milestone_id", "issue_id", "mr_id")
                         and v not in (None, "", "{}", [], {})}
                assert extra, (s.id, tool, args)
    assert updates >= 3, updates


def test_my_merge_requests_are_the_current_users():
    """git-mcp-server n006-1ea67ea5 (seed 1088): get_current_user_info said Kristie Li, then list_my_merge_requests
    listed merge requests by Vickie Fuentes and Brandi Huff: "my" is the user the request read, and one shown before
    as another person's is not listed as mine."""
    from seer.generate.symbolic.mocks.listings import _one_owner

    shown = {"number": 898, "author": "Vickie Fuentes"}
    fresh = {"number": 1249, "author": "Brandi Huff"}
    mine = _one_owner([shown, fresh], [id(shown)], "Kristie Li")
    assert mine == [fresh] and fresh["author"] == "Kristie Li", mine
    solo = [{"number": 1, "author": "A B"}, {"number": 2, "author": "C D"}]
    assert {r["author"] for r in _one_owner(solo, [], None)} == {"A B"}
    for s in _shared("git-mcp-server", seeds=range(1084, 1094)):  # and in the records, wherever the seeds hold one
        me = None
        for tool, args, m in _steps(s):
            out = m.output.get("result") if isinstance(m.output, dict) and not m.is_error else None
            if tool == "get_current_user_info" and isinstance(out, dict):
                me = (out.get("user") or {}).get("name")
            if tool == "list_my_merge_requests" and isinstance(out, list) and me:
                assert {r.get("author") for r in out if r.get("author")} <= {me}, (s.id, me, out)


def test_a_bridge_tools_source_comes_from_its_source_app():
    """illustrator-mograph-mcp n016-4896c1e9 (seed 1088): ae_add_shape (After Effects) handed its "source layer" to
    ai_to_ae_push, whose source layer is an Illustrator layer; and ae_add_shape(shape_type=rectangle) was named
    "ellipse"."""
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.graph import Graph
    from tests.test_symbolic_mock_round_s26 import SHARED

    path = SHARED / "specs-candidates" / "illustrator-mograph-mcp.json"
    if not path.exists():
        import pytest

        pytest.skip(f"{path} is absent")
    g = Graph(profile_spec(load_spec(path)))
    producers = [e.producer for e in g.producers("ai_to_ae_push", "source_layer")]
    assert producers and all(p.startswith("ai_") for p in producers), producers
    named = [(s.id, args) for s in _shared("illustrator-mograph-mcp", seeds=range(1084, 1094)) for tool, args, m in _steps(s)
             if tool == "ae_add_shape" and isinstance(args.get("name"), str) and isinstance(args.get("shape_type"), str)]
    assert named, "no named shape over ten seeds"
    other = {"ellipse", "rectangle", "polygon", "star", "circle"}
    assert not [x for x in named if (set(x[1]["name"].lower().split()) & other) - {x[1]["shape_type"].lower()}], named


def test_two_views_of_one_page_list_the_same_controls():
    """selenium-selenium-mcp-pypi n004-3092d680 (seed 1088): get_accessibility_tree showed a "Sign in" button and a
    "Pricing" link, then get_interactive_elements of the same page listed "Next", "Submit order", "Contact sales" and
    "Download report"."""
    from types import SimpleNamespace as NS

    from seer.generate.symbolic.page_views import page_views_agree
    from seer.harness.model import MockOutput

    tree = MockOutput(output={"tree": {"nodes": [{"role": "button", "name": "Sign in"}, {"role": "link", "name": "Pricing"},
                                                 {"role": "heading", "name": "Welcome back"}]}}, grounding="low")
    listed = MockOutput(output={"elements": [{"ref": "e89", "tag": "button", "text": "Next"},
                                             {"ref": "e147", "tag": "a", "text": "Submit order"},
                                             {"ref": "e19", "tag": "a", "text": "Download report"}]}, grounding="low")
    profiles = [NS(words=["get", "accessibility", "tree"], read=True), NS(words=["get", "interactive", "elements"], read=True),
                NS(words=["click"], read=False)]
    page_views_agree(profiles, [{}, {}, {"ref": "e19"}], [tree, listed, MockOutput(output={"ok": True}, grounding="low")])
    texts = [(e["tag"], e["text"]) for e in listed.output["elements"]]
    nodes = {(n["role"], n["name"]) for n in tree.output["tree"]["nodes"]}
    assert ("a", "Download report") in texts, texts  # e19 is clicked next: kept
    assert ("button", "Sign in") in nodes and ("textbox", "Email") in nodes, nodes  # a sign-in page stays one
    assert {t for _, t in texts} - {"Download report"} <= {n for _, n in nodes}, (texts, nodes)


def test_a_tree_holds_the_subfolders_a_listing_showed_in_it():
    """filesystem n002-584773ec (seed 1089): list_allowed_directories showed inventory, inventory/deploy and
    inventory/lib; directory_tree of inventory then held three files and no folder."""
    import json

    trees = 0
    for s in _shared("filesystem", seeds=range(1086, 1096)):
        folders: set[str] = set()
        for tool, args, m in _steps(s):
            text = m.output.get("content") if isinstance(m.output, dict) and not m.is_error else None
            if not isinstance(text, str):
                continue
            if tool == "directory_tree" and text.lstrip().startswith("{") and folders:
                tree = json.loads(text)
                inside = {f.rsplit("/", 1)[1] for f in folders if f.rsplit("/", 1)[0] == tree["path"].rstrip("/")}
                trees += bool(inside)
                assert inside <= {k["name"] for k in tree["children"] if k.get("type") == "directory"}, (s.id, inside, tree)
            folders |= set(re.findall(r"^- (/\S+) \(entries: \d+\)$", text, re.M))
    assert trees >= 1, trees


def test_the_main_worktree_is_on_the_branch_checked_out():
    """git n008-2f8f10e0 (seed 1089): git_clone answered branch main, then git_worktree(list) had the repository on
    feature/search-filters."""
    from types import SimpleNamespace as NS

    from seer.generate.symbolic.worktree import main_worktree_on_head
    from seer.harness.model import MockOutput

    clone = MockOutput(output={"success": True, "path": "/p/helpdesk", "branch": "main"}, grounding="low")
    trees = MockOutput(output={"worktrees": [{"path": "/p/helpdesk", "branch": "feature/search-filters", "bare": False, "detached": False},
                                             {"path": "/p/helpdesk-x", "branch": "main", "bare": False, "detached": False}]}, grounding="low")
    main_worktree_on_head([NS(name="git_clone", words=["git", "clone"]), NS(name="git_worktree", words=["git", "worktree"])],
                          [{"url": "u"}, {"mode": "list"}], [clone, trees])
    assert trees.output["worktrees"][0]["branch"] == "main" and "branch" not in trees.output["worktrees"][1], trees.output


def test_a_control_whose_id_says_button_is_a_button():
    """selenium n017-a0f07253 (seed 1089): teach_selector(css=#checkout-button) answered an <a>."""
    from seer.generate.symbolic.mocks.record_rules import _element_agrees

    p = type("P", (), {"verb": "teach", "words": ["teach", "selector"]})()
    for css, tag in (("#checkout-button", "button"), (".btn-primary", "button"), ("nav .nav-link", "a")):
        element = {"ref": "e1", "tag": "div", "text": "Checkout", "visible": True}
        _element_agrees(p, element, {"description": "the Checkout control", "css": css})
        assert element["tag"] == tag, (css, element)
    found = {"ref": "e339", "tag": "a", "text": "Contact sales", "visible": True}  # selenium-angiejones n003-69f322d2 (1106)
    _element_agrees(type("P", (), {"verb": "get", "words": ["get", "element", "text"]})(), found, {"by": "class", "value": "btn-primary"})
    assert found["tag"] == "button", found


def test_a_carried_commit_is_the_one_picked_and_the_one_said():
    """git n001-6ad749e4 (seed 1090): the user said "cherry-pick commits (the commits 7f8a98737e3c)", a tag's commit
    the history context had shown, and the call picked 78cb12b0b3be: a handle handed on stays what the user says."""
    from seer.generate.symbolic.picked_handles import fit_listed_handles

    # (a tool that shows commits: since s43 a cherry-pick's commits are another branch's, never a listed one)
    p = type("P", (), {"words": ["show", "commits"], "params": [type("Q", (), {"words": ["commits"], "name": "commits", "schema": {"type": "array"},
                                                  "get": lambda self, a, d=None: a.get("commits", d),
                                                  "put": lambda self, a, v: a.__setitem__("commits", v)})()]})()
    args = {"commits": ["7f8a98737e3c"]}
    earlier = ({"commits": [{"hash": "78cb12b0b3be"}], "tags": [{"name": "v2", "commit": "7f8a98737e3c"}]},)
    fit_listed_handles(p, args, {"commits": ["7f8a98737e3c"]}, earlier)
    assert args["commits"] == ["7f8a98737e3c"], args
    unforced = {"commits": ["0123abcd4567"]}
    fit_listed_handles(p, unforced, {}, earlier)
    assert unforced["commits"] == ["78cb12b0b3be"], unforced  # a made-up one is a listed one


def test_a_browser_just_launched_shows_a_blank_page():
    """selenium-selenium-mcp-pypi n008-5708eeed (seed 1090): open_browser, then get_page_title answered "Careers |
    Mozilla": a browser just launched has opened no site."""
    seen = 0
    for s in _shared("selenium-selenium-mcp-pypi", seeds=range(1086, 1096)):
        launched = False
        for tool, args, m in _steps(s):
            if tool == "open_browser":
                launched = True
                continue
            if tool in ("open_url", "navigate", "navigate_to"):
                launched = False
            if launched and tool == "get_page_title" and not m.is_error:
                seen += 1
                assert m.output.get("title") == "", (s.id, m.output)
    assert seen >= 1, seen


def test_what_is_staged_after_a_status_is_a_change_it_showed():
    """git-official n002-b6877402 (seed 1090): git_status listed package.json and src/app.py as modified and
    src/utils/format.ts as untracked; git_add then staged scripts/utils.py, no change at all."""
    from seer.harness.checks import objects

    adds = 0
    for s in _shared("git-official", seeds=range(1084, 1096)):
        changed: set[str] = set()
        for tool, args, m in _steps(s):
            if tool == "git_add" and changed and isinstance(args.get("files"), list):
                adds += 1
                assert set(args["files"]) <= changed, (s.id, args["files"], changed)
            for rec in objects(m.output) if not m.is_error else ():
                for k in ("modified", "untracked"):
                    changed |= set(rec.get(k) or []) if isinstance(rec.get(k), list) else set()
    assert adds >= 1, adds


def test_one_project_id_is_one_repository_name():
    """git-mcp-server n004-dfd5fdd0 (seed 1092): list_forks(project 2428) listed forks named helpdesk, get_fork_info(2428)
    answered auth-gateway and create_fork(2428) data-pipeline."""
    from seer.harness.checks import objects

    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1086, 1096)):
        names: dict[str, set] = {}
        for tool, args, m in _steps(s):
            if m.is_error or not isinstance(args.get("project_id"), str):
                continue
            for r in objects(m.output):
                if isinstance(r.get("name"), str) and "default_branch" in r and "owner" in r:
                    names.setdefault(args["project_id"], set()).add(r["name"])
        for project, held in names.items():
            seen += 1
            assert len(held) == 1, (s.id, project, held)
    assert seen >= 3, seen


def test_a_clone_hands_on_the_branch_it_checked_out():
    """git n008-630ab68b (seed 1093): git_clone answered branch main, then the rename was asked "(the branch name
    feature/dark-mode), with the branch name from the repository": the clone had handed on feature/dark-mode before its
    branch became the default one."""
    for s in _shared("git", seeds=range(1088, 1098)):
        branch = None
        for tool, args, m in _steps(s):  # in the records, wherever the seeds hold one
            if tool == "git_clone" and isinstance(m.output, dict) and not m.is_error:
                branch = m.output.get("branch")
            elif branch and tool == "git_branch" and args.get("mode") == "rename" and "from the repository" in " ".join(
                    t.user for t in s.conversation):
                assert args.get("branchName") == branch, (s.id, branch, args)
    from types import SimpleNamespace as NS

    from seer.generate.symbolic.mocks.needs import _need_value

    need = NS(consumer=1, param=NS(name="branchName", words=["branch", "name"], item_schema={"type": "string"}, folder=False),
              field=None)
    world = NS(plan=[], scope={}, assigned={})
    assert _need_value(need, {"url": "https://github.com/o/r.git"}, __import__("random").Random(0), world,
                       ("git_clone", "Clone a repository")) == "main"


def test_a_point_is_said_as_one_point_and_set_is_not_save():
    """illustrator-mograph-mcp n019-7e98ba60 and n020-8a7ec16d (seed 1093): ae_animate(origin=[38, 27]) was asked with
    "the origins 38 and 27", and ae_set_track_matte as "Save a layer's track matte"."""
    said = " ".join(t.user for s in _shared("illustrator-mograph-mcp", seeds=range(1090, 1096)) for t in s.conversation)
    assert "origin" in said and not re.search(r"\borigins \d", said), re.findall(r".{30}origins \d.{20}", said)
    assert not re.search(r"\b(?:save|store) (?:a|an|the) (?:layer|comp|matte|track|keyframe)", said, re.I), \
        re.findall(r".{10}\b(?:[Ss]ave|[Ss]tore) (?:a|an|the) (?:layer|comp|matte|track|keyframe).{20}", said)


def test_turning_a_thing_into_another_says_into_what():
    """illustrator-mograph-mcp n031-c4b5e836 (seed 1094): ae_audio_keyframes ("Turn an audio layer's level into
    keyframes") was asked "turn an audio layer's level with layer 3": what it turns it into is the point."""
    from seer.generate.symbolic.cards import profile_tool
    from seer.generate.symbolic.phrasing import action
    from seer.spec.model import Tool

    tool = Tool(name="ae_audio_keyframes", description="Turn an audio layer's level into keyframes -- the music, made drivable.",
                input_schema={"type": "object", "properties": {"layer": {"type": "integer"}}})
    act = action(profile_tool(tool))
    assert act.verb == "turn" and act.qualifier == "into keyframes", act
    said = [t.user for s in _shared("illustrator-mograph-mcp", seeds=range(1090, 1100)) for t in s.conversation]
    asked = [u for u in said if "audio layer's level" in u]
    assert asked and all("into keyframes" in u for u in asked), asked


def test_a_file_a_call_produces_never_overwrites_one_just_used():
    """selenium n005-9556e310 (seed 1095): file_upload(.../resume.pdf), then pdf_generate(filePath=.../resume.pdf)
    wrote the page over the resume just uploaded."""
    from seer.generate.symbolic.file_args import _shown_files

    made = 0
    for name in ("selenium", "selenium-ai-agent-pypi"):
        for s in _shared(name, seeds=range(1090, 1100)):
            used: set[str] = set()
            for tool, args, m in _steps(s):
                flat = args.get("params", args) if isinstance(args.get("params"), dict) else args
                if tool in ("pdf_generate", "browser_pdf_save", "screenshot", "browser_take_screenshot") and used:
                    for k, v in flat.items():
                        if isinstance(v, str) and v.startswith("/"):
                            made += 1
                            assert v not in used, (s.id, tool, v)
                if not m.is_error:
                    used |= set(_shown_files(m.output))
    assert made >= 1, made


def test_flattening_leaves_one_background_layer():
    """illustrator-adobe-mcp n014-8f96d14f (seed 1095): adobe_ps_layers(action=flatten) answered layer 6 "Drop shadow"."""
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1088, 1100)):
        for tool, args, m in _steps(s):
            if tool == "adobe_ps_layers" and args.get("params", {}).get("action") == "flatten" and not m.is_error:
                seen += 1
                lines = _lines(m.output)
                assert lines.get("name") == "Background" and lines.get("index") == "0" and lines.get("layers") == "1", (s.id, lines)
    assert seen >= 1, seen


def test_a_scope_a_description_names_is_not_what_the_tool_returns():
    """git-mcp-server n000-063a144b (seed 1096): create_merge_request(target_project_id) was fed from list_issues ("List
    issues in a project"), whose listed issues then each carried a target_project_id; and selenium-selenium-mcp-pypi
    n006-c8150d4e: open_new_tab(url) was fed the URL of the tab already open."""
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.graph import Graph
    from tests.test_symbolic_mock_round_s26 import SHARED

    paths = [SHARED / "specs-candidates" / f"{n}.json" for n in ("git-mcp-server", "selenium-selenium-mcp-pypi")]
    if not all(p.exists() for p in paths):
        import pytest

        pytest.skip("the shared candidate specs are absent")
    git = Graph(profile_spec(load_spec(paths[0])))
    assert "list_issues" not in [e.producer for e in git.producers("create_merge_request", "target_project_id")]
    assert "list_projects" in [e.producer for e in git.producers("create_merge_request", "target_project_id")]
    tabs = Graph(profile_spec(load_spec(paths[1])))
    assert not [e.producer for e in tabs.producers("open_new_tab", "url")]


def test_an_author_is_said_as_the_author():
    """git n009-3d2f5e75 (seed 1096): git_commit(author={name: "Javier Finley", email}) was asked as a commit "called
    "Javier Finley"": a person's name under author is the author."""
    from seer.generate.symbolic.twins import labels

    said = labels(["$.message", "$.author.name", "$.author.email"])
    assert said["$.author.name"] == "author" and said["$.message"] == "message", said
    asked = [t.user for s in _shared("git", seeds=range(1090, 1100)) for t in s.conversation]
    assert not [u for u in asked if re.search(r'commit [^.]*\bcalled "[A-Z][a-z]+ [A-Z][a-z]+"', u)]


def test_an_encode_writes_a_video():
    """illustrator-adobe-mcp e001-7cb8b414 (seed 1098): adobe_ame_encode(action=add_to_queue,
    output_path=.../helpdesk/utils.py): Media Encoder encodes a video, named as one (promo-1080p.mp4)."""
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1090, 1102)):
        for tool, args, m in _steps(s):
            a = args.get("params", args)
            out = a.get("output_path")
            if tool == "adobe_ame_encode" and isinstance(out, str):
                seen += 1
                assert re.search(r"\.(mp4|mov|mxf|m4v|webm)$", out) and not re.search(r"/(utils|main|app|index)\.", out), (s.id, a)
    assert seen >= 1, seen


def test_a_font_filter_lists_fonts_not_the_filter():
    """illustrator n018-7313ce7d (seed 1099): list_fonts(filter=Helv) listed a font named "Helv" of family "Helv"."""
    from seer.generate.symbolic.mocks.fonts import fonts_match_filter

    out = {"fonts": [{"name": "Helv", "family": "Helv", "style": "Regular"}], "total": 1}
    fonts_match_filter("list_fonts", {"filter": "Helv"}, out)
    assert out["fonts"][0]["name"] == "HelveticaNeue-Regular" and out["fonts"][0]["family"] == "Helvetica Neue", out


def test_a_create_names_a_new_thing_not_a_listed_one():
    """redis-mcp-redis n013-1c24185c (seed 1099): get_indexes listed vector_index, then create_vector_index_hash
    (index_name=vector_index) "created" the index that existed; an issue comment still goes on a listed issue."""
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.graph import Graph
    from tests.test_symbolic_mock_round_s26 import SHARED

    redis, git = (SHARED / "specs-candidates" / f"{n}.json" for n in ("redis-mcp-redis", "git-mcp-server"))
    if not (redis.exists() and git.exists()):
        import pytest

        pytest.skip("the shared candidate specs are absent")
    assert not Graph(profile_spec(load_spec(redis))).producers("create_vector_index_hash", "index_name")
    assert "list_issues" in [e.producer for e in Graph(profile_spec(load_spec(git))).producers("create_issue_comment", "issue_id")]


def test_a_folder_listed_twice_lists_the_same_entries():
    """filesystem n003-60fb34a9 (seed 1100): list_directory of docs-site/lib showed four files, then
    list_directory_with_sizes of the same folder two of them."""
    from types import SimpleNamespace as NS

    from seer.generate.symbolic.found_files import listings_agree
    from seer.harness.model import MockOutput

    a = MockOutput(output={"content": "- /p/lib/a.json (size: 82)\n- /p/lib/b.py (size: 166)\n- /p/lib/c.ts (size: 164)\ntotal: 3"},
                   grounding="low")
    b = MockOutput(output={"content": "- /p/lib/a.json (size: 82)\ntotal: 1"}, grounding="low")
    lister = NS(read=True, words=["list", "directory"])
    listings_agree([lister, lister], [{"path": "/p/lib"}, {"path": "/p/lib", "sortBy": "size"}], [a, b])
    assert b.output["content"] == "- /p/lib/b.py (size: 166)\n- /p/lib/c.ts (size: 164)\n- /p/lib/a.json (size: 82)\ntotal: 3", b.output


def test_a_reaction_names_a_listed_entry_not_its_whole_line():
    """selenium-mcp-selenium-pypi n005-a34eac86 (seed 1100): 'OK, there's "_ga (value: GA1.2.753692775.1710035275,
    domain: .example.com, path: /account, secure: True)".': a person names the entry, not the listing's line."""
    firsts = list(_later_turns(_SPECS + ("filesystem", "elasticsearch-py", "selenium-angiejones"), range(1098, 1102)))
    assert len(firsts) >= 100, len(firsts)
    bad = [f for f in firsts if re.search(r'"[^"]+ \((?:[\w ]+: [^,)]+, )+[\w ]+: [^)]+\)"', f[1])]
    assert not bad, bad[:5]


def test_a_delete_of_several_answers_each_and_a_user_given_session_is_no_pick():
    """illustrator-mograph-mcp n016-e9a6de9b (seed 1102): ae_delete_layer(layer=[5, 7]) answered layer 5 alone;
    selenium-selenium-mcp-pypi n002-0f09ecb4: "Of those 3, 66c2131e... is the one." named the session id the user had
    given as a pick of the tab listing; git-mcp-server m000-71672e03: "the kwargs are ..." in the user's words."""
    deleted = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1098, 1106)):
        for tool, args, m in _steps(s):
            if tool == "ae_delete_layer" and isinstance(args.get("layer"), list) and len(args["layer"]) > 1 and not m.is_error:
                deleted += 1
                assert sorted(x["index"] for x in m.output.get("layers", [])) == sorted(args["layer"]), (s.id, m.output)
    assert deleted >= 1, deleted
    turns = [t.user for name in ("selenium-selenium-mcp-pypi", "git-mcp-server") for s in _shared(name, seeds=range(1098, 1106))
             for t in s.conversation]
    assert not [u for u in turns if re.search(r"Of those \d+, [0-9a-f]{32} is the one", u)]
    assert not [u for u in turns if re.search(r"\bthe kwargs\b", u)]


def test_a_redis_server_is_asked_no_slack_near_miss_and_a_buttons_value_is_submit():
    """redis-mcp-redis x000-1fbff4a5 (seed 1103): "Pin the release notes message in the general channel." asked of a
    Redis server (its pub/sub channels and messages read as Slack's); selenium-mcp-selenium-pypi n008-b9fd7110: the
    value of button.submit-order was "Berlin"."""
    import random

    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.mocks.record_rules import _attribute_value
    from seer.generate.symbolic.negatives import domains, near_misses
    from tests.test_symbolic_mock_round_s26 import SHARED

    path = SHARED / "specs-candidates" / "redis-mcp-redis.json"
    if not path.exists():
        import pytest

        pytest.skip(f"{path} is absent")
    ps = profile_spec(load_spec(path))
    assert domains(ps) == ["kv"], domains(ps)
    assert not [m for m in near_misses(ps, "redis-mcp-redis") if re.search(r"\bchannel\b|\bindex\b|Slack", m)]
    assert _attribute_value("value", {"tag": "button"}, random.Random(0)) == "submit"


def test_a_listing_entrys_fact_is_named_by_its_entry_and_a_removed_member_is_what_went():
    """selenium-ai-agent-pypi n004-708232ad (seed 1105): "OK, that took 1431 ms." of a network listing whose first
    request took 1431 ms; redis-mcp-redis n017-84d65acc: srem(online:users, user:1042) was followed up "Can you confirm
    online:users is gone now?"."""
    import random

    from seer.generate.symbolic.reactions import react

    out = {"result": "- net_67 (method: GET, status: 404, duration_ms: 1431)\n- net_kd (method: GET, status: 500, duration_ms: 992)\ntotal: 2"}
    said = react("1431", out, False, random.Random(0), "network requests", None, "get the network requests")
    assert "net_67" in said and "took" not in said, said
    follows = [(s.id, s.follow_up) for s in _shared("redis-mcp-redis", seeds=range(1100, 1110))
               if s.expected_tools and s.expected_tools[-1].tool in ("srem", "lrem", "hdel", "zrem")]
    assert follows, "no member removal over ten seeds"
    containers = {c.arguments.get("name") for s in _shared("redis-mcp-redis", seeds=range(1100, 1110)) for c in s.expected_tools[-1:]
                  if c.tool in ("srem", "lrem", "hdel", "zrem")}
    assert not [f for _sid, f in follows if f and any(f"confirm {c} is gone" in f for c in containers if c)], follows


def test_a_cookie_answered_by_name_holds_that_cookies_kind_of_value():
    """selenium-mcp-selenium-pypi e000-3edf835c (seed 1107): delete_cookie(name=session_id) answered value 54447, a cart
    id: a cookie named anew holds its own kind of value."""
    seen = 0
    for name in ("selenium-mcp-selenium-pypi", "selenium-angiejones"):
        for s in _shared(name, seeds=range(1100, 1124)):  # (widened in s43: a cookie needs a page, fewer plans have one)
            for tool, args, m in _steps(s):
                if tool == "delete_cookie" and args.get("name") == "session_id" and not m.is_error:
                    lines = _lines(m.output) or (m.output.get("cookie") if isinstance(m.output, dict) else {}) or {}
                    if "value" in lines:
                        seen += 1
                        assert re.fullmatch(r"[0-9a-f]{32}", str(lines["value"])), (s.id, lines)
    assert seen >= 1, seen


def test_a_script_counting_open_documents_counts_a_few():
    """illustrator-adobe-mcp n007-f2eece46 (seed 1108): adobe_run_jsx(app.documents.length;) answered 59 open
    documents."""
    import random
    from types import SimpleNamespace as NS

    from seer.generate.symbolic.mocks.scripts import _page_value

    counts = {_page_value("app.documents.length;", NS(page=None), random.Random(seed)) for seed in range(30)}
    assert counts <= {1, 2, 3, 4}, counts
    assert max(_page_value("return document.querySelectorAll('a').length;", NS(page=None), random.Random(s)) for s in range(30)) > 4


def test_a_clone_never_goes_into_a_repository_the_request_already_has():
    """git n005-355a7890 (seed 1109): git_init(/home/alice/projects/design-system), then git_clone into that same path
    (a clone into a folder that is already a repository fails): the one-project rule never merges what a request
    makes into one path."""
    from seer.generate.symbolic.homes import project_moves, project_names

    made = [{"path": "/home/alice/projects/analytics"}, {"url": "https://github.com/acme/design-system.git",
                                                          "path": "/home/alice/projects/design-system"}]
    kept = {n for c in made for n in project_names(c)}  # as the builder keeps what a request makes (build.py `made`)
    assert project_moves(made, [], kept) in ({}, {"design-system": "design-system", "analytics": "analytics"}), \
        project_moves(made, [], kept)
    seen = 0
    for s in _shared("git", seeds=range(1100, 1112)):  # the plans of these seeds seldom clone after a path (s36): when they do
        used: set[str] = set()
        for tool, args, m in _steps(s):
            path = args.get("path")
            if tool == "git_clone" and isinstance(path, str) and used:
                seen += 1
                assert path not in used, (s.id, path, used)
            if isinstance(path, str) and tool in ("git_init", "git_clone", "git_status", "git_set_working_dir"):
                used.add(path)


def test_a_form_has_no_value():
    """selenium-angiejones n006-fd738b93 (seed 1109): the value attribute of a <form> was "Berlin"."""
    import random

    from seer.generate.symbolic.mocks.record_rules import _attribute_value

    assert {_attribute_value("value", {"tag": "form"}, random.Random(s)) for s in range(10)} == {""}


def test_a_card_is_a_container_and_an_added_member_is_what_is_in_place():
    """selenium-angiejones n003-ea7b75f2 (seed 1110): get_element_text(by=class, value=product-card) answered a
    <button> "Contact sales"; redis-mcp-redis m002-d5bb1482: zadd(key=leaderboard:weekly, member=player:farah) was
    followed up "Can you confirm leaderboard:weekly is in place now?"."""
    from seer.generate.symbolic.mocks.locators import shown_element

    assert shown_element("product-card")[0] == "div" and shown_element("#cookie-banner")[1].startswith("We use cookies")
    follows = [s.follow_up for s in _shared("redis-mcp-redis", seeds=range(1106, 1114))
               if s.expected_tools and s.expected_tools[-1].tool == "zadd" and s.follow_up]
    assert follows, "no zadd last over eight seeds"
    assert not [f for f in follows if re.search(r"confirm (?:leaderboard|scores)[\w:]* is", f)], follows


def test_an_export_carries_no_options_of_another_format():
    """illustrator m000-baf66f9e (seed 1112): export(format=png, svg_options={text_outline: true})."""
    from seer.generate.symbolic.sensible import fit_format_options

    args = {"target": "artboard:1", "format": "png", "svg_options": {"text_outline": True}}
    fit_format_options(None, args, {})
    assert "svg_options" not in args, args
    svg = {"format": "svg", "svg_options": {"text_outline": True}}
    fit_format_options(None, svg, {})
    assert svg["svg_options"] == {"text_outline": True}
    for s in _shared("illustrator", seeds=range(1108, 1116)):
        for tool, args, m in _steps(s):
            if tool == "export" and isinstance(args.get("svg_options"), dict):
                assert str(args.get("format", "svg")).lower() == "svg", (s.id, args)


def test_a_tag_created_is_a_new_version_and_a_desktop_app_has_no_admin_rights():
    """git n005-062dba21 (seed 1113): git_tag(mode=create, tagName=v4.0.5) after git_changelog_analyze listed v4.0.5 (a
    tag that exists is never created again: the next version, v4.0.6); illustrator x000-cc847bd4: "Give Dana admin rights
    on the Illustrator setup"."""
    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.modes import fit_created_tag_is_new
    from seer.generate.symbolic.negatives import near_misses
    from tests.test_symbolic_mock_round_s26 import SHARED

    args = {"mode": "create", "tagName": "v4.0.5", "commit": "e2385604f39f"}
    fit_created_tag_is_new(None, args, {"tagName": "v4.0.5"}, ({"tags": [{"name": "v4.0.5"}, {"name": "v2.4.0"}]},))
    assert args["tagName"] == "v4.0.6", args
    for s in _shared("git", seeds=range(1108, 1116)):
        shown: set[str] = set()
        for tool, a, m in _steps(s):
            if tool == "git_tag" and a.get("mode") == "create":
                assert a.get("tagName") not in shown, (s.id, a)
            shown |= set(re.findall(r"\bv\d+\.\d+\.\d+\b", str(m.output)))
    path = SHARED / "specs" / "illustrator.json"
    assert not [m for m in near_misses(profile_spec(load_spec(path)), "illustrator") if "admin" in m.lower()]


def test_a_project_folder_is_named_as_a_folder():
    """illustrator-mograph-mcp n042-2bdea9d0 (seed 1114): ae_import_folder(folder_name="CTA button")."""
    from seer.kinds.words import APP_NAMED

    named = [a["folder_name"] for s in _shared("illustrator-mograph-mcp", seeds=range(1108, 1118)) for t, a, m in _steps(s)
             if isinstance(a.get("folder_name"), str)]
    assert named, "no folder named over ten seeds"
    assert set(named) <= set(APP_NAMED[("folder", "aftereffects")]), named


def test_a_selection_of_several_answers_each_and_a_button_has_no_href():
    """illustrator n009-b2283858 (seed 1116): select_objects(uuids=[a, b]) answered object a alone;
    selenium-mcp-selenium-pypi n001-8e721726: the href of #checkout-button (a button) was a docs page URL."""
    import random

    from seer.generate.symbolic.mocks.record_rules import _attribute_value

    assert _attribute_value("href", {"tag": "button"}, random.Random(0)) is None
    assert str(_attribute_value("href", {"tag": "a"}, random.Random(0))).startswith("http")
    seen = 0
    for s in _shared("illustrator", seeds=range(1110, 1120)):
        for tool, args, m in _steps(s):
            uuids = args.get("uuids")
            if tool == "select_objects" and isinstance(uuids, list) and len(uuids) > 1 and not m.is_error:
                seen += 1
                got = [o.get("uuid") for o in m.output.get("objects", [m.output.get("object", {})])]
                assert sorted(got) == sorted(uuids), (s.id, uuids, m.output)
    assert seen >= 1, seen


def test_a_folders_entry_count_is_what_a_listing_of_it_shows():
    """filesystem n006-782eca3f (seed 1119): list_allowed_directories showed data-pipeline/src (entries: 28), then
    list_directory of it two files; n000-f1f8a322 (seed 1121): entries 29, then a directory_tree of four children."""
    import json

    line = re.compile(r"^- (/\S+) \(([^)\n]*)\)$", re.M)
    pairs = 0
    for s in _shared("filesystem", seeds=range(1112, 1124)):
        said: dict[str, int] = {}
        shown: dict[str, int] = {}
        for tool, args, m in _steps(s):
            text = m.output.get("content") if isinstance(m.output, dict) else None
            if m.is_error or not isinstance(text, str):
                continue
            for path, facts in line.findall(text):
                if (n := re.search(r"\bentries: (\d+)", facts)):
                    said[path] = int(n[1])
            if tool in ("list_directory", "list_directory_with_sizes") and isinstance(args.get("path"), str):
                folder = args["path"].rstrip("/")
                shown.setdefault(folder, sum(1 for p, _ in line.findall(text) if p.rsplit("/", 1)[0] == folder))
            if tool == "directory_tree" and text.startswith("{"):  # n000-f1f8a322 (seed 1121): entries 29, a tree of 4
                tree = json.loads(text)
                shown.setdefault(tree["path"].rstrip("/"), len(tree["children"]))
        for folder, n in shown.items():
            if folder in said and n:
                pairs += 1
                assert said[folder] == n, (s.id, folder, said[folder], n)
    assert pairs >= 1, "no folder counted and listed over twelve seeds"


def test_the_views_of_a_page_are_of_the_page_a_title_names():
    """selenium-selenium-mcp-pypi n002-2c7cdb8e (seed 1119): get_page_title said "About | Example", then
    get_interactive_elements listed "Contact sales" and "Add to cart" and get_accessibility_tree a sign-in form
    ("Sign in", "Welcome back", "Remember me")."""
    from seer.generate.symbolic.page_views import _elements, _trees
    from seer.kinds.web import page_controls

    seen = 0
    for s in _shared("selenium-selenium-mcp-pypi", seeds=range(1116, 1124)):
        page = None
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            if tool.startswith("navigate") or tool in ("open_url", "switch_tab", "go_back", "go_forward"):
                page = None
            titled = [o for o in _objects(m.output) if isinstance(o.get("title"), str) and " | " in o["title"]]
            page = page or (page_controls(titled[0]["title"]) if titled else None)
            shown = {n["name"] for nodes in _trees(m.output) for n in nodes} | {e["text"] for e in _elements(m.output)}
            if page and len(shown) >= 2:
                seen += 1
                assert len(shown - {n for _, n in page}) <= 1, (s.id, tool, shown, page)  # one used element may stay
    assert seen >= 2, seen


def _objects(v):
    from seer.harness.checks import objects

    return objects(v)


def test_a_reply_never_says_what_its_threads_message_said():
    """slack n000-2dc34634 (seed 1120): slack_get_channel_history listed "Can we ship the fix in today's release?", and
    the replies of that thread began with the same sentence, word for word."""
    seen = 0
    for s in _shared("slack", seeds=range(1114, 1124)):
        said: set[str] = set()
        for tool, args, m in _steps(s):
            if m.is_error or not isinstance(m.output, dict):
                continue
            if tool == "slack_get_thread_replies":
                seen += 1
                texts = {r["text"] for r in m.output.get("replies", [])}
                assert not texts & said, (s.id, texts & said)
            said |= {r["text"] for r in m.output.get("messages", []) if isinstance(r, dict) and isinstance(r.get("text"), str)}
    assert seen >= 3, seen


def test_a_file_edited_is_a_file_never_an_allowed_folder():
    """filesystem n005-fdf94d25 (seed 1113): read_multiple_files(paths=[helpdesk/README.md]) handed nothing on, and
    edit_file then took path=/home/bob/projects/mobile-app/docs, a folder list_allowed_directories showed, with edits
    of sentences no file held."""
    from seer.generate.symbolic.file_args import _LISTED_LINE

    edits = handed = 0
    for s in _shared("filesystem", seeds=(*range(1110, 1122), 1144)):
        folders: set[str] = set()
        read_one = None
        for tool, args, m in _steps(s):
            if tool == "read_multiple_files":  # n006-c42f34ad (seed 1144): paths=[two allowed folders], read as notes
                edits += 1
                assert not {x.rstrip("/") for x in args.get("paths", [])} & folders, (s.id, args["paths"])
            if tool in ("edit_file", "write_file", "read_text_file") and isinstance(args.get("path"), str):
                edits += 1
                assert args["path"].rstrip("/") not in folders, (s.id, tool, args["path"])
                if tool == "edit_file" and read_one and s.id == "filesystem/complex/n005-fdf94d25":  # linked: read, then edit
                    handed += 1
                    assert args["path"] == read_one, (s.id, args["path"], read_one)
            if tool == "read_multiple_files" and len(args.get("paths") or []) == 1:
                read_one = args["paths"][0]
            text = m.output.get("content") if isinstance(m.output, dict) and not m.is_error else None
            if isinstance(text, str):
                folders |= {mm[1].rstrip("/") for mm in _LISTED_LINE.finditer(text) if "entries" in (mm[2] or "")}
    assert edits >= 5 and handed >= 1, (edits, handed)


def test_a_new_repositorys_first_branch_is_a_trunk():
    """git n001-ba1ffe18 (seed 1121): git_init(initialBranch=feature/checkout-redesign): a repository starts on main (or
    trunk, develop), not on a feature branch."""
    from seer.kinds.code import make_branch
    import random

    assert make_branch(random.Random(0), "initial branch git init") in ("main", "trunk", "develop")
    seen = 0
    for s in _shared("git", seeds=range(1116, 1124)):
        for tool, args, m in _steps(s):
            if tool == "git_init" and isinstance(args.get("initialBranch"), str):
                seen += 1
                assert args["initialBranch"] in ("main", "trunk", "develop", "master"), (s.id, args)
    assert seen >= 1, seen


def test_two_picks_from_one_listing_are_two_listed_records():
    """git n003-2e2d4714 (seed 1124): git_cherry_pick(commits) and git_tag(commit) both took a commit from
    git_wrapup_instructions' recentCommits, which listed one: the tag's commit was written over the cherry-pick's, and
    the cherry-pick went on with 1c83c2dab35d, a commit shown nowhere, "returned by git_wrapup_instructions"."""
    import json

    # Changed in s43 (seed 1312): the recent commits a wrap-up lists are the branch checked out's, so no cherry-pick takes
    # one any more (see test_symbolic_round_s43.test_a_cherry_pick_takes_no_commit_the_branch_checked_out_already_has);
    # what stays checked here: a cherry-pick in a request beside a wrap-up takes none of its commits and says so.
    seen = 0
    for s in _shared("git", seeds=range(1288, 1314)):  # (the seeds where a history stands beside a cherry-pick now)
        shown = ""
        for tool, args, m in _steps(s):
            if tool == "git_cherry_pick" and any(t in json.dumps([c.tool for c in s.expected_tools]) for t in (
                    "git_wrapup_instructions", "git_log", "git_changelog_analyze", "git_set_working_dir")):
                rationale = next(c.rationale for c in s.expected_tools if c.tool == tool)
                seen += 1
                assert "returned by git_wrapup_instructions" not in rationale and "returned by git_log" not in rationale, (s.id, rationale)
                assert not any(c in shown for c in args["commits"]), (s.id, args["commits"])
            if not m.is_error:
                shown += json.dumps(m.output)
    assert seen >= 1, seen


def test_a_folders_listing_holds_the_subfolders_the_request_works_in():
    """filesystem n003-5a0e2273 (seed 1124): list_directory of inventory listed three files, then search_files looked in
    inventory/deploy (and found three files there); list_allowed_directories had shown inventory/scripts."""
    import json

    line = re.compile(r"^- (/\S+)(?: \(([^)\n]*)\))?$", re.M)
    seen = 0
    for s in _shared("filesystem", seeds=range(1118, 1126)):
        steps = _steps(s)
        for n, (tool, args, m) in enumerate(steps):
            if tool not in ("list_directory", "list_directory_with_sizes") or m.is_error or not isinstance(args.get("path"), str):
                continue
            folder = args["path"].rstrip("/")
            listed = {p for p, _ in line.findall(m.output["content"])}
            others = json.dumps([a for i, (_t, a, _m) in enumerate(steps) if i != n])
            searched = [a.get("path", "") for t, a, _m in steps[n + 1:] if t in ("search_files", "list_directory", "directory_tree")]
            subs = set(re.findall(rf"{re.escape(folder)}/([\w@-]+)/", others)) | {
                p[len(folder) + 1:] for p in searched if p.startswith(folder + "/") and "/" not in p[len(folder) + 1:]}
            for sub in subs:
                seen += 1
                assert f"{folder}/{sub}" in listed, (s.id, folder, sub, listed)
    assert seen >= 1, seen


def test_a_request_runs_in_the_session_it_was_shown():
    """selenium-mcp-selenium-pypi n005-772d4d97 (seed 1125): get_session_info() showed session 4d8d6590..., and the
    user then asked to go back "with session ID 9345fa66...", a session shown nowhere."""
    seen = 0
    for spec in ("selenium-mcp-selenium-pypi", "selenium-selenium-mcp-pypi"):
        for s in _shared(spec, seeds=range(1120, 1128)):
            shown = None
            for tool, args, m in _steps(s):
                if shown and isinstance(args.get("session_id"), str) and s.kind != "error":
                    seen += 1
                    assert args["session_id"] == shown, (s.id, tool, args["session_id"], shown)
                text = m.output.get("result") if isinstance(m.output, dict) and not m.is_error else None
                if tool == "get_session_info" and not args.get("session_id") and isinstance(text, str):
                    shown = _lines(m.output).get("session_id")
    assert seen >= 1, seen


def test_a_repository_is_described_as_what_it_is():
    """git-mcp-server n001-ebc94c51 (seed 1126): list_forks of search-indexer (project 1425) listed forks named
    search-indexer described "Shared UI components and design tokens", the design system's description."""
    from seer.harness.checks import objects
    from seer.kinds.code import REPO_DESCRIPTIONS

    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1120, 1128)):
        for tool, args, m in _steps(s):
            if '"description"' in str(args.get("kwargs") or ""):
                continue  # a description the call gives is the one it wrote
            for r in objects(m.output) if not m.is_error else []:
                if r.get("name") in REPO_DESCRIPTIONS and isinstance(r.get("description"), str) and "owner" in r:
                    seen += 1
                    assert r["description"] == REPO_DESCRIPTIONS[r["name"]], (s.id, tool, r)
    assert seen >= 5, seen


def test_a_capped_delete_by_query_deletes_at_most_its_cap():
    """elasticsearch-py n000-5447d058 (seed 1126): delete_by_query(body={query, size: 10}) answered deleted 34."""
    seen = 0
    for s in _shared("elasticsearch-py", seeds=range(1120, 1130)):
        for tool, args, m in _steps(s):
            size = (args.get("body") or {}).get("size") if isinstance(args.get("body"), dict) else None
            if tool in ("delete_by_query", "update_by_query") and isinstance(size, int) and not m.is_error:
                seen += 1
                done = m.output.get("deleted", m.output.get("updated"))
                assert done <= size and m.output["total"] <= size, (s.id, args, m.output)
    assert seen >= 1, seen


def test_a_browser_just_launched_shows_an_empty_page():
    """selenium-mcp-selenium-pypi n004-bc903a6c (seed 1127): create_session, then get_dom answered a whole site named
    "Blank" (nav, heading, footer "(c) 2026 Blank"): the page of a browser just launched is about:blank, empty."""
    import random

    from seer.generate.symbolic.mocks.page_html import page_html
    from seer.kinds.web import page_text

    blank = {"url": "about:blank", "title": "", "status": 200}
    assert page_text(blank, random.Random(0)) == "" and "Blank" not in page_html(blank, random.Random(0))
    seen = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=range(1120, 1130)):
        launched = False
        for tool, args, m in _steps(s):
            if tool == "create_session" and not m.is_error:
                launched = True
            elif set(tool.split("_")) & {"navigate", "url"}:
                launched = False
            elif launched and tool in ("get_dom", "get_page_source", "get_page_text") and not m.is_error:
                seen += 1
                assert "Blank" not in str(m.output), (s.id, tool, m.output)
    assert seen >= 1, seen


def test_a_commit_picked_is_said_by_its_subject():
    """git n002-92878dba (seed 1128): git_log showed 4347f2820c53 "Improve release notes on Safari", then
    git_cherry_pick(commits=[4347f2820c53]) answered message "fix: handle empty cart in checkout"."""
    from seer.generate.symbolic.mocks.commit_subjects import subjects_shown

    from seer.generate.symbolic.mocks.commit_subjects import commit_message_agrees

    # (since s43 no cherry-pick takes a commit of the branch's own history, so the rule is checked on its own)
    shown = subjects_shown(({"commits": [{"sha": "4347f2820c53", "message": "Improve release notes on Safari"}]},))
    assert shown["4347f2820c53"] == "Improve release notes on Safari", shown
    out = {"success": True, "message": "fix: handle empty cart in checkout"}
    commit_message_agrees({"commits": ["4347f2820c53"]}, out,
                          ({"commits": [{"sha": "4347f2820c53", "message": "Improve release notes on Safari"}]},))
    assert out["message"] == "Improve release notes on Safari", out


def test_a_diffs_context_is_the_files_code():
    """git-official n003-2289c812 (seed 1129): git_diff_staged answered a hunk whose context lines read "context line"."""
    import json

    seen = 0
    for spec in ("git-official", "git"):
        for s in _shared(spec, seeds=range(1126, 1130)):
            for tool, args, m in _steps(s):
                text = json.dumps(m.output)
                if "@@ -" in text:
                    seen += 1
                    assert "context line" not in text, (s.id, tool)
    assert seen >= 3, seen


def test_a_reaction_names_news_never_what_the_user_said_nor_a_diff_header():
    """git-official n005-17cb0f5d (seed 1130): after the user gave the repository path, the next turn began "Good,
    repository path /home/gustavo/projects/mobile-app is the one to use."; read without that, it quoted a diff's header
    line ("I see "index 55d7c99..882f49f 100644" in there")."""
    from seer.harness.checks import norm_text

    turns = 0
    for spec in ("git-official", "git"):
        for s in _shared(spec, seeds=range(1126, 1132)):
            for t, turn in enumerate(s.conversation[1:], 1):
                said = norm_text(" ".join(x.user for x in s.conversation[:t]))
                head = turn.user.split(". ")[0]
                turns += 1
                assert "diff --git" not in head and not re.search(r"\bindex [0-9a-f]{7}\.\.", head), (s.id, turn.user)
                m = re.match(r"(?:Good, |Great, |The )?(.+?) (?:is the one to use|it is|is the one we need)\b", head)
                if m:
                    assert norm_text(m[1].split(" ")[-1]) not in said, (s.id, turn.user)
    assert turns >= 20, turns


def test_a_clusters_figures_agree_and_a_get_of_aliases_lists_them():
    """elasticsearch-py n003-9a1eeb08 (seed 1131): get_cluster_stats said 49 indices and get_cluster_health 44 active
    shards (every index has a primary shard); n004-d6296edb: general_api_request(GET /_aliases) answered
    {"acknowledged": true}."""
    from seer.harness.checks import objects

    pairs = aliases = 0
    for s in _shared("elasticsearch-py", seeds=range(1126, 1134)):
        stats = health = None
        for tool, args, m in _steps(s):
            for o in objects(m.output) if not m.is_error else []:
                if isinstance(o.get("indices"), int) and "nodes" in o:
                    stats = o
                if isinstance(o.get("active_shards"), int):
                    health = o
            if tool == "general_api_request" and "_alias" in str(args.get("path")) and not m.is_error:
                aliases += 1
                assert "acknowledged" not in m.output["body"] and all("aliases" in v for v in m.output["body"].values()), m.output
        if stats and health:
            pairs += 1
            assert health["active_shards"] + health["unassigned_shards"] >= stats["indices"], (s.id, stats, health)
    assert pairs >= 1 and aliases >= 1, (pairs, aliases)


def test_a_remote_removed_is_used_no_more():
    """git n004-ef372673 (seed 1132): git_remote(mode=remove, name=origin), then git_fetch(remote=origin) and
    git_pull(remote=origin): fetched from a remote the request had just removed."""
    from types import SimpleNamespace as NS

    from seer.generate.symbolic.gone import not_gone, removed

    remote = NS(read=False, verb="remote", nouns=["remote"])
    gone = removed(remote, {"mode": "remove", "name": "origin"})
    fetch = {"remote": "origin"}
    not_gone(NS(read=False, verb="fetch", nouns=["update"]), fetch, gone)
    assert gone == {"remote": {"origin"}} and fetch == {"remote": "upstream"}, (gone, fetch)
    seen = 0
    for s in _shared("git", seeds=range(1125, 1136)):  # (1125 since s43: the plans moved)
        removed_names: set = set()
        for tool, args, m in _steps(s):
            if tool == "git_remote" and args.get("mode") == "remove":
                removed_names.add(args.get("name"))
            elif removed_names and isinstance(args.get("remote"), str) and tool != "git_remote":
                seen += 1
                assert args["remote"] not in removed_names, (s.id, tool, args)
    assert seen >= 1, seen


def test_a_key_not_found_is_corrected_by_a_key_of_its_family():
    """redis e000-ff123957 (seed 1132): delete(order:2025:0871) not found, and the user: "use feature_flags instead"."""
    import random

    from seer.generate.symbolic.recovery import _same_family

    assert _same_family("order:2025:0871", "feature_flags", random.Random(0)) == "order:2025:0817"
    assert _same_family("session:8f3a2c", "cart:311:items", random.Random(0)).startswith("session:")
    assert _same_family("user:1042:profile", ["rate_limit:api:203.0.113.7"], random.Random(0))[0].startswith("user:")  # 1145
    fixed = _same_family(["cart:311:items"], ["session:8f3a2c", "user:1042:profile"], random.Random(0))  # seed 1133
    assert len(fixed) == 1 and fixed[0].startswith("cart:") and fixed[0].endswith(":items"), fixed
    assert _same_family("10:30", "11:45", random.Random(0)) == "11:45"  # a time is no key
    seen = 0
    for spec in ("redis", "redis-mcp-redis"):
        for s in _shared(spec, seeds=range(1126, 1136)):
            steps = _steps(s)
            if s.kind == "error" and len(steps) == 2 and steps[0][2].is_error:
                old, new = steps[0][1].get("key"), steps[1][1].get("key")
                old, new = (old[0], new[0]) if isinstance(old, list) and isinstance(new, list) and len(old) == 1 == len(new) else (old, new)
                if isinstance(old, str) and isinstance(new, str) and re.search(r":\w*\d", old) and old != new:
                    seen += 1
                    assert new.split(":")[0] == old.split(":")[0], (s.id, old, new)
    assert seen >= 1, seen


def test_a_wait_before_a_click_waits_for_the_element_to_show():
    """selenium-ai-agent-pypi n007-305951ff (seed 1133): wait_for(condition=element_hidden) on "Download report", then
    mouse_click on that same element."""
    seen = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=range(1126, 1136)):
        steps = _steps(s)
        for n, (tool, args, m) in enumerate(steps):
            cond = (args.get("params") or {}).get("condition") if isinstance(args.get("params"), dict) else None
            later = [t for t, _a, _m in steps[n + 1:]]
            if tool == "wait_for" and isinstance(cond, str) and any(re.search(r"click|type|drag|select|hover", t) for t in later):
                seen += 1
                assert "hidden" not in cond, (s.id, cond, later)
    assert seen >= 1, seen


def test_a_rationale_says_each_thing_once():
    """slack e000-b11c59bd (seed 1134): "returns the user ID that slack_get_user_profile needs; returns the user ID that
    slack_get_user_profile needs" (the call and its retry both take it)."""
    seen = 0
    for s in _shared("slack", seeds=range(1128, 1138)):
        for c in s.expected_tools:
            parts = c.rationale.split(": ", 1)[-1].split("; ")
            seen += 1
            assert len(parts) == len(set(parts)), (s.id, c.rationale)
    assert seen >= 20, seen


def test_a_writes_result_shows_what_it_wrote():
    """selenium-mcp-selenium-pypi n004-bd2c228a (seed 1135): add_cookie(name=locale, value=en-US) answered value de-DE;
    git-mcp-server n010-3ff4f7a0 (seed 0): update_milestone(due_date=2025-12-19) answered the old 2027-03-31 (and a
    "Q1 2027" milestone is due in that quarter); git n001-8b7eceec (seed 1): git_pull(branch=chore/bump-deps) answered
    branch release/2.4 ("Branch that was pulled")."""
    from seer.generate.symbolic.cards import profile_spec
    from seer.harness.checks import objects
    from tests.test_symbolic_mock_round_s26 import SHARED

    checked = 0
    for spec, seeds in (("selenium-mcp-selenium-pypi", range(1132, 1136)), ("git-mcp-server", (0, 1)), ("git", (0, 1))):
        scenarios = _shared(spec, seeds=seeds)  # skips when the shared specs are not beside this checkout
        path = next(p for p in (SHARED / "specs" / f"{spec}.json", SHARED / "specs-candidates" / f"{spec}.json") if p.exists())
        reads = {p.name for p in profile_spec(load_spec(path)) if p.read}
        for s in scenarios:
            for tool, args, m in _steps(s):
                if m.is_error or m.grounding == "high" or tool in reads:
                    continue
                flat = args.get("params", args) if isinstance(args.get("params"), dict) else args
                text = "\n".join(v for v in (m.output.values() if isinstance(m.output, dict) else []) if isinstance(v, str))
                lines = dict(ln.split(": ", 1) for ln in text.split("\n") if ": " in ln)
                for k, v in flat.items():
                    if k == "content" or not isinstance(v, (str, int, float)) or isinstance(v, bool):
                        continue
                    if k == "text" and "password" in str(flat.get("selector", "")):
                        continue  # (s41) a password field shows no text back: typing into it echoes no password
                    got = [o[k] for o in objects(m.output) if k in o and not isinstance(o[k], (dict, list))] + ([lines[k]] if k in lines else [])
                    if got:
                        checked += 1
                        assert any(str(g) == str(v) for g in got), (s.id, tool, k, v, got)
    assert checked >= 50, checked


def test_a_search_looks_in_a_folder_and_a_listing_by_name_is_by_name():
    """filesystem n001-dabac920 (seed 1136): search_files(path=.../settings.json, pattern=**/test_*.py), the file just
    read handed on as the folder to search, answered that file's text; n003-3c91ced3: list_directory_with_sizes(sortBy=
    name) listed schema.sql, deploy.sh, CHANGELOG.md; a search for **/test_*.py found guides/test_release-notes.py."""
    searched = listed = 0
    for s in _shared("filesystem", seeds=range(1130, 1140)):
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            if tool == "search_files":
                searched += 1
                assert "." not in args["path"].rstrip("/").rsplit("/", 1)[-1], (s.id, args)
                found = re.findall(r"^- (\S+)", m.output["content"], re.M)
                if args.get("pattern", "").endswith(".py"):
                    assert all("-" not in f.rsplit("/", 1)[-1] for f in found), (s.id, found)
            if tool == "list_directory_with_sizes" and args.get("sortBy") == "name":
                names = [p.rsplit("/", 1)[-1].lower() for p in re.findall(r"^- (\S+)", m.output["content"], re.M)]
                listed += 1
                assert names == sorted(names), (s.id, names)
    assert searched >= 3 and listed >= 1, (searched, listed)


def test_a_browser_just_launched_has_one_blank_tab():
    """selenium-selenium-mcp-pypi n000-7b65e98c (seed 1138): open_browser, then get_tabs listed four python.org pages."""
    seen = 0
    for s in _shared("selenium-selenium-mcp-pypi", seeds=range(1130, 1140)):
        fresh = False
        for tool, args, m in _steps(s):
            if tool == "open_browser" and not m.is_error:
                fresh = True
            elif re.search(r"navigate|url|tab_new|new_tab|open_tab", tool):
                fresh = False
            elif fresh and tool == "get_tabs" and not m.is_error:
                seen += 1
                assert [t["url"] for t in m.output["tabs"]] == ["about:blank"] and m.output["tabs"][0]["title"] == "", (s.id, m.output)
    assert seen >= 1, seen


def test_an_apps_status_and_the_apps_listing_agree():
    """illustrator-adobe-mcp n011-7ac5a04a (seed 1139): adobe_app_status(animate) answered running, then adobe_list_apps
    listed Adobe Animate 2024 running: False."""
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1130, 1142)):
        status: dict[str, bool] = {}
        for tool, args, m in _steps(s):
            text = m.output.get("result") if isinstance(m.output, dict) and not m.is_error else None
            if not isinstance(text, str):
                continue
            if tool == "adobe_app_status":
                lines = _lines(m.output)
                status[lines.get("app", "")] = lines.get("status") == "running"
            for app, running in re.findall(r"\(id: (\w+), version: [\d.]+, running: (True|False)\)", text):
                if app in status:
                    seen += 1
                    assert status[app] == (running == "True"), (s.id, app, status[app], running)
    assert seen >= 1, seen


def test_items_found_by_area_have_that_area():
    """illustrator-mograph-mcp n039-cf5de99f (seed 1140): ai_find_items(max_area=20) found a 566 x 50 Background."""
    from seer.generate.symbolic.mocks.ranges import areas_in_range

    out = {"items": [{"name": "Background", "width": 566, "height": 50}, {"name": "Dot", "width": 2, "height": 2}]}
    areas_in_range({"max_area": 20, "min_area": 1}, out)
    assert all(1 <= i["width"] * i["height"] <= 20 for i in out["items"]), out
    assert out["items"][1] == {"name": "Dot", "width": 2, "height": 2}, out  # inside the range: as it was
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1134, 1142)):
        for tool, args, m in _steps(s):
            hi = args.get("max_area")
            if tool == "ai_find_items" and isinstance(hi, (int, float)) and not m.is_error:
                for item in m.output.get("items", []):
                    seen += 1
                    assert item["width"] * item["height"] <= hi, (s.id, hi, item)
    assert seen >= 1, seen


def test_a_text_frame_is_named_by_its_words_and_keeps_its_name_when_styled():
    """illustrator n000-c491ac5b (seed 1141): create_text_frame(contents="New arrivals every week.") made a frame named
    "Price tag"; apply_text_style(uuid, style_name="Body Text") then answered the frame renamed "Body Text"."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1136, 1144)):
        names: dict[str, str] = {}
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            frame = m.output.get("frame") if isinstance(m.output, dict) else None
            if tool == "create_text_frame" and isinstance(frame, dict) and isinstance(args.get("contents"), str):
                seen += 1
                named = args.get("name") or args["contents"][:40]  # a frame the call names keeps that name
                assert frame["name"] == named or frame["name"].endswith("..."), (s.id, frame)
                names[frame.get("uuid")] = frame["name"]
            if tool == "apply_text_style" and args.get("uuid") in names:
                seen += 1
                styled = next(iter(v for v in m.output.values() if isinstance(v, dict)), {})
                assert styled.get("name") == names[args["uuid"]], (s.id, styled)
    assert seen >= 2, seen


def test_a_frame_made_on_a_layer_stays_on_it():
    """illustrator n005-e119d436 (seed 1136): create_text_frame(layer_name=Headline) answered layer Headline, and
    apply_text_style of that frame a step later answered layer Text."""
    from seer.harness.checks import objects

    seen = 0
    for s in _shared("illustrator", seeds=range(1130, 1142)):
        layer_of: dict[str, str] = {}
        for tool, args, m in _steps(s):
            for o in objects(m.output) if not m.is_error else []:
                uid, layer = o.get("uuid"), o.get("layer")
                if isinstance(uid, str) and isinstance(layer, str) and o.get("type") == "TextFrame":
                    if uid in layer_of:
                        seen += 1
                        assert layer == layer_of[uid], (s.id, tool, uid, layer_of[uid], layer)
                    layer_of[uid] = layer
    assert seen >= 2, seen


def test_a_position_not_found_is_corrected_by_a_lower_one():
    """illustrator e000-683b5654 (seed 1143): manage_artboards(remove, index=7) "index 7 not found", retried with index
    14: artboard positions have no gaps, so a document without artboard 7 has no artboard 14."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1136, 1146)):
        steps = _steps(s)
        if s.kind == "error" and len(steps) >= 2 and steps[-2][2].is_error and "not found" in json_dumps(steps[-2][2].output):
            old, new = steps[-2][1].get("index"), steps[-1][1].get("index")
            if isinstance(old, int) and isinstance(new, int) and old != new:
                seen += 1
                assert new < old, (s.id, old, new)
    assert seen >= 1, seen


def json_dumps(v):
    import json

    return json.dumps(v)


def test_how_a_call_acts_is_never_handed_on():
    """selenium-angiejones n005-b47c8731 (seed 1146): interact(by=xpath) then upload_file(by=xpath): "returns the by that
    upload_file needs", and the user's next turn began "The by xpath is the one we need."."""
    seen = 0
    for spec in ("selenium-angiejones", "git-mcp-server"):
        for s in _shared(spec, seeds=range(1140, 1148)):
            for c in s.expected_tools:
                seen += 1
                assert not re.search(r"\b(?:the|uses the) (?:by|action|mode|strategy|state) (?:returned|that)\b", c.rationale), (s.id, c.rationale)
            for turn in s.conversation[1:]:
                assert not re.match(r"(?:Good, |Great, )?(?:The )?by \w+ (?:is|it is)", turn.user), (s.id, turn.user)
    assert seen >= 20, seen


def test_a_links_href_goes_where_its_text_says():
    """selenium-angiejones n001-01f87dc4 (seed 1148): the href of //a[text()='Pricing'] was a wireless-headphones page."""
    import random

    from seer.generate.symbolic.mocks.record_rules import _attribute_value

    assert _attribute_value("href", {"tag": "a", "text": "Pricing"}, random.Random(0)).endswith("/pricing")
    assert _attribute_value("href", {"tag": "a", "text": "Contact sales"}, random.Random(1)).endswith("/contact-sales")
    assert _attribute_value("href", {"tag": "button", "text": "Pricing"}, random.Random(0)) is None


def test_a_tab_switched_to_in_a_browser_just_launched_is_one_it_has():
    """selenium-selenium-mcp-pypi n002-a5a95f00 (seed 1142): open_browser, open_new_tab(alvarado.net/account/settings),
    then switch_tab(index=2): a third tab, of developer.mozilla.org/pricing, in a browser of two."""
    seen = 0
    for s in _shared("selenium-selenium-mcp-pypi", seeds=range(1136, 1146)):
        opened = None
        for tool, args, m in _steps(s):
            if tool == "open_browser" and not m.is_error:
                opened = []
            elif tool == "open_new_tab" and opened is not None and not m.is_error:
                opened.append(args["url"])
            elif tool == "switch_tab" and opened is not None and isinstance(args.get("index"), int) and not m.is_error:
                seen += 1
                assert args["index"] <= len(opened), (s.id, args, opened)
                if args["index"] >= 1:
                    assert m.output["tab"]["url"] == opened[args["index"] - 1], (s.id, m.output, opened)
    assert seen >= 1, seen


def test_extra_fields_a_write_gives_are_what_it_wrote():
    """git-mcp-server n012-2be28bc4 (seed 1150): create_project(kwargs='{"visibility": "private"}') answered a project
    of visibility internal."""
    import json

    from seer.harness.checks import objects

    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1144, 1152)):
        for tool, args, m in _steps(s):
            extra = args.get("kwargs")
            if not isinstance(extra, str) or not extra.startswith("{") or m.is_error or not tool.startswith(("create", "update")):
                continue
            given = json.loads(extra)
            for o in objects(m.output):
                for f, x in given.items():
                    if f in o and f != "kwargs":
                        seen += 1
                        assert o[f] == x, (s.id, tool, f, x, o[f])
    assert seen >= 1, seen


def _nested_twins(node, path="$"):
    """{"key": {"key": "Enter"}}: a field holding a record of one field of its own name."""
    if isinstance(node, dict):
        for k, v in node.items():
            if isinstance(v, dict) and list(v) == [k]:
                yield f"{path}.{k}", v
            yield from _nested_twins(v, f"{path}.{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _nested_twins(v, f"{path}[{i}]")


def test_a_key_pressed_is_the_key_not_a_record_of_it():
    """selenium-angiejones n003-e6f90026 (seed 1152): press_key(key=Enter) answered "key": {"key": "Enter"}."""
    seen = 0
    for spec in ("selenium-angiejones", "selenium-mcp-selenium-pypi", "illustrator"):
        for s in _shared(spec, seeds=range(1150, 1154)):
            for tool, args, m in _steps(s):
                seen += tool == "press_key"
                assert not list(_nested_twins(m.output)), (s.id, tool, m.output)
    assert seen >= 1, seen


def test_a_reaction_to_a_receipt_says_no_value_the_user_just_gave():
    """selenium-angiejones n003-e6f90026 (seed 1152): "Next up, simulate a keyboard key Enter." then "OK, the key is
    Enter.": the user's own key handed back as news."""
    import random

    from seer.generate.symbolic.reactions import react

    out = {"ok": True, "action": "press", "key": "Enter", "completed_at": "2025-11-22T06:20:00Z"}
    said = react("Enter", out, False, random.Random(0), said="Next up, simulate a keyboard key Enter.")
    # (since s43 a receipt with no news is acknowledged as done, "Good, Enter is pressed.": the user's key confirmed,
    # never said as news, "the key is Enter")
    assert "the key is Enter" not in said and "press" in said, said
    out = {"ok": True, "action": "press", "key": "Enter", "focused": "#search-box", "completed_at": "2025-11-22T06:20:00Z"}
    said = react("Enter", out, False, random.Random(0), said="Next up, simulate a keyboard key Enter.")
    assert "#search-box" in said, said  # what the result adds is the news
    [s] = [s for s in _shared("selenium-angiejones", seeds=(1152,)) if s.id.endswith("n003-e6f90026")]
    assert "the key is Enter" not in s.conversation[1].user, s.conversation[1].user


def test_a_draft_flag_written_by_kwargs_is_a_field_and_the_json_is_no_field():
    """git-mcp-server n006-e50a32e2 (seed 1152): update_merge_request(kwargs='{"draft": true}') answered a merged merge
    request with a field "kwargs": '{"draft": true}' and no draft flag."""
    import json

    from seer.harness.checks import objects

    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1148, 1154)):
        for tool, args, m in _steps(s):
            extra = args.get("kwargs")
            if not isinstance(extra, str) or not extra.startswith("{") or m.is_error or not tool.startswith("update"):
                continue
            seen += 1
            assert "kwargs" not in json.dumps(m.output), (s.id, m.output)
            given = json.loads(extra)
            if given.get("draft") is True:
                record = next(o for o in objects(m.output) if "draft" in o)
                assert record["draft"] is True and record.get("state") not in ("merged", "closed"), (s.id, record)
    assert seen >= 1, seen


def test_a_writes_own_words_are_never_another_writes():
    """git-mcp-server n002-64a3cb48 (seed 1153): update_milestone(description="The backup completed...") and then
    create_merge_request(description=the same words), never said for the merge request; round 1151's update_issue(title=
    "v3.0") took a milestone's title the same way."""
    prose = ("title", "description", "summary", "subject")
    seen = 0
    for spec in ("git-mcp-server", "git", "slack"):
        for s in _shared(spec, seeds=range(1148, 1156)):
            said: dict[str, tuple[str, str]] = {}
            for tool, args, m in _steps(s):
                for k in prose:
                    v = args.get(k)
                    if not isinstance(v, str) or not v:
                        continue
                    if k in said and said[k][0] != tool:
                        seen += 1
                        assert said[k][1] != v, (s.id, k, said[k], tool, v)
                    said[k] = (tool, v)
    assert seen >= 5, seen


def test_a_milestone_handed_on_by_title_is_no_field_of_it_and_its_id_keeps_its_type():
    """git-mcp-server n002-64a3cb48 (seed 1153): create_milestone answered a milestone holding "milestone": "v3.0" beside
    its title, a receipt "id": "806" beside its id 806, and update_milestone(milestone_id="806") turned the id into "806"."""
    from seer.harness.checks import objects

    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1148, 1156)):
        ids: dict[str, int] = {}
        for tool, args, m in _steps(s):
            if m.is_error or "milestone" not in tool:
                continue
            for o in objects(m.output):
                if "iid" in o and "title" in o:  # a milestone record
                    seen += 1
                    assert "milestone" not in o, (s.id, tool, o)
                    if str(o["id"]) in ids:
                        assert type(o["id"]) is type(ids[str(o["id"])]), (s.id, tool, o)
                    ids[str(o["id"])] = o["id"]
            result = m.output.get("result") if isinstance(m.output, dict) else None
            if isinstance(result, dict) and isinstance(result.get("milestone"), dict):
                assert "id" not in result, (s.id, tool, result)
    assert seen >= 2, seen


def test_a_setting_action_turns_its_flag_on():
    """selenium-ai-agent-pypi n012-d2bab5ec (seed 1154): "take the network offline" as network_monitor(action=set_offline,
    offline=false)."""
    from seer.generate.symbolic.lexicon import words

    seen = 0
    for s in _shared("selenium-ai-agent-pypi", seeds=range(1150, 1160)):
        for tool, args, m in _steps(s):
            params = args.get("params") if isinstance(args.get("params"), dict) else args
            action = params.get("action")
            if not isinstance(action, str) or not action.startswith(("set_", "enable_", "disable_")):
                continue
            for k, v in params.items():
                if isinstance(v, bool) and set(words(k)) <= set(words(action)[1:]):
                    seen += 1
                    assert v is (not action.startswith("disable_")), (s.id, tool, args)
    assert seen >= 1, seen


def test_a_reaction_to_a_mode_the_user_gave_names_no_mode_as_news():
    """git n003-6664cfc2 (seed 1154): "drop a stash with the stash ref stash@{0}" then "OK, the mode is drop."."""
    import random

    from seer.generate.symbolic.reactions import react

    said = react("drop", {"success": True, "mode": "drop", "conflicts": False}, False, random.Random(0),
                 said="For the audit, drop a stash with the stash ref stash@{0}.")
    assert "the mode is" not in said and "drop" in said, said
    said = react("drop", {"success": True, "mode": "drop", "dropped": "stash@{1}"}, False, random.Random(0),
                 said="For the audit, drop a stash.")
    assert "stash@{1}" in said, said


def test_one_issue_reads_one_state_until_a_write_changes_it():
    """git-mcp-server n011-b9de4856 (seed 1155): list_all_issues showed #14 "closed", list_issues a step later #14
    "open" (then close_issue(14)): the state a later close needs was set in the second listing only."""
    from seer.harness.checks import objects

    seen = 0
    for spec in ("git-mcp-server", "git"):
        for s in _shared(spec, seeds=range(1150, 1158)):
            state: dict[tuple, str] = {}
            for tool, args, m in _steps(s):
                if m.is_error:
                    continue
                reads = tool.startswith(("list", "get", "search"))
                for o in objects(m.output):
                    if not isinstance(o.get("state"), str) or "title" not in o or not any(h in o for h in ("number", "iid", "id")):
                        continue
                    key = (str(o.get("number", o.get("iid", o.get("id")))), o["title"])
                    if reads and key in state:
                        seen += 1
                        assert o["state"] == state[key], (s.id, tool, key, state[key], o["state"])
                    state[key] = o["state"]
    assert seen >= 3, seen


def test_a_page_explored_by_the_name_a_capture_showed_is_that_pages_url():
    """selenium n009-4be71486 (seed 1155): capture_page showed "Cart | Example" at example.com/cart, then
    planner_explore_page(pageName="Cart | Example", pageUrl=https://app.contoso.com/account/settings), answered titled
    "Cart | Example | Contoso"."""
    seen = 0
    for s in _shared("selenium", seeds=range(1150, 1160)):
        pages: dict[str, str] = {}
        for tool, args, m in _steps(s):
            out = m.output.get("page") if isinstance(m.output, dict) else None
            if tool == "planner_explore_page" and args.get("pageName") in pages and "pageUrl" in args:
                seen += 1
                assert args["pageUrl"] == pages[args["pageName"]], (s.id, args, pages)
                assert out["title"].count(" | ") == args["pageName"].count(" | "), (s.id, out)
            if isinstance(out, dict) and isinstance(out.get("title"), str) and isinstance(out.get("url"), str):
                pages[out["title"]] = out["url"]
    assert seen >= 1, seen


def test_a_window_resized_by_dimensions_names_no_preset_beside_them():
    """selenium n008-cf32a27f (seed 1156): resize_window(width=640, height=600, preset=tablet), where the tool takes
    "specified dimensions or a device preset": two sizes that disagree."""
    seen = 0
    for s in _shared("selenium", seeds=range(1150, 1166)):
        for tool, args, m in _steps(s):
            if tool == "resize_window" and ("width" in args or "height" in args):
                seen += 1
                assert "preset" not in args, (s.id, args)
    assert seen >= 1, seen


def test_a_frame_switched_to_by_number_is_a_small_number_and_the_frame_there():
    """selenium-mcp-selenium-pypi n005-96f17ca8 (seed 1157): frame(action=switch, identifier=70) answered "index: 3"
    with "identifier: 70" beside it."""
    seen = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=range(1150, 1166)):
        for tool, args, m in _steps(s):
            if tool == "frame" and isinstance(args.get("identifier"), int) and not m.is_error:
                seen += 1
                lines = _lines(m.output)
                assert args["identifier"] <= 10, (s.id, args)
                assert lines.get("index") == str(args["identifier"]) and "identifier" not in lines, (s.id, m.output)
    assert seen >= 1, seen


def test_a_commit_says_the_commit_it_made():
    """git-official n005-aa28d960 (seed 1157): git_commit answered its repository path and message, no commit hash."""
    from seer.harness.checks import objects

    seen = 0
    for s in _shared("git-official", seeds=range(1150, 1160)):
        for tool, args, m in _steps(s):
            if tool == "git_commit" and not m.is_error:
                seen += 1
                assert any(re.fullmatch(r"[0-9a-f]{7,40}", str(v)) for o in objects(m.output) for v in o.values()), (s.id, m.output)
    assert seen >= 1, seen


def test_a_key_not_found_is_corrected_by_its_own_name_in_a_namespace_and_keeps_its_shape():
    """redis e000-93b8403f (seed 1159): delete(key="feature_flags") not found, then "use order:2025:0871 instead",
    retried as delete(key=["order:2025:0871"]); seed 1157: cache:homepage corrected by the same order key."""
    seen = 0
    for s in _shared("redis", seeds=range(1150, 1162)):
        steps = list(_steps(s))
        for (t0, a0, m0), (t1, a1, m1) in zip(steps, steps[1:]):
            if s.kind != "error" or t0 != t1 or not m0.is_error or "key" not in a0 or a0 == a1:
                continue
            old, new = a0["key"], a1["key"]
            assert type(old) is type(new), (s.id, a0, a1)
            if isinstance(old, list):  # of two keys asked, the one missing is corrected, the other stays
                assert len(old) == len(new) and sum(o != n for o, n in zip(old, new)) == 1, (s.id, a0, a1)
                [(o, n)] = [(o, n) for o, n in zip(old, new) if o != n]
                assert m0.output["error"]["message"] == f"key {o} not found", (s.id, m0.output)
            else:
                o, n = old, new
            if not any(c.isdigit() for c in o):
                seen += 1
                assert o in n, (s.id, o, n)  # the same name, namespaced or suffixed
            else:
                assert n.split(":")[0] == o.split(":")[0], (s.id, o, n)
    assert seen >= 1, seen


def test_a_price_clicked_is_the_price():
    """selenium-mcp-selenium-pypi e001-b6a70b3f (seed 1159): click("div.product-card:nth-child(2) .price") answered a
    <button> "Add to cart"."""
    seen = 0
    for spec in ("selenium-mcp-selenium-pypi", "selenium-angiejones", "selenium"):
        for s in _shared(spec, seeds=range(1150, 1166)):
            for tool, args, m in _steps(s):
                sel = next((v for k, v in args.items() if isinstance(v, str) and "selector" in k), "")
                if "click" in tool and sel.endswith(".price") and not m.is_error:
                    seen += 1
                    assert "$" in json.dumps(m.output) and "Add to cart" not in json.dumps(m.output), (s.id, m.output)
    assert seen >= 1, seen


def test_a_browsers_cookies_are_one_sites_and_a_cookie_added_is_too():
    """selenium-angiejones n002-53fdc9b5 (seed 1160): get_cookies listed cookies of app.acme.io and shop.example.com, then
    add_cookie(domain=munoz-daniels.org, expiry=26): a third site, and an expiry in 1970."""
    from seer.harness.checks import objects

    seen = added = 0
    for spec in ("selenium-angiejones", "selenium-mcp-selenium-pypi", "selenium"):
        for s in _shared(spec, seeds=range(1154, 1166)):
            domains: set[str] = set()
            for tool, args, m in _steps(s):
                if m.is_error:
                    continue
                if tool == "add_cookie":
                    added += 1
                    if isinstance(args.get("expiry"), (int, float)):
                        assert args["expiry"] > 1_600_000_000, (s.id, args)
                    if domains and "domain" in args:
                        assert args["domain"] in domains, (s.id, args, domains)
                for o in objects(m.output):
                    if isinstance(o.get("domain"), str) and "name" in o and "value" in o:
                        domains.add(o["domain"])
            if len(domains) > 1:
                seen += 1
            assert len(domains) <= 1, (s.id, domains)
    assert added >= 1, added


def test_an_element_popped_from_a_list_is_from_its_key():
    """redis-mcp-redis n007-9cd096b6 (seed 1160): "take out the first element called queue:emails"."""
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=range(1154, 1166)):
        for t in s.conversation:
            if re.search(r"\b(?:first|last) element\b", t.user):
                seen += 1
                assert not re.search(r"element (?:called|named) \S+:", t.user), (s.id, t.user)
    assert seen >= 1, seen


def test_a_render_says_it_rendered():
    """illustrator-adobe-mcp n013-51408ed1 (seed 1161): adobe_ae_render ("Add composition to After Effects render queue
    and start rendering") answered "action: add", and the user said "OK, that went through (action: add)."."""
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1156, 1166)):
        for tool, args, m in _steps(s):
            if tool == "adobe_ae_render" and not m.is_error:
                seen += 1
                assert _lines(m.output).get("action") == "render", (s.id, m.output)
    assert seen >= 1, seen


def test_a_read_of_several_files_reads_no_file_alone_that_the_request_just_read():
    """filesystem n001-3dd0e8e7 (seed 1162): read_text_file(report-q3.csv) and then read_multiple_files(paths=
    [report-q3.csv]): the same file read twice."""
    from seer.harness.checks import leaves

    seen = 0
    for s in _shared("filesystem", seeds=range(1156, 1168)):
        shown: set[str] = set()
        for tool, args, m in _steps(s):
            paths = args.get("paths")
            if tool == "read_multiple_files" and isinstance(paths, list) and not m.is_error and shown:
                seen += 1
                text = m.output.get("content", "")
                alone = len(paths) == 1 and any(f"(content: {t})" in text for t in shown)
                assert not alone, (s.id, paths)
            if tool == "read_text_file" and not m.is_error:
                shown.update(v for v in leaves(m.output) if isinstance(v, str))
    assert seen >= 1, seen


def test_an_edit_of_a_dockerfile_changes_its_own_lines():
    """filesystem n005-eb170eed (seed 1163): edit_file(Dockerfile, edits=[{oldText: "Please review the updated figures
    before Friday.", ...}]): chat sentences as the lines of a Dockerfile, since a file with no extension was no file."""
    seen = 0
    for s in _shared("filesystem", seeds=range(1156, 1172)):
        for tool, args, m in _steps(s):
            if tool == "edit_file" and str(args.get("path", "")).endswith("/Dockerfile"):
                seen += 1
                for e in args["edits"]:
                    assert re.match(r"(FROM|RUN|COPY|WORKDIR|CMD|ENV|EXPOSE|ENTRYPOINT|ARG)\b", e["oldText"]), (s.id, e)
                    assert "(updated)" not in e["newText"], (s.id, e)
    assert seen >= 1, seen


def test_a_click_names_the_element_it_clicks_and_a_typed_fields_name_is_its_label():
    """selenium-ai-agent-pypi n006-bff38ef1 (seed 1164): "type the text ... with element Message and the ref e322, and
    then click on an element as well.": mouse_click(element="The draft of the release notes is ready for review.",
    ref=e322), the typed text taken for the field's name, and the turn naming no element."""
    seen = 0
    for spec in ("selenium-ai-agent-pypi", "selenium"):
        for s in _shared(spec, seeds=range(1160, 1168)):
            typed: dict[str, str] = {}
            steps = list(_steps(s))
            for tool, args, m in steps:
                params = args.get("params") if isinstance(args.get("params"), dict) else args
                ref = params.get("ref")
                if tool in ("input_text", "type_text") and isinstance(params.get("text"), str):
                    typed[ref] = params["text"]
                if "click" in tool and ref in typed:
                    assert params.get("element") != typed[ref], (s.id, params)
                if "click" in tool and isinstance(ref, str):
                    seen += 1
                    turn = next(t.user for t in s.conversation if steps.index((tool, args, m)) in t.calls)
                    bare = re.search(r"click (?:on )?an element(?: as well)?(?:[.;]|, (?!with the \w+ from))", turn)
                    assert not bare or ref in turn, (s.id, turn)
    assert seen >= 3, seen


def test_switching_to_the_latest_window_names_no_handle_and_a_new_sessions_window_is_blank():
    """selenium-mcp-selenium-pypi n002-3bbf5893 (seed 1164): create_session, then window(action=switch_latest,
    handle=CDwindow-EE79...) answered the window of "About | Wikipedia" in a browser just launched; n005-d69175fc (seed
    1184): window(action=switch_latest, index=2), an index taken for a scope like an Elasticsearch index."""
    seen = blank = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=range(1158, 1186)):
        fresh = False
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            if tool == "create_session":
                fresh = True
            elif tool == "window":
                if args.get("action") in ("switch_latest", "list"):
                    seen += 1
                    assert "handle" not in args and "index" not in args, (s.id, args)
                url = _lines(m.output).get("url")
                if fresh and url is not None and args.get("action") != "list":
                    blank += 1
                    assert url == "about:blank", (s.id, m.output)
            elif tool in ("open_page", "navigate_back", "navigate_forward"):
                fresh = False
    assert seen >= 1 and blank >= 1, (seen, blank)


def test_a_file_whose_folder_is_missing_is_written_in_the_same_project():
    """filesystem e000-f3b90092 (seed 1166): write_file(/home/bob/projects/helpdesk/scripts/users.csv) failed on a
    missing folder and was retried in /home/bob/projects/auth-gateway/src/components: another project's folder."""
    seen = 0
    for s in _shared("filesystem", seeds=range(1158, 1172)):
        steps = list(_steps(s))
        for (t0, a0, m0), (t1, a1, m1) in zip(steps, steps[1:]):
            if s.kind == "error" and m0.is_error and t0 == t1 and "does not exist" in json.dumps(m0.output):
                old, new = a0.get("path"), a1.get("path")
                project = re.match(r"/home/[^/]+/projects/[^/]+/", old or "")
                if project and old.count("/") > project[0].count("/"):  # a folder inside the project is missing
                    seen += 1
                    assert new.startswith(project[0]) and new != old, (s.id, old, new)
    assert seen >= 1, seen


def test_a_listing_never_lists_one_entry_twice():
    """elasticsearch-py n003-d8b25149 (seed 1167): list_aliases listed "logs-2024.02 (alias: logs-read, ...)" twice: a
    twin alias renamed away from get_alias' answer stayed in the world."""
    from seer.harness.checks import leaves

    seen = 0
    for spec in ("elasticsearch-py", "elasticsearch", "filesystem", "redis-mcp-redis"):
        for s in _shared(spec, seeds=range(1162, 1170)):
            for tool, args, m in _steps(s):
                for text in (v for v in leaves(m.output) if isinstance(v, str) and v.startswith("- ")):
                    lines = [ln for ln in text.split("\n") if ln.startswith("- ")]
                    seen += 1
                    assert len(lines) == len(set(lines)), (s.id, tool, text)
    assert seen >= 10, seen


def test_no_layer_is_locked_that_the_request_then_draws_on():
    """illustrator n007-153d3b7c (seed 1168): manage_layers(action=lock, layer_name=Artwork) and then
    create_ellipse(layer_name=Artwork): Illustrator draws on no locked layer."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1160, 1172)):
        shut: set[str] = set()
        for tool, args, m in _steps(s):
            layer = args.get("layer_name")
            if tool == "manage_layers" and isinstance(layer, str):
                if args.get("action") in ("lock", "hide"):
                    shut.add(layer)
                elif args.get("action") in ("unlock", "show"):
                    shut.discard(layer)
                    seen += 1
            elif tool.startswith(("create", "place", "add", "draw")) and layer in shut:
                raise AssertionError((s.id, tool, args))
    assert seen >= 1, seen


def test_presets_listed_by_a_filter_hold_it_in_name_and_file():
    """illustrator-mograph-mcp n039-aa0b7742 (seed 1168): ae_list_presets(filter=glow) answered slide-in-left.ffx: the
    preset was named for the filter and its path named it back."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1160, 1172)):
        for tool, args, m in _steps(s):
            if tool == "ae_list_presets" and isinstance(args.get("filter"), str) and not m.is_error:
                for preset in m.output.get("presets", []):
                    seen += 1
                    low = args["filter"].lower()
                    assert low in preset["name"].lower() and preset["path"].endswith("/" + preset["name"]), (s.id, args, preset)
    assert seen >= 1, seen


def test_a_reaction_names_no_preposition_as_a_field():
    """illustrator-mograph-mcp n017-efe994db (seed 1169): ai_auto_name_items answered renamed [{from: "<Linked File>",
    to: "product-shot.jpg"}] and the user said "So the to is product-shot.jpg."."""
    import random

    from seer.generate.symbolic.reactions import react

    out = {"ok": True, "renamed": [{"index": 16, "type": "PlacedItem", "from": "<Linked File>", "to": "product-shot.jpg"},
                                   {"index": 17, "type": "TextFrame", "from": "<Text>", "to": "Body copy"}], "count": 2}
    for seed in range(12):
        said = react("product-shot.jpg", out, False, random.Random(seed), said="Give readable names.")
        assert not re.search(r"\bthe (?:to|from|by|in|at|of|on|for|with)\b (?:is|are)\b", said), said
    seen = 0
    for sid, text in _later_turns(("illustrator-mograph-mcp", "git", "selenium"), range(1164, 1170), whole=True):
        seen += 1
        assert not re.search(r"\b[Tt]he (?:to|from|by|in|at|of|on|for|with) (?:is|are)\b", text), (sid, text)
    assert seen >= 20, seen


def test_a_value_to_store_is_never_an_empty_object():
    """redis-mcp-redis n016-62762158 (seed 1170): set(key=order:2025:0871, value={}, expiration=78), where the value may
    be "str, bytes, int, float, dict": an empty object says nothing to store, and the request never said it."""
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=range(1164, 1176)):
        for tool, args, m in _steps(s):
            if "value" in args and tool in ("set", "hset", "lpush", "rpush", "sadd", "json_set"):
                seen += 1
                assert args["value"] not in ({}, []), (s.id, tool, args)
    assert seen >= 3, seen


def test_a_find_and_replace_says_what_replaces_the_text():
    """illustrator-adobe-mcp n016-ec06d9e6 (seed 1171): adobe_id_text(action=find_replace, find_what="Icon set") with no
    replace_with."""
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1164, 1180)):
        for tool, args, m in _steps(s):
            params = args.get("params") if isinstance(args.get("params"), dict) else args
            if params.get("action") == "find_replace" and "find_what" in params:
                seen += 1
                assert isinstance(params.get("replace_with"), str) and params["replace_with"] != params["find_what"], (s.id, params)
    assert seen >= 1, seen


def test_a_stage_of_no_path_stages_all_that_the_status_showed():
    """git n009-5327acc4 (seed 1172): git_status (unstaged scripts/report-q3.csv, utils.py), git_diff (src/app.py, not in
    the status), then git_add(all=false) with no paths, which stages nothing, answered deploy/CHANGELOG.md and
    src/components/README.md, shown nowhere."""
    from seer.harness.checks import objects
    from seer.generate.symbolic.worktree import _changes

    seen = 0
    for s in _shared("git", seeds=range(1166, 1178)):
        shown = None
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            if tool == "git_add" and not args.get("paths"):
                seen += 1
                assert args.get("all") is True or args.get("update") is True, (s.id, args)
                if shown and args.get("all") is True:
                    assert set(m.output["stagedFiles"]) <= set(shown), (s.id, shown, m.output)
            for rec in objects(m.output):
                if _changes(rec) is not None:  # (s41: its conflicted files too: `git add --all` stages them, resolved)
                    shown = _changes(rec)[0] + (_changes(rec)[1] if tool != "git_diff" else [])
            if tool == "git_diff" and args.get("staged") is False and shown is not None:
                for f in re.findall(r"diff --git a/(\S+) b/", json.dumps(m.output)):
                    assert f in shown, (s.id, f, shown)
    assert seen >= 1, seen


def test_a_checkout_of_paths_modifies_those_paths():
    """git n007-8920ac1c (seed 1175): git_checkout(target=hotfix/payment-rounding, paths=[src/config.yaml,
    deploy/config.yaml]) answered filesModified ['reports/CHANGELOG.md']."""
    seen = 0
    for s in _shared("git", seeds=range(1168, 1182)):
        for tool, args, m in _steps(s):
            if tool == "git_checkout" and args.get("paths") and not m.is_error and "filesModified" in m.output:
                seen += 1
                relative = [re.sub(r"^/(?:home|Users)/[^/]+/projects/[^/]+/", "", x) for x in args["paths"]]  # (s43: a path
                assert m.output["filesModified"] == relative, (s.id, args, m.output)  # given whole is listed as git does,
                # relative to the repository)
    assert seen >= 1, seen


def test_a_document_deleted_keeps_what_its_status_said():
    """elasticsearch-py n004-6fea7c5d (seed 1176): search_documents showed order doc_2ph935h1 "refunded"; delete_document
    answered it with status "deleted": the order's own status, overwritten by the call's verb."""
    from seer.harness.checks import objects

    seen = 0
    for s in _shared("elasticsearch-py", seeds=range(1170, 1182)):
        status: dict[str, str] = {}
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            for o in objects(m.output):
                if isinstance(o.get("id"), str) and o["id"].startswith("doc_") and isinstance(o.get("status"), str):
                    if tool.startswith("delete") and o["id"] in status:
                        seen += 1
                        assert o["status"] == status[o["id"]], (s.id, status[o["id"]], o)
                    status.setdefault(o["id"], o["status"])
    assert seen >= 1, seen


def test_a_new_branch_starts_from_a_listed_branch_and_a_moved_object_stays_moved():
    """git-official n000-960b75d9 (seed 1182): git_branch listed chore/bump-deps and main, then
    git_create_branch(base_branch=feature/dark-mode), a branch the repository does not have. illustrator n015-55bc97a3
    (seed 1182): modify_object moved an object to [40, 240], and select_objects answered it at [793, 180]."""
    from seer.harness.checks import objects

    seen = 0
    for s in _shared("git-official", seeds=range(1176, 1188)):
        listed: list[str] = []
        for tool, args, m in _steps(s):
            if tool == "git_create_branch" and listed and not m.is_error:
                seen += 1
                assert args["base_branch"] in listed, (s.id, listed, args)
            if tool == "git_branch" and not m.is_error:
                listed = [o["name"] for o in objects(m.output) if isinstance(o.get("name"), str) and "commit" in o]
    moved = 0
    for s in _shared("illustrator", seeds=range(1176, 1188)):
        at: dict[str, list] = {}
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            for o in objects(m.output):
                if isinstance(o.get("uuid"), str) and isinstance(o.get("position"), list):
                    if tool == "modify_object":
                        at[o["uuid"]] = o["position"]
                    elif o["uuid"] in at and tool in ("select_objects", "get_object", "find_objects"):
                        moved += 1
                        assert o["position"] == at[o["uuid"]], (s.id, tool, at[o["uuid"]], o)
    assert seen >= 1 and moved >= 1, (seen, moved)


def test_both_sides_of_a_comparison_are_listed_artboards():
    """illustrator-mograph-mcp n027-ede1320a (seed 1183): ai_list_artboards listed artboards 0-3, then
    ai_diff_frames(artboard_a=1, artboard_b=7) compared with an artboard 7 the document does not have ("Frame 7")."""
    from seer.harness.checks import objects

    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1176, 1190)):
        listed: list[int] = []
        for tool, args, m in _steps(s):
            if tool == "ai_diff_frames" and listed:
                seen += 1
                assert args.get("artboard_a", listed[0]) in listed and args.get("artboard_b", listed[0]) in listed, (s.id, listed, args)
            if tool == "ai_list_artboards" and not m.is_error:
                listed = [o["index"] for o in objects(m.output) if isinstance(o.get("index"), int) and "name" in o]
    assert seen >= 1, seen


def test_a_pdf_export_names_a_pdf_preset_and_its_options_are_said():
    """illustrator n021-43a040b7 (seed 1185): export_pdf(preset="Social square", options={trim_mark_weight: "0.25", ...})
    with the trim mark weight said nowhere."""
    from seer.generate.symbolic.build import _inner_choices
    from seer.generate.symbolic.rendering import render
    from tests.test_symbolic_mock_round_s26 import SHARED

    seen = 0
    for s in _shared("illustrator", seeds=range(1180, 1196)):
        for tool, args, m in _steps(s):
            if tool != "export_pdf":
                continue
            seen += 1
            if "preset" in args:
                assert args["preset"].startswith("["), (s.id, args)
            turn = next(t.user for t in s.conversation if any(s.expected_tools[i].tool == "export_pdf" for i in t.calls))
            spec = load_spec(SHARED / "specs" / "illustrator.json")
            schema = spec.tool("export_pdf").input_schema["properties"]["options"]
            for _path, v in _inner_choices(args.get("options") or {}, schema, "$.options"):
                assert render(v) in turn, (s.id, v, turn)
    assert seen >= 2, seen


def test_premiere_bins_are_named_as_bins():
    """illustrator-adobe-mcp n001-ceb9d604 (seed 1187): adobe_pr_media(action=list_bin) listed bins "Group 2", "Logo",
    "Price tag" and "Background": Illustrator item names for a Premiere Pro project's media bins."""
    from seer.kinds.words import NAMED

    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1180, 1196)):
        for tool, args, m in _steps(s):
            params = args.get("params") if isinstance(args.get("params"), dict) else {}
            if tool == "adobe_pr_media" and params.get("action") == "list_bin" and not m.is_error:
                for name in re.findall(r"(?m)^- (.+?) \(id: bin_", m.output.get("result", "")):
                    seen += 1
                    assert name in NAMED["bin"], (s.id, m.output)
    assert seen >= 2, seen


def test_a_title_a_write_gives_is_no_title_another_record_showed():
    """Default run, notes n001-640714e0 (seed 0): get_note answered note A "Onboarding guide for support", then
    update_note of the note just made set title "Onboarding guide for support" (a fresh draw from a small pool), which
    the request never asked for and which reads as a copy of A's title."""
    from pathlib import Path

    from seer.generate.base import GenerationPlan
    from seer.generate.symbolic import SymbolicEngine
    from seer.harness.checks import leaves
    from seer.harness.model import Scenario

    seen = 0
    spec = load_spec(Path(__file__).resolve().parents[1] / "seer" / "examples" / "specs" / "notes.json")
    for seed in range(6):
        for s in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)):
            if not isinstance(s, Scenario):
                continue
            shown: set[str] = set()
            for c, m in zip(s.expected_tools, s.mock_outputs):
                title = c.arguments.get("title")
                if c.tool == "update_note" and isinstance(title, str):
                    seen += 1
                    assert title not in shown, (s.id, title)
                shown |= {v for v in leaves(m.output) if isinstance(v, str)}
    assert seen >= 3, seen
