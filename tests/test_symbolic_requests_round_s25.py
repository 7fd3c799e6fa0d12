"""Issue #12's requests rounds (seeds 500-599): what the user says, what the oracle calls with, which
tools chain. Each test names the absurd class it keeps out of a strict domain reading."""

from __future__ import annotations

import re

from tests.test_symbolic_domain import _scenarios, _tool  # one spec fixture for the symbolic tests

_IDENT = re.compile(r"\b[a-z]+_[a-z_]+\b")
_ASIDE = re.compile(r" \(\w+: [a-z_]+\)")  # "(what: off_artboard)": the API's name for a free-form choice, said beside the words


def _words(said: str) -> str:
    return _ASIDE.sub("", said)


def _calls(scenarios, tool):
    """(the user's words of the turn that asks for the call, its arguments) per call of `tool`."""
    out = []
    for s in scenarios:
        for turn in s.conversation:
            out += [(turn.user, s.expected_tools[i].arguments) for i in turn.calls if s.expected_tools[i].tool == tool]
    return out


def test_a_wait_is_said_by_its_condition_and_takes_only_that_conditions_values(tmp_path):
    """Round 500: wait_for(condition=time, element="Checkout") asked as "wait for conditions time using
    Checkout for the element", and "wait for a condition url_contains ... with the value from the value"
    (a check's expected sentence carried in as the URL part). A wait is said as a person says it ("wait
    until the "Save changes" element is visible", "wait for the page to load", "wait 3 seconds"), a time
    wait names no element, and its value is no value another tool returned."""
    params = {"params": {"type": "object", "required": ["condition"], "properties": {
        "condition": {"type": "string", "description": "Wait condition: 'time', 'element_visible', 'element_hidden', 'page_load'"},
        "element": {"type": "string", "default": "", "description": "Element description (for element conditions)"},
        "duration": {"type": "number", "default": 1.0, "description": "Duration in seconds (for time condition)"}}}}
    enum = {"condition": {"type": "string", "enum": ["element_visible", "url_contains", "title_contains"]},
            "value": {"type": "string", "description": "Value for condition (element selector or text to match)"},
            "timeout": {"type": "number"}}
    tools = [_tool("wait_for", "Wait for specified conditions (time, element visibility, page load)", params, ["params"]),
             _tool("wait_until", "Wait for a condition to be met (element visible, URL contains, etc.)", enum, ["condition", "value"]),
             _tool("verify_value", "Verify the value of a form field.", {"ref": {"type": "string"}, "value": {"type": "string"}},
                   ["ref", "value"]),
             _tool("navigate", "Navigate to a URL in the browser.", {"url": {"type": "string"}}, ["url"])]
    scenarios = _scenarios(tmp_path, tools, seeds=range(6))
    seen = set()
    for tool in ("wait_for", "wait_until"):
        for said, args in _calls(scenarios, tool):
            inner = args.get("params", args)
            cond = inner["condition"]
            seen.add(cond)
            assert cond not in _words(said) and "condition" not in _words(said), said  # no identifier, no "wait for conditions"
            if cond in ("time", "page_load", "url_contains", "title_contains"):
                assert not inner.get("element"), args  # a time or page wait names no element
            if cond.startswith("element") and inner.get("element"):
                assert inner["element"] in said and re.search(r"\bis (visible|hidden)\b", said), said
            if cond == "url_contains":
                assert "://" in inner["value"] or inner["value"].startswith(("/", "?")), args  # a part of a URL
                assert " URL contains " in said, said
            assert "from the value" not in said, said
    assert {"time", "page_load", "element_visible"} <= seen or len(seen) >= 4, seen


