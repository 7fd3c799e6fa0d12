"""The LLM agent through the LLM room against the fake OpenAI-compatible server, playing a scripted
agent: each kind of mistake lowers exactly the matching score."""

from __future__ import annotations

import json

import pytest
from omegaconf import OmegaConf

from seer.agents.base import build_agent
from seer.agents.replay import replay_sync
from seer.config import AgentConfig
from tests.fakeserver import FakeServer, Reply
from tests.test_agents_support import SPEC, chain, single

LIST = ("list_files", {"path": "/srv/reports"})
READ = ("read_file", {"path": "/srv/reports/report.txt"})
SEND = ("send_message", {"channel": "ops", "text": "Report: all green"})


@pytest.fixture(scope="module")
def server():
    with FakeServer() as srv:
        yield srv


@pytest.fixture
def agent(server, monkeypatch):
    monkeypatch.setenv("SEER_TEST_AGENT_KEY", "sk-test-not-a-real-key")
    cfg = OmegaConf.structured(AgentConfig(
        name="scripted-llm", kind="llm", model="openai/fake-model", api_base=server.url, retries=0,
        api_key_env="SEER_TEST_AGENT_KEY", price_input_per_mtok=0.0, price_output_per_mtok=0.0))
    return build_agent(cfg, cache_dir=None)


def run_chain(server, agent, turn0: list[Reply]):
    server.queue.clear()
    server.script(*turn0, Reply.calls(SEND), Reply.text("posted"))
    (r,) = replay_sync(agent, {"tiny": SPEC}, [chain()], concurrency=1)
    assert r.score.status == "scored", r.score.unscored_reason
    t0, t1 = r.turn_scores
    assert t1.exact, "the second turn is always played right"
    return r, (t0.tool, round(t0.arguments, 3), t0.order, round(t0.redundancy, 3))


def test_right_agent_scores_full_marks(server, agent):
    r, dims = run_chain(server, agent, [Reply.calls(LIST, READ), Reply.text("done")])
    assert dims == (1, 1, 1, 1) and r.score.exact
    assert r.trajectory.turns[0].final == "done"


def test_wrong_tool_lowers_tool_selection_only(server, agent):
    _, dims = run_chain(server, agent, [Reply.calls(LIST, ("send_message", {"channel": "x", "text": "hi"})),
                                        Reply.text("done")])
    assert dims == (0.5, 1, 1, 1)


def test_wrong_value_lowers_arguments_only(server, agent):
    r, dims = run_chain(server, agent, [Reply.calls(LIST, ("read_file", {"path": "/srv/reports/old.txt"})),
                                        Reply.text("done")])
    assert dims == (1, 0.5, 1, 1)
    wrong = r.trajectory.turns[0].steps[0].results[1]
    assert wrong.is_error and wrong.matched is None


def test_extra_call_lowers_redundancy_only(server, agent):
    _, dims = run_chain(server, agent, [Reply.calls(LIST, READ), Reply.calls(READ), Reply.text("done")])
    assert dims == (1, 1, 1, round(2 / 3, 3))


def test_wrong_order_lowers_order_only(server, agent):
    _, dims = run_chain(server, agent, [Reply.calls(READ), Reply.calls(LIST), Reply.text("done")])
    assert dims == (1, 1, 0.5, 1)


def test_no_call_scores_zero(server, agent):
    r, dims = run_chain(server, agent, [Reply.text("I'd rather not.")])
    assert dims == (0, 0, 0, 0) and r.turn_scores[0].partial == 0


