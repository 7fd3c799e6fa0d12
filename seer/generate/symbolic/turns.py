"""Stage 4, multi-turn expansion: split a scenario at its phase boundaries.

Boundaries, in order of preference: a read phase giving way to a write phase, a fan-in point
(a call fed by two or more earlier calls), a call that depends on an earlier call's result.
A boundary is only used when the earlier turn's mocks hold a concrete value the next turn's
user can cite; scenarios with nothing to split stay single-turn.
"""

from __future__ import annotations

import random
import json
import re
from typing import Any

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.plans import Plan
from seer.harness.checks import concrete_values, found, leaves, norm_text
from seer.harness.model import MockOutput

SIMPLE_SPLIT_SHARE = 0.35  # simple chains split into two turns this often
COMPLEX_THIRD_TURN = 0.35  # complex plans with a second boundary get a third turn this often


def boundaries(links, profiles: list[Profile], complex_tier: bool) -> list[tuple[int, int]]:
    """(rank, index) of each possible boundary before call `index`; lower rank is preferred.
    Complex plans may also split where the work moves to another resource (no shared noun)."""
    out = []
    for i in range(1, len(profiles)):
        if profiles[i - 1].read and not profiles[i].read:
            out.append((0, i))
        elif len(links[i]) >= 2:
            out.append((1, i))
        elif any(src < i for src, _ in links[i].values()):
            out.append((2, i))
        elif complex_tier and not set(profiles[i - 1].nouns) & set(profiles[i].nouns):
            out.append((3, i))
    return out


# a timestamp, date, time or path: worth quoting only when a later call uses it
_INCIDENTAL = re.compile(r"^\d{4}-\d{2}-\d{2}|^\d{1,2}:\d{2}|^\d{9,}(\.\d+)?$|[/\\]")
# an identifier (`element_description`, `sessionId`): a field name a mock echoed, not news
_IDENTIFIER = re.compile(r"^[a-z]+(_[a-z0-9]+)+$|^[a-z]+[A-Z][A-Za-z]*$")


_SEEN: dict[tuple[int, bool], tuple[MockOutput, list[Any]]] = {}


_TAGGED = re.compile(r"\s*<(?:!DOCTYPE|html|head|body|title|h[1-6]|p|div|main|header|nav|meta|a|span|li|ul)\b", re.I)
_BARE_TAGS = re.compile(r"^\s*(?:<[^>]*>\s*)+$")  # <head>, <meta charset="utf-8">: markup with no text


def _mock_values(mock: MockOutput, plain: bool = False, every: bool = False) -> list[Any]:
    """Short concrete values of a mock, the most citable first; `plain`: no timestamps or paths;
    `every`: all of them, not the first 8 (a value a later call takes may sit in the fourth record
    of a listing: the user must still name that one). Memoised per mock: turn splitting and citing
    ask for the same mocks again."""
    if every:
        return [v for v in concrete_values(mock.output) if len(norm_text(v)) >= 2 and len(str(v)) <= 80 and "\n" not in str(v)]
    hit = _SEEN.get((id(mock), plain))
    if hit is not None and hit[0] is mock:
        return hit[1]
    values = [v for v in concrete_values(mock.output) if len(norm_text(v)) >= 3 and len(str(v)) <= 60 and "\n" not in str(v)
              and not (plain and (_INCIDENTAL.search(str(v)) or _IDENTIFIER.match(str(v))))]
    diffs = [v for v in leaves(mock.output) if isinstance(v, str) and "diff --git " in v]
    if diffs:  # a diff is read by the files it changes, never by its "index 55d7c99..882f49f" header or a context line
        values = [v for v in values if not any(str(v) in d for d in diffs)]
        values = list(dict.fromkeys(m for d in diffs for m in re.findall(r"^\+\+\+ b/(\S+)$", d, re.M))) + values
    markup = [v for v in concrete_values(mock.output) if isinstance(v, str) and _TAGGED.match(v) and len(v) <= 60]
    if markup:  # a page's HTML: its title (or a heading) is what a person reads, never "<head>" or a charset
        values = [v for v in markup if not _BARE_TAGS.match(v)]
    out = sorted(values, key=lambda v: (not isinstance(v, str) or " " in v, -len(str(v))))[:8] if values else []
    out.sort(key=lambda v: not (isinstance(v, str) and v.startswith("<title>")))
    if len(_SEEN) > 4096:
        _SEEN.clear()
    _SEEN[(id(mock), plain)] = (mock, out)
    return out


