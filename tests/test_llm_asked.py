"""The writes a draft makes against the ones its request asks for (seer.generate.llm.asked). Three real paper records
of the seventh real-model session passed every check:
- "Retrieve the age of the user stored in Redis using the key ..." answered by `set`, then `get`;
- "I need to add a positive reaction to a message thread" answered by a thread read and a posted message;
- "Post a message ... and then include a reaction emoji" answered by the reaction first.
Measured when written: these 3 of the 53 distinct real-model records (paper and hybrid, rm9-rm17) flagged, and 0 of
the 23 hybrid ones; 4 of 991 symbolic records (17 shared specs, seeds 0-1, negatives left out) before the verb
families were narrowed to known verbs, 0 after (test_symbolic_records_ask_for_their_writes)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace as C

import pytest

from seer.generate.base import GenerationPlan
from seer.generate.llm import meaning
from seer.generate.llm.asked import asks_for, is_write, write_problems
from seer.spec.load import load_spec
from tests.test_llm_real_replies import KV, RealModel, draft, run

CHAT = load_spec(Path(__file__).parent / "fixtures" / "specs" / "team_chat.json")
SHARED = Path(__file__).resolve().parents[2] / "shared" / "specs"


def calls(*tools: str) -> list[C]:
    return [C(tool=t, arguments={}) for t in tools]


def test_a_write_nobody_asked_for_is_named():
    got = write_problems(KV, "Retrieve the age stored under the key 'user_profile:age' and the value 'I am 30.'",
                         calls("put_entry", "get_entry"))
    assert got == ["call 0 (put_entry) changes something the request never asks to change: make only the changes the user "
                   "asks for (or have the request ask for this one)"]
    # asked in many words: store, save, set, cache, and a passive after "be"
    for ask in ("Store 'I am 30.' under user_profile:age, then read it back.", "Please save the age, then read it back.",
                "The age should be set to 30 and read back.", "Caching the age under user_profile:age, then read it."):
        assert write_problems(KV, ask, calls("put_entry", "get_entry")) == [], ask
    # a quoted value asks for nothing: a commit subject "Store the cache" is no request to store
    assert write_problems(KV, "Read the entry 'Store the cache' for me.", calls("put_entry"))


def test_an_asked_change_no_call_makes_is_named_not_a_word_in_passing():
    got = write_problems(CHAT, "I need to add a positive reaction to a message thread in channel C0123. The message was "
                         "posted at 1234567890.123456.", calls("chat_get_thread_replies", "chat_post_message"))
    assert any(p.startswith("call 1 (chat_post_message) changes something the request never asks") for p in got), got
    assert any(p.startswith("the request asks for chat_add_reaction's action (reaction) but no call makes it") for p in got)
    # reactions read about, a reply to a thread, a reply as a noun: no reaction and no post asked for
    assert write_problems(CHAT, "Gather all replies to this thread and the reactions of the participants.",
                          calls("chat_get_thread_replies")) == []
    assert write_problems(CHAT, "Reply to the message thread 1234.5678 in C0123 with 'On it'.", calls("chat_reply_to_thread")) == []
    assert write_problems(CHAT, "The reply must contain the channel ID; show the last 10 messages.",
                          calls("chat_get_channel_history")) == []


def test_changes_made_in_the_reverse_of_the_order_asked_are_named():
    ask = "Post 'The new pricing goes live on Monday.' to C0ELG and then include a reaction emoji (eyes) on message 17.5."
    got = write_problems(CHAT, ask, calls("chat_add_reaction", "chat_post_message"))
    assert got == ["the request asks for chat_post_message before chat_add_reaction, but call 0 (chat_add_reaction) comes "
                   "before call 1: make the calls in the order the request asks"]
    assert write_problems(CHAT, ask, calls("chat_post_message", "chat_add_reaction")) == []
    # a request that says its order in words may name the steps in any order
    assert write_problems(CHAT, "React with eyes to 17.5 after you post 'Done' to C0ELG.",
                          calls("chat_post_message", "chat_add_reaction")) == []
    # the hybrid engine's plan is fixed: its words are told to follow it
    fixed = write_problems(CHAT, ask, calls("chat_add_reaction", "chat_post_message"), fixed_plan=True)
    assert fixed and fixed[0].endswith("ask for them in the order of the calls")


def test_reads_and_unknown_verbs_are_left_alone():
    assert not is_write(KV.tool("get_entry"), KV) and not is_write(KV.tool("list_keys"), KV)
    assert is_write(CHAT.tool("chat_add_reaction"), CHAT) and not is_write(CHAT.tool("chat_get_thread_replies"), CHAT)
    assert asks_for(CHAT.tool("chat_add_reaction"), CHAT, "react with eyes to that message") is not None
    assert asks_for(CHAT.tool("chat_add_reaction"), CHAT, "add a note that the reactions were mixed") is None


def test_meaning_feeds_them_back_for_both_engines():
    ask = "Retrieve the age stored under the key 'user_profile:age'."
    paper = meaning.scenario_problems(KV, tier="simple", kind="normal", instruction=ask, calls=calls("put_entry", "get_entry"))
    hybrid = meaning.scenario_problems(KV, tier="simple", kind="normal", instruction=ask, calls=calls("put_entry", "get_entry"),
                                       fixed_plan=True)
    assert any("never asks to change" in p for p in paper) and any(p.endswith("have the request ask for this change") for p in hybrid)
    assert meaning.scenario_problems(KV, tier="simple", kind="no_tool", instruction="Store my lunch order.", calls=[]) == []


UNASKED = draft("Retrieve the value stored under the key session:9.", ("put_entry", {"key": "session:9", "value": "active"}),
                ("get_entry", {"key": "session:9"}))
READ_ONLY = draft("Retrieve the value stored under the key session:9.", ("get_entry", {"key": "session:9"}))


def test_the_engine_feeds_an_unasked_write_back_and_keeps_the_read(fake_llm, llm_cfg, tmp_path):
    made, lost, asked = run(fake_llm, llm_cfg, tmp_path, RealModel(KV, UNASKED, READ_ONLY))
    assert made is not None and lost == [], [d.reason for d in lost]
    assert [c.tool for c in made.expected_tools] == ["get_entry"] and asked["scenarios"] == 2
    retry = [r for r in fake_llm.requests if r.item == made.id and "never asks to change" in r.last_user]
    assert retry, "the second draft request says what was wrong"


@pytest.mark.slow  # the symbolic engine over the seven shared specs: ~15 s
@pytest.mark.skipif(not SHARED.is_dir(), reason="../shared/specs is not beside this checkout")
def test_symbolic_records_ask_for_their_writes():
    """The offline engine's records are the yardstick: its requests ask for every change they make, in order."""
    from seer.generate.symbolic import SymbolicEngine
    from seer.harness.model import Scenario

    n, flagged = 0, []
    for path in sorted(SHARED.glob("*.json")):
        spec = load_spec(path)
        for sc in SymbolicEngine().generate(spec, GenerationPlan(seed=0, negatives=False)):
            if isinstance(sc, Scenario):
                n += 1
                said = " ".join(t.user for t in sc.conversation)
                flagged += [(sc.id, p) for p in write_problems(spec, said, sc.expected_tools)]
    assert n >= 100 and len(flagged) <= 0.01 * n, flagged


def test_a_made_file_and_a_lets_are_read_as_people_mean_them():
    """At 1cc04ca, the offline engine's "Make a new file (...) with the content ..." was flagged as never asking for
    write_file, and "Let's see recent messages" as asking for a message post ("let" as in "let the team know")."""
    from seer.spec.model import Spec, Tool

    files = Spec(name="fs", tools=[Tool(name="write_file", description="Create a new file or overwrite one.",
                                        input_schema={"type": "object"}),
                                   Tool(name="read_file", description="Read a file.", input_schema={"type": "object"})])
    assert write_problems(files, "Make a new file (/tmp/report.csv) with the content 'a,b'.", calls("write_file")) == []
    assert write_problems(CHAT, "Let's see recent messages in C0123, then list the users.",
                          calls("chat_get_channel_history")) == []
    assert write_problems(CHAT, "Let the team know the deploy finished: post it to C0123.", calls("chat_post_message")) == []
