"""The LLM engine against replies the local 1.5B model really sent (experiments/real_model, 2026-12-01),
replayed by the fake server: item losses found in its discards, each with the fix that saves the item.

The model's habits reproduced here (from its response cache): shown its own rejected reply it sends
it back verbatim, whatever the feedback says (every one of 8 repair rounds in one Redis run); it
copies the mocks stage's output example; it drafts later calls with values nobody states."""

from __future__ import annotations

import asyncio
import json
import re
from collections import Counter
from pathlib import Path
from types import SimpleNamespace as NS
from typing import Any, Callable

import pytest
from pydantic import BaseModel

from seer.generate.base import GenerationPlan
from seer.generate.llm import LLMEngine, grounding
from seer.generate.llm.shapes import example_outputs
from seer.harness import checks
from seer.harness.model import Discard, Scenario
from seer.llm.client import FRESH_RETRY, LLMClient
from seer.spec.load import load_spec
from tests.fakeserver import FakeRequest, Reply
from tests.fixtures_llm import ScriptedModel, stage_of

KV = load_spec(Path(__file__).parent / "fixtures" / "specs" / "kv_cache.json")
SLOT = "kv_cache-llm-simple-000"
PLAN = GenerationPlan(seed=1, tiers=("simple",), scenarios={"simple": 1, "complex": 0}, multiturn=False, negatives=False)


def draft(instruction: str, *calls: tuple[str, dict[str, Any]]) -> dict[str, Any]:
    return {"title": "Cache work", "category": "cleanup", "user_instruction": instruction,
            "calls": [{"tool": t, "arguments": a, "quick_explanation": f"{t} is needed here."} for t, a in calls],
            "novelty_reason": "A cache chore worth checking.", "follow_up": "Anything else?"}


class RealModel:
    """Habits of the real model around a cooperative one (ScriptedModel): a request holding its own
    earlier reply gets that reply back; the mocks copy each call's output example when one is shown;
    the scenario for SLOT is `first` on a first request and `fixed` once the request says what was wrong."""

    def __init__(self, spec, first: dict[str, Any], fixed: dict[str, Any] | None = None):
        self.base, self.first, self.fixed = ScriptedModel(spec), first, fixed

    def __call__(self, req: FakeRequest) -> Reply:
        earlier = [m for m in req.messages if m.get("role") == "assistant"]
        if earlier:
            return Reply.text(earlier[-1]["content"])
        stage = stage_of(req)
        if stage == "scenarios" and req.item == SLOT:
            return Reply.json(self.fixed if req.fresh_retry and self.fixed else self.first)
        if stage == "mocks":
            shown = dict(re.findall(r"^(\d+)\. .*\n   output shape \([^)]*\): (\{.*\}|\[.*\])$", req.system, re.M))
            reply = json.loads(self.base(req).content)
            for m in reply["mocks"]:
                try:
                    m["output"] = json.loads(shown[str(m["call"])])
                except (KeyError, json.JSONDecodeError):
                    pass
            return Reply.json(reply)
        return self.base(req)


def run(fake_llm, llm_cfg, tmp_path, model: Callable[[FakeRequest], Reply], plan: GenerationPlan = PLAN
        ) -> tuple[Scenario | None, list[Discard], Counter]:
    fake_llm.responder = model
    recs = list(LLMEngine(llm_cfg(fake_llm), cache_dir=tmp_path).generate(KV, plan))
    made = next((r for r in recs if isinstance(r, Scenario) and r.id == SLOT), None)
    lost = [r for r in recs if isinstance(r, Discard) and r.item == SLOT]
    return made, lost, Counter(stage_of(r) for r in fake_llm.requests if r.item == SLOT)


# ---- 1. a retry the model cannot answer by copying its rejected reply

# the real top-up draft, sent three times in a row after feedback: the first call's values are not in the request
UNSTATED_FIRST = draft("Remove expired cache keys from the counter key.", ("put_entry", {"key": "counter", "value": "100", "ttlSeconds": 3600}),
                       ("list_keys", {"pattern": "counter:*"}), ("get_entry", {"key": "counter"}))
