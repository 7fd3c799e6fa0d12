"""Call order, for the semantic judge: the structural judge sees a call that uses a later call's
output; two more orders a record can get wrong while every value is known in time:

- the order the text asks for: "manage the remotes; then fetch" answered by fetch, then remote
  (each call's clause is the one it answers best, clearly better than the other call does);
- a value the agent cannot know yet, which only a later call's output or a later turn gives
  (a call moved into the turn before the one whose words name its value).
"""

from __future__ import annotations

from typing import Any

from seer.judge.semantic_args import occurrences, scalar_paths, stated

CLEAR = 1.5  # a clause belongs to a call when its fit there is this many times the other call's


def clause_positions(rows: list[list[float]], n: int) -> dict[int, list[int]]:
    """Per call (0..n-1), the clauses (by position) it clearly answers: its fit is the best of the
    turn's calls there, at least 0.6 of the spec's best tool, and CLEAR times every other call's."""
    out: dict[int, list[int]] = {}
    for c, row in enumerate(rows):
        best = max(range(n), key=lambda k: row[k])
        rest = [row[k] for k in range(n) if k != best]
        if row[best] >= 0.6 and all(row[best] >= CLEAR * r for r in rest):
            out.setdefault(best, []).append(c)
    return out


def against_text_order(tools: list[str], rows: list[list[float]]) -> list[str]:
    """Calls of one turn in the reverse of the order the text's clauses ask for them: every clause
    the later call answers comes before every clause the earlier call answers."""
    pos = clause_positions(rows, len(tools))
    out = []
    for a in range(len(tools)):
        for b in range(a + 1, len(tools)):
            if tools[a] != tools[b] and a in pos and b in pos and max(pos[b]) < min(pos[a]):
                out.append(f"{tools[a]} runs before {tools[b]}, which the text asks for first")
    return out


def _stated_leaves(value: Any) -> list[str]:
    return [s for _, v in scalar_paths(value) if (s := stated(v)) and not s.isdigit()]


def known_only_later(arguments: dict[str, Any], told: str, earlier_outputs: list[Any], later_outputs: list[Any],
                     later_text: str) -> bool:
    """Every value of the call the agent cannot know yet (not in the words so far nor in an earlier
    output) is given later, by a later call's output or a later turn's words, and one by a later output."""
    # outputs as text too: a value inside a text result ("- orders-2024.01 (docs_count: 5)") is given there
    known = " \n ".join(s for o in earlier_outputs for s in _stated_leaves(o))
    later = " \n ".join(s for o in later_outputs for s in _stated_leaves(o))
    from_output = False
    for s in _stated_leaves(arguments):
        if occurrences(s, known) or occurrences(s, told):
            continue
        if occurrences(s, later):
            from_output = True
        elif not occurrences(s, later_text):
            return False
    return from_output
