"""What a careful parser repairs in real models' replies, and the meaning checks at the boundary."""

from __future__ import annotations

from types import SimpleNamespace as NS

import pytest

from seer.generate.llm import meaning, repair
from seer.generate.llm.schemas import draft_schema, sanitize
from seer.llm.client import parse_json
from seer.spec.model import Spec, Tool

REDIS = Spec(name="redis", tools=[
    Tool(name="set", description="Set a Redis key-value pair", inputSchema={"type": "object", "properties": {
        "key": {"type": "string"}, "value": {"type": "string"}, "expireSeconds": {"type": "integer"}}, "required": ["key", "value"]}),
    Tool(name="get", description="Get value by key from Redis", inputSchema={"type": "object", "properties": {
        "key": {"type": "string", "description": "Redis key to retrieve"}}, "required": ["key"]}),
    Tool(name="list", description="List Redis keys matching a pattern", inputSchema={"type": "object", "properties": {
        "pattern": {"type": "string", "description": "Pattern to match keys (default: *)"}}}),
    Tool(name="get_user-profile", description="A user's profile", inputSchema={"type": "object", "properties": {}}),
])


@pytest.mark.parametrize("raw", ['```json\n{"a": 1}\n```', 'Here it is:\n```json\n{"a": 1}\n```\nAnything else?',
                                 '{"a": 1}\n\nI chose a=1 because...', 'Sure! {"a": 1}', '```\n{"a": 1}\n```'])
def test_json_is_recovered_from_fences_and_chatter(raw):
    assert parse_json(raw) == ({"a": 1}, None)


@pytest.mark.parametrize("raw", ["", "no json here", '{"a": 1'])
def test_what_is_not_json_stays_an_error(raw):
    value, err = parse_json(raw)
    assert value is None and err


def test_tool_names_differing_in_case_or_separators_map_to_the_spec():
    assert repair.canonical_tool(REDIS, "GET") == "get"
    assert repair.canonical_tool(REDIS, "get_user_profile") == "get_user-profile"
    assert repair.canonical_tool(REDIS, "GetUserProfile") == "get_user-profile"
    assert repair.canonical_tool(REDIS, "delete") == "delete"  # unknown stays unknown (then fed back)


def test_numbers_follow_the_schema_type():
    schema = REDIS.tool("set").input_schema
    fixed = repair.coerce({"key": "a", "value": "5", "expireSeconds": 5.0}, schema)
    assert fixed == {"key": "a", "value": "5", "expireSeconds": 5} and isinstance(fixed["expireSeconds"], int)
    assert repair.coerce({"expireSeconds": "60"}, schema) == {"expireSeconds": 60}
    assert repair.coerce({"expireSeconds": 5.5}, schema) == {"expireSeconds": 5.5}  # not integral: left for validation


def test_match_all_pattern_is_left_out_and_accepted():
    schema = REDIS.tool("list").input_schema
    assert repair.drop_match_all({"pattern": "*"}, schema) == ({}, {"pattern": ["*"]})
    assert repair.drop_match_all({"pattern": "user:*"}, schema) == ({"pattern": "user:*"}, {})
    required = {"type": "object", "properties": {"pattern": {"type": "string"}}, "required": ["pattern"]}
    assert repair.drop_match_all({"pattern": "*"}, required) == ({"pattern": "*"}, {})


@pytest.mark.parametrize("indices,n,expected", [([0, 1, 2], 3, [0, 1, 2]), ([1, 0], 2, [1, 0]), ([1, 2, 3], 3, [0, 1, 2]),
                                                ([0, 0], 2, [0, 1]), ([None, None], 2, [0, 1]), ([0, 1], 3, None)])
def test_mocks_align_by_position_when_indices_are_off(indices, n, expected):
    assert repair.align_by_position(indices, n) == expected


def call(tool, **arguments):
    return NS(tool=tool, arguments=arguments)


def test_a_single_read_for_a_list_request_is_a_problem():
    problems = meaning.scenario_problems(REDIS, tier="simple", kind="normal", instruction="Retrieve the list of all keys",
                                         calls=[call("get", key="all")])
    assert any("single read" in p and "list" in p for p in problems)
    assert not meaning.scenario_problems(REDIS, tier="simple", kind="normal", instruction="Retrieve all keys",
                                         calls=[call("list")])
    assert not meaning.scenario_problems(REDIS, tier="simple", kind="normal", instruction="What is stored under user:42?",
                                         calls=[call("get", key="user:42")])


def test_empty_required_values_no_calls_and_short_complex_scenarios_are_problems():
    assert any("'key' is empty" in p for p in meaning.scenario_problems(
        REDIS, tier="simple", kind="normal", instruction="Get it", calls=[call("get", key="")]))
    assert meaning.scenario_problems(REDIS, tier="simple", kind="normal", instruction="Hi", calls=[]) == [
        "this scenario is not a planned negative: it needs at least one tool call"]
    assert meaning.scenario_problems(REDIS, tier="simple", kind="no_tool", instruction="Order a pizza", calls=[]) == []
    short = meaning.scenario_problems(REDIS, tier="complex", kind="normal", instruction="Set a to b",
                                      calls=[call("set", key="a", value="b")])
    assert any("at least 3 calls" in p for p in short)


