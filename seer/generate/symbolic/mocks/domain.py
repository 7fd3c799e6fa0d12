"""Results whose shape the arguments' kinds decide: SQL on the world's database, files, a REST passthrough,
an index mapping, a key-value store, maps, scripts a tool runs (scripts.py) and time zones."""

from __future__ import annotations

import random
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from seer import kinds
from seer.generate.symbolic.args import SQL_KINDS, World
from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.lexicon import words
from seer.generate.symbolic.mocks.app_files import NATIVE
from seer.generate.symbolic.mocks.audits import audit_result
from seer.generate.symbolic.mocks.common import FILE_KINDS, arg_kind
from seer.generate.symbolic.mocks.doc_search import doc_hits
from seer.generate.symbolic.mocks.file_info import info_path
from seer.generate.symbolic.mocks.kv import _kv
from seer.generate.symbolic.mocks.locators import locator_result
from seer.generate.symbolic.mocks.made_files import made_file
from seer.generate.symbolic.mocks.renders import render_result
from seer.generate.symbolic.mocks.selection import auto_named, design_selection, painted_selection
from seer.generate.symbolic.mocks.per_each import per_each
from seer.generate.symbolic.mocks.proposals import grouping, proposal
from seer.generate.symbolic.mocks.sorts import sorted_collection
from seer.generate.symbolic.mocks.scripts import (
    runs_code,
    runs_tests,
    script_result,
    test_run,
)
from seer.kinds.infer import contexts


def _history_step(world: World, back: bool, rng: random.Random) -> dict[str, Any]:
    """Back or forward in the browser's history: the page it lands on (the one before, or the one it came back from), never
    a bare receipt."""
    from seer.kinds.web import make_url, page_title

    if back:
        if world.page is not None:
            world.ahead.append(world.page)
        if world.visited:
            world.page = world.visited.pop()
        else:  # nothing this request opened before: the site's previous page
            base = (world.page or {}).get("url") or make_url(rng)
            prev = base.split("/", 3)[:3]
            url = "/".join(prev) + rng.choice(("/", "/products", "/search?q=shoes", "/account"))
            world.page = {"url": url, "title": page_title(url), "status": 200}
    elif world.ahead:
        if world.page is not None:
            world.visited.append(world.page)
        world.page = world.ahead.pop()
    elif world.page is None:
        url = make_url(rng)
        world.page = {"url": url, "title": page_title(url), "status": 200}
    return dict(world.page)


