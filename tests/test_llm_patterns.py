"""A key listing agrees with the pattern it was asked for (the local 1.5B model listed user:log1,
user:log2, user:log3 for `list(pattern="user:*.log")`, and every check passed): fed back at the
draft stage when a later call takes a key the pattern cannot list, and at the mocks stage."""

from __future__ import annotations

import json
from types import SimpleNamespace as N

from seer.generate.llm import grounding, meaning
from seer.harness import checks
from tests.fakeserver import FakeRequest, Reply
from tests.fixtures_llm import stage_of
from tests.test_llm_real_replies import KV, SLOT, RealModel, draft, run

LIST_THEN_DELETE = draft("Delete the cache keys matching session:*.tmp.", ("list_keys", {"pattern": "session:*.tmp"}),
                         ("remove_entries", {"key": ["session:9.tmp", "session:12.tmp"]}))


def test_listed_keys_must_match_the_pattern():
    calls = [N(tool="list_keys", arguments={"pattern": "user:*.log"})]
    bad = {"count": 3, "keys": ["user:log1", "user:log2", "user:7.log"]}
    assert meaning.listing_problems(KV, calls, [bad]) == [
        "call 0 (list_keys) lists 'user:log1', 'user:log2', which the pattern 'user:*.log' does not match: list only "
        "keys the pattern matches (and use those in later calls)"]
    assert meaning.listing_problems(KV, calls, [{"keys": [{"key": "user:7.log"}, {"key": "order:1"}]}]) != []
    assert meaning.listing_problems(KV, calls, [{"count": 1, "keys": ["user:7.log"]}]) == []
    assert meaning.listing_problems(KV, [N(tool="list_keys", arguments={"pattern": "user:[^a]*"})], [["user:b1"]]) == []
    # not a key pattern: a get's value may be any text
    assert meaning.listing_problems(KV, [N(tool="get_entry", arguments={"key": "user:*"})], [{"value": "x"}]) == []


def test_a_later_key_the_pattern_cannot_list_is_fed_back_at_the_draft_stage():
    calls = [N(tool="list_keys", arguments={"pattern": "user:*.log"}), N(tool="remove_entries", arguments={"key": ["user:log1"]})]
    said = checks.norm_text("Delete the keys matching user:*.log.")
    got = meaning.taken_problems(KV, calls, grounding.needed_values(KV, calls, said))
    assert got and "'user:log1' from call 0's listing, but its pattern 'user:*.log' does not match it" in got[0]
    ok = [calls[0], N(tool="remove_entries", arguments={"key": ["user:1.log"]})]
    assert meaning.taken_problems(KV, ok, grounding.needed_values(KV, ok, said)) == []


class WrongListing(RealModel):
    """The model's first mock listing names keys the pattern does not match; told so, it lists matching ones."""

    def __call__(self, req: FakeRequest) -> Reply:
        if stage_of(req) == "mocks" and req.item == SLOT:
            keys = ["session:9.tmp", "session:12.tmp"] if req.fresh_retry else ["session9", "session12"]
            return Reply.json({"mocks": [{"call": 0, "output": {"count": 2, "keys": keys}},
                                         {"call": 1, "output": {"removed": 2}}]})
        return super().__call__(req)


def test_a_listing_that_does_not_match_its_pattern_is_fed_back_then_fixed(fake_llm, llm_cfg, tmp_path):
    made, lost, asked = run(fake_llm, llm_cfg, tmp_path, WrongListing(KV, LIST_THEN_DELETE))
    assert lost == [] and made is not None, [d.reason for d in lost]
    assert made.mock_outputs[0].output["keys"] == ["session:9.tmp", "session:12.tmp"]
    assert asked["mocks"] == 2
    retry = [r for r in fake_llm.requests if r.item == SLOT and stage_of(r) == "mocks"][1]
    assert "'session9', 'session12', which the pattern 'session:*.tmp' does not match" in retry.last_user
    assert json.dumps(made.expected_tools[1].arguments) == json.dumps({"key": ["session:9.tmp", "session:12.tmp"]})


def test_the_hybrid_listing_copied_from_the_plans_example_follows_the_models_pattern():
    """The plan listed session:4902 for `session:*`; the model asked `user:*` and copied the listing."""
    from seer.generate.hybrid.mockfix import follow_pattern

    out = {"count": 2, "keys": ["session:4902", "session:8873"], "items": [{"key": "session:1"}]}
    got = follow_pattern(out, {"pattern": ("session:*", "user:*")})
    assert got == {"count": 2, "keys": ["user:4902", "user:8873"], "items": [{"key": "user:1"}]}
    assert follow_pattern(out, {"pattern": ("session:*", "session:*")}) == out
    odd = follow_pattern({"keys": ["cart:12:items"]}, {"pattern": ("cart:*:items", "order:2025:?*")})
    assert all(meaning.matches(k, "order:2025:?*") for k in odd["keys"])
