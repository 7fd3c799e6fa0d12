"""The LLM room against the fake OpenAI-compatible server: guard, keys, structured output with
repair, one explicit retry policy (request counts prove no hidden SDK retries), cache, stats."""

from __future__ import annotations

import asyncio
import json

import pytest
from pydantic import BaseModel

from seer.errors import ConfigError, RunAborted
from seer.llm import LLMClient, ModelRequestRefused, UsageStats, check_allowed, preflight, run_sync
from tests.fakeserver import FakeServer, Reply


class Answer(BaseModel):
    city: str
    population: int


GOOD = {"city": "Lyon", "population": 522000}
MSGS = [{"role": "user", "content": "Which city? Reply as JSON."}]


def ask(client: LLMClient, validate=None, seed=None):
    return run_sync(client.structured(MSGS, Answer, validate=validate, stage="test", item="q", seed=seed))


@pytest.fixture
def client(fake_llm, llm_cfg, tmp_path):
    fake_llm.responder = lambda req: Reply.json(GOOD)
    c = LLMClient(llm_cfg(fake_llm), cache_dir=None)
    c.transport.sleep = _Recorder()
    return c


class _Recorder:
    """Stands in for asyncio.sleep in the transport: records each backoff delay."""

    def __init__(self):
        self.delays: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.delays.append(seconds)


# ---- guard and keys

@pytest.mark.parametrize("base", ["http://example.com/v1", "https://api.openai.com/v1", None, "http://10.0.0.5:8000/v1"])
def test_guard_refuses_non_loopback_when_requests_are_off(monkeypatch, base):
    monkeypatch.setenv("SEER_ALLOW_MODEL_REQUESTS", "0")
    with pytest.raises(ModelRequestRefused, match="SEER_ALLOW_MODEL_REQUESTS=0"):
        check_allowed("openai/gpt-4.1-mini", base)


@pytest.mark.parametrize("base", ["http://127.0.0.1:9/v1", "http://localhost:8000", "http://[::1]:8000/v1"])
def test_guard_allows_loopback(monkeypatch, base):
    monkeypatch.setenv("SEER_ALLOW_MODEL_REQUESTS", "0")
    check_allowed("openai/x", base)


def test_guard_refuses_before_any_request(monkeypatch, fake_llm, llm_cfg):
    monkeypatch.setenv("SEER_ALLOW_MODEL_REQUESTS", "0")
    c = LLMClient(llm_cfg(fake_llm, api_base="http://203.0.113.9/v1"), cache_dir=None)
    with pytest.raises(ModelRequestRefused):
        ask(c)
    assert fake_llm.count == 0


def test_missing_key_fails_preflight_naming_variable_and_offline_alternative(monkeypatch, fake_llm, llm_cfg):
    monkeypatch.delenv("SEER_TEST_MISSING_KEY", raising=False)
    with pytest.raises(ConfigError) as err:
        preflight(llm_cfg(fake_llm, api_key_env="SEER_TEST_MISSING_KEY"))
    assert "SEER_TEST_MISSING_KEY" in str(err.value) and "generator=symbolic" in str(err.value)
    assert fake_llm.count == 0


def test_key_is_sent_per_call_but_never_cached(monkeypatch, fake_llm, llm_cfg, tmp_path):
    canary = "sk-canary-4f1d9a77c0de"
    monkeypatch.setenv("SEER_TEST_KEY", canary)
    fake_llm.responder = lambda req: Reply.json(GOOD)
    stats = UsageStats()
    c = LLMClient(llm_cfg(fake_llm, api_key_env="SEER_TEST_KEY"), cache_dir=tmp_path, stats=stats)
    assert ask(c).ok
    assert fake_llm.requests[0].headers.get("authorization") == f"Bearer {canary}"
    files = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert files, "the cache wrote nothing"
    for p in files:
        assert canary not in p.read_text(encoding="utf-8")
    assert canary not in json.dumps(stats.as_metrics()) + stats.cost_line()


