"""A project the request makes is owned by the account the request runs as: get_current_user_info answered jose-tucker,
create_project made prime-forge, and get_fork_info then answered prime-forge owned by lena-k (seed 1550)."""

from __future__ import annotations

from typing import Any

from seer.harness.checks import objects
from seer.harness.model import MockOutput


def made_projects_are_mine(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place, over a scenario's mocks."""
    me = None
    made: set[str] = set()
    for p, args, m in zip(profiles, calls, mocks):
        if m is None or m.is_error or m.grounding == "high":
            continue
        ws = set(p.words)
        if p.read and {"current", "user", "me", "whoami"} & ws and "user" in ws:
            me = next((r["login"] for r in objects(m.output) if isinstance(r.get("login"), str)), me)
        if not p.read and {"create", "new"} & ws and {"project", "repository", "repo"} & ws and isinstance(args.get("name"), str):
            made.add(args["name"])
        if me is None or not made:
            continue
        for rec in objects(m.output):
            if rec.get("name") in made and isinstance(rec.get("owner"), str) and rec["owner"] != me:
                rec["owner"] = me
