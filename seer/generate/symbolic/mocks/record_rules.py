"""Rules for one record a read or write answers: a duplicate is a new copy, an element's tag fits what was done to it,
an attribute read answers the attribute's value."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.clone import clone
from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.lexicon import words
from seer.generate.symbolic.mocks.locators import selector_text, shown_element
from seer.harness.checks import objects


def _duplicate(record: dict[str, Any], pool: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A copy of `record` as a design app names it ("Headline copy"), at the next position, with ids of its own."""
    from seer.generate.symbolic.mocks.listings import _like

    dup = clone(record)
    if isinstance(dup.get("name"), str):
        dup["name"] = f"{dup['name']} copy"
    if isinstance(dup.get("index"), int) and not isinstance(dup["index"], bool):
        dup["index"] = max([r["index"] for r in pool if isinstance(r.get("index"), int)] + [dup["index"]]) + 1
    for f in ("id", "uuid"):
        if isinstance(dup.get(f), str) and re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", dup[f]):
            dup[f] = "-".join("".join(rng.choice("0123456789abcdef") for _ in range(n)) for n in (8, 4, 4, 4, 12))
        elif f in dup:
            dup[f] = _like(dup[f], rng) or dup[f]
    return dup


_TYPED = frozenset("type fill input enter send clear".split())
_CLICKS = frozenset({"click", "tap", "press", "submit", "dblclick"})
# what a form shows, by the word its id or class names it for (login-form: its fields' labels and its button)
_FORM_TEXTS = (("login", "Email\nPassword\nSign in"), ("signin", "Email\nPassword\nSign in"),
               ("signup", "Name\nEmail\nPassword\nCreate account"), ("register", "Name\nEmail\nPassword\nCreate account"),
               ("search", "Search"), ("checkout", "Card number\nExpiry\nCVC\nPay now"), ("payment", "Card number\nExpiry\nCVC\nPay now"),
               ("contact", "Name\nEmail\nMessage\nSend"), ("newsletter", "Email\nSubscribe"), ("subscribe", "Email\nSubscribe"))
_CELLS = ("Shipped", "€49.90", "2025-03-14", "ORD-4821", "Pending", "Dana Kim")


# what an element of a tag shows, when found by its tag alone
_TAG_TEXTS = {"h1": ("Welcome back", "Your cart", "Pricing", "Checkout", "Account settings"),
              "h2": ("Order summary", "Shipping address", "Recently viewed", "Plans"),
              "h3": ("Order summary", "Payment method"), "title": ("Checkout | Shop",),
              "p": ("Free shipping on orders over $50.", "Sign in to see your saved items."),
              "label": ("Email", "Password", "Card number"), "nav": ("Home\nPricing\nDocs\nSign in",),
              "footer": ("© 2026 All rights reserved.",), "table": ("Order\tStatus\tTotal\nORD-4821\tShipped\t€49.90",),
              "form": ("Email\nPassword\nSign in",), "input": ("",), "textarea": ("",), "select": ("Standard shipping",),
              "img": ("",), "button": ("Sign in", "Add to cart", "Save changes"), "a": ("Pricing", "Docs", "Forgot password?"),
              "span": ("$49.00", "In stock", "Trail running shoes"), "li": ("Free shipping on orders over $50", "30-day returns")}


_FIELD_IDS = re.compile(r"email|password|username|q|search|coupon(?:-code)?|phone|zip|postcode|first-?name|last-?name|city|address")
_SHOWS_TEXT = frozenset({"span", "p", "h1", "h2", "h3", "li", "label"})
_CONTROL_LABELS = frozenset({"Save changes", "Sign in", "Submit", "Add to cart", "Checkout", "Next", "Search", "Continue",
                             "Submit order", "Create account", "Apply", "Cancel", "Close", "Delete"})


