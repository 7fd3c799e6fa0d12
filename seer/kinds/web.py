"""The web and the network: URLs, domains, emails, hosts, IPs, ports, MIME types, and the
CSS selectors and XPath expressions browser tools take. Checked with urllib.parse, ipaddress,
lxml-free regexes only where the standard library has nothing."""

from __future__ import annotations

import ipaddress
import re
from typing import Any
from urllib.parse import urlparse

from seer.kinds.base import is_str, pick, simple

PATHS = ("", "/pricing", "/docs/getting-started", "/login", "/blog/2025/launch", "/account/settings", "/cart",
         "/products/wireless-headphones", "/search?q=running+shoes", "/support/contact", "/about", "/careers")
SITES = ("example.com", "shop.example.org", "docs.acme.io", "app.contoso.com", "news.ycombinator.com",
         "en.wikipedia.org", "github.com", "status.example.net", "www.python.org", "developer.mozilla.org")
_DOMAIN = re.compile(r"^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$", re.I)
_EMAIL = re.compile(r"^[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+\.)+[A-Za-z]{2,24}$")
_CSS = re.compile(r"^[#.\[\]a-zA-Z0-9_\-=:'\"()>+~*, ^$|/]+$")
CSS = ("#checkout-button", ".nav-menu > a.active", "form#login input[name='email']", "#search-box", "button.submit-order",
       "button[type='submit']", "a[href='/pricing']", "div.product-card:nth-child(2) .price", "input#password",
       "#cookie-banner .accept", "ul.results > li:first-child a", "textarea[name='comment']")
XPATHS = ("//button[@id='submit']", "//a[text()='Pricing']", "//input[@name='q']", "//div[@class='product-card'][2]//span",
          "//form[@id='login']//input[@type='email']", "//table[@id='orders']//tr[3]/td[2]")
MIMES = ("image/png", "application/pdf", "text/csv", "application/json", "text/plain", "image/jpeg", "text/markdown")


def _email(rng) -> str:
    from seer.kinds.words import email

    return email(rng)


def company_domain(rng) -> str:
    """A company's domain from Faker's surname list ("ramirez-lowe.com"), without a Faker draw."""
    from seer.kinds.words import _names

    last = _names()[1]
    head = pick(rng, last).lower() if rng.random() < 0.6 else f"{pick(rng, last).lower()}-{pick(rng, last).lower()}"
    return f"{head}.{pick(rng, ('com', 'io', 'net', 'org', 'co'))}"


# the pages real sites have: MDN sells no headphones, Hacker News has no cart (a shop's paths go to shops and made-up
# companies only)
SITE_PATHS = {"news.ycombinator.com": ("", "/newest", "/item?id=41234567", "/login"),
              "en.wikipedia.org": ("/wiki/Redis", "/wiki/Selenium_(software)", "/wiki/Main_Page"),
              "github.com": ("/login", "/pricing", "/acme-corp/webshop", "/acme-corp/webshop/pulls"),
              "www.python.org": ("", "/downloads/", "/doc/", "/about/", "/blog/"),
              "developer.mozilla.org": ("/en-US/docs/Web/HTML", "/en-US/docs/Web/JavaScript", "/en-US/docs/Web/API/Fetch_API"),
              "status.example.net": ("", "/incidents", "/history"),
              "docs.acme.io": ("", "/docs/getting-started", "/api/reference", "/search?q=webhooks")}


def make_url(rng, hint: str = "") -> str:
    site = pick(rng, SITES) if rng.random() < 0.6 else company_domain(rng)
    return f"https://{site}{pick(rng, SITE_PATHS.get(site, PATHS))}"


def check_url(value: Any) -> bool:
    if not is_str(value) or " " in value.strip():
        return False
    if value == "about:blank":
        return True  # the page of a browser just launched
    parts = urlparse(value)
    return parts.scheme in ("http", "https", "ws", "wss", "ftp", "file", "s3", "gs") and bool(parts.netloc or parts.scheme == "file")


