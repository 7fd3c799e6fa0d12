"""User words that are not the user's: the local 1.5B model wrote "I apologize for the inconvenience, but
I can't assist with that request" as two user turns of a paper Slack record, and "Please provide the
channel ID and the number of messages to retrieve (default 100, max 200)" (slack_get_channel_history's
parameter descriptions) as a request; every check passed. Both are fed back now, in both engines."""

from __future__ import annotations

import json

from seer.generate.llm import meaning
from seer.harness.model import Scenario
from tests.fakeserver import FakeRequest, Reply
from tests.fixtures_llm import stage_of
from tests.test_llm_real_replies import KV, SLOT, RealModel, draft, run

REFUSAL = "I apologize for the inconvenience, but I can't assist with that request. Can you please provide more information?"


def test_the_assistants_voice_and_a_pasted_description_are_named(spec_named):
    spec = spec_named("slack")
    pasted = "Please provide the channel ID and the number of messages to retrieve (default 100, max 200)."
    got = meaning.voice_problems(spec, [pasted])
    assert got and "pastes the tool's description" in got[0]
    assert "assistant's voice" in meaning.voice_problems(spec, ["Post the notes.", REFUSAL], "turn")[0]
    assert meaning.voice_problems(spec, ["Post 'Deploy done' to C0123456789 and tell me what came back."]) == []
    assert meaning.voice_problems(spec, ["Sorry, wrong channel: it's C0123456789."]) == []  # a user may apologise
    copied = meaning.voice_problems(KV, ["Please store a value in the cache under a key for me."])
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
