"""An overwrite keeps the file: upload_file(path=.../q3-revenue.csv, overwrite=true) of the file list_files showed as
f_3k9x0a7b2c answered a new id f_ryz832edqn, and the share link made next pointed at a file nobody listed. Now the
written file keeps the id the world knows for that path."""

from __future__ import annotations

from typing import Any

from seer.harness.checks import objects

_ID_KEYS = ("file_id", "id", "fileId")


def overwrite_keeps_id(world: Any, args: dict[str, Any], out: Any) -> dict[str, str]:
    """The ids it replaced: old -> the file's own (a value handed on follows)."""
    renamed: dict[str, str] = {}
    path = next((v for k, v in args.items() if isinstance(v, str) and v.startswith("/") and "path" in k.lower()), None)
    if path is None or args.get("overwrite") is not True:
        return renamed
    # a file an earlier call of the request showed (get_file_metadata(f_9hm7t7oxzm) answered its path from the spec's
    # example) before one the world holds (the record this very upload just made is one)
    known = next((r for o in getattr(world, "earlier", ()) for r in objects(o)
                  if r.get("path") == path and any(isinstance(r.get(k), str) for k in _ID_KEYS)), None)
    if known is None:
        known = next((r for records in world.records.values() if isinstance(records, list) for r in records
                      if isinstance(r, dict) and r.get("path") == path and any(isinstance(r.get(k), str) for k in _ID_KEYS)), None)
    if known is None:
        return renamed
    own = next(known[k] for k in _ID_KEYS if isinstance(known.get(k), str))
    for node in objects(out):
        if node.get("path") == path:
            for k in _ID_KEYS:
                if isinstance(node.get(k), str) and node[k] != own:
                    renamed[node[k]] = own
                    node[k] = own
    return renamed


def self_named(out: Any, args: dict[str, Any]) -> dict[str, str]:
    """create_milestone answered {"milestone": {"title": "Public beta", ..., "milestone": "Sprint 48"}}: a record's field
    named for its own noun is the record itself (its title), and the issue made "with that milestone" took "Sprint 48".
    Answers the values it replaced (a value handed on follows)."""
    renamed: dict[str, str] = {}
    given = {v for v in args.values() if isinstance(v, str)}  # install_helm_chart's release keeps the chart it was given
    for node in objects(out):
        for k, v in node.items():
            own = v.get("title") if isinstance(v, dict) else None  # a titled record (a milestone), not a named release
            if isinstance(own, str) and isinstance(v.get(k), str) and v[k] != own and v[k] not in given:
                renamed[v[k]] = own
                v[k] = own
    return renamed