# a draft no repair saves (a template stand-in for the key)
TEMPLATED_FIRST = draft("Store the counter for an hour.", ("put_entry", {"key": "your_key_here", "value": "100", "ttlSeconds": 3600}))
STATED_FIRST = draft("Store 100 under the key counter for 3600 seconds, then list the keys matching counter:* and read counter back.",
                     ("put_entry", {"key": "counter", "value": "100", "ttlSeconds": 3600}),
                     ("list_keys", {"pattern": "counter:*"}), ("get_entry", {"key": "counter"}))


def test_a_model_that_repeats_its_rejected_reply_still_gets_a_real_retry(fake_llm, llm_cfg, tmp_path):
    made, lost, asked = run(fake_llm, llm_cfg, tmp_path, RealModel(KV, UNSTATED_FIRST, STATED_FIRST))
    assert lost == [] and made is not None, [d.reason for d in lost]
    assert made.prompt == STATED_FIRST["user_instruction"]
    assert asked["scenarios"] == 2 and asked["mocks"] == 1
    retry = [r for r in fake_llm.requests if r.item == SLOT and stage_of(r) == "scenarios"][1]
    assert not any(m["role"] == "assistant" for m in retry.messages), "the rejected reply is not shown again"
    assert "'100' must appear verbatim in user_instruction" in retry.last_user
    assert retry.body["seed"] == fake_llm.requests[0].body["seed"] + 1  # and the sampler draws anew


class Capital(BaseModel):
    city: str


def test_fresh_retry_lists_every_problem_so_far_and_the_default_still_converses(fake_llm, llm_cfg, tmp_path):
    replies = iter([{"city": "Lyon"}, {"city": "Nice"}, {"city": "Paris"}])
    fake_llm.responder = lambda req: Reply.json(next(replies))
    client = LLMClient(llm_cfg(fake_llm), cache_dir=None)
    res = asyncio.run(client.structured([{"role": "user", "content": "The capital?"}], Capital, stage="t", item="x", seed=5,
                                        validate=lambda v: [] if v.city == "Paris" else [f"{v.city} is not the capital"],
                                        fresh_retry=True))
    assert res.ok and res.value.city == "Paris" and res.tries == 3
    third = fake_llm.requests[2]
    assert "assistant" not in [m["role"] for m in third.messages] and third.messages[-1]["content"].startswith(FRESH_RETRY)
    assert "Lyon is not the capital" in third.last_user and "Nice is not the capital" in third.last_user
    assert [r.body["seed"] for r in fake_llm.requests] == [5, 6, 7]
    fake_llm.requests.clear()
    fake_llm.responder = lambda req: Reply.json({"city": "Lyon"})
    res = asyncio.run(client.structured([{"role": "user", "content": "The capital?"}], Capital, stage="t", item="y", seed=5,
                                        validate=lambda v: ["wrong"]))
    assert not res.ok and [m["role"] for m in fake_llm.requests[1].messages][-2:] == ["assistant", "user"]
    assert {r.body["seed"] for r in fake_llm.requests} == {5}


# ---- 2. a later call's value nobody states is fed back at the draft stage, not found after the mocks

# the real draft (Redis, second session): greeting:fr and 300 ("an expiration of 5 minutes") come from nowhere (its keys were
# key1 and key2, a tutorial's toy names, fed back on their own since: test_llm_repeated_calls)
INVENTED_LATER = draft("Read the value under greeting:en and store Hello! with an expiration of 5 minutes.",
                       ("get_entry", {"key": "greeting:en"}), ("put_entry", {"key": "greeting:fr", "value": "Hello!", "ttlSeconds": 300}))
STATED_LATER = draft("Read the value under greeting:en, then store Hello! under greeting:fr for 300 seconds.",
                     ("get_entry", {"key": "greeting:en"}), ("put_entry", {"key": "greeting:fr", "value": "Hello!", "ttlSeconds": 300}))


