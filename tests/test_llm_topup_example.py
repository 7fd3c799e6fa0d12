"""The paper pipeline's last coverage top-up round shows a worked example per uncovered tool.

On a fresh seed the local 1.5B model lost `slack_reply_to_thread` in both top-up rounds: each draft
asked for something else and stated none of the reply's values, so coverage stayed at 88%. The last
round now shows the symbolic engine's shortest record for the tool (seer/generate/llm/worked.py),
as the hybrid engine's prompt shows the symbolic plan."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from seer.generate.base import GenerationPlan
from seer.generate.llm import LLMEngine
from seer.generate.llm.worked import topup_examples
from seer.harness import checks
from seer.harness.model import Discard, Scenario
from seer.spec.load import load_spec
from tests.fakeserver import FakeRequest, Reply
from tests.fixtures_llm import WORKED_EXAMPLE, ScriptedModel, copied_example, stage_of

KV = load_spec(Path(__file__).parent / "fixtures" / "specs" / "kv_cache.json")
PLAN = GenerationPlan(seed=1, tiers=("simple",), scenarios={"simple": 1, "complex": 0}, multiturn=False, negatives=False)
SHARED = Path(__file__).resolve().parents[1].parent / "shared" / "specs"


OFF_TOPIC = {"title": "A report", "category": "reporting", "user_instruction": "Can you please provide a report of the keys?",
             "calls": [{"tool": "list_keys", "arguments": {}, "quick_explanation": "lists the keys"}],
             "novelty_reason": "a report", "follow_up": "Anything else?"}


class OffTopicInTopUps:
    """A cooperative model, except that a top-up draft without a worked example asks for something else
    (a listing, none of the focus tool's values: the real Slack top-up drafts); shown an example, it
    writes that example's request and calls (a small model copies what it is shown)."""

    def __init__(self, spec):
        self.base = ScriptedModel(spec, ignore_focus=True)

    def __call__(self, req: FakeRequest) -> Reply:
        if stage_of(req) != "scenarios" or "never used these tools" not in req.system:
            return self.base(req)
        return Reply.json(copied_example(req.system, "Top-up", "covers the tool") or OFF_TOPIC)


def test_the_last_topup_round_shows_a_worked_example_and_covers_every_tool(fake_llm, llm_cfg, tmp_path):
    fake_llm.responder = OffTopicInTopUps(KV)
    recs = list(LLMEngine(llm_cfg(fake_llm), cache_dir=tmp_path).generate(KV, PLAN))
    used = {c.tool for r in recs if isinstance(r, Scenario) for c in r.expected_tools}
    assert used == set(KV.tool_names), sorted(set(KV.tool_names) - used)
    topups = [r for r in fake_llm.requests if stage_of(r) == "scenarios" and "never used these tools" in r.system]
    first, last = [r for r in topups if r.body["seed"] < 1000], [r for r in topups if r.body["seed"] > 1000]
    assert first and last
    assert not any("worked example" in r.system for r in first)  # the paper's own top-up prompt comes first
    assert all(WORKED_EXAMPLE.search(r.system) for r in last)
    # the records the last round made are the example's, with every first-call value stated in the request
    made = [r for r in recs if isinstance(r, Scenario) and "-topup-" in r.id]
    assert made and not [r for r in recs if isinstance(r, Discard) and "-topup-" in r.item and r.stage == "final"]
    for sc in made:
        said = checks.norm_text(sc.prompt)
        first_tool = KV.tool(sc.expected_tools[0].tool)
        assert all(checks.found(v, said) for _, v in checks.nontrivial_values(sc.expected_tools[0].arguments, first_tool.input_schema))


def test_an_example_is_the_symbolic_engines_shortest_record_for_the_tool():
    examples = topup_examples(KV, 1, KV.tool_names)
    assert set(examples) == set(KV.tool_names)
    for name, text in examples.items():
        shown = WORKED_EXAMPLE.search(text)
        assert shown and re.search(rf"^call \d+: {re.escape(name)} ", text, re.M), text
        assert "{" in shown.group(2)  # the calls carry their arguments as JSON


@pytest.mark.skipif(not SHARED.exists(), reason="../shared/specs is not beside this checkout")
def test_every_tool_of_the_shared_specs_has_a_worked_example():
    for path in sorted(SHARED.glob("*.json")):
        spec = load_spec(path)
        examples = topup_examples(spec, 0, spec.tool_names)
        assert set(examples) == set(spec.tool_names), (path.name, sorted(set(spec.tool_names) - set(examples)))


class NeverCovers(OffTopicInTopUps):
    """Top-up drafts never serve their tool, worked example or not (the sixth session's paper Slack run:
    both rounds lost slack_reply_to_thread and slack_add_reaction); the hybrid stages are answered well."""

    def __init__(self, spec):
        super().__init__(spec)
        from tests.fixtures_llm import HybridModel

        self.hybrid = HybridModel(spec)

    def __call__(self, req: FakeRequest) -> Reply:
        if (stage_of(req) or "").startswith("hybrid_"):
            return self.hybrid(req)
        if stage_of(req) == "scenarios" and "never used these tools" in req.system:
            return Reply.json(OFF_TOPIC)
        return self.base(req)


def test_what_no_topup_draft_covers_gets_the_hybrid_engines_item(fake_llm, llm_cfg, tmp_path):
    fake_llm.responder = NeverCovers(KV)
    cfg = llm_cfg(fake_llm, response_format="json_schema")
    recs = list(LLMEngine(cfg, cache_dir=tmp_path).generate(KV, PLAN))
    made = [r for r in recs if isinstance(r, Scenario)]
    assert {c.tool for r in made for c in r.expected_tools} == set(KV.tool_names)
    hybrid = [r for r in made if r.provenance.engine == "hybrid"]
    assert hybrid and all(r.provenance.engine == "llm" for r in made if r not in hybrid)
    asked = {stage_of(r) for r in fake_llm.requests}
    assert {"hybrid_scenario", "hybrid_mocks"} <= asked
    # a rerun on the same cache makes no request and the same records (what the store would resume from)
    before = fake_llm.count
    again = [r for r in LLMEngine(cfg, cache_dir=tmp_path).generate(KV, PLAN) if isinstance(r, Scenario)]
    assert fake_llm.count == before and [r.id for r in again] == [r.id for r in made]
