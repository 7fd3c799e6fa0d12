"""Results that have a model of their own, for things with no record shape (reading rounds 15-17).

A domain engineer reads an accessibility tree as nodes, a wait as how long it waited, cluster
statistics as figures, a text analysis as tokens, a contrast check as a ratio with its WCAG
verdict, a converted point as the point in the other space: never an echo of the arguments or
an invented `{id, name}` record. Decided by the tool's own words, in any spec.
"""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.lexicon import words

_ROLES = (("button", "Sign in"), ("link", "Pricing"), ("textbox", "Email"), ("heading", "Welcome back"),
          ("checkbox", "Remember me"), ("navigation", "Main"))
_DESIGN_NODES = (("group", "Header"), ("path", "Logo"), ("text", "Headline"), ("group", "Hero image"),
                 ("path", "Rectangle 3"), ("text", "Body copy"), ("path", "Ellipse 1"), ("compound path", "Logo mark"),
                 ("clip group", "Photo mask"), ("text", "Price tag"), ("group", "CTA button"), ("path", "Divider line"))


def modelled(p: Any, noun: str, args: dict[str, Any], rng: random.Random, design: bool, world: Any = None,
             values: list | None = None) -> dict[str, Any] | None:
    """The result of a tool whose words say what it answers, else None. `values` (needs of later calls) are only taken
    by a design document's tree: a layer or an item of it carries the value handed on."""
    ws = set(p.words) | {noun}
    if values:
        return design_tree(noun, args, rng, world, values) if design and world is not None and ws & _TREE_WORDS and p.read else None
    if design and world is not None and ws & _TREE_WORDS and p.read:
        return design_tree(noun, args, rng, world, [])
    if ws & _TREE_WORDS and p.read:
        pool = _DESIGN_NODES if design else _ROLES
        nodes = [{"role" if not design else "type": r, "name": n} for r, n in rng.sample(pool, rng.randint(3, 5))]
        key = "children" if design else "nodes"
        return {noun: {key: nodes, "depth": min(int(args.get("max_depth", 3) or 3), 4) if isinstance(args.get("max_depth"), int) else 3}}
    if world is not None:
        from seer.generate.symbolic.mocks.layouts import layout_reading

        laid = layout_reading(p, noun, args, rng, world, design)  # a layout measured or a reframe proposed: figures, not an echo
        if laid is not None:
            return laid
    if design and p.read and ws & {"separation", "separations"}:  # a print job's ink plates, not an item of the artwork
        plates = [{"name": n, "type": "process", "print": True} for n in ("Cyan", "Magenta", "Yellow", "Black")]
        plates += [{"name": rng.choice(("PANTONE 286 C", "PANTONE 485 C", "PANTONE 7621 C")), "type": "spot", "print": True}][:rng.randint(0, 1)]
        return {"separations": plates, "color_mode": "CMYK"}
    if "risk" in ws and ws & {"profile", "assessment", "report", "analysis"}:  # a risk profile lists its risks, not its flags
        areas = rng.sample(("Checkout", "Login", "Search", "Payments", "Account settings", "Cart"), 3)
        risks = [{"area": a, "level": lvl, "reason": why} for a, lvl, why in zip(areas, ("high", "medium", "low"), (
            "no tests cover the failure path", "flaky locator on a dynamic list", "covered by smoke tests only"))]
        out: dict[str, Any] = {"risks": risks, "overall": "medium", "pages_analyzed": rng.randint(6, 40)}
        if args.get("includeRecommendations") or args.get("include_recommendations"):
            out["recommendations"] = [f"Add tests for {risks[0]['area'].lower()} error handling",
                                      f"Use data-testid locators on {risks[1]['area'].lower()}"]
        return out
    if p.verb == "wait" or "wait" in p.words:
        from seer.generate.symbolic.mocks.record_rules import _MET

        cond = next((v for k, v in args.items() if words(k) == ["condition"] and isinstance(v, str)), "")
        met = next((_MET[w] for w in reversed(words(cond)) if w in _MET), None)  # wait until hidden: it is hidden, not visible
        loaded = set(words(cond)) & {"load", "loaded", "navigation", "network", "idle"}
        state = met or ("loaded" if loaded else "elapsed" if "time" in words(cond) else
                        "stable" if ws & {"stable", "idle", "settled", "dom"} else "visible")
        span = next((v for k, v in args.items() if set(words(k)) & {"duration", "seconds", "secs", "ms", "time"}
                     and isinstance(v, (int, float)) and not isinstance(v, bool)), None) if state == "elapsed" else None
        waited = round(span * (1 if "ms" in " ".join(args) else 1000)) if span is not None else rng.choice((180, 420, 850, 1300, 2400))
        return {"ok": True, "status": state, "waited_ms": waited}  # a wait of 2.62 s waited 2620 ms
    if (noun == "info" or p.words[-1:] == ["info"]) and p.read and "redis" in {w.lower() for w in words(p.ctx[1])}:
        return {"info": redis_info(str(args.get("section") or "default"), rng)}
    if ws & {"stats", "statistics", "metrics"} and p.read:
        docs = rng.randint(20_000, 9_000_000)
        facts = world.cluster(rng) if world is not None else {"nodes": rng.choice((3, 5)), "status": "green", "indices": rng.randint(3, 40)}
        return {"stats": {"nodes": facts["nodes"], "indices": facts["indices"], "docs_count": docs,  # its health's nodes
                          "store_size_bytes": docs * rng.randint(300, 1200), "status": facts["status"]}}
    text = next((v for k, v in args.items() if isinstance(v, str) and set(words(k)) & {"text", "content"}), None)
    if ws & {"analyze", "analyse", "tokenize"} and text:
        return {"tokens": _analyzed(text, args)}
    if ws & {"contrast"}:
        ratio = round(rng.uniform(1.6, 12.0), 2)
        return {"ratio": ratio, "aa": ratio >= 4.5, "aaa": ratio >= 7.0, "large_text_aa": ratio >= 3.0}
    point = next((v for v in args.values() if isinstance(v, dict) and {"x", "y"} <= set(v)), None)
    if ws & {"convert", "transform"} and point is not None:
        dx, dy = rng.choice(((-40, 120), (72, -36), (0, -612), (-306, 396)))
        moved = {"x": point["x"] + dx if isinstance(point["x"], (int, float)) else point["x"],
                 "y": point["y"] + dy if isinstance(point["y"], (int, float)) else point["y"]}
        return {"point": moved, **{k: v for k, v in args.items() if k in ("from", "to", "source", "target")}}
    return None


