"""The user's words are the user's: checks every request and turn text passes (both LLM engines).

Each problem is fed back to the model, then the item is discarded with it as the reason. Found in
the local 1.5B model's records:
- the assistant's voice ("I apologize, but I can't assist with that request", written as two user turns);
- a pasted run of seven words of a tool's or parameter's description, or "(default 100, max 200)";
- the feedback repeated as the user's words ("Ensure that the login 'jared-bridges' appears verbatim in
  the user instruction.", a hybrid Slack request of the fifth session);
- a tool's output pasted as JSON into a later turn ('... are as follows: {"total":3,"users":[...');
- a text cut off where the reply schema's maxLength stopped the grammar ("Ensure that the login 'jared-<").
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Sequence

from seer.harness import checks
from seer.spec.model import Spec

_ASSISTANT = re.compile(r"\b(?:I apologi[sz]e|I(?: a|')m sorry, but|I can(?:not|'t|not) (?:assist|help) with|I'?m here to help|"
                        r"as an AI\b|I am an AI\b|(?:is there )?anything else I can (?:help|do for you)|how can I (?:help|assist) you|"
                        # the hybrid Slack record of the seventh session: "To get the recent messages ..., you can use the
                        # `slack_get_channel_history` tool." (the assistant's answer as the user's request)
                        r"you can (?:use|call|run) (?:the )?`?[\w.-]+`? (?:tool|function|command|endpoint)\b)", re.I)
# the words of seer's own feedback and prompts ("must appear verbatim in user_instruction"): never a user's
_FEEDBACK = re.compile(r"\buser[ _]instruction\b|\bappears? verbatim\b|\bverbatim in\b|\bmust appear\b|\bis correctly stated\b|"
                       r"\ban earlier reply to this request\b|\bis not in the user turns so far\b", re.I)  # the last two: FRESH_RETRY, a check
_WORDS = re.compile(r"[a-z0-9]+")
RUN = 7  # words in a row copied from a description (issue 12's measure)
_SCHEMA_TALK = re.compile(r"\(\s*default\b|\bdefault:? \d+\s*,\s*max\b|\bmax(?:imum)?:? \d+\)", re.I)  # "(default 100, max 200)"
_JSON_KEY = re.compile(r'[{\[,]\s*"([^"\n]{1,60})"\s*:')


def _runs(text: str, n: int = RUN) -> set[tuple[str, ...]]:
    words = _WORDS.findall(text.lower())
    return {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}


_DESCRIBED: dict[str, frozenset[tuple[str, ...]]] = {}  # spec sha256 -> its descriptions' runs: once per spec, not per reply


def _described(spec: Spec) -> frozenset[tuple[str, ...]]:
    if spec.sha256 not in _DESCRIBED:
        _DESCRIBED[spec.sha256] = frozenset(_description_runs(spec))
    return _DESCRIBED[spec.sha256]


def _description_runs(spec: Spec) -> set[tuple[str, ...]]:
    out: set[tuple[str, ...]] = set()
    for t in spec.tools:
        out |= _runs(t.description or "")
        for p in (t.input_schema.get("properties") or {}).values():
            if isinstance(p, dict) and isinstance(p.get("description"), str):
                out |= _runs(p["description"])
    return out


_PROMPTS = (Path(__file__).parent / "prompts", Path(__file__).parents[1] / "hybrid" / "prompts")
_QUOTED = re.compile(r'"([^"\n]{20,})"')
_EXAMPLE_RUN = 6


@lru_cache(maxsize=1)  # the prompts are read once per process
def _example_runs() -> frozenset[tuple[str, ...]]:
    """Six-word runs of the quoted examples in seer's own prompts: the local model copied the restate prompt's
    example into a real Slack request ("Send the weekly report to the team in channel C05TP4MPHR, 900 seconds from now.")."""
    runs: set[tuple[str, ...]] = set()
    for folder in _PROMPTS:
        for path in sorted(folder.glob("*.md")):
            for quoted in _QUOTED.findall(path.read_text(encoding="utf-8")):
                runs |= _runs(quoted, _EXAMPLE_RUN)
    return frozenset(runs)


def _copies_example(text: str) -> tuple[str, ...] | None:
    words = _WORDS.findall(text.lower())
    runs = _example_runs()
    return next((r for r in (tuple(words[i:i + _EXAMPLE_RUN]) for i in range(len(words) - _EXAMPLE_RUN + 1)) if r in runs), None)


def voice_problems(spec: Spec, texts: Sequence[str], where: str = "user_instruction") -> list[str]:
    """User words that are the assistant's, seer's feedback or prompt example, or a pasted run of a tool's or
    parameter's description."""
    described = _described(spec)
    out = []
    for k, text in enumerate(texts):
        label = where if len(texts) == 1 else f"{where} {k}"
        hit = _ASSISTANT.search(text or "")
        if hit:
            out.append(f"{label} is written in the assistant's voice ({hit.group(0)!r}): write what the user asks for")
        fed = _FEEDBACK.search(text or "")
        if fed:
            out.append(f"{label} repeats these instructions ({fed.group(0)!r}): write only what the user says")
        example = _copies_example(text or "")
        if example:
            out.append(f"{label} copies the example ({' '.join(example)!r}): write this scenario's own request")
        copied = _runs(text or "") & described
        talk = _SCHEMA_TALK.search(text or "")
        if copied or talk:
            what = " ".join(sorted(copied)[0]) + "..." if copied else talk.group(0)
            out.append(f"{label} pastes the tool's description ({what!r}): say the goal in the user's own words")
    return out


