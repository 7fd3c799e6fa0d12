"""Arguments that name files: a file parameter is no folder, content and edits fit the file they go in (an
edit's old text is a line the file holds), an export's extension is what it exports, a move keeps a file's type,
and a write over a file a result showed overwrites it. Each `fit_*` bends `args` in place; `forced` values
(carried from earlier outputs) stay as they are."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from seer.generate.symbolic.cards import Profile, args_body
from seer.generate.symbolic.lexicon import words
from seer.generate.symbolic.param_kinds import kinds_of, words_of
from seer.generate.symbolic.values import MISSING, ValueMaker, fits, schema_type
from seer.generate.symbolic.world import World
from seer.kinds.code import folder_for, name_in
from seer.harness.checks import leaves, objects


def fit_file_not_folder(p: Profile, args: dict[str, Any], forced: dict, world: World, maker: ValueMaker) -> None:
    """read_multiple_files(paths=[the folder directory_tree listed]) reads a folder as a file: a file
    parameter given a folder the user named gets a file inside that folder instead."""
    folders = {v for k, v in world.stated.items() if k and k[-1] == "dir" and isinstance(v, str)}
    for out in world.earlier:  # and the folders a result showed (list_allowed_directories: "- <path> (entries: 31)")
        for t in leaves(out):
            if isinstance(t, str):
                folders |= {m[1].rstrip("/") for m in _LISTED_LINE.finditer(t) if "entries" in (m[2] or "")}
                folders |= set(re.findall(r"^path: (/\S+)\n(?:.*\n)*?type: directory", t, re.M))
    tool_ws = set(words_of(p.name)) | set(words_of(p.tool.description or "")[:12])
    if not folders or not tool_ws & {"file", "files"}:
        return
    for param in p.params:
        if param.folder or param.name in forced or not param.words or param.words[-1] not in ("path", "paths", "file", "files"):
            continue
        if kinds_of(p).get(param.name) == "dir_path":
            continue  # git_add(repo_path=.../helpdesk) names the repository's folder, never its README.md
        value = param.get(args, MISSING)
        many = isinstance(value, list)
        items = value if many else [value]
        if not any(isinstance(v, str) and v in folders for v in items):
            continue
        fixed = []
        for v in items:
            made = maker.make(param.item_schema, param.name, 1, [w for w in param.words if w != "dir"])
            name = made.rsplit("/", 1)[-1] if isinstance(made, str) and "." in made.rsplit("/", 1)[-1] else "README.md"
            fixed.append(f"{v.rstrip('/')}/{name_in(v, name)}" if isinstance(v, str) and v in folders else v)  # what
            # such a folder holds: a reports/ folder's file is no main.py
        param.put(args, fixed if many else fixed[0])


def fit_overwrite_existing(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """An upload/write to a path an earlier result showed replaces that file: overwrite is on
    (overwrite=false over an existing path would fail, not succeed)."""
    if p.read or not any(kinds_of(p).get(name) in ("file_path", "repo_file") for name in forced):
        return
    for param in p.params:
        if param.name not in forced and param.words[-1:] in (["overwrite"], ["replace"]) and schema_type(param.core) == "boolean":
            param.put(args, True)


CONTENT_WORDS = frozenset("content contents text data body".split())


def _named_file(p: Profile, args: dict[str, Any], kind_of: dict[str, str]) -> str | None:
    """The file a call names: its first file parameter whose value has an extension or is a bare file (Dockerfile)."""
    return next((param.get(args) for param in p.params if kind_of[param.name] in ("file_path", "repo_file")
                 and isinstance(param.get(args), str) and ("." in (base := param.get(args).rsplit("/", 1)[-1])
                                                           or base in _BARE_FILES)), None)


def fit_file_content(p: Profile, args: dict[str, Any], forced: dict, world: World, rng: random.Random) -> None:
    """What a write puts in a file fits the file: Markdown in a .md, rows in a .csv, code in a .py."""
    kind_of = kinds_of(p)
    if not any(k in ("file_path", "repo_file") for k in kind_of.values()):
        return
    path = _named_file(p, args, kind_of)
    if path is None:  # (a Dockerfile's content is its instructions, never a chat message)
        return
    for param in p.params:
        if (param.name not in forced and set(param.words) & CONTENT_WORDS and isinstance(param.get(args), str)
                and kind_of[param.name] not in ("file_path", "repo_file", "dir_path")):
            from seer.kinds.files import file_text

            text = file_text(path, rng)
            if fits(param.schema, text):
                param.put(args, text)


def fit_edits_to_file(p: Profile, args: dict[str, Any], world: World, rng: random.Random) -> None:
    """An edit's old text is a line the file holds and its new text that line changed (not two
    sentences the file never had); the world's file then reads as edited."""
    kind_of = kinds_of(p)
    path = _named_file(p, args, kind_of)
    if path is None:  # (a Dockerfile is a file: its edits are its lines, never a chat message)
        return
    pairs = [node for node in objects(args) if _old_new(node)]  # every object at any depth
    if not pairs:
        return
    text = world.file_text(path, rng)
    lines = [ln for ln in dict.fromkeys(text.splitlines()) if len(re.sub(r"\W", "", ln)) >= 4 and len(ln) < 120]  # never ");"
    rng.shuffle(lines)
    lines.sort(key=lambda ln: not (_FLAG.search(ln) or re.search(r"\d", ln)))  # a setting or a figure first: a real change
    for node, line in zip(pairs, lines):
        old_key, new_key = _old_new(node)
        new = _changed(line, path)
        node[old_key], node[new_key] = line, new
        text = text.replace(line, new, 1)
    world.files[path] = text


def fit_line_range_to_file(p: Profile, args: dict[str, Any], forced: dict, world: World, rng: random.Random) -> None:
    """git_blame(filePath=src/deploy.sh, endLine=61) of a file of twelve lines: a line range lies within the file it
    names (git refuses a range past the end), so the lines the result shows are the ones asked for."""
    kind_of = kinds_of(p)
    path = next((param.get(args) for param in p.params if kind_of[param.name] in ("file_path", "repo_file")
                 and isinstance(param.get(args, MISSING), str)), None)
    ends = {w: q for q in p.params for w in ("start", "end") if q.words in ([w, "line"], [w, "line", "number"], [w])
            and schema_type(q.core) == "integer" and q.name not in forced and isinstance(q.get(args, MISSING), int)}
    if path is None or not ends:
        return
    size = len(world.file_text(path, rng).splitlines())
    if size < 1:
        return
    start = ends["start"].get(args) if "start" in ends else 1
    if start > size:
        start = max(1, size - rng.randint(1, 4))
        if fits(ends["start"].schema, start):
            ends["start"].put(args, start)
    if "end" in ends and not start <= ends["end"].get(args) <= size:
        end = rng.randint(min(size, start + 3), size)  # a few lines at least: endLine=1 blames one line
        if fits(ends["end"].schema, end):
            ends["end"].put(args, end)


