"""Requests no tool of a spec can serve (the right answer is no call).

Drawn from everyday errands far from software tools; a request is used only when none of its
content words is a word of the spec (tool names and description nouns), so it cannot be served.
"""

from __future__ import annotations

import random

from seer.generate.symbolic.lexicon import STOP, singular, words

OUT_OF_SCOPE = [
    "Book a table for four at an Italian restaurant near the office for Friday at 7pm.",
    "What will the weather be like in Lisbon next Tuesday?",
    "Translate this birthday poem for my grandmother into Portuguese.",
    "Order two large pizzas with mushrooms delivered to my home.",
    "Find me a cheap flight from Oslo to Nairobi in March.",
    "Remind me to water the plants every Sunday morning.",
    "How many calories are in a bowl of ramen?",
    "Call my dentist and move my appointment to next week.",
    "Recommend a good thriller novel for a long train ride.",
    "What is the exchange rate between yen and Swiss francs today?",
    "Play some relaxing jazz in the living room.",
    "Buy a gift card for my nephew's birthday.",
    "Who won the football match between Porto and Benfica last night?",
    "Suggest a vegetarian recipe with lentils and spinach.",
    "Turn off the lights in the garage.",
    "Plan a three-day hiking trip in the Dolomites.",
    "Tell me a joke about penguins.",
    "Check my bank balance and pay the electricity bill.",
    "Schedule a haircut for Saturday afternoon.",
    "Compare the prices of two espresso machines for my kitchen.",
    "Write a haiku about autumn leaves.",
    "Book a taxi to the airport for 5am tomorrow.",
]
_SUFFIXES = ["", " Thanks!", " Please be quick.", " It's urgent.", " For my family.", " If possible today."]


def out_of_scope_request(vocabulary: set[str], rng: random.Random, taken: set[str]) -> str:
    """A request whose content words avoid the spec's vocabulary, not yet used in `taken`."""
    order = list(range(len(OUT_OF_SCOPE)))
    rng.shuffle(order)
    for suffix in _SUFFIXES:
        for i in order:
            text = OUT_OF_SCOPE[i] + suffix
            content = {singular(w) for w in words(text) if w not in STOP and len(w) > 2}
            if content & vocabulary or " ".join(text.lower().split()) in taken:
                continue
            taken.add(" ".join(text.lower().split()))
            return text
    text = f"{OUT_OF_SCOPE[order[0]]} (request {len(taken)})"
    taken.add(" ".join(text.lower().split()))
    return text


def spec_vocabulary(profiles) -> set[str]:
    out: set[str] = set()
    for p in profiles:
        out.update(p.nouns)
        out.update(p.desc_nouns)
        out.update(singular(w) for w in p.words)
    return out
