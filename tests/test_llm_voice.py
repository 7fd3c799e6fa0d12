"""User words that are not the user's: the local 1.5B model wrote "I apologize for the inconvenience, but
I can't assist with that request" as two user turns of a paper Slack record, and "Please provide the
channel ID and the number of messages to retrieve (default 100, max 200)" (slack_get_channel_history's
parameter descriptions) as a request; every check passed. Both are fed back now, in both engines."""

from __future__ import annotations

import json

from seer.generate.llm import voice
from seer.harness.model import Scenario
from tests.fakeserver import FakeRequest, Reply
from tests.fixtures_llm import stage_of
from tests.test_llm_real_replies import KV, SLOT, RealModel, draft, run

REFUSAL = "I apologize for the inconvenience, but I can't assist with that request. Can you please provide more information?"


def test_the_assistants_voice_and_a_pasted_description_are_named(spec_named):
    spec = spec_named("slack")
    pasted = "Please provide the channel ID and the number of messages to retrieve (default 100, max 200)."
    got = voice.voice_problems(spec, [pasted])
    assert got and "pastes the tool's description" in got[0]
    assert "assistant's voice" in voice.voice_problems(spec, ["Post the notes.", REFUSAL], "turn")[0]
    assert voice.voice_problems(spec, ["Post 'Deploy done' to C0123456789 and tell me what came back."]) == []
    assert voice.voice_problems(spec, ["Sorry, wrong channel: it's C0123456789."]) == []  # a user may apologise
    copied = voice.voice_problems(KV, ["Please store a value in the cache under a key for me."])
    assert copied and "value in the cache under a" in copied[0]


class Refuses(RealModel):
    """The scenario is fine; its first split writes the refusal as the second turn, the fresh retry a real one."""

    def __call__(self, req: FakeRequest) -> Reply:
        if stage_of(req) == "multiturn" and req.item == SLOT:
            second = "Now read counter back." if req.fresh_retry else REFUSAL
            return Reply.json({"turns": [{"user": "Store 100 under the key counter.", "calls": [0]},
                                         {"user": second + " It should say 100.", "calls": [1]}]})
        return super().__call__(req)


def test_a_split_in_the_assistants_voice_is_fed_back(fake_llm, llm_cfg, tmp_path):
    from seer.generate.base import GenerationPlan

    two = draft("Store 100 under the key counter, then read counter back.", ("put_entry", {"key": "counter", "value": "100"}),
                ("get_entry", {"key": "counter"}))
    plan = GenerationPlan(seed=1, tiers=("simple",), scenarios={"simple": 1, "complex": 0}, multiturn=True, negatives=False)
    made, lost, asked = run(fake_llm, llm_cfg, tmp_path, Refuses(KV, two), plan=plan)
    assert isinstance(made, Scenario) and lost == [], [d.reason for d in lost]
    assert [t.user for t in made.conversation][1].startswith("Now read counter back.")
    retry = [r for r in fake_llm.requests if r.item == SLOT and stage_of(r) == "multiturn"][1]
    assert "assistant's voice" in retry.last_user and json.dumps(REFUSAL)[1:20] not in made.conversation[1].user


# ---- the fifth real-model session's hybrid Slack record (every check passed): the feedback repeated as the
# request, turn 0 cut off by the turn schema's maxLength, turn 1 the listing pasted as JSON
REPEATED = ("Please provide me with the user list and the profile information of the first user listed. Ensure that the "
            "login 'jared-bridges' appears verbatim in the user instruction.")
PASTED = ('The user list and profile information for the first user listed are as follows: {"total":3,"users":[{"email":'
          '"jared.bridges@contoso.com","id":"U0MXU3UEBU","login":"jared-bridges","name":"Jared Bridges"}')
LISTING = {"total": 3, "users": [{"email": "jared.bridges@contoso.com", "id": "U0MXU3UEBU", "login": "jared-bridges",
                                  "name": "Jared Bridges"}]}


