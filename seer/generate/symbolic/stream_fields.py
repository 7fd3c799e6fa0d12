"""The fields of a Redis stream's entries, by the stream's name (events:orders holds orders): what XADD is sent and
what XRANGE reads back, never {"label": "backend"} on an orders stream."""

from __future__ import annotations

import random
from typing import Any

STREAM_FIELDS = (("order", lambda r: {"order_id": str(r.randint(1000, 9999)), "status": r.choice(("created", "paid", "shipped")),
                                       "amount": f"{r.uniform(9, 400):.2f}"}),
                  ("audit", lambda r: {"user": r.choice(("ana", "ben", "chen")), "action": r.choice(("login", "update_profile", "export"))}),
                  ("payment", lambda r: {"payment_id": "pay_%06d" % r.randint(1, 999_999), "status": r.choice(("authorized", "captured", "refunded")),
                                         "amount": f"{r.uniform(5, 900):.2f}", "currency": r.choice(("EUR", "USD"))}),
                  ("click", lambda r: {"page": r.choice(("/", "/pricing", "/checkout")), "session": "%08x" % r.getrandbits(32)}),
                  ("", lambda r: {"event": r.choice(("created", "updated", "deleted")), "id": str(r.randint(1, 9999))}))


def entry_fields(key: str, rng: random.Random) -> dict[str, Any]:
    return next(m for w, m in STREAM_FIELDS if w in key)(rng)


def fit_stream_fields(p: Any, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """xadd(key=events:orders, fields={label: backend}): an entry added to a stream holds the stream's kind of event."""
    if "stream" not in (p.tool.description or "").lower() or not set(p.words) & {"xadd", "add"}:
        return
    key = next((v for k, v in args.items() if k in ("key", "name", "stream") and isinstance(v, str)), None)
    fields = args.get("fields")
    if key is None or "fields" in forced or not isinstance(fields, dict):
        return
    made = entry_fields(key, rng)
    param = next((x for x in p.params if x.name == "fields"), None)
    from seer.generate.symbolic.values import fits

    if param is not None and fits(param.schema, made):
        args["fields"] = made


_EVENT_CHANNELS = ("order", "payment", "audit", "click", "event", "created", "updated", "deleted")


def fit_published_payload(p: Any, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """publish(channel=orders:created, message="The invoice total was corrected to 1,240 EUR."): what services publish
    on an event channel is the event, as JSON ({"order_id": "4821", "status": "created", ...}); a cache-invalidation
    channel carries the key to drop. A chat-like channel (notifications, chat:general) keeps its sentence."""
    if "publish" not in p.words or "message" in forced:
        return
    channel = args.get("channel")
    if not isinstance(channel, str) or not isinstance(args.get("message"), str):
        return
    low = channel.lower()
    if "invalidat" in low:
        args["message"] = f"product:sku-{rng.randint(1000, 9999)}"
    elif any(w in low for w in _EVENT_CHANNELS):
        import json

        fields = entry_fields(low, rng)
        if "created" in low and "status" in fields:
            fields["status"] = "created"  # an orders:created event is a creation
        args["message"] = json.dumps(fields)