def test_aliased_tool_names_map_back_and_bad_json_is_an_error_result(server, agent):
    server.queue.clear()
    bad = Reply(content=None, finish_reason="tool_calls", tool_calls=[
        {"id": "b0", "type": "function", "function": {"name": "db_query", "arguments": "{not json"}}])
    server.script(bad, Reply.calls(("db_query", {"sql": "SELECT count(*) FROM users", "max_rows": 1})), Reply.text("42"))
    (r,) = replay_sync(agent, {"tiny": SPEC}, [single()], concurrency=1)
    steps = r.trajectory.turns[0].steps
    assert steps[0].calls[0].tool == "db.query" and steps[0].calls[0].parse_error
    assert steps[0].results[0].is_error
    assert steps[1].results[0].output == {"rows": [[42]]}
    # the model saw the aliased names, and its own earlier call under the alias
    req = server.requests[-1].body
    assert "db_query" in {t["function"]["name"] for t in req["tools"]}
    assistant = [m for m in req["messages"] if m["role"] == "assistant"]
    assert assistant[-1]["tool_calls"][0]["function"]["name"] == "db_query"
    assert json.loads(assistant[-1]["tool_calls"][0]["function"]["arguments"])["max_rows"] == 1
    score = r.turn_scores[0]
    assert (score.tool, score.arguments, score.order) == (1, 1, 1) and score.redundancy == 0.5


def test_the_key_never_reaches_the_trajectory(server, agent):
    r, _ = run_chain(server, agent, [Reply.calls(LIST, READ), Reply.text("done")])
    assert "sk-test-not-a-real-key" not in r.trajectory.model_dump_json()


def test_semantic_judge_lets_equivalent_values_count(server, monkeypatch):
    """Off: a reworded value is wrong. On: the judge (fake server) accepts one rewording, not the other."""
    from seer.agents.semantic import SemanticJudge
    from tests.test_agents_replay import Scripted

    monkeypatch.setenv("SEER_TEST_AGENT_KEY", "sk-test-not-a-real-key")
    cfg = OmegaConf.structured(AgentConfig(
        name="judge", kind="llm", model="openai/fake-judge", api_base=server.url, retries=0, max_tries=1,
        api_key_env="SEER_TEST_AGENT_KEY", price_input_per_mtok=0.0, price_output_per_mtok=0.0, response_format="json_object"))
    turn1 = [[("send_message", {"channel": "ops", "text": "report: everything is green"})]]
    agent = Scripted({("tiny-chain", 0): [[LIST, READ]], ("tiny-chain", 1): turn1})
    server.queue.clear()
    server.responder = lambda req: Reply.json({"equivalent": any("everything is green" in str(m.get("content"))
                                                                  for m in req.messages),
                                               "reason": "same status"})
    try:
        (plain,) = replay_sync(agent, {"tiny": SPEC}, [chain()])
        judge = SemanticJudge(cfg, cache_dir=None)
        (judged,) = replay_sync(agent, {"tiny": SPEC}, [chain()], semantic=judge)
        assert plain.turn_scores[1].arguments == pytest.approx(2 / 3) and judged.turn_scores[1].arguments == 1.0
        assert judge.asked == 1 and judge.failed == 0
        other = Scripted({("tiny-chain", 0): [[LIST, READ]],
                          ("tiny-chain", 1): [[("send_message", {"channel": "dev", "text": "Report: all green"})]]})
        (still,) = replay_sync(other, {"tiny": SPEC}, [chain()], semantic=SemanticJudge(cfg, cache_dir=None))
        assert still.turn_scores[1].arguments == pytest.approx(2 / 3)  # ops vs dev: the judge says different
    finally:
        server.responder = lambda req: Reply.text("ok")


def test_local_agent_config_runs_against_a_keyless_server(server, compose):
    cfg = compose("agent=local", f"agent.api_base={server.url}", "agent.retries=0")
    agent = build_agent(cfg.agent, cache_dir=None)
    server.queue.clear()
    server.script(Reply.calls(("db_query", {"sql": "SELECT count(*) FROM users", "max_rows": 1})), Reply.text("42"))
    (r,) = replay_sync(agent, {"tiny": SPEC}, [single()])
    assert r.score.exact and r.trajectory.agent == "local"
    assert server.requests[-1].body["model"] == "local-model"