def test_a_mode_said_as_the_thing_it_acts_on_with_only_its_own_arguments(tmp_path):
    """Round 500: ai_delete(what=empty_layers, layer=12) asked as "remove things using what empty_layers and
    the layer 12"; ae_effect(op=remove, to_layers=[9, 2], from_comp="Main Comp") (a copy's arguments on a
    remove). A tool whose object says nothing ("Delete things") is asked by its mode ("delete the empty
    layers", "delete layer 5"), a parameter named for one choice goes with that choice only, and a copy's
    to/from go with a copy."""
    delete = {"what": {"type": "string"}, "items": {"type": "array", "items": {"type": "integer"}},
              "layer": {"type": "integer"}, "move_items_to": {"type": "string"}}
    effect = {"op": {"type": "string"}, "layer": {"type": "integer"}, "effect": {"type": "string"},
              "to_layers": {"type": "array", "items": {"type": "integer"}}, "from_comp": {"type": "string"}}
    tools = [_tool("ai_delete", "Delete things: `what` is `items`, `empty_layers`, `off_artboard` or `layer`.", delete, ["what"]),
             _tool("ae_effect", "Apply an effect to a layer, remove it, list what is on there, or copy the whole stack onto other "
                   "layers.\n\n`op` is `apply`, `remove`, `list` or `copy`.", effect, ["op"]),
             _tool("ai_list_layers", "List the layers of the Illustrator document.", {}, [])]
    scenarios = _scenarios(tmp_path, tools, seeds=range(8))
    whats = set()
    for said, args in _calls(scenarios, "ai_delete"):
        whats.add(args["what"])
        assert "things" not in said and not _IDENT.search(_words(said)), said
        if "layer" in args:
            assert args["what"] == "layer", args
        if "items" in args:
            assert args["what"] == "items", args
        if args.get("move_items_to"):
            assert args["what"] == "layer" and " " not in args["move_items_to"].strip() or len(args["move_items_to"]) < 30, args
    assert len(whats) >= 2, whats
    for said, args in _calls(scenarios, "ae_effect"):
        if args.get("to_layers") or args.get("from_comp"):
            assert args["op"] == "copy", args


def test_a_change_on_one_listed_thing_says_which_one():
    """Round 502: list_issues and list_my_issues listed issues 515, 1338, 162 and 713; the user said
    ""Improve pricing page in the nightly job" is there. Can you now shut an issue?" and close_issue took 713:
    a value seen only in a result, handed on by no link, pick or reaction, was never said. A write's id of
    the one thing it acts on is said by the user or handed on from a result the rationale names."""
    from seer.generate.base import GenerationPlan
    from seer.generate.symbolic import SymbolicEngine
    from seer.harness.checks import found, norm_text
    from seer.harness.model import Scenario
    from seer.spec.load import load_spec
    from tests.test_symbolic_requests_round_s24 import _shared

    spec = load_spec(_shared("git-mcp-server.json"))
    checked = 0
    for seed in range(3):
        for s in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)):
            if not isinstance(s, Scenario) or s.kind != "normal":
                continue
            for t, turn in enumerate(s.conversation):
                said = norm_text(" ".join(x.user for x in s.conversation[: t + 1]))
                for i in turn.calls:
                    c = s.expected_tools[i]
                    for k in ("issue_id", "mr_id", "merge_request_id"):
                        if k in c.arguments and c.tool.startswith(("close", "update", "delete", "merge")):
                            checked += 1
                            handed = "returned by" in c.rationale or re.search(r" from (the|that) |take the ", turn.user)
                            assert found(c.arguments[k], said) or handed, (c.tool, c.arguments, turn.user)
    assert checked


def test_a_follow_up_asks_about_the_result_a_person_would():
    """Round 501/502: "How many report status were there in total?" (status is one thing), "What stands out in
    the DOM to be stable?" (a wait has no thing to look into) and "Is there anything else that depends on
    session_id?" (a field's name, not a thing)."""
    import random

    from seer.generate.symbolic.cards import profile_tool
    from seer.generate.symbolic.text import follow_up
    from seer.spec.model import Tool

    status = profile_tool(Tool(name="ae_status", description="Report After Effects install + bridge connection status.",
                               input_schema={"type": "object", "properties": {}}, annotations={"readOnlyHint": True}))
    wait = profile_tool(Tool(name="wait_for_dom_stable", description="Wait for the DOM to be stable.",
                             input_schema={"type": "object", "properties": {}}))
    gone = profile_tool(Tool(name="delete_cookie", description="Delete cookies.", input_schema={"type": "object", "properties": {}}))
    for seed in range(30):
        assert "How many" not in follow_up(status, None, random.Random(seed), read=True)
        assert "stable" not in follow_up(wait, None, random.Random(seed))
        assert "session_id" not in follow_up(gone, "session_id", random.Random(seed), read=False)
        assert "c6ca649e0d65" not in follow_up(gone, "c6ca649e0d65", random.Random(seed), read=False)  # round 505: a commit's sha


