"""Example values a parameter's description gives ("e.g. 'Task', 'Bug', 'Story'", "(e.g. pods,
deployments, services, etc.)"): the server author's own words for what a value looks like."""

from __future__ import annotations

import re
from functools import lru_cache

_LEAD = re.compile(r"\b(?:e\.g\.|eg\.|for example|such as|examples?:|like)\s*,?\s*:?\s*", re.I)
_QUOTED = re.compile(r"""'([^'\n]{1,60})'|"([^"\n]{1,60})"|`([^`\n]{1,60})`""")


_COLON_LIST = re.compile(r"^[A-Za-z][\w ]{0,40}:\s*((?:'?[\w.-]+'?\s*,\s*){2,}'?[\w.-]+'?)\s*\.?\s*$")
_SECTION = re.compile(r"^\s*(?:Args|Arguments|Parameters|Params)\s*:\s*$", re.I | re.M)
_ENTRY = re.compile(r"^(\s*)\**([A-Za-z_][A-Za-z0-9_]*)\**\s*(?:\([^)]*\))?\s*:\s*(.*)$")
_PAREN_QUOTED = re.compile(r"""\(\s*(?:'([^'\n]{1,40})'|"([^"\n]{1,40})")\s*\)""")


_EXAMPLE_ARG = re.compile(r"\b(?:e\.g\.|for example|such as)\s*,?\s*([a-z_][a-z0-9_]*)\s*=\s*['\"]([^'\"\n]{1,40})['\"]", re.I)
_INLINE = re.compile(r"`([A-Za-z_][A-Za-z0-9_]*)`\s+(?:is|is one of|can be|must be|may be)\s+((?:`[^`\n]{1,30}`(?:,\s*|\s+or\s+|\s*,?\s+and\s+)?){2,})")


@lru_cache(maxsize=2048)
def arg_docs(tool_description: str) -> dict[str, str]:
    """A Google-style docstring's `Args:`/`Parameters:` block (FastMCP servers put their
    per-parameter help there, not in the schema): parameter -> its description."""
    out: dict[str, str] = {}
    for hit in _INLINE.finditer(tool_description or ""):  # "`kind` is `rect`, `ellipse`, `path` or `text`"
        out[hit.group(1)] = "one of " + ", ".join(f"('{c}')" for c in re.findall(r"`([^`]+)`", hit.group(2)))
    for hit in _EXAMPLE_ARG.finditer(tool_description or ""):  # "(e.g. ratio='9:16')": the author's example value
        out.setdefault(hit.group(1), f"e.g. '{hit.group(2)}'")
    m = _SECTION.search(tool_description or "")
    if not m:
        return out
    indent, last = None, None
    for line in tool_description[m.end():].splitlines():
        if not line.strip():
            continue
        hit = _ENTRY.match(line)
        depth = len(line) - len(line.lstrip())
        if hit and not hit.group(3).strip() and hit.group(2)[0].isupper():
            break  # the next section (Returns:, Examples:)
        if hit and (indent is None or depth <= indent):
            indent, last = depth, hit.group(2)
            out[last] = hit.group(3).strip()
        elif last and indent is not None and depth > indent:
            out[last] += " " + line.strip()  # a wrapped description
        else:
            break  # the block ended (Returns:, a new paragraph)
    return out


def described_choices(description: str) -> tuple[str, ...]:
    """The closed set a description spells out as quoted choices in parentheses ("local
    branches ('local'), remote ('remote') or all ('all')"): the only values that work."""
    choices = [next(g for g in q.groups() if g).strip() for q in _PAREN_QUOTED.finditer(description or "")]
    return tuple(dict.fromkeys(c for c in choices if c)) if len(choices) >= 2 else ()


def listed_choices(description: str) -> tuple[str, ...]:
    """A description that is only a list of the values ("Filter: gaussianBlur, unsharpMask, motionBlur"):
    the set to pick from, as closed as quoted choices (a Photoshop filter is never "login timeout")."""
    head = _COLON_LIST.match(description or "")
    items = [x.strip(" .'\"") for x in head.group(1).split(",")] if head else []
    return tuple(dict.fromkeys(items)) if len(items) >= 3 and all(x and len(x) <= 40 for x in items) else ()


# an author's placeholder is no value: "(e.g. "/path/to/tokens.json")" names where a path goes, not a path anyone has
_PLACEHOLDER = re.compile(r"^/?path/to/|^/your[-_/]|^your[-_]", re.I)


@lru_cache(maxsize=8192)
def described_values(description: str) -> tuple[str, ...]:
    """Values the description offers as examples, in its order (empty when it offers none)."""
    return tuple(v for v in _described_values(description) if not _PLACEHOLDER.search(v))


def _described_values(description: str) -> tuple[str, ...]:
    choices = described_choices(description)
    if choices:
        return choices
    m = _LEAD.search(description or "")
    if not m:
        head = _COLON_LIST.match(description or "")  # "Script format: pytest, unittest, robot_framework"
        if head:
            items = [x.strip(" .'\"") for x in head.group(1).split(",")]
            if len(items) >= 3 and all(x and " " not in x and len(x) <= 40 for x in items):
                return tuple(dict.fromkeys(items))
        quoted = [next(g for g in q.groups() if g).strip() for q in _QUOTED.finditer(description or "")]
        if len(quoted) >= 2 and re.search(r"\bor\b", description or ""):  # 'UUID, "artboard:<index>", or "selection"'
            return tuple(dict.fromkeys(re.sub(r"<[^>]+>", "1", x) for x in quoted if x))
        for group in re.findall(r"\(([^()]{3,160})\)", description or ""):
            items = [x.strip(" .'\"") for x in group.split(",")]
            items = [x for x in items if x.lower() not in ("etc", "etc.", "...")]
            if len(items) >= 2 and len(group.split(",")) >= 3 and all(x and " " not in x and len(x) <= 40 for x in items):
                return tuple(dict.fromkeys(items))
        return ()
    tail = description[m.end():]
    stop = re.search(r"[)\]]|\.(\s|$)|;", tail)
    tail = tail[: stop.start()] if stop else tail
    quoted = [next(g for g in q.groups() if g) for q in _QUOTED.finditer(tail)]
    if quoted:
        return tuple(dict.fromkeys(x.strip() for x in quoted if x.strip()))
    parts = [x.strip(" .'\"") for x in re.split(r",|\bor\b|\band\b", tail)]
    items = [x for x in parts if x and x.lower() not in ("etc", "etc.") and " " not in x and len(x) <= 40]
    return tuple(dict.fromkeys(items)) if len(items) >= 2 else ()
