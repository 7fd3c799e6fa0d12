"""Listings: the records a list, search or folder read returns, as the world keeps them."""

from __future__ import annotations

import random
import re
from datetime import timedelta
from typing import Any

from seer import kinds
from seer.generate.symbolic.clone import clone
from seer.generate.symbolic import agree
from seer.generate.symbolic.args import World
from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.index_domains import as_indexed, domain_of
from seer.generate.symbolic.lexicon import plural, singular, words
from seer.generate.symbolic.mocks.art_filters import art_filters
from seer.generate.symbolic.mocks.common import _free_text, arg_kind, strays_a_path
from seer.generate.symbolic.mocks.es_hits import query_match
from seer.generate.symbolic.mocks.listing_helpers import (  # noqa: F401  (_like is read by record_rules)
    _distinct_numbers,
    _json_object,
    _like,
    _match_text,
    _matching,
    _within_bounds,
    shown_handle,
)
from seer.generate.symbolic.mocks.needs import _slot
from seer.generate.symbolic.mocks.shapes import closed_set
from seer.generate.symbolic.mocks.trees import tree_thing
from seer.generate.symbolic.world import FIELDS, MARKER_CUES, _person_agrees
from seer.kinds.code import name_in
from seer.kinds.infer import contexts
from seer.kinds.words import name_of_email


def _reads_take_other_files(p: Profile, args: dict[str, Any], values: list, records: list[dict], world: World) -> None:
    """In place on `values`: two reads fed by one listing read two of its files (search_files, then read_text_file and
    read_file of users.csv both, seed 1339); a read and then an edit of the file still take the same one."""
    plan = world.plan or []
    taken: list[str] = []
    for i, (need, value) in enumerate(values):
        c = plan[need.consumer] if 0 <= need.consumer < len(plan) else None
        if c is None or not c.read or "read" not in c.words or not isinstance(value, str) or not records \
                or _slot(records[0], p, need.param, args) != "path":
            continue
        if value in taken:
            other = next((r["path"] for r in records if isinstance(r.get("path"), str) and r["path"] not in taken
                          and "." in r["path"].rsplit("/", 1)[-1]), None)
            if other is not None:
                values[i] = (need, other)
                value = other
        taken.append(value)


def _twin_path(a: dict[str, Any], b: dict[str, Any]) -> bool:
    base = lambda r: str(r.get("path", "")).rstrip("/").rsplit("/", 1)[-1]  # noqa: E731
    return a is not b and base(a) == base(b)


def _fitted_names(records: list[dict[str, Any]], folder: str, earlier: list[int], args: dict[str, Any], values: list) -> dict[int, str]:
    """The base name each new entry of `folder`'s listing takes: its own when such a folder holds it, else one the folder
    holds and no other entry has (a reports/ folder lists report-q3.csv and notes.txt, never main.py: seeds 1434-1439).
    An entry shown before, or a path the call or a later call names, keeps its name."""
    said = {v for v in args.values() if isinstance(v, str)} | {v for _n, v in values if isinstance(v, str)}
    base = {id(r): str(r.get("path", "")).rstrip("/").rsplit("/", 1)[-1] for r in records}
    tests = lambda n: re.match(r"test_\w+\.py$|[\w-]+\.(?:spec|test)\.[jt]s$", n) and not folder.rstrip("/").endswith("/tests")  # noqa: E731
    keep = {id(r) for r in records if id(r) in earlier or r.get("path") in said
            or name_in(folder, base[id(r)]) == base[id(r)] and not tests(base[id(r)])}  # a test module lists in tests/ only
    taken = {base[i] for i in keep}
    out = {}
    for r in records:
        if id(r) not in keep and isinstance(r.get("path"), str):
            out[id(r)] = name_in(folder, "README.md" if tests(base[id(r)]) else base[id(r)], taken)
            taken.add(out[id(r)])
    return out