def _element_agrees(p: Profile, element: dict[str, Any], args: dict[str, Any]) -> None:
    """type_text's element is a text field (not an <a>), a clicked "Submit order" a button (not an <input> or <select>),
    and a selector that names a tag (textarea[name='comment']) is that tag: its last compound's (form#login input is an input)."""
    acts = {p.verb, *p.words}
    named = next((m[1] for k, v in args.items() if isinstance(v, str) and set(words(k)) & {"selector", "locator", "css", "value", "target"}
                  for m in [re.match(r"([a-z][a-z0-9]*)(?=[\[#.:]|$)", re.split(r"\s*[>+~]\s*|\s+", v.strip())[-1])]
                  if m and m[1] in ("input", "textarea", "select", "button", "a", "div", "span", "img", "form", "li")), None)
    located = {"selector", "css"} | ({"value"} if "by" in args else set())  # find_element(by=css, value=#search-box)
    boxed = next((v for k, v in args.items() if isinstance(v, str) and set(words(k)) & located
                  and re.search(r"search-?box|search-?input|searchbar|search-field|type=.?(?:search|text|email)", v, re.I)), None)
    xpath = next((m for k, v in args.items() if isinstance(v, str) and v.startswith(("//", "(//", "/html"))
                  for m in [re.search(r"/([a-z][a-z0-9]*)(?:\[[^\]]*\])*\)?(?:\[\d+\])?\s*$", v)] if m), None)
    by = str(args.get("by", "")).lower()
    worded = next((("button" if m[1] in ("button", "btn") else "a") for k, v in args.items() if isinstance(v, str)
                   and set(words(k)) & located for last in [v.split()[-1] if v.split() else ""]
                   for m in [re.search(r"[#.][\w-]*?\b(button|btn|link)\b", last if not by.startswith(("class", "id")) else "." + last)]
                   if m), None)  # #checkout-button is a button, .nav-link a link, by=class btn-primary a button
    form = next((m[1] for k, v in args.items() if isinstance(v, str) and set(words(k)) & located and v.split()
                 for m in [re.search(r"(?:^|[#.])([a-z]+)?[-_]?form$", v.split()[-1].lower())] if m), None)
    if form is not None and named in (None, "form") and isinstance(element.get("text"), str):
        element["tag"] = "form"  # #login-form is the form, its fields and its button its text, never a "Sign in" button
        element["text"] = next((t for w, t in _FORM_TEXTS if w in (form or "")), "Email\nSubmit")
        return
    tagged = str(args.get("value") or "").strip().lower() if by in ("tag", "tag name", "tag_name", "tagname") else ""
    if re.fullmatch(r"[a-z][a-z0-9]{0,9}", tagged):  # get_element_text(by=tag, value=h1) answered a "Save changes" button
        element["tag"] = tagged  # (seed 1273): what is found by its tag is of that tag, and shows what that tag shows
        if isinstance(element.get("text"), str) and tagged in _TAG_TEXTS:
            texts = _TAG_TEXTS[tagged]
            element["text"] = texts[sum(map(ord, str(element.get("ref", "")))) % len(texts)]
        return
    if named:
        element["tag"] = named
    elif worded is not None:
        element["tag"] = worded
    elif xpath is not None:  # //table[@id='orders']//tr[3]/td[2] is a table cell, not a link
        element["tag"] = xpath[1]
        if xpath[1] == "td" and isinstance(element.get("text"), str):
            element["text"] = _CELLS[sum(map(ord, xpath[0])) % len(_CELLS)]  # a cell of an orders table holds an order's value
        elif xpath[1] in _SHOWS_TEXT and element.get("text") in _CONTROL_LABELS:  # //div[@class='product-card'][2]//span
            texts = _TAG_TEXTS[xpath[1]]  # read "Save changes" (seed 1287): a span shows a value, a heading a title
            element["text"] = texts[sum(map(ord, xpath[0])) % len(texts)]
    elif by == "id" and _FIELD_IDS.fullmatch(str(args.get("value", "")).lower()) and not acts & _CLICKS:
        element["tag"] = "input"  # the element with id email is the email field (its class was "btn btn-primary", seed 1288)
    elif boxed or str(args.get("by", "")).lower() == "name" and not acts & _CLICKS:  # #search-box is the box typed
        element["tag"] = "input"  # into, never a "Search" button; an element found by its name (email) is a form field
    elif acts & _TYPED and element["tag"] not in ("input", "textarea"):
        element["tag"] = "input"
    elif acts & _CLICKS and element["tag"] in ("input", "select", "textarea"):
        text = str(element.get("text") or "")
        element["tag"] = "a" if text.endswith("?") or text.lower() in ("pricing", "docs", "careers", "learn more", "home") else "button"
    selector = next((v for k, v in args.items() if isinstance(v, str) and set(words(k)) & located), None)
    display = shown_element(selector) if selector and not named and not boxed and not acts & _TYPED \
        and not selector.startswith(("/", "(")) else None  # an XPath's last step names its tag (//div[@class='card']//span)
    # (a click on div.product-card .price clicks the price, a <span> "$49.00", never an "Add to cart" button)
    if display is not None and isinstance(element.get("text"), str):  # div.product-card .price reads "$49.00", no button
        element["tag"], element["text"] = display
        return
    said = selector_text(selector, element.get("tag")) if selector and isinstance(element.get("text"), str) else None
    if said is not None:
        element["text"] = said  # #cookie-banner .accept says "Accept all"; input#password has no inner text
    typed_keys = ("text", "keys", "input") if "by" in args else ("text", "keys", "input", "value")  # by+value is a locator
    typed = next((v for k, v in args.items() if isinstance(v, str) and v and k in typed_keys), None)
    if acts & _TYPED and typed is not None and element.get("tag") in ("input", "textarea") and isinstance(element.get("text"), str) \
            and "password" not in f"{selector} {element.get('text')}".lower():
        element["text"] = typed  # type_text(#coupon-code, WELCOME10): the field now holds WELCOME10, not ""


