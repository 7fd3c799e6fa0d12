"""The tab a call opens or switches to is the page the browser shows: tab_new(url=X) then refresh_page reloads X,
never another site (refresh answered levy.org after tab_new and tab_select of lang-maldonado.io)."""

from __future__ import annotations

from typing import Any


def tab_shows_page(p: Any, noun: str, record: dict[str, Any], world: Any) -> None:
    """Make the browser's current page the tab's, when the call opened, selected or read the active tab."""
    if noun not in ("tab", "window") or not isinstance(record.get("url"), str):
        return
    active = not p.read or set(p.words) & {"current", "active", "selected"}
    if not active or p.verb in ("close", "delete", "remove"):
        return
    from seer.kinds.web import page_title

    if world.page is not None and world.page.get("url") != record["url"]:
        world.visited, world.ahead = [], []  # a tab keeps its own history: back in it never returns to another tab's page
    world.page = {"url": record["url"], "title": record.get("title") or page_title(record["url"]), "status": 200}
