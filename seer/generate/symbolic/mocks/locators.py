"""A browser tool that generates a locator answers the locator (a CSS selector first, an XPath and a role query as
fallbacks), built from the element described, not a receipt that names no locator."""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.lexicon import words

_TAGS = (("button", "button"), ("link", "a"), ("field", "input"), ("input", "input"), ("box", "input"), ("checkbox", "input"),
         ("menu", "select"), ("dropdown", "select"), ("heading", "h1"), ("image", "img"), ("logo", "img"), ("tab", "button"))


def locator_result(p: Any, args: dict[str, Any]) -> dict[str, Any] | None:
    if "locator" not in p.words + p.nouns or p.verb not in ("generate", "suggest", "build", "make", "create", "get", "find"):
        return None
    said = next((v for k, v in args.items() if isinstance(v, str) and set(words(k)) & {"description", "element", "target", "name"}), "")
    label = " ".join(re.split(r"[.\n]", said.strip())[0].split()[:6]) or "Submit"
    low = label.lower()
    tag = next((t for w, t in _TAGS if re.search(rf"\b{w}\b", low)), "button")
    name = " ".join(re.sub(r"\b(the|a|an|button|link|field|input|box|menu|dropdown)\b", "", low).split()[:4]) or "submit"
    test_id = re.sub(r"[^a-z0-9]+", "-", name).strip("-")
    text = " ".join(name.split()).capitalize()
    role = {"a": "link", "input": "textbox", "select": "combobox", "img": "img", "h1": "heading"}.get(tag, "button")
    return {"locator": {"strategy": "css", "value": f"{tag}[data-testid='{test_id}']"},
            "alternatives": [{"strategy": "xpath", "value": f"//{tag}[normalize-space()='{text}']"},
                             {"strategy": "role", "value": f"getByRole('{role}', {{ name: '{text}' }})"}],
            "unique": True}