def test_an_invented_later_value_is_retried_at_the_draft_stage(fake_llm, llm_cfg, tmp_path):
    made, lost, asked = run(fake_llm, llm_cfg, tmp_path, RealModel(KV, INVENTED_LATER, STATED_LATER))
    assert lost == [] and made is not None, [d.reason for d in lost]
    assert asked == Counter({"scenarios": 2, "mocks": 1}), "no mock request for a draft that could not be grounded"
    retry = [r for r in fake_llm.requests if r.item == SLOT and stage_of(r) == "scenarios"][1]
    assert "'greeting:fr' is not in user_instruction and no earlier call returns it" in retry.last_user
    # "an expiration of 5 minutes" is the 300 seconds, said in other words: stated beside them, not fed back
    assert "$.ttlSeconds" not in retry.last_user


# the real complex draft (Redis, this session): template stand-ins stated in the request pass every grounding check
TEMPLATE_VALUES = draft("List the keys matching user:*, read the key your_key_here and delete another_key_here.",
                        ("list_keys", {"pattern": "user:*"}), ("get_entry", {"key": "your_key_here"}),
                        ("remove_entries", {"key": ["another_key_here"]}))
REAL_VALUES = draft("List the keys matching user:*, read the key user:42 and delete user:17.",
                    ("list_keys", {"pattern": "user:*"}), ("get_entry", {"key": "user:42"}), ("remove_entries", {"key": ["user:17"]}))


def test_template_stand_ins_are_fed_back_at_the_draft_stage(fake_llm, llm_cfg, tmp_path):
    made, lost, asked = run(fake_llm, llm_cfg, tmp_path, RealModel(KV, TEMPLATE_VALUES, REAL_VALUES))
    assert lost == [] and made is not None and made.prompt == REAL_VALUES["user_instruction"], [d.reason for d in lost]
    retry = [r for r in fake_llm.requests if r.item == SLOT and stage_of(r) == "scenarios"][1]
    assert "'your_key_here' is a template's stand-in" in retry.last_user and "'another_key_here'" in retry.last_user


def C(tool: str, **arguments: Any) -> NS:
    return NS(tool=tool, arguments=arguments)


@pytest.mark.parametrize("calls,said,wrong", [
    # the real complex draft: delete "[list]" after a listing
    ([C("list_keys", pattern="old_*"), C("remove_entries", key="[list]")], "Delete all keys that start with old_", "placeholder"),
    ([C("list_keys", pattern="old_*"), C("remove_entries", key="<key from step 1>")], "Delete the old_ keys", "placeholder"),
    ([C("get_entry", key="key1"), C("put_entry", key="key2", value="x")], "copy key1 to a new key with value x", "'key2'"),
    ([C("list_keys", pattern="order:*"), C("get_entry", key="order:7")], "show me the first order: key", None),
    ([C("list_keys", pattern="data:*"), C("remove_entries", key=["data:a", "data:b"])], "drop every data: key", None),
    ([C("get_entry", key="cfg"), C("put_entry", key="cfg", value='{"on": true}')], 'set cfg to {"on": true}', None),
    ([C("list_keys"), C("put_entry", key="k9", value="v", ttlSeconds=60)], "copy the first key with value v", "$.ttlSeconds = 60"),
])
def test_later_call_values_need_the_user_or_an_earlier_call_that_returns_them(calls, said, wrong):
    problems = grounding.later_call_problems(KV, calls, checks.norm_text(said))
    if wrong is None:
        assert problems == []
    else:
        assert len(problems) == 1 and wrong in problems[0], problems


# ---- 3. the mocks stage's example carries the values later calls need, so copying it is right

def test_the_output_example_holds_the_values_later_calls_need(fake_llm, llm_cfg, tmp_path):
    calls = [C("list_keys", pattern="orders*"), C("get_entry", key="orders/123"), C("remove_entries", key=["orders/4", "orders/5"])]
    needed = grounding.needed_values(KV, calls, checks.norm_text("tidy up the orders"))
    assert {(n.consumer, n.producer) for n in needed} == {(1, 0), (2, 0)}
    listing, read, _ = example_outputs(KV, calls, 3, needed)
    keys = listing["keys"]
    assert {"orders/123", "orders/4", "orders/5"} <= set(keys) and listing["count"] == len(keys)
    assert read["key"] == "orders/123"  # an echo is the call's own argument
    plain = example_outputs(KV, calls, 3)
    assert "orders/123" not in plain[0]["keys"]  # before: symbolic keys only, which the model copied


