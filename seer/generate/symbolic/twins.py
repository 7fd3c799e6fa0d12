"""Two values under one label, told apart by whose they are: create_ticket(reporter={email: A}, assignee={email: B})
was said "the emails A and B" (which is the reporter?). A label two different parents share is said with its parent:
"reporter email A", "assignee email B"."""

from __future__ import annotations

from seer.generate.symbolic.rendering import label


def _named(path: str) -> list[str]:
    return [k for k in path.replace("[", ".[").split(".") if k and k != "$" and not k.startswith("[")]


def labels(paths: list[str]) -> dict[str, str]:
    """path -> the label it is said with: its own, or its parent's and its own when another parent shares it."""
    own = {path: label(path) for path in paths}
    parents: dict[str, set[str]] = {}
    for path in paths:
        keys = _named(path)
        parents.setdefault(own[path], set()).add(keys[-2] if len(keys) > 1 else "")
    out = {}
    for path in paths:
        keys = _named(path)
        shared = len(parents[own[path]]) > 1 and len(keys) > 1
        out[path] = f"{label('$.' + keys[-2])} {own[path]}" if shared else own[path]
        if own[path] == "name" and len(keys) > 1 and keys[-2].lower() in _PEOPLE:
            out[path] = label("$." + keys[-2])  # author={name: Javier Finley}: "author Javier Finley", never "called ..."
    return out


_PEOPLE = frozenset("author committer user owner assignee reporter sender creator person contact".split())
