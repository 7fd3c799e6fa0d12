"""A cluster is as healthy as its least healthy index: get_cluster_health answered "green" with no unassigned shards, and
get_index a step later answered an index of that cluster "yellow" (seed 1521). Elasticsearch colours a cluster by its
worst index, so where a request shows both, the cluster's status is the worst index health it shows."""

from __future__ import annotations

import re
from typing import Any

from seer.harness.checks import leaves, objects
from seer.harness.model import MockOutput

_RANK = {"green": 0, "yellow": 1, "red": 2}


def _index_healths(out: Any) -> list[str]:
    said = [r["health"] for r in objects(out) if isinstance(r.get("health"), str) and ("index" in r or "docs_count" in r)]
    said += [h for v in leaves(out) if isinstance(v, str) for h in re.findall(r"\bhealth: (green|yellow|red)\b", v)]
    return [h for h in said if h in _RANK]


def cluster_as_its_worst_index(mocks: list[MockOutput | None]) -> None:
    """In place, over a scenario's mocks."""
    live = [m for m in mocks if m is not None and not m.is_error and m.grounding != "high"]
    healths = [h for m in live for h in _index_healths(m.output)]
    if not healths:
        return
    worst = max(healths, key=_RANK.__getitem__)
    for m in live:
        for rec in objects(m.output):
            if not isinstance(rec.get("status"), str) or rec["status"] not in _RANK \
                    or not ({"cluster_name", "number_of_nodes", "nodes", "active_shards"} & set(rec)):
                continue
            if _RANK[rec["status"]] < _RANK[worst]:
                rec["status"] = worst
                if rec.get("unassigned_shards") == 0:  # a yellow cluster has replicas it could not place
                    rec["unassigned_shards"] = sum(1 for h in healths if h != "green")
