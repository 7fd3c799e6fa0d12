"""A call that sets up a standing rule answers the rule: intercept_requests(pattern='**/analytics/*') ("Register a URL
pattern for network interception (log or block)") answered a network request to https://shop.example.com/api/session
with status 404, a record of the noun it will watch, made up and off its own pattern. Now it answers the rule it
registered: its id, the pattern, what it does with a match, that it is active, and that nothing has matched yet."""

from __future__ import annotations

import random
from typing import Any

from seer.generate.symbolic.lexicon import words
from seer.kinds.infer import contexts

_SETS_UP = frozenset({"register", "block", "route", "watch", "listen", "throttle"})  # "Intercept the requests that match"
# answers the requests it caught (test_symbolic_mock_content); "Register a URL pattern for interception" the rule
_PATTERN = frozenset({"pattern", "glob", "regex", "url", "match", "filter"})


def standing_rule(p: Any, args: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    first = words((p.tool.description or "").split("\n", 1)[0])[:1]
    if p.read or "kv" in contexts(*p.ctx) or not {w.lower() for w in first} & _SETS_UP:
        return None
    pattern = next((v for k, v in args.items() if isinstance(v, str) and set(words(k)) & _PATTERN), None)
    if pattern is None:
        return None
    does = next((v for k, v in args.items() if k in ("action", "mode", "op") and isinstance(v, str)), None)
    rule = {"ok": True, "id": "rule_" + "".join(rng.choice("0123456789abcdef") for _ in range(8)), "pattern": pattern}
    return {**rule, **({"action": does} if does else {}), "active": True, "matched": 0,
            **{k: v for k, v in args.items() if k not in rule and k not in ("action", "mode", "op") and isinstance(v, (str, int, bool))}}
