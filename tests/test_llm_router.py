"""Several deployments of one model behind litellm's Router: load spreads, a rate-limited or
failing deployment sheds load to the other, and the guard checks every deployment."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from seer.errors import ConfigError
from seer.llm import LLMClient, ModelRequestRefused, preflight, run_sync
from tests.fakeserver import FakeServer, Reply


class A(BaseModel):
    x: int


def ask_many(client: LLMClient, n: int) -> list[bool]:
    async def go():
        out = []
        for i in range(n):  # one at a time: the Router's usage counters see each request
            r = await client.structured([{"role": "user", "content": f"q{i}"}], A, stage="t", item=str(i))
            out.append(r.ok)
        return out

    return run_sync(go())


@pytest.fixture
def two_servers():
    with FakeServer(lambda r: Reply.json({"x": 1})) as a, FakeServer(lambda r: Reply.json({"x": 2})) as b:
        yield a, b


def test_load_spreads_over_two_deployments(two_servers, llm_cfg):
    a, b = two_servers
    cfg = llm_cfg(a, api_base=None, deployments=[{"api_base": a.url}, {"api_base": b.url}])
    assert all(ask_many(LLMClient(cfg, cache_dir=None), 40))
    assert a.count + b.count == 40 and a.count >= 5 and b.count >= 5


def test_rate_limited_deployment_sheds_load(two_servers, llm_cfg):
    a, b = two_servers
    cfg = llm_cfg(a, api_base=None, deployments=[{"api_base": a.url, "rpm": 3}, {"api_base": b.url, "rpm": 1000}])
    assert all(ask_many(LLMClient(cfg, cache_dir=None), 20))
    assert a.count <= 3 and b.count >= 17


def test_failing_deployment_cools_down_and_the_retry_goes_elsewhere(two_servers, llm_cfg):
    a, b = two_servers
    a.responder = lambda r: Reply.error(429)
    cfg = llm_cfg(a, api_base=None, deployments=[{"api_base": a.url}, {"api_base": b.url}])
    client = LLMClient(cfg, cache_dir=None)
    assert all(ask_many(client, 20))
    assert a.count <= 2 and b.count == 20
    assert client.stats.total().requests == a.count + b.count


def test_every_deployment_is_checked_before_work(monkeypatch, llm_cfg, two_servers):
    a, _ = two_servers
    monkeypatch.setenv("SEER_ALLOW_MODEL_REQUESTS", "0")
    with pytest.raises(ModelRequestRefused):
        preflight(llm_cfg(a, api_base=None, deployments=[{"api_base": a.url}, {"api_base": "https://api.example.com/v1"}]))
    monkeypatch.delenv("SEER_MISSING_DEPLOY_KEY", raising=False)
    with pytest.raises(ConfigError, match="SEER_MISSING_DEPLOY_KEY"):
        preflight(llm_cfg(a, api_base=None, deployments=[{"api_base": a.url, "api_key_env": "SEER_MISSING_DEPLOY_KEY"}]))
    with pytest.raises(ConfigError, match="unknown keys"):
        preflight(llm_cfg(a, api_base=None, deployments=[{"api_base": a.url, "region": "eu"}]))


def test_a_router_does_not_make_an_unpriced_model_look_free(two_servers, llm_cfg):
    from seer.llm.pricing import price

    a, b = two_servers
    routed = LLMClient(llm_cfg(a, api_base=None, deployments=[{"api_base": a.url}, {"api_base": b.url}]), cache_dir=None)
    assert all(ask_many(routed, 2))  # litellm now has map entries for the model, without prices
    assert "llm.total.cost_usd" not in routed.stats.as_metrics()
    assert price(llm_cfg(a), 1000, 1000) is None
