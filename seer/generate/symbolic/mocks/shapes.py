"""Records of a shape of their own, by context: a Slack member, a design document's page item or After Effects project
item, a Redis pub/sub message, a browser screenshot, an After Effects or Premiere project (world.new_record asks first)."""

from __future__ import annotations

import random
import re
from typing import Any

from seer import kinds


ADOBE_APPS = (("Adobe Illustrator 2025", "illustrator", "29.4"), ("Adobe Photoshop 2025", "photoshop", "26.5"),
              ("Adobe InDesign 2025", "indesign", "20.3"), ("Adobe After Effects 2025", "aftereffects", "25.2"),
              ("Adobe Premiere Pro 2025", "premierepro", "25.2"), ("Adobe Animate 2024", "animate", "24.0"),
              ("Adobe Media Encoder 2025", "mediaencoder", "25.2"), ("Adobe Character Animator 2025", "characteranimator", "25.1"))


def app_status(args: dict[str, Any], world: Any) -> dict[str, Any] | None:
    """The status of the Adobe application a call names: its own version (Illustrator 29.4, not a drawn '2.6.2'), and
    running as the request's listing of the apps showed it (an app not listed is running: the request goes on to use it)."""
    key = next((v for v in args.values() if isinstance(v, str) and any(v == k for _, k, _ in ADOBE_APPS)), None)
    if key is None:
        return None
    name, _, version = next(a for a in ADOBE_APPS if a[1] == key)
    known = next((r for r in dict.get(world.records, "app", []) if r.get("id") == key), None) if world is not None else None
    running = known.get("running", True) if known is not None else True
    if known is None and world is not None:  # said running now: a listing of the apps after it shows it running
        dict.setdefault(world.records, "app", []).append({"id": key, "name": name, "version": version, "running": True})
    return {"status": "running" if running else "not running", "app": key, "name": name,
            "version": known.get("version", version) if known is not None else version}


def closed_set(noun: str, ctxs: frozenset, world: Any, rng: random.Random) -> list[dict[str, Any]] | None:
    """Every member of a closed set a listing of `noun` shows whole, each once (the Adobe applications: 'list all
    applications' then the status of Illustrator finds Illustrator listed), kept in the world; else None."""
    if noun not in ("app", "application") or "design" not in ctxs:
        return None
    pool = dict.setdefault(world.records, "app", [])  # the suite's, whichever application the call works in
    known = {r.get("id"): r for r in pool}
    for name, key, version in ADOBE_APPS:
        if key not in known:
            known[key] = {"id": key, "name": name, "version": version, "running": rng.random() < 0.5}
            pool.append(known[key])
    return [known[key] for _, key, _ in ADOBE_APPS]


def own_shape(noun: str, rng: random.Random, ctxs: frozenset, app: str) -> dict[str, Any] | None:
    if noun in ("user", "member") and "chat" in ctxs:  # a Slack user: U-id, handle, real name (users.list)
        full = kinds.make("person", rng)
        parts = re.sub(r"[^a-z ]", "", full.lower()).split()
        handle = f"{parts[0]}.{parts[-1]}"
        return {"id": "U0" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(8)), "name": handle,
                "real_name": full, "email": f"{handle}@{rng.choice(('acme.io', 'globex.net', 'initech.com'))}"}
    if noun in ("item", "frame", "object") and "design" in ctxs:
        return _art_item(noun, rng, app)  # an Illustrator page item or text frame, not a browser iframe ("search-frame")
    if noun == "overprint" and "design" in ctxs:  # an item set to overprint: K100 text on purpose, rich black by accident
        black = rng.choice(("K100", "K100", "rich black (C60 M40 Y40 K100)"))
        item = art_item_of(rng.choice(("TextFrame", "PathItem")), rng)
        return {"name": item["name"], "type": item["type"], "fill_overprint": True, "stroke_overprint": rng.random() < 0.3,
                "color": black, "intent": "intentional" if black == "K100" else "accidental"}
    if noun == "usage" and "design" in ctxs:  # where a project item is used: a comp and the layer it sits in
        return {"comp": rng.choice(("Main Comp", "Intro 1080p", "Logo reveal", "Lower third", "End card")), "layer": rng.randint(1, 12)}
    if noun == "guide" and "design" in ctxs:  # a ruler guide: a line across the artboard, not an art item ("Price tag")
        orientation = rng.choice(("horizontal", "vertical"))
        return {"orientation": orientation, "position": rng.choice((36, 72, 540, 960, 1044) if orientation == "vertical" else (36, 72, 540, 1044)),
                "locked": rng.random() < 0.7}
    if noun == "message" and "kv" in ctxs:  # a Redis pub/sub message: its channel and payload, no chat user
        channel = rng.choice(("events:orders", "notifications", "cache:invalidate"))
        data = {"events:orders": '{"order_id": %d, "status": "paid"}' % rng.randint(1000, 9999),
                "notifications": '{"user_id": %d, "type": "mention"}' % rng.randint(100, 2000),
                "cache:invalidate": f"product:sku-{rng.randint(1000, 9999)}"}[channel]
        return {"type": "message", "channel": channel, "data": data}
    if noun in ("app", "application") and "design" in ctxs:  # Adobe's applications, not a document's items
        name, key, version = rng.choice(ADOBE_APPS)
        return {"id": key, "name": name, "version": version, "running": rng.random() < 0.5}
    if noun == "health" and "search" in ctxs:  # green: every shard assigned; yellow: some replicas unassigned
        status = rng.choice(("green", "green", "yellow"))
        nodes = rng.choice((3, 5))
        return {"cluster_name": rng.choice(("prod-eu-1", "staging-us-east")), "status": status, "number_of_nodes": nodes,
                "active_shards": rng.randint(4, 30) * 2, "unassigned_shards": 0 if status == "green" else rng.randint(1, 4)}
    if noun == "screenshot":  # a browser viewport's size, a file it was written to
        w, h = rng.choice(((1280, 720), (1920, 1080), (1366, 768), (390, 844)))
        return {"path": f"/tmp/screenshots/screenshot-{rng.randint(1, 99):02d}.png", "width": w, "height": h, "format": "png"}
    if noun == "project" and "design" in ctxs:  # an After Effects / Premiere project, not a Jira one
        name = rng.choice(("Spring campaign", "Product launch", "Brand refresh", "Explainer video"))
        home = f"/home/ana/projects/{name.lower().replace(' ', '-')}"  # in the user's own projects (rehomed with the rest),
        # never a Mac's /Users/ana beside the /home/farah paths of the request (seed 1429)
        if app == "premiere":  # a Premiere Pro project has sequences, not comps
            return {"name": f"{name}.prproj", "path": f"{home}/{name.replace(' ', '_')}.prproj",
                    "num_items": rng.randint(8, 60), "num_sequences": rng.randint(1, 6), "frame_rate": rng.choice((24, 25, 30))}
        return {"name": f"{name}.aep", "path": f"{home}/{name.replace(' ', '_')}.aep",
                "num_items": rng.randint(8, 60), "num_comps": rng.randint(2, 9), "bits_per_channel": rng.choice((8, 16)),
                "frame_rate": rng.choice((24, 25, 30))}
    return None


