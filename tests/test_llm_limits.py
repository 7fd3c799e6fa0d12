"""Rate limits are the model's budget for the whole run: they hold across event loops and clients
(each spec's generation runs on a loop of its own), and a token reservation above what a request
used is given back. Checked on the buckets' levels, not on timings."""

from __future__ import annotations

import time


from seer.llm import LLMClient
from seer.llm.limits import Bucket, shared_limits
from tests.fakeserver import Reply
from tests.test_llm_room import GOOD, ask


def test_budget_carries_over_between_loops_and_clients(fake_llm, llm_cfg, tmp_path):
    fake_llm.responder = lambda req: Reply.json(GOOD)
    cfg = llm_cfg(fake_llm, rpm=50, model="openai/limits-a")
    first = LLMClient(cfg, cache_dir=None)
    t0 = time.monotonic()
    for _ in range(3):  # three run_sync calls: three event loops
        assert ask(first).ok
    second = LLMClient(cfg, cache_dir=None)  # another component of the run, same model
    assert ask(second).ok
    refilled = (time.monotonic() - t0) * 50 / 60  # the bucket refills at rpm/60 per second meanwhile
    assert second._limits is first._limits
    # 4 taken from 50, whatever the loops (a slow machine refills a little on the way; 5 taken would be 45)
    assert 46 - 0.01 <= first._limits.requests.level <= 46 + refilled + 0.01


def test_unused_token_reservation_is_given_back(fake_llm, llm_cfg):
    fake_llm.responder = lambda req: Reply.json(GOOD)
    client = LLMClient(llm_cfg(fake_llm, tpm=100_000, max_tokens=4000, model="openai/limits-b"), cache_dir=None)
    assert ask(client).ok
    used = fake_llm.requests and client.stats.total().tokens_in + client.stats.total().tokens_out
    assert used and used < 4000
    # the 4,000-token output reservation came back: only what the request used is gone
    # (the bucket also refills at tpm/60 per second while the request runs, so the level may sit a little
    # above 100,000 - used on a slow machine; without the give-back it would be about 4,000 lower)
    assert 100_000 - used - 50 <= client._limits.tokens.level <= 100_000


def test_distinct_models_have_distinct_budgets():
    assert shared_limits("m1", None, 10, None) is shared_limits("m1", None, 10, None)
    assert shared_limits("m1", None, 10, None) is not shared_limits("m2", None, 10, None)


def test_bucket_give_back_never_overfills():
    b = Bucket(10)
    b.give_back(5)
    assert b.level == 10
