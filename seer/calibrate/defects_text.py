"""Defect classes about the conversation: a later turn that names nothing of what came before."""

from __future__ import annotations

import random
import re

from seer.calibrate.mutants import data_of, defect, scalar_leaves, substantive
from seer.harness.model import Scenario
from seer.spec.model import Spec

_SENTENCE = re.compile(r"(?<=[.!?])\s+")


@defect("later_turn_names_nothing", "coherence", "a later turn stripped of every value earlier outputs gave")
def later_turn_names_nothing(spec: Spec, sc: Scenario, rng: random.Random):
    turns = list(range(1, len(sc.conversation)))
    rng.shuffle(turns)
    for t in turns:
        earlier = [i for k in range(t) for i in sc.conversation[k].calls]
        seen = sorted({str(v) for i in earlier for _, v in scalar_leaves(sc.mock_outputs[i].output)
                       if substantive(v) and (not isinstance(v, (int, float)) or abs(v) >= 10)}, key=len, reverse=True)
        text = sc.conversation[t].user
        cited = [v for v in seen if v.lower() in text.lower()]
        if not cited:
            continue
        # drop the sentences that cite, keep the request; what is left names no earlier value
        kept = [s for s in _SENTENCE.split(text) if not any(v.lower() in s.lower() for v in cited)]
        new = " ".join(kept).strip()
        for v in cited:
            new = re.sub(re.escape(v), "it", new, flags=re.IGNORECASE)
        if not new or new == text:
            continue
        data = data_of(sc)
        data["conversation"][t]["user"] = new
        return data, t, f"turn {t}: {text!r} -> {new!r}"
    return None
