"""Times that agree with the scenario's present moment (`World.now`): nothing a call states or a
mock returns lies in the future, and a thread's replies come after the message they answer.

A time later than now moves back by a fixed rule of its own value (not a random draw), so the
same stated time maps to the same past time in every argument and mock of the scenario.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone
from typing import Any

from seer.generate.symbolic.lexicon import words
from seer.harness.checks import objects

_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$")
_TS = re.compile(r"^1[5-9]\d{8}\.\d{6}$")  # a Slack message timestamp
_SPAN = 300 * 86_400  # a moved time lands within the 300 days before now


def _back(seconds_ahead: float) -> float:
    """How far before now a time `seconds_ahead` in the future is put (1 hour .. 300 days)."""
    return 3_600 + (seconds_ahead * 7_919) % _SPAN


def settle_value(value: Any, now: datetime) -> Any:
    """`value` if it is no time or not later than now, else the same kind of string in the past."""
    if not isinstance(value, str):
        return value
    if _TS.match(value):
        t = float(value)
        if t <= now.timestamp():
            return value
        return f"{int(now.timestamp() - _back(t - now.timestamp()))}.{value.split('.')[1]}"
    parsed = _parse_iso(value)
    if parsed is None:
        return value
    moment, aware = parsed
    if len(value) == 10:  # a date: later than today's date only
        if moment.date() <= now.date():
            return value
        return (now - timedelta(seconds=_back((aware - now).total_seconds()))).date().isoformat()
    if aware <= now:
        return value
    return _written_like(value, moment, now - timedelta(seconds=_back((aware - now).total_seconds())))


def _parse_iso(value: Any) -> tuple[datetime, datetime] | None:
    """(as written, made timezone-aware: UTC when naive) for an ISO time or date string; None otherwise."""
    if not isinstance(value, str) or not _ISO.match(value):
        return None
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment, moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def _written_like(value: str, moment: datetime, when: datetime) -> str:
    """`when` written as `value` is: its timezone (or none), a Z suffix, no seconds for "2026-05-01T10:00"."""
    if not moment.tzinfo:
        return when.astimezone(timezone.utc).replace(tzinfo=None, microsecond=0).isoformat()[:16 if len(value) == 16 else None]
    text = when.astimezone(moment.tzinfo).replace(microsecond=0).isoformat()
    return text.replace("+00:00", "Z") if value.endswith("Z") else text[:16] if len(value) == 16 else text


# times that may lie ahead: a due date, an event's start, an expiry, a time being converted
AHEAD = frozenset("due deadline start starts end ends expires expiry expiration scheduled schedule until next eta "
                  "target source datetime time".split())


_TEXT_TIME = re.compile(r"(?m)(\b\w+): (\d{4}-\d{2}-\d{2}T[\d:]+(?:Z|[+-]\d{2}:\d{2})?)")


_LISTED_TIME = re.compile(r"(?m)^- (\d{4}-\d{2}-\d{2}T[\d:]+(?:Z|[+-]\d{2}:\d{2})?) \(")


def _settle_text(value: str, now: datetime) -> str:
    """A text-format result ("started_at: 2026-05-03T14:00:00Z") settles its times like a record."""
    value = _TEXT_TIME.sub(lambda m: m[0] if set(words(m[1])) & AHEAD else f"{m[1]}: {settle_value(m[2], now)}", value)
    return _LISTED_TIME.sub(lambda m: f"- {settle_value(m[1], now)} (", value)  # a log line listed by its time


_BOUNDS = frozenset("before after from to since until min max lt gt lte gte".split())


def ahead_value(value: Any, now: datetime) -> Any:
    """A due date or deadline (ISO) before now, moved ahead by a fixed rule of its own value (1 .. 120 days)."""
    parsed = _parse_iso(value)
    if parsed is None:
        return value
    moment, aware = parsed
    if aware.date() > now.date():
        return value
    later = now + timedelta(days=1 + int((now - aware).total_seconds() * 7_919) % 120)
    return later.date().isoformat() if len(value) == 10 else _written_like(value, moment, later)


def settle(node: Any, now: datetime, asked: bool = False) -> Any:
    """Every past-tense time in `node` no later than now, in place (records handed on stay the
    same objects); a due date or an event's start may stay ahead."""
    if isinstance(node, dict):
        for k, v in node.items():
            if set(words(k)) & AHEAD:
                if asked and set(words(k)) & {"due", "deadline"} and not set(words(k)) & _BOUNDS:
                    node[k] = ahead_value(v, now)  # a ticket asked for is not due before it is made (a listed one may be overdue)
                elif asked and set(words(k)) & {"expires", "expiry", "expiration"} and isinstance(v, int) \
                        and not isinstance(v, bool) and 10**9 <= v <= now.timestamp():  # add_cookie(expiry=1752422278) in
                    node[k] = int(now.timestamp()) // 3600 * 3600 + 86400 * (1 + v % 90)  # December: gone as it is set
                continue
            if isinstance(v, str) and "\n" in v and ": " in v:
                node[k] = _settle_text(v, now)
                continue
            node[k] = settle(v, now, asked) if isinstance(v, (dict, list)) else settle_value(v, now)
        return node
    if isinstance(node, list):
        for i, v in enumerate(node):
            node[i] = settle(v, now, asked) if isinstance(v, (dict, list)) else settle_value(v, now)
        return node
    return settle_value(node, now)