def check_domain(value: Any) -> bool:
    return is_str(value) and bool(_DOMAIN.match(value))


def make_host(rng, hint: str = "") -> str:
    return pick(rng, ("db01.internal", "api.example.com", "cache-02.prod.acme.io", "localhost", "10.0.4.12",
                      "web-1.staging.example.net", "redis.internal", "search.acme.io"))


def check_host(value: Any) -> bool:
    return check_ip(value) or check_domain(value) or value in ("localhost",) or bool(
        is_str(value) and re.match(r"^[a-z0-9][a-z0-9-]{0,62}(\.[a-z0-9-]+)*$", value, re.I))


def check_ip(value: Any) -> bool:
    try:
        ipaddress.ip_address(value)
        return True
    except ValueError:
        return False


def make_ip(rng, hint: str = "") -> str:
    if "v6" in hint:
        return f"fd00::{rng.randint(1, 0xFFFF):x}:{rng.randint(1, 0xFFFF):x}"
    return pick(rng, (f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                      f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 254)}", f"172.16.{rng.randint(0, 31)}.{rng.randint(2, 254)}"))


def check_port(value: Any) -> bool:
    if isinstance(value, str) and value.isdigit():
        value = int(value)
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 65535


def check_css(value: Any) -> bool:
    return is_str(value) and bool(_CSS.match(value)) and not value.startswith(("/", "(")) and "//" not in value


def check_xpath(value: Any) -> bool:
    return is_str(value) and value.startswith(("/", "(", "./")) and value.count("[") == value.count("]")


simple("url", make_url, check_url, well_known=True)
simple("key_modifier", lambda r, h: pick(r, ("Shift", "Control", "Alt", "Meta")),
       lambda v: is_str(v) and v.lower() in ("shift", "control", "ctrl", "alt", "meta", "cmd", "command", "option"))
URL_PATTERNS = ("*/api/*", "**/api/orders*", "*://*.doubleclick.net/*", "*.png", "**/analytics/*", "*/graphql*")
simple("url_pattern", lambda r, h: pick(r, URL_PATTERNS), lambda v: is_str(v) and "*" in v and " " not in v and not v.startswith("src/"))
simple("json_path", lambda r, h: pick(r, ("$", "$.name", "$.address.city", "$.items[0].price", "$.settings.theme")),
       lambda v: is_str(v) and v.startswith("$") and " " not in v)  # a RedisJSON / JSONPath path, not a file
ES_API_PATHS = ("/_cluster/health", "/logs-2024.12/_search", "/_cat/indices?v", "/orders/_mapping", "/_nodes/stats",
                "/products/_doc/42", "/_aliases", "/metrics-2024.11/_count")
REST_API_PATHS = ("/api/v1/users", "/api/v1/orders/1042", "/v2/projects/7/members", "/api/health", "/api/v1/invoices?status=open")
simple("api_path", lambda r, h: pick(r, ES_API_PATHS if {"elasticsearch", "opensearch", "index", "cluster"} & set(h.lower().split())
                                     else ("/", "/account", "/shop") if "cookie" in h.lower() else REST_API_PATHS),  # the path of an HTTP request, not a file on disk
       lambda v: is_str(v) and v.startswith("/") and " " not in v and not v.startswith(("/home/", "/Users/", "/tmp/", "/var/")))
simple("domain", lambda r, h: pick(r, SITES) if r.random() < 0.5 else company_domain(r), check_domain)
simple("email", lambda r, h: _email(r), lambda v: is_str(v) and bool(_EMAIL.match(v)), well_known=True)
simple("host", make_host, check_host)
simple("ip", make_ip, check_ip, well_known=True)
simple("port", lambda r, h: pick(r, (80, 443, 5432, 6379, 8080, 3000, 9200, 27017, 8443, 5000)), check_port,
       types=("integer", "string"), well_known=True)
