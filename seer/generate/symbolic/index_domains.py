"""What a search index holds, by its name: an orders index holds orders (order_id, total, currency), a logs index log
lines (@timestamp, level, service, message), a docs index articles. Its mapping, its hits and a document indexed into it
are drawn from one table, so an "On-call handbook" never lands in orders-2024.05 and a logs search never answers
"Order confirmation"."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.kinds.words import DOC_TITLES, person

# index stem -> the fields its documents hold, with their mapping types
DOMAINS: dict[str, dict[str, str]] = {
    "orders": {"order_id": "keyword", "customer_id": "keyword", "status": "keyword", "total": "float", "currency": "keyword",
               "note": "text", "created_at": "date"},
    "logs": {"@timestamp": "date", "level": "keyword", "service": "keyword", "message": "text", "trace_id": "keyword"},
    "products": {"sku": "keyword", "name": "text", "category": "keyword", "price": "float", "stock": "integer"},
    "customers": {"customer_id": "keyword", "name": "text", "email": "keyword", "country": "keyword", "created_at": "date"},
    "metrics": {"@timestamp": "date", "host": "keyword", "metric": "keyword", "value": "float"},
    "events": {"@timestamp": "date", "event_type": "keyword", "user_id": "keyword", "session_id": "keyword"},
    "audit": {"@timestamp": "date", "actor": "keyword", "action": "keyword", "ip": "ip", "outcome": "keyword", "detail": "text"},
    "docs": {"title": "text", "content": "text", "status": "keyword", "author": "keyword", "updated_at": "date"},
}
_ALIASES = {"order": "orders", "log": "logs", "product": "products", "customer": "customers", "users": "customers",
            "user": "customers", "metric": "metrics", "event": "events", "articles": "docs", "article": "docs", "kb": "docs",
            "knowledge": "docs", "pages": "docs", "documents": "docs", "doc": "docs", "wiki": "docs", "audit": "audit"}

_VALUES: dict[str, tuple[Any, ...]] = {
    "status": ("paid", "pending", "shipped", "refunded"), "currency": ("EUR", "USD", "GBP"),
    "note": ("Gift wrap requested", "Leave at the front desk", "Customer asked for an invoice", "Deliver after 5pm"),
    "level": ("ERROR", "WARN", "INFO", "INFO"), "service": ("checkout-api", "auth-service", "search-indexer", "billing-worker"),
    "message": ("Payment provider timeout after 30000 ms", "Retrying request to inventory-service (attempt 2)",
                "User session refreshed", "Slow query on orders table (1840 ms)", "Cache miss for product:sku-1048",
                "Failed to connect to postgres: connection refused", "Upstream timeout from payments-gateway",
                "Order ord_20931 created", "Retrying webhook delivery (attempt 3)"),
    "name": ("Trail running shoes", "Waterproof shell jacket", "Wireless earbuds", "Insulated bottle 750 ml",
             "Leather ankle boots", "USB-C charging dock", "Cast iron skillet 26 cm", "Ceramic pour-over kettle",
             "Hiking socks (2 pack)", "Two-person tent", "Trekking poles (pair)", "Noise-cancelling headphones",
             "Chef's knife 20 cm"),
    "category": ("footwear", "outdoor", "electronics", "kitchen"), "country": ("DE", "US", "FR", "GB", "NL"),
    "host": ("web-01", "web-02", "api-03", "worker-04"), "metric": ("cpu.usage_pct", "memory.used_pct", "http.requests", "disk.io_ms"),
    "event_type": ("checkout.completed", "page.view", "cart.add", "signup.completed"),
    "action": ("user.login", "role.change", "api_key.create", "export.download"), "outcome": ("success", "success", "failure"),
    "detail": ("Admin role granted to a support agent", "API key created for the billing integration",
               "Login from a new device", "Customer export downloaded"),
}
# what people search each kind of index for: (field, words), the words found in some document's field
QUERIES: dict[str, tuple[tuple[str, str], ...]] = {
    "orders": (("status", "refunded"), ("note", "invoice"), ("currency", "EUR")),
    "logs": (("message", "timeout"), ("level", "ERROR"), ("service", "checkout-api")),
    "products": (("name", "running shoes"), ("category", "outdoor")),
    "customers": (("country", "DE"),), "metrics": (("metric", "cpu.usage_pct"), ("host", "web-01")),
    "events": (("event_type", "checkout.completed"),), "audit": (("action", "role.change"), ("outcome", "failure")),
    "docs": (("title", "release checklist"), ("content", "rollback")),
}
# what a doc's content says, so its body is about its title
_BODIES = {"Q3 planning notes": "Goals for Q3: ship the new checkout, cut p95 latency to 300 ms, hire two engineers.",
           "Incident review: checkout outage": "On 12 March checkout failed for 42 minutes after a bad config push; rollback fixed it.",
           "Onboarding guide for support": "Week one: shadow two senior agents, learn the refund policy, close ten tickets.",
           "Weekly sync agenda": "1. Release status 2. Open incidents 3. Hiring update 4. Any other business.",
           "Migration plan for the billing database": "Move billing to Postgres 16 in three steps: replicate, dual-write, cut over.",
           "Roadmap 2026": "H1: self-serve onboarding and SSO. H2: usage-based billing and the EU region.",
           "Release checklist": "Freeze main, run the full suite, tag the release, update the changelog, announce it.",
           "On-call handbook": "Acknowledge a page within 5 minutes; escalate to the secondary after 15 minutes.",
           "Customer interview notes": "Three of five customers asked for CSV export; two found the pricing page confusing.",
           "API style guide": "Use plural nouns for collections, snake_case fields, and ISO 8601 timestamps."}


def _stem(index: str) -> str | None:
    """The kind of index its name says (orders-2024.05: orders, kb-articles: docs), else None."""
    return next((part if part in DOMAINS else _ALIASES[part] for part in re.split(r"[-_.]", index.lower())
                 if part in DOMAINS or part in _ALIASES), None)


def domain_of(index: str) -> dict[str, str] | None:
    """The fields an index's documents hold, if its name says what it holds (orders-2024.05, logs, kb-articles)."""
    stem = _stem(index)
    return DOMAINS[stem] if stem else None


