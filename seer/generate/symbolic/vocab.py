"""Realistic values for a parameter's name: paths, URLs, emails, branches, ids, selectors, ...

`hint_value(words, kind, rng)` returns a value that looks right for a name (or None when the
name says nothing); the schema layer (values.py) then bends it to the schema's constraints.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from seer.kinds.code import files_in
from seer.kinds.words import id_prefix

PROJECTS = ["atlas", "billing-service", "orion", "webshop", "data-pipeline", "mobile-app", "helpdesk", "ledger",
            "inventory", "analytics", "payments-api", "docs-site"]
DIRS = ["src", "docs", "tests", "scripts", "assets", "config", "reports", "notes", "data", "lib"]
FILES = ["README.md", "config.yaml", "main.py", "notes.txt", "report-q3.csv", "index.ts", "schema.sql", "Dockerfile",
         "CHANGELOG.md", "settings.json", "app.js", "invoice-2041.pdf", "roadmap.md", "server.go", "styles.css",
         "budget-2025.xlsx", "release-plan.md", "users.csv", "deploy.sh", "logo.svg"]
DOMAINS = ["example.com", "shop.example.org", "docs.acme.io", "staging.acme.dev", "status.example.net", "app.contoso.com"]
PEOPLE = ["alice", "bob", "chen", "dana", "emeka", "farah", "gustavo", "hana", "ivan", "jules", "kofi", "lena"]
TOPICS = ["quarterly report", "login bug", "release notes", "onboarding checklist", "api latency", "checkout flow",
          "migration plan", "incident review", "pricing page", "search ranking", "holiday schedule", "data retention"]
ADJ = ["blue", "quiet", "rapid", "amber", "lunar", "solid", "bright", "northern", "crisp", "silver", "urban", "prime"]
NOUN = ["falcon", "harbor", "meadow", "beacon", "summit", "canyon", "river", "orchard", "comet", "pixel", "forge", "delta"]
SENTENCES = ["The deploy finished without errors", "Please review the updated figures before Friday",
             "Customer reported a timeout on the checkout page", "Meeting moved to 3pm tomorrow",
             "Draft of the release notes is ready", "All tests pass on the main branch",
             "The invoice total was corrected to 1,240 EUR", "Backup completed for the analytics cluster",
             "New onboarding guide for the support team", "Latency dropped by 18% after the cache change"]
_HEX = "0123456789abcdef"
_ALNUM_UP = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"


def _slug(rng: random.Random) -> str:
    return f"{rng.choice(ADJ)}-{rng.choice(NOUN)}"


def _path(rng: random.Random, words: list[str]) -> str:
    root = f"/home/{rng.choice(PEOPLE)}/projects/{rng.choice(PROJECTS)}"
    if any(w in words for w in ("dir", "directory", "folder", "root", "repo", "repository", "cwd", "workdir")):
        return f"{root}/{rng.choice(DIRS)}" if rng.random() < 0.6 else root
    folder = rng.choice(DIRS)
    return f"{root}/{folder}/{rng.choice(files_in(folder))}"  # a file its folder holds (no index.ts in data/)


def _ident(noun: str, rng: random.Random) -> str:
    prefix = id_prefix(noun) if noun else "id"  # a note's id is note_…, never not_…
    return f"{prefix}_{''.join(rng.choice(_ALNUM_UP) for _ in range(8)).lower()}"


def _sentence(rng: random.Random) -> str:
    return rng.choice(SENTENCES)


# (trigger words, maker) in priority order: the first rule whose words meet the name wins.
_Rule = tuple[frozenset[str], Callable[[random.Random, list[str]], Any]]
_STRING_RULES: list[_Rule] = [
    (frozenset({"email", "mail"}), lambda r, w: f"{r.choice(PEOPLE)}@{r.choice(DOMAINS)}"),
    (frozenset({"url", "uri", "href", "link", "endpoint", "baseurl", "website", "homepage"}),
     lambda r, w: f"https://{r.choice(DOMAINS)}/{r.choice(['login', 'pricing', 'docs/start', 'blog/2024/launch', 'account/settings', 'cart'])}"),
    (frozenset({"branch"}), lambda r, w: f"{r.choice(['feature', 'fix', 'chore'])}/{_slug(r)}"),
    (frozenset({"mime", "mimetype"}), lambda r, w: r.choice(["image/png", "application/pdf", "audio/mpeg", "text/csv"])),
    (frozenset({"sha", "hash", "commit", "revision", "rev", "oid"}), lambda r, w: "".join(r.choice(_HEX) for _ in range(12))),
    (frozenset({"uuid", "guid"}), lambda r, w: "-".join("".join(r.choice(_HEX) for _ in range(n)) for n in (8, 4, 4, 4, 12))),
    (frozenset({"ts", "timestamp"}), lambda r, w: f"17{r.randint(10000000, 99999999)}.{r.randint(100000, 999999)}"),
    (frozenset({"selector", "css", "locator"}), lambda r, w: r.choice(["#checkout-button", ".nav-menu > a.active", "form#login input[name='email']", "#search-box", "button.submit-order"])),
    (frozenset({"xpath"}), lambda r, w: r.choice(["//button[@id='submit']", "//a[text()='Pricing']", "//input[@name='q']"])),
    (frozenset({"filename", "basename"}), lambda r, w: r.choice(FILES)),
    (frozenset({"path", "file", "filepath", "dir", "directory", "folder", "root", "dest", "destination", "repo", "repository", "cwd", "workdir", "source"}),
     lambda r, w: _path(r, w)),
    (frozenset({"channel"}), lambda r, w: "C0" + "".join(r.choice(_ALNUM_UP) for _ in range(8)) if "id" in w else f"#{_slug(r)}"),
    (frozenset({"user", "owner", "author", "assignee", "username", "member"}),
     lambda r, w: "U0" + "".join(r.choice(_ALNUM_UP) for _ in range(8)) if "id" in w else r.choice(PEOPLE)),
    (frozenset({"index"}), lambda r, w: f"{r.choice(['logs', 'orders', 'products', 'metrics', 'audit'])}-2024.{r.randint(1, 12):02d}"),
    (frozenset({"pattern", "glob"}), lambda r, w: r.choice(["*.md", "user:*", "src/**/*.ts", "order:2024:*", "*.csv"])),
    (frozenset({"key"}), lambda r, w: f"{r.choice(['user', 'session', 'cart', 'order', 'cache'])}:{r.randint(100, 9999)}:{r.choice(['profile', 'items', 'token', 'state'])}"),
    (frozenset({"query", "search", "term", "keyword", "keywords", "q"}), lambda r, w: r.choice(TOPICS)),
    (frozenset({"script", "code", "javascript", "js", "expression"}), lambda r, w: r.choice(["return document.title;", "return window.location.href;", "return document.querySelectorAll('a').length;"])),
    (frozenset({"color", "fill", "stroke", "hex", "colour"}), lambda r, w: "#" + "".join(r.choice(_HEX) for _ in range(6))),
    (frozenset({"date", "day", "since", "until", "after", "before"}), lambda r, w: f"2024-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"),
    (frozenset({"tag", "version", "release"}), lambda r, w: f"v{r.randint(1, 4)}.{r.randint(0, 12)}.{r.randint(0, 9)}"),
    (frozenset({"remote", "upstream"}), lambda r, w: r.choice(["origin", "upstream"])),
    (frozenset({"message", "text", "content", "contents", "body", "comment", "description", "note", "summary", "reason"}),
     lambda r, w: _sentence(r)),
    (frozenset({"city", "town"}), lambda r, w: r.choice(["Lisbon", "Nairobi", "Osaka", "Toronto", "Berlin", "Austin", "Lyon", "Porto"])),
    (frozenset({"country"}), lambda r, w: r.choice(["PT", "KE", "JP", "CA", "DE"]) if "code" in w else r.choice(["Portugal", "Kenya", "Japan", "Canada"])),
    (frozenset({"address", "location", "place"}), lambda r, w: r.choice(["221 King St, Toronto", "Rua Augusta 14, Lisbon", "5 Chome Umeda, Osaka"])),
    (frozenset({"region", "zone"}), lambda r, w: r.choice(["eu-west-1", "us-east-2", "ap-northeast-1"])),
    (frozenset({"timezone", "tz"}), lambda r, w: r.choice(["Europe/Lisbon", "America/Toronto", "Asia/Tokyo"])),
    (frozenset({"phone", "mobile"}), lambda r, w: f"+1-555-01{r.randint(10, 99)}"),
    (frozenset({"currency"}), lambda r, w: r.choice(["EUR", "USD", "JPY"])),
    (frozenset({"company", "organization", "organisation", "org", "workspace", "team"}),
     lambda r, w: _ident(w[0], r) if "id" in w else r.choice(["acme-corp", "globex", "initech", "umbrella-labs"])),
    (frozenset({"host", "hostname", "server"}), lambda r, w: r.choice(["db01.internal", "cache.example.net", "10.0.4.12"])),
    (frozenset({"lang", "language", "locale"}), lambda r, w: r.choice(["en", "fr", "de", "ja"])),
    (frozenset({"font"}), lambda r, w: r.choice(["Helvetica", "Inter-Bold", "Georgia"])),
    (frozenset({"title", "subject", "heading"}), lambda r, w: r.choice(TOPICS).title()),
    (frozenset({"name", "label", "alias", "layer", "style", "symbol", "artboard", "field"}),
     lambda r, w: f"{r.choice(ADJ).title()} {r.choice(NOUN).title()}" if "layer" in w or "artboard" in w else _slug(r)),
    (frozenset({"id", "ids", "identifier", "ref", "handle"}), lambda r, w: _ident(next((x for x in w if x not in ("id", "ids", "identifier", "ref", "handle", "source", "target", "parent")), ""), r)
     if "ref" not in w else f"e{r.randint(10, 999)}"),
]

# number rules: (trigger words, (low, high))
_NUMBER_RULES: list[tuple[frozenset[str], tuple[int, int]]] = [
    (frozenset({"bpm", "tempo"}), (60, 180)),
    (frozenset({"axis"}), (0, 2)),
    (frozenset({"anchor", "position"}), (0, 1920)),  # a point in a 1920x1080 comp
    (frozenset({"artboard", "artboards"}), (1, 4)),  # a document has a few artboards: analyzing artboard 7 of a document
    # whose artboards a later call lists as two is no document (seed 1482)
    (frozenset({"layer", "artboard"}), (1, 8)),  # a comp's layer 3, a document's artboard 2: not layer 51 and 60
    (frozenset({"loop", "loops", "repeat", "repeats"}), (1, 10)),  # a footage item loops a few times
    (frozenset({"time", "times", "point"}), (0, 20)),  # seconds into a comp (at_time, keyframe times, in_point)
    (frozenset({"x", "y", "left", "top", "offset", "dx", "dy"}), (0, 800)),
    (frozenset({"stroke", "border", "outline", "linewidth", "strokewidth"}), (1, 8)),
    (frozenset({"width", "height", "w", "h"}), (40, 1200)),
    (frozenset({"depth"}), (1, 6)),
    (frozenset({"limit", "count", "max", "top", "n", "num", "size", "per", "results", "lines", "head", "tail", "depth", "k"}), (2, 50)),
    (frozenset({"page"}), (1, 9)),
    (frozenset({"line", "start", "end", "from", "to"}), (1, 240)),
    (frozenset({"row", "col", "column", "columns"}), (1, 6)),  # artboards rearranged in 3 columns, not 85
    (frozenset({"timeout", "seconds", "expire", "ttl", "delay", "wait", "interval", "duration"}), (5, 3600)),
    (frozenset({"port"}), (1024, 9000)),
    (frozenset({"quality", "percent", "percentage"}), (50, 100)),
    (frozenset({"dpi", "resolution"}), (150, 600)),
    (frozenset({"index", "position", "tab", "number", "id"}), (1, 4)),  # the third tab, the second element: not tab 7 of 4
]


# rules that make their own kind of id ("channel_id" -> C0...); any other "<thing>_id" is an id
_ID_AWARE = frozenset("channel user owner author assignee username member company organization organisation org workspace team uuid guid".split())


def hint_string(words: list[str], rng: random.Random) -> str | None:
    ws = set(words) | {w[:-1] for w in words if len(w) > 3 and w.endswith("s")}
    if words and words[-1] in ("id", "ids", "identifier") and not ws & _ID_AWARE:
        from seer.kinds.words import _NOT_NOUNS

        noun = next((w for w in words[:-1] if w not in _NOT_NOUNS), "")  # target_note_id is a note's id: not_…
        return _ident(noun, rng)
    for trigger, make in _STRING_RULES:
        if ws & trigger:
            return make(rng, words)
    return None


# the values people actually pass (a frame rate of 30, not 37; a 1920-wide canvas, not 1193)
_TYPICAL: list[tuple[frozenset[str], tuple[int, ...]]] = [
    (frozenset({"fps", "framerate", "rate"}), (24, 25, 30, 60)),
    (frozenset({"ms", "millis", "milliseconds"}), (500, 1000, 2000, 5000, 10000, 30000)),
    (frozenset({"timeout", "wait", "delay"}), (5, 10, 15, 30, 60)),
    (frozenset({"expire", "ttl", "expiry", "expiration"}), (60, 300, 600, 3600, 86400)),
    (frozenset({"duration"}), (5, 10, 15, 30, 60)),
    (frozenset({"stroke", "border", "outline", "linewidth", "strokewidth"}), (1, 2, 3, 4, 6)),  # a stroke is a few points wide
    (frozenset({"width", "w"}), (320, 640, 800, 1080, 1280, 1920)),
    (frozenset({"height", "h"}), (240, 480, 600, 720, 1080)),
    (frozenset({"dpi", "ppi", "resolution"}), (72, 150, 300)),
    (frozenset({"loop", "loops", "repeat", "repeats"}), (1, 2, 3, 4, 5)),  # a footage item loops a few times, not 98
    (frozenset({"dim", "dimension", "px", "pixels"}), (512, 768, 1024, 1536, 2048)),  # ai_see_document(max_dim): a render of 1024 px, never 4
    (frozenset({"opacity"}), (25, 50, 75, 100)),
    (frozenset({"scale", "zoom"}), (50, 100, 150, 200)),
    (frozenset({"angle", "rotation", "rotate", "degrees"}), (15, 45, 90, 180)),
    (frozenset({"quality"}), (80, 90, 100)),
    (frozenset({"precision", "decimals", "decimal"}), (2, 3, 4)),  # svg decimal_places 3, never 63
    (frozenset({"port"}), (3000, 5000, 5432, 6379, 8080, 9200)),
    (frozenset({"depth"}), (1, 2, 3, 5)),  # a tree walked a few levels down: max_depth 3, never 26
    (frozenset({"limit", "max", "top", "per", "results", "k", "count"}), (10, 20, 25, 50, 100)),
    (frozenset({"lines", "context"}), (3, 5, 10)),
    (frozenset({"stroke"}), (1, 2, 4)),
    (frozenset({"stop"}), (-1, 9, 10, 19)),
    (frozenset({"start"}), (0, 0, 1, 5, 10)),
    (frozenset({"mainline", "parent"}), (1, 2)),
    (frozenset({"ahead", "behind"}), (1, 2, 3, 5, 8)),  # a branch a few commits ahead of its remote, never 100
    (frozenset({"axis"}), (0, 1, 2)),  # x, y or z: never axis 71
    (frozenset({"bpm", "tempo"}), (90, 100, 110, 120, 128, 140)),  # a song's beat: never 3 bpm
    (frozenset({"x", "y", "left", "top", "dx", "dy"}), (0, 20, 40, 100, 120, 200, 240, 360, 400, 600)),
    (frozenset({"anchor", "position"}), (0, 240, 540, 960, 1280)),
]


def typical_numbers(words: list[str]) -> tuple[int, ...]:
    ws = set(words) | {w[:-1] for w in words if len(w) > 3 and w.endswith("s")}
    for trigger, values in _TYPICAL:
        if ws & trigger:
            return values
    return ()


def hint_range(words: list[str]) -> tuple[int, int]:
    ws = set(words) | {w[:-1] for w in words if len(w) > 3 and w.endswith("s")}
    if "index" in ws and ws & {"to", "from", "new", "target"}:
        return (1, 8)  # ae_add_item(to_index=113): a place in a comp's stack of layers is one of its first few (seed 1506)
    for trigger, rng_range in _NUMBER_RULES:
        if ws & trigger:
            return rng_range
    return (1, 100)


def free_text(rng: random.Random) -> str:
    return rng.choice([_slug(rng), rng.choice(TOPICS), rng.choice(NOUN)])


def entity_value(noun: str, rng: random.Random) -> str:
    """A display name for an entity of kind `noun` (a listing's item name)."""
    if noun in ("file", "document", "attachment", "media"):
        return rng.choice(FILES)
    if noun in ("directory", "folder", "dir"):
        return rng.choice(DIRS)
    if noun in ("user", "member", "person", "author", "owner"):
        return rng.choice(PEOPLE)
    if noun in ("branch",):
        return f"feature/{_slug(rng)}"
    return f"{rng.choice(ADJ)}-{noun}-{rng.randint(2, 99)}" if noun else _slug(rng)


# What a record of a common kind of thing carries, for results whose shape the spec leaves open.
NOUN_FIELDS = {
    "commit": ["hash", "message", "author", "date"], "message": ["ts", "text", "user"], "issue": ["number", "title", "state"],
    "user": ["id", "name", "email"], "file": ["path", "size"], "branch": ["name", "commit"], "page": ["url", "title"],
    "element": ["ref", "selector", "text"], "channel": ["id", "name"], "log": ["timestamp", "level", "message"],
    "status": ["branch", "state"], "key": ["key", "type", "ttl"], "index": ["index", "docs_count", "health"],
    "document": ["id", "title"], "tab": ["id", "url", "title"], "layer": ["name", "visible"], "project": ["id", "name"],
    "ticket": ["id", "title", "status"], "comment": ["id", "author", "body"], "task": ["id", "title", "due"],
    "event": ["id", "title", "start"], "image": ["uuid", "width", "height"], "table": ["name", "rows"],
    "note": ["id", "title"], "repository": ["name", "url"], "tag": ["name", "commit"], "artboard": ["index", "name"],
}
_FIXED = {"state": ["open", "closed", "merged"], "level": ["INFO", "WARN", "ERROR"], "health": ["green", "yellow"],
          "type": ["string", "hash", "list"], "visible": [True, False]}
_COUNTS = {"size": (120, 90000), "number": (1, 999), "rows": (10, 5000), "width": (40, 1600), "height": (40, 1200),
           "docs_count": (10, 100000), "ttl": (60, 86400), "index": (0, 9)}


def entity_fields(noun: str, rng: random.Random) -> dict[str, Any]:
    """Typical fields of a `noun` record with realistic values ({} for nouns it does not know)."""
    out: dict[str, Any] = {}
    for field in NOUN_FIELDS.get(noun, []):
        if field in _FIXED:
            out[field] = rng.choice(_FIXED[field])
        elif field in _COUNTS:
            out[field] = rng.randint(*_COUNTS[field])
        elif field in ("id",):
            out[field] = _ident(noun, rng)
        elif field in ("date", "start", "due", "timestamp"):
            out[field] = f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(7, 19):02d}:00:00Z"
        elif field == "name" and noun in ("branch", "tag"):
            out[field] = f"feature/{_slug(rng)}" if noun == "branch" else f"v{rng.randint(1, 4)}.{rng.randint(0, 12)}.0"
        else:
            out[field] = hint_string([field, noun], rng) or free_text(rng)
    return out