def listing_result(p: Profile, args: dict[str, Any], values: list, rng: random.Random, world: World, noun: str, shown: str,
                   ctx: tuple[str, str]) -> dict[str, Any]:
    """What a listing, search or folder answers: records the world keeps, filtered by the call's arguments, the
    value handed on in the first record and no twin of it, hits best first."""
    n = rng.randint(2, 4)
    cap = [v for k, v in args.items() if set(words(k)) & {"limit", "max", "count", "top", "size"}
           and isinstance(v, int) and not isinstance(v, bool) and v >= 1]
    n = min([n, *cap])  # a listing honours the limit it was asked for
    if (set(p.nouns) & {"directory", "folder", "dir"} or tree_thing(p) == "file") and "allowed" not in p.words:
        noun = shown = "file"  # what a folder lists: its entries
    earlier = [id(r) for r in world.records.get(noun, [])]
    records = closed_set(noun, contexts(*ctx), world, rng) or world.listing(noun, n, rng, ctx)  # all the Adobe apps, each once
    records, honoured = art_filters(p, args, records, world, noun, rng)  # find_objects(layer_name=X) lists X's items
    index = args.get("index")
    if noun in ("document", "doc") and isinstance(index, str) and domain_of(index) is not None:
        matched = next(((f, w) for v in args.values() if isinstance(v, dict) for f, w in [query_match(v)]
                        if f and w is not None), None)  # search_documents(logs-2024.02, level ERROR): log lines at ERROR
        as_indexed(records, index, matched, {id(r) for r in records if id(r) not in earlier}, rng)
        if matched:  # a search for action role.change never lists the export.download just read
            hits = [r for r in records if matched[0] not in r or str(matched[1]).lower() in str(r[matched[0]]).lower()]
            records = hits or records
    said = {k: v for d in map(_json_object, args.values()) for k, v in d.items()}  # filters='{"author": "dana"}'
    shared = {k: v for k, v in {**_filters(said), **_filters(args)}.items() if k not in honoured}
    one = next(((k, v) for k, v in shared.items() if (k == "uuid" or k == "index" and isinstance(v, int)) and records
                and all(k in r for r in records)), None)
    if one:  # get_artboards(index=6) "a specific artboard by index": that artboard, not three all at index 6
        records = [next((r for r in records if r.get(one[0]) == one[1]), records[0])]
    folder = next((v for k, v in args.items() if isinstance(v, str) and (arg_kind(p, k) == "dir_path" or arg_kind(p, k)
                   == "file_path" and noun == "file" and "." not in v.rsplit("/", 1)[-1])), None)
    if folder:  # the folder get_file_info showed is no entry of its own listing (.../deploy/deploy)
        records = [r for r in records if str(r.get("path", "")).rstrip("/") != folder.rstrip("/")] or records
    if folder and noun == "file":  # a file shown in another folder stays there: this folder lists files of its own (a
        # tree of helpdesk/src/api, then analytics/data listing the same index.ts and feature-flags.json, seed 1448)
        elsewhere = [r for r in records if id(r) in earlier and isinstance(r.get("path"), str) and "/" in r["path"]
                     and r["path"].rstrip("/").rsplit("/", 1)[0] != folder.rstrip("/")]
        if elsewhere and len(elsewhere) < len(records) + 2:
            fresh = [world.keep(noun, world.new_record(noun, rng, ctx)) for _ in elsewhere]
            records = [r for r in records if r not in elsewhere] + [r for r in fresh if not any(_twin_path(r, k) for k in records)]
            records = records or fresh
    project = next((v for k, v in args.items() if isinstance(v, str) and "project" in words(k) and re.fullmatch(r"[A-Z][A-Z0-9]{1,9}", v)), None)
    if project:  # tickets shown before belong to their own projects: a project's listing holds its own
        own = [r for r in records if id(r) not in earlier or str(r.get("key", "")).startswith(project + "-")]
        records = own or records
        _project_keys(project, values)
    page = world.page or {}
    if noun in ("tab", "window") and isinstance(page.get("url"), str) and page["url"] != "about:blank" and records \
            and all(r.get("url") != page["url"] for r in records) and all(isinstance(r.get("url"), str) for r in records):
        mine = next((r for r in records if id(r) not in earlier), None)  # the page the browser shows is one of its tabs
        if mine is not None:  # (get_page_text showed Wikipedia, then get_tabs listed GitHub and Contoso, seed 1452)
            mine["url"] = page["url"]
            if "title" in mine and isinstance(page.get("title"), str):
                mine["title"] = page["title"]
    records = _named_like(args, records, earlier)
    _handed_like(args, records, values)
    listed = {k: v for k, v in args.items() if isinstance(v, list) and v and all(isinstance(x, str) for x in v) and not _free_text(k)}
    query = next((v for k, v in args.items() if isinstance(v, str) and arg_kind(p, k) in ("search_query", "person")), None)
    if "my" in p.words:  # list_my_merge_requests: mine are one person's, not four authors'
        me = (world.current.get("user") or {}).get("name")  # get_current_user_info said who "my" is
        records = _one_owner(records, earlier, me if isinstance(me, str) else None)
    if noun == "cookie" and isinstance(shared.get("name"), str) and len(records) > 1:  # the one named so: a cookie
        named = [r for r in records if r.get("name") == shared["name"]]  # shown before by that name, else a new one
        one = named[0] if named else next((r for r in records if id(r) not in earlier), records[0])  # (never locale renamed)
        world.records[noun] = [r for r in world.records.get(noun, []) if r is one or id(r) in earlier]
        records = [one]
    unlike = lambda r: any(id(r) in earlier and isinstance(r.get(k), (str, int)) and not isinstance(r.get(k), bool)  # noqa: E731
                           and str(r[k]).lower() != str(v).lower() for k, v in shared.items() if k in ("state", "status"))
    if any(map(unlike, records)):  # list_all_issues(state=opened) after #878 was read closed: #878 is no opened issue
        records = [r for r in records if not unlike(r)] or [world.keep(noun, world.new_record(noun, rng, ctx))]
    fitted_names = _fitted_names(records, folder, earlier, args, values) if folder else {}
    for rec in records:
        for k, v in shared.items():
            who = k[:-len("_email")] if k.endswith("_email") and isinstance(v, str) and "@" in v else None
            if who and isinstance(rec.get(who), str):  # assignee_email=frank@acme.io lists Frank's tickets
                rec[who] = name_of_email(v)
            handle = re.sub(r"_?(?:username|login|user)$", "", k) if isinstance(v, str) and re.search(r"_?(?:username|login)$", k) else None
            if handle and handle != k and isinstance(rec.get(handle), str):  # author_username=dana: dana's merge requests
                rec[handle] = v
            if isinstance(rec.get(k), list):  # labels: bug lists issues labelled bug (among their labels)
                rec[k] = rec[k] if v in rec[k] else [v, *rec[k][:1]]
            elif isinstance(rec.get(k), dict):
                continue
            elif (k in rec or k == "index" and "_index" in rec) and k != "path":
                rec["_index" if k not in rec else k] = v  # an index's hits come from that index
        for k, v in listed.items():  # status: [resolved, closed]: the items are in one of those
            if k in rec and not isinstance(rec[k], (list, dict)):
                rec[k] = rng.choice(v)
        if project and isinstance(rec.get("key"), str) and re.fullmatch(r"[A-Z][A-Z0-9]*-\d+", rec["key"]):
            rec["key"] = f"{project}-{rec['key'].split('-')[1]}"  # a project's tickets carry its key
        if folder and isinstance(rec.get("path"), str):  # a folder's entries live in the folder, and are what such a
            base = rec['path'].rstrip('/').rsplit('/', 1)[-1]  # folder holds (a reports/ folder lists no main.py)
            fitted = fitted_names.get(id(rec), base)
            if fitted != base:
                if rec.get("name") == base:
                    rec["name"] = fitted
                base = fitted
            rec["path"] = f"{folder.rstrip('/')}/{base}"
    if noun == "cookie" and isinstance(shared.get("name"), str):  # cookies named theme hold themes (dark), not a session hash
        from seer.generate.symbolic.world import _COOKIES

        maker = dict(_COOKIES).get(shared["name"])
        for rec in records:
            if maker is not None and "value" in rec:
                rec["value"] = maker(rng)
        records = records[:1]  # get_cookies(name=theme): the theme cookie, not four of them on four domains and paths
    asked = shared.get("level") if isinstance(shared.get("level"), str) else next(  # diagnostics(type=errors) too
        (v for k, v in _filters(args).items() if k in ("type", "kind", "severity") and isinstance(v, str)
         and v.upper().rstrip("S") in _TIERS), None)
    if noun == "log" and isinstance(asked, str):  # level WARNING lists warnings, not "Uncaught TypeError"
        from seer.generate.symbolic.world import CONSOLE_LINES, log_level

        tier = _TIERS.get(asked.upper().rstrip("S"), "INFO")
        lines = [ln for ln in CONSOLE_LINES if log_level(ln) == tier]
        for rec in records:
            if lines and isinstance(rec.get("message"), str) and log_level(rec["message"]) != tier:
                rec["message"] = rng.choice(lines)
            if "level" not in shared and isinstance(rec.get("level"), str) and lines:
                rec["level"] = log_level(rec["message"])  # an uncaught TypeError listed under type=errors is no INFO line
    if noun in ("log", "cookie") and not values and (world.page or {}).get("url") == "about:blank" and "browser" in contexts(*ctx):
        records = []  # a browser just launched has loaded no page: no console line and no cookie yet
    said_platform = world.stated.get(("platform",))
    if noun == "platform" and isinstance(said_platform, str) and records and isinstance(records[0].get("name"), str) \
            and not any(r.get("name") == said_platform for r in records):  # list_platforms after list_projects(gitlab):
        first = next((r for r in records if id(r) not in earlier), None)  # gitlab is configured, and listed first
        if first is not None:
            first["name"] = said_platform
            records = [first, *[r for r in records if r is not first and r.get("name") != said_platform]]
    if noun == "platform" and isinstance(said_platform, str):  # the platform a later call takes from it is that one
        values[:] = [(n, said_platform if isinstance(v, str) and n.param.words == ["platform"] else v) for n, v in values]
    source = next((v.lower() for k, v in _filters(args).items() if k in ("type", "kind", "source") and isinstance(v, str)), "")
    if noun == "log" and source in ("network", "net", "requests", "request") and records:  # diagnostics(type=network):
        records = world.listing("network_request", max(2, len(records)), rng, ctx)  # the requests the page made, not console
        # warnings (none in a browser just launched: its console and its network log are empty alike)
    if noun == "render_item":  # the render queue: each comp once (numbered and named for it: result_rules)
        comps = ["Main Comp", "Intro 1080p", "Logo reveal", "Lower third"]
        for i, rec in enumerate(records):
            if any(q.get("comp") == rec.get("comp") for q in records[:i]):
                rec["comp"] = next((c for c in comps if all(q.get("comp") != c for q in records)), rec.get("comp"))
    if noun == "marker":  # ae_markers listed "Beat drop" at 11.13 and again at 13.85 (seed 1333): each marker says its own cue
        cues = [c for c in MARKER_CUES if not any(r.get("comment") == c for r in records)]
        for i, rec in enumerate(records):
            if id(rec) not in earlier and any(q.get("comment") == rec.get("comment") for q in records[:i]) and cues:
                rec["comment"] = cues.pop(0)
    if "fork" in p.words + p.nouns and records and all(isinstance(r.get("name"), str) for r in records):
        src = world.named("project", args) or world.named("repository", args)  # forks of a project share its name
        name = src["name"] if src and isinstance(src.get("name"), str) else records[0]["name"]
        about = (src or records[0]).get("description")
        for rec in records:
            rec["name"] = name
            if isinstance(about, str) and "description" in rec:
                rec["description"] = about  # a fork keeps its source's description
        records = [r for i, r in enumerate(records) if all(r.get("owner") != q.get("owner") for q in records[:i])]
    if noun == "alias" and not isinstance(shared.get("index"), str):  # list_aliases: each alias named for its own index
        for i, rec in enumerate(records):
            if id(rec) not in earlier and isinstance(rec.get("alias"), str) and isinstance(rec.get("index"), str):
                rec["alias"] = f"{re.split(r'[-_.]', rec['index'])[0]}-{('current', 'read', 'search', 'write')[i % 4]}"
        for i, rec in enumerate(records):  # one write alias per index
            if rec.get("is_write_index") is True and any(q.get("is_write_index") is True and q.get("index") == rec.get("index") for q in records[:i]):
                rec["is_write_index"] = False
    if noun == "alias" and isinstance(shared.get("index"), str):  # the aliases of index X: none is named X itself
        records = [r for r in records if r.get("alias") != shared["index"]] or records
        before = list(records)
        records = _aliases_of(shared["index"], records, earlier, lambda: world.keep(noun, world.new_record(noun, rng, ctx)))
        dropped = [r for r in before if not any(r is x for x in records) and id(r) not in earlier]  # a twin renamed
        world.records[noun] = [r for r in world.records.get(noun, []) if not any(r is x for x in dropped)]  # away is
        # no alias of the index (list_aliases listed logs-read twice)
        stem = re.split(r"[-_.]", shared["index"])[0]
        values[:] = [(n, records[0]["alias"] if isinstance(v, str) and ("alias" in n.param.words or n.param.words == ["name"]) and not v.startswith(stem + "-")
                      and isinstance(records[0].get("alias"), str) else v) for n, v in values]  # the alias handed on is one of X's
    if query is None:  # a search body's match: {"query": {"match": {"title": "pricing page"}}}
        query = next((m for v in args.values() if isinstance(v, dict) for m in _match_text(v)), None)
    if query is None:  # filters='{"search": "billing"}': a JSON string's search term
        query = next((d[q] for d in map(_json_object, args.values()) for q in ("search", "q", "query", "name")
                      if isinstance(d.get(q), str) and d[q]), None)
        if query and records and noun not in ("user", "member") and all(isinstance(r.get("name"), str) for r in records) \
                and not any(isinstance(r.get("title"), str) for r in records):
            slug = re.sub(r"[^a-z0-9]+", "-", query.lower()).strip("-")
            for i, rec in enumerate(records):  # list_projects(search=billing) lists billing projects, each its own
                if (slug not in rec["name"].lower() or any(r["name"] == rec["name"] for r in records[:i])) and id(rec) not in earlier:
                    rec["name"] = next((n for n in (f"{slug}-{s}" for s in ("service", "api", "web", "worker", "jobs", "admin"))
                                        if all(r["name"] != n for r in records)), rec["name"])
    if query and records and isinstance(records[0].get("name"), str) and noun in ("user", "member") and " " in query \
            and id(records[0]) not in earlier:
        records[0]["name"] = query  # a people search finds the person named
        _person_agrees(records[0])
    elif query and records and isinstance(records[0].get("title"), str) and len(query) <= 40:  # every new hit is about the words
        moved = agree.about_query(records, query, rng, keep=set(earlier))
        values[:] = [(n, moved.get(v, v) if isinstance(v, str) else v) for n, v in values]
    if folder:  # two entries of one folder never share a name
        records = [r for i, r in enumerate(records) if all(r.get("path") != q.get("path") for q in records[:i])]
    pattern = next((v for k, v in args.items() if isinstance(v, str) and v and ("pattern" in words(k)
                    or arg_kind(p, k) in ("glob", "kv_pattern"))), None)
    head = next((f for f in FIELDS.get(noun, []) if records and isinstance(records[0].get(f), str)), None)
    if pattern and head == "path" and any(c in pattern for c in "*?") and not pattern.startswith("/"):
        base = folder or next((v for k, v in args.items() if isinstance(v, str) and v.startswith("/") and "." not in v.rsplit("/", 1)[-1]), None)
        if base:  # search_files(path, "docs/**/*.md"): files under the path that the pattern matches
            records = [world.new_record(noun, rng, ctx) if id(r) in earlier else r for r in records]  # app.js listed before stays app.js
            code = re.search(r"\.(py|ts|js|go|rb|java|tsx|jsx)$", pattern)  # **/test_*.py: tests/test_cart.py, never
            names = ("cart", "login", "api", "search", "checkout") if code else \
                ("users", "orders", "report-q3", "invoices", "events") if re.search(r"\.(csv|tsv|xlsx?)$", pattern) else \
                ("settings", "package", "config", "tsconfig", "manifest") if re.search(r"\.(json|ya?ml|toml)$", pattern) else \
                ("setup", "release-notes", "api", "index", "faq")  # a CSV found is data (users.csv), never release-notes.csv
            under = ("tests" if "test" in pattern else "src") if code else "guides"  # guides/test_release-notes.py
            if f"/{under}/" in f"{base.rstrip('/')}/" or f"/{under}/" in f"/{pattern}":  # a search inside src/components
                under = "utils" if under != "utils" else "lib"  # (or for src/**/*.ts) finds its files there, never in src/src
            year = re.search(r"(?:^|[/_-])(\d{4})-\*", pattern)
            if year:  # logs/2025-*.log finds dated logs (2025-03-14.log), never "2025-setup.log" (seed 1294)
                names = ("03-14", "04-02", "05-20", "06-11", "07-08")
                now = world.now(rng)
                if int(year[1]) == now.year:  # days gone by, never 2025-06-11.log in April 2025 (seed 1339)
                    days = [now - timedelta(days=d) for d in (1, 4, 11, 26, 47)]
                    names = tuple(d.strftime("%m-%d") for d in days if d.year == now.year) or names
            plan = world.plan or []
            wanted = sum(1 for c in plan[world.at + 1:] if c.read and "read" in c.words)  # (linked or picked from it)
            while len(records) < min(wanted, len(names)):  # as many files as reads that each take one
                records.append(world.new_record(noun, rng, ctx))
            for n, rec in enumerate(records):
                name = names[n % len(names)]
                rec["path"] = f"{base.rstrip('/')}/" + pattern.replace("**/", f"{under}/").replace("**", under).replace("*", name, 1).replace("*", "").replace("?", "x")
            records = [r for i, r in enumerate(records) if all(r["path"] != q["path"] for q in records[:i])]
            for i, (need, value) in enumerate(values):  # the file a later call reads is one the search found
                if _slot(records[0], p, need.param, args) == "path":
                    values[i] = (need, records[0]["path"])
    if pattern and head == "path" and not any(c in pattern for c in "*?[/") and re.fullmatch(r"[\w.-]{2,40}", pattern):
        base = folder or next((v for k, v in args.items() if isinstance(v, str) and v.startswith("/") and "." not in v.rsplit("/", 1)[-1]), None)
        if base:  # search_files(path, pattern="node_modules"): what a name match finds holds the name (not server.go)
            records = [world.new_record(noun, rng, ctx) if id(r) in earlier else r for r in records]
            for n, rec in enumerate(records):
                rec["path"] = f"{base.rstrip('/')}/" + ("", "packages/web/", "tools/", "docs/", "services/api/")[n % 5] + pattern
                if "." not in pattern:  # a folder's name matched: what the search lists (and a later read reads) is a file in it
                    rec["path"] += "/" + ("index.js", "README.md", "package.json")[n % 3]
            for i, (need, value) in enumerate(values):  # the file a later call takes is one the search found
                if _slot(records[0], p, need.param, args) == "path":
                    values[i] = (need, records[0]["path"])
    if pattern and head and head != "path":
        records = _matching(records, head, pattern, rng)
        for i, (need, value) in enumerate(values):  # the value handed on is a listed one, so it matches too
            if _slot(records[0], p, need.param, args) == head:
                values[i] = (need, records[0][head])
    _distinct_numbers(records)
    _reads_take_other_files(p, args, values, records, world)
    for need, value in values:
        slot = _slot(records[0], p, need.param, args, value)
        if slot not in records[0] and slot.endswith("s") and singular(slot) in FIELDS.get(noun, []) + list(records[0]) \
                and not isinstance(value, list):
            slot = singular(slot)  # duplicate_objects(uuids=[...]) takes one object's `uuid`, not an item field `uuids`
        elif slot not in records[0] and slot.endswith("s") and not isinstance(value, list) and len(slot) > 3 \
                and re.search(r"\d", str(value)) and " " not in str(value):
            slot = singular(slot)
        if slot == "path" and isinstance(value, str) and any(r.get("path") == value for r in records[1:]):
            continue  # a second read fed by a search takes another file it found: listed already, as it is
        if strays_a_path(value, args) and slot not in records[0]:
            continue  # extract_design_tokens lists tokens, never the document path a later open_document wants
        if folder and slot == "path" and isinstance(value, str) and value.rstrip("/") == folder.rstrip("/"):
            value = next((r["path"] for r in records if "." in str(r.get("path", "")).rsplit("/", 1)[-1]), value)  # a file in it
            values[:] = [(n, value if n is need else v) for n, v in values]
        if folder and slot == "path" and isinstance(value, str) and value.startswith("/") and not value.startswith(folder.rstrip("/") + "/"):
            value = f"{folder.rstrip('/')}/{name_in(folder, value.rsplit('/', 1)[-1])}"  # the file handed on from a folder's
            # listing is in the folder, and is what such a folder holds (a reports/ folder hands on no main.py)
            values[:] = [(n, value if n is need else v) for n, v in values]
        held = records[0].get(slot)
        as_shown = shown_handle(records[0], slot, value, need, args, earlier)
        if as_shown is not None:  # the issue list_my_issues showed as #175 is #175 here too: hand that on, renumber nothing
            value = as_shown
            values[:] = [(n, value if n is need else v) for n, v in values]
        if isinstance(held, int) and not isinstance(held, bool) and isinstance(value, str) and value.isdigit():
            value = int(value)  # a milestone id "232" handed on is milestone 232 among ids that are numbers
        fresh = slot not in records[0] and all(slot not in r for r in records[1:])
        records[0][slot] = value
        records = [r for i, r in enumerate(records) if i == 0 or r.get(slot) != value]  # no twin of the one handed on
        if fresh:  # the user id handed on is no field only its own user has: every listed user has one of its form
            for r in records[1:]:
                like = _like(value, rng)
                if like is not None:
                    r[slot] = like
    if noun == "key":  # scan_keys lists cache:homepage as a string, the type a later GET of it reads (mocks.redis_replies)
        from seer.kinds.data import key_group, kv_group, redis_type

        for rec in records:
            if isinstance(rec.get("key"), str) and isinstance(rec.get("type"), str):
                rec["type"] = redis_type(key_group(rec["key"]))
        for need, value in values:  # the key a later GET reads is a string, the one an HGETALL reads a hash
            cons = world.plan[need.consumer] if 0 <= need.consumer < len(world.plan) else None
            group = kv_group(cons.name) if cons is not None else None
            typed = cons is not None and (group is not None or set(words(cons.name)) & {"get", "set", "getset", "append", "incr", "mget", "mset"})
            for rec in records if typed else ():  # a DELETE or an EXPIRE takes a key of any type
                if rec.get("key") == value and isinstance(rec.get("type"), str):
                    rec["type"] = redis_type(group)
    _within_bounds(records, {**said, **args}, rng, world.now(rng))
    if noun == "branch" and records and all(isinstance(r.get("name"), str) for r in records) \
            and not any(r["name"] in ("main", "master") for r in records) and not listed \
            and not any(set(words(k)) & {"name", "pattern", "contains", "search", "query", "filter"} for k in shared):
        trunk = world.keep("branch", {**clone(records[-1]), "name": "main"})  # every repository has its trunk: a list of
        for k in ("commit", "sha", "hash"):  # all branches is never chore/bump-deps alone
            if isinstance(trunk.get(k), str):
                trunk[k] = f"{rng.getrandbits(4 * len(trunk[k])):0{len(trunk[k])}x}"
        records = [*records, trunk]
    for rec in records[:1] if noun == "alias" and values and not isinstance(shared.get("index"), str) else ():
        alias, index = rec.get("alias"), rec.get("index")  # the alias handed on (products-write) is on a products index,
        if isinstance(alias, str) and isinstance(index, str) and id(rec) not in earlier \
                and re.split(r"[-_.]", alias)[0] != re.split(r"[-_.]", index)[0]:  # not on logs-2024.06
            rec["index"] = f"{re.split(r'[-_.]', alias)[0]}-2024.{rng.randint(1, 12):02d}"
    for rec in records:  # get_alias(index=orders-current): the alias points at an index, never at its own name
        if noun == "alias" and rec.get("alias") == rec.get("index") and isinstance(rec.get("index"), str):
            rec["index"] = f"{rec['index'].split('-')[0]}-2024.{rng.randint(1, 12):02d}"
    items = clone(records)
    rng.shuffle(items)
    agree.one_id_form(items, [v for _, v in values])  # doc_… and id_… in one listing: one kind of id
    if noun == "log" and items and all(isinstance(r.get("timestamp"), str) for r in items):
        items.sort(key=lambda r: r["timestamp"])  # a log reads in time order, lines of one session minutes apart
        if kinds.plausible("datetime", items[0]["timestamp"]):
            gaps = [rng.randint(2, 240) for _ in items]
            at = world.now(rng) - timedelta(seconds=sum(gaps))  # the last line just before the scenario's now
            for r, gap in zip(items, gaps):
                r["timestamp"] = at.strftime("%Y-%m-%dT%H:%M:%SZ")
                at += timedelta(seconds=gap)
    scored = next((k for k in ("_score", "score") if items and all(isinstance(r.get(k), (int, float)) for r in items)), None)
    if scored and query:  # hits come best first, and the best is the one about the words searched for
        best = sorted((r[scored] for r in items), reverse=True)
        about = next((x for x in items if str(query).lower() in str(x.get("title", "")).lower()), None)
        items.sort(key=lambda r: r is not about)
        for r, sc in zip(items, best):
            r[scored] = sc
    if noun in ("layer", "artboard") and all(isinstance(r.get("index"), int) and not isinstance(r.get("index"), bool) for r in items):
        items.sort(key=lambda r: r["index"])  # layers read in stacking order
    if noun in ("marker", "keyframe") and all(isinstance(r.get("time"), (int, float)) for r in items):
        items.sort(key=lambda r: r["time"])  # a comp's markers read in time order
    return {plural(shown): items, "total": len(items)}


