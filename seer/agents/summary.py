"""Scores into metrics (per spec, tier, kind, dimension and turn) and a printable table.

Means are over scored items only; unscored ones are counted, never averaged in as zeros.
Metric keys: `agent/<scope>/<dimension>_mean` and `agent/<scope>/exact_rate`, where scope is
`overall`, `<spec>`, `<spec>/<tier>`, `tier/<tier>`, `kind/<kind>`, `turn/<k>` (per-turn records).
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Iterable

from seer.agents.model import ScenarioScore, TurnScore
from seer.agents.score import DIMENSIONS

_METRIC_UNSAFE = re.compile(r"[^A-Za-z0-9_\-./ ]")


# what went wrong, counted over turn records: the problem texts of score.py / argmatch.py
_PROBLEM_KINDS = (("no_call", "no call;"), ("calls_where_none_needed", "where none were needed"),
                  ("missed_tool", "no call to "), ("missing_argument", "missing argument"),
                  ("wrong_type", "wrong type or shape"), ("unknown_argument", "unknown argument"),
                  ("unexpected_argument", "unexpected argument"), ("wrong_value", "wrong value for"),
                  ("out_of_order", "calls out of order"), ("redundant_calls", "redundant call"))


def problem_counts(turn_scores: Iterable[TurnScore]) -> dict[str, float]:
    counts = {name: 0.0 for name, _ in _PROBLEM_KINDS}
    for t in turn_scores:
        for p in t.problems:
            for name, needle in _PROBLEM_KINDS:
                if needle in p:
                    counts[name] += 1
                    break
    return {f"agent/problems/{k}": v for k, v in counts.items()}


def _key(*parts: str) -> str:
    return "/".join(_METRIC_UNSAFE.sub("_", p) for p in parts)


def _stats(items: list) -> dict[str, float]:
    scored = [s for s in items if s.status == "scored"]
    out = {"n": float(len(items)), "unscored": float(len(items) - len(scored))}
    if scored:
        for d in (*DIMENSIONS, "partial"):
            out[f"{d}_mean"] = sum(getattr(s, d) for s in scored) / len(scored)
        out["exact_rate"] = sum(s.exact for s in scored) / len(scored)
    return out


def metrics(scores: Iterable[ScenarioScore], turn_scores: Iterable[TurnScore]) -> dict[str, float]:
    scores, turn_scores = list(scores), list(turn_scores)
    groups: dict[tuple[str, ...], list] = defaultdict(list)
    for s in scores:
        for scope in (("overall",), (s.spec,), (s.spec, s.tier), ("tier", s.tier), ("kind", s.kind)):
            groups[scope].append(s)
    by_turn: dict[tuple[str, ...], list] = defaultdict(list)
    for t in turn_scores:
        by_turn[("turn", str(t.turn))].append(t)
        by_turn[("records",)].append(t)
    out: dict[str, float] = {}
    for scope, items in [*groups.items(), *by_turn.items()]:
        for name, value in _stats(items).items():
            out[_key("agent", *scope, name)] = value
    out.update(problem_counts(turn_scores))
    return out


def table(scores: Iterable[ScenarioScore]) -> list[dict[str, object]]:
    """One row per spec and one overall: scenarios, unscored, partial, exact, and each dimension."""
    by_spec: dict[str, list[ScenarioScore]] = defaultdict(list)
    allscores = list(scores)
    for s in allscores:
        by_spec[s.spec].append(s)
    rows = []
    for name, items in [*sorted(by_spec.items()), ("overall", allscores)]:
        st = _stats(items)
        rows.append({"spec": name, "scenarios": int(st["n"]), "unscored": int(st["unscored"]),
                     **{k: round(st.get(f"{k}_mean", float("nan")), 3) for k in ("partial", *DIMENSIONS)},
                     "exact": round(st.get("exact_rate", float("nan")), 3)})
    return rows


def render(rows: list[dict[str, object]], agent: str) -> str:
    if not rows:
        return f"agent {agent}: no scenarios"
    cols = list(rows[0])
    widths = {c: max(len(c), *(len(str(r[c])) for r in rows)) for c in cols}
    lines = [f"agent {agent}", "  ".join(c.ljust(widths[c]) for c in cols)]
    lines += ["  ".join(str(r[c]).ljust(widths[c]) for c in cols) for r in rows]
    return "\n".join(lines)