def test_draft_schema_makes_tool_names_an_enum_with_a_focus_tool_first():
    schema = draft_schema(REDIS, ["get", "list", "set"], ["list"], kind="normal", tier="simple")
    calls = schema["properties"]["calls"]
    # llama.cpp's grammar ignores prefixItems beside items: every length is its own tuple
    tuples = calls["anyOf"]
    assert [len(t["prefixItems"]) for t in tuples] == [1, 2, 3] and all("items" not in t for t in tuples)
    assert all(t["minItems"] == t["maxItems"] == len(t["prefixItems"]) for t in tuples)
    for t in tuples:
        assert [b["properties"]["tool"]["const"] for b in t["prefixItems"][0]["anyOf"]] == ["list"]
    later = tuples[2]["prefixItems"][1]["anyOf"]
    assert [b["properties"]["tool"]["const"] for b in later] == ["get", "list", "set"]
    get = later[0]
    import jsonschema

    def item(tool, **args):
        return {"tool": tool, "arguments": args, "quick_explanation": "why"}
    ok = {"title": "t", "category": "c", "user_instruction": "show the keys, then user:1", "novelty_reason": "n",
          "follow_up": "f", "calls": [item("list", pattern="user:*"), item("get", key="user:1")]}
    jsonschema.validate(ok, schema)
    with pytest.raises(jsonschema.ValidationError):  # the focus tool is not first
        jsonschema.validate(dict(ok, calls=ok["calls"][::-1]), schema)
    with pytest.raises(jsonschema.ValidationError):  # a rambling title is cut by the schema, not by max_tokens
        jsonschema.validate(dict(ok, title="x" * 500), schema)
    assert get["properties"]["arguments"]["properties"]["key"]["minLength"] == 1  # an empty required value cannot be sent
    assert get["properties"]["quick_explanation"]["minLength"] == 1 and "quick_explanation" in get["required"]
    assert draft_schema(REDIS, ["get"], [], kind="no_tool", tier="simple")["properties"]["calls"]["maxItems"] == 0