_TREE_WORDS = frozenset({"tree", "structure", "hierarchy", "outline", "snapshot"})


def design_tree(noun: str, args: dict[str, Any], rng: random.Random, world: Any, values: list) -> dict[str, Any]:
    """A design document's structure: its layers (the ones the request already saw, by name) each holding its items
    (groups, paths, text frames), never the call's own arguments echoed as the record. A layer a later call takes is
    one of these layers (`values` is updated in place); another value handed on names an item."""
    from seer.generate.symbolic.world import field_value

    ctx = ("get_layers", "Get the Illustrator layers")
    layers = [dict(r) for r in (world.records.get("layer") or [])][:4]
    names = {r.get("name") for r in layers}
    while len(layers) < 2:
        name = field_value("layer", "name", rng, ctx)
        if name not in names:
            names.add(name)
            layers.append({"name": name})
    depth = args.get("depth") if isinstance(args.get("depth"), int) and not isinstance(args.get("depth"), bool) else None
    tree = []
    pool = rng.sample(_DESIGN_NODES, len(_DESIGN_NODES))  # each item once in the document
    for layer in layers:
        items = [{"type": t, "name": n} for t, n in (pool.pop() for _ in range(rng.randint(1, 3)))]
        tree.append({"type": "layer", "name": layer["name"], **({"children": items} if depth is None or depth > 1 else {})})
    for i, (need, value) in enumerate(values):
        if not isinstance(value, str):
            continue
        if "layer" in need.param.words:  # a layer a later call works on is one of the document's layers
            values[i] = (need, tree[0]["name"])
        elif "/" not in value and len(value) <= 60 and not any(value == x.get("name") for n in tree for x in n.get("children", [])) \
                and tree[0].get("children"):  # an item's name, never a file path a later call wants
            handle = next((w for w in reversed(need.param.words) if w in ("uuid", "uuids", "id", "ids")), None)
            if handle is not None:  # select_objects(uuids): the item carries its uuid beside its name, never as its name
                tree[0]["children"][0]["uuid" if handle.startswith("uuid") else "id"] = value
            else:
                tree[0]["children"][0]["name"] = value
    return {noun: {"layers": tree}}


