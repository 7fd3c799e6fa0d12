"""A record this request made, read back a step later, was last touched when it was made: get_note of the note
create_note made at 08:20 today says updated_at 08:20 today, never months before it existed."""

from __future__ import annotations

from typing import Any

_MADE = ("created_at", "createdAt", "created")
_TOUCHED = ("updated_at", "updatedAt", "modified_at", "modifiedAt", "updated", "modified", "last_modified")


def read_as_made(out: Any, record: dict[str, Any], now: str) -> None:
    """Set the read's touched/made times to when `record` was made (its own created time, else `now`)."""
    if not isinstance(out, dict):
        return
    made = next((record[k] for k in _MADE if isinstance(record.get(k), str)), now)
    for k in (*_TOUCHED, *_MADE):
        if isinstance(out.get(k), str):  # an update since then stands (update_note said updated_at: now)
            own = record.get(k) if k in _TOUCHED else None
            out[k] = own if isinstance(own, str) and own >= made else made
    for v in out.values():
        if isinstance(v, dict) and any(v.get(k) == record.get(k) for k in ("id", "key") if k in record):
            read_as_made(v, record, now)