def _record_lists_in_place(node: Any):
    """The lists of a result whose items are all records, themselves (to sort in place; checks.record_lists yields
    filtered copies)."""
    if isinstance(node, dict):
        for v in node.values():
            yield from _record_lists_in_place(v)
    elif isinstance(node, list) and node and all(isinstance(x, dict) for x in node):
        yield node


def newest_first(node: Any) -> None:
    """A channel's history reads newest first, as Slack answers it (run once the timestamps are final)."""
    for items in _record_lists_in_place(node):
        if all(isinstance(r.get("ts"), str) and re.fullmatch(r"\d+\.\d+", r["ts"]) for r in items):
            items.sort(key=lambda r: -float(r["ts"]))


def commits_newest_first(node: Any, args: dict[str, Any]) -> None:
    """A list of commits is listed newest first, as git log and the hosts' APIs list them (get_merge_request_commits
    listed 2025-09, 2026-01, 2025-10, 2025-05, seed 1310), oldest first when the call asks (git log --reverse)."""
    oldest_first = any(k.lower() == "reverse" and x is True or words(k)[-1:] in (["order"], ["sort"])
                       and str(x).lower().startswith("asc") for k, x in args.items())
    for items in _record_lists_in_place(node):
        if len(items) < 2 or not all(isinstance(r.get("sha"), str) or isinstance(r.get("hash"), str) for r in items):
            continue
        if all(isinstance(r.get("date"), str) and re.match(r"\d{4}-\d\d-\d\d", r["date"]) for r in items):
            items.sort(key=lambda r: r["date"], reverse=not oldest_first)
        elif all(isinstance(r.get("timestamp"), int) and not isinstance(r["timestamp"], bool) for r in items):
            items.sort(key=lambda r: r["timestamp"], reverse=not oldest_first)  # git_changelog_analyze's epoch seconds


