"""A browser tool given an element's description and its CSS selector (teach_selector(description, css)) describes the
element that selector names: input#password is "the password field", never "the NL language link" nor a chat line."""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.param_kinds import kinds_of
from seer.generate.symbolic.values import fits

_TAG_NOUNS = {"span": "text", "p": "text", "img": "image", "h1": "heading", "h2": "heading", "h3": "heading", "li": "item",
              "a": "link", "button": "button", "label": "label"}
_ORDINALS = {"1": "first", "2": "second", "3": "third", "4": "fourth", "5": "fifth"}


def element_phrase(css: str) -> str | None:
    """How a person names the element a selector picks, or None when the selector says too little."""
    parts = [x for x in re.split(r"\s*[>+~]\s*|\s+", css.strip()) if x]
    if not parts:
        return None
    last = parts[-1]
    field = re.match(r"(input|textarea|select)\b", last)
    named = re.search(r"(?:name|id|type|placeholder|aria-label)=['\"]?([A-Za-z][\w-]*)", last) or re.search(r"#([A-Za-z][\w-]*)", last)
    if field and named:
        return f"the {named[1].replace('-', ' ').replace('_', ' ').lower()} field"
    from seer.generate.symbolic.mocks.locators import selector_text  # late: the mocks package imports the arguments

    label = selector_text(css, None)
    if label:
        return f"the '{label}' " + ("link" if re.match(r"a\b", last) else "button")
    own = re.findall(r"[.#]([A-Za-z][\w-]*)", last)
    tag = re.match(r"[a-z][a-z0-9]*", last)
    if not own and tag and tag[0] in _TAG_NOUNS and len(parts) > 1:
        own = [_TAG_NOUNS[tag[0]]]  # div.product-card:nth-child(2) span: the text of the second product card
    if not own:
        return None
    where = re.findall(r"[.#]([A-Za-z][\w-]*)", parts[0]) if len(parts) > 1 else []
    nth = re.search(r":nth-child\((\d)\)", " ".join(parts[:-1]))
    name = " ".join(w for w in re.split(r"[-_]", own[-1]) if w not in ("btn", "button", "link")) or own[-1]
    noun = {"button": " button", "a": " link"}.get(re.match(r"[a-z]*", last)[0], "")
    noun = "" if noun.strip() == name else noun  # ul.results > li a: "the link in the results", never "link link"
    phrase = f"the {name}{noun}"
    if where:
        owner = where[-1].replace("-", " ").replace("_", " ")
        phrase += f" of the {_ORDINALS[nth[1]]} {owner}" if nth and nth[1] in _ORDINALS else f" in the {owner}"
    return phrase


def fit_described_selector(p: Profile, args: dict[str, Any], forced: dict) -> None:
    kinds = kinds_of(p)
    said = next((k for k, kind in kinds.items() if kind == "element_description" and isinstance(args.get(k), str)), None)
    css = next((args[k] for k, kind in kinds.items() if kind == "css_selector" and isinstance(args.get(k), str)), None)
    if said is None or css is None or said in forced:
        return
    phrase = element_phrase(css)
    if phrase and fits(next(x.schema for x in p.params if x.name == said), phrase):
        args[said] = phrase


_FIELD_IDS = frozenset("email password username user login search q query phone name first-name last-name zip city".split())


def xpath_as_css(xpath: str) -> str | None:
    """//div[@class='product-card'][2]//span as div.product-card:nth-child(2) span: enough of XPath to name the element."""
    steps = [s for s in re.split(r"/+", xpath.strip()) if s]
    out = []
    for step in steps:
        m = re.fullmatch(r"([\w*-]+)((?:\[[^\]]*\])*)", step)
        if m is None:
            return None
        css = "" if m[1] == "*" else m[1]
        for pred in re.findall(r"\[([^\]]*)\]", m[2]):
            attr = re.fullmatch(r"@([\w-]+)\s*=\s*['\"]([^'\"]*)['\"]", pred.strip())
            if attr and attr[1] == "class":
                css += "." + ".".join(attr[2].split())
            elif attr and attr[1] == "id":
                css += f"#{attr[2]}"
            elif attr and attr[1] == "name" and attr[2] in ("q", "query"):
                css += "[name='search']"
            elif attr:
                css += f"[{attr[1]}='{attr[2]}']"
            elif pred.strip().isdigit():
                css += f":nth-child({pred.strip()})"
            else:
                return None
        out.append(css or "*")
    return " ".join(out) or None


