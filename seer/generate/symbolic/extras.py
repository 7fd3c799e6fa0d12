"""Extra fields (a Python `**kwargs` surfaced as a JSON string, an `extra`/`options` object) never
repeat a field the tool takes on its own: update_issue(title="Investigate audit log ...",
kwargs='{"title": "Fix login timeout on Safari"}') gives one field two values."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.lexicon import words

_EXTRA_WORDS = frozenset({"kwargs", "extra", "extras", "options", "opts", "additional", "filters"})
_OPTION = re.compile(r"^\s*-\s*(\w+):\s*(.*)$", re.M)
# fields an extra bag may carry instead, per the thing the tool acts on, in order of how commonly a person sets them
_INSTEAD = {"issue": ({"labels": ["bug", "backend"]}, {"confidential": True}, {"due_date": "2026-03-31"}, {"weight": 3}),
            "request": ({"squash": True}, {"remove_source_branch": True}, {"labels": ["needs-review"]}, {"draft": True}),
            "comment": (),  # a comment has no labels, draft or visibility of its own: no extra fields
            "milestone": ({"start_date": "2026-01-05"},),
            "project": ({"visibility": "private"}, {"default_branch": "main"}, {"description": "Internal tooling for the checkout team"}),
            "": ({"labels": ["bug", "backend"]}, {"description": "Rebased on main; ready for review"})}


def _norm(key: str) -> str:
    return "_".join(words(key))


def _stem(key: str) -> str:
    """state_event and state, milestone_id and milestone: one field of the thing."""
    return (words(key) or [""])[0]


def fit_extras(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    done = _documented(p, args, forced, rng)
    own = {_stem(x.name) for x in p.params if len(x.path) == 1}
    noun = next((n for n in ("comment", "milestone", "request", "issue", "project") if n in p.nouns or n in words(p.name)), "")
    for x in p.params:
        if len(x.path) != 1 or x.name in forced or x.name in done or not set(words(x.name)) & _EXTRA_WORDS or x.name not in args:
            continue
        value, as_text = args[x.name], isinstance(args[x.name], str)
        try:
            bag = json.loads(value) if as_text else value
        except ValueError:
            bag = None
        if as_text and not isinstance(bag, dict) and x.core.get("title") == x.name:  # pydantic's **kwargs as a string:
            fitting = [d for d in _INSTEAD[noun] if not {_stem(k) for k in d} & (own - {_stem(x.name)})]  # a JSON bag of
            args[x.name] = json.dumps(dict(rng.choice(fitting))) if fitting else "{}"  # fields, never the word "state"
            continue
        if not isinstance(bag, dict) or not bag:
            continue
        mine = own - {_stem(x.name)}
        fitting = [d for d in _INSTEAD[noun] if not {_stem(k) for k in d} & mine]
        kept = {k: v for k, v in bag.items() if _stem(k) not in mine}
        if noun and kept and not any(set(kept) <= set(d) for d in _INSTEAD[noun]):
            kept = {}  # an issue has no visibility: a field of the thing the tool acts on
        if kept == bag:
            continue
        kept = kept or (dict(rng.choice(fitting)) if fitting else {})
        args[x.name] = json.dumps(kept) if as_text else kept


_FILTERS = {"commit": ({"since": "2025-01-01"}, {"author": "dana"}),
            "request": ({"state": "opened"}, {"author_username": "dana"}, {"labels": "bug"}),
            "issue": ({"labels": "bug"}, {"assignee_username": "dana"}, {"state": "opened"}),
            "project": ({"visibility": "private"}, {"search": "billing"}, {"archived": False}),
            "": ({"search": "billing"},)}


def _documented(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> set[str]:
    """get_merge_request_diff(options="orders-merge"): a **options string holds the options its docstring lists
    ("- format: Response format ('json', 'unified')" -> {"format": "unified"}); **filters, a filter of the thing listed."""
    desc = p.tool.description or ""
    done: set[str] = set()
    for x in p.params:
        kwargs = x.core.get("title") == x.name and x.name in ("filters", "options")  # pydantic's title of a **filters
        if len(x.path) != 1 or x.name in forced or not isinstance(args.get(x.name), str) or f"**{x.name}" not in desc and not kwargs:
            continue
        block = desc.split(f"**{x.name}", 1)[1].split("Returns:", 1)[0] if f"**{x.name}" in desc else ""
        bag: dict[str, Any] = {}
        for key, text in _OPTION.findall(block):
            choices = re.findall(r"'([^']+)'", text.split(" - default")[0])
            default = re.search(r"default:\s*'?(\w+)", text)
            if len(choices) > 1:
                bag[key] = next((c for c in choices if not default or c != default[1]), choices[0])
            elif "(bool)" in text and default:
                bag[key] = default[1].lower() != "true"
            if bag:
                break  # one option set, as a person would
        if not bag and "filter" in x.name:
            noun = next((n for n in ("commit", "request", "issue", "project") if n in p.nouns or n in words(p.name)), "")
            own = {_stem(y.name) for y in p.params if len(y.path) == 1 and y is not x}
            fitting = [d for d in _FILTERS[noun] if not {_stem(k) for k in d} & own]  # not the state it takes itself
            bag = dict(rng.choice(fitting)) if fitting else {}
        if bag:
            args[x.name] = json.dumps(bag)
            done.add(x.name)
    return done