def test_the_feedback_repeated_a_pasted_output_and_a_cut_text_are_named(spec_named):
    spec = spec_named("slack")
    got = voice.voice_problems(spec, [REPEATED])
    assert len(got) == 1 and "repeats these instructions" in got[0] and "appears verbatim" in got[0]
    assert voice.voice_problems(spec, ["Read the session entry verbatim, word for word."]) == []  # a user may say 'verbatim'
    # the fresh seed's paper Slack splits wrote the retry's own preamble and a check as user turns
    split = ["An earlier reply to this request was rejected for these problems:",
             "call 1 (slack_post_message) $.text = 'This is an automated report.' is not in the user turns so far"]
    assert [p.split(" repeats")[0] for p in voice.voice_problems(spec, split, "turn")] == ["turn 0", "turn 1"]
    pasted = voice.pasted_output_problems(["Show the users.", PASTED], [LISTING], [{}])
    assert len(pasted) == 1 and pasted[0].startswith("turn 1 pastes a tool's output as JSON")
    assert voice.pasted_output_problems(["Show the users.", "Good, Jared Bridges (U0MXU3UEBU) is the one."], [LISTING], [{}]) == []
    doc = 'Store {"login": "jared-bridges", "name": "Jared Bridges"} under user:1.'
    assert voice.pasted_output_problems([doc], [LISTING], [{"value": '{"login": "jared-bridges", "name": "Jared Bridges"}'}]) == []
    assert voice.cut_problems(["x" * 240, "short"], 240) == ["turn 0 is cut off at 240 characters: say it in fewer words"]
    assert voice.cut_problems(["x" * 239], 240) == []


def test_hybrid_turns_that_paste_an_output_are_fed_back_and_the_carried_id_keeps_its_case(fake_llm, llm_cfg, tmp_path, spec_named):
    from seer.generate.hybrid.stages import holds
    from tests.fixtures_llm import hybrid_multiturn

    def pastes(req: FakeRequest, turns: dict) -> None:
        shown = req.system.split(" -> ", 1)[1][:160]  # the first call's output as the prompt shows it
        for key, turn in turns.items():
            if key != "turn_0":
                turn["user"] = f"Here it is: {shown} {turn['user']}"

    made = hybrid_multiturn(fake_llm, llm_cfg, tmp_path, spec_named("slack"), pastes)
    assert made and all("{" not in t.user for r in made for t in r.conversation[1:]), "the pasted JSON was fed back"
    fed = [r for r in fake_llm.requests if stage_of(r) == "hybrid_turns" and r.fresh_retry]
    assert fed and all("pastes a tool's output as JSON" in r.last_user for r in fed)
    assert holds(LISTING, "U0MXU3UEBU") and holds(LISTING, "jared-bridges") and not holds(LISTING, "JARED-BRIDGES")


def test_a_request_that_copies_the_prompts_example_is_named(spec_named):
    """The fifth session's hybrid Slack request opened with the restate prompt's example, its channel swapped:
    "Send the weekly report to the team in channel C05TP4MPHR, 900 seconds from now. Heads up, ..."."""
    spec = spec_named("slack")
    copied = ("Send the weekly report to the team in channel C05TP4MPHR, 900 seconds from now. Heads up, I need you to "
              "show me the channels.")
    got = voice.voice_problems(spec, [copied])
    assert len(got) == 1 and got[0].startswith("user_instruction copies the example ('send the weekly report to the")
    assert voice.voice_problems(spec, ["Please send the report to the team in general, then show me the channels."]) == []


def test_an_answer_telling_which_tool_to_use_is_the_assistants_voice_not_a_request():
    """The seventh session's hybrid Slack record: the request was the assistant's answer."""
    from seer.generate.llm.voice import _ASSISTANT

    said = "To get the recent messages from the channel with ID C00AEJN8Y9 and limit 25, you can use the `slack_get_channel_history` tool."
    assert _ASSISTANT.search(said).group(0) == "you can use the `slack_get_channel_history` tool"
    for fine in ("Can you use the channel history to find who posted last?", "Show me what tool versions you can use.",
                 "Please run slack_get_channel_history on C00AEJN8Y9."):
        assert not _ASSISTANT.search(fine), fine


def test_a_later_turn_narrating_the_result_is_named():
    """rm21's paper Redis split: 'The key cache:homepage shows the following keys: user:4524, user:2870' as the user's
    second turn (two values: under the three a recital needs)."""
    from types import SimpleNamespace as N

    from seer.generate.llm.voice import recital_problems

    def scenario(second: str):
        return N(conversation=[N(user="List the user keys.", calls=[0]), N(user=second, calls=[1])],
                 expected_tools=[N(tool="list", arguments={"pattern": "user:*"}), N(tool="get", arguments={"key": "user:4524"})],
                 mock_outputs=[N(output={"keys": ["user:4524", "user:2870"]}), N(output={"value": "x"})])

    got = recital_problems(scenario("The key cache:homepage shows the following keys: user:4524, user:2870"))
    assert got and got[0].startswith("turn 1 narrates what the tools returned ('shows the following')")
    assert recital_problems(scenario("Good, user:4524 is there; read it.")) == []