def locator_phrase(strategy: str, value: str) -> str | None:
    """What a person calls the element a locator finds: (id, email) is the email field; (xpath, //button[text()='Pay'])
    the 'Pay' button."""
    how = strategy.lower().replace("_", " ")
    if how in ("id", "name"):
        ws = [w for w in re.split(r"[-_]", value.lower()) if w]
        said = " ".join("search" if w in ("q", "query") else w for w in ws if w not in ("input", "field", "box")) or value
        fieldy = set(ws) & (_FIELD_IDS | {"input", "field", "box"})
        return f"the {said} field" if fieldy else element_phrase(f"#{value}")
    if how in ("text", "link text", "partial link text"):
        return f"the '{value}' link" if "link" in how else f"the '{value}' text"
    if how == "xpath":
        said = re.search(r"(?:normalize-space\(\)|text\(\))\s*=\s*['\"]([^'\"]+)['\"]", value)
        tag = re.search(r"/+([a-z]+)\[[^\]]*(?:normalize-space|text)\(\)", value)
        if said:
            return f"the '{said[1]}' " + {"a": "link", "button": "button"}.get(tag[1] if tag else "", "text")
        css = xpath_as_css(value)
        return element_phrase(css) if css else None
    if how in ("css", "css selector", "selector"):
        return element_phrase(value)
    return None


def fit_locator_names(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """healer_inspect_page(locators=[{name: "Account settings", strategy: xpath, value: //div[@class='product-card'][2]//span},
    {name: "Account settings", strategy: id, value: email}]): each locator is named for what it finds, once."""
    for param in p.params:
        items = param.get(args)
        if param.name in forced or not isinstance(items, list):
            continue
        taken: set[str] = set()
        found: set[tuple[str, str]] = set()
        for item in items:
            if not isinstance(item, dict) or not {"name", "strategy", "value"} <= set(item):
                continue
            if not isinstance(item["strategy"], str) or not isinstance(item["value"], str):
                continue
            if (item["strategy"], item["value"]) in found:  # two locators of one list look for two things
                item["value"] = _another_locator_value(item["strategy"], item["value"], {v for _s, v in found})
            found.add((item["strategy"], item["value"]))
            phrase = locator_phrase(item["strategy"], item["value"])
            if phrase and phrase not in taken:
                item["name"] = phrase.removeprefix("the ").replace("'", "")  # a name: "Checkout button", "email field"
                taken.add(phrase)


def _another_locator_value(strategy: str, value: str, used: set[str]) -> str:
    """A value of the same strategy that finds something else: another control's text, another selector."""
    from seer.kinds.web import CSS, UI_TEXT, XPATHS

    pool = {"xpath": XPATHS, "css": CSS, "css selector": CSS, "selector": CSS}.get(strategy.lower(), UI_TEXT if strategy.lower()
                                                                                  in ("text", "link text", "partial link text") else ())
    return next((v for v in pool if v not in used and v != value), value)


def fit_product_site(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """analyzer_setup(url=https://news.ycombinator.com/products/..., productName=Helpdesk): the product analysed is the
    site at that URL. A URL handed on names the product; else the URL is the product's own site."""
    from seer.generate.symbolic.args import flat_args  # late: args imports this module

    flat = flat_args(p, args)
    url_key = next((k for k in flat if re.fullmatch(r"(?:page_?)?url", k, re.I) and isinstance(flat[k], str)), None)
    name_key = next((k for k in flat if re.fullmatch(r"product_?name", k, re.I) and isinstance(flat[k], str)), None)
    if url_key is None or name_key is None:
        return
    body = args["params"] if isinstance(args.get("params"), dict) else args
    m = re.match(r"(https?://)([^/]+)(.*)", body[url_key])
    if m is None:
        return
    if url_key in forced and name_key not in forced:
        site = [w for w in m[2].split(".") if w not in ("www", "app", "news", "docs", "shop", "en")][:1]
        if site:
            body[name_key] = site[0].replace("-", " ").title()
    elif url_key not in forced:
        slug = re.sub(r"[^a-z0-9]+", "", body[name_key].lower())
        if slug:
            body[url_key] = f"{m[1]}www.{slug}.com"  # the product itself, analysed from its home page
