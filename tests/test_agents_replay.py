"""The replay runner: mocks answer matching calls, the built-in agents score as they must."""

from __future__ import annotations

import asyncio

import pytest

from seer.agents.base import AgentContext
from seer.agents.builtin import NoopAgent, OracleAgent, RandomAgent
from seer.agents.mockbook import MockBook
from seer.agents.model import AgentCall, AgentReply
from seer.agents.replay import replay_sync
from seer.agents.tools import ToolAliases, openai_tools
from tests.test_agents_support import SPEC, all_scenarios, chain, missing_info, no_tool, single

SPECS = {"tiny": SPEC}


class Scripted:
    """Plays fixed replies per (scenario, turn), one per step, then answers."""

    def __init__(self, script: dict[tuple[str, int], list[list[tuple[str, dict]]]], name: str = "scripted"):
        self.name = name
        self.script = script
        self.seen: list[AgentContext] = []

    async def act(self, ctx: AgentContext) -> AgentReply:
        self.seen.append(ctx)
        steps = self.script.get((ctx.scenario.id, ctx.turn), [])
        if ctx.step < len(steps):
            return AgentReply(calls=[AgentCall(id=f"c{ctx.turn}{ctx.step}{i}", tool=t, arguments=a)
                                     for i, (t, a) in enumerate(steps[ctx.step])])
        return AgentReply(content="done")


def test_oracle_full_marks_noop_zero_where_calls_are_needed():
    oracle = replay_sync(OracleAgent(), SPECS, all_scenarios())
    assert all(r.score.exact and r.score.partial == 1.0 for r in oracle)
    noop = replay_sync(NoopAgent(), SPECS, all_scenarios())
    for r in noop:
        for t in r.turn_scores:
            assert t.partial == (1.0 if t.expected == 0 else 0.0)


def test_random_is_seeded_and_between():
    a = replay_sync(RandomAgent(seed=3), SPECS, all_scenarios())
    b = replay_sync(RandomAgent(seed=3), SPECS, all_scenarios())
    assert [r.trajectory for r in a] == [r.trajectory for r in b]
    mean = sum(r.score.partial for r in a) / len(a)
    assert 0.0 <= mean < 1.0


def test_mock_answers_and_errors_are_recorded_in_the_trajectory():
    (r,) = replay_sync(OracleAgent(), SPECS, [chain()])
    results = [res for t in r.trajectory.turns for s in t.steps for res in s.results]
    assert [res.output for res in results] == [m.output for m in chain().mock_outputs]
    assert [res.matched for res in results] == [0, 1, 2]
    assert [t.stopped for t in r.trajectory.turns] == ["final", "final"]


def test_order_inside_a_turn_does_not_change_the_mock_answered():
    book = MockBook.for_scenario(SPEC, chain())
    book.open_turn(chain(), 0)
    read = book.answer(AgentCall(id="a", tool="read_file", arguments={"path": "/srv/reports/report.txt"}))
    listing = book.answer(AgentCall(id="b", tool="list_files", arguments={"path": "/srv/reports", "limit": 10}))
    assert read.output == "all green" and listing.output == {"files": ["report.txt"]}


def test_unmatched_calls_get_realistic_errors():
    book = MockBook.for_scenario(SPEC, chain())
    book.open_turn(chain(), 0)
    unknown = book.answer(AgentCall(id="a", tool="delete_everything", arguments={}))
    assert unknown.is_error and "Unknown tool" in unknown.output["error"]
    invalid = book.answer(AgentCall(id="b", tool="read_file", arguments={"path": 3}))
    assert invalid.is_error and invalid.note == "arguments break the input schema"
    missing = book.answer(AgentCall(id="c", tool="read_file", arguments={"path": "/srv/reports/nope.txt"}))
    assert missing.is_error and missing.matched is None and "nope.txt" in missing.output["error"]
    later = book.answer(AgentCall(id="d", tool="send_message", arguments={"channel": "ops", "text": "Report: all green"}))
    assert later.is_error, "a later turn's call is not answerable before its turn"