def sorted_as_asked(node: Any, args: dict[str, Any]) -> None:
    """Every list of records in a result, in the order the call asked for (run once sizes and dates are final)."""
    for items in _record_lists_in_place(node):
        _sorted_as_asked(items, args)


def _sorted_as_asked(items: list[dict[str, Any]], args: dict[str, Any]) -> None:
    """list_directory_with_sizes(sortBy=size) lists the largest first (as the filesystem server sorts), by name A to Z;
    a listing sorted by a field its records hold is in that order, never 185, 108, 83, 108."""
    by = next((v.lower() for k, v in args.items() if isinstance(v, str) and words(k)[:1] in (["sort"], ["order"])
               and words(k)[1:2] in ([], ["by"]) and v.lower() not in ("asc", "desc", "ascending", "descending")), None)
    if not by or not items:
        return
    key = next((f for f in (by, f"{by}_at", f"{by}d_at", "modified_at" if by.startswith("modif") else "") if f
                and all(isinstance(r.get(f), (int, float, str)) and not isinstance(r.get(f), bool) for r in items)), None)
    if key is None and by == "name" and all(isinstance(r.get("path"), str) for r in items):  # a listing of paths by name:
        items.sort(key=lambda r: r["path"].rstrip("/").rsplit("/", 1)[-1].lower())  # by the file's own name, A to Z
        return
    if key is None:
        return
    said = next((v.lower() for k, v in args.items() if isinstance(v, str) and words(k) in (["order"], ["direction"], ["sort", "order"])
                 and v.lower().startswith(("asc", "desc"))), "")
    down = said.startswith("desc") or not said and (key.endswith("_at") or all(isinstance(r[key], (int, float)) for r in items))
    items.sort(key=lambda r: (str(r[key]).lower() if isinstance(r[key], str) else r[key]), reverse=down)


