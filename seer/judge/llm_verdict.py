"""The LLM judge's verdict: the rubric as a structured output (a score and a short reason for every
dimension, sub-dimension and aspect, plus issue labels), and how k verdicts become one Judgment.

A verdict is checked beyond its schema (`verdict_problems`, fed back to the model, re-asked up to
max_tries, then unscored): a reason below full marks must name the defect, a reason beside full
marks must not name one, no reason may copy the rubric's wording (`reason_problem`), and an
argument score below full needs a sub-dimension below full. An argument score at full beside
sub-dimensions below full (or far from them) is reconciled into the range the cascade allows
(`reconcile_argument`) and the judgment says so."""

from __future__ import annotations

import re
import statistics
from functools import lru_cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from seer.judge.aggregate import apply_cascade
from seer.judge.model import (
    ARG_SUBDIMENSIONS,
    COH_ASPECTS,
    ISSUE_LABELS,
    TC_DIMENSIONS,
    ArgumentScores,
    CoherenceScores,
    IssueLabel,
    ToolCallScores,
)

VERDICT_VERSION = 4  # 2: reasons checked, argument reconciled; 3: integer scores (a JSON Schema grammar bounds them);
# 4: reasons bounded (the local 1.5B model wrote a 1,400-token verdict and was still going)
REASON_MAX_CHARS = 200  # one sentence; a grammar from the JSON Schema (maxLength) stops a runaway reason
VERDICT_MAX_TOKENS = 1200  # 15 bounded reasons and the scores fit well inside; a cut-off is fed back as too long
ARG_TOLERANCE = 1.0  # points on 0-10 the direct argument score may stray outside [lowest, mean] sub-dimension


class Score10(BaseModel):
    model_config = ConfigDict(extra="forbid")

    # integers: llama.cpp's grammar from the JSON Schema enforces an integer range, not a number's
    # (the local 1.5B model wrote 10 for every coherence aspect of a 1-3 scale)
    score: int = Field(ge=0, le=10)
    reason: str = Field(max_length=REASON_MAX_CHARS)


class Score3(BaseModel):
    model_config = ConfigDict(extra="forbid")

    score: int = Field(ge=1, le=3)
    reason: str = Field(max_length=REASON_MAX_CHARS)


class ToolCallVerdict(BaseModel):
    model_config = ConfigDict(extra="forbid")

    selection: Score10
    argument: Score10
    ordering: Score10
    usage: Score10