def _listed_names(mock: MockOutput) -> list[str]:
    """The file names a text result lists ("name": "CHANGELOG.md" of a JSON tree, "- a/b/report.csv (size: 84)")."""
    names = []
    for v in leaves(mock.output):
        if isinstance(v, str):
            names += re.findall(r'"name": "([^"/]+\.\w+)"', v) + re.findall(r"^- \S*?([^/\s]+\.\w+)\b", v, re.M)
    return list(dict.fromkeys(names))


def _flat(args: dict) -> dict:
    """The arguments, a wrapper's fields among them (adobe's {"params": {"font": ...}})."""
    inner = next((a for a in args.values() if isinstance(a, dict)), None) if len(args) == 1 else None
    return {**args, **inner} if inner else args


def _uses(v: Any, args: dict) -> bool:
    said = str(v) if isinstance(v, int) and not isinstance(v, bool) else None  # milestone 125 listed, sent as "125"
    return any(v == a or (isinstance(a, list) and v in a) or said is not None and a == said for a in _flat(args).values())


def _beside_the_pick(v: Any, mock: MockOutput, taken: list[dict]) -> bool:
    """`v` is another entry of a listing one of whose entries an earlier call took: "Good, products-2024.03 is on the
    list." beside audit-2024.06, the index analyzed and then deleted "(the same index as before)" (seed 1424) points
    the reader at the wrong one."""
    from seer.harness.checks import leaves

    return any(x != v and not isinstance(x, bool) and _picked_before(x, taken, mock) for a in taken for x in leaves(a)
               if isinstance(x, (str, int)) and len(str(x)) > 2)


def _picked_before(v: Any, taken: list[dict], mock: MockOutput) -> bool:
    """`v` is one of several records a listing showed and an earlier turn's call took it: picked already (a reaction
    picking it again says nothing new; a value alone in its result is still worth naming: "OK, the ref is e2")."""
    from seer.generate.symbolic.build import _line_position
    from seer.generate.symbolic.disambiguate import pick_hint

    return any(_uses(v, a) for a in taken) and (bool(pick_hint(mock.output, v)[1]) or _line_position(mock.output, v) is not None)
    # (a text listing's line too: list_sessions' third session taken "by its place" is not "the one to use" again, 1419)


def _with_peers(v: Any, args: dict, mock: MockOutput) -> bool:
    """`v` goes into the call in a list beside another value of the same result: the call takes them together."""
    listed = {json.dumps(x, sort_keys=True) for x in _mock_values(mock, every=True)}
    return any(isinstance(a, list) and v in a and sum(json.dumps(x, sort_keys=True) in listed for x in a) > 1
               for a in _flat(args).values())


def _how_only(v: Any, args: dict) -> bool:
    """`v` sits in the call only under a how-parameter (by, strategy, action, mode)."""
    from seer.generate.symbolic.describe import _HOW
    from seer.generate.symbolic.lexicon import words

    names = [k for k, a in _flat(args).items() if v == a]
    return bool(names) and all(words(k) in _HOW for k in names)


def _scoped(v: Any, args: dict) -> bool:
    """`v` is only where the call runs (an index, a project, a session), not what it acts on."""
    from seer.generate.symbolic.world import scope_args

    names = [k for k, a in _flat(args).items() if v == a or (isinstance(a, list) and v in a)]
    return bool(names) and all(k in scope_args({k: v}) for k in names)


def split_turns(plan: Plan, links, profiles: list[Profile], mocks: list[MockOutput], rng: random.Random,
                multiturn: bool, calls: list[dict] | None = None) -> list[list[int]]:
    n = len(profiles)
    whole = [list(range(n))]
    if not multiturn or n < 2 or plan.kind != "normal":
        return whole

    def citable_before(i: int) -> bool:  # the next turn's user has something worth naming
        if any(_mock_values(m, plain=True) for m in mocks[:i]):
            return True
        return calls is not None and any(src < i and any(_uses(v, calls[i]) for v in _mock_values(mocks[src]))
                                         for src, _ in links[i].values())
    cands = [(r, i) for r, i in boundaries(links, profiles, plan.tier == "complex") if citable_before(i)]
    if not cands or (plan.tier == "simple" and rng.random() >= SIMPLE_SPLIT_SHARE):
        return whole
    cands.sort()
    cuts = [cands[0][1]]
    rest = [i for _, i in cands[1:] if i != cuts[0]]
    if plan.tier == "complex" and rest and n >= 4 and rng.random() < COMPLEX_THIRD_TURN:
        cuts.append(rest[0])
    cuts.sort()
    edges = [0, *cuts, n]
    return [list(range(a, b)) for a, b in zip(edges, edges[1:])]


