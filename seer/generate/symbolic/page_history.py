"""Where the browser goes between the pages a request shows: a step back shows the page before the one it is on, a step
forward the page a step back left, and a scan of a product set up walks that product's pages."""

from __future__ import annotations

import json
import re
from typing import Any

from seer.generate.symbolic.modes import _flat_top
from seer.generate.symbolic.page_views import _opened_url, shown_pages
from seer.harness.model import MockOutput
from seer.kinds.web import page_title




_WALKS = frozenset({"scan", "explore", "crawl"})


def scans_walk_the_product(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: analyzer_scan_product after analyzer_setup(url=https://www.helpdesk.com) listed pages of bradley.org,
    example.com and Hacker News (seed 1281): a scan walks the product set up, so the pages it lists are that site's (each
    keeps its own path)."""
    from urllib.parse import urlparse

    site = None
    for i, p in enumerate(profiles):
        m = mocks[i]
        if m is None or m.is_error:
            continue
        opened = _opened_url(p, calls[i])
        if opened is not None:
            parts = urlparse(opened)
            site = f"{parts.scheme}://{parts.netloc}"
            continue
        if not set(p.words) & _WALKS or m.grounding == "high":
            continue
        walked = shown_pages(m.output)
        if len(walked) < 2:
            continue  # planner_explore_page(pageName="Search results") explores one page, named as asked
        if site is None:  # no product set up: the scan walks one site, the first page's (never Wikipedia's main page and
            parts = urlparse(walked[0]["url"])  # example.com's about page as one product, seed 1362)
            site = f"{parts.scheme}://{parts.netloc}"
        seen: set[str] = set()
        for r in walked:
            path = urlparse(r["url"]).path or "/"
            url = site + ("" if path == "/" and not seen else path)
            if url.rstrip("/") in seen:  # the home page twice, with and without its slash, is one page (seed 1406)
                url = next((site + q for q in _PATHS[1:] if (site + q).rstrip("/") not in seen), f"{site}/page-{len(seen) + 1}")
            seen.add(url.rstrip("/"))
            r["url"], r["title"] = url, page_title(url)


_PATHS = ("/", "/pricing", "/docs/getting-started", "/blog", "/about", "/login", "/search?q=running+shoes", "/account/settings")


# the pages of the real sites a harness names (never wikipedia.org/pricing)
_REAL_PATHS = {"en.wikipedia.org": ("/wiki/Main_Page", "/wiki/Web_browser", "/wiki/Python_(programming_language)"),
               "www.python.org": ("/", "/downloads/", "/doc/", "/about/", "/blog/"),
               "developer.mozilla.org": ("/en-US/docs/Web/HTML", "/en-US/docs/Web/CSS", "/en-US/docs/Web/JavaScript"),
               "news.ycombinator.com": ("/", "/newest", "/ask", "/show")}


def _site_paths(host: str, path: str) -> tuple[str, ...]:
    if host in _REAL_PATHS:
        return _REAL_PATHS[host]
    if host == "github.com":  # another page of the repository the browser is in
        repo = "/".join(path.strip("/").split("/")[:2])
        return tuple(f"/{repo}{tail}" for tail in ("", "/issues", "/pulls", "/actions")) if repo.count("/") == 1 else ("/",)
    return _PATHS


def _page_of(out: Any) -> tuple[dict | None, str | None]:
    """The one page a result shows: its record (url and title), or its text ("url: ...\\ntitle: ...")."""
    pages = shown_pages(out)
    if len(pages) == 1:
        return pages[0], None
    text = next((v for v in (out.values() if isinstance(out, dict) else []) if isinstance(v, str) and "\nurl: " in "\n" + v), None)
    if text is not None and len(re.findall(r"(?m)^url: ", text)) == 1:
        return None, text
    return None, None


def _url_of(rec: dict | None, text: str | None) -> str | None:
    if rec is not None:
        return rec["url"]
    m = re.search(r"(?m)^url: (\S+)", text or "")
    return m[1] if m else None


def _show(rec: dict | None, text: str | None, out: Any, url: str) -> None:
    if rec is not None:
        rec["url"], rec["title"] = url, page_title(url)
    elif text is not None and isinstance(out, dict):
        key = next(k for k, v in out.items() if v is text)
        shown = re.sub(r"(?m)^url: \S+", lambda _m: f"url: {url}", text)
        out[key] = re.sub(r"(?m)^title: .*$", lambda _m: f"title: {page_title(url)}", shown)


def history_moves(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: a step back shows the page before the one the browser is on, a step forward the page a step back left
    (navigate_forward after get_current_tab showed marsh-keller.net/about answered that same page; navigate_back after
    a navigation to wikipedia's Selenium page answered wikipedia.org/account, seed 1285). With no page before it in the
    request, a step back or forward shows another page of the site the browser is on, never the page it is on."""
    from urllib.parse import urlparse

    history: list[str] = []
    ahead: list[str] = []
    seen_site = None  # the site a request's earlier results name (a network log of shop.example.com/api/cart)
    for i, p in enumerate(profiles):
        m = mocks[i]
        if m is None or m.is_error or m.grounding == "high":
            if seen_site is None and m is not None and not m.is_error:
                seen_site = _first_site(m.output)
            continue
        step = "back" if set(p.words) & {"back"} else "forward" if set(p.words) & {"forward"} else None
        if step is None:
            action = str(_flat_top(calls[i]).get("action") or "").lower()
            step = action if action in ("back", "forward") else None
        rec, text = _page_of(m.output)
        if step is None:
            seen_site = seen_site or _first_site(m.output)
            url = _url_of(rec, text)
            if url is not None and (not history or history[-1] != url):
                history.append(url)
                if not set(p.words) & {"refresh", "reload"}:
                    ahead = []
            continue
        if rec is None and text is None:
            continue
        here = history[-1] if history else None
        if step == "back" and len(history) >= 2:
            target = history[-2]
            ahead.append(history.pop())
        elif step == "forward" and ahead:
            target = ahead.pop()
            history.append(target)
        else:
            now = here or (seen_site + "/" if seen_site else None) or _url_of(rec, text) or ""
            parts = urlparse(now)
            if not parts.netloc:
                continue
            site = f"{parts.scheme}://{parts.netloc}"
            here_path = parts.path + (f"?{parts.query}" if parts.query else "")
            options = [q for q in _site_paths(parts.netloc, parts.path) if q != (here_path or "/")] \
                or [q for q in _PATHS if q != (here_path or "/")]
            target = site + options[sum(map(ord, now + step)) % len(options)]
            if step == "back":
                if here:
                    ahead.append(here)
                history[-1:] = [target] if history else [target]
            else:
                history.append(target)
        if target != _url_of(rec, text):
            _show(rec, text, m.output, target)


def _first_site(out: Any) -> str | None:
    """The site of the first URL a result names (get_network_logs of shop.example.com, then navigate_forward answered
    larsen-lloyd.io/pricing, seed 1305: the browser is on the site its requests went to)."""
    m = re.search(r"(https?://[a-z0-9.-]+\.[a-z]{2,})[/\s\"',)]", json.dumps(out))
    return m[1] if m else None


def fresh_browser_logs_empty(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: create_session(firefox), then get_network_logs of that session listed four requests to
    shop.example.com (seed 1422). A browser the request just launched has loaded no page: until a call opens one, its
    network and console logs are empty."""
    from seer.generate.symbolic.starts import starts

    from seer.harness.checks import leaves

    fresh = False
    for i, (p, args, m) in enumerate(zip(profiles, calls, mocks)):
        if m is None or m.is_error:
            continue
        if starts(p.name) and set(p.words) & {"browser", "session", "driver"}:
            fresh = True
            continue
        if _opened_url(p, args) is not None or any(isinstance(v, str) and v.startswith("http") for v in args.values()):
            fresh = False
            continue
        later = {json.dumps(v) for a in calls[i + 1:] for v in leaves(a)}
        if fresh and m.grounding != "high" and set(p.words) & {"network", "console", "logs", "requests", "log"} \
                and not any(json.dumps(v) in later for v in leaves(m.output) if isinstance(v, str) and len(v) > 3):
            _emptied(m)  # (unless a later call takes a value of it: that link is the request's)


def _emptied(m: MockOutput) -> None:
    out = m.output
    if isinstance(out, dict) and isinstance(out.get("result"), str) and re.search(r"(?m)^- ", out["result"]):
        out["result"] = "total: 0"
        return
    for k, v in list(out.items()) if isinstance(out, dict) else ():
        if isinstance(v, list) and v and all(isinstance(r, dict) for r in v):
            out[k] = []
            if isinstance(out.get("total"), int):
                out["total"] = 0
