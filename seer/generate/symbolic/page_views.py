"""Views of one page agree with each other and with the page: get_accessibility_tree showed a "Sign in" button and a
"Pricing" link, and get_interactive_elements of the same page a moment later listed "Next", "Submit order", "Contact
sales" and "Download report"; get_page_title said "About | Example" and the tree beside it was a sign-in form. Between
two navigations the browser is on one page; its kind comes from a title or URL a call showed or took (an About page),
else from the first view's controls, and every tree and every listing of interactive elements shows that kind's
controls (roles as tags), an element a later call goes on to use keeping its own text."""

from __future__ import annotations

import json
import re
from typing import Any

from seer.harness.checks import leaves, objects
from seer.harness.model import MockOutput
from seer.kinds.web import PAGE_CONTROLS, page_controls, page_title

_ROLE_TAGS = {"button": "button", "link": "a", "textbox": "input", "searchbox": "input", "checkbox": "input",
              "combobox": "select"}
# the roles an accessibility tree names (WAI-ARIA); a design layout's elements also have roles ("headline", "logo")
_ARIA = frozenset("button link textbox searchbox checkbox combobox heading navigation main banner contentinfo form img list "
                  "listitem radio tab tablist dialog region menu menuitem option switch slider spinbutton table row cell "
                  "paragraph generic search".split())
_NAVIGATES = frozenset("navigate open goto go url back forward refresh reload switch tab".split())


