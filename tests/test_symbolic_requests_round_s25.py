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
