"""The hybrid engine keeps the plan's pick from a listing: the user's words single out the listed item a
later call takes (the local model's Slack record replied in the second of four listed channels with no
word of which), the listing's item holding the picked value carries the words' cue, and a later turn
that takes a listed item cites that item."""

from __future__ import annotations

import json

from seer.generate.base import GenerationPlan
from seer.generate.hybrid import HybridEngine
from seer.generate.hybrid.skeleton import at
from seer.generate.symbolic.text import label
from seer.harness import checks
from seer.harness.model import Discard, Scenario
from tests.fakeserver import Reply
from tests.fixtures_llm import HybridModel, stage_of

PLAN = GenerationPlan(seed=0)


def engine(llm_cfg, fake_llm, tmp_path) -> HybridEngine:
    return HybridEngine(llm_cfg(fake_llm, engine="hybrid", response_format="json_schema"), cache_dir=tmp_path / "cache")


def test_a_listed_item_a_later_call_takes_is_singled_out_and_carries_the_cue(fake_llm, llm_cfg, tmp_path, spec_named):
    spec = spec_named("slack")
    good = HybridModel(spec)

    def own_names(req):  # the model's listings name their items its own way
        reply = good(req)
        if stage_of(req) != "hybrid_mocks":
            return reply
        data = json.loads(reply.content)

        names: dict[str, str] = {}  # one record, one name: a read of a listed item gets its new name too

        def rename(v):
            if isinstance(v, list):
                for j, o in enumerate(v):
                    if isinstance(o, dict):
                        names.update({o[k]: f"{k}-{j}" for k in ("name", "login") if isinstance(o.get(k), str) and o[k] not in names})
                return [rename(o) for o in v]
            if isinstance(v, dict):
                return {k: names.get(x, x) if k in ("name", "login") and isinstance(x, str) else rename(x) for k, x in v.items()}
            return v
        rename(data["mocks"])  # first the listings' new names, then every record under them
        return Reply.json({"mocks": rename(data["mocks"])})

    fake_llm.responder = own_names
    eng = engine(llm_cfg, fake_llm, tmp_path)
    cued = {sk.id: sk for sk in eng.skeletons(spec, PLAN)[0] if sk.cues}
    assert len(cued) >= 3, "the Slack plan picks users and channels from listings"
    made = {r.id: r for r in eng.generate(spec, PLAN) if isinstance(r, Scenario)}
    checked = 0
    for rid, sk in cued.items():
        if rid not in made:
            continue
        rec = made[rid]
        said = checks.norm_text("\n".join(t.user for t in rec.conversation))
        for cue in sk.cues:
            picked = rec.expected_tools[cue.link.consumer].arguments[cue.link.param]
            listing = at(rec.mock_outputs[cue.link.producer].output, cue.item[:-1])
            holder = [o for o in listing if isinstance(o, dict) and picked in checks.concrete_values(o)]
            assert holder and holder[0][cue.key] == cue.value, (rid, listing)
            assert sum(isinstance(o, dict) and o.get(cue.key) == cue.value for o in listing) == 1
            assert checks.found(cue.value, said), (rid, said)
            checked += 1
    assert checked >= 3


def test_words_that_do_not_say_which_listed_item_are_fed_back(fake_llm, llm_cfg, tmp_path, spec_named):
    spec = spec_named("slack")
    good = HybridModel(spec)
    eng = engine(llm_cfg, fake_llm, tmp_path)
    cued = {sk.id: sk for sk in eng.skeletons(spec, PLAN)[0] if sk.cues}

    def vague(req):
        reply = good(req)
        if stage_of(req) == "hybrid_scenario" and req.item in cued:
            data = json.loads(reply.content)
            for cue in cued[req.item].cues:
                data["user_instruction"] = data["user_instruction"].replace(cue.value, "one of them")
            return Reply.json(data)
        return reply  # the restate request is not understood: the engine spells the pick out itself

    fake_llm.responder = vague
    out = list(eng.generate(spec, PLAN))
    lost = [d for d in out if isinstance(d, Discard) and d.item in cued]
    made = {r.id: r for r in out if isinstance(r, Scenario) and r.id in cued}
    assert not lost and set(made) == set(cued), [d.reason for d in lost]
    for rid, rec in made.items():
        assert "one of them" in rec.prompt, "the model's words are kept"
        for cue in cued[rid].cues:
            said = (f"the one with {label(cue.key)} {cue.value}", f'the one with {label(cue.key)} "{cue.value}"')  # a
            # sentence is quoted (a message's text, s32: Slack's reaction now picks a listed message)
            assert rec.prompt.endswith(".") and any(x in rec.prompt for x in said), rec.prompt
    fed = [r for r in fake_llm.requests if r.item in cued and stage_of(r) == "hybrid_scenario"]
    assert any("picks one item of call_" in m.get("content", "") for r in fed for m in r.messages), "the pick was fed back first"
    first = fed[0]
    cue = cued[first.item].cues[0]
    assert f"the user picks that item by its {cue.key}: user_instruction says {cue.value!r}" in first.system
