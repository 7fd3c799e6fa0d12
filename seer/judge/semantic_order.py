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


def ordering_findings(spec, sc, t: int, idx: list[int], real: list[int], index, query: list[str], told: str,
                      reasons: dict[str, str]) -> list[str]:
    """Ordering findings beyond the structural judge's (semantic_order): calls against the order
    the text asks for them, and a call whose values only a later output or turn gives."""
    from seer.judge.semantic_intent import tokens
    from seer.judge.structural_args import enum_members

    if "ordering" in reasons:
        return []
    tools = [sc.expected_tools[i].tool for i in idx]
    out = []
    if len(tools) > 1 and len(real) == len(idx):
        keep = [k for k, q in enumerate(query) if len(tokens(q)) > 2]  # "— path /x" asks for nothing of its own
        rows = [[0.0] * len(tools) for _ in query]
        for k, r in zip(keep, index.fits_in([query[k] for k in keep], tools)):  # the rows owners() scored
            rows[k] = r
        out += against_text_order(tools, rows)
    later_text = " ".join(x.user for x in sc.conversation[t + 1:]).lower()
    for i in idx:
        tool = spec.tool(sc.expected_tools[i].tool)
        props = (tool.input_schema.get("properties") or {}) if tool else {}
        # values an agent picks from the schema (an enum member, the default) need no source
        picked = {k: v for k, v in sc.expected_tools[i].arguments.items()
                  if not (isinstance(props.get(k), dict) and (v in enum_members(props[k]) or v == props[k].get("default")))}
        if known_only_later(picked, told, [sc.mock_outputs[k].output for k in range(i)],
                            [sc.mock_outputs[k].output for k in range(i + 1, len(sc.expected_tools))], later_text):
            out.append(f"{sc.expected_tools[i].tool} uses values that only a later call or turn gives")
    return out