def _domain(p: Profile, args: dict[str, Any], values: list, rng: random.Random, world: World) -> Any:
    """Results whose shape the kinds of the arguments decide: SQL runs on the world's database,
    a table is described from it, a time tool converts with zoneinfo."""
    ctx = p.ctx
    by_kind = {arg_kind(p, k): (k, v) for k, v in args.items() if isinstance(v, str)}
    many = next((v for k, v in args.items() if isinstance(v, list) and v and all(isinstance(x, str) for x in v)
                 and arg_kind(p, k) in FILE_KINDS), None)
    if many is not None and p.read and set(p.nouns) & {"file", "content", "contents"}:
        out = {"files": [{"path": f, "content": world.file_text(f, rng)} for f in dict.fromkeys(many)]}
        for need, v in values:  # a file it did not read is no part of what it answers (the next call's path is asked for)
            if not (isinstance(v, str) and v.startswith("/")):
                out.setdefault(need.param.name, v)
        return out
    selected = design_selection(p, args, values, rng, world) or painted_selection(p, args, values, rng, world) \
        or auto_named(p, args, values, rng)
    if selected is not None:  # get_selection: the selected page items, not an echo of its coordinate system
        return selected
    docs = doc_hits(p, args, rng) if not values else None
    if docs is not None:
        return docs
    audited = audit_result(p, rng, world)
    if audited is not None:  # ae_audit_project: unused items, missing footage, broken expressions, never the project's name
        for need, v in values:  # what a later call takes of it (the audited project's path) beside the findings
            audited.setdefault(need.param.name, v)
        return audited
    rendered = render_result(p, args) or locator_result(p, args) or made_file(p, args, rng, world, NATIVE.get(world.app)) \
        or sorted_collection(p, args, rng, world) or per_each(p, args, rng, world) or proposal(p, args, rng) \
        or grouping(p, args, rng, world)
    if rendered is not None:
        for need, v in values:  # a render id a later call takes is the render's own
            rendered.setdefault(need.param.name, v)
        return rendered
    sql_ctx = "sql" in contexts(*ctx)
    sql_arg = next((v for kind, (_, v) in by_kind.items() if kind in SQL_KINDS), None)
    if sql_arg is not None and sql_ctx:
        return world.sql(rng).run(sql_arg)
    if sql_ctx and "table" in p.nouns:
        db = world.sql(rng)
        table = by_kind.get("table_name", (None, None))[1]
        if table in db.tables:
            return {"table": table, "columns": db.describe(table)}
        if p.read and not values:
            return {"tables": [{"name": t} for t in db.tables]}
    path = next((v for kind, (_, v) in by_kind.items() if kind in FILE_KINDS and _a_files_name(v.rsplit("/", 1)[-1])), None)
    reads_file = p.read and p.verb == "read"  # generator_read_spec(specFile='.../login.md'): the file's text, not an echo
    if path is not None and (set(p.nouns) & {"file", "content", "contents"} or reads_file) and (p.read or not values) \
            and info_path(p.words, p.nouns, args) is None:
        written = next((v for k, v in args.items() if isinstance(v, str) and set(words(k)) & {"content", "contents", "text", "body", "data"}), None)
        if written is not None and not p.read:
            world.files[path] = written
            return {"ok": True, "path": path, "bytes_written": len(written.encode())}
        if p.read:
            text = world.file_text(path, rng)
            out = {"name": path.rsplit("/", 1)[-1], "path": path, "size": len(text.encode()), "encoding": "utf-8", "content": text}
            for need, v in values:  # another file's path is no part of this file (generator_read_spec answered a filePath .pdf)
                if not (isinstance(v, str) and v.startswith("/") and v != path):
                    out.setdefault(need.param.name, v)
            return out
    if runs_tests(p) and not values:  # a test run answers its verdict, never a bare receipt
        return test_run(p, args, rng)
    code = by_kind.get("script", (None, None))[1]
    if path is not None and code is not None and not p.read and not runs_code(p) and not values:
        world.files[path] = code  # healer_fix_test(test_path, fixed_code): the fixed test is saved there
        return {"ok": True, "path": path, "bytes_written": len(code.encode())}
    api = by_kind.get("api_path", (None, None))[1]
    if api is not None and not values and "cookie" not in {*p.words, *p.nouns}:  # a raw API passthrough answers as the API
        # does (a cookie's path "/" is where the cookie is visible, no request made)
        return {"status": 200, "path": api, "body": _api_body(api, rng, world, ctx, args)}
    if "search" in contexts(*ctx) and {"by", "query"} <= set(p.words) and not p.read and not values:  # _delete_by_query's report
        n = rng.randint(1, 40)
        cap = next((v for k, v in _flat_items(args) if k in ("size", "max_docs", "maxDocs") and isinstance(v, int)
                    and not isinstance(v, bool) and v > 0), None)
        n = min(n, cap) if cap else n  # a delete capped at 10 documents (size/max_docs) deletes at most 10
        return {"took": rng.randint(12, 900), "timed_out": False, "total": n, "deleted" if "delete" in p.words else "updated": n,
                "batches": 1, "version_conflicts": 0, "failures": []}
    if "search" in contexts(*ctx) and set(p.words) & {"mapping", "mappings"} and p.read:
        index = next((v for k, v in args.items() if isinstance(v, str) and "index" in words(k)), "orders-2024.01")
        from seer.generate.symbolic.mocks.es_hits import mapping_of

        fields = dict(mapping_of(world, index, rng))  # the fields a search of this index shows too
        return {index: {"mappings": {"properties": fields}}}  # what GET <index>/_mapping answers
    if "kv" in contexts(*ctx):
        shaped = _kv(p, args, values, by_kind, rng, world)
        if shaped is not None:
            return shaped
    if "maps" in contexts(*ctx) and not values:
        shaped = _maps(p, args, rng)
        if shaped is not None:
            return shaped
    script = by_kind.get("script", (None, None))[1]
    if script is not None and runs_code(p) and not values:
        return {"result": script_result(script, world, rng)}
    url = by_kind.get("url", (None, None))[1]
    if url is not None and set(p.words) & {"navigate", "goto", "open", "visit", "go"} and not values:
        from seer.kinds.web import page_title

        if world.page is not None and world.page.get("url") != url:
            world.visited.append(world.page)  # what a later "back" returns to
        world.page = {"url": url, "title": page_title(url), "status": 200}
        return dict(world.page)
    if "browser" in contexts(*ctx) and set(p.words) & {"back", "forward"} and not p.read and not values:
        return _history_step(world, "back" in p.words, rng)
    zones = [v for k, v in args.items() if isinstance(v, str) and kinds.infer(k, {"type": "string"}) == "timezone"
             and kinds.plausible("timezone", v)]
    if zones and not values:
        at = next((v for kind, (_, v) in by_kind.items() if kind == "time" and kinds.plausible("time", v)), None)
        return _time_result(zones, at, world.now(rng))
    return None


def _flat_items(args: Any):
    """Every (key, value) of a call's arguments, nested objects too (a delete_by_query body's size)."""
    if isinstance(args, dict):
        for k, v in args.items():
            yield k, v
            yield from _flat_items(v)


