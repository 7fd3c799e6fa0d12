"""Spec lint: where agents will stumble on a tool suite, as advice a server author can act on.

The paper's finding is that parameter-schema complexity (mean parameters r = -0.60, optional share
r = -0.66 with tool-call correctness), not the number of tools, predicts difficulty, and that
overloaded parameters and undocumented optionals are where agents fail. The rules below flag those
spots; `difficulty` ranks the tools by the complexity features, and `check_against` sets that
ranking against a run's judged figures per tool.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from difflib import SequenceMatcher
from typing import Any, Literal

from pydantic import BaseModel, Field

from seer.spec.difficulty import ToolDifficulty, check_against, difficulty
from seer.spec.diff import words
from seer.spec.model import Spec, Tool

Level = Literal["error", "warning", "note"]
# rule id -> (level, short description, what to do about it)
RULES: dict[str, tuple[Level, str, str]] = {
    "overloaded-parameter": ("warning", "A parameter name is reused across tools with different meanings",
                             "Give each meaning its own name (e.g. commit_ref, base_branch) or one shared description."),
    "undocumented-optional": ("warning", "An optional parameter has neither a description nor a default",
                              "Say what it does and what happens when it is left out (or give a default)."),
    "undocumented-parameter": ("warning", "A required parameter has no description",
                               "Describe the value the tool expects, with its format and where it comes from."),
    "optional-without-default": ("note", "An optional parameter does not say what happens when it is omitted",
                                 "Add a default, or say in the description what omitting it means."),
    "enum-without-meaning": ("note", "An enum's values are not explained",
                             "Say in the description what each value does."),
    "undocumented-tool": ("warning", "A tool has no description",
                          "Describe what the tool does and when to use it rather than its neighbours."),
    "near-duplicate-tools": ("warning", "Two tools have nearly the same description (a selection trap)",
                             "Say in each description how the tool differs from the other one."),
    "unplaced-kind": ("note", "seer cannot tell what kind of value a parameter holds",
                      "Name the value's kind or format in the description (an id from X, a path, a date...)."),
    "complex-schema": ("note", "One of the spec's hardest tools by predicted difficulty",
                       "Split it, cut optional parameters, or document them with defaults and examples."),
}
SAME_MEANING = 0.8  # descriptions at least this alike (difflib ratio on their words) mean the same
DUPLICATE_TOOLS = 0.8  # TF-IDF cosine of two tool descriptions at or above which they are a trap
_DEFAULT_WORDS = re.compile(r"\b(default|defaults|omit|omitted|if not (given|set|provided|specified)|when not|otherwise|optional)\b", re.I)


class Finding(BaseModel):
    rule: str
    level: Level
    tool: str | None = None
    param: str | None = None
    message: str
    related: list[str] = Field(default_factory=list)  # the other tools involved


class LintReport(BaseModel):
    spec: str
    path: str | None = None
    findings: list[Finding] = Field(default_factory=list)
    tools: list[ToolDifficulty] = Field(default_factory=list)
    # predictor -> correlation with judged TC across tools (when judged figures were given)
    check: dict[str, Any] = Field(default_factory=dict)

    def counts(self) -> dict[str, int]:
        return dict(Counter(f.rule for f in self.findings))


def _props(tool: Tool) -> tuple[dict[str, dict[str, Any]], set[str]]:
    schema = tool.input_schema
    props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    return {k: v for k, v in props.items() if isinstance(v, dict)}, set(schema.get("required") or [])


def _quote(text: str, n: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 3] + "..."


def _overloaded(spec: Spec) -> list[Finding]:
    uses: dict[str, list[tuple[str, str, str]]] = defaultdict(list)  # name -> (tool, description, type)
    for tool in spec.tools:
        props, _ = _props(tool)
        for name, sub in props.items():
            uses[name].append((tool.name, (sub.get("description") or "").strip(), str(sub.get("type"))))
    out = []
    for name, rows in sorted(uses.items()):
        described = [r for r in rows if r[1]]
        meanings: list[tuple[str, str]] = []  # (words of description, type) of each distinct meaning
        for _, desc, typ in described:
            w = words(desc)
            if not any(t == typ and _same_meaning(w, m) for m, t in meanings):
                meanings.append((w, typ))
        if len(rows) >= 2 and len(meanings) >= 2:
            shown = "; ".join(f"{t}: {_quote(d, 50)!r}" for t, d, _ in described[:4])
            out.append(Finding(rule="overloaded-parameter", level="warning", tool=rows[0][0], param=name,
                               related=sorted({t for t, _, _ in rows}),
                               message=f"'{name}' is used by {len(rows)} tools with {len(meanings)} different meanings ({shown}"
                                       f"{'; ...' if len(described) > 4 else ''})"))
    return out


_STOP = frozenset("a an the of to for in on at by with from or and is are be this that it its as if".split())


def _same_meaning(a: str, b: str) -> bool:
    """Two descriptions (as words) say the same: nearly equal text, or one's content words mostly inside
    the other's ("Redis key" and "Redis key to retrieve")."""
    if SequenceMatcher(None, a, b).ratio() >= SAME_MEANING:
        return True
    ta, tb = set(a.split()) - _STOP, set(b.split()) - _STOP
    return bool(ta and tb) and len(ta & tb) / min(len(ta), len(tb)) >= 0.75