def test_a_model_copying_the_example_makes_the_record(fake_llm, llm_cfg, tmp_path):
    # the real complex draft: get(orders/123) after list(orders*); its listing copied the example's orders6990, ...
    first = draft("List the keys that start with orders and read the first one it finds.",
                  ("list_keys", {"pattern": "orders*"}), ("get_entry", {"key": "orders/123"}))
    made, lost, asked = run(fake_llm, llm_cfg, tmp_path, RealModel(KV, first))
    assert lost == [] and made is not None, [d.reason for d in lost]
    assert asked == Counter({"scenarios": 1, "mocks": 1})
    assert "orders/123" in made.mock_outputs[0].output["keys"]
    mocks = next(r for r in fake_llm.requests if r.item == SLOT and stage_of(r) == "mocks")
    assert "other values are yours to write" in mocks.system
    assert '"orders/123" (call 1 get_entry, argument key): in the output of call 0 (list_keys)' in mocks.system
    assert "is not in the user turns so far" not in mocks.system  # a need is said once, as a place to put it


# ---- 4. coverage top-up asks for one tool per slot on a small spec

def test_topup_on_a_small_spec_gives_each_uncovered_tool_its_own_slot(fake_llm, llm_cfg, tmp_path):
    fake_llm.responder = ScriptedModel(KV, ignore_focus=True)  # a model that keeps using one tool
    recs = list(LLMEngine(llm_cfg(fake_llm), cache_dir=tmp_path).generate(KV, PLAN))
    used = {c.tool for r in recs if isinstance(r, Scenario) for c in r.expected_tools}
    assert used == set(KV.tool_names) and not [r for r in recs if isinstance(r, Discard)]
    asked = [re.search(r"never used these tools: ([^.]+)\.", r.system).group(1) for r in fake_llm.requests
             if stage_of(r) == "scenarios" and "never used these tools" in r.system]
    assert len(asked) == len(KV.tools) - 1 and all("," not in a for a in asked), asked


# ---- the draft-stage check passes what is grounded: the symbolic engine's chains (values stated or handed on)

SHARED = Path(__file__).resolve().parents[1].parent / "shared" / "specs"


@pytest.mark.skipif(not SHARED.exists(), reason="../shared/specs is not beside this checkout")
def test_the_draft_check_flags_no_grounded_symbolic_chain_on_the_shared_specs():
    from seer.config import GeneratorConfig
    from seer.generate.base import build_engine

    engine, chains, flagged = build_engine(GeneratorConfig(engine="symbolic", name="symbolic")), 0, []
    for path in sorted(SHARED.glob("*.json")):
        spec = load_spec(path)
        for sc in engine.generate(spec, GenerationPlan(seed=1, negatives=False)):
            if isinstance(sc, Scenario) and len(sc.expected_tools) >= 2:
                chains += 1
                said = checks.norm_text("\n".join(t.user for t in sc.conversation))
                flagged += grounding.later_call_problems(spec, sc.expected_tools, said)[:1]
    # 0 of 108 when written; the symbolic engine moves, and a number it leaves unsaid that an earlier
    # output holds by chance ("issues: 0" for x=0) is flagged here, rightly, though the final check passes it
    assert chains >= 50 and len(flagged) <= 0.02 * chains, flagged


# ---- 5. the multi-turn split: one turn per call is read by position; a failing split costs two requests, not three

LISTED_THEN_READ = draft("List the keys that start with orders and read orders/123.",
                         ("list_keys", {"pattern": "orders*"}), ("get_entry", {"key": "orders/123"}))