_TIERS = {"SEVERE": "ERROR", "ERROR": "ERROR", "WARNING": "WARN", "WARN": "WARN", "INFO": "INFO"}  # a level, less a plural s


_NAME_FILTERS = frozenset({"filter", "name_filter", "namefilter", "name_contains", "contains", "match"})


def _name_filter(args: dict[str, Any]) -> str | None:
    """The name a listing was filtered by (filter=glow), not a JSON filter object; None when none."""
    return next((v for k, v in args.items() if k.lower() in _NAME_FILTERS and isinstance(v, str) and v.strip()
                 and not v.strip().startswith(("{", "[")) and not re.fullmatch(r"[0-9a-f]{7,40}", v.strip())), None)
    # (git_branch(contains=09fdf39ce376) lists the branches holding that commit, never one named "09Fdf39Ce376", seed 1363)


def _handed_like(args: dict[str, Any], records: list[dict[str, Any]], values: list) -> None:
    """ae_list_presets(filter=glow) lists glow.ffx: the preset a later call applies from it is that one (its path in
    the same folder), never fade-up-characters.ffx put back in the first record."""
    said = _name_filter(args)
    name = records[0].get("name") if records else None
    if said is None or not isinstance(name, str) or (low := said.strip("*% ").lower()) not in name.lower():
        return
    ext = re.search(r"\.\w{2,4}$", name)

    def like(v: Any) -> Any:
        base = v.rsplit("/", 1)[-1] if isinstance(v, str) else ""
        if not ext or not base.endswith(ext[0]) or low in base.lower():
            return v
        return v[: len(v) - len(base)] + name

    values[:] = [(n, like(v)) for n, v in values]