def _documentation(spec: Spec) -> list[Finding]:
    out = []
    for tool in spec.tools:
        if not tool.description.strip():
            out.append(Finding(rule="undocumented-tool", level="warning", tool=tool.name,
                               message=f"tool '{tool.name}' has no description"))
        props, required = _props(tool)
        for name, sub in props.items():
            desc = (sub.get("description") or "").strip()
            where = f"'{name}' of {tool.name}"
            if name in required and not desc:
                out.append(Finding(rule="undocumented-parameter", level="warning", tool=tool.name, param=name,
                                   message=f"required parameter {where} has no description"))
            elif name not in required and not desc and "default" not in sub:
                out.append(Finding(rule="undocumented-optional", level="warning", tool=tool.name, param=name,
                                   message=f"optional parameter {where} has no description and no default"))
            elif name not in required and desc and "default" not in sub and not _DEFAULT_WORDS.search(desc) \
                    and sub.get("type") != "boolean":
                out.append(Finding(rule="optional-without-default", level="note", tool=tool.name, param=name,
                                   message=f"optional parameter {where} does not say what happens when it is omitted"))
            items = sub.get("items") if isinstance(sub.get("items"), dict) else {}
            enum = sub.get("enum") or items.get("enum")
            if enum and len(enum) >= 2 and not _enum_explained(enum, desc, sub):
                out.append(Finding(rule="enum-without-meaning", level="note", tool=tool.name, param=name,
                                   message=f"enum {where} lists {', '.join(map(str, enum[:6]))} without saying what they mean"))
    return out


