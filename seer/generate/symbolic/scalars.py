"""Numbers and strings that satisfy their schema and look right for their names."""

from __future__ import annotations

import random
import re
from datetime import date, timedelta

from seer.generate.symbolic import vocab
from seer.generate.symbolic.lexicon import words
from seer.generate.symbolic.regex_gen import string_for_pattern


def _bounds(schema: dict, integer: bool) -> tuple[float | None, float | None]:
    lo, hi = schema.get("minimum"), schema.get("maximum")
    step = 1 if integer else 0.01
    ex_lo, ex_hi = schema.get("exclusiveMinimum"), schema.get("exclusiveMaximum")
    if isinstance(ex_lo, bool):  # draft 4: a flag on minimum
        ex_lo = lo if ex_lo else None
    if isinstance(ex_hi, bool):
        ex_hi = hi if ex_hi else None
    if ex_lo is not None:
        lo = max(lo, ex_lo + step) if lo is not None else ex_lo + step
    if ex_hi is not None:
        hi = min(hi, ex_hi - step) if hi is not None else ex_hi - step
    return lo, hi


_COUNTING = frozenset("limit count page offset top k num results per depth".split())  # a tree's depth is in levels
_NOT_COUNTED = frozenset("ratio percent percentage seconds secs ms timeout delay duration threshold score scale weight".split())


_FRACTIONS = frozenset("threshold confidence similarity probability tolerance ratio score alpha".split())
_CLOSED_SET = frozenset("fps framerate axis bpm decimal decimals precision resolution dpi ppi timeout ahead behind ttl "
                         "expire expiration expiry".split())  # 24, 25, 30 or 60
# fps: never 19; 72, 150 or 300 ppi: never 493; a wait for an element of 5000 ms, never 663 ms


def counts(schema: dict, ws: list[str]) -> bool:
    """A number that counts things (a limit, a page, "Number of messages to retrieve") is whole."""
    desc = str(schema.get("description") or "").lower()
    if set(ws) & _NOT_COUNTED or schema.get("multipleOf") not in (None, 1):
        return False
    return bool(set(ws) & _COUNTING) or bool(re.match(r"\s*(?:the\s+)?(?:max(?:imum)?\s+)?number of\b|\s*how many\b", desc))


