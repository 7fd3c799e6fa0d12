"""Helpers of listings.py: values of a listed value's form, JSON filters, distinct numbers, date bounds, pattern matches."""

from __future__ import annotations

import random
import re
from datetime import timedelta
from typing import Any

from seer.generate.symbolic.lexicon import words


def _json_object(v: Any) -> dict:
    """A JSON object passed as a string (filters='{"search": "billing"}'), else {}."""
    import json

    if not (isinstance(v, str) and v.startswith("{")):
        return {}
    try:
        d = json.loads(v)
    except ValueError:
        return {}
    return d if isinstance(d, dict) else {}


def _like(value: Any, rng: random.Random) -> Any:
    """Another value of `value`'s form (U00SNP1JYF -> U7KQ2M0ZRA, 4411 -> 4637), None for words or prose. A key's words stay
    words, only its numbered parts change (user:1042:profile -> user:5726:profile, never ugft:5726:kzpmwse)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return rng.randint(max(1, value // 2), value * 2 + 9)
    if isinstance(value, str) and value.startswith(("http://", "https://")):
        from seer.kinds.web import make_url

        return make_url(rng)
    if not isinstance(value, str) or not value or " " in value or not re.fullmatch(r"[\w:.-]+", value) or value.isalpha():
        return None
    parts = re.split(r"([:._-])", value)
    if len(parts) > 1 and any(re.fullmatch(r"[A-Za-z]{2,}", x) for x in parts) and not any(re.search(r"\d", x) for x in parts):
        return None  # words only (rapid-beacon): no twin made of random letters
    worded = len(parts) > 1 and any(re.fullmatch(r"[A-Za-z]{2,}", x) for x in parts)  # product:sku-1048 -> product:sku-4821
    return "".join(x if x in ":._-" or worded and not re.search(r"\d", x) else _same_form(x, rng, keep_first=i == 0 or worded)
                   for i, x in enumerate(parts))


def _same_form(x: str, rng: random.Random, keep_first: bool) -> str:
    """Another run of `x`'s characters, class by class: digits stay digits, hex stays hex (8f3a2c), a Slack id keeps its
    leading letter (U00SNP1JYF -> U7KQ2M0ZRA)."""
    import string

    if re.fullmatch(r"[0-9a-f]+", x) and re.search(r"\d", x):
        pool = "0123456789" if x.isdigit() else "0123456789abcdef"
        return "".join(rng.choice(pool) for _ in x)
    pools = (string.ascii_uppercase, string.ascii_lowercase, string.digits)
    head = x[:1] if keep_first and x[:1].isalpha() else ""
    return head + "".join(next((rng.choice(p) for p in pools if c in p), c) for c in x[len(head):])


def _distinct_numbers(records: list[dict]) -> None:
    """Two milestones of one listing never share an iid (nor two issues a number): a repeat is the next free one."""
    for f in ("id", "iid", "number"):
        seen: set[int] = set()
        for rec in records:
            v = rec.get(f)
            if isinstance(v, int) and not isinstance(v, bool):
                while v in seen:
                    v += 1
                rec[f] = v
                seen.add(v)


def _within_bounds(records: list[dict], args: dict[str, Any], rng: random.Random, now: Any) -> None:
    """A listing asked for things created after (or updated before) a date holds none outside it:
    GW-1936 updated 2024-07-19 is no ticket of "created after 2025-01-06" (nor one later than now)."""
    for k, v in args.items():
        ws = set(words(k))
        timed = bool(ws & {"timestamp", "date", "time", "datetime"})  # git_log(end_timestamp=...): an end is an "until"
        later = bool(ws & {"after", "since"} or timed and ws & {"start", "from"})
        earlier = bool(ws & {"before", "until"} or timed and ws & {"end", "to"})
        bound = _moment(v) if isinstance(v, str) and (later or earlier) else None
        if bound is None or later and bound >= now:
            continue
        for rec in records:
            for f, x in rec.items():
                t = _moment(x) if isinstance(x, str) and words(f)[-1:] in (["at"], ["date"], ["time"]) else None
                if t is None or (bound <= t <= now if later else t <= bound):
                    continue
                if later:
                    shifted = min(bound + timedelta(days=rng.randint(0, max(0, (now - bound).days)), hours=rng.randint(0, 9)), now)
                else:
                    shifted = bound - timedelta(days=rng.randint(1, 120), hours=rng.randint(0, 9))
                rec[f] = shifted.strftime("%Y-%m-%dT%H:%M:%SZ") if "T" in x else shifted.strftime("%Y-%m-%d")


def _moment(v: str) -> Any:
    from datetime import datetime, timezone

    try:
        t = datetime.fromisoformat(v.replace("Z", "+00:00"))
    except ValueError:
        return None
    return t if t.tzinfo else t.replace(tzinfo=timezone.utc)


def _match_text(body: Any) -> list[str]:
    """The texts a query DSL body matches on (match / match_phrase / query_string)."""
    out: list[str] = []
    if isinstance(body, dict):
        for k, v in body.items():
            if k in ("match", "match_phrase") and isinstance(v, dict):
                out += [x if isinstance(x, str) else x.get("query") for x in v.values() if isinstance(x, str) or isinstance(x, dict) and isinstance(x.get("query"), str)]
            elif k == "query_string" and isinstance(v, dict) and isinstance(v.get("query"), str):
                out.append(v["query"])
            else:
                out += _match_text(v)
    return out


_FILL = ("2024.01", "2024.02", "eu", "v2", "archive", "prod", "2025.06")


def _matching(records: list[dict], head: str, pattern: str, rng: random.Random) -> list[dict]:
    """Listed records whose name the call's pattern matches: `orders-*` lists orders-2024.01,
    orders-eu; a pattern without a wildcard names one record."""
    import fnmatch

    if not any(c in pattern for c in "*?["):  # the record of that name, else a fresh one (the world lists known ones first)
        named = next((r for r in records if r.get(head) == pattern), records[-1])
        named[head] = pattern
        return [named]
    fills = list(_FILL)
    rng.shuffle(fills)
    seen: set[str] = set()
    for rec, fill in zip(records, fills):
        if not fnmatch.fnmatchcase(str(rec[head]), pattern):
            rec[head] = re.sub(r"\[[^\]]*\]", "a", pattern).replace("*", fill, 1).replace("*", "").replace("?", "x")
    out = []
    for rec in records:
        if rec[head] not in seen:
            seen.add(rec[head])
            out.append(rec)
    return out


def shown_handle(record: dict, slot: str, value: Any, need: Any, args: dict[str, Any], earlier: list[int]) -> Any:
    """The handle a record an earlier call showed already has, in the form the consumer takes it (None: the record is new,
    the value was the call's own argument, or the held value does not fit)."""
    from seer.generate.symbolic.values import fits

    held = record.get(slot)
    if id(record) not in earlier or held is None or held == value or isinstance(held, (bool, dict, list)) or value in args.values():
        return None
    shown = str(held) if isinstance(value, str) and isinstance(held, int) else held
    return shown if type(shown) is type(value) and fits(need.param.item_schema, shown) else None