# ---- structured output and repair

@pytest.mark.parametrize("bad", [Reply.malformed(), Reply.json({"city": "Lyon"}), Reply.json({"town": 3}),
                                 Reply.refused(), Reply.empty(), Reply.text("```json\n{\"city\": 5}\n```")])
def test_bad_output_is_repaired_with_errors_fed_back(client, fake_llm, bad):
    fake_llm.script(bad)
    res = ask(client)
    assert res.ok and res.value == Answer(**GOOD)
    assert res.tries == 2 and fake_llm.count == 2
    feedback = fake_llm.requests[1].messages[-1]["content"]
    assert feedback.startswith("Your reply had these problems")
    assert client.stats.stages["test"].repairs == 1


def test_semantic_validation_failure_becomes_a_failed_result_with_reasons(client, fake_llm):
    res = ask(client, validate=lambda v: [f"{v.city} is not a capital"])
    assert not res.ok and res.tries == 3 and fake_llm.count == 3
    assert res.errors == ["Lyon is not a capital"] and json.loads(res.raw) == GOOD
    assert client.stats.stages["test"].failures == 1


def test_markdown_fence_is_accepted(client, fake_llm):
    fake_llm.script(Reply.text("```json\n" + json.dumps(GOOD) + "\n```"))
    assert ask(client).ok and fake_llm.count == 1


def test_json_mode_puts_schema_in_prompt_and_schema_mode_names_it(fake_llm, llm_cfg):
    fake_llm.responder = lambda req: Reply.json(GOOD)
    assert ask(LLMClient(llm_cfg(fake_llm, response_format="json_object"), cache_dir=None)).ok
    req = fake_llm.requests[-1]
    assert req.body["response_format"] == {"type": "json_object"}
    assert '"population"' in req.messages[-1]["content"]
    assert ask(LLMClient(llm_cfg(fake_llm, response_format="json_schema"), cache_dir=None)).ok
    assert fake_llm.requests[-1].schema_name == "Answer"


# ---- transport: one explicit retry policy

@pytest.mark.parametrize("fault", ["429", "500", "503", "timeout", "dropped"])
def test_transport_fault_is_retried_once_per_attempt(fake_llm, llm_cfg, fault):
    fake_llm.responder = lambda req: Reply.json(GOOD)
    c = LLMClient(llm_cfg(fake_llm, timeout_s=0.4), cache_dir=None)
    c.transport.sleep = _Recorder()
    reply = {"429": Reply.error(429), "500": Reply.error(500), "503": Reply.error(503),
             "timeout": Reply.timeout(1.0), "dropped": Reply.dropped()}[fault]
    fake_llm.script(reply)
    res = ask(c)
    assert res.ok
    assert fake_llm.count == 2, "exactly one request per attempt: no hidden SDK retries"
    assert c.stats.stages["test"].retries == 1 and c.stats.stages["test"].requests == 2
    assert len(c.transport.sleep.delays) == 1


def test_retry_after_is_honoured_and_backoff_grows(client, fake_llm):
    fake_llm.script(Reply.error(429, retry_after=7), Reply.error(429), Reply.error(500))
    assert ask(client).ok and fake_llm.count == 4
    d = client.transport.sleep.delays
    assert d[0] == 7.0
    base = client.transport.backoff_s
    assert base * 2 * 0.5 <= d[1] <= base * 2 and base * 4 * 0.5 <= d[2] <= base * 4


def test_retries_are_bounded_then_the_item_fails_as_a_value(client, fake_llm):
    fake_llm.responder = lambda req: Reply.error(500)
    res = ask(client)
    assert not res.ok and "transport" in res.errors[0]
    assert fake_llm.count == client.cfg.retries + 1
    assert client.stats.stages["test"].failures == 1


def test_a_bad_request_is_not_retried(client, fake_llm):
    fake_llm.responder = lambda req: Reply.error(400)
    assert not ask(client).ok and fake_llm.count == 1