class SplitsLike(RealModel):
    """The real model's split of a two-call scenario: two turns, both naming call 0 ([0], [0])."""

    def __init__(self, spec, first, broken: bool = False):
        super().__init__(spec, first)
        self.broken = broken

    def __call__(self, req: FakeRequest) -> Reply:
        if stage_of(req) != "multiturn" or req.item != SLOT:
            return super().__call__(req)
        turns = json.loads(self.base(req).content)["turns"]
        if self.broken:
            turns = [{"user": "List all keys related to orders", "calls": [0]}, {"user": "What are the keys?", "calls": [0]}]
        return Reply.json({"turns": [dict(t, calls=[0]) for t in turns]})


@pytest.mark.parametrize("broken", [False, True])
def test_a_split_naming_call_0_twice_is_read_by_position(fake_llm, llm_cfg, tmp_path, broken):
    plan = GenerationPlan(seed=1, tiers=("simple",), scenarios={"simple": 1, "complex": 0}, multiturn=True, negatives=False)
    made, lost, asked = run(fake_llm, llm_cfg, tmp_path, SplitsLike(KV, LISTED_THEN_READ, broken), plan)
    assert made is not None
    if broken:  # turn 2 cites nothing the first output showed: fed back once, then kept single-turn
        assert not made.multi_turn and asked["multiturn"] == 2 and [d.stage for d in lost] == ["multiturn"]
    else:
        assert made.multi_turn and [t.calls for t in made.conversation] == [[0], [1]]
        assert asked["multiturn"] == 1 and lost == []


def test_the_engine_key_moves_with_its_version(fake_llm, llm_cfg, monkeypatch):
    """A run after a change to what the engine makes of replies is a new store entry: the old entry's
    discards (made by the old checks) are not taken as final."""
    import seer.generate.llm.engine as engine_module

    before = LLMEngine(llm_cfg(fake_llm)).key
    monkeypatch.setattr(engine_module, "ENGINE_VERSION", engine_module.ENGINE_VERSION + 1)
    assert LLMEngine(llm_cfg(fake_llm)).key != before


def test_a_second_topup_round_samples_anew(fake_llm, llm_cfg, tmp_path):
    """A server that honours the seed gives the same reply to the same prompt and seed. The second
    top-up round asks what the first asked but for the scenario number (the real Redis run: two
    rounds for `set`, three failed tries each), so it uses another seed too."""
    base = ScriptedModel(KV, ignore_focus=True)

    def model(req: FakeRequest) -> Reply:
        if stage_of(req) == "scenarios" and "never used these tools" in req.system and req.body["seed"] < 1000:
            return Reply.json(TEMPLATED_FIRST)  # what this seed gives, whatever the feedback (no repair saves it)
        return base(req)

    fake_llm.responder = model
    recs = list(LLMEngine(llm_cfg(fake_llm), cache_dir=tmp_path).generate(KV, PLAN))
    used = {c.tool for r in recs if isinstance(r, Scenario) for c in r.expected_tools}
    assert used == set(KV.tool_names)
    seeds = {r.body["seed"] for r in fake_llm.requests if "never used these tools" in r.system}
    assert seeds == {1, 2, 3, 7920}  # round 0: three tries per tool; round 1: a new seed, right the first time


@pytest.mark.parametrize("wanted", ["queue:emails", ["queue:a", "queue:b", "queue:c"]])
def test_a_value_the_symbolic_engine_hands_on_nowhere_is_still_in_the_example(wanted):
    """`list()` without a pattern, then `delete(key=...)`: the symbolic mock placed no value for the
    one-or-many `key` (the weak-model simulation lost a Redis item at the mocks stage to this)."""
    calls = [C("list_keys"), C("remove_entries", key=wanted)]
    needed = grounding.needed_values(KV, calls, checks.norm_text("clean up the queues"))
    listing = example_outputs(KV, calls, 1, needed)[0]
    said = "\n".join(checks.norm_text(v) for v in checks.leaves(listing))
    assert all(checks.found(v, said) for v in (wanted if isinstance(wanted, list) else [wanted])), listing


