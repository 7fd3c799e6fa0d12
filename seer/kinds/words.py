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
# what people write on a code host, by where it goes: a comment on an issue, a merge request's or an issue's description,
# a milestone's (each fits any title: never a chat line like "The meeting moved to 3pm tomorrow.")
CODE_HOST_PROSE = {
    "comment": ("I can reproduce this on staging with the latest build.", "The fix is in review; it should land in the next release.",
                "Could you share the request ID from a failing call?", "Confirmed on Safari 17; Chrome and Firefox are fine.",
                "I'll pick this up once the release branch is cut.", "Verified on staging; closing once it ships."),
    "merge": ("Ready for review; the tests pass locally.", "Addresses the review comments from last week.",
              "Behind a feature flag, off by default.\n\n- tests added\n- docs updated", "Please review before Friday's release cut."),
    "issue": ("Seen in production since Monday's deploy; steps to reproduce are in the linked support ticket.",
              "Reported by two customers this week, on web and mobile.", "Found during the release QA pass; it blocks the 2.5 release.",
              "Not urgent, but it keeps coming up in support tickets."),
    "milestone": ("Everything that ships with the next minor release.", "Stability work before the Q3 launch.",
                  "Checkout fixes and the new pricing page."),
}


# what designers' documents hold: the names Illustrator and After Effects give things, or people do
DESIGN_NAMES = ("Logo", "Headline", "Background", "Rectangle 3", "Group 2", "Hero image", "CTA button", "Price tag", "Ellipse 1",
                "Body copy", "Footer", "Icon set")
DOC_TITLES = ("Q3 planning notes", "Incident review: checkout outage", "Onboarding guide for support", "Weekly sync agenda",
              "Migration plan for the billing database", "Roadmap 2026", "Release checklist", "On-call handbook",
              "Customer interview notes", "API style guide")
DESIGN_TITLES = ("Spring campaign poster", "Logo refresh v3", "Product one-pager", "Social media banners", "Packaging mockup",
                 "Event flyer", "App icon set", "Trade show booth")
# the parameters of a video or design effect (Drop Shadow, Gaussian Blur): what get_params lists and set_param sets
EFFECT_PARAMS = ("Opacity", "Direction", "Distance", "Softness", "Blurriness", "Shadow Color", "Radius", "Threshold")
# what the text of a poster, a banner or a title card says
DESIGN_COPY = ("Spring sale", "Shop now", "New arrivals every week.", "Free shipping on orders over $50", "Limited edition",
               "Summer collection 2026", "Book your table today", "20% off everything this weekend", "Grand opening",
               "Join us on June 14", "Handmade in Lisbon", "Learn more at our booth")
VIDEO_TITLES = ("Product launch promo", "Customer interview cut", "Logo reveal", "Conference recap", "Tutorial episode 4")


# what can be taken out of a product: no one removes API latency or invoice totals (seed 1268)
_REMOVABLE = frozenset({"onboarding checklist", "dark mode", "CSV export", "payment retries", "audit log", "rate limiting",
                        "pricing page", "data retention policy"})


def _fitting_verb(verb: str, subject: str, hint: set[str]) -> str:
    """A title's verb that goes with its subject, and a commit's subject says a change made ("Investigate dark mode" is a
    ticket, never a commit: git_wrapup_instructions listed it among recent commits, seed 1268)."""
    if verb == "Investigate" and hint & {"git", "commit", "commits", "merge", "pull", "mr", "pr"}:  # nor a merge request
        return "Fix"
    if verb == "Remove" and subject not in _REMOVABLE or verb == "Add" and subject == "API latency":
        return "Improve" if subject in ("API latency", "search ranking", "checkout flow", "mobile navigation") else "Fix"
    return verb


def make_title(rng, hint: str = "") -> str:
    ws = set(re.split(r"[^a-z0-9]+", hint.lower()))
    if ws & {"premiere", "aftereffects"}:
        return pick(rng, VIDEO_TITLES)  # a video project's name
    if ws & {"design", "illustrator", "photoshop", "indesign"}:
        return pick(rng, DESIGN_TITLES)  # an artwork's name, not a ticket's
    if ws & {"document", "doc", "note", "notebook", "page", "wiki"} and not ws & {"issue", "ticket", "task", "pull", "pr", "request"}:
        return pick(rng, DOC_TITLES)  # a document is titled as people title documents
    if rng.random() < 0.7 or ws & {"issue", "ticket", "task", "pull", "pr", "request", "merge", "mr", "commit", "subject", "bug"}:
        verb, subject = pick(rng, TITLE_VERBS), pick(rng, SUBJECTS)
        return f"{_fitting_verb(verb, subject, ws)} {subject} {pick(rng, PLACES)}"  # work is titled by what it does
    return pick(rng, ("Q3 planning notes", "Incident review: checkout outage", "Onboarding guide for support",
                      "Weekly sync agenda", "Migration plan for the billing database", "Roadmap 2026"))


