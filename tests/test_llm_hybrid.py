"""The hybrid engine against the fake OpenAI-compatible server: the symbolic plan's guarantees
(coverage, 0 unknown tools, valid records) with the model's words, per-slot schemas on the wire,
faults survived, transport failures retried by exactly one rerun, identical reruns free."""

from __future__ import annotations

import json

import pytest

from seer.generate.base import GenerationPlan, build_engine
from seer.generate.hybrid import HybridEngine
from seer.harness import checks
from seer.harness.model import Discard, Scenario
from seer.llm.client import FRESH_RETRY
from seer.pipeline.generation import generate_spec
from seer.pipeline.status import spec_status
from seer.store import Store
from tests.fakeserver import Reply
from tests.fixtures_llm import HybridModel, stage_of

PLAN = GenerationPlan(seed=1)


def hybrid(llm_cfg, server, tmp_path, **kw) -> HybridEngine:
    cfg = llm_cfg(server, engine="hybrid", response_format="json_schema", **kw)
    return HybridEngine(cfg, cache_dir=tmp_path / "cache")


def split(items):
    items = list(items)
    return [r for r in items if isinstance(r, Scenario)], [r for r in items if isinstance(r, Discard)]


@pytest.mark.parametrize("name", ["redis", "slack"])
def test_hybrid_turns_the_symbolic_plan_into_covered_valid_records(fake_llm, llm_cfg, tmp_path, spec_named, name):
    spec = spec_named(name)
    fake_llm.responder = HybridModel(spec)
    engine = hybrid(llm_cfg, fake_llm, tmp_path)
    scenarios, discards = split(engine.generate(spec, PLAN))
    planned = engine.planned_items(spec, PLAN)
    assert len(scenarios) >= 0.9 * len(planned), [d.reason for d in discards]
    assert {s.id for s in scenarios} <= set(planned)
    used = {c.tool for s in scenarios for c in s.expected_tools}
    assert used == set(spec.tool_names)  # 100% coverage, 0 unknown tools
    for sc in scenarios:
        assert checks.check_scenario(spec, sc) == [], sc.id
        assert sc.provenance.engine == "hybrid" and all(c.rationale for c in sc.expected_tools)
    # the plan's tools, in the plan's order: the model wrote only words, values and mocks
    skeletons = {s.id: s for s in engine.skeletons(spec, PLAN)[0]}
    assert all([c.tool for c in sc.expected_tools] == skeletons[sc.id].tools for sc in scenarios)
    kinds = {sc.kind for sc in scenarios}
    assert {"normal", "no_tool"} <= kinds


def test_requests_carry_per_slot_schemas(fake_llm, llm_cfg, tmp_path, spec_named):
    spec = spec_named("slack")
    fake_llm.responder = HybridModel(spec)
    list(hybrid(llm_cfg, fake_llm, tmp_path).generate(spec, PLAN))
    words = [r for r in fake_llm.requests if stage_of(r) == "hybrid_scenario"]
    assert words
    for r in words:
        rf = r.body["response_format"]
        assert rf["type"] == "json_schema"
        calls = rf["json_schema"]["schema"]["properties"]["calls"]["properties"]
        for slot in calls.values():  # argument objects come from inputSchema; quick_explanation is required
            assert "quick_explanation" in slot["required"] and slot["properties"]["quick_explanation"]["minLength"] == 1
            assert slot["properties"]["arguments"]["type"] == "object"
        # all four card fields reach the prompt
        assert "needs:" in r.system and "used for:" in r.system and "in practice:" in r.system


