"""A page asked for by its name is that page: planner_explore_page(pageName="Search results") answered the cart
(https://rowe.com/cart, "Cart | Rowe"). Now its URL and title are the named page's on the same site."""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.lexicon import words
from seer.harness.checks import objects

_PATHS = {"search results": "/search?q=shoes", "search": "/search", "home": "/", "homepage": "/", "checkout": "/checkout",
          "login": "/login", "sign in": "/login", "cart": "/cart", "settings": "/settings", "account": "/account",
          "pricing": "/pricing", "dashboard": "/dashboard", "product details": "/products/wireless-headphones"}


_SHOP_PAGES = frozenset({"checkout", "cart", "pricing", "product details", "orders"})
_NOT_SHOPS = r"ycombinator|wikipedia|python\.org|mozilla|github\.com|docs\."


def page_named(args: dict[str, Any], out: Any) -> None:
    name = next((v for k, v in args.items() if isinstance(v, str) and v.strip() and words(k) in (["page", "name"], ["page"])
                 and not v.startswith(("http", "/"))), None)
    if name is None:
        return
    slug = _PATHS.get(name.lower(), "/" + re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-"))
    given = any(isinstance(v, str) and v.startswith("http") for v in args.values())  # a URL the call named stays
    for node in objects(out):
        url, title = node.get("url"), node.get("title")
        if not isinstance(url, str) or not isinstance(title, str) or not re.match(r"https?://[^/]+", url):
            continue
        site = re.match(r"https?://[^/]+", url)[0]
        brand = title.rsplit(" | ", 1)[1] if " | " in title else ""
        if not given and name.lower() in _SHOP_PAGES and re.search(_NOT_SHOPS, site):  # a checkout on Hacker News (seed
            site, brand = "https://shop.example.com", "Example Shop"  # 1377): a shop's page is a shop's
        if not given:
            node["url"] = site + slug
        node["title"] = f"{name} | {brand}" if brand and " | " not in name else name  # "Cart | Example" is a whole title
    for node in objects(out):  # a text result ("url: ...\ntitle: ...") names the page as a record would
        for k, text in list(node.items()):
            if not isinstance(text, str) or "\nurl: " not in "\n" + text or "\ntitle: " not in "\n" + text:
                continue
            lines = text.split("\n")
            fields = {ln.split(": ", 1)[0]: ln.split(": ", 1)[1] for ln in lines if ": " in ln}
            record = {"url": fields["url"], "title": fields["title"]}
            page_named(args, record)
            node[k] = "\n".join(f"url: {record['url']}" if ln.startswith("url: ") else
                                f"title: {record['title']}" if ln.startswith("title: ") else ln for ln in lines)