def usual_value(field: str, said: Any) -> bool:
    """`said` is a value the field holds (status refunded), or the field has no fixed set of values."""
    return field not in _VALUES or said in _VALUES[field]


def field_value(field: str, kind: str, r: random.Random) -> Any:
    """A value of one document field, of its kind and of what the field is called."""
    h = r.randrange(1 << 30)
    if kind == "date":
        return f"2024-03-{1 + h % 28:02d}T{8 + h % 10:02d}:{h % 60:02d}:00Z"
    if field in _VALUES:
        return _VALUES[field][h % len(_VALUES[field])]
    if kind == "ip":
        return f"203.0.113.{1 + h % 254}"
    if kind == "integer":
        return 1 + h % 120
    if kind == "float":
        lo, hi = {"price": (9, 300), "total": (15, 900)}.get(field, (1, 100))
        return round(lo + (h % 10_000) / 10_000 * (hi - lo), 1 if field in ("value",) else 2)
    if field == "order_id":
        return f"ord_{10_000 + h % 90_000}"
    if field == "sku":
        return f"SKU-{1000 + h % 9000}"
    if field in ("email", "actor"):
        first, last = person(r).lower().split(" ", 1)
        return f"{first}.{last.replace(' ', '')}@example.com"
    if field in ("author",):
        return person(r)
    if field == "title":
        return DOC_TITLES[h % len(DOC_TITLES)]
    if field.endswith("_id"):
        return f"{field.split('_')[0][:3]}_{1000 + h % 9000}"
    return None


def _level(line: str) -> str:
    low = line.lower()
    return "ERROR" if any(w in low for w in ("timeout", "failed", "error")) else \
        "WARN" if any(w in low for w in ("retry", "retrying", "slow")) else "INFO"


# what each category sells, and what each audited action reads as: a product and its category, an action and its
# detail agree (no "Wireless earbuds" under outdoor, no "Login from a new device" under role.change)
_CATEGORY = {"Trail running shoes": "footwear", "Leather ankle boots": "footwear", "Hiking socks (2 pack)": "footwear",
             "Waterproof shell jacket": "outdoor", "Insulated bottle 750 ml": "outdoor", "Two-person tent": "outdoor",
             "Trekking poles (pair)": "outdoor", "Wireless earbuds": "electronics", "USB-C charging dock": "electronics",
             "Noise-cancelling headphones": "electronics", "Cast iron skillet 26 cm": "kitchen",
             "Ceramic pour-over kettle": "kitchen", "Chef's knife 20 cm": "kitchen"}


