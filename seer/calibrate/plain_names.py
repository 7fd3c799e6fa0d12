"""A calibration variant with realistic names: the symbolic engine names design objects, remotes,
datasets... with slugs ("amber-comet", "urban-query-98"), which no judge can mistake for the next
word of a sentence. Real harnesses name them in plain words ("upstream", "Price tag"). This
rewrites every slug of a scenario, and every plain name a call sends as a parameter named for
naming (layer_name "Logo", newName "origin"), to a plain-word name, consistently (arguments,
accepted values, mock outputs, the user's words, title and follow-up), so that a judge's calibration can be
measured on names it must tell from the words around them.

The plain words are Faker's English words (seeded per scenario and slug), never a word of the
spec's tool or parameter names, a function word or an action verb (those would change what the
text asks for, not only how a thing is named). Where the slug fills a parameter of a kind that
takes free words (a name, a title, a label), the name is sometimes two words ("Mission story").
"""

from __future__ import annotations

import random
import re
from typing import Any, Iterable

from seer.harness.model import Scenario
from seer.spec.model import Spec

# the symbolic engine's slugs: one of its adjectives, a word, maybe a number (vocab.ADJ)
_ADJ = "blue quiet rapid amber lunar solid bright northern crisp silver urban prime".split()
SLUG = re.compile(r"(?<![\w/.-])(?:" + "|".join(_ADJ) + r")-[a-z]+(?:-\d+)?(?![\w/-])")
_FREE_WORDS = frozenset({"name", "title", "label", "person", "organisation", "place", "text"})
# number words would read as counts ("the remote three"), not names
_NUMBERS = frozenset("one two three four five six seven eight nine ten hundred thousand million billion".split())


def _vocabulary(spec: Spec) -> set[str]:
    from seer.judge.semantic_intent import ACTIONS
    from seer.judge.structural_text import STOP, words

    out = set(STOP) | _NUMBERS | {w for ws in ACTIONS.values() for w in ws.split()}
    for t in spec.tools:
        out |= set(words(t.name)) | {w for p in (t.input_schema.get("properties") or {}) for w in words(p)}
    return out


def _free_word_slugs(spec: Spec, sc: Scenario) -> set[str]:
    """Slugs sent as a parameter whose kind takes free words (may become two words)."""
    from seer.kinds import infer

    return {v for tool, n, v, sub in _string_arguments(spec, sc) if (SLUG.fullmatch(v) or _PLAIN.match(v))
            and "pattern" not in sub and infer(n, sub, tool_name=tool.name, tool_description=tool.description) in _FREE_WORDS}


def _string_arguments(spec: Spec, sc: Scenario):
    """(tool, parameter, value, its schema) of each top-level string argument the spec describes."""
    for call in sc.expected_tools:
        tool = spec.tool(call.tool)
        props = (tool.input_schema.get("properties") or {}) if tool else {}
        for n, v in call.arguments.items():
            if isinstance(v, str) and isinstance(props.get(n), dict):
                yield tool, n, v, props[n]


_PLAIN = re.compile(r"^[A-Za-z][A-Za-z ]{2,40}$")


def _name_values(spec: Spec, sc: Scenario) -> set[str]:
    """Values (in plain letters) the calls send as a parameter that names a thing by its words
    (layer_name "Logo", newName "origin", style_name "Caption"): names the engine chose from a pool."""
    from seer.judge.semantic_named import _NAMING_WORDS
    from seer.judge.structural_text import words

    return {v for _, n, v, sub in _string_arguments(spec, sc) if _PLAIN.match(v) and _NAMING_WORDS & set(words(n))
            and not ({"pattern", "format", "enum", "const"} & set(sub))}


def _strings(value: Any) -> Iterable[str]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)
    elif isinstance(value, str):
        yield value


