"""What a search finds in a folder the request has already seen is among what it saw: directory_tree of
ledger-api/config showed main.py and config.yaml, then search_files(config, *.md) found setup.md, api.md and
release-notes.md in that same folder. A file in a folder whose files were shown, and not shown itself, is found
nowhere; a search left with nothing says so."""

from __future__ import annotations

import json
import re
from typing import Any

from seer.generate.symbolic.file_args import _LISTED_LINE, _shown_files
from seer.harness.model import MockOutput


def searches_find_shown(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place, over a scenario's mocks; a file a later call takes stays (it was found to be used)."""
    import json

    shown: set[str] = set()
    for i, (p, m) in enumerate(zip(profiles, mocks)):
        if m is None or m.is_error:
            continue
        if p.read and set(p.words) & {"search", "find"} and shown and m.grounding != "high":
            seen_dirs = {f.rsplit("/", 1)[0] for f in shown}
            later = json.dumps(calls[i + 1:])
            unseen = lambda path: path not in shown and path.rsplit("/", 1)[0] in seen_dirs and path not in later  # noqa: E731
            m.output = _without(m.output, unseen)
        shown |= set(_shown_files(m.output))


def _without(out: Any, unseen) -> Any:
    if isinstance(out, str) and _LISTED_LINE.search(out):
        lines = [ln for ln in out.split("\n") if not ((m := _LISTED_LINE.fullmatch(ln)) and unseen(m[1]))]
        kept = sum(bool(_LISTED_LINE.fullmatch(ln)) for ln in lines)
        if kept == sum(bool(_LISTED_LINE.fullmatch(ln)) for ln in out.split("\n")):
            return out
        if not kept:
            return "No matches found"
        return "\n".join(re.sub(r"^total: \d+$", f"total: {kept}", ln) for ln in lines)
    if isinstance(out, dict):
        new = {k: _without(v, unseen) for k, v in out.items()}
        lists = [k for k, v in out.items() if isinstance(v, list) and len(new[k]) != len(v)]
        for k in ("total", "count"):
            if lists and isinstance(new.get(k), int) and not isinstance(new[k], bool):
                new[k] = len(new[lists[0]])
        return new
    if isinstance(out, list):
        return [x for x in out if not (isinstance(x, dict) and isinstance(x.get("path"), str) and unseen(x["path"])
                                       or isinstance(x, str) and x.startswith("/") and unseen(x))]
    return out


def trees_hold_shown_folders(mocks: list[MockOutput | None]) -> None:
    """In place: a directory tree of a folder holds the subfolders a listing before it showed there
    (list_allowed_directories showed inventory, inventory/deploy and inventory/lib; directory_tree of inventory then
    held three files and no folder)."""
    import json

    folders: set[str] = set()
    for m in mocks:
        if m is None or m.is_error:
            continue
        for key, text in list(m.output.items()) if isinstance(m.output, dict) else []:
            if not isinstance(text, str) or not text.lstrip().startswith("{") or folders == set():
                continue
            try:
                tree = json.loads(text)
            except ValueError:
                continue
            root = tree.get("path") if isinstance(tree, dict) else None
            kids = tree.get("children") if isinstance(tree, dict) else None
            if not isinstance(root, str) or not isinstance(kids, list):
                continue
            have = {k.get("name") for k in kids if isinstance(k, dict)}
            below = sorted(f[len(root.rstrip("/")) + 1:].split("/") for f in folders if f.startswith(root.rstrip("/") + "/"))
            added: list[dict] = []  # (a folder shown deeper, src/api, is in the tree under its parent src: seed 1277)
            for parts in below:
                if parts[0] in have:
                    continue
                top = next((a for a in added if a["name"] == parts[0]), None)
                if top is None:
                    top = {"name": parts[0], "type": "directory", "children": []}
                    added.append(top)
                node = top
                for part in parts[1:]:
                    nxt = next((c for c in node["children"] if c["name"] == part), None)
                    if nxt is None:
                        nxt = {"name": part, "type": "directory", "children": []}
                        node["children"].append(nxt)
                    node = nxt
            if added:
                tree["children"] = added + kids
                m.output[key] = json.dumps(tree, indent=2)
        for text in (v for v in (m.output.values() if isinstance(m.output, dict) else []) if isinstance(v, str)):
            folders |= {mm[1].rstrip("/") for mm in _LISTED_LINE.finditer(text) if "entries" in (mm[2] or "") or "directory" in (mm[2] or "")}


def listings_agree(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: a folder listed twice lists the same entries (list_directory of docs-site/lib showed four files, then
    list_directory_with_sizes of the same folder two of them); a search, which filters, is left as it is."""
    first: dict[str, list[str]] = {}
    where: dict[str, tuple[MockOutput, str]] = {}
    for at, (p, args, m) in enumerate(zip(profiles, calls, mocks)):
        if m is None or m.is_error or not p.read or set(p.words) & {"search", "find"} or not isinstance(m.output, dict):
            continue
        folder = next((v.rstrip("/") for k, v in args.items() if isinstance(v, str) and v.startswith("/") and "path" in k.lower()), None)
        for key, text in list(m.output.items()):
            if folder is None or not isinstance(text, str):
                continue
            lines = [ln for ln in text.split("\n") if (mm := _LISTED_LINE.fullmatch(ln)) and mm[1].rsplit("/", 1)[0] == folder]
            if not lines:
                continue
            if folder not in first:
                first[folder] = lines
                where[folder] = (m, key)
                continue
            shown = {_LISTED_LINE.fullmatch(ln)[1]: ln for ln in first[folder]}
            here = {_LISTED_LINE.fullmatch(ln)[1]: ln for ln in lines}
            later = json.dumps(calls[at + 1:])
            handed = [ln for path, ln in here.items() if path not in shown and json.dumps(path)[1:-1] in later]
            if handed:  # the file a later call reads is in both listings (seed 2's Dockerfile was dropped from the second)
                first[folder] = [*first[folder], *handed]
                shown.update({_LISTED_LINE.fullmatch(ln)[1]: ln for ln in handed})
                m0, k0 = where[folder]
                rest0 = [ln for ln in m0.output[k0].split("\n") if not _LISTED_LINE.fullmatch(ln)]
                m0.output[k0] = "\n".join([*first[folder], *(re.sub(r"^total: \d+$", f"total: {len(first[folder])}", ln) for ln in rest0)])
            merged = [here.get(path, line) for path, line in shown.items()]
            if set(here) != set(shown):
                merged = _in_asked_order(merged, args)
                rest = [ln for ln in text.split("\n") if not _LISTED_LINE.fullmatch(ln)]
                m.output[key] = "\n".join([*merged, *(re.sub(r"^total: \d+$", f"total: {len(merged)}", ln) for ln in rest)])


def listings_hold_known_folders(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: a listing of a folder holds the subfolders a later call works in or another listing showed as folders
    (list_directory of inventory showed three files, then search_files looked in inventory/deploy and found three there;
    list_allowed_directories had shown inventory/scripts): each is listed, its entries at least the files later calls
    show in it."""
    import json

    for i, (p, args, m) in enumerate(zip(profiles, calls, mocks)):
        if m is None or m.is_error or not p.read or set(p.words) & {"search", "find"} or not isinstance(m.output, dict):
            continue
        folder = next((v.rstrip("/") for k, v in args.items() if isinstance(v, str) and v.startswith("/") and "path" in k.lower()), None)
        if folder is None:
            continue
        later = json.dumps([c for c in calls[i + 1:]] + [x.output for x in mocks[i + 1:] if x is not None and not x.is_error])
        before = json.dumps([x.output for x in mocks[:i] if x is not None and not x.is_error])
        worked_in = [v for c, q in zip(calls[i + 1:], profiles[i + 1:]) for k, v in c.items()  # search_files(path=inventory/deploy)
                     if isinstance(v, str) and "path" in k.lower() and set(q.words) & {"search", "find", "list", "tree"}]
        subs = dict.fromkeys(re.findall(rf"{re.escape(folder)}/([\w@-]+)/", later)
                             + [v[len(folder) + 1:] for v in worked_in if v.startswith(folder + "/") and "/" not in v[len(folder) + 1:]]
                             + re.findall(rf"{re.escape(folder)}/([\w@-]+) \(entries", before + later))  # shown as a folder
        for key, text in list(m.output.items()):
            if not isinstance(text, str):
                continue
            lines = text.split("\n")
            shown = {mm[1] for ln in lines if (mm := _LISTED_LINE.fullmatch(ln)) and mm[1].rsplit("/", 1)[0] == folder}
            if not shown:
                continue
            add = [f"{folder}/{sub}" for sub in subs if f"{folder}/{sub}" not in shown and "." not in sub]
            if not add:
                continue
            inside = lambda f: len(set(re.findall(rf"{re.escape(f)}/[\w.@-]+(?![\w.@/-])", later)))  # noqa: E731
            said = lambda f: re.search(rf"{re.escape(f)} \(entries: (\d+)", before + later)  # noqa: E731
            new = [f"- {f} (entries: {said(f)[1] if said(f) else inside(f) + 2})" for f in add]
            at = next(n for n, ln in enumerate(lines) if _LISTED_LINE.fullmatch(ln))
            lines[at:at] = new
            m.output[key] = "\n".join(re.sub(r"^total: (\d+)$", lambda t: f"total: {int(t[1]) + len(new)}", ln) for ln in lines)


_ENTRIES = re.compile(r"\bentries: \d+")


def entry_counts_agree(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place: a folder shown with "entries: N" holds the N entries a listing of it shows (list_allowed_directories
    showed data-pipeline/src with 28 entries, then list_directory of it two files); a search, which filters, counts
    nothing."""
    counts: dict[str, int] = {}
    for p, args, m in zip(profiles, calls, mocks):
        if m is None or m.is_error or not p.read or set(p.words) & {"search", "find"} or not isinstance(m.output, dict):
            continue
        folder = next((v.rstrip("/") for k, v in args.items() if isinstance(v, str) and v.startswith("/") and "path" in k.lower()), None)
        texts = [t for t in m.output.values() if isinstance(t, str)]
        n = sum(1 for t in texts for mm in _LISTED_LINE.finditer(t) if mm[1].rsplit("/", 1)[0] == folder)
        for tree in filter(None, map(_tree, texts)):  # a recursive tree counts its folders' entries, nested ones too
            _tree_counts(tree["path"].rstrip("/"), tree, counts)
        if folder is not None and n:
            counts.setdefault(folder, n)
    if not counts:
        return

    def fix(mm: re.Match) -> str:
        n = counts.get(mm[1].rstrip("/"))
        facts = mm[2] or ""
        return f"- {mm[1]} ({_ENTRIES.sub(f'entries: {n}', facts)})" if n is not None and _ENTRIES.search(facts) else mm[0]

    for m in mocks:
        if m is not None and not m.is_error and isinstance(m.output, dict):
            for key, text in list(m.output.items()):
                if isinstance(text, str) and "entries: " in text:
                    m.output[key] = _LISTED_LINE.sub(fix, text)


def _tree_counts(path: str, node: dict, counts: dict[str, int]) -> None:
    kids = node.get("children")
    if isinstance(kids, list):
        counts.setdefault(path, len(kids))
        for k in kids:
            if isinstance(k, dict) and isinstance(k.get("name"), str):
                _tree_counts(f"{path}/{k['name']}", k, counts)


def _tree(text: str) -> dict | None:
    """A directory tree a result carries as JSON text ({path, children}), else None."""
    import json

    if not text.lstrip().startswith("{"):
        return None
    try:
        tree = json.loads(text)
    except ValueError:
        return None
    return tree if isinstance(tree, dict) and isinstance(tree.get("path"), str) and isinstance(tree.get("children"), list) else None


def _in_asked_order(lines: list[str], args: dict[str, Any]) -> list[str]:
    """Listing lines in the order the call asked (sortBy=size: the largest first), as the records would be."""
    from seer.generate.symbolic.mocks.listings import _sorted_as_asked

    recs = []
    for ln in lines:
        m = _LISTED_LINE.fullmatch(ln)
        facts = dict(kv.split(": ", 1) for kv in (m[2] or "").split(", ") if ": " in kv)
        recs.append({"_line": ln, "path": m[1], **{k: int(v) if v.isdigit() else v for k, v in facts.items()}})
    _sorted_as_asked(recs, args)
    return [r["_line"] for r in recs]


def listed_paths_once(mocks: list[MockOutput | None]) -> None:
    """In place: a text listing names a path once (list_allowed_directories listed /home/emeka/projects/inventory twice,
    with 3 entries and with 37, once two projects had become the request's one, seed 1457); its total says what is left."""
    for m in mocks:
        if m is None or m.is_error or not isinstance(m.output, dict):
            continue
        for key, text in list(m.output.items()):
            if not isinstance(text, str) or "\n- /" not in "\n" + text:
                continue
            seen: set[str] = set()
            lines = []
            for ln in text.split("\n"):
                head = re.match(r"- (/\S+) \(", ln)
                if head and head[1] in seen:
                    continue
                seen.add(head[1]) if head else None
                lines.append(ln)
            if len(lines) < len(text.split("\n")):
                n = sum(1 for ln in lines if re.match(r"- (/\S+) \(", ln))
                m.output[key] = "\n".join(re.sub(r"^total: \d+$", f"total: {n}", ln) for ln in lines)