def _attribute_value(name: str, element: dict[str, Any], rng: random.Random) -> Any:
    from seer.kinds.web import make_url

    low = name.lower()
    if low in ("href", "src", "action"):  # a button or a field has no href (Selenium answers null), a link has one
        owner = {"href": ("a", "link", "area"), "src": ("img", "script", "iframe", "video"), "action": ("form",)}[low]
        if str(element.get("tag") or owner[0]) not in owner:
            return None
        if low == "action":  # a form posts to its own site's endpoint: the sign-in form to /session, a search to /search
            return rng.choice(("/session", "/search", "/checkout", "/account/settings", "/contact"))
        url = make_url(rng)
        said = re.sub(r"[^a-z0-9]+", "-", str(element.get("text") or "").lower()).strip("-")
        if low == "href" and said and 2 < len(said) <= 30:  # the 'Pricing' link goes to /pricing, not to a product page
            url = re.sub(r"^(https?://[^/]+).*$", rf"\1/{said}", url)
        return url
    if low == "class":  # an input's class is a form control's, a button's a button's
        by_tag = {"input": "form-control", "textarea": "form-control", "select": "form-select", "button": "btn btn-primary",
                  "a": "nav-link active", "table": "table table-striped", "h1": "page-title", "h2": "section-title",
                  "h3": "card-title", "nav": "navbar", "form": "login-form", "img": "logo", "p": "lead", "ul": "list-unstyled",
                  "li": "list-item", "span": "badge", "label": "form-label", "div": "card"}  # a <table> is no "btn btn-primary"
                  # (get_element_attribute(by=tag, value=table, attribute=class), seed 1273)
        return by_tag.get(str(element.get("tag")), rng.choice(("nav-link active", "btn btn-primary", "form-control", "card-title")))
    if low in ("aria-label", "title", "alt", "placeholder"):
        return element.get("text") or "Search"
    if low == "value":  # a button's value is what it submits, a field's what it holds
        return {"button": "submit", "select": "express", "a": "", "form": "", "div": "", "span": "", "img": ""}.get(
            str(element.get("tag")), rng.choice(("", "ana@example.com", "2", "Berlin")))
    if low.startswith("data-"):
        return rng.choice(("checkout-button", "search-input", "nav-home"))
    return rng.choice(("true", "false")) if low.startswith(("aria-", "disabled", "checked")) else element.get("text", "")


_STATES = {"hide": ("visible", False), "show": ("visible", True), "unhide": ("visible", True), "lock": ("locked", True),
           "unlock": ("locked", False), "enable": ("enabled", True), "disable": ("enabled", False),
           "group": ("type", "GroupItem")}


def _states(p: Any, args: dict[str, Any], out: dict) -> None:
    """manage_layers(action=hide) answers a layer that is hidden (visible: false), group_objects a GroupItem, and
    modify_object(properties={position: {x, y}}) the object where it was moved."""
    said = next((v for k, v in args.items() if k in ("action", "mode", "operation", "op") and isinstance(v, str)), None)
    state = _STATES.get(said or "") or (_STATES.get(p.verb) if not p.read else None)
    props = next((v for k, v in args.items() if isinstance(v, dict) and words(k)[-1:] in (["properties"], ["props"], ["attributes"],
                                                                                              ["changes"], ["updates"])), {})

    offset = args.get("offset") if p.verb in ("duplicate", "move", "translate", "nudge") else None
    for node in objects(out):
        if state and state[0] in node and type(node[state[0]]) is type(state[1]):
            node[state[0]] = state[1]
        pos = node.get("position")
        if isinstance(offset, dict) and isinstance(pos, list) and len(pos) == 2 and all(isinstance(offset.get(a), (int, float)) for a in "xy"):
            node["position"] = [pos[0] + offset["x"], pos[1] + offset["y"]]  # duplicate_objects(offset={x, y}): moved by it
        for f, v in props.items():
            if f not in node:
                continue
            if isinstance(v, dict) and isinstance(node[f], list) and len(node[f]) == 2 and {"x", "y"} <= set(v):
                node[f] = [v["x"], v["y"]]
            elif type(node[f]) is type(v) and not isinstance(v, (dict, list)):
                node[f] = v


