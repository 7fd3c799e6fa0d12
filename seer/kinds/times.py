"""Time: IANA timezones, datetimes, dates, times of day, durations, weekdays, cron schedules.

Checked with the libraries made for them: zoneinfo, datetime.fromisoformat, croniter. Values
are drawn around a fixed reference (2025-2026), never from the wall clock.
"""

from __future__ import annotations

import calendar
import re
from datetime import date, datetime, time, timedelta, timezone
from functools import lru_cache
from typing import Any

from seer.kinds.base import is_str, pick, simple

ZONES = ("Europe/London", "Europe/Paris", "Europe/Berlin", "Europe/Lisbon", "Europe/Warsaw", "America/New_York",
         "America/Chicago", "America/Denver", "America/Los_Angeles", "America/Toronto", "America/Sao_Paulo",
         "America/Mexico_City", "Asia/Tokyo", "Asia/Kolkata", "Asia/Singapore", "Asia/Shanghai", "Asia/Dubai",
         "Asia/Seoul", "Australia/Sydney", "Pacific/Auckland", "Africa/Nairobi", "Africa/Lagos", "UTC")
WEEKDAYS = tuple(calendar.day_name)
_EPOCH = date(2025, 1, 6)
_DURATION = re.compile(r"^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$")
_SHORT_DURATION = re.compile(r"^[+-]?\d+(\.\d+)?\s?(ms|s|m|h|d|w|sec|secs|min|mins|hours?|days?|weeks?|minutes?|seconds?)$", re.I)


@lru_cache(maxsize=1)
def _zones() -> frozenset[str]:
    import zoneinfo

    return frozenset(zoneinfo.available_timezones()) | {"UTC"}


def _day(rng) -> date:
    return _EPOCH + timedelta(days=rng.randrange(540))


def _clock(rng) -> time:
    return time(rng.randint(7, 19), pick(rng, (0, 0, 15, 30, 45)))


def make_datetime(rng, hint: str = "") -> str:
    moment = datetime.combine(_day(rng), _clock(rng))
    if "offset" in hint or "local" in hint:
        offset = timedelta(hours=pick(rng, (-5, -4, 1, 2, 9, 5.5)))
        return moment.replace(tzinfo=timezone(offset)).isoformat()
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def check_datetime(value: Any) -> bool:
    if not is_str(value) or not re.match(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}", value):
        return False
    try:
        datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return False
    return True


def _check_date(value: Any) -> bool:
    try:
        return is_str(value) and len(value) == 10 and bool(date.fromisoformat(value))
    except ValueError:
        return False


def _check_time(value: Any) -> bool:
    try:
        return is_str(value) and len(value) <= 15 and ":" in value and bool(time.fromisoformat(value)) is not None
    except ValueError:
        return False


def _make_duration(rng, hint: str) -> str:
    if "iso" in hint:
        return pick(rng, ("PT15M", "PT1H", "PT30M", "P1D", "PT2H30M", "P7D"))
    return pick(rng, ("15m", "1h", "30s", "2h", "24h", "5m", "7d"))


def _check_duration(value: Any) -> bool:
    return is_str(value) and bool(_DURATION.match(value) or _SHORT_DURATION.match(value.strip()))


def _check_weekday(value: Any) -> bool:
    return is_str(value) and value.strip().lower() in {d.lower() for d in WEEKDAYS} | {d[:3].lower() for d in WEEKDAYS}


def _check_cron(value: Any) -> bool:
    from croniter import croniter

    return is_str(value) and len(value.split()) in (5, 6) and croniter.is_valid(value)


CRONS = ("0 2 * * *", "*/15 * * * *", "0 9 * * 1-5", "30 3 * * 0", "0 0 1 * *", "0 */6 * * *", "45 23 * * 5")

simple("timezone", lambda r, h: pick(r, ZONES), lambda v: is_str(v) and v in _zones(), well_known=True)
simple("datetime", make_datetime, check_datetime, well_known=True)
simple("date", lambda r, h: _day(r).isoformat(), _check_date, well_known=True)
simple("time", lambda r, h: _clock(r).strftime("%H:%M"), _check_time)
simple("duration", _make_duration, _check_duration)
simple("weekday", lambda r, h: pick(r, WEEKDAYS), _check_weekday, well_known=True)
simple("cron", lambda r, h: pick(r, CRONS), _check_cron, well_known=True)
simple("timestamp", lambda r, h: 1735689600 + r.randrange(540 * 86400),
       lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and 1e9 <= v <= 2e12, types=("integer", "number"))
