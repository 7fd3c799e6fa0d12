"""Error scenarios with the sensible next step: a failure, then a retry with a fix.

The failing call blames one stated argument (a name, key or id). Either the error itself
suggests the right value (the agent retries with it, in the same turn) or the user gives it
when the agent reports the failure (a second turn). An argument-less or unblameable call gets a
permission error, where the right next step is to tell the user and stop.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass
from typing import Any

from seer.generate.symbolic.args import World, make_arguments
from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.mocks import make_mock
from seer.generate.symbolic.negatives import failure_subject
from seer.generate.symbolic.text import label, render
from seer.generate.symbolic.values import fits
from seer.harness.model import MockOutput

CREATE = frozenset("create add new make insert post upload init clone".split())


@dataclass
class Recovery:
    failure: MockOutput
    retry: dict[str, Any] | None  # the retried call's arguments (None: report and stop)
    retry_mock: MockOutput | None
    ask: bool  # the fix comes from the user in a second turn (else from the error itself)
    user_turn: str  # the user's words that give the fix (ask only)
    why: str  # the retry's rationale
    novelty: str


def _fixed(p: Profile, args: dict, subject, rng: random.Random) -> dict | None:
    old = subject.get(args)
    for _ in range(4):
        fresh = make_arguments(p, 0, World(), rng, reuse=False)
        value = subject.get(fresh)
        if isinstance(value, str) and value != old:
            out = copy.deepcopy(args)
            subject.put(out, value)
            if fits(p.tool.input_schema, out):
                return out
    return None


def recover(p: Profile, args: dict, rng: random.Random, world: World, similar: Any) -> Recovery:
    subject = failure_subject(p, args)
    retry = _fixed(p, args, subject, rng) if subject is not None else None
    if retry is None:
        failure = MockOutput(output={"error": {"code": 403, "message": f"permission denied: {p.name} is not allowed for this account"}},
                             grounding="low", is_error=True)
        return Recovery(failure, None, None, False, "", "",
                        f"{p.name} is refused (403); no retry can fix that, so the agent must tell the user instead of claiming success.")
    lab = label("$." + subject.name)
    old, new = subject.get(args), subject.get(retry)
    mock = make_mock(p, retry, [], world, rng, similar)
    if p.verb in CREATE:
        code, message = 409, f"a {lab} named {old} already exists"
    else:
        code, message = 404, f"{lab} {old} not found"
    if rng.random() < 0.5:
        failure = MockOutput(output={"error": {"code": code, "message": message, "suggestion": new}}, grounding="low", is_error=True)
        return Recovery(failure, retry, mock, False, "", f"retries with the {lab} {render(new)} that the error suggested",
                        f"{p.name} fails ({code}: {message}) but names {render(new)} instead; the agent should retry with it, "
                        f"not stop or claim success.")
    failure = MockOutput(output={"error": {"code": code, "message": message, subject.name: old}}, grounding="low", is_error=True)
    turn = rng.choice([f"Ah, {render(old)} was renamed; it's {render(new)} now. Try again with that.",
                       f"Hmm, {render(old)} must be the old one. Use {render(new)} instead.",
                       f"My mistake, not {render(old)}: the {lab} is {render(new)}. Please retry.",
                       f"Right, {render(old)} is gone. Go with {render(new)}."]) if code == 404 else rng.choice(
                       [f"Oh, {render(old)} is taken. Use {render(new)} instead.",
                        f"OK, {render(old)} already exists; call it {render(new)} then."])
    return Recovery(failure, retry, mock, True, turn, f"retries with the {lab} {render(new)} the user gave after the failure",
                    f"{p.name} fails ({code}: {message}); the agent must report it and retry with the {lab} the user then gives, "
                    f"not invent one or claim success.")