_MET = {"clickable": "clickable", "visible": "visible", "invisible": "hidden", "hidden": "hidden", "present": "present",
        "contains": "matched", "is": "matched", "matches": "matched", "stale": "stale", "selected": "selected"}


def _checks(args: dict[str, Any], out: dict) -> None:
    """verify_value(expectedValue=X) passed with value X, not another sentence; wait_for(condition=title_contains) waited
    until the title matched, not until something was 'visible'."""
    expected = next((v for k, v in args.items() if words(k)[:1] == ["expected"] and isinstance(v, (str, int, float))), None)
    if out.get("status") == "passed" and expected is not None:
        for k in ("value", "actual", "actual_value", "actualValue", "text"):
            if k in out and type(out[k]) is type(expected):
                out[k] = expected
    cond = next((v for k, v in args.items() if words(k) == ["condition"] and isinstance(v, str)), None)
    if cond and isinstance(out.get("status"), str) and out["status"] != "passed":
        met = next((_MET[w] for w in reversed(words(cond)) if w in _MET), None)
        if met:
            out["status"] = met


def _pairs(args: dict[str, Any], out: dict) -> None:
    """ae_keyframes(times=[5, 6], values=[[150, 150], [120, 120]]) set keyframes at 5 and 6 with those values, not one
    keyframe at 3.41 holding [960, 540]."""
    times, values = args.get("times"), args.get("values")
    if not (isinstance(times, list) and isinstance(values, list) and times and len(times) == len(values)):
        return
    for k, node in list(out.items()):
        if isinstance(node, dict) and "time" in node and "value" in node:
            rest = {f: v for f, v in node.items() if f not in ("time", "value")}
            out[f"{k}s" if not k.endswith("s") else k] = [{"time": t, "value": v, **rest} for t, v in zip(times, values)]
            if not k.endswith("s"):
                del out[k]


def _keyframes_follow(args: dict[str, Any], out: dict) -> None:
    """ae_keyframes(op=get, property_path='Transform/Opacity') answered one keyframe holding [960, 540] (a position) at 3.84:
    a keyframe's value is one of its property's (an opacity 0-100, a scale [s, s], a rotation in degrees); a get reads the
    property's keyframes in time order, an offset moves the keyframes at the times it was given by its delta."""
    from seer.generate.symbolic.motion import property_value

    path = next((v for k, v in args.items() if isinstance(v, str) and words(k)[:1] == ["property"]), None)
    op = next((str(args[k]).lower() for k in ("op", "operation", "action", "mode") if isinstance(args.get(k), str)), "")
    if path is None or isinstance(args.get("values"), list):
        return
    rng = random.Random(repr(sorted(args.items(), key=str)))  # seeded by the call: the same output for the same seed
    for k, node in list(out.items()):
        if not (isinstance(node, dict) and "time" in node and "value" in node):
            continue
        rest = {f: v for f, v in node.items() if f not in ("time", "value")}
        times = [t for t in args.get("times") or [] if isinstance(t, (int, float)) and not isinstance(t, bool)]
        delta = args.get("delta") if isinstance(args.get("delta"), (int, float)) and not isinstance(args.get("delta"), bool) else 0
        if op == "get" or op == "offset" and times:
            at = sorted(set(times)) if times else sorted(round(rng.uniform(0, 10), 2) for _ in range(rng.randint(2, 3)))
            values = [property_value(path, rng) for _ in at]
            if len(values) > 1 and values[0] == values[-1] and not isinstance(values[0], list):
                values[-1] = 100 if values[0] != 100 else 0
            out[k if k.endswith("s") else f"{k}s"] = [{"time": round(t + delta, 2), "value": v, **rest} for t, v in zip(at, values)]
            if not k.endswith("s"):
                del out[k]
        else:
            node["value"] = property_value(path, rng)


_LINK_TEXTS = frozenset({"pricing", "forgot password?", "contact sales", "download report", "learn more", "docs", "home"})


def element_fits_text(element: dict[str, Any]) -> None:
    """An element's tag is what its text is on a page: 'Submit order' is a button, 'Pricing' a link, never a <select>
    or an <input> with inner text (a field's text is empty)."""
    text, tag = element.get("text"), element.get("tag")
    if not isinstance(text, str) or not isinstance(tag, str) or not text or tag not in ("input", "select", "div", "textarea"):
        return
    element["tag"] = "a" if text.lower() in _LINK_TEXTS or text.endswith("?") else "button"