def test_an_endpoint_that_is_gone_aborts_the_run(llm_cfg):
    server = FakeServer().start()
    cfg = llm_cfg(server, retries=5)
    server.stop()  # nothing listens on that port any more
    c = LLMClient(cfg, cache_dir=None)
    c.transport.sleep = _Recorder()
    c.transport.abort_after_connection_failures = 4
    with pytest.raises(RunAborted, match="4 connections in a row"):
        ask(c)


# ---- cache and stats

def test_identical_request_is_served_from_disk(fake_llm, llm_cfg, tmp_path):
    fake_llm.responder = lambda req: Reply.json(GOOD)
    cfg = llm_cfg(fake_llm)
    assert ask(LLMClient(cfg, cache_dir=tmp_path), seed=3).ok
    again = LLMClient(cfg, cache_dir=tmp_path)
    assert ask(again, seed=3).value == Answer(**GOOD)
    assert fake_llm.count == 1 and again.stats.stages["test"].cache_hits == 1
    ask(LLMClient(llm_cfg(fake_llm, temperature=0.7), cache_dir=tmp_path), seed=3)
    ask(LLMClient(cfg, cache_dir=tmp_path), seed=4)
    assert fake_llm.count == 3, "temperature and seed are part of the cache key"
    assert fake_llm.requests[-1].body["seed"] == 4


def test_stats_cost_from_config_prices_and_unknown_cost_is_absent(fake_llm, llm_cfg):
    fake_llm.responder = lambda req: Reply.json(GOOD)
    priced = LLMClient(llm_cfg(fake_llm, price_input_per_mtok=1.0, price_output_per_mtok=2.0), cache_dir=None)
    ask(priced)
    s = priced.stats.stages["test"]
    assert s.tokens_in > 0 and s.cost_usd == pytest.approx((s.tokens_in * 1.0 + s.tokens_out * 2.0) / 1e6)
    m = priced.stats.as_metrics()
    assert m["llm.test.requests"] == 1.0 and m["llm.total.cost_usd"] == pytest.approx(s.cost_usd)
    unpriced = LLMClient(llm_cfg(fake_llm), cache_dir=None)
    ask(unpriced)
    assert "llm.total.cost_usd" not in unpriced.stats.as_metrics()
    assert "cost unknown" in unpriced.stats.cost_line()


def test_chat_returns_tool_calls_as_plain_dicts(client, fake_llm):
    fake_llm.script(Reply.calls(("get_weather", {"city": "Lyon"})))
    tools = [{"type": "function", "function": {"name": "get_weather", "parameters": {"type": "object"}}}]
    res = run_sync(client.chat(MSGS, tools=tools, stage="agent", item="s#0"))
    assert res.tool_calls[0]["function"]["name"] == "get_weather"
    assert json.loads(res.tool_calls[0]["function"]["arguments"]) == {"city": "Lyon"}
    assert fake_llm.requests[0].body["tools"][0]["function"]["name"] == "get_weather"


def test_run_sync_works_inside_a_running_loop(client, fake_llm):
    async def outer():
        return ask(client)

    assert asyncio.run(outer()).ok


def test_prices_come_from_litellms_map_with_batch_prices_in_batch_mode():
    from seer.config import GeneratorConfig
    from seer.llm.pricing import price

    online = price(GeneratorConfig(model="gemini/gemini-2.5-flash-lite"), 1_000_000, 1_000_000)
    batched = price(GeneratorConfig(model="gemini/gemini-2.5-flash-lite", batch=True), 1_000_000, 1_000_000)
    assert online is not None and batched is not None and 0 < batched < online
    assert price(GeneratorConfig(model="openai/no-such-model-xyz"), 1000, 1000) is None
    assert price(GeneratorConfig(model="openai/no-such-model-xyz", price_input_per_mtok=2.0), 1_000_000, 0) == 2.0