def _line_value(v: Any) -> Any:
    """The value of a labelled line of a text result: "name: user:1042:profile" names user:1042:profile, which the
    user said already (seed 1332), so the line is no news either."""
    m = re.match(r"^[A-Za-z_][\w ]{0,30}: (\S.*)$", v) if isinstance(v, str) else None
    return m[1] if m else v


def citable(idxs: list[int], earlier: list[list[int]], links, mocks: list[MockOutput], calls: list[dict],
            said: str = "") -> tuple[Any, int | None, bool]:
    """(value, source call, used) a later turn's user names: preferably a value a call of this
    turn uses, else news from the latest earlier mock that is no timestamp or path (a value the
    user has not said already)."""
    before = {i for turn in earlier for i in turn}
    taken = [calls[j] for j in sorted(before)]  # a value an earlier turn's call took was picked there already: "Go with
    # the one titled X" again a turn after get_issue_details(X's number) is no news (seed 1380)
    for fresh in (True,):  # news only: a value the user said already is no pick to react to ("Good, repository path
        hits = []  # /home/gustavo/projects/mobile-app is the one to use" after the user gave that path)
        for i in idxs:
            for pname, (src, _edge) in links[i].items():
                if src in before:
                    held = _flat(calls[i]).get(pname)  # the value under the linked parameter: update_issue(issue_id=87)
                    for v in _mock_values(mocks[src], every=True):  # linked to an issue read is never "the state
                        # closed is the one we need" for its state argument (seed 1376)
                        if _uses(v, {pname: held}) and not (fresh and found(v, said)) and not _picked_before(v, taken, mocks[src]):
                            hits.append((_scoped(v, calls[i]), v, src))
        if not hits:
            for i in idxs:  # a value of this turn's calls that an earlier call returned, linked or not (not a number:
                for src in sorted(before, reverse=True):  # tolerance 26 is no pick of frame 26 of a track, "Of those 6, 26")
                    for v in _mock_values(mocks[src], every=True):
                        if _uses(v, calls[i]) and not (fresh and found(v, said)) and not isinstance(v, (int, float)) \
                                and not _how_only(v, calls[i]) and not _picked_before(v, taken, mocks[src]):  # by=xpath in
                            # both: the way each looks, nothing handed on
                            hits.append((_scoped(v, calls[i]), v, src))
        if not hits:  # read_file(.../ledger-api/CHANGELOG.md) after a tree that lists the file by its name alone
            for i in idxs:
                for _, (src, _edge) in links[i].items():
                    for name in _listed_names(mocks[src]) if src in before else ():
                        if any(isinstance(x, str) and x.endswith("/" + name) for a in _flat(calls[i]).values()
                               for x in (a if isinstance(a, list) else [a])) \
                                and not (fresh and found(name, said)):
                            hits.append((False, name, src))
        if hits:  # the thing the call acts on (the alias), before where it lives (its index)
            _, v, src = min(hits, key=lambda h: h[0])
            together = any(_with_peers(v, calls[i], mocks[src]) for i in idxs)  # group_objects(uuids=[both listed]): no
            return v, src, not together  # "Of those 2, <one> is the one" for a call that takes them all (seed 1338)
    fallback: tuple[Any, int | None, bool] = (None, None, False)
    for plain in (True, False):
        for src in sorted(before, reverse=True):
            values = _mock_values(mocks[src], plain=plain)
            news = [v for v in values if not found(v, said) and not found(_line_value(v), said)
                    and not _beside_the_pick(v, mocks[src], taken)]
            if news:
                return news[0], src, False
            if fallback[0] is None and values:
                fallback = (values[0], src, False)
    return fallback