def test_a_url_pattern_is_a_pattern_of_urls(tmp_path):
    """Round 502: intercept_requests "Register a URL pattern for network interception" took pattern="src/**/*.ts"
    (a source-file glob) and was asked "log an URL pattern": a URL pattern matches URLs, said "a URL pattern"."""
    tools = [_tool("intercept_requests", "Register a URL pattern for network interception (log or block).",
                   {"pattern": {"type": "string", "title": "Pattern"}, "action": {"type": "string", "default": "log"}}, ["pattern"]),
             _tool("navigate", "Navigate to a URL in the browser.", {"url": {"type": "string"}}, ["url"])]
    calls = _calls(_scenarios(tmp_path, tools, seeds=range(4)), "intercept_requests")
    assert calls
    for said, args in calls:
        assert "*" in args["pattern"] and not args["pattern"].startswith(("src/", "/home")) and not args["pattern"].endswith((".ts", ".py")), args
        assert "an URL" not in said, said


def test_a_tool_whose_description_says_something_is_said_by_its_title(tmp_path):
    """Rounds 500, 503: ae_behave "Give layers something to DO between their entrance and the cut." was asked
    "give the layers something ..., the amount 1126.02" (its amount defaults to 0.4); ai_optimize "Get a delivered
    file into a state you can actually produce from" was asked "show me a delivered file". A vague object takes
    the title's words, a number with no bounds stays near its default's scale, and "get X into a state" is
    preparing X, not fetching it."""
    behave = _tool("ae_behave", "Give layers something to DO between their entrance and the cut.\n\nFull notes: docs://x",
                   {"layers": {"type": "array", "items": {"type": "integer"}}, "amount": {"type": "number", "default": 0.4}},
                   ["layers", "amount"])
    behave["title"] = "Give layers a sustained behaviour"
    optimize = _tool("ai_optimize", "Get a delivered file into a state you can actually produce from, in one call.",
                     {"apply": {"type": "boolean", "default": False}, "checkpoint": {"type": "boolean", "default": False}}, [])
    scenarios = _scenarios(tmp_path, [behave, optimize, _tool("ai_list_layers", "List the layers.", {}, [])], seeds=range(4))
    calls = _calls(scenarios, "ae_behave")
    assert calls
    for said, args in calls:
        assert "something" not in said, said
        assert 0.05 <= args["amount"] <= 2, args
    assert any("a sustained behaviour" in said for said, _args in calls)
    calls = _calls(scenarios, "ai_optimize")
    assert calls
    for said, _args in calls:
        assert "prepare a delivered file" in said.lower() and not re.search(r"(get|fetch|show me|pull up|look up) a delivered", said), said


def test_a_listed_record_is_never_picked_by_its_timestamp():
    """Round 503: "switch the focus (take the session ID listed with 2026-03-17T13:45:00Z)": a person picks a
    session by its browser or its place in the list, not by the second it started."""
    from seer.generate.symbolic.disambiguate import pick_hint

    out = {"sessions": [{"session_id": "a1f3", "started_at": "2026-03-17T13:45:00Z"},
                        {"session_id": "b2e4", "started_at": "2026-03-17T14:05:00Z"}]}
    hint, others = pick_hint(out, "a1f3")
    assert hint is None and others == ["b2e4"], hint
    text = {"result": "- a1f3 (started_at: 2025-06-18T10:00:00Z)\n- b2e4 (started_at: 2025-06-18T10:20:00Z)"}
    assert pick_hint(text, "a1f3")[0] is None  # round 505: a text listing too
    out["sessions"][0]["browser"] = "firefox"
    out["sessions"][1]["browser"] = "chrome"
    assert pick_hint(out, "a1f3")[0] == ("browser", "firefox")


