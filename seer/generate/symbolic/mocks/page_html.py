"""A page's HTML source is HTML. s25/s27 rounds: get_dom ("Get the page HTML source") answered {"url": ...} alone (or an
echo of its session): a read of a page's DOM, HTML or source answers the open page's markup, its title and text being
the page's own (kinds.web.page_text)."""

from __future__ import annotations

import html
import random
from typing import Any

from seer.generate.symbolic.lexicon import words

_SOURCE = frozenset({"dom", "html", "source", "markup"})


def reads_source(p: Any, noun: str) -> bool:
    """The call reads a browser page's HTML (get_dom, get_page_source, 'Get the page HTML source')."""
    said = {w.lower() for w in words((p.tool.description or "").split("\n", 1)[0])}
    if said & {"snapshot", "accessibility", "elements"} or set(p.words) & {"snapshot", "capture", "tree"}:
        return False  # capture_page ("DOM snapshot ... for element analysis") answers elements with refs, not markup
    return p.read and (noun in _SOURCE or bool(set(p.words) & _SOURCE) or {"html", "source"} <= said or "dom" in said)


def page_html(page: dict[str, Any], rng: random.Random) -> str:
    """The open page's HTML: its title, a nav and the page's text as paragraphs."""
    from seer.kinds.web import page_text

    if page.get("url") == "about:blank":
        return "<html><head></head><body></body></html>"  # what a fresh browser's page source is
    lines = page_text(page, rng).split("\n")
    title = html.escape(page.get("title") or lines[0])
    site, nav, head, *body = lines
    links = "".join(f'<a href="/{w.lower().replace(" ", "-")}">{html.escape(w)}</a>' for w in nav.split("  ") if w)
    paras = "\n    ".join(f"<p>{html.escape(x)}</p>" for x in body[:-1])
    return (f'<!DOCTYPE html>\n<html lang="en">\n<head>\n  <meta charset="utf-8">\n  <title>{title}</title>\n</head>\n<body>\n'
            f'  <header><a class="logo" href="/">{html.escape(site)}</a><nav>{links}</nav></header>\n  <main>\n'
            f'    <h1>{html.escape(head)}</h1>\n    {paras}\n  </main>\n  <footer>{html.escape(body[-1] if body else "")}</footer>\n'
            f'</body>\n</html>\n')
