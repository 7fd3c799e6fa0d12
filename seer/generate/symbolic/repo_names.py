"""One project, one name: list_forks(project_id=2428) listed forks named helpdesk, get_fork_info(2428) answered the
repository auth-gateway and create_fork(2428) a fork named data-pipeline. The repositories the calls on one project id
show (the project, its forks: a fork keeps its source's name) carry the name the first of them showed."""

from __future__ import annotations

from typing import Any

from seer.harness.checks import objects
from seer.harness.model import MockOutput

_PROJECT_KEYS = ("project_id", "projectId", "repo_id", "repository_id")


def one_repository_name(calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place, over a scenario's mocks."""
    from seer.kinds.code import REPO_DESCRIPTIONS

    named: dict[str, tuple[str, Any]] = {}
    listed = {str(r["id"]): r["name"] for m in mocks if m is not None and not m.is_error for r in objects(m.output)
              if isinstance(r.get("id"), (str, int)) and isinstance(r.get("name"), str) and "owner" not in r}  # list_projects
    for args, m in zip(calls, mocks):
        if m is None or m.is_error or m.grounding == "high":
            continue
        flat = args.get("params", args) if isinstance(args.get("params"), dict) else args
        project = next((str(flat[k]) for k in _PROJECT_KEYS if isinstance(flat.get(k), (str, int)) and not isinstance(flat[k], bool)), None)
        if project is None:
            continue
        repos = [r for r in objects(m.output) if isinstance(r.get("name"), str) and "default_branch" in r and "owner" in r]
        if not repos:
            continue
        first = listed.get(project, repos[0]["name"])  # search-indexer listed as project 1425: its forks are search-indexer's
        name, about = named.setdefault(project, (first, REPO_DESCRIPTIONS.get(first, repos[0].get("description"))))
        described = "description" in flat or '"description"' in str(flat.get("kwargs") or "")  # a description the call
        for r in repos:  # sets is the one it wrote
            r["name"] = name
            if isinstance(about, str) and isinstance(r.get("description"), str) and r["description"] and not described:
                r["description"] = about  # what the project is, the same in each (a fork keeps its source's description)
