"""Browser locators: a Selenium locator's `value` follows its `by` (a CSS selector for css, an XPath for xpath, an
element id for id), a frame switch locates an iframe. Moved out of values.py (house size)."""

from __future__ import annotations

import random
import re

from seer import kinds
from seer.generate.symbolic.lexicon import words


LOCATOR_VALUES = {"id": ("submit-btn", "email", "login-form", "search-input", "checkout"),
                  "name": ("email", "password", "q", "username", "quantity"),
                  "tag": ("button", "input", "h1", "form", "table"), "tag_name": ("button", "input", "h1", "form"),
                  "class": ("btn-primary", "nav-link", "alert-danger", "product-card"),
                  "class_name": ("btn-primary", "nav-link", "alert-danger", "product-card"),
                  "link_text": ("Sign in", "Checkout", "Forgot password?"), "partial_link_text": ("Sign", "Check", "password"),
                  "frame": ("payment-frame", "checkout-iframe", "editor", "login-frame", "ad-banner"),
                  # what a text, role, label or test-id strategy finds an element by: its visible words, never a chat sentence
                  "text": ("Sign in", "Add to cart", "Account settings", "Checkout", "Forgot password?"),
                  "role": ("button", "link", "textbox", "checkbox", "dialog"), "label": ("Email", "Password", "Search", "Quantity"),
                  "placeholder": ("Search products", "you@example.com", "Password"),
                  "testid": ("checkout-button", "login-submit", "search-input"), "test_id": ("checkout-button", "login-submit")}


FRAME_LOCATORS = {"css": ("iframe#payment-frame", "iframe[name='checkout']", "iframe.embed"),
                  "xpath": ("//iframe[@id='payment-frame']", "//iframe[@name='checkout']")}


def _types_into(context: tuple[str, str]) -> bool:
    """A tool that types, fills or uploads into an element (type_text, fill_form, send_keys)."""
    return bool(set(words(context[0])) & {"type", "fill", "input", "send", "upload", "clear", "enter"}
                and not set(words(context[0])) & {"get", "list", "find", "check", "verify"})


def _locator(out: dict, props: dict, rng: random.Random, frame_tool: bool = False, typing: bool = False) -> None:
    """A Selenium locator's `value` follows its `by`: a CSS selector for css, an XPath for xpath,
    an element id for id (not a sentence or a slug)."""
    by = out.get("by") or out.get("strategy") or out.get("locator_type")
    key = next((k for k in ("value", "locator", "selector", "target") if k in out and k not in ("by",)), None)
    by_prop = next((props[k] for k in ("by", "strategy", "locator_type") if isinstance(props.get(k), dict)), None)
    if by is None and by_prop is not None and key is not None and isinstance(out[key], str) and " " in out[key].strip():
        # a locator tool's value without its `by` (a frame switch): an element or frame id, never a sentence
        framed = "frame" in str(by_prop.get("description") or "").lower()
        by = "frame" if framed else "id"
    if not isinstance(by, str) or key is None or not isinstance(out[key], str):
        return
    low = by.lower().replace(" ", "_")
    framed = next((v for k, v in FRAME_LOCATORS.items() if k in low), None) if frame_tool else None
    if framed:
        value = rng.choice(framed)  # a frame switch locates an iframe
    elif frame_tool and low in ("id", "name"):
        value = rng.choice(LOCATOR_VALUES["frame"])
    elif "css" in low:
        value = kinds.make("css_selector", rng, hint="input" if typing else "")
    elif "xpath" in low:
        value = kinds.make("xpath", rng, hint="input" if typing else "")
    else:
        choices = LOCATOR_VALUES.get(low) or LOCATOR_VALUES.get(low.split("_")[0])
        value = rng.choice(choices) if choices else None
    from seer.generate.symbolic.values import fits

    if isinstance(value, str) and fits(props.get(key, {}) if isinstance(props.get(key), dict) else {}, value):
        out[key] = value
    if key != "name" and isinstance(out.get("name"), str) and isinstance(out.get(key), str) and "css" in low:
        said = _css_name(out[key])  # healer_inspect_page(locators=[{name: "Search results", strategy: css, value:
        if said:  # button.submit-order}]): a named locator is named for the element it finds, "Submit order button" (1485)
            out["name"] = said


_CSS_TAGS = {"button": "button", "a": "link", "input": "field", "textarea": "field", "select": "menu", "img": "image",
             "form": "form", "table": "table", "h1": "heading", "h2": "heading", "nav": "menu", "li": "item"}


def _css_name(css: str) -> str | None:
    """"Submit order button" for button.submit-order, "Email field" for input[name='email']: what the selector's last
    part names, in words (None when it names nothing)."""
    last = re.split(r"\s*[>+~]\s*|\s+", css.strip())[-1]
    tag = re.match(r"[a-z][a-z0-9]*", last)
    named = re.search(r"#([A-Za-z][\w-]*)|\[(?:name|id|data-testid|aria-label)=['\"]?([A-Za-z][\w -]*)|\.([A-Za-z][\w-]*)", last)
    if not named:
        return None
    ws = re.split(r"[-_ ]+", next(g for g in named.groups() if g).lower())
    noun = _CSS_TAGS.get(tag[0], "") if tag else ""
    if noun and noun in ws or ws[-1] in ("btn", "button", "link", "field", "input", "box", "form", "menu", "list", "card"):
        noun = ""
    ws = [*ws[1:], "button"] if ws[0] == "btn" and len(ws) > 1 else ["button" if w == "btn" else w for w in ws]  # btn-primary:
    noun = "" if "button" in ws else noun  # "Primary button"
    said = " ".join([*ws, noun]).strip()
    return said[:1].upper() + said[1:]