def test_sanitize_keeps_what_grammars_take_and_drops_the_rest():
    s = sanitize({"type": "object", "properties": {"a": {"type": "string", "pattern": "^x", "format": "email", "$ref": "#/x"},
                                                   "b": {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]}},
                  "required": ["a", "zzz"], "additionalProperties": {"type": "string"}})
    assert s == {"type": "object", "properties": {"a": {"type": "string"},
                                                  "b": {"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]}},
                 "required": ["a"]}


@pytest.mark.parametrize("pattern,said,grounded", [
    ("user:*", "List the keys starting with user: please", True),
    ("user:*", "Show keys that start with 'user:'", True),
    ("prefix_*", "Which keys start with prefix?", True),  # the separator beside the wildcard may be left out
    ("*session*", "Find every key containing session", True),
    ("cache:*:v2", "the v2 entries under cache", True),
    ("user:*", "List all keys", False),  # the literal part is not stated
    ("cache:*:v2", "the entries under cache", False),  # one literal part missing
    ("*", "List all keys", False),  # a bare wildcard has no literal part (drop_match_all leaves it out)
])
def test_a_wildcard_pattern_is_grounded_by_its_literal_parts(pattern, said, grounded):
    from seer.harness import checks

    assert checks.found(pattern, checks.norm_text(said)) is grounded


def test_a_drafted_pattern_need_not_be_typed_verbatim():
    from seer.generate.llm.plan import Slot
    from seer.generate.llm.responses import ScenarioReply
    from seer.generate.llm.stages import SpecStages
    from seer.harness.model import Provenance

    stages = SpecStages(None, REDIS, 0, Provenance(engine="llm", seed=0, spec_sha256=REDIS.sha256, seer_version="test"))
    slot = Slot("redis-llm-simple-000", "simple", "normal", ("list",), ("list", "get"))

    def reply(instruction, pattern):
        return ScenarioReply(title="t", category="c", user_instruction=instruction, novelty_reason="n", calls=[
            {"tool": "list", "arguments": {"pattern": pattern}, "quick_explanation": "find them"}])
    assert stages.draft_problems(slot, reply("Show me the keys that start with user:", "user:*")) == []
    problems = stages.draft_problems(slot, reply("Show me the keys of the sessions", "user:*"))
    assert problems == ["call 0 argument $.pattern = 'user:*' must appear verbatim in user_instruction"]


def test_an_optional_argument_spelled_null_is_left_out_and_a_required_one_is_fed_back():
    """The seventh session's paper Slack top-up record: `slack_list_channels(cursor="null")`, spelled out by the
    engine as "Use cursor null." A first page has no cursor; the model meant none."""
    from seer.generate.llm import meaning
    from seer.generate.llm.repair import drop_empty_optional

    schema = {"type": "object", "required": ["key"], "properties": {
        "cursor": {"type": "string"}, "key": {"type": "string"}, "mode": {"type": "string", "enum": ["none", "all"]}}}
    assert drop_empty_optional({"cursor": "null", "key": "null", "mode": "none"}, schema) == {"key": "null", "mode": "none"}
    assert drop_empty_optional({"cursor": "None"}, schema) == {}
    got = meaning.null_strings({"key": "null", "mode": "none"}, schema)
    assert got == ["argument 'key' = 'null' is no value: leave an optional argument out, or give a real one"]
    assert meaning.null_strings({"key": "session:9", "cursor": "dXNlcjpVMDYx"}, schema) == []


def test_a_first_listings_page_cursor_is_left_out_unless_said_or_paged(spec_named):
    """The seventh session's paper Slack record: `slack_list_channels(cursor="C234567890")`, a channel id as the
    cursor of a first listing; another record took a cursor from a thread reply's field."""
    from seer.generate.llm.repair import repair_draft

    slack = spec_named("slack")

    def draft(text, *calls):
        return {"user_instruction": text, "calls": [{"tool": t, "arguments": a, "quick_explanation": "x"} for t, a in calls]}

    got = repair_draft(slack, draft("Read the history of C0123456789, then list the public channels.",
                                    ("slack_get_channel_history", {"channel_id": "C0123456789"}),
                                    ("slack_list_channels", {"cursor": "C234567890", "limit": 100})), kind="normal")
    assert "cursor" not in got["calls"][1]["arguments"]
    # the next page after a first one, and a cursor the user gives, stay
    paged = repair_draft(slack, draft("List the channels, then the next page.", ("slack_list_channels", {}),
                                      ("slack_list_channels", {"cursor": "dXNlcjpVMEc5V0ZYTlo="})), kind="normal")
    assert paged["calls"][1]["arguments"] == {"cursor": "dXNlcjpVMEc5V0ZYTlo="}
    said = repair_draft(slack, draft("List the channels from cursor dXNlcjpVMEc5V0ZYTlo= on.",
                                     ("slack_list_channels", {"cursor": "dXNlcjpVMEc5V0ZYTlo="})), kind="normal")
    assert said["calls"][0]["arguments"] == {"cursor": "dXNlcjpVMEc5V0ZYTlo="}


def test_a_trailing_listing_nobody_asked_for_is_left_out(spec_named):
    """The seventh session's paper Slack top-up: a reaction, a reply, then `slack_list_channels()` unasked and unused."""
    from seer.generate.llm.repair import repair_draft

    slack = spec_named("slack")
    ask = "Add a reaction to a message in channel C0ELGPXXXW with the emoji 'eyes', and reply to the thread 1760623639.505105 with 'On it'."
    draft = {"user_instruction": ask, "calls": [
        {"tool": "slack_add_reaction", "arguments": {"channel_id": "C0ELGPXXXW", "timestamp": "1760623639.505105", "reaction": "eyes"}},
        {"tool": "slack_reply_to_thread", "arguments": {"channel_id": "C0ELGPXXXW", "thread_ts": "1760623639.505105", "text": "On it"}},
        {"tool": "slack_list_channels", "arguments": {}}]}
    got = repair_draft(slack, draft, kind="normal", focus=("slack_add_reaction",))
    assert [c["tool"] for c in got["calls"]] == ["slack_add_reaction", "slack_reply_to_thread"]
    # asked for ("... then list the channels"), or the slot's focus tool: kept
    asked = dict(draft, user_instruction=ask + " Then list the channels.")
    assert len(repair_draft(slack, asked, kind="normal", focus=("slack_add_reaction",))["calls"]) == 3
    assert len(repair_draft(slack, draft, kind="normal", focus=("slack_list_channels",))["calls"]) == 3


def test_a_reports_closing_reads_are_kept(spec_named):
    """rm20: "Generate a report on user activity across the workspace" lost its channel listing and history to the
    first version of the tail rule; reads that gather what a report is about are no listing after a change."""
    from seer.generate.llm.repair import repair_draft

    slack = spec_named("slack")
    draft = {"user_instruction": "Generate a report on user activity across the workspace.", "calls": [
        {"tool": "slack_get_users", "arguments": {}}, {"tool": "slack_list_channels", "arguments": {}},
        {"tool": "slack_get_channel_history", "arguments": {"channel_id": "C1234567890"}}]}
    got = repair_draft(slack, draft, kind="normal", focus=("slack_get_users",))
    assert [c["tool"] for c in got["calls"]] == ["slack_get_users", "slack_list_channels", "slack_get_channel_history"]
