"""Session 45: the reading rounds' fixes (rounds 1380-): each test names the record that was absurd."""

from __future__ import annotations

import re

from seer.generate.symbolic.rendering import label
from seer.harness.checks import leaves
from tests.test_symbolic_round_s36 import _shared

_PICK = re.compile(r'the one (?:titled|named|saying) ("[^"]+"|\S+?)(?: is| from|\.|$)')


def test_a_pick_made_in_an_earlier_turn_is_not_made_again():
    """git-mcp-server n002-710243aa (seed 1380): list_all_issues, then "I'll take the one titled "Document password reset
    email in the nightly job" from that list. After that, get the issue details", and the next turn, after
    get_issue_details answered that one issue, "Go with the one titled "Document password reset email in the nightly
    job"." again: a pick among one. A later turn reacts to what the last turn brought back."""
    turns = 0
    for name in ("git-mcp-server", "slack", "elasticsearch-py", "redis-mcp-redis"):
        for s in _shared(name, seeds=[*range(0, 3), 1380]):
            picked: set[str] = set()
            for t in s.conversation[1:]:
                turns += 1
                first = re.split(r"(?<=[.!?])\s", t.user)[0]
                for who in _PICK.findall(first):
                    assert who not in picked, (s.id, who, t.user)
                    picked.add(who)
    assert turns >= 100, turns


def test_a_value_an_earlier_turn_took_is_the_same_one_not_picked_again():
    """git-mcp-server n009-4c8c4600 (seed 1380): "look up diff/changes (for the project, take the third one it lists)",
    then the next turn "The one named search-indexer is the one I want. OK, close an issue" and, with that reaction
    gone, "close an issue (take the project ID listed with name search-indexer)": the project was picked a turn before.
    A value an earlier turn's call took is "the same project as before"."""
    same = 0
    for name in ("git-mcp-server", "slack", "elasticsearch-py"):
        for s in _shared(name, seeds=[*range(0, 3), 1380]):
            for t, turn in enumerate(s.conversation):
                earlier = [s.expected_tools[j].arguments for u in s.conversation[:t] for j in u.calls]
                for i in turn.calls:
                    for pname, v in s.expected_tools[i].arguments.items():
                        if not isinstance(v, (str, int)) or not any(a.get(pname) == v for a in earlier):
                            continue
                        assert f"(take the {label('$.' + pname)} listed with" not in turn.user, (s.id, pname, turn.user)
                        same += f"(the same {re.sub(r' (ID|name)$', '', label('$.' + pname))} as before)" in turn.user
    assert same >= 10, same


def test_a_switch_in_an_options_group_is_named_by_its_group():
    """selenium n004-ea5fcd2e (seed 1380): file_upload(expectation={"diffOptions": {"enabled": true}}) was asked as
    "(ref e239 and enabled turned on)", and pdf_generate "with format Legal and enabled turned on": enabled says nothing
    without what it enables. Now "diff turned on". And set_stealth_mode(enabled=true) (seed 0): "enable the stealth mode
    with enabled turned on" says the switch twice: the verb says it."""
    switched = 0
    for s in _shared("selenium", seeds=[*range(0, 4), 1380]):
        for t in s.conversation:
            assert not re.search(r"\benabled (turned )?(on|off)\b", t.user), (s.id, t.user)
            for i in t.calls:
                if s.expected_tools[i].tool == "set_stealth_mode" and s.kind == "normal":
                    switched += 1
                    verb = "enable" if s.expected_tools[i].arguments["enabled"] else "disable"
                    assert re.search(rf"\b{verb} the stealth mode\b", t.user, re.I), (s.id, t.user)
            for i in t.calls:
                opts = s.expected_tools[i].arguments.get("expectation", {}).get("diffOptions", {})
                if isinstance(opts.get("enabled"), bool) and s.kind == "normal":
                    switched += 1
                    assert re.search(r"\bdiff (turned )?(on|off)\b", t.user), (s.id, t.user)
    assert switched >= 3, switched
