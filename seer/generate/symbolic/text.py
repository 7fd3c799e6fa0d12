"""User text: requests drawn from each tool's description and the values they carry.

Several phrasings for openings, clauses, value mentions and connectors are mixed by the slot's
Random, so prompts are not one template; every value a call needs from the user is named.
"""

from __future__ import annotations

import json
import random
from typing import Any

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.lexicon import NOUN_VERBS, plural, words
from seer.harness.checks import norm_text

OPENINGS = [("Please {c}.", True), ("Could you {c}?", True), ("Can you {c}?", True), ("I need you to {c}.", True),
            ("Help me {c}.", True), ("I'd like to {c}.", True), ("Go ahead and {c}.", True), ("Let's {c}.", True),
            ("Quick one: {c}.", True), ("For the review today, {c}.", True), ("When you get a chance, {c}.", True)]
CONNECTORS = [", then ", "; after that, ", ", and then ", ". Next, ", ", and once that's done, ", ". Then "]
MENTIONS = ["{l} {v}", "{l}: {v}", "{v} as the {l}", "{l} set to {v}"]
MENTION_WRAP = [" for {m}", " ({m})", " with {m}", " using {m}", " — {m}"]
CITES = ["Thanks. I see {v} in that result.", "Good, that returned {v}.", "OK, {v} is the one I meant.",
         "Great, {v} looks right.", "Got it: {v}.", "Right, {v} it is.", "Nice, so {v} came back.",
         "That's helpful, {v} is what I was after."]


def label(path: str) -> str:
    """`$.edits[0].oldText` -> "old text"; the last named key of a JSON path, in words."""
    keys = [k for k in path.replace("[", ".[").split(".") if k and k != "$" and not k.startswith("[")]
    return " ".join(words(keys[-1])) if keys else "value"


def render(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, (int, float)):
        return norm_text(value)
    if isinstance(value, str):
        return f'"{value}"' if (" " in value or not value) else value
    return json.dumps(value, ensure_ascii=False)


def clause(p: Profile, rng: random.Random) -> str:
    """What the call does, as a request: the description's first sentence or the tool's name."""
    thing = " ".join(p.nouns) if p.nouns != ["item"] else (p.desc_nouns[0] if p.desc_nouns else "it")
    options = [p.clause] * 2
    if p.verb in NOUN_VERBS:
        options.append(f"show the {thing}" if p.verb in p.nouns else f"get the {p.verb} of the {thing}")
    else:
        options.append(f"list the {plural(thing)}" if p.verb == "list" else f"{p.verb} the {thing}")
    return rng.choice([o for o in options if o]) or f"use {p.name}"


def mentions(items: list[tuple[str, Any]], rng: random.Random) -> str:
    if not items:
        return ""
    parts, seen = [], set()
    for path, value in items:
        text = rng.choice(MENTIONS).format(l=label(path), v=render(value))
        if text not in seen:
            seen.add(text)
            parts.append(text)
    body = ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]
    return rng.choice(MENTION_WRAP).format(m=body)


def request(parts: list[str], rng: random.Random) -> str:
    """Clauses (each with its mentions) joined into one user request."""
    if not parts:
        return ""
    body = parts[0]
    for part in parts[1:]:
        conn = rng.choice(CONNECTORS)
        body += conn + part
    template, _ = rng.choice(OPENINGS)
    text = template.format(c=body)
    return text[:1].upper() + text[1:]


def cite(value: Any, rng: random.Random) -> str:
    return rng.choice(CITES).format(v=render(value))


def follow_up(p: Profile, rng: random.Random) -> str:
    noun = " ".join(p.nouns) if p.nouns != ["item"] else "result"
    return rng.choice([f"Can you summarize what changed for the {noun}?", f"How many {plural(noun.split()[-1])} did that involve?",
                       f"Is there anything about the {noun} I should double-check?", f"What should I do next with the {noun}?",
                       f"Could you explain the {noun} result in plain words?"])
