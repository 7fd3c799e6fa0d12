"""Later turns that react, not recite: the fifth real-model session's hybrid Slack record had the user
narrate what the assistant found ("The channels in the release-train channel are C0NN0L40VX, ...") and a
last turn that repeated the first word for word; every check passed. Both are fed back now, in both engines."""

from __future__ import annotations

import re
from pathlib import Path


from seer.generate.base import GenerationPlan
from seer.generate.llm import voice
from seer.harness.model import ExpectedCall, MockOutput, Provenance, Scenario, Turn
from tests.fakeserver import FakeRequest
from tests.fixtures_llm import stage_of

CHANNELS = {"channels": [{"id": "C0NN0L40VX", "name": "release-train"}, {"id": "C0ABCD1234", "name": "design-crit"},
                         {"id": "C0ZZYY9988", "name": "ops-alerts"}], "total": 3}


def _scenario(second: str, third_args: dict | None = None) -> Scenario:
    calls = [ExpectedCall(tool="slack_list_channels", arguments={"limit": 10}),
             ExpectedCall(tool="slack_get_channel_history", arguments=third_args or {"channel_id": "C0ABCD1234"})]
    return Scenario(id="x", spec="slack", tier="simple", title="t", category="c", novelty_reason="n",
                    prompt="Show me the first 10 channels.", expected_tools=calls,
                    mock_outputs=[MockOutput(output=CHANNELS), MockOutput(output={"messages": []})],
                    conversation=[Turn(user="Show me the first 10 channels.", calls=[0]), Turn(user=second, calls=[1])],
                    provenance=Provenance(engine="test", model=None, seed=0, spec_sha256="x", seer_version="0"))


def test_a_turn_reciting_what_came_back_is_named_and_a_reaction_is_not():
    recital = _scenario("The channels in the workspace are C0NN0L40VX, C0ABCD1234 and C0ZZYY9988. Read the history of C0ABCD1234.")
    got = voice.recital_problems(recital)
    assert len(got) == 1 and got[0].startswith("turn 1 recites what the tools returned") and "c0nn0l40vx" in got[0]
    assert voice.recital_problems(_scenario("design-crit (C0ABCD1234) is the one; read its history.")) == []
    assert voice.recital_problems(_scenario("Of the 3 channels, read the history of design-crit (C0ABCD1234).")) == []


def test_a_turn_that_says_an_earlier_turn_again_is_named():
    first = "Show me the channels of the workspace and read the latest messages in design-crit."
    assert voice.repeated_turn_problems([first, "Good, design-crit it is.", first]) == [
        "turn 2 says turn 0 again: write what the user says next, having read the result"]
    assert voice.repeated_turn_problems([first, first.replace("latest", "last")])  # nearly word for word
    assert voice.repeated_turn_problems(["Show me the channels.", "Good, design-crit is there; read its history."]) == []
    assert voice.repeated_turn_problems(["Thanks.", "Thanks."]) and not voice.repeated_turn_problems(["Thanks.", "Thanks, go on."])


def test_no_symbolic_multi_turn_record_of_the_examples_is_flagged():
    """The checks' false alarms on turns written to be right (the symbolic engine's): 0 of 589 on the
    shared specs and candidates at seeds 0-1 when written; here on the project's own example specs."""
    from seer.generate.symbolic import SymbolicEngine
    from seer.spec.load import load_spec

    examples = [p for p in sorted((Path(__file__).resolve().parents[1] / "seer" / "examples" / "specs").glob("*.json")) if ".examples." not in p.name]
    seen = 0
    for path in examples:
        spec = load_spec(path)
        for seed in (0, 1):
            for sc in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)):
                if isinstance(sc, Scenario) and len(sc.conversation) > 1:
                    seen += 1
                    assert voice.recital_problems(sc) == [] and voice.repeated_turn_problems([t.user for t in sc.conversation]) == [], sc.id
    assert seen >= 20


def test_hybrid_turns_that_recite_or_repeat_are_fed_back(fake_llm, llm_cfg, tmp_path, spec_named):
    from tests.fixtures_llm import hybrid_multiturn

    def narrates(req: FakeRequest, turns: dict) -> None:
        shown = re.findall(r'"(C0[A-Z0-9]{8,})"', req.system) or re.findall(r'"([A-Za-z0-9._:-]*\d[A-Za-z0-9._:-]*)"', req.system)
        first = turns["turn_0"]["user"]
        for key, turn in turns.items():
            if key != "turn_0":  # the first later turn recites, the others say turn 0 again
                turn["user"] = (f"The results are {', '.join(dict.fromkeys(shown))}. " + turn["user"]) if key == "turn_1" else first

    made = hybrid_multiturn(fake_llm, llm_cfg, tmp_path, spec_named("slack"), narrates)
    assert made
    for r in made:
        texts = [t.user for t in r.conversation]
        assert voice.recital_problems(r) == [] and voice.repeated_turn_problems(texts) == [], texts
    fed = [r.last_user for r in fake_llm.requests if stage_of(r) == "hybrid_turns" and r.fresh_retry]
    assert any("recites what the tools returned" in f or "again" in f for f in fed), fed[:2]


def test_a_turn_that_only_says_back_a_returned_text_is_named():
    """The seventh session's paper Redis record (seed 3): `get(key="status")` answered "The meeting moved to 3pm
    tomorrow.", and the user's next turn was that sentence, nothing else."""
    calls = [ExpectedCall(tool="get", arguments={"key": "status"}), ExpectedCall(tool="get", arguments={"key": "logs"})]

    def sc(second: str) -> Scenario:
        return Scenario(id="x", spec="redis", tier="simple", title="t", category="c", novelty_reason="n",
                        prompt="Please provide the current status from Redis.", expected_tools=calls,
                        mock_outputs=[MockOutput(output={"key": "status", "value": "The meeting moved to 3pm tomorrow."}),
                                      MockOutput(output={"key": "logs", "value": "The backup completed."})],
                        conversation=[Turn(user="Please provide the current status from Redis.", calls=[0]), Turn(user=second, calls=[1])],
                        provenance=Provenance(engine="test", model=None, seed=0, spec_sha256="x", seer_version="0"))

    got = voice.echo_problems(sc("The meeting moved to 3pm tomorrow."))
    assert got == ["turn 1 only says back what call 0 returned: write what the user asks next, having read it"]
    assert voice.echo_problems(sc("So the meeting moved to 3pm tomorrow; now read the logs key.")) == []
    assert voice.echo_problems(sc("Now read logs.")) == []