_BARE_FILES = frozenset("Dockerfile Makefile Procfile Jenkinsfile Gemfile Rakefile Vagrantfile LICENSE README CODEOWNERS".split())


def _old_new(node: dict) -> tuple[str, str] | None:
    old = next((k for k, v in node.items() if isinstance(v, str) and words(k)[:1] == ["old"]), None)
    new = next((k for k, v in node.items() if isinstance(v, str) and words(k)[:1] == ["new"]), None)
    return (old, new) if old and new and words(old)[1:] == words(new)[1:] else None


# a setting's value (debug: false, "enabled": true, FEATURE=on), never a word of prose ("the on-call rota", "no deploys")
_FLAG = re.compile(r"(?<=[:=])\s*[\"']?(true|false|True|False|yes|no|on|off)(?![\w-])")
_FLIPS = {"true": "false", "false": "true", "True": "False", "False": "True", "yes": "no", "no": "yes", "on": "off", "off": "on"}


def _corrected_row(line: str) -> str | None:
    """A CSV row with its last figure after the first field corrected: 1002,Ben Carter,678.19 -> ...,746.01."""
    sep = "\t" if "\t" in line else ","
    cells = line.split(sep)
    for i in range(len(cells) - 1, 0, -1):
        cell = cells[i].strip()
        if re.fullmatch(r"\d+\.\d{2}", cell):
            cells[i] = f"{float(cell) * 1.1:.2f}"
            return sep.join(cells)
        if re.fullmatch(r"\d+", cell):
            cells[i] = str(int(cell) + 1)
            return sep.join(cells)
    return None


_CONSTANTS = frozenset({0, 1, 2, 7, 8, 12, 16, 24, 32, 60, 64, 100, 255, 256, 360, 365, 1000, 1024, 3600, 86400})


_STEP_EDITS = (  # lines of the files seer.kinds.files writes, each edited as a person would
    ("Install the dependencies", "Install the dependencies with `make install`"), ("`make run`", "`make dev`"),
    ("Clone the repository", "Clone the repository and its submodules"), ("Run the tests", "Run the tests with `make test`"),
    ("Pull the latest main", "Pull the latest main and rebase your branch on it"),
    ("set -euo pipefail", "set -euxo pipefail"), (":latest", ":1.4.0"),  # a script traced, an image pinned
    ("WORKDIR /app", "WORKDIR /srv/app"), ("from fastapi import FastAPI", "from fastapi import FastAPI, HTTPException"),
    ("def total(items):", "def total(items: list[dict]) -> float:"), ("import logging", "import logging\nimport os"),
    ("return {\"ok\": True}", "return {\"ok\": True, \"version\": __version__}"))


def _changed(line: str, path: str) -> str:
    """The line as the edit leaves it: a setting switched ("debug": false -> true), a number moved on, else a note in
    the file's own comment syntax (never ' (updated)' glued to a JSON or SQL line)."""
    flag = _FLAG.search(line) if not re.search(r"\b(?:ok|success|healthy)\W*\s*[:=]", line) else None  # a health
    if flag:  # check's "ok: true" is what the endpoint answers, no setting to switch off (seed 1535)
        return line[:flag.start(1)] + _FLIPS[flag[1]] + line[flag.end(1):]
    if path.lower().endswith((".csv", ".tsv")):  # a data row's figure is corrected, never its id (1002 -> 1003 is
        corrected = _corrected_row(line)  # another row's id)
        if corrected:
            return corrected
    if re.search(r"\{ ?ok: true ?\}", line):  # the health check answers more than ok, never "// reviewed" glued on
        return re.sub(r"\{ ?ok: true ?\}", "{ ok: true, uptime: process.uptime() }", line)
    date = re.search(r"\b(\d{4})-(\d\d)-(\d\d)\b", line)
    if date and 1 <= int(date[3]) <= 27:  # CHANGELOG "## [3.6.0] - 2025-02-03": a release date corrected by a day, never
        return line[:date.start(3)] + f"{int(date[3]) + 1:02d}" + line[date.end(3):]  # moved a year on (seed 1536)
    port = re.search(r"\bport\W+(\d{2,5})\b|\blisten\((\d{2,5})\)", line, re.I)
    if port:  # "port": 8080 -> 8000, never 16160 (doubled like a timeout; seed 1527): a service moves to another usual port
        g = 1 if port[1] else 2  # (app.listen(3000) is a port too: 3001, never 6000)
        moved = {8080: 8000, 8000: 8080, 3000: 3001, 5000: 5001, 5432: 5433, 6379: 6380, 9200: 9201}.get(int(port[g]), int(port[g]) + 1)
        return line[:port.start(g)] + str(moved) + line[port.end(g):]
    for said, edited in _STEP_EDITS:  # a README's setup step made precise, never "(updated)" glued to it
        if said in line:
            return line.replace(said, edited)
    for m in re.finditer(r"(?<![\w.])\d+(?![\w.])", line):  # a setting moved on: timeout = 30 -> 60, retries 3 -> 4; a
        n = int(m.group())  # unit conversion (cents / 100, * 1000, 60 s) is no setting: "cents / 101" is a bug
        if n in _CONSTANTS:
            continue
        new = n * 2 if n >= 10 and n % 10 == 0 else n + 1
        return line[:m.start()] + str(new) + line[m.end():]
    version = re.search(r"(?<![\w.])(\d+)\.(\d+)(?![\d])", line)  # python:3.11-slim -> python:3.12-slim: an image moved on
    if version:
        return line[:version.start(2)] + str(int(version[2]) + 1) + line[version.end(2):]
    day = re.search(r"\b(Monday|Tuesday|Wednesday|Thursday|Friday)\b", line) if not re.match(r"\s*[-*] ", line) else None
    # notes.txt "the launch moves to Monday" (a to-do "- no deploys on Friday" is ticked off instead, s34):
    if day:  # the plan moves on a day ("... to Tuesday"), never "(updated)" glued to the sentence (seed 1527)
        days = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
        return line[:day.start()] + days[(days.index(day[1]) + 1) % 5] + line[day.end():]
    owner = re.search(r"\b(Dana|Chen|Kofi|Lena|Farah|Ivan) owns\b", line)
    if owner:  # "Dana owns the checklist" -> "Kofi owns the checklist": the task changes hands
        names = ("Dana", "Chen", "Kofi", "Lena", "Farah", "Ivan")
        return line[:owner.start(1)] + names[(names.index(owner[1]) + 2) % 6] + line[owner.end(1):]
    base = path.rsplit("/", 1)[-1]
    if base in _BARE_FILES and base not in ("LICENSE", "README"):  # a Dockerfile's comment stands on its own line
        return f"# reviewed\n{line}"
    ext = base.rsplit(".", 1)[-1].lower() if "." in base else ""
    quoted = re.search(r'"([^"]{2,})"(,?)\s*$', line)
    if ext == "json" and quoted:  # "name": "webshop" -> "name": "webshop-v2"
        return line[:quoted.start(1)] + quoted[1] + "-v2" + line[quoted.end(1):]
    mark = {"py": "  # reviewed", "sh": "  # reviewed", "yaml": "  # reviewed", "yml": "  # reviewed", "toml": "  # reviewed",
            "js": "  // reviewed", "ts": "  // reviewed", "go": "  // reviewed", "java": "  // reviewed", "sql": "  -- reviewed",
            "css": "  /* reviewed */"}.get(ext, " (done)" if re.match(r"\s*[-*] ", line) else " (updated)")  # a to-do ticked off
    return line.rstrip() + mark