simple("mime", lambda r, h: pick(r, MIMES), lambda v: is_str(v) and bool(re.match(r"^[a-z]+/[a-z0-9.+-]+$", v)))
# what a person types into: a text field, a search box, a text area (not a price label or a link)
INPUT_CSS = ("input[name='q']", "#search-box", "input#email", "input[name='username']", "textarea[name='comment']",
             "input[type='password']", "form#login input[name='email']", "#coupon-code")
INPUT_XPATHS = ("//input[@name='q']", "//form[@id='login']//input[@type='email']", "//textarea[@name='comment']",
                "//input[@id='search-box']")
simple("css_selector", lambda r, h: pick(r, INPUT_CSS if "input" in (h or "").split() else CSS), check_css)
simple("xpath", lambda r, h: pick(r, INPUT_XPATHS if "input" in (h or "").split() else XPATHS), check_xpath)
UI_TEXT = ("Sign in", "Add to cart", "Checkout", "Pricing", "Search", "Submit order", "Accept cookies", "Next", "Contact sales",
           "Download report", "Save changes", "Forgot password?")
simple("ui_text", lambda r, h: pick(r, UI_TEXT), lambda v: is_str(v) and len(v) <= 80)
FIELD_VALUES = ("jane.doe@example.com", "running shoes", "Berlin", "2", "10115", "Jane Doe", "SAVE20", "42 Market Street",
                "wireless headphones", "+49 30 1234567")  # what a form field holds
simple("field_value", lambda r, h: pick(r, FIELD_VALUES), lambda v: is_str(v) and len(v) <= 80 and "\n" not in v
       and not (v.endswith(".") and len(v.split()) > 3))
simple("page_range", lambda r, h: pick(r, ("1-3", "2", "1-2, 5", "4-6", "1")),  # a print dialog's pages
       lambda v: is_str(v) and bool(re.fullmatch(r"\d+(-\d+)?(,\s*\d+(-\d+)?)*", v)))


_BRANDS = {b.lower(): b for b in ("GitHub", "GitLab", "YouTube", "LinkedIn", "PayPal", "WordPress", "DuckDuckGo", "StackOverflow",
                                  "npmjs", "PyPI", "OpenAI", "iCloud", "eBay", "TikTok", "WhatsApp", "HubSpot", "MailChimp")}
_BRANDS["ycombinator"] = "Hacker News"
_BRANDS["mozilla"] = "MDN"  # developer.mozilla.org's pages end "| MDN", never "Html | Mozilla" (seed 1308)
_CASED = {"javascript": "JavaScript", "typescript": "TypeScript", "graphql": "GraphQL", "webassembly": "WebAssembly",
          "postgresql": "PostgreSQL", "mysql": "MySQL", "github": "GitHub", "websocket": "WebSocket"}
_ACRONYMS = frozenset("html css api apis http https json xml url dom sql faq sdk cli ui ux svg pdf".split())


def page_title(url: str) -> str:
    """A believable <title> for a URL: its last path segment and its site (a blank page has none)."""
    if url == "about:blank":
        return ""
    parts = urlparse(url)
    site = parts.netloc.split(".")[-2].title() if parts.netloc.count(".") >= 1 else parts.netloc
    site = _BRANDS.get(site.lower(), site)  # GitHub, never "Github"; news.ycombinator.com is Hacker News
    tail = [p for p in parts.path.split("/") if p]
    head = tail[-1].replace("-", " ").replace("_", " ").capitalize() if tail else "Home"
    head = " ".join(w.upper() if w.lower() in _ACRONYMS else _CASED.get(w.lower(), w) for w in head.split(" "))  # "Fetch
    # API", "HTML", "JavaScript" (never "Javascript | MDN", seed 1327)
    return f"{head} | {site}"