def thread_order(output: Any, args: dict[str, Any], now: datetime) -> dict[str, str]:
    """A thread's replies (`ts` items of a result whose call names a thread's ts) come after the
    parent and no later than now, in order (in place); returns old ts -> new ts."""
    moved: dict[str, str] = {}
    parent = next((v for k, v in args.items() if isinstance(v, str) and _TS.match(v) and "thread" in words(k)), None)
    if parent is None:
        return moved
    start, end = float(parent), now.timestamp()
    if start >= end:
        return moved

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            items = [x for x in node if isinstance(x, dict) and isinstance(x.get("ts"), str) and _TS.match(x["ts"])]
            step = min(3_600.0, (end - start) / (len(items) + 1))
            for i, item in enumerate(items, 1):
                if item["ts"] != parent:
                    moved[item["ts"]] = item["ts"] = f"{int(start + i * step)}.{item['ts'].split('.')[1]}"
            for v in node:
                walk(v)
    walk(output)
    return moved


_MADE = frozenset("created started opened launched registered".split())
_STAMP = re.compile(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d(:\d\d)?(\.\d+)?(Z|[+-]\d\d:?\d\d)?")  # not _ISO: that one settles dates


def due_ahead(node: Any, now: datetime, given: set[str]) -> None:
    """A milestone or ticket made now is due after now (create_milestone answered due_date 2025-06-04 on 2025-10-08),
    unless the call itself gave the date (a due date in the past is then what was asked)."""
    for rec in objects(node):
        for k, v in list(rec.items()):
            if isinstance(v, str) and set(words(k)) & {"due", "deadline"} and v not in given:
                rec[k] = ahead_value(v, now)


def posted_now(node: Any, now: datetime) -> dict[str, str]:
    """A message this call posts was posted now: its Slack ts is the present moment (a message sent a second ago is no
    ts of January, before the thread it answers); returns old ts -> new ts."""
    moved: dict[str, str] = {}
    for rec in objects(node):
        ts = rec.get("ts")
        if isinstance(ts, str) and _TS.match(ts) and isinstance(rec.get("text"), str):
            moved[ts] = rec["ts"] = f"{int(now.timestamp()) - 2}.{ts.split('.')[1]}"  # just before now, never after it
    return moved


def made_now(node: Any, now: datetime) -> None:
    """A thing this call makes was made now: its created_at/started_at is the present moment (a
    session started this minute does not report a start two weeks ago), in records and text lines."""
    stamp = now.strftime("%Y-%m-%dT%H:%M:%SZ")

    def made(key: str) -> bool:
        ws = words(key)
        return bool(ws) and ws[0] in _MADE and len(ws) <= 2

    if isinstance(node, dict):
        for k, v in node.items():
            if isinstance(v, str) and made(k) and _STAMP.fullmatch(v):
                node[k] = stamp
            elif isinstance(v, str) and "\n" in v and ": " in v:
                node[k] = "\n".join(f"{line.split(': ', 1)[0]}: {stamp}" if ": " in line and made(line.split(": ", 1)[0])
                                    and _STAMP.fullmatch(line.split(": ", 1)[1].strip()) else line for line in v.split("\n"))
            elif isinstance(v, dict):
                made_now(v, now)
