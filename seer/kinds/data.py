"""Structured text: JSON documents, keys of key-value stores, globs, regexes, issue-tracker
query languages (JQL, CQL), Jira issue keys, colours, page scripts, Markdown-free labels."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any

from seer.kinds.base import is_str, pick, simple

# keys a plain GET/SET takes: no sorted set (leaderboard:weekly) or list (queue:emails) read as a string
KV_KEYS = ("user:1042:profile", "session:8f3a2c", "cart:311:items", "order:2025:0871", "cache:homepage",
           "rate_limit:api:203.0.113.7", "feature_flags")
GLOBS = ("*.md", "src/**/*.ts", "*.csv", "logs/2025-*.log", "**/test_*.py", "*.json", "docs/**/*.md", "node_modules")
REGEXES = (r"^ERROR", r"user-\d+", r"\.md$", r"timeout|refused", r"^v\d+\.\d+")
PROJECTS = ("PROJ", "OPS", "WEB", "PAY", "SUP", "DATA")
JQL = ('project = {p} AND status = "In Progress"', 'assignee = currentUser() AND resolution = Unresolved ORDER BY priority DESC',
       'project = {p} AND created >= -7d', 'labels = backend AND status != Done', 'text ~ "login timeout" AND project = {p}',
       'project = {p} AND issuetype = Bug ORDER BY created DESC')
CQL = ('type = page AND space = "{p}" AND title ~ "onboarding"', 'text ~ "release notes" AND lastmodified > now("-30d")',
       'space = "{p}" AND label = "runbook"', 'type = blogpost AND creator = currentUser()')
SCRIPTS = ("return document.title;", "return window.location.href;", "return document.querySelectorAll('a').length;",
           "window.scrollTo(0, document.body.scrollHeight);", "return document.querySelector('h1').innerText;")
_CSS_NAMES = ("red", "blue", "green", "black", "white", "orange", "purple", "teal", "navy", "gray", "grey", "yellow")
_ISSUE_KEY = re.compile(r"^[A-Z][A-Z0-9_]{1,9}-\d+$")


_KWARGS = {"update": ({"title": "Fix login timeout on Safari"}, {"state_event": "close"}, {"description": "Rebased on main; ready for review"}),
           "create": ({}, {"description": "Internal tooling for the checkout team"}, {"visibility": "private"})}


def _make_json(rng, hint: str) -> str:
    if "kwargs" in (hint or ""):  # a Python **kwargs surfaced as a string: extra fields as a JSON object (none unless an update)
        ws = set(re.split(r"[^a-z]+", hint.lower()))
        return json.dumps(pick(rng, _KWARGS["update"] if ws & {"update", "edit", "modify"} else
                               _KWARGS["create"] if ws & {"create", "new", "fork"} else ({},)))
    doc = pick(rng, ({"name": "Ana Souza", "email": "ana@example.com", "plan": "pro"},
                     {"status": "active", "retries": 3, "tags": ["billing", "eu"]},
                     {"title": "Quarterly report", "owner": "dana", "due": "2026-01-15"}))
    return json.dumps(doc)


def _check_json(value: Any) -> bool:
    if isinstance(value, (dict, list)):
        return True
    try:
        return is_str(value) and isinstance(json.loads(value), (dict, list))
    except ValueError:
        return False


def _check_regex(value: Any) -> bool:
    try:
        return is_str(value) and re.compile(value) is not None
    except re.error:
        return False


def _check_tracker_query(value: Any) -> bool:
    return is_str(value) and bool(re.search(r"\b\w+\s*(=|!=|~|>=|<=|>|<|\bin\b|\bis\b)\s*", value)) and not value.startswith("/")


def _check_colour(value: Any) -> bool:
    return is_str(value) and (bool(re.fullmatch(r"#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})", value))
                              or value.lower() in _CSS_NAMES or bool(re.fullmatch(r"rgba?\([\d\s.,%]+\)", value)))


simple("json", _make_json, _check_json, types=("string", "object"))
# keys by the Redis type the command works on (LRANGE a list, HGET a hash, ZADD a sorted set)
_TYPED_KEYS = ((("lpush", "rpush", "lpop", "rpop", "lrange", "llen", "lrem", "lindex", "list"), ("queue:emails", "jobs:pending", "notifications:user:1042")),
               (("hset", "hget", "hdel", "hgetall", "hexists", "hash", "hincrby"), ("user:1042:profile", "product:sku-1048", "session:8f3a2c")),
               (("sadd", "srem", "smembers", "sismember", "set_members"), ("tags:article:42", "online:users", "blocked:ips")),
               (("zadd", "zrange", "zrem", "zscore", "sorted"), ("leaderboard:weekly", "scores:game:7", "trending:products")),
               (("xadd", "xrange", "xdel", "xreadgroup", "xgroup", "xack", "stream"), ("events:orders", "stream:payments", "audit:log")),
               (("json",), ("feature_flags", "config:app", "user:1042:settings")))


@lru_cache(maxsize=4096)
def kv_group(hint: str) -> int | None:
    """Which Redis type a command (or a key made for one) works on: the index into _TYPED_KEYS."""
    ws = set(re.split(r"[^a-z]+", (hint or "").lower()))
    return next((i for i, (commands, _) in enumerate(_TYPED_KEYS) if ws & set(commands)), None)


def redis_type(group: int | None) -> str:
    """The name TYPE answers for a key of a _TYPED_KEYS group (no group: a plain string)."""
    return ("list", "hash", "set", "zset", "stream", "ReJSON-RL")[group] if isinstance(group, int) else "string"


def key_group(key: str) -> int | None:
    return next((i for i, (_, keys) in enumerate(_TYPED_KEYS) if key in keys), None)


def _kv_key(rng, hint: str) -> str:
    ws = set(re.split(r"[^a-z]+", (hint or "").lower()))
    if ws & {"vector", "embedding", "embeddings"} and ws & {"hash"}:
        return "product:sku-1048"  # a vector kept in a hash is a product's (its name, price, embedding), never a session's
    for commands, keys in _TYPED_KEYS:
        if ws & set(commands):
            return pick(rng, keys)
    return pick(rng, KV_KEYS)


_POWERSHELL = ("Get-Process | Where-Object { $_.CPU -gt 100 } | Select-Object Name, CPU",
               "Get-ChildItem -Path $env:USERPROFILE\\Documents -Filter *.psd | Measure-Object", "Get-Service -Name 'Adobe*' | Format-Table Status, Name")
_EXTENDSCRIPT = ("app.activeDocument.layers.length;", "app.activeDocument.artboards[0].name;",
                 "app.activeDocument.selection.length;", "app.documents.length;")
AE_SCRIPTS = ("app.project.activeItem.name;", "app.project.numItems;", "app.project.activeItem.layers.length;")


def _script(rng, hint: str) -> str:
    ws = set(re.split(r"[^a-z]+", (hint or "").lower()))
    if "powershell" in ws:
        return pick(rng, _POWERSHELL)
    if ws & {"ae", "aftereffects"} or "after effects" in (hint or "").lower():
        return pick(rng, AE_SCRIPTS)  # After Effects' DOM is a project of items, not documents
    if ws & {"jsx", "extendscript", "adobe", "illustrator", "photoshop", "indesign"}:
        return pick(rng, _EXTENDSCRIPT)
    if ws & {"test", "tests", "pytest"}:
        return pick(rng, _TESTS)  # a browser test as a test file holds it
    return pick(rng, SCRIPTS)


_TESTS = ("def test_login_redirects_to_dashboard(driver):\n    driver.get(BASE_URL + '/login')\n"
          "    driver.find_element(By.ID, 'email').send_keys('dana@example.com')\n"
          "    driver.find_element(By.CSS_SELECTOR, 'button[type=submit]').click()\n    assert '/dashboard' in driver.current_url\n",
          "def test_search_filters_results(driver):\n    driver.get(BASE_URL + '/search?q=shoes')\n"
          "    driver.find_element(By.CSS_SELECTOR, '#filter-size-42').click()\n"
          "    assert len(driver.find_elements(By.CSS_SELECTOR, '.result')) > 0\n",
          "def test_cart_total_updates(driver):\n    driver.get(BASE_URL + '/cart')\n"
          "    driver.find_element(By.CSS_SELECTOR, '.qty-plus').click()\n"
          "    assert driver.find_element(By.ID, 'total').text.startswith('$')\n")


simple("kv_key", _kv_key, lambda v: is_str(v) and " " not in v and not v.startswith("/"))
_DESIGN_GLOBS = ("*.psd", "*.psd;*.png", "*.jpg;*.png", "*.tif", "*.ai", "*.png")
_DESIGN_HINTS = frozenset("ps photoshop ai illustrator ae aftereffects indesign premiere design image images".split())
simple("glob", lambda r, h: pick(r, _DESIGN_GLOBS if set(re.split(r"[^a-z]+", (h or "").lower())) & _DESIGN_HINTS else GLOBS), lambda v: is_str(v) and (any(c in v for c in "*?[") or v == "node_modules"))
simple("base64", lambda r, h: pick(r, ("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
                                      "JVBERi0xLjQKJcfsj6IKNSAwIG9iago8PC9MZW5ndGggNiAwIFI+PgpzdHJlYW0K")),
       lambda v: is_str(v) and bool(re.fullmatch(r"[A-Za-z0-9+/=\s]+", v)))
simple("regex", lambda r, h: pick(r, REGEXES), _check_regex)
simple("jql", lambda r, h: pick(r, JQL).format(p=pick(r, PROJECTS)), _check_tracker_query)
simple("cql", lambda r, h: pick(r, CQL).format(p=pick(r, PROJECTS)), _check_tracker_query)
simple("issue_key", lambda r, h: f"{pick(r, PROJECTS)}-{r.randint(10, 2400)}", lambda v: is_str(v) and bool(_ISSUE_KEY.match(v)))
simple("colour", lambda r, h: "#%06x" % r.getrandbits(24), _check_colour)
simple("script", _script, lambda v: is_str(v) and any(c in v for c in "();=.|$"))
simple("project_key", lambda r, h: pick(r, PROJECTS), lambda v: is_str(v) and bool(re.fullmatch(r"[A-Z][A-Z0-9_]{1,9}", v)))
simple("message_ts", lambda r, h: f"17{r.randint(10000000, 99999999)}.{r.randint(100000, 999999)}",
       lambda v: is_str(v) and bool(re.fullmatch(r"\d{10}\.\d{6}", v)))
simple("issue_type", lambda r, h: pick(r, ("Task", "Bug", "Story", "Epic", "Sub-task")), lambda v: is_str(v) and len(v) <= 40)
KV_PATTERNS = ("user:*", "session:*", "order:2025:*", "cart:*:items", "cache:*", "rate_limit:*")
simple("kv_pattern", lambda r, h: pick(r, KV_PATTERNS), lambda v: is_str(v) and any(c in v for c in "*?[") and "/" not in v)


def key_like(pattern: str, rng) -> str:
    """A key a KEYS/SCAN pattern matches ("user:*" -> "user:1042")."""
    return "".join(str(rng.randint(100, 9999)) if c == "*" else (pick(rng, "abc") if c == "?" else c) for c in pattern)
# a RediSearch query / filter expression: fields by @name, tags in braces, ranges in brackets
SEARCH_FILTERS = ("@category:{shoes}", "@price:[10 50]", "@lang:{en} @year:[2022 +inf]", "@status:{active}",
                  "@title:redis", "@brand:{acme} @price:[0 100]")
simple("search_filter", lambda r, h: pick(r, SEARCH_FILTERS),
       lambda v: is_str(v) and (v.strip() == "*" or bool(re.search(r"@\w+:", v)) or bool(re.fullmatch(r"[\w:*-]+", v))))
