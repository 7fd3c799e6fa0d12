"""A planned slot whose fed-back drafts all failed gets one fresh draft shown a worked example.

The local 1.5B model lost two of five planned Redis items (seed 2) to a placeholder key
(`[LIST OF EXPIRED KEYS]`) and to a key name given as a pattern, each kept through three fed-back
tries. The top-up rounds had already shown that a small model writes a sound scenario when it is
shown the symbolic engine's record of the same tools (worked.py); a planned slot now gets that second
chance too: one fresh draft (its own seed, two tries) whose prompt shows a record of its tier and tools."""

from __future__ import annotations

import json
import re
from pathlib import Path

from seer.generate.base import GenerationPlan
from seer.generate.llm import LLMEngine
from seer.generate.llm.stages import EXAMPLE_SEED, EXAMPLE_TRIES
from seer.generate.llm.worked import slot_example
from seer.harness import checks
from seer.harness.model import Discard, Scenario
from seer.spec.load import load_spec
from tests.fakeserver import FakeRequest, Reply
from tests.fixtures_llm import WORKED_EXAMPLE, ScriptedModel, copied_example, stage_of

KV = load_spec(Path(__file__).parent / "fixtures" / "specs" / "kv_cache.json")
PLAN = GenerationPlan(seed=1, tiers=("simple", "complex"), scenarios={"simple": 2, "complex": 1}, multiturn=False, negatives=False)
_PLACEHOLDER = {"title": "Clean up", "category": "cleanup", "user_instruction": "Delete the expired cache keys.",
                "calls": [{"tool": "remove_entries", "arguments": {"key": "[LIST OF EXPIRED KEYS]"},
                           "quick_explanation": "removes the expired keys"}],
                "novelty_reason": "cleanup", "follow_up": "Anything else?"}


def _planned(req: FakeRequest) -> bool:
    return stage_of(req) == "scenarios" and "never used these tools" not in req.system and "negative scenario" not in req.system


class PlaceholderUnlessShown:
    """A cooperative model, except that a planned draft not shown a worked example keeps a placeholder key
    however often it is told (the real Redis drafts); shown one, it writes the example's request and calls
    (`copy`), or keeps the placeholder all the same (`copy=False`)."""

    def __init__(self, spec, copy: bool = True):
        self.base, self.copy = ScriptedModel(spec), copy

    def __call__(self, req: FakeRequest) -> Reply:
        if not _planned(req):
            return self.base(req)
        copied = copied_example(req.system, "Shown", "follows the example") if self.copy else None
        return Reply.json(copied or _PLACEHOLDER)


def test_a_planned_slot_lost_to_its_drafts_is_made_by_a_redraft_shown_a_worked_example(fake_llm, llm_cfg, tmp_path):
    fake_llm.responder = PlaceholderUnlessShown(KV)
    recs = list(LLMEngine(llm_cfg(fake_llm), cache_dir=tmp_path).generate(KV, PLAN))
    planned = [r for r in recs if isinstance(r, Scenario) and "-topup-" not in r.id]
    assert sorted(r.id for r in planned) == sorted(f"kv_cache-llm-{t}-{i:03d}" for t, n in (("simple", 2), ("complex", 1)) for i in range(n))
    assert not [r for r in recs if isinstance(r, Discard) and r.stage == "scenarios"]
    drafts = [r for r in fake_llm.requests if _planned(r)]
    shown = [r for r in drafts if WORKED_EXAMPLE.search(r.system)]
    # the paper's own prompt first (three fed-back tries per slot), then one redraft per slot with its own seed
    assert len(drafts) - len(shown) == 3 * 3 and len(shown) == 3
    assert {r.body["seed"] for r in shown} == {PLAN.seed + EXAMPLE_SEED}
    for sc in planned:
        assert "LIST OF EXPIRED KEYS" not in json.dumps([c.arguments for c in sc.expected_tools])
        first = KV.tool(sc.expected_tools[0].tool)
        said = checks.norm_text(sc.prompt)
        assert all(checks.found(v, said) for _, v in checks.nontrivial_values(sc.expected_tools[0].arguments, first.input_schema))
    complex_ = next(r for r in planned if r.tier == "complex")
    assert len(complex_.expected_tools) >= 2  # the example is of the slot's tier


def test_a_redraft_that_fails_too_is_discarded_with_both_reasons(fake_llm, llm_cfg, tmp_path):
    fake_llm.responder = PlaceholderUnlessShown(KV, copy=False)
    plan = GenerationPlan(seed=1, tiers=("simple",), scenarios={"simple": 1, "complex": 0}, multiturn=False, negatives=False)
    recs = list(LLMEngine(llm_cfg(fake_llm), cache_dir=tmp_path).generate(KV, plan))
    lost = [r for r in recs if isinstance(r, Discard) and r.item == "kv_cache-llm-simple-000"]
    assert len(lost) == 1 and lost[0].stage == "scenarios"
    assert "placeholder" in lost[0].reason and "then with a worked example:" in lost[0].reason
    assert lost[0].tries == 3 + EXAMPLE_TRIES


def test_a_slot_example_is_a_symbolic_record_of_the_slots_tier_using_its_tools():
    for tier in ("simple", "complex"):
        text = slot_example(KV, 1, tier, ("remove_entries",), need_all=True)
        shown = WORKED_EXAMPLE.search(text)
        assert shown and re.search(r"^call \d+: remove_entries ", text, re.M), text
    two = slot_example(KV, 1, "complex", ("list_keys", "remove_entries", "get_entry"), need_all=False)
    assert len(re.findall(r"^call \d+: ", two, re.M)) >= 2
    assert slot_example(KV, 1, "simple", ("no_such_tool",), need_all=True) == ""


def test_a_placeholder_is_told_as_a_placeholder_even_where_the_request_states_it():
    """Told "must appear verbatim in user_instruction", a model can state the placeholder too; the real first
    call `delete(key="[LIST OF EXPIRED KEYS]")` was told just that."""
    from seer.generate.llm.responses import ScenarioReply
    from seer.generate.llm.stages import SpecStages
    from seer.generate.llm.plan import Slot
    from seer.harness.model import Provenance

    stages = SpecStages(None, KV, 0, Provenance(engine="llm", model="m", seed=0, spec_sha256=KV.sha256, seer_version="0"))
    slot = Slot("kv-llm-simple-000", "simple", "normal", ("remove_entries",), tuple(KV.tool_names))
    first = ScenarioReply.model_validate(_PLACEHOLDER)
    assert any("is a placeholder, not a value" in p and "call 0" in p for p in stages.draft_problems(slot, first))
    stated = ScenarioReply.model_validate({**_PLACEHOLDER, "user_instruction": "List keys matching 'session:*' and delete [EXPIRED KEY].",
                                           "calls": [{"tool": "list_keys", "arguments": {"pattern": "session:*"}, "quick_explanation": "lists"},
                                                     {"tool": "remove_entries", "arguments": {"key": "[EXPIRED KEY]"}, "quick_explanation": "removes"}]})
    assert any("call 1" in p and "is a placeholder, not a value" in p for p in stages.draft_problems(slot, stated))
    fine = ScenarioReply.model_validate({**_PLACEHOLDER, "user_instruction": "Delete the key 'session:8f3a2c'.",
                                         "calls": [{"tool": "remove_entries", "arguments": {"key": "session:8f3a2c"}, "quick_explanation": "removes it"}]})
    assert not [p for p in stages.draft_problems(slot, fine) if "placeholder" in p]
