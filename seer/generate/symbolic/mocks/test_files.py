"""A test file reads as a test. s27 brief [12]: generator_read_spec(specFile=.../search.test.js) answered an Express app
(and test_login.py a price helper): a file named as a test (*.spec.ts, *.test.js, test_*.py, *_test.py, *.cy.js) holds a
test of what its name says, in its language's test framework."""

from __future__ import annotations

import random
import re

_TEST_NAME = re.compile(r"(?:^|/)(?:test_(?P<py>\w+)\.py|(?P<py2>\w+)_test\.py|(?P<js>[\w-]+)\.(?:spec|test|cy)\.(?P<ext>[jt]sx?))$")
_PAGES = {"login": ("/login", "Sign in", "Welcome back"), "checkout": ("/checkout", "Place order", "Thank you for your order"),
          "search": ("/search?q=shoes", "Search", "results"), "cart": ("/cart", "Checkout", "Your cart"),
          "signup": ("/signup", "Create account", "Check your email")}


def test_file_text(path: str, rng: random.Random) -> str | None:
    """The text of a test file named by `path`, else None."""
    m = _TEST_NAME.search(path)
    if m is None:
        return None
    subject = (m["py"] or m["py2"] or m["js"] or "home").replace("-", "_").split("_")[0].lower()
    url, action, expected = _PAGES.get(subject, (f"/{subject}", "Continue", subject.capitalize()))
    if m["py"] or m["py2"]:
        return (f"from selenium.webdriver.common.by import By\n\n\ndef test_{subject}(driver, base_url):\n"
                f"    driver.get(base_url + \"{url}\")\n    driver.find_element(By.XPATH, \"//button[normalize-space()='{action}']\").click()\n"
                f"    assert \"{expected}\" in driver.page_source\n")
    ts = m["ext"].startswith("ts")
    head = "import { test, expect } from '@playwright/test';\n\n" if ts or rng.random() < 0.5 else \
        "const { test, expect } = require('@playwright/test');\n\n"
    return (f"{head}test('{subject} works', async ({{ page }}) => {{\n  await page.goto('{url}');\n"
            f"  await page.getByRole('button', {{ name: '{action}' }}).click();\n"
            f"  await expect(page.getByText('{expected}')).toBeVisible();\n}});\n")