def test_grounding_problems_come_with_the_others_in_one_round(fake_llm, llm_cfg, tmp_path):
    """Each feedback round is a request (30-60 s on the real model): a draft with a meaning problem
    and an unstated value hears of both at once, not one per round."""
    from seer.generate.llm.plan import plan_slots
    from seer.generate.llm.responses import ScenarioReply
    from seer.generate.llm.stages import SpecStages
    from seer.harness.model import Provenance

    slot = plan_slots(KV, PLAN)[0]
    stages = SpecStages(LLMClient(llm_cfg(fake_llm), cache_dir=None), KV, 1, Provenance(engine="llm", model="m", seed=1, spec_sha256="x", seer_version="0"))
    reply = ScenarioReply.model_validate(draft("Show me all the keys we have.", ("get_entry", {"key": "session:9"})))
    problems = stages.draft_problems(slot, reply)
    assert any("single read" in p for p in problems) and any("'session:9' must appear verbatim" in p for p in problems), problems


# the real second-session reply: list(orders*) -> ["orders6990", "orders763", "orders4342"], then get(orders/123)
REAL_LISTING = {"count": 3, "keys": ["orders6990", "orders763", "orders4342"]}


@pytest.mark.parametrize("listing", [REAL_LISTING, "3 keys: orders6990, orders763, orders4342"])
def test_a_mock_missing_a_needed_value_gets_it_placed_or_is_told_where(fake_llm, llm_cfg, tmp_path, listing):
    first = draft("List the keys that start with orders and read the first one it finds.",
                  ("list_keys", {"pattern": "orders*"}), ("get_entry", {"key": "orders/123"}))
    base = ScriptedModel(KV)

    def model(req: FakeRequest) -> Reply:
        if stage_of(req) == "scenarios" and req.item == SLOT:
            return Reply.json(first)
        if stage_of(req) == "mocks" and req.item == SLOT:
            return Reply.json({"mocks": [{"call": 0, "output": listing}, {"call": 1, "output": {"key": "orders/123", "value": "7 items"}}]})
        return base(req)

    made, lost, asked = run(fake_llm, llm_cfg, tmp_path, model)
    if isinstance(listing, dict):  # the listing of the model's own mock holds the key now: no retry
        assert made is not None and asked["mocks"] == 1
        assert made.mock_outputs[0].output == {"count": 4, "keys": ["orders/123", "orders6990", "orders763", "orders4342"]}
    else:  # a text result is not rewritten: the feedback says where the value goes
        assert made is None and asked["mocks"] == 3
        retry = [r for r in fake_llm.requests if r.item == SLOT and stage_of(r) == "mocks"][1]
        assert ("$.key = 'orders/123' is not in the user turns so far nor in earlier mock outputs: put it in the output of "
                "call 0 (list_keys)") in retry.last_user


# ---- the real replies themselves (the model's words, verbatim, on the shared Redis spec)

REAL = json.loads((Path(__file__).parent / "fixtures" / "real_replies" / "redis_complex_orders.json").read_text())


def test_the_real_complex_redis_item_lost_at_the_mocks_stage_is_now_kept(fake_llm, llm_cfg, tmp_path, spec_named):
    """Its draft (list orders*, get orders/123, delete orders/456, list products*) and its mocks (a listing of
    orders6990, orders763, orders4342: neither key the later calls use) as the model sent them."""
    spec = spec_named("redis")
    base, item = ScriptedModel(spec), "redis-llm-complex-000"

    def model(req: FakeRequest) -> Reply:
        if req.item == item and stage_of(req) in ("scenarios", "mocks"):
            return Reply.text(REAL["scenario" if stage_of(req) == "scenarios" else "mocks"])
        return base(req)

    fake_llm.responder = model
    plan = GenerationPlan(seed=1, tiers=("complex",), scenarios={"simple": 0, "complex": 1}, multiturn=False, negatives=False)
    recs = list(LLMEngine(llm_cfg(fake_llm), cache_dir=tmp_path).generate(spec, plan))
    made = next((r for r in recs if isinstance(r, Scenario) and r.id == item), None)
    assert made is not None, [r.reason for r in recs if isinstance(r, Discard)]
    assert Counter(stage_of(r) for r in fake_llm.requests if r.item == item) == Counter({"scenarios": 1, "mocks": 1})
    assert {"orders/123", "orders/456"} <= set(made.mock_outputs[0].output["keys"]) and checks.check_scenario(spec, made) == []


