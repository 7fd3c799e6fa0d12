"""A plan a tool saves ("Complete test plan content in markdown format"): a Markdown document of what is
tested and how, never a chat line ("The invoice total was corrected to 1,240 EUR.")."""

from __future__ import annotations

import re
from typing import Any

from seer.kinds.base import is_str, pick, simple

# (feature, [(scenario, steps, expected)]): a tester's plan for one flow of a web app
_FLOWS = (
    ("Checkout", [("Guest checkout with a saved card", "Add a product to the cart; open the cart; click Checkout; pay with the saved card",
                   "The order confirmation page shows the order number"),
                  ("Empty cart", "Open the cart with no items", "The Checkout button is disabled"),
                  ("Declined card", "Pay with card 4000 0000 0000 0002", "An error says the card was declined; the cart is kept")]),
    ("Login", [("Valid credentials", "Enter a registered email and password; click Sign in", "The dashboard is shown"),
               ("Wrong password", "Enter a registered email and a wrong password", "An error says the email or password is wrong"),
               ("Forgot password link", "Click Forgot password?", "The reset form asks for an email")]),
    ("Search", [("Search by product name", "Type 'running shoes' in the search box; press Enter", "Results list running shoes first"),
                ("No results", "Search for 'zzqx'", "A 'No results' message is shown"),
                ("Filter by price", "Search 'lamp'; set the price filter to under 50", "Every result costs under 50")]),
)


def make_plan(rng, hint: str = "") -> str:
    feature, cases = pick(rng, _FLOWS)
    n = rng.randint(2, len(cases))
    lines = [f"# Test plan: {feature}", "", f"Scope: the {feature.lower()} flow in the web app.", "", "## Scenarios"]
    for i, (name, steps, expected) in enumerate(cases[:n], 1):
        lines += [f"{i}. {name}", f"   - Steps: {steps}", f"   - Then: {expected}"]
    return "\n".join(lines) + "\n"


def _check(value: Any) -> bool:
    return is_str(value) and bool(re.search(r"^\s*(#|\d+[.)]|[-*])\s", value, re.M)) and len(value.split()) >= 6


simple("test_plan", make_plan, _check)
