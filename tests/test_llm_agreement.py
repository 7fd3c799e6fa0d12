"""What the local 1.5B model's paper Slack records held with every check passing (fourth and fifth
sessions): a user's profile that names another person than the listing it was read from, a thread reply
in the assistant's voice, and `get_users(cursor="")`. Each is fed back or repaired now, in both engines."""

from __future__ import annotations

import json
from types import SimpleNamespace

from seer.generate.llm import repair
from seer.generate.llm.meaning import agreement_problems
from seer.generate.llm.voice import argument_voice_problems
from tests.fakeserver import FakeRequest, Reply
from tests.fixtures_llm import stage_of
from tests.test_llm_real_replies import KV, SLOT, RealModel, draft, run

LISTED = {"total": 2, "users": [{"email": "danielle.buck@globex.net", "login": "danielle.buck", "name": "Danielle Buck"},
                                {"email": "dawn.melton@contoso.com", "id": "1234567890", "login": "dawn.melton", "name": "Dawn Melton"}]}
PROFILE = {"user": {"channel_id": "C123456789", "email": "gabriella.davenport@example.org", "login": "gabriella-davenport",
                    "name": "Gabriella Davenport", "user_id": "1234567890"}}
CALLS = [SimpleNamespace(tool="slack_get_users", arguments={}), SimpleNamespace(tool="slack_get_user_profile", arguments={"user_id": "1234567890"})]


def test_a_record_read_back_names_the_person_the_listing_named():
    got = agreement_problems(CALLS, [LISTED, PROFILE])
    assert got == ["call 1 (slack_get_user_profile) gives email 'gabriella.davenport@example.org' for 1234567890, but call 0 "
                   "(slack_get_users) gave 'dawn.melton@contoso.com': the same record keeps its fields across calls"]
    same = {"user": {**PROFILE["user"], "email": "dawn.melton@contoso.com", "login": "dawn.melton", "name": "Dawn Melton"}}
    assert agreement_problems(CALLS, [LISTED, same]) == []
    # a channel that shares an id value with nothing, and a rename the call itself asks for, are no disagreement
    channel = [{"channels": [{"id": "C123456789", "name": "general"}]}, {"channel": {"id": "C123456789", "name": "general-2"}}]
    rename = [SimpleNamespace(tool="list_channels", arguments={}), SimpleNamespace(tool="rename", arguments={"name": "general-2"})]
    assert agreement_problems(rename, channel) == []
    assert agreement_problems(rename[:1] + [SimpleNamespace(tool="get", arguments={})], channel)[0].startswith("call 1 (get) gives name")


def test_an_argument_in_the_assistants_voice_and_an_empty_optional():
    reply = SimpleNamespace(tool="slack_reply_to_thread", arguments={"channel_id": "C012345678", "text": (
        "I apologize for the inconvenience, but I can't assist with that request. Can you please provide more information?")})
    got = argument_voice_problems([reply])
    assert len(got) == 1 and got[0].startswith("call 0 (slack_reply_to_thread) argument text is written in the assistant's voice")
    assert argument_voice_problems([SimpleNamespace(tool="post", arguments={"text": "Sorry, the deploy slipped to Friday."})]) == []
    schema = {"type": "object", "properties": {"cursor": {"type": "string"}, "limit": {"type": "integer"}, "q": {"type": "string"}},
              "required": ["q"]}
    assert repair.drop_empty_optional({"cursor": "", "limit": 100, "q": ""}, schema) == {"limit": 100, "q": ""}


class Disagrees(RealModel):
    """The mocks of SLOT first give one entry two owners, then (told so) one."""

    def __call__(self, req: FakeRequest) -> Reply:
        if stage_of(req) == "mocks" and req.item == SLOT:
            second = "Ann Lee" if req.fresh_retry else "Bob Stone"
            return Reply.json({"mocks": [{"call": 0, "output": {"key": "user:7", "value": "on", "owner": {"id": "u-77", "name": "Ann Lee"}}},
                                         {"call": 1, "output": {"key": "user:7:prefs", "value": "dark", "owner": {"id": "u-77", "name": second}}}]})
        return super().__call__(req)


def test_mocks_that_give_one_record_two_names_are_fed_back(fake_llm, llm_cfg, tmp_path):
    # two reads of one user's entries (a read of the same key again, nothing changed between, is fed back itself)
    two = draft("Read user:7 and user:7:prefs.", ("get_entry", {"key": "user:7"}), ("get_entry", {"key": "user:7:prefs"}))
    made, lost, asked = run(fake_llm, llm_cfg, tmp_path, Disagrees(KV, two))
    assert made is not None and lost == [], [d.reason for d in lost]
    assert [m.output["owner"]["name"] for m in made.mock_outputs] == ["Ann Lee", "Ann Lee"]
    retry = [r for r in fake_llm.requests if r.item == SLOT and stage_of(r) == "mocks"][1]
    assert "gives name 'Bob Stone' for u-77" in retry.last_user and json.dumps("Bob Stone") not in json.dumps(made.model_dump())


def test_a_change_whose_result_shows_another_value_than_it_was_given_is_named():
    """The seventh session's paper Slack top-up record: `slack_add_reaction(timestamp="1760623639.505105")` answered a
    reaction at "1731003159.505105"; every check passed."""
    from seer.generate.llm.meaning import unechoed

    react = [SimpleNamespace(tool="slack_add_reaction", arguments={"channel_id": "C0ELGPXXXW", "timestamp": "1760623639.505105",
                                                                   "reaction": "eyes"})]
    wrong = {"ok": True, "reaction": {"channel_id": "C0ELGPXXXW", "reaction": "eyes", "timestamp": "1731003159.505105"}}
    got = unechoed(react, [wrong])
    assert got == ["call 0 (slack_add_reaction) answers timestamp '1731003159.505105', but the call gave timestamp "
                   "'1760623639.505105': a change's result shows the values it was given"]
    assert unechoed(react, [{"ok": True, "reaction": {**wrong["reaction"], "timestamp": "1760623639.505105"}}]) == []
    # a read's output may hold other values under a given name (a listing's own records); free text may be rendered
    listing = [SimpleNamespace(tool="slack_get_channel_history", arguments={"channel_id": "C0ELGPXXXW"})]
    assert unechoed(listing, [{"messages": [{"channel_id": "C0OTHER", "text": "hi"}]}]) == []
    post = [SimpleNamespace(tool="slack_post_message", arguments={"channel_id": "C0ELGPXXXW", "text": "Deploy is done"})]
    assert unechoed(post, [{"message": {"channel_id": "C0ELGPXXXW", "text": "*Deploy is done*"}}]) == []
