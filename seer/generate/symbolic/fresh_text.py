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