def make_body(rng, hint: str = "") -> str:
    first = pick(rng, SENTENCES)
    if rng.random() < 0.5:
        return first
    steps = [f"- {pick(rng, TITLE_VERBS).lower()} {pick(rng, SUBJECTS)}" for _ in range(2)]
    if steps[0] == steps[1]:
        steps = steps[:1]
    # never the same sentence twice ("The draft ... is ready for review. The draft ... is ready for review.")
    return f"{first}\n\n" + "\n".join(steps) if rng.random() < 0.5 else f"{first} {pick(rng, tuple(x for x in SENTENCES if x != first))}"


def check_prose(value: Any) -> bool:
    """Words, not a path, slug or identifier: a space somewhere, no leading slash."""
    return is_str(value) and " " in value.strip() and not value.startswith(("/", "~/", "C:\\")) and any(c.isalpha() for c in value)


CODE_HOST_IDS = frozenset("project mr merge pipeline issue milestone job runner group namespace note discussion comment label pull pr".split())


def specific_identifier(rng, hint: str = "") -> str | None:
    """Ids whose shape the thing decides: GitLab/GitHub project, MR and issue ids are numbers,
    a WebDriver session id is 32 hex digits, a window handle `CDwindow-<hex>`; None otherwise."""
    ws = re.split(r"[^a-z0-9]+", hint.lower())
    if not {"id", "iid", "ids", "ref"} & set(ws) and "handle" not in ws:
        return None
    if {"github", "gitlab", "git", "repository", "repo"} & set(ws) or (CODE_HOST_IDS & set(ws[:2]) and "platform" in ws):
        if CODE_HOST_IDS & set(ws[:3]):
            return str(rng.randint(10, 4800) if "project" in ws[:2] else rng.randint(1, 900))
    if "ref" in ws[:2] and set(ws) & {"element", "drag", "drop", "hover", "click", "browser", "page", "snapshot"}:
        return f"e{rng.randint(2, 480)}"  # an accessibility-snapshot element ref
    if ws[:1] in (["entry"], ["stream"], ["message"]) and set(ws) & {"stream", "streams", "xadd", "xdel", "xack", "xrange", "xreadgroup"}:
        return f"{rng.randint(1_700_000_000_000, 1_760_000_000_000)}-{rng.randint(0, 3)}"  # a Redis stream entry id
    if "session" in ws[:2]:
        return "".join(pick(rng, "0123456789abcdef") for _ in range(32))
    if "window" in ws[:2] or "handle" in ws[:2]:
        return "CDwindow-" + "".join(pick(rng, "0123456789ABCDEF") for _ in range(32))
    return None


# three-letter heads that read as a word: "not_3u141v70" for a note reads as "not"
_WORDLIKE = frozenset("not the and for can use all any are but has was off out own you ass sex die fat".split())


def id_prefix(noun: str) -> str:
    """An id's prefix from its thing's noun: its first three letters (ord_, iss_), unless they read as a word:
    then the noun itself when short (note_), else its consonants (ntb_ for a notebook)."""
    noun = noun.lower()
    head = noun[:3]
    if head not in _WORDLIKE:
        return head
    if len(noun) <= 4:
        return noun
    kept = noun[0]
    for c in noun[1:]:
        if c not in "aeiou" and c != kept[-1]:  # an asset's id is ast_, never ass_ (a doubled letter counts once)
            kept += c
    return kept[:3] if kept[:3] not in _WORDLIKE and len(kept) >= 3 else noun[:5]


