"""What a result says follows the call that asked for it: a log read at every level has each entry's own level, a
frame tree counts what it lists, an effect's parameters are its own, a project is no fork of itself, a layer objects
were moved onto takes them, and a GitHub record is open, not GitLab's "active" or "opened"."""

from __future__ import annotations

import hashlib
import re
from typing import Any

from seer.generate.symbolic.lexicon import words
from seer.harness.checks import objects


def results_follow_calls(p: Any, args: dict[str, Any], out: Any) -> None:
    """In place, on a result the engine drew (never a spec's own example)."""
    levels_are_entries_own(args, out)
    _written_layers_unlocked(p, args, out)
    _frames_hold_their_count(out)
    _ids_name_their_items(out)
    commits_read_as_history(out)
    _commits_are_whole(out)
    _tags_say_their_release(out)
    _saved_in_its_format(args, out)
    _dated_files_written_on_their_day(out)
    _tokens_hold_their_kind(out)
    for node in objects(out):  # a render queue lists its items 1..n, in order
        for v in node.values():
            if isinstance(v, list) and v and all(isinstance(r, dict) and "comp" in r and "output_path" in r and "index" in r for r in v):
                for i, r in enumerate(v):
                    r["index"] = i + 1
    for rec in objects(out):  # a render queue item renders its own comp: Logo reveal to ~/Renders/logo-reveal.mov
        if isinstance(rec.get("comp"), str) and isinstance(rec.get("output_path"), str) and rec["output_path"].startswith("~/Renders/"):
            rec["output_path"] = f"~/Renders/{re.sub(r'[^a-z0-9]+', '-', rec['comp'].lower()).strip('-')}.mov"
    if "effects" in p.words:
        _params_of_the_effect(args, out)
    if p.read and "forks" in p.words:
        _forks_are_others(args, out)
    if args.get("platform") == "github":
        for rec in objects(out):  # GitHub's milestones, issues and pull requests are open or closed; "active" and
            if (rec.get("state") == "opened" or rec.get("state") == "active" and "due_date" in rec) \
                    and rec["state"] not in args.values():  # "opened" are GitLab's words (create_milestone(platform=
                rec["state"] = "open"  # github) answered "active", seed 1273); a state the call set is echoed as set


_LAYER_SETTINGS = frozenset({"visible", "opacity", "color", "printable", "preview", "template", "dim_images"})  # a layer's own
# switches (a name given is a duplicate's or a move's as often as a rename's)


def _written_layers_unlocked(p: Any, args: dict[str, Any], out: Any) -> None:
    """In place: a layer a write went through on is not locked. Illustrator refuses to move objects onto a locked layer
    (move_to_layer answered its target locked, seed 1279) and After Effects to split, move or edit one
    (ae_split_layer(layer=5) answered layer 5 locked, seed 1323); a call about locking (manage_layers(action=lock))
    answers the lock it set, so only a move onto a layer named so is unlocked then."""
    if p.read:
        return
    locking = bool(set(p.words) & {"lock", "unlock"}) or any(k.lower() in ("locked", "lock") for k in args) \
        or any(isinstance(v, str) and "lock" in v.lower() for v in args.values())
    moves_onto = "move" in p.words and "layer" in p.words
    own = set(args) - {"layer", "layer_index", "layer_name", "index", "name"}
    if own and own <= _LAYER_SETTINGS and not moves_onto:  # ai_set_layer(layer=0, visible=false, opacity=56) sets the
        return  # layer's own settings, which a lock allows: the listed lock stays (seed 1385)
    fields = ("index", "name", "id", "uuid") if not locking else ("name",) if moves_onto else ()
    for rec in objects(out):
        if rec.get("locked") is True and any(rec.get(f) is not None and rec.get(f) in args.values() for f in fields):
            rec["locked"] = False


_ANY_LEVEL = frozenset({"all", "any", "*", "every"})


def levels_are_entries_own(args: dict[str, Any], out: Any) -> None:
    """In place: console_logs(level=ALL) answered entries whose level was "ALL" (seed 1277): ALL asks for every level;
    each entry has its own (a 500 or an uncaught error is an error, a deprecation a warning, a request line info)."""
    asked = next((v for k, v in args.items() if isinstance(v, str) and words(k)[-1:] == ["level"]), None)
    if asked is None or asked.lower() not in _ANY_LEVEL:
        return
    for rec in objects(out):
        if rec.get("level") == asked:
            said = str(rec.get("message") or rec.get("text") or "").lower()
            level = "ERROR" if re.search(r"error|failed|uncaught| 5\d\d |exception", said) else \
                "WARNING" if re.search(r"warn|deprecat|slow", said) else "INFO"
            rec["level"] = level if asked.isupper() else level.lower()