def test_fenced_replies_and_one_fault_in_five_lose_nothing(fake_llm, llm_cfg, tmp_path, spec_named):
    spec = spec_named("redis")
    model = HybridModel(spec)
    calm = hybrid(llm_cfg, fake_llm, tmp_path / "calm")
    fake_llm.responder = model
    expected, _ = split(calm.generate(spec, PLAN))
    faults = [Reply.error(429, retry_after=0), Reply.error(500), Reply.timeout(3.0)]

    def faulty(req):  # every fifth request fails; every reply that gets through comes fenced with chatter
        return faults[(req.index // 5) % 3] if req.index % 5 == 4 else None

    def fenced(req):
        reply = model(req)
        return Reply.text("Here is the JSON:\n```json\n" + reply.content + "\n```\nLet me know if you need more.")

    fake_llm.faults, fake_llm.responder = faulty, fenced
    engine = hybrid(llm_cfg, fake_llm, tmp_path / "faulty", timeout_s=1.0)
    scenarios, discards = split(engine.generate(spec, PLAN))
    assert [s.id for s in scenarios] == [s.id for s in expected]
    assert not [d for d in discards if "kept single-turn" not in d.reason]
    assert engine.stats.total().retries > 0


def test_transport_failures_are_retried_by_exactly_one_rerun(fake_llm, llm_cfg, tmp_path, spec_named):
    spec = spec_named("slack")
    fake_llm.responder = HybridModel(spec)
    engine = hybrid(llm_cfg, fake_llm, tmp_path, retries=1)
    victims = set(engine.planned_items(spec, PLAN)[1:4])
    fake_llm.faults = lambda req: Reply.error(503) if req.item in victims else None
    store = Store(tmp_path / "store")
    first = generate_spec(spec, engine, PLAN, store)
    status = spec_status(first, engine.planned_items(spec, PLAN))
    assert status.lost == status.transient == len(victims) and not first.entry.done
    made = {s.id for s in first.scenarios()}
    assert not made & victims and not list(first.discards())  # transport failures are not recorded as final

    fake_llm.faults = None  # the server is healthy again
    before = fake_llm.count
    again = generate_spec(spec, hybrid(llm_cfg, fake_llm, tmp_path, retries=1), PLAN, store)
    asked = {r.item for r in fake_llm.requests[before:]}
    assert asked == victims  # exactly the missing items, nothing else
    assert {s.id for s in again.scenarios()} == made | victims and again.entry.done
    assert spec_status(again, engine.planned_items(spec, PLAN)).lost == 0

    before = fake_llm.count  # an identical rerun: the store has it all
    third = generate_spec(spec, hybrid(llm_cfg, fake_llm, tmp_path, retries=1), PLAN, store)
    assert third.reused and fake_llm.count == before


def test_identical_rerun_without_store_makes_no_request(fake_llm, llm_cfg, tmp_path, spec_named):
    spec = spec_named("redis")
    fake_llm.responder = HybridModel(spec)
    a, _ = split(hybrid(llm_cfg, fake_llm, tmp_path).generate(spec, PLAN))
    before = fake_llm.count
    b, _ = split(hybrid(llm_cfg, fake_llm, tmp_path).generate(spec, PLAN))
    assert fake_llm.count == before
    assert [s.model_dump_json() for s in a] == [s.model_dump_json() for s in b]


def test_build_by_config_and_key_differs_from_llm(fake_llm, llm_cfg, tmp_path):
    eng = build_engine(llm_cfg(fake_llm, engine="hybrid"), cache_dir=tmp_path)
    assert isinstance(eng, HybridEngine)
    assert eng.key != build_engine(llm_cfg(fake_llm), cache_dir=tmp_path).key


def test_a_model_that_never_states_values_is_fed_back_then_discarded(fake_llm, llm_cfg, tmp_path, spec_named):
    spec = spec_named("redis")
    good = HybridModel(spec)

    def vague(req):
        reply = good(req)
        if stage_of(req) == "hybrid_scenario":
            data = json.loads(reply.content)
            data["user_instruction"] = "Please do the usual thing with the cache."
            return Reply.json(data)
        return reply

    fake_llm.responder = vague
    scenarios, discards = split(hybrid(llm_cfg, fake_llm, tmp_path).generate(spec, PLAN))
    lost = [d for d in discards if d.stage == "hybrid_scenario"]
    assert lost and all("must appear verbatim in user_instruction" in d.reason and d.tries == 3 for d in lost)
    # a request that says none of several values is not rescued by a value sentence (it says no action);
    # only a one-value request gets its value spelled out after the model's rewrite failed
    for s in scenarios:
        if s.kind == "normal":
            assert s.prompt.startswith("Please do the usual thing with the cache. Use ") and s.prompt.count(" and ") == 0, s.prompt
    feedback = [r for r in fake_llm.requests if r.tries]
    assert feedback and "must appear verbatim" in feedback[0].messages[-1]["content"]
    # retries are fresh: the small model is not shown its rejected reply (it would send it back verbatim)
    assert all("assistant" not in [m["role"] for m in r.messages] for r in feedback)
    assert all(r.messages[-1]["content"].startswith(FRESH_RETRY) for r in feedback)


def test_paper_pipeline_takes_what_weak_models_send(fake_llm, llm_cfg, tmp_path, spec_named):
    """Fenced JSON with chatter, 1-based mock indices, tool names in another case, 5.0 for an
    integer, and one fault in five: the LLM engine loses nothing a calm run makes."""
    from seer.generate.llm import LLMEngine
    from tests.fixtures_llm import ScriptedModel

    spec = spec_named("slack")
    model = ScriptedModel(spec)
    fake_llm.responder = model
    calm = [r.id for r in LLMEngine(llm_cfg(fake_llm), cache_dir=tmp_path / "calm").generate(spec, PLAN) if isinstance(r, Scenario)]

    def sloppy(req):
        data = json.loads(model(req).content)
        if stage_of(req) == "mocks":
            for m in data["mocks"]:
                m["call"] += 1  # 1-based indices
        if stage_of(req) == "scenarios":
            for c in data["calls"]:
                c["tool"] = c["tool"].upper().replace("_", "-")
                c["arguments"] = {k: float(v) if isinstance(v, int) and not isinstance(v, bool) else v
                                  for k, v in c["arguments"].items()}
        return Reply.text("Sure! Here it is:\n```json\n" + json.dumps(data) + "\n```\nHope this helps.")

    faults = [Reply.error(429, retry_after=0), Reply.error(500), Reply.timeout(3.0)]
    fake_llm.responder = sloppy
    fake_llm.faults = lambda req: faults[(req.index // 5) % 3] if req.index % 5 == 4 else None
    engine = LLMEngine(llm_cfg(fake_llm, timeout_s=1.0), cache_dir=tmp_path / "sloppy")
    out = list(engine.generate(spec, PLAN))
    assert [r.id for r in out if isinstance(r, Scenario)] == calm
    assert not [d for d in out if isinstance(d, Discard) and "kept single-turn" not in d.reason]
    assert engine.stats.total().repairs == 0  # repaired by the parser, not by asking again


def test_an_item_whose_split_failed_in_transport_is_retried_not_kept_single_turn(fake_llm, llm_cfg, tmp_path, spec_named):
    """CI caught it: a server gone during the turns request left the item made single-turn and marked done."""
    spec = spec_named("slack")
    fake_llm.responder = HybridModel(spec)
    healthy = {s.id: s for s in split(hybrid(llm_cfg, fake_llm, tmp_path / "healthy", retries=1).generate(spec, PLAN))[0]}
    victim = next(i for i, s in healthy.items() if s.multi_turn)
    fake_llm.faults = lambda req: Reply.error(503) if req.item == victim and stage_of(req) == "hybrid_turns" else None
    store = Store(tmp_path / "store")
    first = generate_spec(spec, hybrid(llm_cfg, fake_llm, tmp_path, retries=1), PLAN, store)
    assert victim not in {s.id for s in first.scenarios()} and not first.entry.done
    assert [d.item for d in first.transient] == [victim] and "hybrid_turns" in first.transient[0].reason
    assert not list(first.discards())  # not noted as "kept single-turn" either

    fake_llm.faults = None
    before = fake_llm.count
    again = generate_spec(spec, hybrid(llm_cfg, fake_llm, tmp_path, retries=1), PLAN, store)
    assert {r.item for r in fake_llm.requests[before:]} == {victim}
    remade = next(s for s in again.scenarios() if s.id == victim)
    assert remade.multi_turn and remade.model_dump_json() == healthy[victim].model_dump_json() and again.entry.done
