"""A tool that makes a file answers the file it made: export(target='artboard:1', format='jpg') the JPEG it wrote (not a
random object of the document), pdf_generate the PDF, analyzer_save_profile(outputFormat='yaml') the YAML file,
planner_save_plan the markdown file holding the plan, ai_contact_sheet the sheet image. Never only its own flags.

A file maker is read from the tool's words: a verb that makes (export, render, generate, save, write, print) said by its
name or its description's first word, and a file in view (a path, file name or folder parameter, or the description
naming a file or a file format). A save of the document or project itself keeps its own record (the app's shapes).
"Export every artboard to its own file" answers one file per artboard; a format 'both' one file per format it offers."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.lexicon import SOURCE_WORDS, words

_MAKE = frozenset({"export", "render", "generate", "save", "write", "print"})
_OWN_RECORD = frozenset({"document", "project", "file", "doc"})  # a save of the document is the document's record
_MODES = ("action", "op", "operation", "mode", "command")
_FILE_WORDS = frozenset({"file", "files", "pdf", "sheet", "image", "png", "svg", "jpg", "jpeg", "markdown", "copy"})
_PLACE_WORDS = frozenset({"path", "file", "filename", "dir", "directory", "folder"})
_EXT = {"markdown": "md", "md": "md", "yaml": "yaml", "yml": "yaml", "json": "json", "pdf": "pdf", "png": "png", "jpg": "jpg",
        "jpeg": "jpg", "svg": "svg", "eps": "eps", "tiff": "tif", "tif": "tif", "gif": "gif", "webp": "webp", "psd": "psd",
        "mp4": "mp4", "mov": "mov", "html": "html", "csv": "csv", "txt": "txt", "epub": "epub",
        "pytest": "py", "unittest": "py", "python": "py", "selenium_python": "py", "robot": "robot", "webdriverio": "js",
        "jest": "js", "mocha": "js", "javascript": "js", "playwright": "ts", "typescript": "ts", "junit": "java",
        "testng": "java", "java": "java", "cucumber": "feature", "js": "js", "ts": "ts", "py": "py"}
_IMAGE = frozenset({"png", "jpg", "svg", "gif", "webp", "tif", "eps", "psd"})
_SIZES = {"pdf": (80_000, 2_400_000), "mp4": (2_000_000, 90_000_000), "mov": (5_000_000, 200_000_000),
          # a design app's own document is megabytes (checkpoint.ai of 3,390 bytes, seed 1358)
          "ai": (400_000, 12_000_000), "aep": (300_000, 40_000_000), "prproj": (200_000, 8_000_000),
          "indd": (1_000_000, 30_000_000), "fla": (200_000, 10_000_000)}
_NOT_NAMING = frozenset("the a an one every each its own all completed active current new numbered structured comprehensive "
                        "generated final given selected".split())
_CONTENT = frozenset({"content", "contents", "code", "body"})


def _desc_words(p: Any) -> list[str]:
    return [w.lower() for w in words(f"{getattr(p.tool, 'title', None) or ''} {p.tool.description or ''}")]


def _first_word(p: Any) -> str:
    ws = words((p.tool.description or "").split("\n", 1)[0])
    return ws[0].lower() if ws else ""


def makes_file(p: Any, args: dict[str, Any]) -> bool:
    """The call writes a file it should answer (see the module's doc)."""
    verbs = {p.verb, _first_word(p)} & _MAKE
    if p.read or not verbs or verbs <= {"save", "write"} and set(p.nouns) & _OWN_RECORD:  # an export of the document is a file
        return False
    said = [v for k, v in args.items() if k in _MODES and isinstance(v, str)]
    if said and not set(words(said[0])) & _MAKE:  # ae_render_queue(op='list') lists its queue
        return False
    return bool(set(_desc_words(p)) & _FILE_WORDS or any(set(q.words) & _PLACE_WORDS for q in p.params))


def _arg(args: dict[str, Any], test) -> Any:
    return next((v for k, v in args.items() if isinstance(v, str) and v and test(set(words(k)))), None)


def _format(p: Any, args: dict[str, Any]) -> tuple[str | None, Any]:
    """The format the call asked for (else its parameter's default) and that parameter."""
    param = next((q for q in p.params if "format" in q.words or q.words == ["framework"]), None)
    if param is None:
        return None, None
    given = args.get(param.name)
    value = given if isinstance(given, str) else param.schema.get("default")
    return (value.lower() if isinstance(value, str) else None), param


def _ext(p: Any, fmt: str | None, app_ext: str | None) -> str:
    if fmt in _EXT:
        return _EXT[fmt]
    said = next((_EXT[t] for t in reversed(re.split(r"[_\W]+", fmt or "")) if t in _EXT), None)
    if said is not None:  # selenium_js is JavaScript, playwright-python Python
        return said
    if "pdf" in p.words:
        return "pdf"
    desc = _desc_words(p)
    named = next((_EXT[w] for w in desc if w in _EXT and w != "json"), None)
    if named is not None:
        return named
    if set(desc) & {"image", "sheet", "screenshot", "frame"} or "render" in {p.verb, _first_word(p)}:
        return "png"
    return app_ext or "txt"


def _stem(p: Any, args: dict[str, Any], source: dict[str, Any] | None = None) -> str:
    """What the file is named after: the target it exports (artboard:1 -> artboard-1), else the thing the tool makes as its
    title or description names it ('the completed risk profile' -> risk-profile, 'Contact sheet of ...' -> contact-sheet)."""
    target = _arg(args, lambda ws: bool(ws & {"target", "artboard", "comp"}))
    if target:
        return re.sub(r"[^a-z0-9]+", "-", target.lower()).strip("-") or "export"
    if "pdf" in p.words and "page" in _desc_words(p):
        return "page"
    name = [w.lower() for w in words(p.name)]
    noun = name[-1] if name and name[-1] not in _MAKE else (p.nouns[-1] if p.nouns else "export")
    if noun in _EXT or noun in _OWN_RECORD:  # export_pdf: the document's own name, never 'pdf.pdf'
        title = next((str(source[k]) for k in ("name", "title") if source and source.get(k)), "document")
        return re.sub(r"[^a-z0-9]+", "-", title.rsplit(".", 1)[0].lower()).strip("-") or "document"
    desc = _desc_words(p)  # the title too: 'Contact sheet of every artboard'
    before = desc[desc.index(noun) - 1] if noun in desc[1:] else None
    return f"{before}-{noun}" if before and before != noun and before not in _NOT_NAMING | _MAKE and before not in _EXT else noun
    # (ai_checkpoint "... checkpoint checkpoint ...": checkpoint.ai, never checkpoint-checkpoint.ai, seed 1358)


def _size(ext: str, rng: random.Random) -> int:
    lo, hi = _SIZES.get(ext, (40_000, 900_000) if ext in _IMAGE else (900, 14_000))
    return rng.randint(lo, hi)


def _folder(p: Any, args: dict[str, Any], path: str | None) -> str:
    given = _arg(args, lambda ws: bool(ws & {"dir", "directory", "folder"}) and not ws & {"input", "source"})
    return (given or path or ("~/Desktop" if "desktop" in _desc_words(p) else "")).rstrip("/")


def made_file(p: Any, args: dict[str, Any], rng: random.Random, world: Any, app_ext: str | None = None) -> dict[str, Any] | None:
    """The file (or files) a file-making call wrote: its path (given, or its folder and name with the format's extension),
    its format and size (the bytes of the content it was handed, kept in the world so a later read shows it)."""
    if not makes_file(p, args):
        return None
    fmt, fmt_param = _format(p, args)
    ext = _ext(p, fmt, app_ext)
    path = _arg(args, lambda ws: bool(ws & {"path", "file"}) and not ws & {"dir", "directory", "folder", "root", "project"}
                and not ws & SOURCE_WORDS)  # generator_write_test(specFile=...) wrote the test file, not the spec it read
    content = next((v for k, v in args.items() if isinstance(v, str) and (words(k)[-1:] and words(k)[-1].lower() in _CONTENT
                                                                          or words(k) == ["text"])), None)
    shown = {k: v for k, v in args.items() if isinstance(v, (int, float, bool)) or isinstance(v, str) and v != content
             and (path is None or v not in path) and len(v) <= 60}
    own = next((n for n in p.nouns if n in _OWN_RECORD and n in world.current), None)
    if own is not None:  # "export the active document": the file, and the document it came from (the one last made or read)
        shown[own] = {k: v for k, v in world.current[own].items() if k in ("id", "uuid", "name", "title")}
    if path is not None and path.rsplit("/", 1)[-1].count("."):
        given_ext = path.rsplit(".", 1)[-1].lower()  # .../interview-edit.mp4 is a video's size, not a text's
        return {"ok": True, **shown, "path": path, "size": _written(world, path, content, given_ext, rng)}
    source = world.current["document"] if "document" in world.current else None
    title = _arg(args, lambda ws: ws == {"title"})  # generator_save_spec(title="Test plan: Search") is test-plan-search.md
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")[:48] if isinstance(title, str) else ""
    name = _arg(args, lambda ws: "filename" in ws or {"file", "name"} <= ws) or slug or _stem(p, args, source)
    folder = _folder(p, args, path)
    exts = [_EXT[e.lower()] for e in (fmt_param.schema.get("enum") or []) if isinstance(e, str) and e.lower() in _EXT] \
        if fmt in ("both", "all") and fmt_param is not None else []
    every = next((n for n in p.nouns if re.search(rf"\b(every|each) {n}\b.*\bown\b", (p.tool.description or "").lower())), None)
    if every is not None:  # one file per artboard, named after it
        items = world.listing(every, rng.randint(2, 4), rng, p.ctx)
        pattern = next((v for k, v in args.items() if isinstance(v, str) and "pattern" in k.lower() and "*" in v), None)
        if pattern is not None:  # ai_export_artboards(name_pattern="Trade*") exported business-card.png (seed 1340):
            import fnmatch  # only the artboards whose names the pattern matches

            head = pattern.split("*")[0].strip()
            kept = [r for r in items if fnmatch.fnmatch(str(r.get("name") or ""), pattern)]
            items = kept or [{"name": f"{head} {('front', 'back', 'side')[i % 3]}".strip()} for i in range(min(2, len(items)))]
        prefix = args.get("prefix") if isinstance(args.get("prefix"), str) else ""
        names = [f"{prefix}{re.sub(r'[^a-z0-9]+', '-', str(r.get('name') or f'{every}-{i + 1}').lower()).strip('-')}.{ext}"
                 for i, r in enumerate(items)]
    elif exts:  # format 'both': the markdown and the HTML
        stem = name.rsplit(".", 1)[0] if "." in name else name
        names = [f"{stem}.{e}" for e in dict.fromkeys(exts)]
    else:
        names = [name if "." in name else f"{name}.{ext}"]
    files = [{"path": f"{folder}/{n}" if folder else n} for n in names]
    for f in files:
        f["size"] = _written(world, f["path"], content, f["path"].rsplit(".", 1)[-1], rng)
    if len(files) == 1:
        return {"ok": True, **shown, **files[0]}
    return {"ok": True, **shown, **({"directory": folder} if folder else {}), "files": files, "count": len(files)}


def _written(world: Any, path: str, content: str | None, ext: str, rng: random.Random) -> int:
    if content is None:
        return _size(ext, rng)
    world.files[path] = content  # a later read of the file shows what was written
    return len(content.encode())
