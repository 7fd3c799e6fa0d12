"""A record a call answers follows the file and the mode the call named, whatever drew it: adobe_pr_project(action=
get_info, file_path='.../interview-edit.prproj') answered the project 'Spring_campaign.prproj' at /Users/ana/Projects/...
beside file_path; adobe_pr_project(action='new') a project of 41 items; ae_new_project a new project of 51 items and 7
comps. Now the record is the file named (its path, and its name when the name is a file), and a record just made by a
'new'/'create' mode holds nothing yet (its num_*/..._count figures are 0)."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.lexicon import SOURCE_WORDS, words
from seer.harness.checks import objects

_MODES = ("action", "mode", "op", "operation", "command")


def follows_call(args: dict[str, Any], out: Any) -> None:
    given = next((v for k, v in args.items() if isinstance(v, str) and v.startswith("/") and set(words(k)) & {"path", "file"}
                  and not set(words(k)) & SOURCE_WORDS and "." in v.rsplit("/", 1)[-1]), None)  # not the spec a test came from
    mode = next((str(args[k]).lower() for k in _MODES if isinstance(args.get(k), str)), "")
    for node in objects(out):
        path = node.get("path")
        if given and isinstance(path, str) and path != given and "." in path.rsplit("/", 1)[-1] \
                and path.rsplit(".", 1)[-1] == given.rsplit(".", 1)[-1]:  # the same kind of file: the one named
            node["path"] = given
            if isinstance(node.get("name"), str) and node["name"].rsplit(".", 1)[-1] == given.rsplit(".", 1)[-1]:
                node["name"] = given.rsplit("/", 1)[-1]
        named = args.get("name") if isinstance(args.get("name"), str) and args.get("name") else None
        if mode in ("new", "create") and named and not given and isinstance(node.get("path"), str) and "." in node["path"][-8:]:
            folder, ext = node["path"].rsplit("/", 1)[0], node["path"].rsplit(".", 1)[-1]
            node["path"] = f"{folder}/{named.replace(' ', '_')}.{ext}"  # a new project 'Headline' is Headline.prproj
        if mode in ("new", "create"):
            for f, v in list(node.items()):
                if (f.startswith("num_") or f.endswith("_count")) and isinstance(v, int) and not isinstance(v, bool):
                    node[f] = 0