def _enum_explained(enum: list[Any], desc: str, sub: dict[str, Any]) -> bool:
    if any(k in sub for k in ("enumDescriptions", "x-enum-descriptions", "enumNames")):
        return True
    said = f" {words(desc)} "
    named = sum(1 for v in enum if words(str(v)) and f" {words(str(v))} " in said)
    return named >= max(1, len(enum) // 2)


def _tfidf(docs: list[list[str]]) -> list[dict[str, float]]:
    df = Counter(w for d in docs for w in set(d))
    n = len(docs)
    out = []
    for d in docs:
        tf = Counter(d)
        vec = {w: c * math.log((1 + n) / (1 + df[w])) + c for w, c in tf.items()}
        norm = math.sqrt(sum(v * v for v in vec.values())) or 1.0
        out.append({w: v / norm for w, v in vec.items()})
    return out


def _near_duplicates(spec: Spec) -> list[Finding]:
    tools = [t for t in spec.tools if len(words(t.description).split()) >= 3]
    vecs = _tfidf([words(t.description).split() for t in tools])
    out = []
    for i, j, cos in _similar_pairs(vecs, DUPLICATE_TOOLS):
        a, b = tools[i].name, tools[j].name
        out.append(Finding(rule="near-duplicate-tools", level="warning", tool=a, related=[b],
                           message=f"'{a}' and '{b}' have near-duplicate descriptions (TF-IDF cosine {cos:.2f}): "
                                   "an agent cannot tell which one to pick"))
    return out


def _similar_pairs(vecs: list[dict[str, float]], threshold: float, block: int = 256):
    """(i, j, cosine) for i < j with cosine >= threshold, in (i, j) order. A sparse matrix product
    in blocks of rows (scipy): every pair of a 10,000-tool spec costs C time, not a Python loop."""
    import numpy as np
    from scipy.sparse import csr_matrix

    if len(vecs) < 2:
        return
    vocab: dict[str, int] = {}
    rows, cols, vals = [], [], []
    for i, vec in enumerate(vecs):
        for w, v in vec.items():
            rows.append(i)
            cols.append(vocab.setdefault(w, len(vocab)))
            vals.append(v)
    m = csr_matrix((np.array(vals, dtype=float), (rows, cols)), shape=(len(vecs), len(vocab)))
    mt = m.T.tocsr()
    for start in range(0, len(vecs), block):
        sims = (m[start:start + block] @ mt).tocsr()
        for r in range(sims.shape[0]):
            i = start + r
            lo, hi = sims.indptr[r], sims.indptr[r + 1]
            idx, val = sims.indices[lo:hi], sims.data[lo:hi]
            keep = (idx > i) & (val >= threshold)
            yield from ((i, j, cos) for j, cos in sorted(zip(idx[keep].tolist(), val[keep].tolist())))


def _unplaced(spec: Spec) -> list[Finding]:
    try:
        from seer.kinds import infer  # the value-kind catalogue; the rule waits for it
    except ImportError:
        return []
    try:
        from seer.kinds import FALLBACKS  # the kinds a value falls back to when its words say nothing precise
    except ImportError:
        FALLBACKS = frozenset({"text"})  # noqa: N806
    out = []
    for tool in spec.tools:
        props, _ = _props(tool)
        for name, sub in props.items():
            if sub.get("type") != "string" or "enum" in sub or "format" in sub:
                continue
            kind = infer(name, sub, tool_name=tool.name, tool_description=tool.description)
            if kind == "identifier" and re.split(r"[^a-z0-9]+|(?<=[a-z])(?=[A-Z])", name)[-1].lower() in ("id", "ids", "uuid"):
                continue  # `user_id`: the name says what it is, even if no kind is more precise
            if not kind or kind in FALLBACKS:
                out.append(Finding(rule="unplaced-kind", level="note", tool=tool.name, param=name,
                                   message=f"'{name}' of {tool.name}: no precise value kind fits (falls back to {kind or 'text'})"))
    return out


def lint_spec(spec: Spec, judged_tc: dict[str, float] | None = None) -> LintReport:
    """Every rule over `spec`; `judged_tc` (tool -> mean TC of its records) checks the predicted ranking."""
    tools = difficulty(spec)
    findings = _documentation(spec) + _overloaded(spec) + _near_duplicates(spec) + _unplaced(spec)
    top = max(1, len(tools) // 5) if len(tools) >= 5 else 0
    for r in tools[:top]:
        if r.difficulty >= 0.5:
            findings.append(Finding(rule="complex-schema", level="note", tool=r.tool,
                                    message=f"'{r.tool}' ranks {r.rank}/{len(tools)} by predicted difficulty "
                                            f"({r.params} params, {r.optional_share:.0%} optional, depth {r.depth})"))
    report = LintReport(spec=spec.name, path=spec.path, findings=findings, tools=tools)
    if judged_tc:
        report.check = check_against(report.tools, judged_tc)
    return report
