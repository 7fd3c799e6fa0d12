"""Words people write: names of people, users and organisations, titles, search queries,
message and comment bodies (Markdown), plain sentences, and the fallbacks (a name, an
identifier, a text) for parameters the catalogue cannot place more precisely."""

from __future__ import annotations

import re
import uuid
from functools import lru_cache
from typing import Any

from seer.kinds.base import fake, is_str, pick, simple

SUBJECTS = ("login timeout", "checkout flow", "invoice totals", "search ranking", "onboarding checklist", "API latency",
            "pricing page", "release notes", "data retention policy", "password reset email", "dark mode",
            "CSV export", "mobile navigation", "payment retries", "audit log", "rate limiting", "quarterly report")
TITLE_VERBS = ("Fix", "Add", "Update", "Improve", "Document", "Remove", "Investigate", "Refactor")
PLACES = ("on the checkout page", "in the settings screen", "for EU customers", "in the admin dashboard", "after deploy",
          "on Safari", "for large accounts", "in the nightly job")
QUERIES = ("failed payments last week", "onboarding checklist", "invoices from March", "login timeout", "release notes 2.4",
           "customers in Portugal", "error rate checkout", "open incidents", "data retention policy", "API rate limits",
           "vacation policy", "quarterly revenue", "slow queries", "password reset")
SENTENCES = ("The deploy finished without errors.", "Please review the updated figures before Friday.",
             "A customer reported a timeout on the checkout page.", "The meeting moved to 3pm tomorrow.",
             "The draft of the release notes is ready for review.", "All tests pass on the main branch.",
             "The invoice total was corrected to 1,240 EUR.", "The backup completed for the analytics cluster.",
             "Latency dropped by 18% after the cache change.", "Can we ship the fix in today's release?",
             "I could not reproduce the bug on staging.", "The new pricing goes live on Monday.")
_HEXISH = "abcdefghjkmnpqrstuvwxyz0123456789"


def make_title(rng, hint: str = "") -> str:
    if rng.random() < 0.7:
        return f"{pick(rng, TITLE_VERBS)} {pick(rng, SUBJECTS)} {pick(rng, PLACES)}"
    return pick(rng, ("Q3 planning notes", "Incident review: checkout outage", "Onboarding guide for support",
                      "Weekly sync agenda", "Migration plan for the billing database", "Roadmap 2026"))


def make_body(rng, hint: str = "") -> str:
    first = pick(rng, SENTENCES)
    if rng.random() < 0.5:
        return first
    steps = [f"- {pick(rng, TITLE_VERBS).lower()} {pick(rng, SUBJECTS)}" for _ in range(2)]
    return f"{first}\n\n" + "\n".join(steps) if rng.random() < 0.5 else f"{first} {pick(rng, SENTENCES)}"


def check_prose(value: Any) -> bool:
    """Words, not a path, slug or identifier: a space somewhere, no leading slash."""
    return is_str(value) and " " in value.strip() and not value.startswith(("/", "~/", "C:\\")) and any(c.isalpha() for c in value)


def make_identifier(rng, hint: str = "") -> str:
    low = hint.lower()
    for word, head in (("channel", "C0"), ("user", "U0"), ("team", "T0")):  # Slack-style ids, as chat tools take them
        if word in low and "slack" in low:
            return head + "".join(pick(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(8))
    prefix = re.sub(r"[^a-z]", "", low)[:3] or pick(rng, ("id", "obj", "rec"))
    return f"{prefix}_{''.join(pick(rng, _HEXISH) for _ in range(8))}"


def make_name(rng, hint: str = "") -> str:
    topic = pick(rng, ("quarterly-report", "release-checklist", "customer-feedback", "sprint-42", "onboarding",
                       "budget-2026", "design-review", "ops-runbook", "team-offsite", "vendor-contracts"))
    return topic


@lru_cache(maxsize=1)
def _names() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Faker's en_US first and last names, drawn uniformly with the caller's Random (Faker's own
    weighted draw costs ~0.5 ms a name, too slow for a world of rows)."""
    from faker.providers.person.en_US import Provider

    first = tuple(dict.fromkeys([*Provider.first_names_female, *Provider.first_names_male]))
    return first, tuple(Provider.last_names)


def person(rng) -> str:
    first, last = _names()
    return f"{pick(rng, first)} {pick(rng, last)}"


def email(rng) -> str:
    first, last = _names()
    local = pick(rng, (f"{pick(rng, first)}.{pick(rng, last)}", f"{pick(rng, first)[0]}{pick(rng, last)}", pick(rng, first)))
    return f"{local.lower()}@{pick(rng, ('example.com', 'acme.io', 'contoso.com', 'globex.net', 'example.org'))}"


def username(rng) -> str:
    first, last = _names()
    return pick(rng, (f"{pick(rng, first).lower()}{rng.randint(1, 99)}", f"{pick(rng, first)[0].lower()}{pick(rng, last).lower()}",
                      f"{pick(rng, first).lower()}-{pick(rng, last).lower()}"))


def _check_person(value: Any) -> bool:
    return is_str(value) and not any(c.isdigit() or c in "/\\@{}" for c in value) and len(value) <= 80


simple("person", lambda r, h: person(r), _check_person)
simple("username", lambda r, h: username(r), lambda v: is_str(v) and " " not in v and "/" not in v and len(v) <= 64)
simple("organisation", lambda r, h: fake(r).company(), lambda v: is_str(v) and "/" not in v and len(v) <= 120)
simple("title", make_title, check_prose)
simple("search_query", lambda r, h: pick(r, QUERIES), lambda v: is_str(v) and not v.startswith("/") and len(v) <= 500)
simple("body", make_body, check_prose)
simple("message", lambda r, h: pick(r, SENTENCES), lambda v: is_str(v) and not v.startswith(("/", "~/")))  # "OK" is a message
simple("text", lambda r, h: pick(r, SENTENCES), lambda v: is_str(v) and not v.startswith("/"))
simple("name", make_name, lambda v: is_str(v) and not v.startswith("/") and len(v) <= 200)
simple("identifier", make_identifier, lambda v: (is_str(v) and " " not in v.strip() and "/" not in v) or (
    isinstance(v, int) and not isinstance(v, bool)), types=("string", "integer"))
simple("uuid", lambda r, h: str(uuid.UUID(int=r.getrandbits(128), version=4)),
       lambda v: is_str(v) and bool(re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", v, re.I)))
simple("emoji", lambda r, h: pick(r, ("thumbsup", "eyes", "white_check_mark", "tada", "rocket", "heart", "raised_hands")),
       lambda v: is_str(v) and bool(re.fullmatch(r":?[a-z0-9_+-]+:?", v)))