_FRAME_ITEMS = (("Headline", "TextFrame", [64, 48, 620, 96]), ("CTA button", "GroupItem", [64, 180, 220, 56]),
                ("Logo", "PlacedItem", [1100, 40, 120, 120]), ("Background", "PathItem", [0, 0, 1280, 240]),
                ("Body copy", "TextFrame", [64, 120, 540, 48]), ("Price tag", "TextFrame", [900, 180, 140, 40]))


def _frames_hold_their_count(out: Any) -> None:
    """In place: ai_frame_tree answered rect [15], count 10 and no elements (seed 1288): a rect is four numbers, and a
    tree counts the elements it lists (a few items of a frame, with their bounds, when it listed none)."""
    for rec in objects(out):
        w, h = rec.get("width"), rec.get("height")
        for k in ("rect", "bounds", "bbox"):
            v = rec.get(k)
            if isinstance(v, list) and all(isinstance(x, (int, float)) for x in v) and len(v) != 4 \
                    and isinstance(w, (int, float)) and isinstance(h, (int, float)):
                rec[k] = [0, 0, w, h]
        items, count = rec.get("elements"), rec.get("count")
        if isinstance(items, list) and isinstance(count, int) and not isinstance(count, bool) and count != len(items):
            if not items and count > 0:  # (the items' bounds scaled to the frame: inside it)
                sx = w / 1280 if isinstance(w, (int, float)) and w > 0 else 1
                sy = h / 240 if isinstance(h, (int, float)) and h > 0 else 1
                items.extend({"name": n, "type": t, "depth": 1,
                              "bounds": [round(b[0] * sx), round(b[1] * sy), round(b[2] * sx), round(b[3] * sy)]}
                             for n, t, b in _FRAME_ITEMS[:min(count, 4)])
            rec["count"] = len(items)


def _ids_name_their_items(out: Any) -> None:
    """In place: ai_artboard_items answered count 3, three items and two ids (seed 1305): the ids are the listed items'
    (one each)."""
    for rec in objects(out):
        ids, count = rec.get("ids"), rec.get("count")
        items = next((v for k, v in rec.items() if k != "ids" and isinstance(v, list) and v
                      and all(isinstance(x, dict) for x in v)), None)
        if items is None:
            continue
        if isinstance(ids, list) and all(isinstance(i, (str, int)) and not isinstance(i, bool) for i in ids):
            own = [x["id"] for x in items if isinstance(x.get("id"), (str, int))]
            if len(own) == len(items):
                ids[:] = own
            elif len(ids) != len(items):
                stem = re.match(r"^([a-z]+_)", str(ids[0])) if ids else None
                ids[:] = ids[:len(items)] + [(stem[1] if stem else "id_") + hashlib.sha256(
                    f"{x.get('name')}{i}".encode()).hexdigest()[:8] for i, x in enumerate(items[len(ids):], len(ids))]
            if isinstance(count, int) and not isinstance(count, bool):
                rec["count"] = len(items)


def aliases_say_their_role(out: Any) -> None:
    """In place, once a scenario's results are final (build; a listing of every alias takes the ones shown beside it
    late): list_aliases answered products-read as the write index and metrics-write as not (seed 1330): an alias
    named for writing is the write index, one named for reading or searching is not. In a text listing too."""
    def role(name: str) -> bool | None:
        tail = name.rsplit("-", 1)[-1].lower()
        return True if tail in ("write", "writer", "ingest") else \
            False if tail in ("read", "search", "reader", "archive", "archived", "old", "backup") else None  # an archive
        # is read, never written to (put_alias(metrics-archive) answered the write index, seed 1350)

    recs = [r for r in objects(out) if isinstance(r.get("alias"), str) and isinstance(r.get("is_write_index"), bool)]
    writers = {r.get("index") for r in recs if role(r["alias"]) is True}
    for rec in recs:  # one write alias per index: the one named for writing, when there is one
        said = role(rec["alias"])
        rec["is_write_index"] = said if said is not None else rec["is_write_index"] and rec.get("index") not in writers
    if isinstance(out, dict):
        for k, v in out.items():
            if isinstance(v, str) and "alias: " in v and "is_write_index: " in v:
                lines = re.findall(r"- ([\w.-]+) \(alias: ([\w.-]+), is_write_index", v)
                named = {i for i, a in lines if role(a) is True}
                out[k] = re.sub(r"- ([\w.-]+) \(alias: ([\w.-]+), is_write_index: (True|False)",
                                lambda m: f"- {m[1]} (alias: {m[2]}, is_write_index: "
                                          f"{role(m[2]) if role(m[2]) is not None else m[3] == 'True' and m[1] not in named}", v)


