"""The dry-run estimate against what a run against the test server actually uses."""

from __future__ import annotations

from pathlib import Path

import pytest

from seer.generate.base import GenerationPlan
from seer.generate.llm import LLMEngine
from seer.generate.llm.estimate import chars_over_4, estimate_generation
from seer.spec.load import load_spec
from tests.fixtures_llm import ScriptedModel

SPECS = Path(__file__).resolve().parents[1].parent / "shared" / "specs"


@pytest.mark.parametrize("name", ["git", "slack"])
def test_estimate_is_within_ten_percent_of_requests_and_prompt_tokens(fake_llm, llm_cfg, tmp_path, name):
    if not (SPECS / f"{name}.json").exists():
        pytest.skip("../shared/specs is not beside this checkout")
    spec = load_spec(SPECS / f"{name}.json")
    cfg = llm_cfg(fake_llm, response_format="json_object")
    plan = GenerationPlan(seed=1)
    est = estimate_generation(cfg, spec, plan, count=chars_over_4)  # the test server counts characters / 4
    assert fake_llm.count == 0, "an estimate sends nothing"
    fake_llm.responder = ScriptedModel(spec)
    engine = LLMEngine(cfg, cache_dir=tmp_path)
    list(engine.generate(spec, plan))
    actual = engine.stats.total()
    assert abs(est.requests - actual.requests) <= 0.1 * actual.requests
    assert abs(est.prompt_tokens - actual.tokens_in) <= 0.1 * actual.tokens_in
    # completion tokens are sized for a real model's replies; the scripted model is terser
    assert est.completion_tokens >= actual.tokens_out


def test_estimate_prices_from_config_and_says_when_unknown(fake_llm, llm_cfg):
    if not (SPECS / "slack.json").exists():
        pytest.skip("../shared/specs is not beside this checkout")
    spec = load_spec(SPECS / "slack.json")
    priced = estimate_generation(llm_cfg(fake_llm, price_input_per_mtok=0.1, price_output_per_mtok=0.4), spec,
                                 GenerationPlan(), count=chars_over_4)
    assert priced.cost_usd == pytest.approx((priced.prompt_tokens * 0.1 + priced.completion_tokens * 0.4) / 1e6)
    unknown = estimate_generation(llm_cfg(fake_llm), spec, GenerationPlan(), count=chars_over_4)
    assert unknown.cost_usd is None and "cost unknown" in unknown.line()