def test_a_switch_back_to_the_page_names_no_frame(tmp_path):
    """Open item (round 310): frame(action=default, identifier=21) asked "switch the focus (action default)
    with an identifier of 11": going back to the main page names no frame, and is said so."""
    tools = [_tool("frame", "Switch focus to a frame or back to the main page. Actions: switch, default.",
                   {"action": {"type": "string"}, "identifier": {"anyOf": [{"type": "string"}, {"type": "integer"}]}}, ["action"]),
             _tool("navigate", "Navigate to a URL in the browser.", {"url": {"type": "string"}}, ["url"])]
    calls = [(said, args) for said, args in _calls(_scenarios(tmp_path, tools, seeds=range(6)), "frame") if args["action"] == "default"]
    assert calls
    for said, args in calls:
        assert "identifier" not in args, args
        assert "back to the main page" in said, said


def test_a_receipt_is_said_in_english_and_an_author_is_a_person():
    """Round 504: after ae_new_comp the user said "Good, the new is done." (a bare verb as a noun), and
    git_commit(author={"name": "bright-beacon", "email": "bianca@example.com"}) made a slug the author, with
    another person's email. A receipt of a bare verb is acknowledged plainly; an author's name is a person's,
    and the email is theirs."""
    import random

    from seer.generate.symbolic.text import react
    from seer.generate.symbolic.values import ValueMaker

    for seed in range(12):
        said = react(True, {"ok": True, "action": "new", "completed_at": "2025-05-16T09:15:00Z"}, False, random.Random(seed), "composition")
        assert "the new" not in said, said
    author = {"type": "object", "properties": {"name": {"type": "string"}, "email": {"type": "string"}}, "required": ["name", "email"]}
    schema = {"type": "object", "properties": {"author": author}, "required": ["author"]}
    for seed in range(12):
        made = ValueMaker(random.Random(seed), context=("git_commit", "Create a new commit")).make(schema)["author"]
        first = made["name"].split()[0].lower()
        assert " " in made["name"] and "-" not in made["name"], made
        assert made["email"].startswith(first), made


def test_an_object_phrase_never_ends_on_a_possessive():
    """Round 505: adobe_list_apps "List all supported Adobe applications and their status" was asked
    "enumerate all applications and their."."""
    from seer.generate.symbolic.phrasing import _from_description

    act = _from_description("List all supported Adobe applications and their status (running/stopped).")
    assert act is not None and act.obj.split()[-1] not in ("their", "and"), act


def test_round_506_flags_json_modifiers_and_putting_back(tmp_path):
    """Round 506: "OK, the ok is True." (a flag read as a remark); "Can you confirm `{"confidential": true}` is in
    place now?" (a JSON blob asked about); key_press(modifiers=["catalog-modifier"]) (a slug for Shift/Control);
    ae_restack_by_artwork "Put every pushed layer back in the stacking order ..." asked "put every pushed layer"."""
    import random

    from seer.generate.symbolic.cards import profile_tool
    from seer.generate.symbolic.phrasing import _from_description
    from seer.generate.symbolic.text import follow_up, react
    from seer.spec.model import Tool

    for seed in range(12):
        said = react(True, {"result": "ok: True\ntabs: 3"}, False, random.Random(seed), "tabs")
        assert "ok is True" not in said, said
    comment = profile_tool(Tool(name="create_issue_comment", description="Create a comment on an issue.",
                                input_schema={"type": "object", "properties": {}}))
    for seed in range(20):
        assert "confidential" not in follow_up(comment, '{"confidential": true}', random.Random(seed), read=False)
    press = {"params": {"type": "object", "required": ["key"], "properties": {
        "key": {"type": "string", "description": "Key to press (e.g., 'Enter', 'Tab', 'Escape', 'F1', etc.)"},
        "modifiers": {"type": "array", "items": {"type": "string"}, "default": [], "description": "Modifier keys (ctrl, alt, shift, meta)"}}}}
    scenarios = _scenarios(tmp_path, [_tool("key_press", "Press keyboard keys in the browser page.", press, ["params"]),
                                      _tool("navigate", "Navigate to a URL in the browser.", {"url": {"type": "string"}}, ["url"])],
                           seeds=range(8))
    mods = [m for _s, args in _calls(scenarios, "key_press") for m in args["params"].get("modifiers", [])]
    assert mods and all(m.lower() in ("shift", "control", "ctrl", "alt", "meta") for m in mods), mods
    act = _from_description("Put every pushed layer back in the stacking order the Illustrator artwork had.")
    assert act.qualifier.startswith("back in the"), act