def _named_like(args: dict[str, Any], records: list[dict[str, Any]], earlier: list[int]) -> list[dict[str, Any]]:
    """ae_list_available_effects(filter=glow) lists the effects whose names hold "glow", not Drop Shadow and Fill; when
    none of the world's does, one new record is named for the filter (Glow), never one a result already showed."""
    said = _name_filter(args)
    if said is None or not records or not all(isinstance(r.get("name"), str) for r in records):
        return records
    low = said.strip("*% ").lower()
    hits = [r for r in records if low in r["name"].lower()]
    if hits or not low:
        return hits or records
    fresh = next((r for r in records if id(r) not in earlier), None)
    if fresh is None:
        return records
    ext = re.search(r"\.\w{2,4}$", fresh["name"])
    old = fresh["name"]
    fresh["name"] = (low.replace(" ", "-") + ext[0]) if ext else low.title()  # a preset typewriter.ffx, an effect Glow
    if isinstance(fresh.get("path"), str) and fresh["path"].endswith("/" + old):  # and its file is named so too (a path
        fresh["path"] = fresh["path"][: -len(old)] + fresh["name"]  # of slide-in-left.ffx would name it back)
    return [fresh]


def _filters(args: dict[str, Any]) -> dict[str, Any]:
    """Scalar arguments a listing's items share (namespace, owner, state), not paging or limits."""
    return {k: v for k, v in args.items() if isinstance(v, (str, int)) and not isinstance(v, bool) and not _free_text(k)
            and not set(words(k)) & {"limit", "max", "count", "top", "size", "page", "per", "offset", "cursor", "sort",
                                     "order", "direction", "since", "until", "output", "format", "query", "q"}}