def commits_read_as_history(out: Any) -> None:
    """In place: get_merge_request_commits listed "refactor: extract price formatting helper" and "fix: handle empty cart
    in checkout" twice each, dated 2025-09, 2026-01, 2025-10 and 2025-05 (seed 1310). A list of commits is a history:
    each commit says its own change (and is listed newest first: mocks.listings.newest_first, once dates are final)."""
    from seer.kinds.code import COMMIT_TOPICS, COMMIT_TYPES

    for node in [out, *objects(out)]:
        for v in (node.values() if isinstance(node, dict) else []):
            if not (isinstance(v, list) and len(v) > 1 and all(isinstance(r, dict) for r in v)
                    and all(isinstance(r.get("sha") or r.get("hash"), str) and isinstance(r.get("message"), str) for r in v)):
                continue
            said = [r["message"] for r in v]
            topics = [t for t in COMMIT_TOPICS if not any(m.endswith(": " + t) for m in said)]
            seen: set[str] = set()
            for r in v:
                if r["message"] in seen and topics and re.fullmatch(r"[a-z]+: .+", r["message"]):
                    t = topics.pop(int(hashlib.sha256((r.get("sha") or r["hash"]).encode()).hexdigest(), 16) % len(topics))
                    r["message"] = f"{COMMIT_TYPES.get(t, ('chore',))[0]}: {t}"
                seen.add(r["message"])


_HEX = re.compile(r"[0-9a-f]{7,40}")


_DATED_LINE = re.compile(r"^(- \S*?(\d{4}-\d{2}-\d{2})[^/\s]*\.\w+ \(.*?modified_at: )(\d{4}-\d{2}-\d{2})T[\d:]+Z", re.M)


def _dated_files_written_on_their_day(out: Any) -> None:
    """In place: search_files(logs/2025-*.log) listed logs/2025-05-20.log modified 2025-01-20 (seed 1339), four months
    before the day it logs. A file named for a day (a daily log, a dated export) is last written at that day's end."""
    def fix(text: str) -> str:
        return _DATED_LINE.sub(lambda m: m[0] if m[3] == m[2] else f"{m[1]}{m[2]}T23:59:00Z", text)

    nodes = [out, *objects(out)]
    for node in nodes:
        for k, v in list(node.items()) if isinstance(node, dict) else ():
            if isinstance(v, str) and "modified_at: " in v:
                node[k] = fix(v)
        path, when = node.get("path") if isinstance(node, dict) else None, node.get("modified_at") if isinstance(node, dict) else None
        day = re.search(r"(\d{4}-\d{2}-\d{2})[^/]*\.\w+$", path) if isinstance(path, str) else None
        if day and isinstance(when, str) and not when.startswith(day[1]) and re.fullmatch(r"\d{4}-\d{2}-\d{2}T[\d:]+Z", when):
            node["modified_at"] = f"{day[1]}T23:59:00Z"


_TOKEN_VALUES = (("color.text.muted", "#6b7280"), ("color.brand.primary", "#0b5fff"), ("color.accent", "#f59e0b"),
                 ("spacing.md", "16px"), ("radius.sm", "4px"), ("font.size.body", "16px"))


def _tokens_hold_their_kind(out: Any) -> None:
    """In place: extract_design_tokens answered color.text.muted "#f0006c" and color.brand.primary "#6b7280" (seed 1352):
    a muted text is grey, a brand primary a brand colour, a spacing a length; a token's value is of the kind its name
    says, and a listing names each token once."""
    own = dict(_TOKEN_VALUES)
    for node in [out, *objects(out)]:
        for v in (node.values() if isinstance(node, dict) else []):
            recs = [r for r in v if isinstance(r, dict) and isinstance(r.get("name"), str) and "value" in r] if isinstance(v, list) else []
            if not recs or not all(r["name"] in own for r in recs):
                continue
            free = [n for n, _ in _TOKEN_VALUES if all(r["name"] != n for r in recs)]
            seen: set[str] = set()
            for r in recs:
                if r["name"] in seen and free:
                    r["name"] = free.pop(0)
                seen.add(r["name"])
                r["value"] = own[r["name"]]


_FORMAT_EXT = {"tiff": "tif", "tif": "tif", "png": "png", "jpg": "jpg", "jpeg": "jpg", "pdf": "pdf", "psd": "psd", "svg": "svg",
               "eps": "eps", "gif": "gif", "webp": "webp", "bmp": "bmp"}


def _saved_in_its_format(args: dict[str, Any], out: Any) -> None:
    """In place: adobe_save_file(app=photoshop, format=tiff) answered .../hero-banner.psd (seed 1403): a file saved in a
    format has that format's extension."""
    body = args.get("params") if isinstance(args.get("params"), dict) else args
    fmt = body.get("format")
    ext = _FORMAT_EXT.get(fmt.lower()) if isinstance(fmt, str) else None
    if ext is None or any(isinstance(v, str) and v.startswith("/") for v in body.values()):
        return  # (a path the call gave is the caller's own)
    for node in objects(out):
        for k, v in node.items():
            if isinstance(v, str) and k in ("path", "output_path", "file") and re.search(r"/[\w.-]+\.\w{2,4}$", v) \
                    and v.rsplit(".", 1)[1].lower() not in (ext, fmt.lower()):
                node[k] = f"{v.rsplit('.', 1)[0]}.{ext}"
    if isinstance(out, dict) and isinstance(out.get("result"), str):
        out["result"] = re.sub(r"(?m)^(path: /[\w./-]+)\.(\w{2,4})$",
                               lambda m: m[0] if m[2].lower() in (ext, fmt.lower()) else f"{m[1]}.{ext}", out["result"])