def number_value(schema: dict, ws: list[str], integer: bool, rng: random.Random) -> int | float:
    """Within the schema's bounds; within the name's usual range (x, width, limit, port...) where
    the two overlap, else in the schema's own range."""
    if set(ws) & {"bit", "bits"} and set(ws) & {"depth", "channel", "per"}:  # a bit depth is 8, 16 or 32, never 13
        closed = [v for v in (8, 16, 32) if (s := _bounds(schema, True)) and (s[0] is None or v >= s[0]) and (s[1] is None or v <= s[1])]
        if closed:
            return rng.choice(closed)
    if re.search(r"\b0\s*(?:=|means|for)\s*all\b", str(schema.get("description") or ""), re.I):
        few = [v for v in (0, 1, 2) if (b := _bounds(schema, True)) and (b[0] is None or v >= b[0]) and (b[1] is None or v <= b[1])]
        if few:  # LREM's count "0 = all, positive = from head": 0, 1 or 2, never 35
            return rng.choice(few)
    if re.search(r"\b(?:pagination|paging|items to skip|results to skip)\b", str(schema.get("description") or ""), re.I):
        pages = [v for v in (0, 10, 20, 50) if (b := _bounds(schema, True)) and (b[0] is None or v >= b[0]) and (b[1] is None or v <= b[1])]
        if pages:  # a page's offset: the next page of 20, never item 770
            return rng.choice(pages)
    if set(ws) & {"position", "place", "order"} and re.search(r"\b(?:index|reorder|stack(?:ing)?|z-?order)\b",
                                                                str(schema.get("description") or ""), re.I):
        places = [v for v in range(0, 8) if (b := _bounds(schema, True)) and (b[0] is None or v >= b[0]) and (b[1] is None or v <= b[1])]
        if places:  # adobe_ps_layers(position) "Position index for reorder": a place in a layer stack is one of its
            return rng.choice(places[1:] or places)  # first few, never 540 (a coordinate's range; seed 1510)
    integer = integer or counts(schema, ws)  # slack limit {"type": "number"}: 6 messages, never 6.7
    h_lo, h_hi = vocab.hint_range(ws)
    s_lo, s_hi = _bounds(schema, integer)
    unit = [w for w in words(str(schema.get("description") or "")) if w in ("milliseconds", "ms")][:1]
    default = schema.get("default")
    if not unit and isinstance(default, (int, float)) and not isinstance(default, bool) and default >= 1000 \
            and set(ws) & {"timeout", "delay", "wait", "interval", "duration"}:
        unit = ["ms"]  # timeout defaulting to 10000 counts milliseconds: 15 would be 15 ms
    scaled = s_lo is None and s_hi is None and isinstance(default, (int, float)) and not isinstance(default, bool) and 0 < default
    if scaled and set(ws) & {"depth"}:  # ai_track_frames(max_depth) defaulting to 99: a few levels, never 140
        return rng.choice((2, 3, 5))
    if scaled and integer and default >= 100 and not unit:  # limit defaulting to 4000: 1000, 2000 or 8000, never 11521
        return rng.choice((int(default // 4), int(default // 2), int(default * 2)))
    if scaled:
        s_lo, s_hi = (default / 4, default * 4) if integer is False else (max(1, int(default // 4)), int(default * 4))  # the default's scale:
        if not integer:  # ae_behave(amount) defaults to 0.4: 0.25 or 0.8, never 619.41
            s_lo, s_hi = round(s_lo, 2), round(s_hi, 2)
            if default < 1 and set(ws) & _FRACTIONS:  # a match threshold of 0.35 is a share: 0.5, never 1.003
                s_hi = min(s_hi, 0.95)
    typical = [v for v in vocab.typical_numbers(unit + ws) if (s_lo is None or v >= s_lo) and (s_hi is None or v <= s_hi)
               and (not schema.get("multipleOf") or v % schema["multipleOf"] == 0)]
    if typical and (rng.random() < 0.85 or set(ws) & _CLOSED_SET or {"frame", "rate"} <= set(ws)):
        return rng.choice(typical)
    lo = h_lo if s_lo is None else max(h_lo, s_lo)
    hi = h_hi if s_hi is None else min(h_hi, s_hi)
    if lo > hi:  # the name's range misses the schema's: stay inside the schema
        width = h_hi - h_lo
        lo = s_lo if s_lo is not None else s_hi - width
        hi = s_hi if s_hi is not None else s_lo + width
    if integer:
        a, b = int(-(-lo // 1)), int(hi // 1)
        value: int | float = rng.randint(a, b) if a <= b else int(round(lo))
    elif hi - lo >= 2 and float(lo).is_integer():
        value = rng.randint(int(lo), int(hi))
    else:
        value = round(rng.uniform(lo, hi), 3 if hi - lo < 2 else 2)
        value = min(max(value, lo), hi)
    step = schema.get("multipleOf")
    if step:
        k = max(-(-lo // step), min(round(value / step), hi // step))
        value = k * step
        value = int(value) if integer or float(value).is_integer() else round(value, 10)
    return value


def string_value(schema: dict, ws: list[str], rng: random.Random) -> str:
    from seer.generate.symbolic.values import fits

    fmt = schema.get("format")
    pattern = schema.get("pattern")
    value = None
    if fmt:
        for _ in range(8 if pattern else 1):  # a format and a pattern: find a formatted value the pattern takes
            value = _format_value(fmt, rng)
            if value is None or not pattern or fits({"pattern": pattern}, value):
                break
    if value is None:
        desc = schema.get("description")
        value = (vocab.hint_string(ws, rng) or (vocab.hint_string(words(desc)[:8], rng) if isinstance(desc, str) else None)
                 or vocab.free_text(rng))
    if pattern and not fits({"pattern": pattern}, value):
        for _ in range(6):
            cand = string_for_pattern(pattern, rng)
            if cand is not None and fits({"pattern": pattern}, cand):
                value = cand
                break
    lo, hi = schema.get("minLength", 0), schema.get("maxLength")
    if len(value) < lo:
        if pattern:
            value = value + "x" * (lo - len(value))
        else:
            while len(value) < lo:
                value = f"{value} {vocab.free_text(rng)}"
            value = value[: max(lo, hi or lo)].rstrip() if hi else value
            value = value + "x" * (lo - len(value))
    if hi is not None and len(value) > hi:
        value = value[:hi]
    return value


def _format_value(fmt: str, rng: random.Random) -> str | None:
    day = date(2023, 1, 1) + timedelta(days=rng.randint(0, 4 * 365))
    return {
        "email": f"{rng.choice(vocab.PEOPLE)}@{rng.choice(vocab.DOMAINS)}",
        "idn-email": f"{rng.choice(vocab.PEOPLE)}@{rng.choice(vocab.DOMAINS)}",
        "uri": f"https://{rng.choice(vocab.DOMAINS)}/{rng.choice(['docs', 'login', 'reports/2024'])}",
        "url": f"https://{rng.choice(vocab.DOMAINS)}/{rng.choice(['docs', 'login', 'reports/2024'])}",
        "iri": f"https://{rng.choice(vocab.DOMAINS)}/{rng.choice(['docs', 'login'])}",
        "uri-reference": f"/{rng.choice(['docs', 'login', 'reports/2024'])}",
        "date": day.isoformat(),
        "date-time": f"{day.isoformat()}T{rng.randint(7, 19):02d}:{rng.choice([0, 15, 30, 45]):02d}:00Z",
        "time": f"{rng.randint(7, 19):02d}:{rng.choice([0, 15, 30, 45]):02d}:00",
        "duration": f"PT{rng.randint(1, 12)}H",
        "uuid": "-".join("".join(rng.choice("0123456789abcdef") for _ in range(n)) for n in (8, 4, 4, 4, 12)),
        "ipv4": f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
        "ipv6": f"fd00::{rng.randint(1, 9999):x}",
        "hostname": f"{rng.choice(['db01', 'api', 'cache'])}.{rng.choice(vocab.DOMAINS)}",
        "regex": rng.choice(["^ERROR", "user-\\d+", "\\.md$"]),
        "json-pointer": rng.choice(["/items/0", "/settings/theme"]),
    }.get(fmt)