# What a page of each kind shows (role, accessible name), found by the words of its title and path: a sign-in page has
# an Email field and a Sign in button, a pricing page plans and Contact sales; the accessibility tree and the
# interactive elements of one page list these, never another page's controls.
PAGE_CONTROLS = (
    (("login", "signin", "sign"), (("heading", "Welcome back"), ("textbox", "Email"), ("textbox", "Password"),
                                   ("checkbox", "Remember me"), ("button", "Sign in"), ("link", "Forgot password?"))),
    (("pricing", "plans"), (("heading", "Pricing"), ("navigation", "Main"), ("button", "Start free trial"),
                            ("button", "Contact sales"), ("link", "Compare plans"))),
    (("cart", "basket"), (("heading", "Your cart"), ("combobox", "Quantity"), ("button", "Remove"), ("button", "Checkout"),
                          ("link", "Continue shopping"))),
    (("checkout", "payment"), (("heading", "Checkout"), ("textbox", "Coupon code"), ("button", "Apply"),
                               ("textbox", "Card number"), ("button", "Submit order"))),
    (("search", "results"), (("searchbox", "Search"), ("button", "Search"), ("heading", "Results"), ("link", "Next"))),
    (("contact", "support", "help"), (("heading", "Contact us"), ("textbox", "Name"), ("textbox", "Email"),
                                      ("textbox", "Message"), ("button", "Send message"))),
    (("about", "careers", "company", "team"), (("heading", "About us"), ("navigation", "Main"), ("link", "Careers"),
                                                ("button", "Contact sales"), ("link", "Press"))),
    (("settings", "account", "profile", "preferences"), (("heading", "Settings"), ("textbox", "Display name"),
                                                          ("checkbox", "Email notifications"), ("button", "Save changes"))),
    (("products", "product", "shop", "headphones"), (("heading", "Wireless headphones"), ("combobox", "Colour"),
                                                     ("button", "Add to cart"), ("link", "Reviews"))),
    (("wiki",), (("navigation", "Main menu"), ("searchbox", "Search Wikipedia"), ("button", "Search"),
                 ("link", "Random article"), ("link", "Talk"), ("link", "Log in"))),  # an encyclopedia's article, no checkout
    (("newest", "item", "news"), (("link", "new"), ("link", "comments"), ("link", "submit"), ("link", "More"),
                                  ("textbox", "Comment"), ("button", "add comment"))),  # Hacker News
    (("pulls", "issues", "commits", "webshop"), (("link", "Code"), ("link", "Issues"), ("link", "Pull requests"),
                                                 ("button", "Star"), ("button", "Fork"), ("searchbox", "Go to file"))),
    (("downloads", "download", "releases"), (("heading", "Download the latest release"), ("button", "Download"),
                                             ("link", "All releases"), ("link", "Release notes"))),
    (("incidents", "history", "status"), (("heading", "All systems operational"), ("link", "Incident history"),
                                          ("button", "Subscribe to updates"), ("link", "Past incidents"))),
    (("docs", "doc", "reference", "api", "html", "javascript", "blog", "launch", "started", "guide", "article"),
     (("navigation", "Main"), ("searchbox", "Search docs"),
                                                                 ("link", "Next"), ("link", "Edit this page"),
                                                                 ("button", "Download report"))),
    (("home",), (("navigation", "Main"), ("heading", "Welcome"), ("link", "Pricing"), ("link", "About"),
                 ("button", "Sign in"), ("button", "Accept cookies"))),
)


def page_controls(title: str = "", url: str = "") -> tuple[tuple[str, str], ...] | None:
    """The controls of the page a title or a URL names (by the words of the title before its site and of the URL's
    path), else None. A site's root is its home page."""
    head = title.split(" | ")[0] if title else ""
    path = urlparse(url).path if url.startswith("http") else ""
    said = set(re.findall(r"[a-z]+", f"{head} {path}".lower()))
    if url.startswith("http") and not path.strip("/") and not head:
        said.add("home")
    if title.endswith("| Hacker News") or "news.ycombinator.com" in url:
        said = (said - {"home"}) | {"news"}  # its front page is a list of stories, no Pricing and Sign in
    return next((controls for keys, controls in PAGE_CONTROLS if said & set(keys)), None)


