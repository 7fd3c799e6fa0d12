"""Error results: a tool error names what failed (the call's subject) with an HTTP-like code."""

from __future__ import annotations

import random
from typing import Any

from seer.generate.symbolic.args import flat_args
from seer.generate.symbolic.cards import Profile
from seer.harness.model import MockOutput


def error_mock(p: Profile, args: dict[str, Any], rng: random.Random) -> MockOutput:
    args = flat_args(p, args)
    subject = next((f"{k} {v!s}" for k, v in args.items() if isinstance(v, (str, int)) and not isinstance(v, bool)), p.nouns[-1])
    code, text = rng.choice([(404, "not found"), (403, "permission denied for"), (409, "conflict on"), (422, "invalid value for")])
    message = f"{text} {subject}" if not text.endswith(("for", "on")) else f"{text} {subject}"
    if text == "not found":
        message = f"{subject} not found"
    return MockOutput(output={"error": {"code": code, "message": message}}, grounding="low", is_error=True)