# names a designer gives page items of each Illustrator type (a TextFrame says something, a PlacedItem is a picture)
ART_NAMES = {"TextFrame": ("Headline", "Body copy", "Price tag", "CTA label", "Caption"),
             "PathItem": ("Rectangle 3", "Ellipse 1", "Background", "Divider line", "Star 2"),
             "GroupItem": ("Logo", "Icon set", "Group 2", "Header"),
             "PlacedItem": ("Hero image", "Product photo", "Texture.jpg"),
             "CompoundPathItem": ("Logo mark", "Icon outline"), "SymbolItem": ("Social icon", "Star symbol"),
             "RasterItem": ("Embedded photo", "Noise texture")}
_CONTENTS = {"Headline": "Spring sale", "Body copy": "New arrivals every week.", "Price tag": "$49", "CTA label": "Shop now",
             "Caption": "Photo: studio shot"}


def _art_item(noun: str, rng: random.Random, app: str) -> dict[str, Any]:
    """A page item of a design document: its name, type, layer and bounds (a text frame also its contents); in After
    Effects a project item (footage, a comp, a folder)."""
    if app == "aftereffects":
        name, kind = rng.choice((("Logo.ai", "Footage"), ("Intro 1080p", "Composition"), ("Music.wav", "Footage"),
                                 ("Background.mp4", "Footage"), ("Precomps", "Folder")))
        return {"index": rng.randint(1, 40), "name": name, "type": kind}
    if app == "photoshop":  # a Photoshop document's objects are its layers (a smart object is a layer of kind smartobject)
        name, kind = rng.choice((("Product photo", "smartobject"), ("Logo", "smartobject"), ("Background", "pixel"),
                                 ("Drop shadow", "pixel"), ("Headline", "text")))
        return {"index": rng.randint(0, 12), "name": name, "kind": kind, "visible": True, "locked": False}
    text = noun == "frame" or rng.random() < 0.3
    return art_item_of("TextFrame" if text else rng.choice(("PathItem", "GroupItem", "PlacedItem")), rng)


def art_item_of(kind: str, rng: random.Random, layer: str | None = None) -> dict[str, Any]:
    """A page item of the Illustrator type `kind`, named as that type is (a PathItem 'Ellipse 1', never 'Caption')."""
    name = rng.choice(ART_NAMES.get(kind, ART_NAMES["PathItem"]))
    item = {"index": rng.randint(0, 24), "name": name, "type": kind,
            "layer": layer or rng.choice(("Layer 1", "Artwork", "Text", "Logo")), "position": [rng.randint(0, 900), rng.randint(0, 600)],
            "width": rng.randint(40, 800), "height": rng.randint(20, 400)}
    if kind == "TextFrame":
        item["contents"] = _CONTENTS[name]
    return item