class ArgumentVerdict(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name_validity: Score10
    type_correctness: Score10
    completeness: Score10
    value_accuracy: Score10
    relevancy: Score10
    consistency: Score10


class CoherenceVerdict(BaseModel):
    model_config = ConfigDict(extra="forbid")

    logical_flow: Score3
    completeness: Score3
    conciseness: Score3
    topic_relevance: Score3
    context_retention: Score3


class Verdict(BaseModel):
    """What the judge model returns for one record."""

    model_config = ConfigDict(extra="forbid")

    tool_call: ToolCallVerdict
    arguments: ArgumentVerdict
    coherence: CoherenceVerdict
    labels: list[IssueLabel] = Field(default_factory=list)


def verdict_problems(v: Verdict) -> list[str]:
    """Semantic checks beyond the schema: every reason fits its score (see the module doc)."""
    out = []
    for group, names, full in (("tool_call", TC_DIMENSIONS, 10), ("arguments", ARG_SUBDIMENSIONS, 10),
                               ("coherence", COH_ASPECTS, 3)):
        for name in names:
            s = getattr(getattr(v, group), name)
            problem = reason_problem(s.reason, s.score, full)
            if problem:
                out.append(f"{group}.{name} (score {s.score:g}/{full}): {problem}")
    subs = apply_cascade(_raw_arguments(v))
    if v.tool_call.argument.score < 10 and all(getattr(subs, d) >= 10 for d in ARG_SUBDIMENSIONS):
        out.append(f"tool_call.argument is {v.tool_call.argument.score:g} but every argument sub-dimension is 10: "
                   "lower the sub-dimension the defect belongs to, or give the argument full marks")
    return out


def _raw_arguments(v: Verdict) -> ArgumentScores:
    return ArgumentScores(**{d: getattr(v.arguments, d).score for d in ARG_SUBDIMENSIONS})


def reconcile_argument(direct: float, subs: ArgumentScores) -> tuple[float, str | None]:
    """The argument score the rubric's cascade allows. It agrees with the sub-dimensions (after the
    cascade) when both are at full or both below, and it lies between their minimum (the strictest
    reading) and their mean (the rubric's definition), give or take ARG_TOLERANCE. Otherwise it is
    moved to the nearer of the two, with a note saying so."""
    values = [getattr(subs, d) for d in ARG_SUBDIMENSIONS]
    low, high = min(values), statistics.fmean(values)
    if (direct >= 10) == (high >= 10) and low - ARG_TOLERANCE <= direct <= high + ARG_TOLERANCE:
        return direct, None
    fixed = round(min(max(direct, low), high), 4)
    return fixed, (f"argument {direct:g} reconciled to {fixed:g}: its sub-dimensions after the cascade "
                   f"range from {low:g} (lowest) to {high:.2f} (mean)")


def _scores(v: Verdict) -> dict[str, float]:
    """Flat raw scores of one verdict, the argument sub-dimensions after the cascade."""
    args = apply_cascade(_raw_arguments(v))
    out = {d: getattr(v.tool_call, d).score for d in TC_DIMENSIONS}
    out["argument"] = reconcile_argument(out["argument"], args)[0]
    out |= {f"argument.{d}": getattr(args, d) for d in ARG_SUBDIMENSIONS}
    out |= {f"coherence.{a}": getattr(v.coherence, a).score for a in COH_ASPECTS}
    return out


def _reasons(v: Verdict) -> dict[str, str]:
    out = {d: getattr(v.tool_call, d).reason for d in TC_DIMENSIONS}
    out |= {f"argument.{d}": getattr(v.arguments, d).reason for d in ARG_SUBDIMENSIONS}
    out |= {f"coherence.{a}": getattr(v.coherence, a).reason for a in COH_ASPECTS}
    return {k: r.strip() for k, r in out.items() if r.strip()}


def combine(verdicts: list[Verdict]) -> dict:
    """k verdicts -> Judgment fields: mean scores, per-dimension spread (population standard
    deviation, only when k > 1), labels that a majority gave, the reasons of the verdict nearest
    the mean."""
    flat = [_scores(v) for v in verdicts]
    mean = {k: round(statistics.fmean(f[k] for f in flat), 4) for k in flat[0]}
    nearest = min(range(len(flat)), key=lambda i: sum(abs(flat[i][k] - mean[k]) for k in mean))
    labels = [lab for lab in ISSUE_LABELS if sum(lab in v.labels for v in verdicts) * 2 > len(verdicts)]
    notes = [n for v in verdicts if (n := reconcile_argument(v.tool_call.argument.score, apply_cascade(_raw_arguments(v)))[1])]
    reasons = _reasons(verdicts[nearest])
    if notes:
        reasons["reconciled"] = notes[0] + (f" ({len(notes)} of {len(verdicts)} samples)" if len(verdicts) > 1 else "")
    return dict(
        tool_call=ToolCallScores(**{d: mean[d] for d in TC_DIMENSIONS}),
        argument=ArgumentScores(**{d: mean[f"argument.{d}"] for d in ARG_SUBDIMENSIONS}),
        coherence=CoherenceScores(**{a: mean[f"coherence.{a}"] for a in COH_ASPECTS}),
        labels=labels,
        reasons=reasons,
        samples=len(verdicts),
        spread={k: round(statistics.pstdev(f[k] for f in flat), 4) for k in mean} if len(flat) > 1 else None,
    )


# ---- reasons that fit their score ----
# Words that say something is wrong. STRONG ones name a defect wherever they stand (so a full score
# beside them is a contradiction); HEDGES also count as naming one beside a lowered score.
_NEG = r"(?:not|no|never|none|nothing|without|cannot|can't|isn't|aren't|doesn't|don't|didn't|wasn't|n't)"
_BAD = (r"(?:missing|miss(?:es|ed)?|wrong|incorrect(?:ly)?|invalid|lack(?:s|ing)?|absent|omit(?:s|ted)?|invent(?:ed|s)?"
        r"|hallucinat\w*|contradict\w*|mismatch\w*|fail(?:s|ed|ing)?|errors?|redundant|repeat(?:s|ed|ing)?"
        r"|duplicat\w*|unnecessary|unrelated|irrelevant|ignor(?:es|ed|ing)|extra|verbose|unclear|vague|ambiguous"
        r"|empty|unsupported|unknown|nonexistent|arbitrary|ungrounded|fabricated|made[- ]up|defects?|issues?"
        r"|problems?|mistakes?|typos?|inconsistent|instead|off[- ]topic|wordy|long-winded|unjustified)")
_HEDGE = (r"(?:but|however|although|though|should|only|rather|partial(?:ly)?|partly|slightly|somewhat|too|could"
          r"|might|minor|lower|less|fewer|more|than|unless|twice|again|same|identical|already|asked|requested|expected)")
# "no tool can serve this", "no call is needed": the right answer of a no-call turn, not a defect
_NO_CALL = re.compile(r"\bno\s+(?:tool|call|function)s?\b", re.I)
# "no redundant calls", "nothing missing", "not needed", "the user did not specify a limit": a negated
# defect is praise, and what the user did not ask for explains an absent argument
_PRAISE = re.compile(rf"\b{_NEG}\s+(?:\w+\s+){{0,3}}?(?:{_BAD}|needed|necessary|required|expected|applicable"
                     rf"|called\s+for|specif\w*|given|provid\w*|mention\w*|ask\w*|request\w*|stated?|want\w*)\b", re.I)
_STRONG = re.compile(rf"\b(?:{_NEG}|{_BAD})\b|n't\b", re.I)
_ANY = re.compile(rf"\b(?:{_NEG}|{_BAD}|{_HEDGE})\b|n't\b|\d", re.I)
_WORD = re.compile(r"[a-z0-9_]+")
_FILLER = {"not", "no", "does", "do", "did", "doesn", "don", "t", "is", "are", "isn", "aren", "never", "a", "an", "the"}


def _words(text: str) -> set[str]:
    return {w[:-1] if len(w) > 3 and w.endswith("s") else w for w in _WORD.findall(text.lower())} - _FILLER


@lru_cache(maxsize=1)
def rubric_phrases() -> tuple[frozenset[str], ...]:
    """The word sets of the rubric's table cells (what "10 means", "1 means", "lowered by" say)."""
    text = (Path(__file__).parent / "rubric.md").read_text(encoding="utf-8")
    cells = [c.strip() for line in text.splitlines() if line.startswith("|") and not line.startswith("|---")
             for c in line.strip().strip("|").split("|")[1:]]
    return tuple(frozenset(w) for c in cells if len(w := _words(c)) >= 4)


def copies_rubric(reason: str) -> bool:
    """Near-verbatim rubric wording (negated or not): 85% of the reason's words from one cell, covering
    60% of that cell. A short reason that shares a few words with a long cell is not a copy."""
    words = _words(reason)
    if len(words) < 4:
        return False
    return any(len(words & cell) >= 0.85 * len(words) and len(words & cell) >= 0.6 * len(cell)
               for cell in rubric_phrases())


def names_defect(reason: str, *, strong: bool) -> bool:
    rest = _PRAISE.sub(" ", _NO_CALL.sub(" ", reason))
    return bool((_STRONG if strong else _ANY).search(rest))


def reason_problem(reason: str, score: float, full: float) -> str | None:
    """Why a reason does not fit its score, or None."""
    text = reason.strip()
    if score < full and not text:
        return "a score below full marks needs a reason naming the defect (which call, argument or value)"
    if text and copies_rubric(text):
        return f"the reason copies the rubric ({text[:80]!r}): say what this record's calls or text do"
    if score < full and not names_defect(text, strong=False):
        return f"the reason {text[:80]!r} names no defect: name it, or give full marks"
    if score >= full and names_defect(text, strong=True):
        return f"the reason {text[:80]!r} names a defect beside full marks: lower the score, or say what is right"
    return None
