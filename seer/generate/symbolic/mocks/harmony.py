"""Fields of one record that must agree (a datetime in its timezone, its weekday, a font's family, a page's title,
one current branch, a clean flag that follows the lists beside it)."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from seer import kinds
from seer.generate.symbolic.lexicon import singular, words
from seer.generate.symbolic.mocks.common import _kind_of
from seer.generate.symbolic.mocks.git_records import git_agrees
from seer.generate.symbolic.mocks.url_handles import number_from_url


def harmonise(node: Any, now: datetime | None = None) -> None:
    """Fields of one record that must agree: its datetime is written in its timezone (the
    world's present moment for a "current time" tool), its weekday is that datetime's weekday
    and its DST flag is what zoneinfo says."""
    if isinstance(node, list):
        _ranked(node)
        for item in node:
            harmonise(item, now)
        return
    if not isinstance(node, dict):
        return
    keys = {_kind_of(k): k for k, v in node.items() if isinstance(v, str)}
    zone = node.get(keys.get("timezone", ""), None)
    stamp = keys.get("datetime")
    if stamp and kinds.plausible("datetime", node[stamp]):
        moment = now or datetime.fromisoformat(node[stamp].replace("Z", "+00:00"))
        if isinstance(zone, str) and kinds.plausible("timezone", zone):
            moment = moment.astimezone(ZoneInfo(zone))
            node[stamp] = moment.isoformat(timespec="seconds")
            dst = next((k for k in node if k in ("is_dst", "dst", "isDst", "daylight_saving") and isinstance(node[k], bool)), None)
            if dst:
                node[dst] = bool(moment.dst())
        if "weekday" in keys:
            node[keys["weekday"]] = moment.strftime("%A")
    _font_agrees(node)
    token = node.get("name")
    if isinstance(token, str) and isinstance(node.get("value"), str) and re.fullmatch(r"(color|spacing|radius|font\.size)\.[\w.]+", token):
        value = node["value"]
        if token.startswith("color.") and not value.startswith("#"):
            node["value"] = "#" + "%06x" % (sum(map(ord, token)) * 40503 % 0xFFFFFF)  # a colour token holds a colour
        elif not token.startswith("color.") and not value.endswith(("px", "rem")):
            h = sum(map(ord, token))
            node["value"] = f"{12 + 2 * (h % 6)}px" if token.startswith("font.") else f"{4 * (1 + h % 6)}px"  # a size token a size
    status = node.get("status")
    page_like = isinstance(status, int) and not isinstance(status, bool) and 100 <= status < 600 or set(node) <= _TAB_KEYS
    if isinstance(node.get("title"), str) and isinstance(node.get("url"), str) and page_like and kinds.plausible("url", node["url"]):
        from seer.kinds.web import page_title

        node["title"] = page_title(node["url"])  # a page's title is the page's, not a ticket's
    for flag, on in list(node.items()):  # `conflicts: false` lists no conflicted files; `has_errors: false` no errors
        if isinstance(on, bool):
            stem = singular(words(flag)[-1]) if words(flag) else ""
            for k, v in node.items():
                if not on and isinstance(v, list) and len(stem) > 3 and k != flag and any(w.startswith(stem) for w in words(k)):
                    node[k] = []
    for k, v in list(node.items()):  # one current branch (or tab), and the listing's currentBranch is that one
        if isinstance(v, list) and v and all(isinstance(x, dict) and isinstance(x.get("current"), bool) for x in v):
            named = next((f for f in node if words(f)[:1] == ["current"] and isinstance(node[f], str)), None)
            head = next((x for x in v if named and x.get("name") == node[named]), None) or next((x for x in v if x["current"]), v[0])
            for x in v:
                x["current"] = x is head
            if named and isinstance(head.get("name"), str):
                node[named] = head["name"]
    git_agrees(node)
    number_from_url(node)
    method, url, code = node.get("method"), node.get("url"), node.get("status")
    if isinstance(method, str) and isinstance(url, str) and isinstance(code, int) and not isinstance(code, bool):
        if "?" in url or re.search(r"/(search|recommendations|session|products)\b", url):
            node["method"] = "GET"  # a query string is read with GET, never PUT
        if code == 201 and node["method"] != "POST":
            node["status"] = 200  # Created answers a POST
        if code == 304 and node["method"] != "GET":
            node["status"] = 200  # Not Modified answers a conditional GET
    path, name = node.get("path"), node.get("name")
    if isinstance(path, str) and "/" in path and isinstance(name, str) and "." in name and "." in path.rsplit("/", 1)[-1] \
            and name.rsplit(".", 1)[-1].lower() == path.rsplit(".", 1)[-1].lower():
        node["name"] = path.rsplit("/", 1)[-1]  # a project saved at lower-thirds.aep is named lower-thirds.aep
    pos = node.get("position")
    if isinstance(pos, list) and len(pos) == 2 and all(isinstance(node.get(a), (int, float)) and not isinstance(node.get(a), bool)
                                                      for a in ("x", "y")):
        node["position"] = [node["x"], node["y"]]  # create_text_frame(x=0, y=40) stands at [0, 40]
    quarter = re.fullmatch(r"Q([1-4]) (20\d\d)", str(node.get("title", node.get("name", ""))))
    due = next((k for k in ("due_date", "due_on", "dueDate", "due") if isinstance(node.get(k), str) and re.match(r"\d{4}-\d\d-\d\d", node[k])), None)
    if quarter and due and not _in_quarter(node[due], int(quarter[1]), quarter[2]):  # milestone "Q1 2027" is due in that
        end = ("03-31", "06-30", "09-30", "12-31")[int(quarter[1]) - 1]  # quarter (at its end unless a call set a day), not in 2025
        node[due] = f"{quarter[2]}-{end}" + node[due][10:]
    if isinstance(node.get("upstream"), str) and node["upstream"].startswith("origin/") and isinstance(node.get("name"), str):
        node["upstream"] = f"origin/{node['name']}"
    clean = next((k for k in node if words(k) in (["is", "clean"], ["clean"]) and isinstance(node[k], bool)), None)
    if clean:  # a working tree with staged files or conflicts is not clean
        node[clean] = not any(isinstance(v, list) and v for k, v in node.items()
                              if set(words(k)) & {"staged", "unstaged", "untracked", "conflicts", "conflicted", "modified", "changes"})
    for v in node.values():
        if isinstance(v, (dict, list)):
            harmonise(v, now)


# the fields of a browser tab or window record: its title is its page's
_TAB_KEYS = frozenset({"id", "url", "title", "handle", "index", "active", "current", "browser", "type", "tab_id", "window_id",
                       "target_id", "targetId", "session_id", "favicon", "favIconUrl", "is_current", "selected"})


_FONT_STYLES = frozenset({"Regular", "Bold", "Medium", "Italic", "Light", "Semibold", "SemiBold", "Black", "Thin", "Bold Italic"})
_FONT = re.compile(r"([A-Z][A-Za-z]+)-(Regular|Bold|Medium|Italic|Light|Semibold|SemiBold|Black|Thin|MT)")


def _font_agrees(node: dict[str, Any]) -> None:
    """A font record's family and style are its PostScript name's (Inter-Bold: Inter, Bold)."""
    if "family" not in node and "style" not in node:
        return
    name = next((node[k] for k in ("name", "font", "postscript_name", "postScriptName") if isinstance(node.get(k), str)), None)
    m = _FONT.fullmatch(name) if name else None
    if m is None and name and isinstance(node.get("family"), str):
        mt = re.fullmatch(r"([A-Z][A-Za-z]+)MT", name)  # ArialMT: family Arial, Regular
        if mt is None and not re.fullmatch(r"[A-Z][A-Za-z]*( [A-Z][A-Za-z]*)*", name):
            return
        node["family"] = mt[1] if mt else name  # a bare family name (Arial) is its own family, not Helvetica Neue
        if isinstance(node.get("style"), str) and node["style"] not in _FONT_STYLES:
            node["style"] = "Regular"  # a style is a weight or slant, not another font's PostScript name
        return
    if m is None:
        return
    if isinstance(node.get("family"), str):
        node["family"] = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", m[1])
    if isinstance(node.get("style"), str):
        node["style"] = "Regular" if m[2] == "MT" else m[2]
    for k in ("font",):
        if k in node and node[k] != name and isinstance(node[k], str):
            del node[k]  # a second font name inside one font's record


_RANKS = {"score": True, "_score": True, "similarity": True, "relevance": True, "distance": False}  # best first


def _ranked(items: list) -> None:
    """A search lists its hits best first: the scores are dealt out in that order along the list, so the record
    at each place stays (a planted first hit stays first) and its score no longer beats the one above it
    (round 921 [10]: a vector search answering 0.168, 0.42, 0.242)."""
    if len(items) < 2 or not all(isinstance(x, dict) for x in items):
        return
    for key, high_first in _RANKS.items():
        values = [x.get(key) for x in items]
        if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
            for x, v in zip(items, sorted(values, reverse=high_first)):
                x[key] = v


def _in_quarter(date: str, q: int, year: str) -> bool:
    return date[:4] == year and date[5:7].isdigit() and (int(date[5:7]) - 1) // 3 + 1 == q
