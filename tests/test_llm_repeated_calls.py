"""A real paper Redis record of the sixth real-model session passed every check: "remove old cache files that
match the pattern '*.cache.old'" answered by a listing of two keys, then `delete(key="*.cache.old")` three times
in a row, each `deleted: 1`. DEL takes key names, not a pattern, and a call that is an earlier call again is no
step of its own: both are fed back now, then the item is discarded with the reason."""

from __future__ import annotations

import re
from types import SimpleNamespace as C

from seer.generate.llm import meaning
from tests.test_llm_real_replies import KV, RealModel, draft, run

GLOB_THRICE = draft("Remove the old cache files, the keys that match *.cache.old.", ("list_keys", {"pattern": "*.cache.old"}),
                    ("remove_entries", {"key": "*.cache.old"}), ("remove_entries", {"key": "*.cache.old"}))
FROM_LISTING = draft("Remove the old cache files, the keys that match *.cache.old.", ("list_keys", {"pattern": "*.cache.old"}),
                     ("remove_entries", {"key": ["1600.cache.old", "1490.cache.old"]}))


def test_a_repeated_call_and_a_glob_for_a_key_are_named():
    calls = [C(tool=c["tool"], arguments=c["arguments"]) for c in GLOB_THRICE["calls"]]
    got = meaning.scenario_problems(KV, tier="simple", kind="normal", instruction=GLOB_THRICE["user_instruction"], calls=calls)
    assert "call 2 repeats call 1 (remove_entries with the same arguments)" in " | ".join(got)
    assert any(p.startswith("call 1 (remove_entries) argument 'key' = '*.cache.old' is a pattern") for p in got), got
    assert not any("list_keys" in p for p in got)  # the listing's pattern is a pattern's place
    fine = [C(tool=c["tool"], arguments=c["arguments"]) for c in FROM_LISTING["calls"]]
    assert meaning.scenario_problems(KV, tier="simple", kind="normal", instruction=FROM_LISTING["user_instruction"], calls=fine) == []
    # an error scenario's retry may be the failed call again
    retry = [C(tool="get_entry", arguments={"key": "session:9"}), C(tool="get_entry", arguments={"key": "session:9"})]
    assert meaning.scenario_problems(KV, tier="simple", kind="error", instruction="Read session:9.", calls=retry) == []


def test_the_engine_feeds_them_back_and_keeps_the_fixed_draft(fake_llm, llm_cfg, tmp_path):
    made, lost, asked = run(fake_llm, llm_cfg, tmp_path, RealModel(KV, GLOB_THRICE, FROM_LISTING))
    assert made is not None and lost == [], [d.reason for d in lost]
    assert [c.tool for c in made.expected_tools] == ["list_keys", "remove_entries"]
    assert made.expected_tools[1].arguments["key"] == ["1600.cache.old", "1490.cache.old"]
    retry = [r for r in fake_llm.requests if stage_of_scenarios(r)][1]
    assert "repeats call 1" in retry.last_user and "is a pattern" in retry.last_user


def stage_of_scenarios(req) -> bool:
    from tests.fixtures_llm import stage_of
    from tests.test_llm_real_replies import SLOT

    return req.item == SLOT and stage_of(req) == "scenarios"


def test_a_tutorials_toy_names_are_no_values_a_user_gives():
    """The same session's paper Redis record: "Delete keys key1, key2, and key3 from Redis", every check passed."""
    toy = meaning.template_values({"key": ["key1", "key2", "key3"]})
    assert len(toy) == 3 and toy[0].startswith("argument $.key[0] = 'key1' is a template's stand-in")
    assert meaning.template_values({"key": "mykey"}) and meaning.template_values({"name": "foo"})
    # real values that look alike are not: an attribute named value, a press of a key, a namespaced key
    assert meaning.template_values({"attribute": "value", "key": "Enter", "k": "user:key1", "n": "monkey"}) == []


def test_a_thread_reply_is_no_read_and_an_implausible_value_comes_with_an_example(spec_named):
    """The sixth session's paper Slack top-up for slack_reply_to_thread was fed back as "a single read" (the
    read check matched 'read' inside 'thread'); its '👍' reaction was "not an emoji" with no word of what is."""
    slack = spec_named("slack")
    reply = C(tool="slack_reply_to_thread", arguments={"channel_id": "C0NU7P5U85", "thread_ts": "1726576498.112130",
                                                       "text": "Which of these do we ship today?"})
    got = meaning.scenario_problems(slack, tier="simple", kind="normal", calls=[reply],
                                    instruction="Reply in thread 1726576498.112130 of C0NU7P5U85: which builds do we ship today?")
    assert got == [], got
    profile = C(tool="slack_get_user_profile", arguments={"user_id": "U0U9JFCSWU"})
    assert any("single read" in p for p in meaning.scenario_problems(
        slack, tier="simple", kind="normal", calls=[profile], instruction="List all users of the workspace."))
    tool = slack.tool("slack_add_reaction")
    bad = meaning.implausible({"reaction": "👍"}, tool.input_schema, tool.name, tool.description)
    assert len(bad) == 1 and bad[0].startswith("argument 'reaction' = '👍' does not look like an emoji (for example '")


def test_a_stand_in_is_fed_back_with_a_value_of_its_kind(spec_named):
    """Told only "write a concrete value a user would give", the local model kept key1, key2, key3 through three tries."""
    redis = spec_named("redis")
    got = meaning.scenario_problems(redis, tier="simple", kind="normal", instruction="Delete keys key1 and key2.",
                                    calls=[C(tool="delete", arguments={"key": ["key1", "key2"]})])
    assert len(got) == 2 and all(re.search(r"stand-in; write a concrete value a user would give \(for example '[^']+'\)$", p) for p in got), got
    assert not any("'key1'" in p.split("for example")[1] for p in got)


def test_a_read_again_with_nothing_changed_between_is_named():
    """The seventh session's paper Redis record (seed 3): `get(key="user:1042:profile")` three times in a row, each
    answered the same. A read again after a change is a check (write then read back); with nothing between, it is not."""
    thrice = [C(tool="get_entry", arguments={"key": "user:1042:profile"}) for _ in range(3)]
    got = meaning.repeated_calls(thrice)
    assert len(got) == 2 and got[0].startswith("call 1 repeats call 0 (get_entry with the same arguments), and nothing changed")
    checked = [C(tool="get_entry", arguments={"key": "user:1042:profile"}),
               C(tool="put_entry", arguments={"key": "user:1042:profile", "value": "{\"plan\": \"team\"}"}),
               C(tool="get_entry", arguments={"key": "user:1042:profile"})]
    assert meaning.repeated_calls(checked) == []
    listed = [C(tool="list_keys", arguments={"pattern": "user:*"}), C(tool="remove_entries", arguments={"key": "user:9"}),
              C(tool="list_keys", arguments={"pattern": "user:*"}), C(tool="list_keys", arguments={"pattern": "user:*"})]
    assert [p[:20] for p in meaning.repeated_calls(listed)] == ["call 3 repeats call "]