def one_product_each(doc: dict[str, Any], names: set[str], matched: str | None) -> None:
    """Two hits of one listing are two products: a name another hit beside it holds becomes another product of its
    category (unless the query matched the name); `names` collects the names listed so far."""
    name = doc.get("name")
    if matched != "name" and isinstance(name, str) and name in names:
        category = _CATEGORY.get(name)
        doc["name"] = next((n for n, c in _CATEGORY.items() if c == category and n not in names), name)
    elif matched == "name" and isinstance(name, str) and name in names and " " in name:  # "running shoes" matched four
        tail = name.split(" ", 1)[1]  # hits: Trail, Road, Lightweight running shoes, not four Trail running shoes
        doc["name"] = next((f"{adj} {tail}" for adj in _VARIANTS if f"{adj} {tail}" not in names), name)
    names.add(str(doc.get("name")))


_VARIANTS = ("Road", "Lightweight", "Waterproof", "Women's", "Men's", "Kids'", "Insulated", "Compact")
_DETAIL = {"user.login": "Login from a new device", "role.change": "Admin role granted to a support agent",
           "api_key.create": "API key created for the billing integration", "export.download": "Customer export downloaded"}


# which services write each log line: a payment timeout is checkout's or billing's, a session refresh auth's
_LOGGED_BY = {"Payment provider timeout after 30000 ms": ("checkout-api", "billing-worker"),
              "Retrying request to inventory-service (attempt 2)": ("checkout-api",),
              "User session refreshed": ("auth-service",), "Slow query on orders table (1840 ms)": ("checkout-api", "billing-worker"),
              "Cache miss for product:sku-1048": ("search-indexer", "checkout-api"),
              "Upstream timeout from payments-gateway": ("checkout-api", "billing-worker"),
              "Order ord_20931 created": ("checkout-api",), "Retrying webhook delivery (attempt 3)": ("billing-worker",)}


def _logged_by_its_service(doc: dict[str, Any], r: random.Random, matched: str | None) -> None:
    """search-indexer logged "Payment provider timeout after 30000 ms" (seed 1272): a log line is written by a service
    that does that work. The line follows the service when the query matched the service, else the service the line."""
    line, service = doc.get("message"), doc.get("service")
    if not (isinstance(line, str) and isinstance(service, str)) or service in _LOGGED_BY.get(line, (service,)):
        return
    if matched == "service":
        own = [m for m, by in _LOGGED_BY.items() if service in by and (not isinstance(doc.get("level"), str) or _level(m) == doc["level"])]
        if own:
            doc["message"] = own[r.randrange(len(own))]
    else:
        by = _LOGGED_BY[line]
        doc["service"] = by[r.randrange(len(by))]


def agree(doc: dict[str, Any], r: random.Random, matched: str | None = None) -> None:
    """A metric's value is of its metric: a percentage under 100, a request count a whole number. A product's name is of
    its category (the category follows the name when the query matched the name), an audit entry's detail of its
    action."""
    name, category = doc.get("name"), doc.get("category")
    if isinstance(name, str) and isinstance(category, str):
        if matched == "name" and name in _CATEGORY:
            doc["category"] = _CATEGORY[name]
        elif _CATEGORY.get(name, category) != category:
            sold = [n for n, c in _CATEGORY.items() if c == category]
            doc["name"] = sold[r.randrange(len(sold))] if sold else name
    if isinstance(doc.get("action"), str) and doc["action"] in _DETAIL and isinstance(doc.get("detail"), str) and matched != "detail":
        doc["detail"] = _DETAIL[doc["action"]]
    line = doc.get("message")
    if isinstance(line, str) and isinstance(doc.get("level"), str) and matched == "level":  # level:ERROR matched: an error's line
        fitting = [m for m in _VALUES["message"] if _level(m) == doc["level"].upper()]
        doc["message"] = line if _level(line) == doc["level"].upper() or not fitting else fitting[r.randrange(len(fitting))]
    elif isinstance(line, str) and isinstance(doc.get("level"), str):  # a timeout is an error, a retry a warning
        doc["level"] = _level(line)
    _logged_by_its_service(doc, r, matched)
    metric, value = doc.get("metric"), doc.get("value")
    if isinstance(metric, str) and isinstance(value, (int, float)) and not isinstance(value, bool):
        if metric.endswith("_pct"):
            doc["value"] = round(min(value, 99.0), 1) if value < 100 else round(value % 97 + 1, 1)
        elif metric == "http.requests":
            doc["value"] = 100 + int(value * 37) % 4900
        elif metric.endswith("_ms"):
            doc["value"] = round(1 + value % 79, 1)


