"""A browser tool that generates a locator answers the locator (a CSS selector first, an XPath and a role query as
fallbacks), built from the element described, not a receipt that names no locator."""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.lexicon import words

_TAGS = (("navigation", "nav"), ("nav", "nav"), ("button", "button"), ("link", "a"), ("field", "input"), ("input", "input"), ("box", "input"), ("checkbox", "input"),
         ("menu", "select"), ("dropdown", "select"), ("heading", "h1"), ("image", "img"), ("logo", "img"), ("tab", "button"))


def locator_result(p: Any, args: dict[str, Any]) -> dict[str, Any] | None:
    if "locator" not in p.words + p.nouns or p.verb not in ("generate", "suggest", "build", "make", "create", "get", "find"):
        return None
    said = next((v for k, v in args.items() if isinstance(v, str) and set(words(k)) & {"description", "element", "target", "name"}), "")
    label = " ".join(re.split(r"[.\n]", said.strip())[0].split()[:6]) or "Submit"
    owned = re.match(r"(?:the\s+|an?\s+)?([\w -]+?)['\u2019]s\s+(.+)$", label, re.I)
    if owned:  # "the cookie banner's Accept button" is the Accept button of the cookie banner: never a test id
        label = owned[2]  # "cookie-banner-s-accept" or a text "Cookie banners accept" (seed 1336)
    low = re.sub(r"\s+(?:on|in|of|at|under|inside)\s+(?:the|a|an)\s+.*$", "", label.lower())  # "the email field on the
    # login form" is the email field: where it sits names no part of it
    tag = next((t for w, t in _TAGS if re.search(rf"\b{w}\b", low)), "button")
    name = " ".join(re.sub(r"\b(the|a|an|button|link|field|input|box|menu|dropdown)\b", "", low).split()[:4]) or "submit"
    if tag == "nav" and not re.search(r"\bnav(?:igation)?\b", name):
        name = f"{name} navigation".strip()
    quoted = re.search(r"[\'\"\u2018\u201c]([^\'\"\u2019\u201d]{1,40})[\'\"\u2019\u201d]", said)
    if quoted:  # "the 'Add to cart' button": its text is what is quoted, as written (never ''add to cart'' in an XPath)
        name = " ".join(quoted[1].lower().split())
    test_id = re.sub(r"[^a-z0-9]+", "-", (owned[1].lower() + " " if owned else "") + name).strip("-")
    text = " ".join(quoted[1].split()) if quoted else " ".join(name.replace("'", "").replace('"', "").split()).capitalize()
    role = {"a": "link", "input": "textbox", "select": "combobox", "img": "img", "h1": "heading", "nav": "navigation"}.get(tag, "button")
    # a navigation menu is a <nav> known by its label (its text is every link in it), never a <select>
    xpath = f"//nav[@aria-label='{text}']" if tag == "nav" else f"//input[@name='{test_id}']" if tag == "input" \
        else f"//{tag}[normalize-space()='{text}']"  # a field has no text of its own: it is known by its name
    return {"locator": {"strategy": "css", "value": f"{tag}[data-testid='{test_id}']"},
            "alternatives": [{"strategy": "xpath", "value": xpath},
                             {"strategy": "role", "value": f"getByRole('{role}', {{ name: '{text}' }})"}],
            "unique": True}


# what a control whose selector names it says (#cookie-banner .accept: "Accept all"), first match wins
_LABELS = (("cookie", "Accept all"), ("accept", "Accept all"), ("add-to-cart", "Add to cart"), ("addtocart", "Add to cart"),
           ("checkout", "Checkout"), ("login", "Sign in"), ("signin", "Sign in"), ("sign-in", "Sign in"), ("logout", "Sign out"),
           ("submit", "Submit"), ("search", "Search"), ("next", "Next"), ("prev", "Previous"), ("cancel", "Cancel"),
           ("close", "Close"), ("save", "Save changes"), ("subscribe", "Subscribe"), ("menu", "Menu"), ("pricing", "Pricing"),
           ("delete", "Delete"), ("continue", "Continue"), ("register", "Create account"), ("signup", "Create account"))
_FIELDS = ("input", "textarea", "select")


def selector_text(selector: str, tag: str | None) -> str | None:
    """The visible text of the element a CSS selector names: none for a field (input#password has no inner text),
    the control's label when its ids, classes or attributes say it, else None (keep what was drawn)."""
    last = re.split(r"\s*[> +~]\s*", selector.strip())[-1].lower()
    if tag in _FIELDS or re.match(r"(input|textarea|select)\b", last):
        return ""
    hay = re.sub(r"[^a-z0-9-]+", " ", selector.lower())
    return next((label for token, label in _LABELS if token in hay), None)


# what a display element whose last compound names it shows (div.product-card .price: a <span> "$49.00"), first match wins
_SHOWN = (("price", ("span", "$49.00")), ("total", ("span", "$128.40")), ("subtotal", ("span", "$118.90")),
          ("qty", ("span", "2")), ("quantity", ("span", "2")), ("badge", ("span", "3")), ("count", ("span", "3")),
          ("error", ("div", "Please enter a valid email address.")), ("alert", ("div", "Your changes have been saved.")),
          ("title", ("h2", "Trail running shoes")), ("heading", ("h2", "Trail running shoes")), ("rating", ("span", "4.6 out of 5")),
          ("card", ("div", "Trail running shoes $89.00 Add to cart")), ("toast", ("div", "Saved")),
          ("cookie", ("div", "We use cookies to improve your experience.")), ("banner", ("div", "Free shipping on orders over $50")))


def shown_element(selector: str) -> tuple[str, str] | None:
    """(tag, text) of a display element its selector's last compound names (.price, .cart-total, .error-message), or None."""
    last = re.split(r"\s*[> +~]\s*", selector.strip())[-1].lower()
    if re.match(r"[a-z][a-z0-9]*(?=[.#\[:]|$)", last):
        return None  # a tag said outright (button.price-toggle) is that tag
    hay = set(re.split(r"[^a-z0-9]+", last))
    return next((shown for token, shown in _SHOWN if token in hay or any(h.endswith("-" + token) or h.startswith(token + "-")
                                                                       for h in re.split(r"[.#\[\]:]+", last))), None)