def page_views_agree(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place, over a scenario's mocks; a navigation starts a new page."""
    segment: list[int] = []
    for i, p in enumerate(profiles):
        if set(p.words) & _NAVIGATES and not p.read and segment:
            _one_page(segment, profiles, calls, mocks)
            segment = []
        segment.append(i)
    if segment:
        _one_page(segment, profiles, calls, mocks)


def _one_page(steps: list[int], profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    views = [i for i in steps if (m := mocks[i]) is not None and not m.is_error and m.grounding != "high" and profiles[i].read
             and (_trees(m.output) or len(_elements(m.output)) >= 2)]
    _located_by_tag(steps, mocks)
    named = _named_page(steps, calls, mocks)
    if named:
        _acts_on_its_controls(steps, views, named, calls, mocks)
    if not views:
        return
    controls = named or _closest(mocks[views[0]].output)
    for i in views:
        used = json.dumps(calls[i + 1:])
        for nodes in _trees(mocks[i].output):
            kept = [n for n in nodes if f'"{n["name"]}"' in used]
            nodes[:] = kept + [{"role": r, "name": n} for r, n in controls
                               if n not in {k["name"] for k in kept}]
        elements = _elements(mocks[i].output)
        free = [e for e in elements if f'"{e["text"]}"' not in used and f'"{e["ref"]}"' not in used]
        taken = {e["text"] for e in elements if e not in free}
        fits = [(_ROLE_TAGS[r], n) for r, n in controls if r in _ROLE_TAGS and n not in taken]
        for e, (tag, text) in zip(free, fits):
            e["tag"], e["text"] = tag, text
        _drop(mocks[i].output, [id(e) for e in free[len(fits):]])


_TAGGED = re.compile(r"(input|button|a|select|textarea|form|img|h[1-6]|li|span|div|label)(?=[#.\[:]|$)")


def _located_by_tag(steps: list[int], mocks: list[MockOutput | None]) -> None:
    """A ref an earlier result gave for a tag-led selector is that tag: wait_for(value=input#password) answered ref
    e427, and verify_element_visible(ref=e427) showed it as a link (seed 1510)."""
    located: dict[str, str] = {}
    for i in steps:
        m = mocks[i]
        if m is None or m.is_error:
            continue
        for e in _elements(m.output):
            tag = located.get(str(e["ref"]))
            if tag is not None and e["tag"] != tag:
                e["tag"] = tag
                if tag in ("input", "select", "textarea"):
                    e["text"] = ""  # a field shows no text of its own
        for x in objects(m.output):
            for s in (x.get("value"), x.get("selector")):  # the element is the selector's last compound: "form#login
                last = re.split(r"\s*[\s>+~]\s*(?![^\[]*\])", s.strip())[-1] if isinstance(s, str) else ""  # input" is an input
                t = _TAGGED.match(last) if "ref" in x and last else None
                if t:
                    located.setdefault(str(x["ref"]), t[1])


def _acts_on_its_controls(steps: list[int], views: list[int], controls, calls: list[dict[str, Any]],
                          mocks: list[MockOutput | None]) -> None:
    """An element a call acts on, that no view listed and no call names, is one of the page's controls (seed 1249:
    click_element(ref=e2) on "Login | Richards" answered a "Checkout" button)."""
    from seer.generate.symbolic.mocks.locators import selector_text

    names = {n for _, n in controls}
    said = json.dumps(calls)
    by_selector = {t for c in calls for v in leaves(c) if isinstance(v, str) and re.match(r"[#.][\w-]+$", v)
                   for t in [selector_text(v, None)] if t}
    for i in steps:
        m = mocks[i]
        if i in views or m is None or m.is_error or m.grounding == "high":
            continue
        seen = {str(x["ref"]): x for j in steps if j < i and (o := mocks[j]) is not None and not o.is_error
                for x in _elements(o.output)}
        for e in _elements(m.output):
            before = seen.get(str(e["ref"]))
            if before is not None:  # hover_element(e2) showed "Next": click_element(e2) clicks "Next", never "Search"
                e["tag"], e["text"] = before["tag"], before["text"]
                continue
            if e["text"] in names or f'"{e["text"]}"' in said or not e["text"] or e["text"] in by_selector:
                continue  # (#checkout-button waited for, then hovered: its text is Checkout, never the page's "Sign in")
            fits = [(_ROLE_TAGS[r], n) for r, n in controls if r in _ROLE_TAGS]
            fits = [f for f in fits if f[0] == e["tag"]] or fits
            if fits:
                e["tag"], e["text"] = fits[0]


def _named_page(steps: list[int], calls: list[dict[str, Any]], mocks: list[MockOutput | None]):
    """The controls of the page a call of the segment showed (its title or URL) or went to (a URL argument)."""
    for i in steps:
        m = mocks[i]
        shown = [o for o in objects(m.output) if isinstance(o.get("title"), str) or isinstance(o.get("url"), str)] \
            if m is not None and not m.is_error else []
        for o in shown:
            found = page_controls(o.get("title") if isinstance(o.get("title"), str) else "",
                                  o.get("url") if isinstance(o.get("url"), str) else "")
            if found:
                return found
        for v in calls[i].values():
            if isinstance(v, str) and v.startswith("http") and (found := page_controls(url=v)):
                return found
    return None


def _closest(output: Any) -> tuple[tuple[str, str], ...]:
    """The page kind whose controls the first view shares most names with (a tree of Sign in, Email and Remember me is
    a sign-in page)."""
    names = {n["name"] for nodes in _trees(output) for n in nodes} | {e["text"] for e in _elements(output)}
    return max((controls for _, controls in PAGE_CONTROLS), key=lambda c: len(names & {n for _, n in c}))


def _trees(output: Any) -> list[list[dict]]:
    """The lists of accessibility nodes ({role, name}) in a result."""
    lists: list[list[dict]] = []

    def walk(v: Any) -> None:
        if isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            if v and all(isinstance(n, dict) and n.get("role") in _ARIA and isinstance(n.get("name"), str) and "bounds" not in n for n in v):
                lists.append(v)
            for x in v:
                walk(x)

    walk(output)
    return lists


def _elements(output: Any) -> list[dict]:
    return [n for n in objects(output) if isinstance(n.get("tag"), str) and isinstance(n.get("text"), str) and "ref" in n]


def _drop(output: Any, gone: list[int]) -> None:
    """In place: the elements `gone` (by id) leave their lists, and a count beside a list says what is left."""
    if not gone:
        return
    for o in objects(output):
        for k, v in list(o.items()):
            if isinstance(v, list) and any(id(x) in gone for x in v):
                v[:] = [x for x in v if id(x) not in gone]
                for c in ("total", "count"):
                    if isinstance(o.get(c), int) and not isinstance(o[c], bool):
                        o[c] = len(v)


def shown_pages(out: Any) -> list[dict]:
    """The web pages a result shows: records with a web address and a title."""
    return [r for r in objects(out) if isinstance(r.get("url"), str) and r["url"].startswith("http") and isinstance(r.get("title"), str)]


_OPENS = frozenset("navigate goto go open visit load setup launch".split())


def _opened_url(p: Any, args: dict[str, Any]) -> str | None:
    """The web address a call that opens or sets up a page was given (its result showing no page)."""
    if p.read or not set(p.words) & _OPENS:
        return None
    return next((v for k, v in args.items() if isinstance(v, str) and v.startswith("http") and "url" in k.lower()), None)


_SEEN_ON = ((re.compile(r"\b(?:add to cart|checkout|cart|buy now)\b", re.I), "https://shop.example.com/cart"),
            (re.compile(r"\b(?:sign in|log in|password|forgot password)\b", re.I), "https://app.example.com/login"))


def _page_of_what_was_seen(calls: list[dict[str, Any]]) -> dict[str, str] | None:
    """verify_text_visible("Checkout") and verify_list_visible(["Add to cart", "Checkout"]), then refresh_page answered
    python.org's docs (seed 1343): with no page shown, the page is the one the texts checked on it say (a shop's cart)."""
    said = " ".join(str(v) for c in calls for v in leaves(c) if isinstance(v, str))
    url = next((u for pat, u in _SEEN_ON if pat.search(said)), None)
    return {"url": url, "title": page_title(url)} if url else None


def reload_shows_the_page_shown(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """refresh_page after get_tabs listed four tabs answered Wikipedia's Main page, a page no call had shown (seed
    1259): a reload reloads the page the browser is on, the one an earlier result showed last (a listing's first tab,
    the active one)."""
    for i, p in enumerate(profiles):
        m = mocks[i]
        if m is None or m.is_error or m.grounding == "high" or not set(p.words) & _STAYS or p.read:
            continue
        shown = listed = None  # the page a navigation or a tab switch showed last, else a listing's first tab
        for j in range(i - 1, -1, -1):
            o = mocks[j]
            pages = shown_pages(o.output) or _text_page(o.output) if o is not None and not o.is_error else []
            if len(pages) == 1:
                shown = pages[0]
                break
            opened = _opened_url(profiles[j], calls[j]) if not pages and o is not None and not o.is_error else None
            if opened is not None and listed is None:  # analyzer_setup(url=https://www.mobilebanking.com) opened that
                shown = {"url": opened, "title": page_title(opened)}  # product, and a reload reloads it (seed 1268), not
                break  # a settings page of another site
            listed = listed or (pages[0] if pages else None)
        shown = shown or listed or _page_of_what_was_seen(calls[:i])
        if shown is None:
            continue
        for r in objects(m.output):
            if isinstance(r.get("url"), str) and isinstance(r.get("title"), str) and r["url"] != shown["url"]:
                r["url"], r["title"] = shown["url"], shown["title"]
            for k, v in list(r.items()):  # a text receipt's "title: ...\nurl: ..." lines (window_resize, seed 1518)
                if isinstance(v, str) and re.search(r"(?m)^url: http", v) and re.search(r"(?m)^title: ", v):
                    v = re.sub(r"(?m)^url: .*$", lambda _m: f"url: {shown['url']}", v)
                    r[k] = re.sub(r"(?m)^title: .*$", lambda _m: f"title: {shown['title']}", v)


def _text_page(out: Any) -> list[dict]:
    """The one page a text result shows ("url: https://...\ntitle: Wireless headphones | Schaefer"), as a record; or
    the pages a text listing of tabs shows, in order (seed 1546)."""
    for v in out.values() if isinstance(out, dict) else []:
        urls = re.findall(r"(?m)^url: (http\S+)$", v) if isinstance(v, str) else []
        titles = re.findall(r"(?m)^title: (.+)$", v) if isinstance(v, str) else []
        if len(urls) == 1 and len(titles) == 1:
            return [{"url": urls[0], "title": titles[0]}]
        listed = re.findall(r"(?m)^- (.+?) \((?:[\w ]+: [^,\n]*, )*url: (http[^,)\s]+)", v) if isinstance(v, str) else []
        if listed:  # tab_list's "- Getting started | King-Ford (id: tab_wg5f, url: https://...)": the tabs, in order
            return [{"url": u, "title": t} for t, u in listed]
    return []


_STAYS = frozenset("refresh reload scroll resize maximize minimize fullscreen".split())  # a call that leaves the browser
# on its page: its result shows that page (window_resize after navigate_to answered another site, seed 1518)


_TYPES = frozenset("type enter fill input write".split())


def _field_label(text: str) -> str:
    """What a field a value is typed into is labelled, by the value: an email goes into Email, SAVE20 into Promo code."""
    if "@" in text:
        return "Email"
    if re.fullmatch(r"[A-Z]{3,}\d{1,3}", text):
        return "Promo code"
    if re.fullmatch(r"\d{1,2}", text):
        return "Quantity"
    if re.fullmatch(r"\d{4,6}", text):
        return "Postcode"
    if re.fullmatch(r"[A-Z][a-z]+ [A-Z][a-z]+", text):
        return "Full name"
    return "Search"


def typed_into_a_field(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """type_into_element(index=1, text="2") after get_interactive_elements listed "Start free trial", "Contact sales" and
    "Compare plans" (seed 1525): text is typed into a field, so the element a listing shows at the index typed into is an
    input (labelled for what is typed), under the ref the typing answered."""
    for i, p in enumerate(profiles):
        m, idx = mocks[i], calls[i].get("index")
        text = calls[i].get("text") if isinstance(calls[i].get("text"), str) else None
        if p.read or not set(p.words) & _TYPES or m is None or m.is_error or not isinstance(idx, int) or isinstance(idx, bool) \
                or text is None:
            continue
        typed = next((e for e in _elements(m.output)), None)
        for j in range(i - 1, -1, -1):
            o = mocks[j]
            listed = _elements(o.output) if o is not None and not o.is_error else []
            if len(listed) < 2:
                continue
            if 0 <= idx < len(listed) and listed[idx].get("tag") not in ("input", "textarea"):
                listed[idx]["tag"], listed[idx]["text"] = "input", _field_label(text)
                if typed is not None:
                    listed[idx]["ref"] = typed["ref"]
            break


_CLICKS = frozenset("click press tap select hover".split())


def clicked_by_index(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """click_element(index=4) after get_interactive_elements listed "Start free trial", "Contact sales", ... answered
    another control (seed 1530): an element clicked by its index is the one the listing of elements showed there."""
    for i, p in enumerate(profiles):
        m, idx = mocks[i], calls[i].get("index")
        if p.read or not set(p.words) & _CLICKS or m is None or m.is_error or not isinstance(idx, int) or isinstance(idx, bool):
            continue
        acted = _elements(m.output)
        if len(acted) != 1:
            continue
        for j in range(i - 1, -1, -1):
            o = mocks[j]
            if o is None or o.is_error:
                continue
            if not profiles[j].read and set(profiles[j].words) & _NAVIGATES:
                break  # another page since: its listing says nothing of this one
            listed = _elements(o.output)  # (an accessibility tree's nodes are landmarks and headings too: no index of
            if len(listed) >= 2:  # the interactive elements a click takes)
                if 0 <= idx < len(listed):
                    acted[0]["tag"], acted[0]["text"], acted[0]["ref"] = listed[idx]["tag"], listed[idx]["text"], listed[idx]["ref"]
                break