def _project_keys(project: str, values: list) -> None:
    """Issue keys handed on from a project's call carry that project's key (PROJ-123 -> UMCY-123)."""
    values[:] = [(need, f"{project}-{v.split('-')[1]}" if isinstance(v, str) and re.fullmatch(r"[A-Z][A-Z0-9]*-\d+", v)
                  and not v.startswith(project + "-") else v) for need, v in values]


def _aliases_of(index: str, records: list[dict[str, Any]], earlier: list[int], fresh) -> list[dict[str, Any]]:
    """The aliases of one index are named for it (orders-2024.09: orders-current, orders-read...), and at most one of
    them is its write alias (seed 902 [8]: logs-read, products-write, search-live on an orders index, three writing).
    An alias shown before for another index stays that index's (`fresh()` makes one in its place)."""
    stem = re.split(r"[-_.]", index)[0] or index
    records = [r if id(r) not in earlier or str(r.get("alias", "")).startswith(stem + "-") else fresh() for r in records]
    names = [n for n in (f"{stem}-{x}" for x in ("current", "read", "search", "write", "live")) if n != index]
    for i, rec in enumerate(records):
        if isinstance(rec.get("alias"), str) and (not rec["alias"].startswith(stem + "-") or rec["alias"] == index):
            rec["alias"] = names[i % len(names)]  # never the index's own name (orders-current on orders-current)
        if "index" in rec:
            rec["index"] = index
    records = [r for i, r in enumerate(records) if all(r.get("alias") != q.get("alias") for q in records[:i])]
    writes = [r for r in records if r.get("is_write_index") is True]
    keep = next((r for r in records if str(r.get("alias", "")).endswith(("-write", "-current"))), writes[0] if writes else None)
    for rec in records:
        if isinstance(rec.get("is_write_index"), bool):
            rec["is_write_index"] = rec is keep and bool(writes)
    return records


_OWNER_KEYS = ("author", "creator", "owner", "assignee", "user")


def _one_owner(records: list[dict], earlier: list[int], me: str | None = None) -> list[dict]:
    """The items of a "my ..." listing are one person's: the current user's when the request read who that is, else
    the owner of one it already showed, else the first one's. One shown before as another person's is not listed."""
    for key in _OWNER_KEYS:
        held = [r for r in records if isinstance(r.get(key), str)]
        if not held:
            continue
        shown = [r for r in held if id(r) in earlier]
        owner = me or (shown[0][key] if shown else held[0][key])
        for r in held:
            if id(r) not in earlier:
                r[key] = owner
        return [r for r in records if id(r) not in earlier or r.get(key) in (owner, None)] or records
    return records