def _tags_say_their_release(out: Any) -> None:
    """In place: git_tag(mode=list) listed v1.3.9 annotated "I could not reproduce the bug on staging." (seed 1400): a
    release tag's annotation says what it releases ("Release v1.3.9"), never a chat line."""
    from seer.kinds.words import SENTENCES

    for rec in objects(out):
        name = rec.get("name") or rec.get("tag")
        if not (isinstance(name, str) and re.fullmatch(r"v?\d+\.\d+(\.\d+)?", name)):
            continue
        for k in ("annotationBody", "annotation", "message", "body"):
            text = rec.get(k)
            if isinstance(text, str) and any(x in text for x in SENTENCES):
                rest = [ln for ln in text.split("\n") if ln.startswith("- ")]  # its change list stays
                rec[k] = "\n\n".join([f"Release {name}", *(["\n".join(rest)] if rest else [])])


def _commits_are_whole(out: Any) -> None:
    """In place: git_log answered "Add password reset" with two parents and the body "I could not reproduce the bug on
    staging." (seed 1333): a commit has one parent unless it is a merge, and its body says more about its own change
    (a reference to the issue it closes, or nothing), never a chat line."""
    from seer.kinds.words import SENTENCES

    for rec in objects(out):
        sha = rec.get("hash") or rec.get("sha")
        subject = rec.get("subject") or rec.get("message")
        if not (isinstance(sha, str) and _HEX.fullmatch(sha) and isinstance(subject, str)):
            continue
        parents = rec.get("parents")
        if isinstance(parents, list) and len(parents) > 1 and not subject.startswith("Merge "):
            rec["parents"] = parents[:1]
        body = rec.get("body")
        if isinstance(body, str) and any(x in body for x in SENTENCES):  # two chat lines joined are no body either (1383)
            n = int(hashlib.sha256(sha.encode()).hexdigest(), 16)
            rec["body"] = f"Refs #{100 + n % 900}" if n % 2 else ""


def _params_of_the_effect(args: dict[str, Any], out: Any) -> None:
    """In place: adobe_pr_effects(get_params, param_name=Distance) listed Shadow Color, Blurriness and Direction (seed
    1286): an effect's parameters are its own (Drop Shadow's Opacity, Distance, Softness, Direction), the one asked
    about among them."""
    from seer.generate.symbolic.arg_sense import _EFFECT_SETTINGS

    if not str(args.get("action", "")).startswith("get_param") or not isinstance(out, dict) or not isinstance(out.get("result"), str):
        return
    effect, asked = args.get("effect_name"), args.get("param_name")
    own = _EFFECT_SETTINGS.get(effect) if isinstance(effect, str) else \
        next((v for v in _EFFECT_SETTINGS.values() if asked in v), None) if isinstance(asked, str) else None
    if own is None:
        return
    lines = out["result"].split("\n")
    ids = [m[1] for ln in lines for m in [re.match(r"- .+? \(id: (\w+)\)$", ln)] if m]
    if not ids:
        return
    names = list(own)
    made = [ids[i] if i < len(ids) else "par_" + hashlib.sha256(n.encode()).hexdigest()[:8] for i, n in enumerate(names)]
    out["result"] = "\n".join(f"- {n} (id: {h})" for n, h in zip(names, made)) + f"\ntotal: {len(names)}"


def _forks_are_others(args: dict[str, Any], out: Any) -> None:
    """In place: list_forks of project 2547 listed lena-k/search-indexer, the project itself, among its forks (seed
    1277): a project is no fork of itself, so the record of the project the call names leaves the listing."""
    own = args.get("project_id") or args.get("repo") or args.get("repository")
    if own is None:
        return
    for node in [out, *objects(out)]:
        for k, v in (node.items() if isinstance(node, dict) else [("", node)]):
            if isinstance(v, list) and len(v) > 1 and all(isinstance(x, dict) for x in v):
                kept = [x for x in v if str(x.get("project_id", x.get("id", ""))) != str(own)]
                if 0 < len(kept) < len(v):
                    v[:] = kept
                    if isinstance(node, dict):
                        for c in ("total", "count"):
                            if isinstance(node.get(c), int) and not isinstance(node[c], bool):
                                node[c] = len(kept)