def test_each_expected_call_is_consumed_once_and_a_repeat_reads_again():
    book = MockBook.for_scenario(SPEC, chain())
    call = AgentCall(id="a", tool="read_file", arguments={"path": "/srv/reports/report.txt"})
    first, again = book.answer(call), book.answer(call)
    assert first.matched == again.matched == 1 and again.note == "repeat of an answered call"


def test_agent_sees_conversation_so_far_and_tool_results():
    agent = Scripted({("tiny-chain", 0): [[("list_files", {"path": "/srv/reports"})],
                                         [("read_file", {"path": "/srv/reports/report.txt"})]]})
    replay_sync(agent, SPECS, [chain()])
    last_turn0 = [c for c in agent.seen if c.turn == 0][-1]
    roles = [m["role"] for m in last_turn0.messages]
    assert roles == ["user", "assistant", "tool", "assistant", "tool"]
    assert last_turn0.messages[-1]["content"] == "all green"
    turn1 = [c for c in agent.seen if c.turn == 1][0]
    assert turn1.messages[-1] == {"role": "user", "content": chain().conversation[1].user}


def test_step_limit_stops_a_looping_agent():
    loop = {("tiny-query", 0): [[("db.query", {"sql": "select 2"})]] * 50}
    (r,) = replay_sync(Scripted(loop), SPECS, [single()], max_steps=4)
    turn = r.trajectory.turns[0]
    assert turn.stopped == "max_steps" and len(turn.steps) == 4
    assert r.turn_scores[0].made == 4 and r.turn_scores[0].redundancy == pytest.approx(0.25)


def test_failing_agent_gives_unscored_turns_not_zeros():
    class Broken:
        name = "broken"

        async def act(self, ctx):
            raise ConnectionError("endpoint went away")

    (r,) = replay_sync(Broken(), SPECS, [chain()])
    assert r.score.status == "unscored" and "endpoint went away" in r.score.unscored_reason
    assert [t.status for t in r.turn_scores] == ["unscored", "unscored"]


def test_missing_info_asking_first_is_right():
    ask_then_read = Scripted({("tiny-ask", 1): [[("read_file", {"path": "/etc/motd"})]]})
    (r,) = replay_sync(ask_then_read, SPECS, [missing_info()])
    assert r.score.exact
    guess = Scripted({("tiny-ask", 0): [[("read_file", {"path": "/etc/passwd"})]]})
    (g,) = replay_sync(guess, SPECS, [missing_info()])
    assert g.turn_scores[0].partial == 0.0


def test_no_tool_scenario():
    (r,) = replay_sync(NoopAgent(), SPECS, [no_tool()])
    assert r.score.exact
    (c,) = replay_sync(Scripted({("tiny-none", 0): [[("read_file", {"path": "/x"})]]}), SPECS, [no_tool()])
    assert c.score.partial == 0.0


def test_results_come_back_in_harness_order_under_concurrency():
    class Slow(OracleAgent):
        async def act(self, ctx):
            await asyncio.sleep(0.01 if ctx.scenario.id == "tiny-chain" else 0)
            return await super().act(ctx)

    seen = []
    out = replay_sync(Slow(), SPECS, all_scenarios(), concurrency=4, on_result=lambda r: seen.append(r.score.scenario_id))
    assert seen == [s.id for s in all_scenarios()] == [r.score.scenario_id for r in out]


def test_aliases_are_safe_unique_and_reversible():
    names = ["db.query", "db_query", "a/b c", "x" * 80, "ok-name"]
    aliases = ToolAliases(names)
    assert len(set(aliases.to_alias.values())) == len(names)
    for n in names:
        alias = aliases.alias(n)
        assert aliases.name(alias) == n
        assert len(alias) <= 64 and all(ch.isalnum() or ch in "_-" for ch in alias)
    assert aliases.alias("ok-name") == "ok-name" and aliases.alias("db_query") == "db_query"
    tools = openai_tools(SPEC)
    assert {t["function"]["name"] for t in tools} == {"list_files", "read_file", "send_message", "db_query"}
    assert tools[1]["function"]["parameters"] == SPEC.tool("read_file").input_schema