def test_a_placed_value_keeps_the_mock_valid_against_the_output_schema():
    from seer.generate.llm import repair

    strict = {"type": "object", "additionalProperties": False, "properties": {"items": {"type": "array", "items": {
        "type": "object", "additionalProperties": False, "properties": {"id": {"type": "string"}}, "required": ["id"]}}}}
    mock = {"items": [{"id": "a1"}, {"id": "b2"}]}
    into_id = grounding.Needed(consumer=1, param="item_id", value="c3", producer=0)
    beside_it = grounding.Needed(consumer=1, param="owner", value="dana", producer=0)
    assert repair.place_needed([mock, {}], [into_id], [strict, None])[0] == {"items": [{"id": "c3"}, {"id": "b2"}]}
    assert repair.place_needed([mock, {}], [beside_it], [strict, None])[0] == mock  # the schema allows no owner
    assert repair.place_needed([mock, {}], [beside_it])[0]["items"][0] == {"id": "a1", "owner": "dana"}  # no schema: beside


def test_a_request_for_all_of_a_listing_gets_an_example_listing_of_exactly_those():
    """The real Redis record: 'Delete all keys that start with my:' listed three keys (a filler copied from
    the example) and deleted two. Asked for all, the example lists what the later call takes; a pick keeps fillers."""
    calls = [NS(tool="list_keys", arguments={"pattern": "my:*"}), NS(tool="remove_entries", arguments={"key": ["my:key1", "my:key2"]})]
    said = checks.norm_text("Delete all cache keys that start with my: to clean up.")
    needed = grounding.needed_values(KV, calls, said)
    listing = example_outputs(KV, calls, 1, needed, whole=True)[0]
    assert sorted(listing["keys"]) == ["my:key1", "my:key2"] and listing["count"] == 2
    partial = example_outputs(KV, calls, 1, needed)[0]
    assert {"my:key1", "my:key2"} < set(partial["keys"]) and partial["count"] == len(partial["keys"])


# the real Slack drafts lost after three tries each: slack_get_channel_history(cursor=<made up>), a user_id nobody gave
UNSTATED_OPTIONAL = draft("Store 100 under the key counter.", ("put_entry", {"key": "counter", "value": "100", "ttlSeconds": 3600}))


def test_a_first_calls_unstated_optional_argument_is_left_out_not_fed_back(fake_llm, llm_cfg, tmp_path):
    made, lost, asked = run(fake_llm, llm_cfg, tmp_path, RealModel(KV, UNSTATED_OPTIONAL))
    assert lost == [] and made is not None, [d.reason for d in lost]
    assert made.expected_tools[0].arguments == {"key": "counter", "value": "100"}
    assert asked["scenarios"] == 1, "repaired, not retried"


def test_a_reply_that_copies_the_feedback_is_not_taken(fake_llm, llm_cfg):
    """The local model wrote the fresh retry's header as a user turn ("An earlier reply to this request was
    rejected for these problems:"); valid JSON, a plausible string, and never a record's words."""
    replies = iter([{"city": "Lyon"}, {"city": FRESH_RETRY + " Lyon is not it"}, {"city": "Paris"}])
    fake_llm.responder = lambda req: Reply.json(next(replies))
    client = LLMClient(llm_cfg(fake_llm), cache_dir=None)
    res = asyncio.run(client.structured([{"role": "user", "content": "The capital?"}], Capital, stage="t", item="x", seed=5,
                                        validate=lambda v: ["Lyon is not it"] if v.city == "Lyon" else [], fresh_retry=True))
    assert res.ok and res.value.city == "Paris" and res.tries == 3
    assert "copies the feedback" in fake_llm.requests[2].last_user
