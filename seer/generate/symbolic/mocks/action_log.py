"""A log of the actions a session performed lists those actions: generator_read_log ("Retrieve the log of all actions
performed during test generation session") answered one browser console line ("Failed to load resource: ... 404"). Now
it lists the steps, each with its time, action and target: the request's own earlier calls first, else a short session
(open the page, click, fill, check)."""

from __future__ import annotations

import random
from datetime import timedelta
from typing import Any

from seer.generate.symbolic.lexicon import words

_SESSION = (("navigate", "https://shop.example.com/login"), ("fill", "input[name='email']"), ("fill", "input[name='password']"),
            ("click", "button[type='submit']"), ("assert", "h1: Dashboard"))


def action_log(p: Any, world: Any, rng: random.Random) -> dict[str, Any] | None:
    said = [w.lower() for w in words(p.tool.description or "")]
    if not p.read or "log" not in said or not {"actions", "steps"} & set(said):
        return None
    done = [q for q in world.plan[:world.at] if hasattr(q, "verb") and not q.read]
    steps = [(q.verb, " ".join(q.nouns) or q.name) for q in done] or list(_SESSION[:rng.randint(3, 5)])
    at = world.now(rng) - timedelta(seconds=20 * len(steps))
    entries = []
    for action, target in steps:
        at += timedelta(seconds=rng.randint(2, 20))
        entries.append({"timestamp": at.strftime("%Y-%m-%dT%H:%M:%SZ"), "action": action, "target": target})
    opened = [t for a, t in steps if a == "navigate" and t.startswith("http")]
    if opened and getattr(world, "page", None) is None:  # the browser is where the session went: a script's href says so
        from seer.kinds.web import page_title

        url = opened[-1].replace("/login", "/dashboard") if ("click", "button[type='submit']") in steps else opened[-1]
        world.page = {"url": url, "title": page_title(url), "status": 200}
    return {"actions": entries, "total": len(entries)}
