"""An application the request works in is running: adobe_get_doc_info(app=photoshop) answered the document "Trade show
booth", and adobe_list_apps and adobe_app_status a step later said Photoshop was not running (seed 1253). A listing or
a status of the apps shows running every app a call of the request worked in before it, and every app a later call
works in without launching or opening it first."""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.cards import args_body
from seer.generate.symbolic.mocks.shapes import ADOBE_APPS
from seer.harness.checks import objects
from seer.harness.model import MockOutput

_KEYS = frozenset(k for _n, k, _v in ADOBE_APPS)
_PREFIX = {"ps": "photoshop", "ai": "illustrator", "id": "indesign", "pr": "premierepro", "ae": "aftereffects",
           "an": "animate", "ame": "mediaencoder"}  # adobe_ps_layers works in Photoshop
_ABOUT = ("list_apps", "app_status")  # what tells whether an app runs
_STARTS = ("launch_app", "open_file")  # what may start one


def apps_in_use_are_running(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place, over a scenario's mocks."""
    works = [_app_of(p.name, c) if m is not None and not m.is_error else None for p, c, m in zip(profiles, calls, mocks)]
    for i, (p, m) in enumerate(zip(profiles, mocks)):
        if m is None or m.is_error or m.grounding == "high" or not p.name.endswith(_ABOUT):
            continue
        running = {a for a in works[:i] if a}
        for j in range(i + 1, len(works)):
            if works[j] and not profiles[j].name.endswith(_STARTS + _ABOUT) \
                    and not any(works[k] == works[j] and profiles[k].name.endswith(_STARTS) for k in range(i + 1, j)):
                running.add(works[j])
        if running:
            _say_running(m.output, running)


def _app_of(tool: str, args: dict[str, Any]) -> str | None:
    app = args_body(args).get("app")
    if isinstance(app, str) and app in _KEYS:
        return app
    ws = tool.split("_")
    return _PREFIX.get(ws[1]) if len(ws) > 2 and ws[0] == "adobe" else None


def _say_running(out: Any, running: set[str]) -> None:
    for rec in objects(out):
        key = rec.get("id") if rec.get("id") in _KEYS else rec.get("app")
        if key in running:
            if rec.get("running") is False:
                rec["running"] = True
            if rec.get("status") == "not running":
                rec["status"] = "running"
        for k, v in list(rec.items()):
            if isinstance(v, str) and ("running: False" in v or "status: not running" in v):
                rec[k] = _text_running(v, running)


def _text_running(text: str, running: set[str]) -> str:
    text = re.sub(r"\(id: ([a-z]+), version: ([\d.]+), running: False\)",
                  lambda m: f"(id: {m[1]}, version: {m[2]}, running: {m[1] in running})", text)
    app = re.search(r"(?m)^app: ([a-z]+)$", text)
    return text.replace("status: not running", "status: running") if app and app[1] in running else text