def fit_export_path(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """An export writes a file of what it exports: a PNG for format PNG, an .mp4 from Premiere Pro,
    a PDF from InDesign (not app.js)."""
    low = p.tool.description.lower()
    verbs = {"export", "render", "save", "encode", "open", "extract", "queue", "transcode"}  # ame add_to_queue encodes
    said = next((v for param in p.params if param.words in (["action"], ["mode"], ["operation"], ["op"])
                 for v in [param.get(args)] if isinstance(v, str) and v), "")
    acts = [w for w in re.split(r"[_\s-]+", said.lower()) if w]  # adobe_id_document(action=export_pdf): the action is the verb
    if acts and not set(acts) & verbs and not ("add" in acts and set(p.words) & {"render", "queue"}):
        return  # action=preflight writes no file of its own (ae_render_queue(op=add) renders a movie, never lower-thirds.aep)
    if not set(p.words) & verbs and not set(acts) & verbs and not (words_of(low)[:1] and words_of(low)[0] in verbs):
        return  # ae_see_frame "Render one frame of a comp and return the image": a render by its description
    fmt = next((v for param in p.params for v in [param.get(args)] if isinstance(v, str) and "format" in param.words
                and v.isalnum() and len(v) <= 5), None)
    if fmt is None and "extract" in p.words:  # extract_design_tokens(format defaults to css): tokens.css, never brand-icons.ai
        fmt = next((v if isinstance(v := q.get(args), str) else str(q.core["default"]) for q in p.params if "format" in q.words
                    and (isinstance(q.get(args), str) or isinstance(q.core.get("default"), str))), None)
    fmt = {"tailwind": "js", "markdown": "md"}.get(fmt or "", fmt)
    app = next((str(v).lower().replace(" ", "") for param in p.params for v in [param.get(args)] if param.words == ["app"]
                and isinstance(v, str)), "")  # adobe_save_file(app=indesign): the call's app, not the description's first
    apps = (("illustrator", "ai"), ("photoshop", "psd"), ("indesign", "indd"), ("premiere", "prproj"), ("aftereffects", "aep"),
            ("after effects", "aep"), ("animate", "fla"))
    said_words = [*p.words, *acts, *(words_of(low)[:1] if not acts else [])]  # ai_checkpoint "Save a copy of the document":
    saves = set(said_words) & {"save", "open"} and "export" not in said_words  # the app's own file (.ai), never a PNG (1391)
    native = next((e for a, e in apps if a in (app or low)), None) if saves else None
    named = next((w for w in [*acts, *p.words] if w in ("pdf", "png", "svg", "jpg", "jpeg", "eps", "tiff", "mp4", "gif", "epub", "html")),
                 None)  # export_pdf
    still = "png" if re.search(r"\b(one frame|a frame|the image|an image|still|snapshot|screenshot|thumbnail|sheet)\b", low) else None
    # ai_contact_sheet "tile them into one numbered sheet": a PNG, never a 79 MB .mp4
    ext = (fmt or named or native or still or ("mp4" if any(a in low for a in ("premiere", "media encoder", "after effects", "render")) else
                   "pdf" if "indesign" in low else "psd" if "photoshop" in low and "save" in p.words else
                   "png" if any(a in low for a in ("illustrator", "photoshop", "png")) else "")).lower()
    if not ext:
        return
    for param in p.params:
        v = param.get(args)
        if param.name in forced or not isinstance(v, str) or kinds_of(p)[param.name] != "file_path":
            continue
        if "." not in v.rsplit("/", 1)[-1] and ext not in _MEDIA_STEMS:
            continue  # a folder, or a file whose name says no type: as given
        new = (v.rsplit(".", 1)[0] if "." in v.rsplit("/", 1)[-1] else v) + "." + ext
        code_dir = re.match(r"(/home/[^/]+/projects/[^/]+)/(?:src|lib|tests|scripts|config|reports|data|deploy|docs|notes)"
                            r"(?:/[\w-]+)?/([^/]+)$", new)
        if ext in ("ai", "psd", "indd", "prproj", "aep", "fla") and code_dir:  # a design document sits in its project,
            new = f"{code_dir[1]}/{code_dir[2]}"  # never in the code's src/ or tests/ (brand-icons.prproj, seed 1450)
        stem = new.rsplit("/", 1)[-1].rsplit(".", 1)[0]
        if stem.lower() in _CODE_STEMS and ext in _MEDIA_STEMS:  # an encode to utils.mp4 is no video's name: promo-1080p.mp4
            new = f"{new.rsplit('/', 1)[0]}/{_MEDIA_STEMS[ext]}.{ext}" if "/" in new else f"{_MEDIA_STEMS[ext]}.{ext}"
        if "tokens" in p.words:  # design tokens are saved as what they are
            new = f"{v.rsplit('/', 1)[0]}/design-tokens.{ext}" if "/" in v else f"design-tokens.{ext}"
        if fits(param.schema, new):
            param.put(args, new)


_CODE_STEMS = frozenset("utils main app index server config settings setup deploy test_cart schema notes data users dockerfile "
                        "makefile readme changelog".split())
_MEDIA_STEMS = {"mp4": "promo-1080p", "mov": "promo-1080p", "png": "artwork", "jpg": "artwork", "pdf": "proof", "psd": "artwork",
                "ai": "artwork", "indd": "layout", "gif": "banner", "svg": "logo"}


_FORMAT_EXT = {"markdown": "md", "yml": "yaml", "text": "txt"}  # outputFormat=markdown is saved as a .md
_DATA_FORMATS = frozenset("json yaml yml md html csv txt xml pdf".split())
_OTHER_DOCS = frozenset("readme changelog license contributing notes todo config settings setup data output index main app "
                        "dockerfile makefile procfile gemfile jenkinsfile vagrantfile".split())


def fit_saved_name(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """analyzer_save_profile(filename="README.md", outputFormat="json") "Save the completed risk profile to a
    file": a file a save writes is named for what it holds and ends in the format asked (risk-profile.json), never
    another document's name (README.md) in another format."""
    if not set(p.words) & {"save", "write", "export"} and not any({"output", "filename"} <= set(q.words) for q in p.params):
        return  # analyzer_generate_documentation(outputFilename) writes its document too
    fmt = next((_FORMAT_EXT.get(v.lower(), v.lower()) for param in p.params for v in [param.get(args)]
                if isinstance(v, str) and "format" in param.words and _FORMAT_EXT.get(v.lower(), v.lower()) in _DATA_FORMATS), None)
    kind_of = kinds_of(p)
    for param in p.params:
        v = param.get(args)
        if param.name in forced or not isinstance(v, str) or kind_of.get(param.name) not in ("filename", "file_path"):
            continue
        head, _, name = v.rpartition("/")
        stem, _, ext = name.rpartition(".") if "." in name else (name, "", "")  # a test plan saved as "Dockerfile"
        if not ext and stem.lower() not in _OTHER_DOCS:
            continue
        markdown = any(isinstance(x, str) and x.startswith("# ") for x in _leaves(args))  # a plan in Markdown is a .md
        want = fmt or ("md" if markdown else None)
        other = stem.lower() in _OTHER_DOCS or want is not None and ext.lower() != want
        if not other and (want is None or ext.lower() == want or want == "yaml" and ext.lower() == "yml"):
            continue
        new_stem = _thing_slug(p) if other else stem
        new_ext = want or ext or "txt"
        new = f"{head}/{new_stem}.{new_ext}" if head else f"{new_stem}.{new_ext}"
        if new_stem and fits(param.schema, new):
            param.put(args, new)


def _leaves(v: Any):
    if isinstance(v, dict):
        for x in v.values():
            yield from _leaves(x)
    elif isinstance(v, list):
        for x in v:
            yield from _leaves(x)
    else:
        yield v


def _thing_slug(p: Profile) -> str:
    """"Save the completed risk profile to a file" -> risk-profile: what the save holds, in a file name."""
    from seer.generate.symbolic.phrasing import description_action

    act = description_action(p)
    ws = [w for w in words_of(act.obj if act is not None and act.obj else " ".join(p.nouns)) if w not in
          ("the", "a", "an", "completed", "current", "generated", "new", "file", "to")]
    return "-".join(ws[-2:])


_FROM_WORDS = frozenset("source src from old origin".split())


_TO_WORDS = frozenset("destination dest dst to target new".split())


def fit_move_keeps_type(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """A move, rename or copy keeps what the file is: main.py goes to another folder as main.py or is
    renamed to another .py name, never becomes report-q3.csv."""
    if not set(p.words) & {"move", "rename", "copy", "mv", "cp"}:
        return
    paths = [q for q in p.params if kinds_of(p)[q.name] == "file_path" and isinstance(q.get(args), str)]
    src = next((q for q in paths if set(q.words) & _FROM_WORDS), None)
    dst = next((q for q in paths if set(q.words) & _TO_WORDS), None)
    if src is None or dst is None or dst.name in forced:
        return
    a, b = src.get(args), dst.get(args)
    ext = lambda name: name.rsplit(".", 1)[1] if "." in name else name  # noqa: E731 - a Dockerfile is its own type
    home_a, home_b = re.match(r"/home/[^/]+/projects/[^/]+", a), re.match(r"/home/[^/]+/projects/[^/]+", b)
    moved = b
    if home_a and home_b and home_a[0] != home_b[0]:  # move_file(ledger-api/src/components/README.md, auth-gateway/
        moved = home_a[0] + b[len(home_b[0]):]  # CHANGELOG.md) (seed 1362): a file moves within its own project
    a_dir, _, a_name = a.rpartition("/")
    b_dir, _, b_name = moved.rpartition("/")
    if b_dir != a_dir and a_name and b_name and b_name != a_name and "rename" not in p.words:
        moved = f"{b_dir}/{a_name}"  # moved to another folder, it keeps its name (README.md, never CHANGELOG.md)
        b_name = a_name
    if b_dir != a_dir and b_name == a_name and home_a and b_dir.startswith(home_a[0] + "/") \
            and folder_for(a_name, b_dir) not in (b_dir, a_dir):  # into a folder that holds such files: a CHANGELOG.md
        b_dir = folder_for(a_name, b_dir)  # moves to docs/, never into reports/ (seed 1445)
        moved = f"{b_dir}/{a_name}"
    if b_dir == a_dir and b_name != a_name and home_a and "." in a_name \
            and not b_name.startswith(a_name.rsplit(".", 1)[0]):  # server.go renamed notes.go beside itself (seed 1386):
        stem, dot = a_name.rsplit(".", 1)[0], ext(a_name)  # a name that means another file; renamed, it is server_old.go
        moved = f"{a_dir}/{stem}{'_' if dot in _CODE else '-'}old.{dot}" if "rename" in p.words else a  # (moved, it goes
        # to another folder under its own name, below)
    if moved == a and home_a:  # never onto itself: into the project's archive folder (or up to its root)
        moved = f"{home_a[0]}/archive/{a_name}" if a_dir == home_a[0] else f"{home_a[0]}/{a_name}"
    b_dir, _, b_name = moved.rpartition("/")
    if moved != b and fits(dst.schema, moved):
        dst.put(args, moved)
    if not a_name or not b_name or ext(a_name) == ext(b_name):
        return
    new = f"{b_dir}/{a_name}" if b_dir != a_dir else \
        f"{b_dir}/{b_name.rsplit('.', 1)[0]}.{ext(a_name)}" if "." in a_name else f"{b_dir}/archive/{a_name}"
    # (a Dockerfile moved is a Dockerfile: into an archive folder beside it, never Dockerfile.old)
    if fits(dst.schema, new):
        dst.put(args, new)


_CODE = frozenset("py go rs java kt rb c h cpp cs swift".split())  # languages whose file names take underscores
_READS_FILES = frozenset("read edit open view cat".split())  # tools whose path is a file they open
_MEDIA = frozenset("png jpg jpeg gif webp svg bmp tiff mp3 wav ogg flac m4a mp4 mov webm pdf".split())


def fit_listed_files(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random, earlier: tuple) -> None:
    """A file read or edited after a listing is one the listing showed: directory_tree of src/components lists
    schema.sql, users.csv and README.md, so the next read_multiple_files reads two of those, not
    components/settings.json (never listed) and another project's users.csv."""
    if not earlier or not set(p.words) & _READS_FILES:
        return  # list_directory(path) and search_files(path) take a folder, not a listed file
    shown = [f for f in dict.fromkeys(f for o in earlier for f in _shown_files(o))]
    media = bool(set(p.words) & {"media", "image", "audio"})
    shown = [f for f in shown if (f.rsplit(".", 1)[-1].lower() in _MEDIA) == media]
    if not shown:
        return
    for param, items, many in _file_path_values(p, args, forced):
        if all(v in shown for v in items):
            continue
        free = [f for f in shown if f not in items]
        rng.shuffle(free)
        fixed = [v if v in shown else (free.pop() if free else v) for v in items]
        if fits(param.schema, fixed if many else fixed[0]):
            param.put(args, fixed if many else fixed[0])


def _file_path_values(p: Profile, args: dict[str, Any], forced: dict):
    """Each file path parameter the request left free, with its paths as a list (one or many) and whether it takes
    many: the paths a fitting rule may swap for others."""
    kind_of = kinds_of(p)
    for param in p.params:
        if param.name in forced or param.folder or kind_of.get(param.name) != "file_path":
            continue
        value = param.get(args, MISSING)
        many = isinstance(value, list)
        items = value if many else [value]
        if items and all(isinstance(v, str) for v in items):
            yield param, items, many


_TEXT_NAMES = ("README.md", "notes.txt", "config.yaml", "CHANGELOG.md")


def fit_text_read_of_text(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """read_media_file(media/logo.png), then read_multiple_files([media/logo.png]) answered "Meeting notes, 12 March ..."
    (seed 1336): a tool that reads text reads a text file; a picture or a recording it is handed stays the media tool's.
    A path the request did not fix that names a media file becomes a text file of the same folder."""
    if not set(p.words) & _READS_FILES or set(p.words) & {"media", "image", "audio"} or not set(p.words) & {"file", "files", "text"}:
        return
    for param, items, many in _file_path_values(p, args, forced):
        if not all("/" in v for v in items):
            continue
        fixed = [v if v.rsplit(".", 1)[-1].lower() not in _MEDIA else f"{v.rsplit('/', 1)[0]}/{rng.choice(_TEXT_NAMES)}" for v in items]
        fixed = list(dict.fromkeys(fixed))
        if fixed != items and fits(param.schema, fixed if many else fixed[0]):
            param.put(args, fixed if many else fixed[0])


_LISTED_LINE = re.compile(r"^- (/\S+)(?: \(([^)\n]*)\))?$", re.M)  # a listing's line: a path and its facts
_PATH_IN_TEXT = re.compile(r"(?<![\w.])(/(?:[\w.@-]+/)*[\w@-][\w.@-]*\.[A-Za-z0-9]{1,5})\b")


def _shown_files(output: Any) -> list[str]:
    """The file paths an output shows: paths in its values and text, and the files of a directory tree
    ({"path": dir, "children": [{"name": f, "type": "file"}]}), also when the tree comes as JSON text."""
    out: list[str] = []

    def walk(v: Any, at: str = "") -> None:
        if isinstance(v, dict):
            here = v.get("path") if isinstance(v.get("path"), str) else at
            kids = v.get("children")
            if isinstance(kids, list):
                for k in kids:
                    if isinstance(k, dict) and isinstance(k.get("name"), str):
                        if k.get("type") == "file" and here:
                            out.append(f"{here.rstrip('/')}/{k['name']}")
                        elif k.get("type") == "directory" and here:
                            walk({**k, "path": f"{here.rstrip('/')}/{k['name']}"})
            for key, x in v.items():
                if key != "children":
                    walk(x, here)
        elif isinstance(v, list):
            for x in v:
                walk(x, at)
        elif isinstance(v, str):
            s = v.strip()
            if s[:1] in "{[":
                try:
                    walk(json.loads(s), at)
                    return
                except ValueError:
                    pass
            listed = {m.group(1): "directory" in (m.group(2) or "") or "entries" in (m.group(2) or "")  # a folder line
                      for m in _LISTED_LINE.finditer(v)}  # ("- /p/src/api (entries: 31)") lists no file
            out.extend(path for path, folder in listed.items() if not folder)  # "- /p/Dockerfile (size: 90)"
            out.extend(m.group(1) for m in _PATH_IN_TEXT.finditer(v) if m.group(1) not in listed)
    walk(output)
    return out


_PICTURE_SLOTS = frozenset("avatar photo picture image logo icon thumbnail headshot banner".split())
_DOCUMENT_SLOTS = frozenset("resume cv document invoice attachment pdf".split())


def fit_upload_to_its_field(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """upload_file(value=input[name='avatar'], filePath=.../invoice-2041.pdf): a file uploaded into an avatar field is a
    picture, into a resume field a document; the file keeps its folder and name, its type follows the field."""
    if "upload" not in p.words:
        return
    target = " ".join(str(v).lower() for k, v in args.items() if isinstance(v, str) and not v.startswith("/"))
    said = set(re.findall(r"[a-z]+", target))
    ext = "png" if said & _PICTURE_SLOTS else "pdf" if said & _DOCUMENT_SLOTS - {"attachment"} else None
    if ext is None:
        return
    kind_of = kinds_of(p)
    for param in p.params:
        v = param.get(args)
        if param.name in forced or not isinstance(v, str) or kind_of.get(param.name) != "file_path" or "." not in v.rsplit("/", 1)[-1]:
            continue
        have = v.rsplit(".", 1)[-1].lower()
        if (ext == "png" and have not in ("png", "jpg", "jpeg", "gif", "webp", "svg")) or (ext == "pdf" and have not in ("pdf", "doc", "docx")):
            folder, name = v.rsplit("/", 1) if "/" in v else ("", v)
            stem = ("avatar" if "avatar" in said else "photo") if ext == "png" else name.rsplit(".", 1)[0]
            new = f"{folder}/{stem}.{ext}" if folder else f"{stem}.{ext}"
            if fits(param.schema, new):
                param.put(args, new)


_DESCRIBED_TYPE = re.compile(r"\ba\s+\.([a-z0-9]{2,5})\s+(?:script\s+)?file\b", re.I)
_SCRIPTS = ("batch-export.jsx", "rename-layers.jsx", "relink-footage.jsx", "apply-brand-colors.jsx")


def fit_described_file_type(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """adobe_run_jsx_file "Execute a .jsx script file" ran /projects/payments-api/renders/interview-edit.mp4, a path
    the request had just exported: the file a tool's description says it takes is of that type (scripts/batch-export.jsx)."""
    m = _DESCRIBED_TYPE.search(p.tool.description or "")
    if m is None:
        return
    ext = m[1].lower()
    kind_of = kinds_of(p)
    for param in p.params:
        v = param.get(args)
        if param.name in forced or not isinstance(v, str) or kind_of.get(param.name) != "file_path" or v.lower().endswith("." + ext):
            continue
        head = v.rsplit("/", 1)[0] if "/" in v else ""
        if ext == "jsx":  # a script lives with the project's scripts, named for what it does
            head = re.sub(r"/(?:renders|footage|artwork|exports?|assets|images)$", "", head) + "/scripts" if head else "scripts"
            name = _SCRIPTS[sum(map(ord, v)) % len(_SCRIPTS)]
        else:
            name = v.rsplit("/", 1)[-1].rsplit(".", 1)[0] + "." + ext
        new = f"{head}/{name}" if head else name
        if fits(param.schema, new):
            param.put(args, new)


def fit_inside_allowed(p: Profile, args: dict[str, Any], forced: dict, world: World) -> None:
    """search_files(path=.../docs-site/config) after list_allowed_directories showed billing-service/config and
    mobile-app/tests: the server refuses a path outside the directories it allows, so a later path lives in one
    of them (the one the request picked, else the first): .../mobile-app/tests."""
    allowed: list[str] = []
    for q, out in zip(world.plan[:world.at], world.earlier):
        if hasattr(q, "words") and "allowed" in q.words:
            allowed += [m[1].rstrip("/") for t in leaves(out) if isinstance(t, str) for m in _LISTED_LINE.finditer(t)]
    if not allowed:
        return
    picked = next((v for v in world.assigned.values() if isinstance(v, str) and v.rstrip("/") in allowed), allowed[0]).rstrip("/")
    kind_of = kinds_of(p)
    for param in p.params:
        v = param.get(args)
        if param.name in forced or not isinstance(v, str) or kind_of.get(param.name) not in ("file_path", "dir_path") \
                or not v.startswith("/") or any(v == a or v.startswith(a + "/") for a in allowed):
            continue
        rest = re.sub(r"^/home/[^/]+/projects/[^/]+(?:/[^/]+)?", "", v) if "/projects/" in v else "/" + v.rsplit("/", 1)[-1]
        name = rest.rsplit("/", 1)[-1] or v.rsplit("/", 1)[-1]
        new = picked + (rest if "." in name else f"/{name}" if kind_of.get(param.name) == "file_path" and not p.read else "")
        # a search in /home/emeka/projects/helpdesk is a search in the allowed folder, never in .../inventory/src/helpdesk
        # (a project's name as a subfolder, seed 1541); a file keeps
        # its name (edit_file's path is never the allowed folder itself), a folder is the one allowed
        if fits(param.schema, new):
            param.put(args, new)


def fit_staged_from_status(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random, earlier: tuple) -> None:
    """git_add(files=[scripts/utils.py]) after a git_status that listed package.json and src/app.py as modified and
    src/utils/format.ts as untracked: what a person stages after a status is one of the changes it showed."""
    if p.read or "add" not in p.words or "git" not in p.words + list(p.ctx[0].split("_")):
        return
    changed = list(dict.fromkeys(f for o in earlier for rec in objects(o) for k in ("modified", "unstaged", "untracked")
                                 if isinstance(rec.get(k), list) for f in rec[k] if isinstance(f, str)))
    if not changed:
        return
    for param in p.params:
        value = param.get(args, MISSING)
        if param.name in forced or not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
            continue
        if all(v in changed or v in (".", "-A", "--all") for v in value):
            continue
        picked = changed[:max(1, min(len(value), len(changed)))] if len(changed) <= 2 else rng.sample(changed, min(len(value), 2))
        if fits(param.schema, picked):
            param.put(args, picked)


_PRODUCES = frozenset("generate export render print capture screenshot snapshot".split())


def fit_made_file_is_new(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple) -> None:
    """pdf_generate(filePath=.../resume.pdf) just after file_upload(.../resume.pdf): a file a call produces does not
    overwrite a file the request has just used; it gets a name of its own beside it (page.pdf)."""
    if p.read or not ({p.verb} | set(p.words)) & _PRODUCES or not earlier:
        return
    used = {f for o in earlier for f in _shown_files(o)}
    kind_of = kinds_of(p)
    for param in p.params:
        v = param.get(args)
        if param.name in forced or not isinstance(v, str) or kind_of.get(param.name) != "file_path" or v not in used:
            continue
        head, _, name = v.rpartition("/")
        ext = name.rsplit(".", 1)[-1] if "." in name else "pdf"
        stem = _thing_slug(p) or "output"
        stem = "page" if stem in ("pdf", "png", "screenshot") else stem
        new = f"{head}/{stem}.{ext}" if head else f"{stem}.{ext}"
        n = 2
        while new in used:
            new = f"{head}/{stem}-{n}.{ext}" if head else f"{stem}-{n}.{ext}"
            n += 1
        if fits(param.schema, new):
            param.put(args, new)


def _read_whole(world: Any, earlier: tuple) -> set[str]:
    """The files whose whole text an earlier result of the request showed: read already."""
    texts = {v for o in earlier for v in leaves(o) if isinstance(v, str)}
    return {f for f, text in world.files.items() if text in texts}


def _listed_unread_in(folder: str, read: set[str], earlier: tuple) -> list[str]:
    """The text files an earlier listing showed in a folder that no read has shown yet, in listing order."""
    return [f for f in dict.fromkeys(f for o in earlier for f in _shown_files(o))
            if f not in read and f.rsplit("/", 1)[0] == folder and f.rsplit(".", 1)[-1].lower() not in _MEDIA]


def fit_read_again_with_more(p: Profile, args: dict[str, Any], world: Any, rng: random.Random, earlier: tuple) -> None:
    """read_text_file(report-q3.csv) and then read_multiple_files(paths=[report-q3.csv]): the same file read twice. A
    read of several files that would only read again a file the request read takes another listed file beside it."""
    if not p.read or not earlier:
        return
    kind_of = kinds_of(p)
    read: set[str] | None = None
    for param in p.params:
        value = param.get(args, MISSING)
        if not (isinstance(value, list) and len(value) == 1 and isinstance(value[0], str) and kind_of.get(param.name) == "file_path"):
            continue
        if read is None:
            read = _read_whole(world, earlier)
        if value[0] not in read:
            continue
        here = value[0].rsplit("/", 1)[0]
        free = _listed_unread_in(here, read, earlier)
        if not free:  # nothing else listed: a file beside it, of its kind (src/api/utils.py with src/api/models.py)
            ext = value[0].rsplit(".", 1)[-1] if "." in value[0].rsplit("/", 1)[-1] else ""
            from seer.kinds.files import _code_role

            mine = _code_role(value[0].rsplit("/", 1)[-1])  # beside app.js a helpers file, never index.js (two entry
            names = [n for n in _BESIDE.get(ext, ()) if f"{here}/{n}" != value[0] and (not mine or _code_role(n) != mine)]
            # points read as one text twice)
            free = [f"{here}/{rng.choice(names)}"] if names else []
        if free and fits(param.schema, [value[0], free[0]]):
            param.put(args, [value[0], free[0]])


def fit_next_read_takes_another(p: Profile, args: dict[str, Any], forced: dict, world: Any, earlier: tuple) -> None:
    """A listing, then read_file(CHANGELOG.md) and read_text_file(CHANGELOG.md) (seed 1339): one file read twice over
    the same lines. A read whose path the plan did not hand on, of a file an earlier read of the request showed whole,
    takes another file the listing showed in that folder (a head or a tail of it reads other lines, and stays)."""
    if not p.read or not earlier or not set(p.words) & {"read"}:
        return
    part = {k: args[k] for k in ("head", "tail", "offset", "limit", "lines") if isinstance(args.get(k), int)}
    kind_of = kinds_of(p)
    read = _read_whole(world, earlier) \
        if all(world.stated.get((k,)) == v for k, v in part.items()) else set()  # (the head 11 said before is the same lines)
    plan = world.plan or []
    read |= {v for (j, _n), v in world.assigned.items() if isinstance(v, str) and world.at < j < len(plan)
             and plan[j].read and "read" in plan[j].words}  # the file the listing hands a later read: that read's
    for param in p.params:
        value = param.get(args, MISSING)
        if param.name in forced or kind_of.get(param.name) != "file_path" or not isinstance(value, str) or value not in read:
            continue
        free = _listed_unread_in(value.rsplit("/", 1)[0], read, earlier)
        if free and fits(param.schema, free[0]):
            param.put(args, free[0])


_BESIDE = {"py": ("models.py", "routes.py", "settings.py", "__init__.py"), "ts": ("index.ts", "api.ts", "types.ts"),
           "js": ("index.js", "api.js", "utils.js"), "md": ("README.md", "CHANGELOG.md", "CONTRIBUTING.md"),
           "csv": ("users.csv", "orders.csv", "report-q2.csv"), "yaml": ("config.yaml", "values.yaml", "docker-compose.yaml"),
           "json": ("package.json", "settings.json", "tsconfig.json"), "go": ("main.go", "server.go", "handlers.go"),
           "sql": ("schema.sql", "seed.sql"), "txt": ("notes.txt", "todo.txt")}


def fit_pattern_under_path(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """search_files(path=.../mobile-app/src/components, pattern="src/**/*.ts"): a pattern is matched under the folder
    searched, so it never starts with a folder that folder already is inside ("**/*.ts")."""
    kinds = kinds_of(p)
    base = next((v for q in p.params for v in [q.get(args, MISSING)] if isinstance(v, str) and v.startswith("/")
                 and kinds.get(q.name) in ("dir_path", "file_path")), None)
    if base is None:
        return
    segments = set(base.strip("/").split("/"))
    for q in p.params:
        v = q.get(args, MISSING)
        if q.name in forced or kinds.get(q.name) != "glob" or not isinstance(v, str) or "/" not in v or v.startswith("/"):
            continue
        head, rest = v.split("/", 1)
        under = rest if rest.startswith("**") else f"**/{rest}"
        if head in segments and rest and fits(q.schema, under):
            q.put(args, under)


def fit_commit_says_shown(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple, plan: list | None = None) -> None:
    """git_commit(message="test: cover refund edge cases") right after a staged diff that rounds a cart's total: a commit
    made after the changes were shown says what they change ("fix: round cart totals to cents")."""
    from seer.generate.symbolic.world import message_for_diff

    if p.read or "commit" not in p.words:
        return
    diffs = [(q, t) for q, o in zip(plan or [None] * len(earlier), earlier) for rec in objects(o) for t in rec.values()
             if isinstance(t, str) and "diff --git" in t and not _committed(rec)]
    staged = [t for q, t in diffs if q is not None and set(q.words) & {"staged", "cached"} and "unstaged" not in q.words]
    unstaged = {t for q, t in diffs if q is not None and "unstaged" in q.words}
    from seer.generate.symbolic.worktree import _triple

    since = max((n + 1 for n, q in enumerate((plan or [])[:len(earlier)]) if q is not None and not q.read), default=0)
    tree = next((t for o in earlier[since:] for rec in objects(o) for t in [_triple(rec)] if t is not None), None)  # the
    # first status since the last write: the one every later status of that stretch agrees with (statuses_agree)
    index = tree[0] if tree and tree[0] else next((rec["staged"] for o in reversed(earlier) for rec in objects(o)
                  if isinstance(rec.get("staged"), list) and rec["staged"] and all(isinstance(f, str) for f in rec["staged"])), None)
    waiting = [f for f in (tree[1] + tree[2] if tree else []) if isinstance(f, str)]
    for q in p.params:  # git_commit(filesToStage=[...]) after a status: the files it showed waiting, never others
        v = q.get(args, MISSING)
        if waiting and q.name not in forced and "stage" in q.words and isinstance(v, list) and v \
                and not set(v) <= set(waiting) and fits(q.schema, waiting[:len(v)]):
            q.put(args, waiting[:len(v)])  # (seed 1459: data/report-q3.csv staged beside a status of src/app.js)
    others = [t for _q, t in diffs if t not in unstaged or index is None or any(f"+++ b/{f}\n" in t for f in index)]
    # git_diff_unstaged of src/app.py, git_status staging README.md, then a commit "chore: raise the HTTP timeout"
    # (seed 1364): a commit records what is staged, never the unstaged change shown beside it
    shown = (staged or others or [None])[-1]  # what is staged is what is committed (else the last diff)
    said = message_for_diff(shown) if shown else None
    if said is None and index and not staged:
        name = index[0].rsplit("/", 1)[-1]
        said = f"docs: update {name}" if name.lower().endswith((".md", ".rst", ".txt")) else f"chore: update {name}"
    for q in p.params:
        if said and q.name not in forced and q.words[-1:] == ["message"] and isinstance(q.get(args, MISSING), str) \
                and fits(q.schema, said):
            q.put(args, said)


def _committed(rec: dict[str, Any]) -> bool:
    """A diff of a commit already made (git_show of 2157803b423a, its sha and message beside it), not of the working
    tree: the next commit says its own change, never that commit's message again (seed 1267)."""
    return any(isinstance(rec.get(k), str) for k in ("sha", "hash", "commit", "commitHash")) \
        and any(isinstance(rec.get(k), str) for k in ("message", "subject"))


_EXCLUDED = ("node_modules", ".git", "dist", "**/*.log", "__pycache__", "coverage", "*.tmp", "build")


def fit_excluded_patterns(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """directory_tree(excludePatterns=["src/**/*.ts", "*.md"]) answered README.md and CHANGELOG.md all the same: what a
    person leaves out of a tree or a search is what clutters one (node_modules, .git, *.log), never the files asked for."""
    for q in p.params:
        v = q.get(args, MISSING)
        if q.name in forced or not set(q.words) & {"exclude", "excludes", "ignore", "ignored"}:
            continue
        sought = " ".join(str(x) for q2 in p.params if set(q2.words) & {"pattern", "query", "glob", "name"} and q2 is not q
                          for x in [q2.get(args, "")] if isinstance(x, str))  # search_files(pattern=node_modules,
        pool = [e for e in _EXCLUDED if not sought or e.strip("*/.") not in sought]  # excludePatterns=[node_modules]) found
        # files in node_modules (seed 1279): what a search looks for is never what it leaves out
        if isinstance(v, list) and v and all(isinstance(x, str) for x in v):
            made = rng.sample(pool, min(len(v), 3))
        elif isinstance(v, str) and v:
            made = rng.choice(pool)
        else:
            continue
        if fits(q.schema, made):
            q.put(args, made)


_FILE_NAME = re.compile(r"^[\w .-]+\.(png|jpe?g|gif|svg|tiff?|psd|ai|pdf|eps|webp|mp4|mov|wav|mp3)$", re.I)


def fit_placed_item_name(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """place_image(file_path=.../logo.png, name="hero.jpg"): a placed item named as another file. An item named with a
    file name is named for the file it was placed from (Illustrator names a placed item by its file)."""
    if not set(p.words) & {"place", "import", "insert", "embed"}:
        return
    flat = args_body(args)
    path = next((v for k, v in flat.items() if isinstance(v, str) and "/" in v
                 and k.lower() in ("file_path", "path", "filepath", "file")), None)
    name_key = next((k for k in ("name", "item_name") if isinstance(flat.get(k), str) and k not in forced
                     and _FILE_NAME.match(flat[k])), None)
    if path is None or name_key is None:
        return
    own = path.rsplit("/", 1)[-1]
    if own != flat[name_key] and _FILE_NAME.match(own):
        flat[name_key] = own


_DESIGN_IN = ("assets/raw", "footage", "artwork/source")  # what a batch in a design app reads: pictures, clips, art
_DESIGN_OUT = ("exports", "renders", "assets/resized")  # and where it writes what it made


def fit_design_batch_folders(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """adobe_ps_batch(input_folder=/home/chen/projects/payments-api, output_folder=.../payments-api/src/api) (seed 1518):
    a Photoshop batch reads a folder of pictures and writes another, never a code project's root or its src/api. The
    folders a design app's call reads from and writes to are the project's design folders."""
    from seer.generate.symbolic.testcode import _PROJECT
    from seer.kinds.infer import design_app

    app = design_app(p.tool.name, p.tool.description or "")
    if not app:
        return
    stills = app in ("photoshop", "illustrator", "indesign") or "_ps_" in p.tool.name or "_ai_" in p.tool.name
    for q in p.params:
        v = q.get(args, MISSING)
        ws = set(q.words)
        if q.name in forced or not isinstance(v, str) or not ws & {"folder", "dir", "directory"} \
                or not ws & {"input", "output", "source", "destination", "dest", "target", "out"}:
            continue
        root = _PROJECT.match(v)
        designed = re.search(r"/(?:assets|footage|artwork|renders|exports)(?:/|$)", v)
        motion = stills and re.search(r"/(?:footage|renders)(?:/|$)", v)  # a Photoshop batch reads pictures, never footage/
        if root is None or designed and not motion:
            continue
        out = bool(ws & {"output", "destination", "dest", "target", "out"})
        pool = tuple(f for f in (_DESIGN_OUT if out else _DESIGN_IN) if not (stills and f in ("footage", "renders")))
        new = f"{root[1]}/{pool[sum(map(ord, v)) % len(pool)]}"
        if fits(q.schema, new):
            q.put(args, new)