def redis_info(section: str, rng: random.Random) -> dict[str, Any]:
    """What Redis INFO answers for a section: its figures (version, clients, memory, CPU seconds, hits),
    never an echo of the section asked for."""
    used = rng.randint(2, 900) * 1_048_576
    parts = {
        "server": {"redis_version": rng.choice(("7.2.4", "7.0.15", "6.2.14")), "redis_mode": "standalone", "tcp_port": 6379,
                   "uptime_in_days": rng.randint(1, 240)},
        "clients": {"connected_clients": rng.randint(1, 300), "blocked_clients": rng.choice((0, 0, 1))},
        "memory": {"used_memory": used, "used_memory_human": f"{used / 1_048_576:.2f}M",
                   "maxmemory_policy": rng.choice(("noeviction", "allkeys-lru"))},
        "cpu": {"used_cpu_sys": round(rng.uniform(5, 4000), 2), "used_cpu_user": round(rng.uniform(5, 6000), 2)},
        "stats": {"total_connections_received": rng.randint(100, 90_000), "total_commands_processed": rng.randint(10_000, 9_000_000),
                  "keyspace_hits": rng.randint(1_000, 900_000), "keyspace_misses": rng.randint(10, 90_000)},
    }
    chosen = section.lower().strip()
    if chosen in parts:
        return parts[chosen]
    return {k: v for part in ("server", "clients", "memory", "cpu", "stats") for k, v in parts[part].items()}  # default/all


_STOP = frozenset("a an and are as at be but by for if in into is it no not of on or such that the their then there these "
                  "they this to was will with all".split())


def _analyzed(text: str, args: dict[str, Any]) -> list[dict[str, Any]]:
    """The tokens an Elasticsearch analysis gives: lowercased words at their positions, stop words dropped by a stop
    filter or the english analyzer (positions kept, as Elasticsearch keeps them), stems cut by a stemmer."""
    said = " ".join(str(v).lower() for k, v in args.items() if set(words(k)) & {"analyzer", "filter", "filters", "tokenizer"})
    stop = "stop" in said or "english" in said
    stem = any(w in said for w in ("stem", "porter", "snowball", "english", "kstem"))
    tokenizer = next((str(v).lower() for k, v in args.items() if words(k) == ["tokenizer"] and isinstance(v, str)), "")
    analyzer = any(words(k) == ["analyzer"] and v for k, v in args.items())
    named = next((str(v).lower() for k, v in args.items() if words(k) == ["analyzer"] and isinstance(v, str)), "")
    # a tokenizer named without an analyzer is a custom chain: only a lowercase filter lowers the case
    lower = analyzer or not tokenizer or "lowercase" in said
    if named in ("whitespace", "keyword"):  # the whitespace analyzer splits on spaces and keeps case and punctuation
        tokenizer, lower = named, False  # ("EUR." stays "EUR.", seed 1348); the keyword analyzer keeps the text whole
    if tokenizer == "keyword":  # the keyword tokenizer emits the whole text as one token
        return [{"token": text.lower() if lower else text, "position": 0}]
    found = text.split()[:12] if tokenizer == "whitespace" else \
        re.findall(r"[A-Za-z]+" if named == "simple" else r"\d+(?:[.,]\d+)+|[A-Za-z0-9']+", text)[:12]  # 1,240 is one
    # number to the standard tokenizer; the simple analyzer keeps letters only
    out = []
    for i, tok in enumerate(t.lower() if lower else t for t in found):
        if stop and tok in _STOP:
            continue
        if stem and tok.endswith(("sses", "uses", "shes", "ches", "xes")):  # statuses -> status, branches -> branch
            tok = tok[:-2]
        elif stem and not tok.endswith(("ss", "us", "is")):  # pass, status and analysis keep their s
            cut = re.sub(r"(?<=[a-z]{3})(?:ing|ed|s)$", "", tok)
            if cut != tok and re.search(r"([b-df-hj-km-np-rtv-y])\1$", cut) and not tok.endswith("s"):
                cut = cut[:-1]  # Porter's step 1b: dropped -> drop, never "dropp"; running -> run (ll, ss, zz kept), seed 1503
            tok = cut
        out.append({"token": tok, "position": i})
    return out
