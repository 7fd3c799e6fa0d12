"""The nouns of a tool's name, for the semantic judge's intent check: "pull up the user list" says
what slack_get_users acts on (users) and nothing slack_list_channels does (channels), though both
list. BM25 over whole descriptions weighs a shared verb ("list") as much as the noun that tells
the two apart."""

from __future__ import annotations

from seer.judge.semantic_intent import _ACTION_OF, normalize
from seer.judge.structural_text import FUNCTION, stem, words
from seer.spec.model import Spec


def name_nouns(spec: Spec) -> dict[str, frozenset[str]]:
    """Per tool, the words of its name that say what it acts on (4-letter stems): no action verb,
    function word or the spec's common prefix (slack_, git_): slack_list_channels -> {chan}."""
    counts: dict[str, int] = {}
    for t in spec.tools:
        for w in set(words(t.name)):
            counts[w] = counts.get(w, 0) + 1
    common = {w for w, c in counts.items() if len(spec.tools) > 2 and c >= 0.5 * len(spec.tools)}
    return {t.name: frozenset(stem(w)[:4] for w in words(t.name)
                              if w not in _ACTION_OF and w not in FUNCTION and w not in common and len(w) >= 3)
            for t in spec.tools}


def better_named(index, tool: str, clause: str) -> str | None:
    """Another tool whose name's nouns the clause says, all of them, while it says none of this
    tool's ("pull up the user list" for slack_list_channels: slack_get_users), and which fits
    the clause at least as well: the words that say which thing outweigh a shared verb."""
    if not index.nouns or not index.nouns.get(tool):
        return None
    said = {stem(w)[:4] for w in words(normalize(clause))}

    def cover(ns):
        return sum(n in said for n in ns) / len(ns)
    mine = cover(index.nouns[tool])
    if mine > 0:
        return None
    # ...and that this tool's own description never speaks of ("relocate objects" may well be
    # move_to_layer's "Move objects to a layer")
    own = _doc_stems(index, tool)
    if index._noun_tools is None:  # noun -> tools whose names hold it (at most 256: a spec of any size)
        index._noun_tools = {}
        for u, ns in index.nouns.items():
            for n in ns:
                index._noun_tools.setdefault(n, []).append(u)
        index._noun_tools = {n: us for n, us in index._noun_tools.items() if len(us) <= 256}
    near = {u for n in said for u in index._noun_tools.get(n, ())}
    full = [u for u in sorted(near) if u != tool and cover(index.nouns[u]) == 1.0 and not index.nouns[u] & own]
    if not full:
        return None
    row = index.fits_in([clause], [tool, *full])[0]
    k = max(range(1, len(row)), key=lambda x: row[x])
    return full[k - 1] if row[k] >= max(row[0], 0.6) else None


def _doc_stems(index, tool: str) -> set[str]:
    """The 4-letter stems of a tool's indexed words (name, description, parameter names)."""
    k = index.position.get(tool)
    if k is None or index.bm25 is None:
        return set()
    return {w[:4] for w in index.bm25.doc_freqs[k]}
