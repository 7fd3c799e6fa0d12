"""What a person writes is their own words: a reply, a comment or a message a write sends is not, word for word, a
message the request just read (slack_reply_to_thread after slack_get_channel_history answered "The draft of the release
notes is ready for review." and replied with that same sentence). The sentence pool is small, so equal draws happen."""

from __future__ import annotations

import random
from typing import Any

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.lexicon import words
from seer.harness.checks import leaves
from seer.kinds.words import SENTENCES

_WRITTEN = frozenset("text body message comment content reply note".split())


def fit_fresh_text(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random, earlier: tuple) -> None:
    if p.read or not earlier:
        return
    shown = {v for out in earlier for v in leaves(out) if isinstance(v, str) and " " in v}
    for k, v in list(args.items()):
        if k in forced or not isinstance(v, str) or words(k)[-1:] not in [[w] for w in _WRITTEN] or v not in shown:
            continue
        fresh = [s for s in SENTENCES if s not in shown and s != v]
        if fresh:
            args[k] = fresh[rng.randrange(len(fresh))]


_TITLED = frozenset({"title", "summary", "subject"})


def fit_fresh_title(p: Profile, args: dict[str, Any], forced: dict, maker: Any, earlier: tuple) -> None:
    """update_note(title="Onboarding guide for support") of a note just made, when get_note had answered another note of
    that title: a title a write gives is new, never one a result of the request showed for another record (the title
    pool is small, so equal draws happen)."""
    if p.read or not earlier:
        return
    shown = {v for out in earlier for v in leaves(out) if isinstance(v, str) and " " in v}
    for param in p.params:
        v = param.get(args)
        if param.name in forced or param.words[-1:] not in [[w] for w in _TITLED] or not isinstance(v, str) or v not in shown:
            continue
        for _ in range(6):
            made = maker.make(param.schema, param.name, 1, param.words)
            if isinstance(made, str) and made not in shown:
                param.put(args, made)
                break
