"""A font listing asked with a filter lists fonts the filter matches ("case-insensitive partial match" on family or name):
list_fonts(filter=Arial) listed Source Sans Pro and Inter."""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.lexicon import words


# families a design app has installed: filter 'Source' matches Source Sans Pro (never a made-up family 'Source')
_FAMILIES = ("Roboto", "Inter", "Montserrat", "Source Sans Pro", "Helvetica Neue", "Lato", "Arial", "Open Sans",
             "Playfair Display", "Noto Serif", "Source Serif Pro", "PT Serif", "IBM Plex Serif", "Roboto Mono", "Noto Sans",
             "PT Sans")
# (filter "Serif" matches Noto Serif and PT Serif: never a made-up "Serif-Regular" of a family named Serif)


def fonts_match_filter(tool_name: str, args: dict[str, Any], out: Any) -> dict[str, str]:
    """Rename the listed fonts the filter does not match into its family; answers old name -> new name."""
    renamed: dict[str, str] = {}
    if "font" not in " ".join(words(tool_name)).lower() or not isinstance(out, dict):
        return renamed
    said = next((v.strip() for k, v in args.items() if {w.lower() for w in words(k)} & {"filter", "query", "search", "family"}
                 and isinstance(v, str) and re.fullmatch(r"[A-Za-z][A-Za-z ]{1,40}", v.strip())), None)
    if not said:
        return renamed
    for k, v in out.items():
        if not (isinstance(v, list) and v and all(isinstance(x, dict) and isinstance(x.get("name"), str) for x in v)):
            continue
        low = said.lower()
        matches = [f for f in _FAMILIES if low in f.lower()]
        for n, x in enumerate(v):
            own = x["name"].lower()
            if low.replace(" ", "") in own and own != low and own.split("-")[0] != low:
                continue  # judged by its PostScript name: a drawn `family` beside Lato-Light may still say Roboto
                # (a font named just "Helv", the filter itself, is no font: it becomes HelveticaNeue-Regular)
            style = x.get("style") if isinstance(x.get("style"), str) and not re.search(r"[ -]", x["style"]) else "Regular"
            family = matches[n % len(matches)] if matches else " ".join(w.capitalize() if w.islower() else w for w in said.split())
            renamed[x["name"]] = f"{family.replace(' ', '')}-{style}"
            x["name"] = renamed[x["name"]]  # Arial-Bold: a font of the family the filter names
            if "family" in x:
                x["family"] = family
        seen: set[str] = set()
        out[k] = [x for x in v if not (x["name"] in seen or seen.add(x["name"]))]  # no font listed twice
        for t in ("total", "count"):
            if isinstance(out.get(t), int) and not isinstance(out[t], bool):
                out[t] = len(out[k])
    return renamed
