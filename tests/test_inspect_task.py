"""The inspect_ai Task (`inspect eval seer/export/inspect_task.py@seer -T harness=...`), run offline
with inspect's mockllm: playing the oracle it gets full marks; a wrong agent gets less."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("inspect_ai", reason="inspect-ai is not installed (the inspect extra)")

from tests.test_agents_support import SPEC, all_scenarios, write_run  # noqa: E402

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture
def harness(tmp_path) -> Path:
    return write_run(tmp_path)


def _agent(wrong: bool):
    """mockllm's custom_outputs: reads the conversation and plays the scenario's oracle (or gets
    the arguments wrong), one turn's calls at once, then a final answer."""
    from inspect_ai.model import ChatMessageAssistant, ChatMessageTool, ChatMessageUser, ModelOutput
    from inspect_ai.tool import ToolCall

    from seer.agents.tools import ToolAliases

    by_first = {s.conversation[0].user: s for s in all_scenarios()}
    aliases = ToolAliases(SPEC.tool_names)

    def reply(messages, tools, tool_choice, config):
        users = [m for m in messages if isinstance(m, ChatMessageUser)]
        scenario = by_first[users[0].text]
        turn = len(users) - 1
        answered = isinstance(messages[-1], ChatMessageTool)
        calls = [] if answered else scenario.turn_calls(turn)
        if not calls:
            return ModelOutput.from_content(model="mockllm", content="Done.")
        tool_calls = [ToolCall(id=f"c{turn}_{i}", function=aliases.alias(c.tool),
                               arguments={k: ("wrong" if wrong and isinstance(v, str) else v) for k, v in c.arguments.items()})
                      for i, c in enumerate(calls)]
        return ModelOutput(model="mockllm", choices=[{"message": ChatMessageAssistant(content="", tool_calls=tool_calls),
                                                      "stop_reason": "tool_calls"}])

    return reply


def _run(harness: Path, tmp_path: Path, wrong: bool):
    from inspect_ai import eval as inspect_eval
    from inspect_ai.model import get_model

    from seer.export.inspect_task import seer

    model = get_model("mockllm/model", custom_outputs=_agent(wrong))
    (log,) = inspect_eval(seer(harness=str(harness)), model=model, log_dir=str(tmp_path / "logs"),
                          display="none", score_display=False)
    assert log.status == "success", log.error
    return log


def _metrics(log) -> dict[str, float]:
    return {s.name: s.metrics["mean"].value for s in log.results.scores}


@pytest.mark.slow  # two inspect evals: about 15 s
def test_oracle_gets_full_marks_and_a_wrong_agent_less(harness, tmp_path):
    oracle = _run(harness, tmp_path / "oracle", wrong=False)
    assert len(oracle.samples) == len(all_scenarios())
    assert _metrics(oracle) == {"partial": 1.0, "strict": 1.0}
    chain = next(s for s in oracle.samples if s.id == "tiny-chain")
    users = [m.text for m in chain.messages if m.role == "user"]
    assert users == [t.user for t in all_scenarios()[0].conversation]  # every turn was played
    tool_replies = [m.text for m in chain.messages if m.role == "tool"]
    assert tool_replies[:2] == [json.dumps({"files": ["report.txt"]}), "all green"]  # answered from the mocks
    wrong = _run(harness, tmp_path / "wrong", wrong=True)
    scores = _metrics(wrong)
    assert scores["strict"] < 1.0 and scores["partial"] < 1.0
    none = next(s for s in wrong.samples if s.id == "tiny-none")
    assert none.scores["seer_scorer"].value == {"partial": 1.0, "strict": 1.0}  # no call due, none made


def test_tools_are_built_once_per_spec_with_every_parameter_described(harness):
    from seer.export.inspect_task import seer

    task = seer(harness=str(harness))
    assert len(task.dataset) == len(all_scenarios())
    assert all(set(s.metadata) == {"spec", "tier", "kind", "title", "turns"} for s in task.dataset)  # no tool copies
    from seer.agents.tools import ToolAliases
    from seer.export.inspect_task import load_cards, tool_infos

    infos = tool_infos(SPEC, ToolAliases(SPEC.tool_names), load_cards(harness, {"tiny": SPEC}))
    assert [i.name for i in infos] == ["list_files", "read_file", "send_message", "db_query"]
    for info in infos:
        assert info.description
        assert all(p.description for p in info.parameters.properties.values()), info.name
    from inspect_ai.tool import ToolDef

    for info in infos:  # inspect's own tool definition accepts them (it rejects undescribed parameters)
        async def call(**kwargs):
            return ""
        ToolDef(call, name=info.name, description=info.description, parameters=info.parameters).as_tool()