_PAGE_NAV = ("Home", "Products", "Pricing", "Docs", "Blog", "Support", "About", "Careers")
_PAGE_LINES = ("Free shipping on orders over $50.", "Last updated {date}.", "Questions? Contact our team.",
               "Sign in to see your saved items.", "We use cookies to improve your experience.", "Subscribe to our newsletter.")


_REAL_SITE_TEXT = {
    "Wikipedia": "Wikipedia\nMain page  Contents  Current events  Random article  About Wikipedia\n{head}\n"
                 "From Wikipedia, the free encyclopedia\nContents  History  Overview  See also  References\n"
                 "Text is available under the Creative Commons Attribution-ShareAlike License 4.0.",
    "Hacker News": "Hacker News\nnew | past | comments | ask | show | jobs | submit\n"
                   "1. Show HN: A tiny browser automation toolkit (github.com)\n2. Why our p95 latency doubled (example.com)\n"
                   "Guidelines | FAQ | Lists | API | Security | Legal",
    "GitHub": "GitHub\nCode  Issues  Pull requests  Actions  Security  Insights\n{head}\nREADME.md\n"
              "Run `make test` to run the tests.\n\u00a9 2026 GitHub, Inc.",
    "Python": "Python\nAbout  Downloads  Documentation  Community  Success Stories  News\n{head}\n"
              "Python is a programming language that lets you work quickly and integrate systems more effectively.\n"
              "Copyright \u00a92001-2026 Python Software Foundation.",
    "MDN": "MDN Web Docs\nReferences  Guides  Plus  Curriculum  Blog\n{head}\n"
               "This page was last modified on 2 March 2026 by MDN contributors.",
}


def page_text(page: dict, rng) -> str:
    """The visible text of a browser page: its heading (from its title), a navigation bar and a few lines of
    body copy, the way a page's innerText reads (never a chat sentence about something else)."""
    if page.get("url") == "about:blank":
        return ""  # a browser just launched shows an empty page
    title = page.get("title") or page_title(page.get("url", ""))
    head, _, site = title.partition(" | ")
    real = _REAL_SITE_TEXT.get(site)
    if real is not None:  # get_page_text of Wikipedia's Selenium article read "Sign in to see your saved items." and
        return real.format(head=head)  # "© 2026 Wikipedia. All rights reserved." (seed 1290): a real site reads as itself
    nav = "  ".join(rng.sample(_PAGE_NAV, 5))
    lines = [line.format(date=f"{rng.randint(1, 28)} March 2026") for line in rng.sample(_PAGE_LINES, 2)]
    return "\n".join([site or head, nav, head, *lines, f"\u00a9 2026 {site or head}. All rights reserved."])
simple("window_handle", lambda r, h: "CDwindow-%032X" % r.getrandbits(128),
       lambda v: is_str(v) and bool(re.fullmatch(r"(CDwindow-)?[0-9A-Fa-f-]{8,}", v)))
BROWSER_FLAGS = ("--headless=new", "--window-size=1280,800", "--disable-gpu", "--incognito", "--lang=en-US",
                 "--disable-notifications", "--no-sandbox", "--start-maximized")
simple("browser_flag", lambda r, h: pick(r, BROWSER_FLAGS), lambda v: is_str(v) and v.startswith("-") and " " not in v)
ELEMENT_DESCRIPTIONS = ("the Checkout button", "the search box in the header", "the email field on the login form",
                        "the 'Add to cart' button", "the cookie banner's Accept button", "the password field", "the main navigation menu")
simple("element_description", lambda r, h: pick(r, ELEMENT_DESCRIPTIONS), lambda v: is_str(v) and len(v) <= 80 and not v.endswith("."))
simple("cookie_value", lambda r, h: "%032x" % r.getrandbits(128),
       lambda v: is_str(v) and " " not in v.strip() and len(v) <= 200)