def make_identifier(rng, hint: str = "") -> str:
    specific = specific_identifier(rng, hint)
    if specific is not None:
        return specific
    low = hint.lower()
    for word, head in (("channel", "C0"), ("user", "U0"), ("team", "T0")):  # Slack-style ids, as chat tools take them
        if word in low and "slack" in low:
            return head + "".join(pick(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(8))
    ws = [w for w in re.split(r"[^a-z]+", low) if w]
    nouns = [w for w in ws if w not in _NOT_NOUNS and w not in _VERBS]  # get_document(id): doc_…, never get_…
    prefix = id_prefix(nouns[0] if nouns else "") or pick(rng, ("id", "obj", "rec"))  # a note's id, source or target
    return f"{prefix}_{''.join(pick(rng, _HEXISH) for _ in range(8))}"


_VERBS = frozenset("get set list create update delete fetch read find remove add search show describe put post patch run "
                   "retrieve lookup view open close edit modify make".split())
# words of an id's name that say which one or what it is, not the thing it names
_NOT_NOUNS = frozenset("id ids iid uuid key ref source target parent child from to new old current base head src dst "
                       "destination origin original previous next first last primary other related linked my".split())


# names of things people name by a closed or conventional set (first hint word that matches wins)
_PRODUCT_AREAS = ("checkout", "search", "account settings", "billing", "onboarding", "cart", "login")  # parts of a web product
NAMED: dict[str, tuple[str, ...]] = {
    # analyzer_scan_product(focusAreas): "checkout", never "billing-focus" (seed 1406)
    "focus": _PRODUCT_AREAS, "area": _PRODUCT_AREAS, "section": _PRODUCT_AREAS,
    "milestone": ("v2.5", "v3.0", "Q1 2027", "Sprint 48", "Public beta"), "channel": ("general", "eng-alerts", "release-train", "support-escalations", "design-crit"),
    "style": ("Heading 1", "Body Text", "Caption", "Button Label"), "cookie": ("session_id", "csrftoken", "locale", "theme"),
    "field": ("status", "email", "last_login", "score", "name"),
    "property": ("Transform/Position", "Transform/Opacity", "Transform/Scale", "Transform/Rotation", "Effects/Gaussian Blur/Blurriness"),
    "notebook": ("Team meeting notes", "Recipes", "Project Apollo", "Reading list", "Onboarding"),
    "state": ("opened", "closed"), "interpolation": ("linear", "bezier", "hold"), "easing": ("easeInOut", "easeOut", "linear"),
    "feature": ("checkout", "user login", "search filters", "password reset"), "attribute": ("href", "class", "value", "aria-label", "data-testid"),
    "shape": ("rectangle", "ellipse", "polygon", "star", "line"), "strategy": ("ort", "recursive", "ours", "theirs"),
    "priority": ("high", "medium", "low"), "condition": ("element_visible", "element_clickable", "page_load"), "marker": ("Beat drop", "Logo in", "Title card"),
    "platform": ("github", "gitlab"), "provider": ("github", "gitlab", "aws", "gcp"),
    "font": ("Roboto-Bold", "Helvetica", "Inter-Regular", "Montserrat-Medium", "ArialMT", "SourceSansPro-Semibold",
             "MyriadPro-Regular", "Lato-Light"),
    "app": ("Slack", "Figma", "Notion", "Visual Studio Code", "Photoshop", "Spotify", "Zoom"),
    "application": ("Slack", "Figma", "Notion", "Visual Studio Code", "Photoshop", "Zoom"),
    "browser": ("chrome", "firefox", "edge"), "tokenizer": ("cl100k_base", "bert-base-uncased", "gpt2"),
    "framework": ("react", "django", "pytest", "jest", "spring"), "cluster": ("prod-eu-1", "staging-us-east", "analytics"),
    "layer": ("Background", "Logo", "Headline", "Layer 1", "Product photo"),  # "Shape Layer 1" is After Effects' own (APP_NAMED)
    "composition": ("Main Comp", "Intro 1080p", "Lower third", "Logo reveal"), "comp": ("Main Comp", "Intro 1080p", "Logo reveal"),
    "artboard": ("Artboard 1", "Hero banner", "Instagram post", "Business card", "Poster A3", "Web banner 728x90"),
    "gradient": ("Sunset fade", "Brand blue ramp", "Warm glow", "Steel sheen"),  # a gradient's name, no artwork item's
    "swatch": ("Brand Blue", "Accent Orange", "Neutral 10"), "color": ("Brand Blue", "Accent Orange", "Neutral 10"),
    "effect": ("Gaussian Blur", "Drop Shadow", "Glow", "Fill"), "preset": ("Web 1080p", "Print A4", "Social square"),
    "plan": ("smoke-tests", "checkout-regression", "nightly-e2e"), "suite": ("smoke", "regression", "checkout-e2e"),
    "test": ("test_login_redirect", "test_checkout_total", "test_search_filters"),
    "alias": ("orders-current", "logs-read", "products-write", "search-live"),
    "sequence": ("Main edit", "Rough cut v2", "Social 9x16", "Final master"),  # a Premiere Pro sequence
    "page": ("Checkout", "Login", "Pricing", "Account settings", "Search results"),  # a web app's page, not a slug
    "clip": ("Interview_A.mp4", "B-roll 03.mov", "Drone shot.mov", "Logo sting.mov"),
    "bin": ("Footage", "B-roll", "Audio", "Graphics", "Sequences", "Exports"),  # a Premiere Pro project's bins
    "pipeline": ("ingest-orders", "logs-enrich", "geoip-lookup"), "template": ("logs-template", "orders-template"),
    "model": ("gpt-4o-mini", "claude-3-5-sonnet", "llama-3.1-8b"), "region": ("eu-west-1", "us-east-1", "ap-southeast-2"),
    "environment": ("production", "staging", "development"), "env": ("production", "staging", "development"),
    "queue": ("email-outbox", "payments", "image-resize"), "topic": ("orders.created", "user-signups", "audit-events"),
    "bucket": ("acme-backups", "assets-prod", "reports-2026"), "database": ("analytics", "orders", "app_production"),
    "schema": ("public", "analytics", "billing"), "group": ("backend", "platform-team", "design"),
    "team": ("backend", "platform", "design", "support"), "label": ("bug", "enhancement", "needs-review"),
    "tag": ("v2.4.0", "v1.9.3", "release-2026.11"), "role": ("admin", "maintainer", "viewer"),
    "action": ("create", "update", "apply", "remove", "get"), "operation": ("create", "update", "apply", "remove"),
    "remote": ("origin", "upstream", "fork"), "stream": ("logs-app-default", "metrics-system.cpu-default", "logs-nginx.access-prod"),
    "product": ("Acme Shop", "Billing Portal", "Helpdesk", "Mobile Banking"), "consumer": ("worker-1", "worker-2", "billing-consumer"),
    "tab": ("checkout", "admin", "docs", "search results"), "image": ("Product photo", "hero.jpg", "Team portrait", "logo.png"),
    "compliance": ("GDPR", "PCI-DSS", "SOC 2", "HIPAA", "WCAG 2.1 AA"),  # a product's compliance needs, no "inventory-compliance"
    "flow": ("checkout", "login", "signup", "password reset", "search"),  # a product's critical user flows
    "critical": ("checkout", "login", "signup", "password reset", "search"),  # criticalFlows: the flows, no "search-critical"
    "mode": ("default", "append", "replace"), "workspace": ("acme", "marketing", "engineering"), "organization": ("acme-corp", "globex", "initech"),
}
_ROLES = frozenset("source target from to base parent src dest destination default current title display".split())
_TOPIC_WORDS = ("checkout", "billing", "search", "analytics", "onboarding", "payments", "inventory", "auth", "reports",
                "notifications", "orders", "marketing", "support", "mobile", "pricing", "catalog")
_GENERIC = frozenset("name names id ids the a an of for to new old value string get set list create update delete "
                     "item items key str text param params option options specific".split())


# NAMED's pools of things inside a design document (a "group" there is a group of objects, not a team)
DESIGN_POOLS = frozenset("layer artboard gradient swatch color style font effect composition comp marker property preset easing "
                         "interpolation shape image action operation mode state sequence clip bin".split())


# names a thing has in one application of a design suite: an After Effects layer is "Shape Layer 1",
# an Illustrator layer "Layer 1"; a Photoshop Action is a recorded one of its sets ("Vignette (selection)")
APP_NAMED: dict[tuple[str, str], tuple[str, ...]] = {
    ("layer", "aftereffects"): ("Shape Layer 1", "Title text", "Null 1", "Adjustment Layer 1", "Logo.ai", "BG Solid"),
    ("preset", "aftereffects"): ("fade-up-characters.ffx", "typewriter.ffx", "slide-in-left.ffx", "pop-bounce.ffx"),  # .ffx
    ("layer", "illustrator"): ("Layer 1", "Artwork", "Text", "Background", "Guides", "Logo"),
    ("layer", "photoshop"): ("Background", "Layer 1", "Product photo", "Headline", "Drop shadow"),
    ("folder", "aftereffects"): ("Footage", "Precomps", "Audio", "Solids", "Renders", "Assets"),  # the Project panel's folders
    ("action", "photoshop"): ("Vignette (selection)", "Wood Frame - 50 pixel", "Sepia Toning (layer)", "Gradient Map",
                              "Resize for web", "Save as JPEG 80%"),
    ("action set", "photoshop"): ("Default Actions", "Frames", "Image Effects", "Production", "Web export"),
    ("action", "illustrator"): ("Simplify (selection)", "Opacity 60 (selection)", "Save For Web GIF 64 Dithered",
                                "Unite (selection)", "Export PNG for screens"),
    ("action set", "illustrator"): ("Default Actions", "Production", "Web export"),
    ("project", "premiere"): ("Brand_refresh", "Spring_campaign", "Explainer_video", "Product_launch", "Interview_edit"),
    # Media Encoder's own export presets (a listing of them never shows a document preset "Print A4")
    ("preset", "mediaencoder"): ("H.264 - Match Source - High bitrate", "YouTube 1080p Full HD", "Vimeo 1080p Full HD",
                                 "Apple ProRes 422 HQ", "HEVC (H.265) - Match Source", "Animated GIF - Match Source",
                                 "Animated GIF - 480p", "AAC Audio - 320 kbps"),
}
_APP_WORDS = {"aftereffects": "aftereffects", "ae": "aftereffects", "illustrator": "illustrator", "ai": "illustrator",
              "photoshop": "photoshop", "ps": "photoshop", "premiere": "premiere", "pr": "premiere", "premierepro": "premiere",
              "mediaencoder": "mediaencoder"}


_PDF_PRESETS = ("[High Quality Print]", "[Press Quality]", "[PDF/X-4:2008]", "[PDF/X-1a:2001]", "[Smallest File Size]")


def named_pool(hint: str, design: bool = False) -> tuple[str, ...] | None:
    """The names things of the hint's kind have (notebooks, remotes, tags...), if NAMED knows them;
    in a design tool only a design thing's pool (else None: the caller names a design object). A hint
    that names one application of a suite ("layer aftereffects", "action set ps") takes that app's pool."""
    ws = [w for w in re.split(r"[^a-z0-9]+", hint.lower()) if w]
    while len(ws) > 1 and ws[0] in ("return", "returned", "include", "included", "select", "selected", "output"):
        ws = ws[1:]  # hybrid_search(return_fields): the fields returned are fields (title, price), not slugs
    first = ws[0] if ws else ""
    own = first[:-1] if first.endswith("s") and len(first) > 3 else first
    if first and first not in _GENERIC and own not in NAMED and first not in NAMED and first not in _ROLES and first not in _APP_WORDS \
            and len(ws) > 1 and not first.isdigit():
        return None  # get_alias(index), replace_color(scope): the parameter's own noun, not the tool's (an alias, a colour)
    if "preset" in ws and "pdf" in ws:  # export_pdf(preset): a PDF preset, never a document preset "Social square"
        return _PDF_PRESETS
    app = next((_APP_WORDS[w] for w in ws if w in _APP_WORDS), None)
    for i, w in enumerate(ws):
        for cand in (w, w[:-1] if w.endswith("s") and len(w) > 3 else w, w[:-2] if w.endswith(("ches", "shes", "xes")) else w):
            if app and cand == "action":  # a recorded Action by its name or set; a bare `action` is a verb (hide, crop)
                key = {"name": "action", "set": "action set"}.get(ws[i + 1] if i + 1 < len(ws) else "")
                if key and (key, app) in APP_NAMED:
                    return APP_NAMED[(key, app)]
            elif app and (cand, app) in APP_NAMED:
                return APP_NAMED[(cand, app)]
            if cand == "framework" and {"test", "tests", "generator", "healer", "spec"} & set(ws):
                return ("pytest", "playwright", "webdriverio", "jest", "junit")  # a test's framework, not django
            if cand in NAMED:
                return NAMED[cand] if not design or cand in DESIGN_POOLS else None
    return None


def make_name(rng, hint: str = "") -> str:
    """A name that fits what is being named: a platform is github or gitlab, a font a font, an
    alias `orders-current`; other things `<topic>-<noun>` (checkout-index), never one stock pool."""
    ws = [w for w in re.split(r"[^a-z0-9]+", hint.lower()) if w]
    pool = named_pool(hint)
    if pool:
        return pick(rng, pool)
    noun = next((w for w in ws if w not in _GENERIC and len(w) > 2 and not w.isdigit()), "")
    noun = noun[:-1] if noun.endswith("s") and len(noun) > 4 and not noun.endswith(("ss", "us", "is")) else noun
    topic = pick(rng, _TOPIC_WORDS)
    if not noun or noun == topic:
        return f"{topic}-{pick(rng, ('v2', 'main', 'draft', 'archive', 'eu', 'nightly'))}"
    return f"{topic}-{noun}"


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
QUESTIONS = ("How do I rotate the API keys without downtime?", "What is the difference between a soft and a hard delete?",
             "Why does the checkout page time out under load?", "How can I export last month's invoices as CSV?",
             "What retention period applies to audit logs?", "How do I set up single sign-on for a new team?")
REDIS_QUESTIONS = ("How do I configure key eviction with maxmemory-policy?", "What is the difference between RDB and AOF persistence?",
                   "How can I implement a rate limiter with Redis?", "When should I use a sorted set instead of a list?",
                   "How do I store session data with an expiry in Redis?", "How does vector similarity search work in Redis?")
simple("question", lambda r, h: pick(r, REDIS_QUESTIONS if "redis" in h.lower() else QUESTIONS),
       lambda v: is_str(v) and " " in v.strip() and not v.startswith("/"))  # a question in words, never a slug
# what a design app's listings are searched for: a preset, a font, a layer by the words in its name
DESIGN_QUERIES = ("fade", "typewriter", "slide in", "bounce", "Roboto", "logo", "headline", "background", "blur", "glow")
_DESIGN_SEARCH = frozenset("ae ai ps pr preset presets effect effects font fonts layer layers artboard artboards swatch swatches "
                           "symbol symbols brush brushes illustrator photoshop aftereffects premiere indesign comp comps".split())


def _query(rng, hint: str = "") -> str:
    design = set(re.split(r"[^a-z]+", (hint or "").lower())) & _DESIGN_SEARCH
    return pick(rng, DESIGN_QUERIES if design else QUERIES)  # ae_list_presets(filter="invoices from March") is no preset search


simple("search_query", _query, lambda v: is_str(v) and not v.startswith("/") and len(v) <= 500)
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


# Steps someone follows, by what the tool works on: a wrap-up protocol is a checklist, never a chat line.
_STEPS = {
    "code": ("Review the staged changes with git diff --staged.", "Run the test suite and fix any failures.",
             "Update CHANGELOG.md under Unreleased.", "Commit with a Conventional Commits message.",
             "Push the branch and open a pull request.", "Tag the release once the pull request is merged."),
    "browser": ("Open the page and wait for it to finish loading.", "Fill in the email and password fields.",
                "Click the Sign in button.", "Check that the dashboard heading is visible.", "Take a screenshot of the result."),
    "design": ("Outline all live text.", "Convert spot colours to CMYK.", "Check that the bleed is 3 mm on every side.",
               "Embed linked images.", "Export as PDF/X-4."),
    "": ("Read the current settings.", "Make the change on a copy first.", "Check the result against the expected output.",
         "Apply the change.", "Record what was changed and why."),
}
_STEP_CTX = {"git": "code", "commit": "code", "branch": "code", "repo": "code", "repository": "code", "wrapup": "code",
             "browser": "browser", "page": "browser", "test": "browser", "click": "browser",
             "illustrator": "design", "artboard": "design", "layer": "design", "document": "design"}


def make_steps(rng, hint: str = "") -> str:
    ws = re.split(r"[^a-z0-9]+", hint.lower())
    pool = _STEPS[next((_STEP_CTX[w] for w in ws if w in _STEP_CTX), "")]
    n = rng.randint(3, min(5, len(pool)))
    return "\n".join(f"{i}. {step}" for i, step in enumerate(pool[:n], 1))


simple("instructions", make_steps, lambda v: is_str(v) and bool(re.match(r"\s*(1[.)]|-|\*)\s", v)) or is_str(v) and len(v.split()) >= 4)


def name_of_email(email: str) -> str:
    """The person an address names: dana.kim@ is Dana Kim; a one-word treyes@ is T. Reyes (an initial and a surname),
    never "Treyes"; grace@ is Grace."""
    import re as _re

    from faker.providers.person.en_US import Provider  # the surnames Faker writes treyes@ from

    parts = [x for x in _re.split(r"[._-]+", email.split("@")[0]) if x and not x.isdigit()]
    if len(parts) == 1 and len(parts[0]) >= 5 and parts[0].isalpha() and parts[0][1:].capitalize() in Provider.last_names \
            and parts[0].capitalize() not in Provider.first_names:  # grace@ is Grace, never "G. Race"
        return f"{parts[0][0].upper()}. {parts[0][1:].capitalize()}"
    return " ".join(x.capitalize() for x in parts) or email