def _api_body(path: str, rng: random.Random, world: World, ctx: tuple[str, str], args: dict[str, Any]) -> dict[str, Any]:
    """What an Elasticsearch-style REST path answers (cluster health, node stats, a count, a search). The cluster's health
    is the one get_cluster_health showed (the same cluster, status and figures), else the world's own new one."""
    if "health" in path:
        known = world.current.get("health") or (world.records.get("health") or [None])[-1]
        shown = known if known is not None else world.keep("health", world.new_record("health", rng, ctx))
        return {k: v for k, v in shown.items() if k != "cluster"}
    if "_nodes" in path:  # the cluster the call names, with the node count every other result of it gives
        nodes = world.cluster(rng)["nodes"]
        known = world.current.get("health") or {}
        name = args.get("cluster") if isinstance(args.get("cluster"), str) else known.get("cluster_name", "prod-eu-1")
        return {"_nodes": {"total": nodes, "successful": nodes, "failed": 0}, "cluster_name": name}
    if "_mapping" in path:  # GET /orders/_mapping: the index's mapping, as get_mappings answers it
        from seer.generate.symbolic.mocks.es_hits import mapping_of

        index = path.strip("/").split("/")[0] if not path.strip("/").startswith("_") else "orders-2024.01"
        return {index: {"mappings": {"properties": dict(mapping_of(world, index, rng))}}}
    if "_settings" in path:  # an index's settings: its shards and replicas
        index = path.strip("/").split("/")[0] if not path.strip("/").startswith("_") else "orders-2024.01"
        return {index: {"settings": {"index": {"number_of_shards": str(rng.choice((1, 3, 5))),
                                               "number_of_replicas": str(rng.choice((0, 1, 2)))}}}}
    if "/_doc/" in path and str(args.get("method", "GET")).upper() == "GET":  # a document read by its id
        from seer.generate.symbolic.index_domains import document_for

        index, _, doc_id = path.strip("/").partition("/_doc/")
        return {"_index": index, "_id": doc_id, "found": True, "_source": document_for(index, rng) or {}}
    if "_count" in path:
        return {"count": rng.randint(10, 90_000)}
    if "_search" in path:
        return {"took": rng.randint(2, 40), "hits": {"total": {"value": rng.randint(0, 500)}, "hits": []}}
    if "_alias" in path:  # GET /_aliases: each index with its aliases, the ones a call showed first
        shown = [r for r in world.records.get("alias", []) if isinstance(r.get("alias"), str) and isinstance(r.get("index"), str)]
        pairs = [(r["index"], r["alias"]) for r in shown] or [("orders-2024.01", "orders-current"), ("logs-2024.12", "logs-write")]
        body: dict[str, Any] = {}
        for index, alias in pairs:
            body.setdefault(index, {"aliases": {}})["aliases"][alias] = {}
        return body
    if "_cat" in path:
        return {"indices": [{"index": "orders-2024.01", "health": "green", "docs.count": str(rng.randint(10, 90_000))}]}
    return {"acknowledged": True}


def _maps(p: Profile, args: dict[str, Any], rng: random.Random) -> Any:
    from seer.generate.symbolic import geoworld

    mode = args.get("mode") if isinstance(args.get("mode"), str) else "driving"
    if isinstance(args.get("origins"), list) and isinstance(args.get("destinations"), list):
        return geoworld.distance_matrix(args["origins"], args["destinations"], mode, rng)
    if "origin" in args and "destination" in args:
        return geoworld.directions(args["origin"], args["destination"], mode, rng)
    if "elevation" in p.words and isinstance(args.get("locations"), list):
        return geoworld.elevation(args["locations"], rng)
    lat = next((v for k, v in args.items() if kinds.infer(k, {"type": "number"}) == "latitude"), None)
    lng = next((v for k, v in args.items() if kinds.infer(k, {"type": "number"}) == "longitude"), None)
    if isinstance(lat, (int, float)) and isinstance(lng, (int, float)) and not p.structured:
        return {"results": [geoworld.nearest(float(lat), float(lng), rng)]}
    return None


def _moment(zone: str, base: datetime) -> dict[str, Any]:
    local = base.astimezone(ZoneInfo(zone))
    return {"timezone": zone, "datetime": local.isoformat(timespec="seconds"), "day_of_week": local.strftime("%A"),
            "is_dst": bool(local.dst())}


def _time_result(zones: list[str], at: str | None, now: datetime) -> dict[str, Any]:
    """What a time server answers: the present moment in a zone, or a time of today converted
    from the first zone to the second (with the difference in hours, "+5.5h")."""
    if at is None or len(zones) < 2:
        return _moment(zones[0], now)
    hh, mm = (int(x) for x in at.split(":")[:2])
    base = now.astimezone(ZoneInfo(zones[0])).replace(hour=hh, minute=mm, second=0)
    source, target = _moment(zones[0], base), _moment(zones[1], base)
    offset = (base.astimezone(ZoneInfo(zones[1])).utcoffset() - base.utcoffset()).total_seconds() / 3600
    return {"source": source, "target": target, "time_difference": f"{offset:+g}h"}


_EXTENSIONLESS = frozenset("Dockerfile Makefile LICENSE Procfile Jenkinsfile Gemfile Rakefile Vagrantfile CODEOWNERS".split())


def _a_files_name(base: str) -> bool:
    """A file's name, not a folder's: it has an extension, or it is one of the files that have none (read_file of a
    Dockerfile answered its listing record, path and size, as its text: round 914 [15])."""
    return "." in base or base in _EXTENSIONLESS