def document_for(index: str, r: random.Random) -> dict[str, Any] | None:
    """A document that belongs in `index` (an order in an orders index), or None when its name says nothing."""
    fields = domain_of(index)
    if fields is None:
        return None
    doc = {f: field_value(f, kind, r) for f, kind in fields.items() if f not in ("created_at", "updated_at")}  # the server stamps those
    if "content" in doc and isinstance(doc.get("title"), str):  # an article: its body is about its title, its status a draft's
        doc["content"] = _BODIES.get(doc["title"], f"{doc['title']}: first draft, comments welcome.")
        doc["status"] = ("draft", "published")[r.randrange(2)]
    agree(doc, r)
    in_period(doc, index)
    return {k: v for k, v in doc.items() if v is not None}


_DATED = re.compile(r"(\d{4})[.-](\d{2})(?:[.-](\d{2}))?$")
_STAMPS = ("@timestamp", "timestamp", "time", "date", "created_at", "ordered_at", "placed_at")


def in_period(doc: dict[str, Any], index: str) -> None:
    """A document of metrics-2024.08 is stamped in August 2024 (a point of 2024-03-22 does not go there)."""
    m = _DATED.search(index)
    if not m or not 1 <= int(m[2]) <= 12:
        return
    for f in _STAMPS:
        v = doc.get(f)
        if not isinstance(v, str) or not re.match(r"\d{4}-\d{2}-\d{2}", v):
            continue
        day = m[3] or (v[8:10] if int(v[8:10]) <= 28 else "28")  # a daily index fixes the day; a monthly keeps it (<= 28)
        if not v.startswith(f"{m[1]}-{m[2]}-" + (m[3] or "")):
            doc[f] = f"{m[1]}-{m[2]}-{day}{v[10:]}"


def query_for(index: str, r: random.Random) -> tuple[str, str] | None:
    """A match a person runs on this index (status refunded on orders, message timeout on logs), or None."""
    stem = _stem(index)
    return r.choice(QUERIES[stem]) if stem else None


def text_with(field: str, said: str, r: random.Random) -> str | None:
    """A text field's value that holds the words searched for ("timeout": "Payment provider timeout after 30000 ms")."""
    pool = [v for v in (*_VALUES.get(field, ()), *(DOC_TITLES if field == "title" else ()), *(_BODIES.values() if field == "content" else ()))
            if isinstance(v, str) and said.lower() in v.lower()]
    return r.choice(pool) if pool else None


def as_indexed(records: list[dict[str, Any]], index: str, matched: tuple[str, str] | None, fresh: set[int],
               r: random.Random) -> None:
    """A search of a known index lists its documents (orders, log lines), each keeping its id: the fields the index
    holds, the field the query matched holding the words it matched. Records shown before (`fresh` lacks them) stay."""
    fields = domain_of(index)
    if fields is None:
        return
    names = {str(rec.get("name")) for rec in records if id(rec) not in fresh}
    for rec in records:
        if id(rec) not in fresh:
            continue
        doc = document_for(index, r) or {}
        keep = {k: rec[k] for k in ("id", "_id", "_index", "_score", "score") if k in rec}
        rec.clear()
        rec.update(keep)
        rec.update(doc)
        if matched and matched[0] in fields:
            field, said = matched
            held = text_with(field, said, r) if fields[field] == "text" else None
            rec[field] = held or said
            if field == "level" and isinstance(rec.get("message"), str):  # an ERROR line reads as an error
                lines = [m for m in _VALUES["message"] if _level(m) == said.upper()]
                rec["message"] = r.choice(lines) if lines else rec["message"]
                _logged_by_its_service(rec, r, field)
            else:
                agree(rec, r, field)
        one_product_each(rec, names, matched[0] if matched else None)