def test_round_507_a_get_sends_nothing_and_a_text_locator_is_visible_words(tmp_path):
    """Round 507: dialog_handle(action=get_text, text="The new pricing goes live on Monday.") (a read sent the text it
    reads), "OK, the action is new." (a receipt read as a remark), and healer_inspect_page's locator (strategy text,
    value "The meeting moved to 3pm tomorrow.") (a text locator finds an element by its visible words)."""
    import random

    from seer.generate.symbolic.text import react

    dialog = {"params": {"type": "object", "required": ["action"], "properties": {
        "action": {"type": "string", "description": "Dialog action: 'accept', 'dismiss', or 'get_text'"},
        "text": {"type": "string", "default": "", "description": "Text to enter in prompt dialog (optional)"}}}}
    locators = {"locators": {"type": "array", "items": {"type": "object", "required": ["name", "strategy", "value"], "properties": {
        "name": {"type": "string"}, "strategy": {"type": "string", "enum": ["css", "xpath", "id", "text"]}, "value": {"type": "string"}}}}}
    tools = [_tool("dialog_handle", "Handle browser dialogs (alert, confirm, prompt)", dialog, ["params"]),
             _tool("inspect_page", "Inspect the current page with the given locators.", locators, ["locators"]),
             _tool("navigate", "Navigate to a URL in the browser.", {"url": {"type": "string"}}, ["url"])]
    scenarios = _scenarios(tmp_path, tools, seeds=range(8))
    gets = [args for _said, args in _calls(scenarios, "dialog_handle") if args["params"]["action"] == "get_text"]
    assert gets and all("text" not in args["params"] for args in gets), gets
    texts = [loc["value"] for _said, args in _calls(scenarios, "inspect_page") for loc in args["locators"] if loc["strategy"] == "text"]
    assert texts and all(len(v.split()) <= 3 and not v.endswith(".") for v in texts), texts
    for seed in range(12):
        said = react(True, {"ok": True, "action": "new"}, False, random.Random(seed), "composition")
        assert "action is" not in said and "the new" not in said, said


def test_round_508_visible_texts_and_a_switch_to_a_mode(tmp_path):
    """Round 508: browser_verify_list_visible(items=["firefox", "chrome"]) (texts seen on a page, not browser names)
    and fullscreen_browser "Switch the browser to fullscreen mode." asked "switch the browser" (another tool's words)."""
    from seer.generate.symbolic.phrasing import _from_description, _short

    visible = {"params": {"type": "object", "required": ["items"], "properties": {
        "items": {"type": "array", "items": {"type": "string"}, "description": "List of text items that should be visible"}}}}
    tools = [_tool("browser_verify_list_visible", "Verify that multiple text items are visible on the page", visible, ["params"]),
             _tool("list_sessions", "List the active browser sessions.", {}, []),
             _tool("navigate", "Navigate to a URL in the browser.", {"url": {"type": "string"}}, ["url"])]
    items = [x for _s, args in _calls(_scenarios(tmp_path, tools, seeds=range(6)), "browser_verify_list_visible") for x in args["params"]["items"]]
    assert items and not {x.lower() for x in items} & {"firefox", "chrome", "edge", "safari"}, items
    from seer.kinds.web import UI_TEXT
    assert all(x in UI_TEXT for x in items), items
    act = _short(_from_description("Switch the browser to fullscreen mode."))
    assert act.qualifier == "to fullscreen", act
