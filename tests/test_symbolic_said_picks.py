"""A value taken from an earlier listing is one the user said or singled out (the s28 calibration reading: clean
records the semantic judge rightly flagged hid the wrong_call_id mutants made on them)."""

from __future__ import annotations

from seer.harness.checks import found, leaves, norm_text
from seer.judge.semantic_flow import wrong_pick
from tests.test_symbolic_mock_round_s26 import _shared, _steps


def _said_before(s, call: int) -> str:
    """The user's words up to and including the turn that asks for call `call`."""
    turn = next(t for t, tn in enumerate(s.conversation) if call in tn.calls)
    return norm_text(" ".join(tn.user for tn in s.conversation[:turn + 1]))


def test_a_listed_layer_an_optional_argument_takes_is_said():
    """illustrator n020-a7d875fa (seed 1): "Next, duplicate objects." sent duplicate_objects(target_layer='Logo'), a
    layer of the structure listed before and never named: no agent sends an optional layer it was not asked for. The
    user names it ("(the target layer Logo from that list)"), as for a required one listed among others."""
    seen = 0
    for s in _shared("illustrator", seeds=range(6)):
        steps = _steps(s)
        for i, (tool, args, _mock) in enumerate(steps):
            layer = args.get("target_layer")
            listed = [v for _t, _a, m in steps[:i] for v in leaves(m.output)]
            if tool not in ("duplicate_objects", "move_to_layer") or not isinstance(layer, str) or layer not in listed:
                continue
            seen += 1
            assert found(layer, _said_before(s, i)), (s.id, tool, args, [t.user for t in s.conversation])
    assert seen >= 3


def test_a_branch_listing_lists_branches_and_a_base_branch_is_one_of_them():
    """git-official n003-069d2f9a: git_branch answered {"name": "hotfix/payment-rounding", "base_branch":
    "feature/search-filters"} (git_create_branch's base_branch need filed as a field of its own) and git_checkout then
    took the base branch, a branch no listing showed by name. A listed branch is its name; a base branch taken from
    the listing is a listed name."""
    seen = 0
    for s in _shared("git-official", seeds=range(6)):
        steps = _steps(s)
        for i, (tool, args, mock) in enumerate(steps):
            if tool == "git_branch" and not mock.is_error:
                assert all("base_branch" not in b for b in mock.output.get("branches", [])), mock.output
            if tool in ("git_create_branch", "git_checkout"):
                names = [b["name"] for _t, _a, m in steps[:i] if _t == "git_branch" and not m.is_error
                         for b in m.output.get("branches", [])]
                value = args.get("base_branch" if tool == "git_create_branch" else "branch_name")
                if names and value not in names:
                    assert found(value, _said_before(s, i)), (s.id, tool, args, names)  # a branch of the user's own
                seen += bool(names)
    assert seen >= 3


def test_a_pick_by_a_listed_number_singles_out_its_record():
    """mograph n010-72eec516: "move items 68 and 77 into a layer (take the layer listed with item count 14)" picks
    Guides; the judge read only words as picks and flagged Guides as not the layer the text singled out."""
    out = {"layers": [{"name": "Artwork", "item_count": 5}, {"name": "Guides", "item_count": 14}, {"name": "Logo", "item_count": 8}]}
    told = "of those 3, artwork is the one. use it to activate a layer, then move items into a layer (take the layer listed with item count 14)."
    assert wrong_pick("Guides", [out], told, "layer") is None
    assert wrong_pick("Logo", [out], told, "layer") is not None  # the other one is still a wrong pick
    assert wrong_pick("Guides", [out], "of those 3, artwork is the one. move items 14 into a layer.", "layer") is not None


def test_a_thing_handed_on_as_itself_is_that_thing():
    """Round 916 [10]: "make a folder called Solids, and once that's done, move project items 91, with the folder from
    the folder": a folder handed on from the call that made it is "that folder"."""
    import re

    twice = re.compile(r"\bthe (\w+) from the (?:new )?\1\b", re.I)
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=(*range(4), 916)):
        for turn in s.conversation:
            seen += 1
            assert not twice.search(turn.user), (s.id, turn.user)
    assert seen


def test_getting_a_record_is_never_pulling_it():
    """The run's own tickets spec: "pull a ticket (for the key, take the first one it lists)" for get_ticket, which the
    semantic judge read as no call for get_ticket: "pull" is git's verb; getting a record is "pull up"."""
    import re

    from pathlib import Path

    from seer.generate.base import GenerationPlan
    from seer.generate.symbolic import SymbolicEngine
    from seer.harness.model import Scenario
    from seer.spec.load import load_spec

    import seer.examples

    spec = load_spec(Path(seer.examples.__file__).parent / "specs" / "tickets.json")
    seen = 0
    for seed in range(6):
        for s in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)):
            if isinstance(s, Scenario):
                for turn in s.conversation:
                    seen += 1
                    assert not re.search(r"\bpull (?:a|an|the|one)\b", turn.user, re.I), (s.id, turn.user)
    assert seen > 50
