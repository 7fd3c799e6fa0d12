"""The stage prompts, kept as Markdown files beside this module, rendered with string.Template
($name placeholders: JSON braces in prompts need no escaping)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from string import Template

PROMPTS = Path(__file__).parent / "prompts"


@lru_cache(maxsize=None)
def _template(name: str) -> Template:
    return Template((PROMPTS / f"{name}.md").read_text(encoding="utf-8"))


def render(name: str, **values: object) -> str:
    return _template(name).substitute({k: str(v) for k, v in values.items()}).strip()


def prompt_hash() -> str:
    """Content hash of every prompt file: part of the engine key, so editing a prompt regenerates."""
    import hashlib

    h = hashlib.sha256()
    for path in sorted(PROMPTS.glob("*.md")):
        h.update(path.name.encode())
        h.update(path.read_bytes())
    return h.hexdigest()