def argument_voice_problems(calls: Sequence[Any]) -> list[str]:
    """A call's text argument in the assistant's voice: the real paper Slack record replied to a thread with "I
    apologize for the inconvenience, but I can't assist with that request"; a user never asks to send that."""
    out = []
    for i, c in enumerate(calls):
        for name, value in (c.arguments or {}).items():
            hit = next((h for s in _strings(value) if (h := _ASSISTANT.search(s))), None)
            if hit:
                out.append(f"call {i} ({c.tool}) argument {name} is written in the assistant's voice ({hit.group(0)!r}): "
                           "write what the user wants it to say")
    return out


def pasted_output_problems(texts: Sequence[str], outputs: Sequence[Any], arguments: Sequence[dict], where: str = "turn") -> list[str]:
    """A user text holding a tool output as JSON (two or more of the outputs' keys as `"key":`); not when a call's own
    argument is JSON text (a document the user asks to store is theirs to write)."""
    written = " ".join(v for a in arguments for v in _strings(a))
    if _JSON_KEY.search(written):
        return []
    known = {k for o in outputs for obj in checks.objects(o) for k in obj}
    out = []
    for k, text in enumerate(texts):
        hits = {m.group(1) for m in _JSON_KEY.finditer(text or "")} & known
        if len(hits) >= 2:
            out.append(f"{where} {k} pastes a tool's output as JSON ({', '.join(sorted(hits)[:3])}): say in a few words what "
                       "the user saw and wants next")
    return out


def _strings(value: Any) -> list[str]:
    return [s for s in checks.leaves(value) if isinstance(s, str)]


def cut_problems(texts: Sequence[str], limit: int, where: str = "turn") -> list[str]:
    """A text as long as its schema allows: the grammar stopped it there, mid-word ("... the login 'jared-<")."""
    return [f"{where if len(texts) == 1 else f'{where} {k}'} is cut off at {limit} characters: say it in fewer words"
            for k, text in enumerate(texts) if len(text or "") >= limit]


REPEAT_SHARE = 0.85  # word-sequence similarity (difflib) at which a later turn says an earlier one again
RECITED = 3  # earlier outputs' values a later turn lists, all but one of them not acted on: a recital, not a reaction


def repeated_turn_problems(texts: Sequence[str], where: str = "turn") -> list[str]:
    """A later turn that says an earlier turn again, word for word or nearly (a hybrid Slack record of the
    fifth real-model session repeated its first turn as its last): a person at a pause moves on."""
    from difflib import SequenceMatcher

    out = []
    words = [_WORDS.findall((t or "").lower()) for t in texts]
    for k in range(1, len(texts)):
        for j in range(k):
            if words[k] and SequenceMatcher(None, words[k], words[j], autojunk=False).ratio() >= REPEAT_SHARE:
                out.append(f"{where} {k} says {where} {j} again: write what the user says next, having read the result")
                break
    return out


# the assistant's report of a result, not a user's turn: "The key cache:homepage shows the following keys: user:4524, ..."
# (rm21's paper Redis split: two values, under the three a recital needs)
_NARRATES = re.compile(r"\b(?:shows?|showed|returns?|returned|lists?|listed|contains?|gives?|gave|displays?) the following\b", re.I)


def recital_problems(scenario: Any, where: str = "turn") -> list[str]:
    """A later turn that recites what the tools returned instead of reacting to it: three or more values of
    earlier outputs, at most one of them taken by a call of this turn or a later one ("The channels in the release-train
    channel are C0NN0L40VX, C0..., C0...": the user narrating the assistant's findings, fifth session)."""
    out = []
    for k in range(1, len(scenario.conversation)):
        narrated = _NARRATES.search(scenario.conversation[k].user or "")
        if narrated:
            out.append(f"{where} {k} narrates what the tools returned ({narrated.group(0)!r}): the user reacts to it, naming the "
                       "one value they act on or ask about")
            continue
        later = [i for t in scenario.conversation[k:] for i in t.calls]
        taken = {checks.norm_text(v) for i in later for v in checks.leaves(scenario.expected_tools[i].arguments)}
        recited = list(dict.fromkeys(checks.norm_text(v) for v in checks.cited_mock_values(scenario, k)))
        recited = [v for v in recited if len(v) >= 3 and not v.isalpha()]  # ids, names, dates; a plain word ("error") is how one speaks
        recited = [v for v in recited if not any(v != w and v in w for w in recited)]  # "home" is part of "home | sutton"
        idle = [v for v in recited if not any(v in t or t in v for t in taken if len(t) >= 3)]
        if len(recited) >= RECITED and len(idle) >= RECITED - 1:
            recited = idle
            out.append(f"{where} {k} recites what the tools returned ({', '.join(recited[:3])}): the user names the one value "
                       "they act on or ask about, in a few words")
    return out


ECHO_WORDS = 3  # a later turn this long or longer, every word of it from one earlier output's text: an echo, not a turn


def echo_problems(scenario: Any, where: str = "turn") -> list[str]:
    """A later turn that is only a text an earlier call returned, said back ("The meeting moved to 3pm tomorrow.", the
    value of a `get` in the seventh session's paper Redis record): no request, no reaction, nothing an agent can act on."""
    out = []
    for k in range(1, len(scenario.conversation)):
        said = _WORDS.findall((scenario.conversation[k].user or "").lower())
        if len(said) < ECHO_WORDS:
            continue
        earlier = [i for t in scenario.conversation[:k] for i in t.calls]
        for i in earlier:
            texts = [v for v in _strings(scenario.mock_outputs[i].output) if len(v) >= 12]
            if any(set(said) <= set(_WORDS.findall(v.lower())) for v in texts):
                out.append(f"{where} {k} only says back what call {i} returned: write what the user asks next, having read it")
                break
    return out