def _rewrite(value: Any, pattern: re.Pattern, sub) -> Any:
    if isinstance(value, dict):
        return {k: _rewrite(v, pattern, sub) for k, v in value.items()}
    if isinstance(value, list):
        return [_rewrite(v, pattern, sub) for v in value]
    return pattern.sub(sub, value) if isinstance(value, str) else value


def plain_named_scenario(spec: Spec, sc: Scenario, seed: int = 0, vocabulary: set[str] | None = None) -> Scenario:
    from faker import Faker

    data = sc.model_dump(mode="json")
    parts = {k: data[k] for k in ("title", "prompt", "follow_up", "expected_tools", "mock_outputs", "conversation")}
    slugs = sorted({m.group() for s in _strings(parts) for m in SLUG.finditer(s)} | _name_values(spec, sc))
    if not slugs:
        return sc
    vocab = _vocabulary(spec) if vocabulary is None else vocabulary
    free = _free_word_slugs(spec, sc)
    text = " ".join(_strings(parts)).lower()
    fake = Faker("en_US")
    taken: set[str] = set()
    names = {}
    for slug in slugs:
        fake.seed_instance(f"{seed}:{sc.id}:{slug}")
        rng = random.Random(f"{seed}:{sc.id}:{slug}")
        while True:
            w = fake.word()
            # not a word the record says already: the name must be the only thing it names
            if len(w) >= 4 and w.isalpha() and w not in vocab and w not in taken and not re.search(rf"\b{w}\b", text):
                break
        taken.add(w)
        if slug in free and rng.random() < 0.5:
            w2 = next(x for x in iter(fake.word, None) if len(x) >= 4 and x.isalpha() and x not in vocab and x != w)
            names[slug] = f"{w.capitalize()} {w2}"
        else:
            names[slug] = w
    # longest first, whole words only, case as written: "Logo" is renamed, "logo.png" is not
    pattern = re.compile(r"(?<![\w/.-])(?:" + "|".join(re.escape(x) for x in sorted(names, key=len, reverse=True))
                         + r")(?![\w/-])")
    new = _rewrite(parts, pattern, lambda m: names[m.group()])
    return Scenario.model_validate({**data, **new})


def plain_named(spec: Spec, scenarios: Iterable[Scenario], seed: int = 0) -> list[Scenario]:
    """The scenarios with every slug renamed to a plain-word name (see the module's docstring)."""
    vocab = _vocabulary(spec)
    return [plain_named_scenario(spec, sc, seed, vocab) for sc in scenarios]


def dropped_name_mutants(spec: Spec, clean: list[Scenario], renamed: list[Scenario]) -> list:
    """One dropped_asked_optional mutant per optional argument whose value the renaming changed and
    the user states in that call's turn (not carried from an earlier output): every plain-word name
    dropped once, where the seeded calibration drops one optional per scenario."""
    from seer.calibrate.mutants import Mutant, in_text, scalar_leaves

    out = []
    for old, sc in zip(clean, renamed):
        if old == sc:
            continue
        for t, turn in enumerate(sc.conversation):
            for i in turn.calls:
                call, tool = sc.expected_tools[i], spec.tool(sc.expected_tools[i].tool)
                required = set((tool.input_schema.get("required") or ()) if tool else ())
                carried = {x for j in range(i) for _, x in scalar_leaves(sc.mock_outputs[j].output)}
                for n, v in call.arguments.items():
                    if (tool is None or n in required or not isinstance(v, str) or v == old.expected_tools[i].arguments.get(n)
                            or v in carried or not in_text(v, turn.user.lower())):
                        continue
                    data = sc.model_dump(mode="json")
                    del data["expected_tools"][i]["arguments"][n]
                    data["expected_tools"][i]["accept"] = None
                    data["id"] = f"{sc.id}~dropped_name_{i}_{n}"
                    out.append(Mutant(defect="dropped_asked_optional", dimension="argument", source_id=sc.id, turn=t,
                                      note=f"call {i} ({call.tool}): optional {n}={v!r} dropped",
                                      scenario=Scenario.model_validate(data)))
    return out
