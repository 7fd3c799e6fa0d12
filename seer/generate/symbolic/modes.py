"""Arguments that fit the tool's mode: a parameter its description gives to some modes ("New path for
the worktree (for move operation)", "For list mode: ...") is sent with those modes only, and one the
chosen mode needs ("for add/set-url operations") is sent with it; a flag and its negation
(merged / noMerged) are never both asked for."""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.cards import Param, Profile
from seer.generate.symbolic.lexicon import READ_VERBS, words
from seer.generate.symbolic.values import MISSING, ValueMaker, fits, schema_type
from seer.generate.symbolic.world import scope_args

_FOR = re.compile(r"\b[Ff]or ((?:[\w-]+(?:/|, | or | and ))*[\w-]+)(?: (?:mode|operation|action)s?\b|[\s.,;)]|$)")
# "For add: create above this layer name" opens the description: the whole parameter is add's; "Target layer name (for add:
# new layer name)" only says what it means for add
_FOR_LEAD = re.compile(r"\s*[Ff]or ((?:[\w-]+(?:/|, | or | and ))*[\w-]+)(?: (?:mode|operation|action)s?)?:")
_MODE_WORDS = (["mode"], ["action"], ["operation"], ["op"], ["what"], ["condition"], ["kind"])  # ai_delete(what=items|empty_layers|layer)
_TRANSFERS = frozenset("copy move duplicate transfer clone".split())  # ae_effect(op=copy, to_layers, from_comp)
_DIRECTIONS = frozenset("to from into onto".split())
_REMOVALS = frozenset({"remove", "delete", "drop"})
_CREATES = frozenset({"create", "new", "add", "make"})
_PLACES_FROM = frozenset("start point base from source parent onto target".split())  # where a new thing starts, not itself
# what a write sends and a read never does: ae_keyframes(op=get) with values, an ease and keyframe times to set
_PAYLOAD = frozenset("value values ease easing delta replace text content contents data body color colour times keys "
                     "interpolation influence expression".split())


# modes that take no operand: an inverted selection has no rectangle (adobe_ps_selection(action=inverse, height=1099))
# "Add a layer to a comp: solid, text, null, adjustment, camera or light.": the kinds a `kind` picks from
_KINDS_LISTED = re.compile(r":\s*([a-z]+(?:,\s*[a-z]+)+,?\s+or\s+[a-z]+)\s*[.\n]")
_TYPOGRAPHY = frozenset("font typeface kerning tracking leading".split())
# a tool that can make its thing takes the thing's size with the making (or a resize), not with a save or a preflight
_SHAPING = ("new", "create", "add", "make", "resize", "crop", "scale", "set", "update", "size")
_DIMENSIONS = frozenset("width height pages size resolution dpi".split())
_BARE = frozenset({"set_active", "select_all", "deselect", "inverse", "invert", "undo", "redo"})


def _mode_param(p: Profile) -> Param | None:
    return next((q for q in p.params if q.words in _MODE_WORDS and isinstance(q.core.get("enum"), list)), None)


def _choices(p: Profile) -> tuple[Param | None, list[str]]:
    """The tool's action parameter and its choices: an enum, or the list its description gives ("Action: resize_canvas, ...")."""
    from seer.generate.symbolic.values import operations

    q = _mode_param(p)
    if q is not None:
        return q, list(q.core["enum"])
    q = next((x for x in p.params if x.words in _MODE_WORDS and schema_type(x.core) == "string"), None)
    if q is not None:
        listed = operations(str(q.core.get("description") or ""), p.tool.description or "")
        m = _KINDS_LISTED.search(p.tool.description or "") if not listed and q.words == ["kind"] else None
        return q, list(listed) or (re.split(r",\s*|,?\s+or\s+", m[1]) if m else [])
    for x in p.params:  # adobe_ps_adjustment(adjustment="invert" | "brightness_contrast" | ...): a kind that owns the others
        if not x.required or schema_type(x.core) != "string" or len(x.path) > 2:
            continue
        m = re.match(r"\s*[A-Za-z][\w ]*:\s*([a-z_]+(?:\s*,\s*[a-z_]+){2,})", str(x.core.get("description") or ""))
        listed = re.split(r"\s*,\s*", m[1]) if m else []
        if len(listed) >= 3:
            stems = {y.name: _stems(y.name) for y in p.params if y is not x}
            owned = sum(1 for st in stems.values() if any(_stems(c.replace("_", " ")) & st for c in listed))
            if owned >= 2:
                return x, listed
    return None, []


def _owners(param: Param, choices: list[str]) -> set[str]:
    """The choices a parameter goes with: the one it is named for (ai_delete's `layer` is for what=layer,
    not for empty_layers), a copy's or move's own to/from (ae_effect's to_layers, from_comp go with op=copy,
    never with a remove), else those its words share a stem with."""
    named = [c for c in choices if c.replace("-", "_").lower() == "_".join(param.words)]
    if named:
        return set(named)
    said = _modes_for(param, choices)
    if said:  # "Variable name (for bind_variable)": not list_variables, whatever stems they share
        return said
    ws = param.words
    if len(ws) == 3 and ws[-1] in _DIRECTIONS and ws[0] in ("move", "keep", "send", "reassign"):
        # ai_delete(move_items_to): where a deleted layer's items go, so with what=layer, not with deleting the items
        return {c for c in choices if re.fullmatch(r"[a-z]+", c) and c.rstrip("s") != ws[1].rstrip("s")}
    if param.words[:1] and param.words[0] in _DIRECTIONS:
        moves = {c for c in choices if re.split(r"[_\-]", c.lower())[0] in _TRANSFERS}
        if moves:
            return moves
    renames = {c for c in choices if c.lower().startswith("rename")}
    if ws[:1] == ["new"] and ws[-1:] in (["name"], ["title"]) and renames:
        return renames  # adobe_ae_layer(new_name): a rename's, never an add_camera's
    coloured = {c for c in choices if set(re.split(r"[_\-]", c.lower())) & {"solid", "color", "colour", "fill", "shape", "text"}}
    if set(ws) & {"color", "colour"} and coloured and len(coloured) < len(choices):
        return coloured  # a camera, a null or a light has no colour: a solid, a shape or a text has
    setting = {c for c in choices if re.split(r"[_\-]", c.lower())[0] in ("set", "update", "put", "write")}
    if ws in (["value"], ["values"], ["new", "value"]) and setting:
        return setting  # ae_effect(op=copy) copies the stack: its `value` is set_property's, never a copy's
    typed = [c for c in choices if c.lower() in ("text", "type", "textframe", "text_frame")]
    if typed and set(ws) & _TYPOGRAPHY:
        return set(typed)  # ai_add(kind=path) sets no font: a font is a text's
    own = {c for c in choices if _stems(c.replace("_", " ")) & _stems(" ".join(ws))}
    if own:  # adobe_id_text(find_what "Find text"): find_replace's, never insert_text's for sharing "text" (seed 1525)
        return own
    stems = _stems(param.name + " " + str(param.core.get("description") or ""))
    return {c for c in choices if _stems(c.replace("_", " ")) & stems}


def _stems(text: str) -> set[str]:
    return {w[:5] for w in words(text) if len(w) >= 4}


def fit_owned(p: Profile, args: dict[str, Any], forced: dict, maker: ValueMaker) -> None:
    """A parameter that names one action ("Rotation angle in degrees" of rotate) goes with that action only:
    rotate takes its angle, not the height and resolution of a resize; a flip takes no angle."""
    q, choices = _choices(p)
    mode = q.get(args, None) if q is not None else None
    if mode is None and q is not None and q.core.get("default") in choices:
        mode = q.core["default"]  # ae_markers(time=19) with op left out reads (op defaults to get): no time to add at
    if isinstance(mode, str) and len(choices) >= 2 and mode not in choices and q.name not in forced and q.words in _MODE_WORDS:
        mode = maker.rng.choice(choices)  # wait_for(condition=title_contains) reused from another wait that lists it: not one of its own
        q.put(args, mode)
    if not isinstance(mode, str) or len(choices) < 2 or mode not in choices:
        return
    if re.split(r"[_\-]", mode.lower())[0] == "rename" and q.name not in forced and not _takes_a_new_name(p, q):
        # adobe_an_timeline(action=rename_layer, layer_name="Layer 1") (seed 1308): no parameter says the new name, so a
        # rename cannot be asked for; another of the tool's operations is
        others = [c for c in choices if re.split(r"[_\-]", c.lower())[0] != "rename"]
        if others:
            mode = maker.rng.choice(others)
            q.put(args, mode)
    for param in p.params:  # a carried from_comp goes with op=copy: the mode follows what the plan hands the call
        held = _owners(param, choices) if param.name in forced and param is not q and not param.required else set()
        if held and mode not in held and q is not None and q.name not in forced and q.words in _MODE_WORDS:
            mode = sorted(held)[0]
            q.put(args, mode)
            break
    owners = {}
    for param in p.params:
        if param is q or param.required or param.name in forced:
            continue
        owners[param.name] = _owners(param, choices)
    got = re.split(r"[_\-]", mode)  # dialog_handle(action=get_text, text=...): the text it gets is no text to send
    read_off = {x.name for x in p.params if got[0] in ("get", "read", "show", "list", "fetch") and x.words == got[1:]
                and set(x.words) & _PAYLOAD}
    mine = {n for n, o in owners.items() if mode in o and n not in read_off}
    kind_of = q is not None and q.words not in _MODE_WORDS  # adjustment=curves: no brightness or hue of another adjustment
    looking = re.split(r"[_\-]", mode)[0] in ("list", "get", "show", "read", "find", "search", "delete", "remove", "close",
                                              "clear", "activate") or mode in _BARE  # no payload
    home = mode.lower() in ("default", "parent", "main", "top", "root") and re.search(r"\bback to\b", p.tool.description or "")
    first = lambda c: re.split(r"[_\-]", c.lower())[0]  # noqa: E731
    unmade = any(first(c) in _SHAPING[:4] for c in choices) and first(mode) not in _SHAPING  # adobe_id_document(preflight)
    for param in p.params:
        o = owners.get(param.name)
        if o is None or param.get(args, MISSING) is MISSING:
            continue
        if o and mode not in o or (mine or looking or kind_of) and not o and schema_type(param.core) in ("integer", "number") \
                or looking and not o and set(param.words) & _PAYLOAD \
                or unmade and not o and set(param.words) & _DIMENSIONS \
                or param.name in read_off:
            _drop(param, args)  # a listing takes no height or frame rate of a comp to make, a get no values or ease to set
    if re.split(r"[_\-]", mode.lower())[0] in ("add", "create", "new", "make", "insert"):
        for param in p.params:  # add_adjustment makes a new layer: no existing "Layer name/index" to act on
            if param is not q and param.name not in forced and not param.required \
                    and re.search(r"\b(?:name/index|index/name|name or index|index or name)\b", str(param.core.get("description") or ""), re.I):
                _drop(param, args)
    for param in p.params if home else ():  # frame(action=default): back to the main page, no frame identifier or index
        if param is not q and not param.required and param.name not in forced and not set(param.words) & {"session", "timeout"}:
            _drop(param, args)
    _names_its_target(p, args, forced, maker, mode)
    _names_its_file(p, args, forced, maker, mode)
    _folder_mode_takes_a_folder(p, args, forced, mode)
    if first(mode) in ("clear", "purge", "flush", "list") or "status" in re.split(r"[_\-]", mode.lower()):
        # (ae_render_queue(op=list, output_path=lower-thirds.aep, start_queue=true) (seed 1342): a listing renders nothing)
        for param in p.params:  # ae_render_queue(op=clear, output_path, template): a queue is emptied, not emptied "into" a
            # movie file with a template; adobe_ame_encode(action=get_status) asks for no output format
            dropped = {"output", "template", "settings", "preset", "start"} if first(mode) == "list" else \
                {"path", "output", "template", "format", "file", "dir", "directory", "settings", "preset", "start"}
            if param is not q and not param.required and param.name not in forced and param.name not in mine \
                    and set(param.words) & dropped:  # nor does a queue cleared start rendering (start_queue=true); a
                _drop(param, args)  # listing keeps where it looks (git_remote(list, path=the repository))
    sized = [x for x in p.params if x is not q and x.words in (["width"], ["height"]) and x.name not in forced]
    if first(mode) in ("resize", "crop") and len(sized) == 2:
        for param in (x for x in sized if x.get(args, MISSING) in (MISSING, None)):  # resize_canvas with no size: resized to
            # what? a width and a height (a crop to width 1280 of what height?)
            made = maker.make(param.schema, param.name, 1, param.words)
            if made is not MISSING and made is not None:
                param.put(args, made)
    if first(mode) == "list":  # adobe_id_text(action=list_styles, style_name="Heading 1"): a listing names no one item of
        for param in p.params:  # what it lists (the list answered without it)
            if param.name in mine and param.words[-1:] in (["name"], ["id"], ["index"]) and param.name not in forced:
                _drop(param, args)
        return
    if any(param.name in mine and param.get(args, MISSING) is not MISSING for param in p.params):
        return
    folder_mode = bool(set(re.split(r"[_\-]", mode.lower())) & {"folder", "directory", "dir"})
    for param in p.params:  # rotate with no angle: the action's own value, once (import_folder: its folder, no file)
        if param.name in mine and schema_type(param.core) != "boolean" and not (folder_mode and set(param.words) & {"file", "files"}):
            made = maker.make(param.schema, param.name, 1, param.words)
            if made is not MISSING and made is not None:
                param.put(args, made)
                return


_TARGETED = ("delete", "remove", "close", "activate", "rename", "duplicate", "trim", "razor", "enable", "disable", "solo", "shy",
             "lock", "unlock", "collapse", "precompose")  # adobe_ae_layer(action=solo): which layer
_UNTARGETED = ("list", "create", "new", "add", "import", "open", "launch", "import", "select", "deselect", "clear", "undo",
               "redo", "status", "save", "export", "render", "run", "batch", "get")


def _names_its_target(p: Profile, args: dict[str, Any], forced: dict, maker: ValueMaker, mode: str) -> None:
    """adobe_pr_sequence(action=delete) / (action=set_active) with no sequence named: an action on one thing names
    it (its `name`, `sequence_name`, `clip_name`), or the agent cannot know which."""
    from seer.generate.symbolic.lexicon import singular

    verb, *rest = re.split(r"[_\-]", mode.lower())
    own = next((x for x in p.params if rest and x.words == [singular(rest[-1]), "name"] and not x.required), None)
    if own is not None and verb in ("create", "new", "add", "move") and own.name not in forced \
            and own.get(args, MISSING) in (MISSING, None):  # adobe_pr_media(create_bin) names the bin it makes, and
        made = ValueMaker(maker.rng, None, 0.0, context=maker.context).make(own.schema, own.name, 1, own.words)  # move_to_bin
        if isinstance(made, str) and made:  # the bin it moves into (seed 1356: a bin made with no name)
            own.put(args, made)
        return
    if verb not in _TARGETED and mode not in ("set_active",) or mode.endswith(("_all", "_info")):
        return  # only an action on one thing that cannot default to the active one (delete, rename, set active)

    nouns = {singular(w) for w in words(p.name)}
    targets = [x for x in p.params if x.words[-1:] in (["name"], ["id"]) and not x.required and
               (len(x.words) == 1 or singular(x.words[0]) in nouns) and not (x.core.get("enum"))
               and not re.match(r"\s*new\b", str(x.schema.get("description") or ""), re.I)]  # "New name for rename" names none
    indexed = [x for x in p.params if x.words[-1:] == ["index"] and mode in (_modes_for(x, [mode]) or ())
               or x.words[-1:] == ["path"] and set(x.words) & {"file", "project", "document"}]  # close(file_path): that one
    if not targets or any(x.get(args, MISSING) is not MISSING or x.name in forced for x in targets + indexed):
        return  # manage_artboards(remove, index=5): the index "Required for remove" names it
    t = targets[0]
    noun = next((w for w in words(p.name)[::-1] if singular(w) in nouns and w not in ("adobe",)), "")
    fresh = ValueMaker(maker.rng, None, 0.0, context=maker.context)  # its own kind of name ("Brand_refresh" for a Premiere
    made = fresh.make(t.schema, t.name, 1, t.words if len(t.words) > 1 else [singular(noun), "name"])  # project), no artwork's
    if singular(noun) == "project" and "premiere" in f"{p.tool.name} {p.tool.description}".lower().replace("_pr_", " premiere "):
        from seer.kinds.words import APP_NAMED  # adobe_pr_project(close, name="Background") closed a layer's name (1543)

        made = maker.rng.choice(APP_NAMED[("project", "premiere")])
    if isinstance(made, str) and made:
        targets[0].put(args, made)


_FILED = ("open", "save_as", "import", "place", "load", "export_as")


def _names_its_file(p: Profile, args: dict[str, Any], forced: dict, maker: ValueMaker, mode: str) -> None:
    """adobe_pr_project(action=open) / (action=save_as) with no file: opening nothing, saving as nothing. An action
    that reads or writes a file names it (its `file_path`)."""
    if mode.lower() not in _FILED:
        return
    files = [x for x in p.params if x.words[-1:] == ["path"] and set(x.words) & {"file", "project", "document"} or x.words == ["path"]]
    if not files or any(x.get(args, MISSING) is not MISSING or x.name in forced for x in files) or files[0].required:
        return
    made = maker.make(files[0].schema, files[0].name, 1, files[0].words)
    from seer.generate.symbolic.apps import app_of

    ext = _APP_FILES.get(app_of(p.name)) if set(words(p.name)) & {"project", "document", "doc"} else None
    if isinstance(made, str) and ext and not made.endswith(ext):  # a Premiere project is saved as a .prproj, not .mp4
        made = re.sub(r"(\.[A-Za-z0-9]+)?$", ext, made, count=1)
    if isinstance(made, str) and made and fits(files[0].schema, made):
        files[0].put(args, made)


_APP_FILES = {"pr": ".prproj", "ae": ".aep", "ai": ".ai", "ps": ".psd", "id": ".indd", "an": ".fla"}


def _modes_for(param: Param, choices: list[Any]) -> set[str] | None:
    """The modes the parameter's description gives it to, when each is one of the tool's modes."""
    text = param.schema.get("description") or param.core.get("description") or ""
    m = _FOR.search(text) or _FOR_LEAD.match(text)
    names = re.split(r"/|, | or | and ", m[1]) if m else []
    return set(names) if names and all(n in choices for n in names) else None


def _folder_mode_takes_a_folder(p: Profile, args: dict[str, Any], forced: dict, mode: str) -> None:
    """adobe_pr_media(action=import_folder, file_paths=.../screenshot-2025-03-14.png) (seed 1356): importing a folder
    takes the folder (folder_path), never a file's path."""
    if not set(re.split(r"[_\-]", mode.lower())) & {"folder", "directory", "dir"}:
        return
    folder = next((x for x in p.params if set(x.words) & {"folder", "directory", "dir"} and "file" not in x.words), None)
    for x in p.params:
        value = x.get(args, MISSING)
        if x is folder or not set(x.words) & {"file", "files"} or not isinstance(value, str):
            continue
        _drop(x, args)
        if folder is not None and folder.get(args, MISSING) in (MISSING, None) and "/" in value:
            folder.put(args, value.rsplit("/", 1)[0] if "." in value.rsplit("/", 1)[-1] else value)


def _drop(param: Param, args: dict[str, Any]) -> None:
    node: Any = args
    for key in param.path[:-1]:
        node = node.get(key) if isinstance(node, dict) else None
    if isinstance(node, dict):
        node.pop(param.path[-1], None)


_IN_FLIGHT = frozenset({"continue", "abort", "skip", "quit"})  # steps of an operation already started


_ENDING = frozenset({"close", "quit", "exit", "shutdown"})


def fit_not_closed_midway(p: Profile, args: dict[str, Any], forced: dict, later: int, rng) -> None:
    """adobe_pr_project(action=close) with two Premiere calls after it: nothing is done in a project once it is closed,
    so a call with calls after it takes another of its actions (save, get_info)."""
    q, choices = _choices(p)
    mode = q.get(args, None) if q is not None else None
    if not later or q is None or q.name in forced or not isinstance(mode, str) or re.split(r"[_\-]", mode.lower())[0] not in _ENDING:
        return
    others = [c for c in choices if isinstance(c, str) and re.split(r"[_\-]", c.lower())[0] in ("save", "get", "info", "status")]
    if others:
        q.put(args, rng.choice(others))


_READ_OPS = frozenset({"get", "list", "read", "show"})
_COMPOSED = frozenset({"comment", "message", "text", "body", "note", "annotation"})


def _a_read_op_writes_nothing(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """ae_markers(comment="The deploy finished without errors. ...", layer=1) with `op` left at its default `get` (seed
    1269): a tool that reads or adds, asked to read, is sent no text to write."""
    op_q = next((q for q in p.params if q.words in (["op"], ["action"], ["operation"], ["mode"]) and len(q.path) <= 2), None)
    if op_q is None or op_q.core.get("enum"):
        return  # (an enum mode is fit_modes' own)
    op = op_q.get(args, op_q.core.get("default", op_q.schema.get("default")))
    if not isinstance(op, str) or op.lower().split("_")[0] not in _READ_OPS:
        return  # (get_params reads too: adobe_pr_effects(get_params, param_value="The backup completed ..."), seed 1283)
    for q in p.params:
        if q is not op_q and not q.required and q.name not in forced and q.words[-1:] \
                and (q.words[-1] in _COMPOSED or q.words[-1] in ("value", "preset") and "_" in op
                     or op.lower() == "list" and q.words in (["name"], ["title"])) \
                and q.get(args, MISSING) not in (MISSING, "", None):
            _drop(q, args)  # (nor is a listing of every comp given the name of one: adobe_ae_comp(action=list, name=...))


_TRUNKS = frozenset({"main", "master", "develop", "trunk"})


def fit_rebase_of_a_topic_branch(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """git_rebase(branch=main, upstream=feature/checkout-redesign) answered "Successfully rebased and updated
    refs/heads/main" (seed 1275): a team's trunk is never rebased onto a topic branch; the topic branch is rebased onto
    the trunk. The two swap (unless the user's words set them)."""
    if p.read or "rebase" not in p.words:
        return
    by = {tuple(q.words): q for q in p.params if len(q.path) == 1}
    branch_q, upstream_q = by.get(("branch",)), by.get(("upstream",))
    if branch_q is not None and upstream_q is not None and branch_q.name in forced and upstream_q.name not in forced \
            and branch_q.get(args, MISSING) in _TRUNKS and upstream_q.get(args, MISSING) not in _TRUNKS:
        upstream_q.put(args, f"origin/{branch_q.get(args)}")  # the trunk checked out (handed on) is rebased onto its
        return  # remote, never onto a topic branch (git_rebase(branch=main, upstream=fix/login-timeout), seed 1320)
    if branch_q is None or upstream_q is None or branch_q.name in forced and branch_q.get(args, MISSING) != upstream_q.get(args, MISSING):
        return  # (an upstream handed on from a status is the branch checked out: it is the one rebased)
    branch, upstream = branch_q.get(args, MISSING), upstream_q.get(args, MISSING)
    if isinstance(branch, str) and branch in _TRUNKS and isinstance(upstream, str) and upstream not in _TRUNKS:
        branch_q.put(args, upstream)
        upstream_q.put(args, branch)
    elif isinstance(branch, str) and branch == upstream:  # release/2.4 rebased onto release/2.4, both handed on from one
        upstream_q.put(args, "main" if branch != "main" else "develop")  # status: onto the trunk it came from


def fit_modes(p: Profile, args: dict[str, Any], forced: dict, maker: ValueMaker) -> None:
    _opposites(p, args, forced)
    _a_read_op_writes_nothing(p, args, forced)
    mode_param = _mode_param(p)
    if mode_param is None:
        return
    choices = mode_param.core["enum"]
    mode = mode_param.get(args, mode_param.core.get("default", mode_param.schema.get("default")))
    noun = set(words(p.name)[1:])  # git_worktree remove takes the worktree's path (worktreePath), as a person says it
    carried = [m for x in p.params if x.name in forced and x is not mode_param and (m := _modes_for(x, choices))]
    if carried and mode not in carried[0] and mode_param.name not in forced:
        # manage_datasets(object_name carried from find_objects) binds a variable to that object: the mode is the one
        # the carried value is "for" (bind_variable), never list_variables with an object name it does not take
        mode = sorted(carried[0])[0]
        mode_param.put(args, mode)
    own = [m for x in p.params if x.name in forced and x is not mode_param and not set(x.words) & _PLACES_FROM
           and (m := _modes_for(x, choices))]
    if own and mode in _CREATES and mode_param.name not in forced and (others := sorted(own[0] - _CREATES)):
        # git_branch(branchName handed on from git_pull's branch): that branch exists, a create of it fails; what is
        # done to an existing one is its rename before its removal (the branch checked out cannot be deleted)
        mode = min(others, key=lambda m: (m in _REMOVALS, m))
        mode_param.put(args, mode)
    handed = [x for x in p.params if x.name in forced and x is not mode_param and not x.required and len(x.path) == 1
              and not scope_args({x.name: forced[x.name]}) and not set(x.words) & {"path", "dir", "directory", "repo", "repository", "cwd", "session"}]
    if mode in _IN_FLIGHT and handed and mode_param.name not in forced:
        # git_rebase(branch handed on from git_branch): a rebase of that branch starts, no abort of one under way
        mode = next((c for c in [mode_param.core.get("default"), *choices] if isinstance(c, str) and c in choices and c not in _IN_FLIGHT), mode)
        mode_param.put(args, mode)
    for param in p.params:
        if mode in _IN_FLIGHT and param is not mode_param and not param.required and param.name not in forced \
                and len(param.path) == 1 and (value := param.get(args, MISSING)) is not MISSING \
                and not isinstance(value, bool) and not scope_args({param.name: value}) \
                and not set(param.words) & {"path", "dir", "directory", "repo", "repository", "cwd", "session"}:
            _drop(param, args)  # git_rebase(mode=skip) acts on the rebase under way: no onto, branch or upstream of a new one
            continue
        if mode in ("list", "show", "status") and param is not mode_param and not param.required and param.name not in forced \
                and set(param.words) & {"message", "annotated", "annotation", "body"} and param.get(args, MISSING) is not MISSING:
            _drop(param, args)  # git_tag(mode=list, message="refactor: ..."): a listing writes no message (seed 1260)
            continue
        modes = None if param is mode_param or param.name in forced else _modes_for(param, choices)
        if modes is None:
            continue
        if mode in _REMOVALS and noun & set(param.entity or param.words) and "new" not in param.words \
                and not re.match(r"\s*new\b", str(param.schema.get("description") or param.core.get("description") or ""), re.I):  # "New name for rename": no remove's
            modes = modes | {mode}
        value = param.get(args, MISSING)
        if mode not in modes and value is not MISSING and not param.required:
            _drop(param, args)
        elif mode in modes and value is MISSING and schema_type(param.core) in ("string", "array", "integer", "object"):
            made = maker.make(param.schema, param.name, 1, param.words + (["dir"] if param.folder else []))
            if made is not MISSING and made is not None:
                param.put(args, made)


def _opposites(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """merged and noMerged both on is no request a person makes: the negated one goes."""
    for neg in p.params:
        ws = neg.words
        pos = next((q for q in p.params if ws[:1] in (["no"], ["not"]) and q.words == ws[1:]), None)
        if pos is None:
            continue
        a, b = pos.get(args, MISSING), neg.get(args, MISSING)
        if a is MISSING or b is MISSING or not (a and b):
            continue
        _drop(pos if neg.name in forced and pos.name not in forced else neg, args)


def fit_what_it_hands_on(p: Profile, args: dict[str, Any], feeds: bool, rng) -> None:
    """A wait whose result hands an element on (verify_element_visible takes its ref) waits for an element
    (element_visible on a selector), not for a title: a title condition finds no element to pass."""
    from seer.generate.symbolic.values import _condition_value

    cond = next((q for q in p.params if len(q.path) == 1 and q.words[-1:] == ["condition"] and q.core.get("enum")), None)
    if not feeds or cond is None or "element" in str(args.get(cond.name, "")):
        return
    options = [c for c in cond.core["enum"] if isinstance(c, str) and "element" in c]
    if options:
        args[cond.name] = rng.choice(options)
        _condition_value(args, p.tool.input_schema.get("properties") or {}, rng)


# an HTTP API path's endpoint -> the methods that path takes (Elasticsearch and REST conventions)
_READ_ENDPOINTS = ("_count", "_search", "_cat", "_cluster/health", "_nodes/stats", "_mapping", "_aliases", "_stats", "health")


def fit_http_method(p: Profile, args: dict[str, Any], forced: dict, rng) -> None:
    """general_api_request(method=PUT, path=/metrics-2024.11/_count): a count is read with GET (a search
    with GET or POST), a document is written with PUT; the method follows the path it is sent to."""
    method = next((x for x in p.params if x.words[-1:] == ["method"] and len(x.path) == 1), None)
    path = next((x for x in p.params if x.words[-1:] in (["path"], ["endpoint"], ["url"]) and len(x.path) == 1), None)
    if method is None or path is None or method.name in forced:
        return
    m, where = method.get(args), path.get(args)
    if not isinstance(m, str) or not isinstance(where, str):
        return
    route = where.split("?", 1)[0]
    reads = any(route.rstrip("/").endswith(e) or f"/{e}" in route for e in _READ_ENDPOINTS)
    if reads and m.upper() not in ("GET", "POST") or reads and m.upper() == "POST" and "_search" not in route:
        fit = "GET" if m.isupper() else "get"
    elif not reads and m.upper() == "GET" and "body" in args:
        fit = "PUT" if m.isupper() else "put"
    else:
        return
    choices = method.core.get("enum")
    if not choices or fit in choices:
        method.put(args, fit)


_GETTERS = frozenset("querySelector querySelectorAll getElementById getElementsByTagName getElementsByClassName getAttribute "
                     "getComputedStyle item evaluate".split())  # what a script that only reads calls


def call_only_reads(args: dict[str, Any]) -> bool:
    """A call that only reads: a generic request tool's GET or HEAD, a multi-action tool's get_/list_ action (its
    follow-up asks about what came back)."""
    m = next((v for k, v in args.items() if k.lower() == "method" and isinstance(v, str)), None)
    if m is None:
        inner = next((v for v in args.values() if isinstance(v, dict)), {})
        m = next((v for k, v in inner.items() if k.lower() == "method" and isinstance(v, str)), None)
    if isinstance(m, str) and m.upper() in ("GET", "HEAD"):
        return True
    flat = _flat_top(args)
    script = next((v for k, v in flat.items() if k.lower() in ("script", "code", "expression") and isinstance(v, str)), "")
    if re.fullmatch(r"\s*(?:return\s+)?(?:document|window|app)(?:\.[\w$]+|\([^;()]*\)|\[[^\]]*\])+\s*;?\s*", script) \
            and all(m in _GETTERS for m in re.findall(r"\.(\w+)\(", script)) and "=" not in script:
        return True  # execute_script("return document.title;") reads the page: no "did anything else change?" (1545)
    said = next((v for k, v in flat.items() if k.lower() in ("action", "mode", "operation", "op") and isinstance(v, str)), "")
    return said.split("_")[0].lower() in READ_VERBS  # dialog_handle(action=get_text) reads: no "who else should know"


def _flat_top(args: dict[str, Any]) -> dict[str, Any]:
    """The call's arguments, looked through one wrapper object (params={...})."""
    inner = next((v for v in args.values() if isinstance(v, dict)), None) if len(args) == 1 else None
    return inner if isinstance(inner, dict) else args


def fit_default_mode(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """git_stash "Manage stashes" asked as "push a stash" (text._default_operation): the call states the mode it
    runs, mode=push, as the request does (a judge reads the mode in the words and finds it in the call)."""
    from seer.generate.symbolic.actions import _GENERIC_VERBS
    from seer.generate.symbolic.phrasing import action

    if action(p).verb not in _GENERIC_VERBS:
        return
    q = _mode_param(p)
    if q is None or q.name in forced or q.get(args, MISSING) is not MISSING:
        return
    default = q.core.get("default", q.schema.get("default"))
    if isinstance(default, str) and default in q.core["enum"]:
        q.put(args, default)


_SEMVER = re.compile(r"v?(\d+)\.(\d+)\.(\d+)")


def fit_created_tag_is_new(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple) -> None:
    """git_tag(mode=create, tagName=v4.0.5) after a history context listed the tag v4.0.5 (or v1.1.5 after v2.4.0, seed
    1256): a tag created is a new one, the next version after the newest shown (v4.0.6), even when a plan linked the
    listed name (a create by mode is no create by name, so the link could not be refused before the mode was known)."""
    said = next((v.lower() for k, v in args.items() if k in ("mode", "action", "operation") and isinstance(v, str)), "")
    if said not in ("create", "add", "new"):
        return
    shown = [m for o in earlier for s in _strings(o) for m in [_SEMVER.fullmatch(s)] if m]
    for k, v in list(args.items()):
        if not isinstance(v, str) or words(k)[-2:] not in (["tag", "name"], ["tag"]) or not _SEMVER.fullmatch(v):
            continue
        top = max((tuple(int(x) for x in m.groups()) for m in shown), default=None)
        if top is not None and tuple(int(x) for x in _SEMVER.fullmatch(v).groups()) <= top:  # v1.1.5 beside v2.4.0 is
            args[k] = f"v{top[0]}.{top[1]}.{top[2] + 1}"  # no release tag anyone makes next: the version after the newest


def _strings(node: Any):
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for v in node.values():
            yield from _strings(v)
    elif isinstance(node, list):
        for v in node:
            yield from _strings(v)


_GONE_STATES = (("invisible", "visible"), ("not_visible", "visible"), ("hidden", "visible"), ("detached", "attached"),
                ("stale", "visible"))
_ACTS_ON = frozenset("click type fill select drag hover press check submit".split())


def fit_wait_for_later_use(p: Any, args: dict[str, Any], later: list[Any]) -> None:
    """In place: wait_for(condition=element_hidden) on the element the request clicks next waits for it to show
    (element_visible): a hidden element is no thing to click."""
    if "wait" not in p.words or not any(set(q.words) & _ACTS_ON or {"verify", "visible"} <= set(q.words) for q in later):
        return  # (nor one the request then checks is visible: wait_for(element_hidden, "Submit order") and then
        # browser_verify_element_visible("Submit order") passed, seed 1292)
    body = args["params"] if isinstance(args.get("params"), dict) else args
    for k, v in list(body.items()):
        if isinstance(v, str) and words(k)[-1:] in (["condition"], ["state"], ["until"]):
            for gone, shown in _GONE_STATES:
                if gone in v.lower():
                    body[k] = re.sub(gone, shown, v, flags=re.I)
                    if not fits(p.tool.input_schema, args):  # an enum without that state: as it was
                        body[k] = v
                    break


def _said_action(p: Profile, args: dict[str, Any]) -> str:
    """The operation a call states in its action (mode, operation, op) parameter, at any depth; "" when none."""
    return next((v for x in p.params if x.words in (["action"], ["mode"], ["operation"], ["op"])
                 and isinstance(v := x.get(args, MISSING), str)), "")


def fit_flag_of_action(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """network_monitor(action=set_offline, offline=false) is no "take the network offline": a flag the action names
    (offline, for set_offline) is on."""
    said = _said_action(p, args)
    ws = [w.lower() for w in words(said)]
    on = {"set": True, "enable": True, "turn": True, "go": True, "disable": False, "unset": False}.get(ws[0] if ws else "")
    if on is None or len(ws) < 2:  # clear_cache names no flag `cache` to turn on: only a setting's action does
        return
    for flag in p.params:
        if schema_type(flag.core) == "boolean" and flag.name not in forced and flag.words and set(flag.words) <= set(ws[1:]):
            flag.put(args, on)


_SIZES = frozenset({"width", "height", "size", "dimensions"})


def fit_preset_or_size(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """resize_window(width=640, height=600, preset=tablet): "dimensions or a device preset" are two ways to say one
    size, and the two disagree; given dimensions, the optional preset goes."""
    preset = next((x for x in p.params if x.words[-1:] == ["preset"] and len(x.path) == 1 and not x.required
                   and x.name not in forced), None)
    if preset is None or preset.get(args, MISSING) is MISSING:
        return
    if any(x.words and x.words[-1] in _SIZES and len(x.path) == 1 and x.get(args, MISSING) is not MISSING for x in p.params):
        _drop(preset, args)


def fit_cookie_domain(p: Profile, args: dict[str, Any], forced: dict, world: Any, rng) -> None:
    """add_cookie(domain=munoz-daniels.org) after the cookies of app.acme.io were listed: "the browser must be on a page
    from the cookie's domain", so a cookie added is the site's (the page's host, the listed cookies' domain: left to the
    browser when optional); a domain said first is the site's from then on."""
    if "cookie" not in {*p.nouns, *p.words} or p.read:
        return
    q = next((x for x in p.params if x.words == ["domain"] and len(x.path) == 1), None)
    if q is None or q.name in forced or not isinstance(q.get(args, MISSING), str):
        return
    if world.page is None and world.site is None and not world.records.get("cookie"):
        world.site = q.get(args)
        return
    if q.required:
        q.put(args, world.cookie_domain(rng))
    else:  # the page's domain is the default a browser gives a cookie: no other site's to say
        _drop(q, args)


_SELF_TARGETED = frozenset({"latest", "last", "newest", "all", "list", "default", "parent"})
_TARGETS = frozenset({"handle", "index", "id", "identifier", "name", "number"})


def fit_action_names_its_target(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """window(action=switch_latest, handle=CDwindow-...): switch_latest (list, default, parent) picks its window itself;
    a handle or an index beside it names another one."""
    said = _said_action(p, args)
    if not set(w.lower() for w in words(said)) & _SELF_TARGETED:
        return
    for q in p.params:
        if len(q.path) == 1 and not q.required and q.name not in forced and q.words[-1:] and q.words[-1] in _TARGETS \
                and q.get(args, MISSING) is not MISSING and not (isinstance(q.get(args), str) and scope_args({q.name: q.get(args)})):
            _drop(q, args)  # (an Elasticsearch index is where a call runs; a window's index 2 is which window)


_SHUTS = {"lock": "unlock", "hide": "show"}  # a layer locked or hidden takes no drawing after it


def fit_no_lock_before_use(p: Profile, args: dict[str, Any], forced: dict, world: Any, index: int) -> None:
    """manage_layers(action=lock, layer_name=Artwork) and then create_ellipse(layer_name=Artwork): Illustrator draws on no
    locked layer. A layer a later write of the request draws on is unlocked (shown) here, not locked (hidden)."""
    q = _mode_param(p)
    mode = q.get(args, MISSING) if q is not None else MISSING
    if q is None or q.name in forced or mode not in _SHUTS or _SHUTS[mode] not in q.core["enum"]:
        return
    held = {v for x in p.params if "layer" in x.words and isinstance(v := x.get(args, MISSING), (str, int))}
    plan = getattr(world, "plan", None) or []
    later = any(j > index and v in held and j < len(plan) and not getattr(plan[j], "read", True)
                for (j, _n), v in world.assigned.items() if isinstance(j, int))
    if later:
        q.put(args, _SHUTS[mode])


_EDITS = (("Spring sale", "Summer sale"), ("Shop now", "Order now"), ("2025", "2026"), ("Free shipping", "Free delivery"),
          ("colour", "color"), ("e-mail", "email"))  # copy edits a find and replace makes across a document
_NUMBERED_OBJECT = re.compile(r"(?:Group|Rectangle|Ellipse|Star|Layer) \d+")  # what a design app numbers as it names


def _an_object_name(value: str) -> bool:
    """A name the mocks give a design object (shapes.ART_NAMES) or a numbered one: no text a page holds."""
    from seer.generate.symbolic.mocks.shapes import ART_NAMES

    return value in {n for names in ART_NAMES.values() for n in names} or bool(_NUMBERED_OBJECT.fullmatch(value))


def fit_find_with_replace(p: Profile, args: dict[str, Any], forced: dict, maker: ValueMaker) -> None:
    """adobe_id_text(action=find_replace, find_what="Icon set") with no replace_with: a find and replace says what
    replaces the text it finds."""
    said = _said_action(p, args)
    if "replace" not in [w.lower() for w in words(said)]:
        return
    find = next((x for x in p.params if x.words[:1] == ["find"] and isinstance(x.get(args, MISSING), str)), None)
    put = next((x for x in p.params if x.words[:1] in (["replace"], ["replacement"]) and x.path[:-1] == (find.path[:-1] if find
                else ())), None)
    if find is not None and put is not None and find.name not in forced and put.name not in forced \
            and _an_object_name(str(find.get(args))):  # find_what="Body copy", replace_with="Headline": an object's
        pair = _EDITS[sum(map(ord, str(find.get(args)))) % len(_EDITS)]  # name is no text a page holds; a copy edit
        if fits(find.schema, pair[0]) and fits(put.schema, pair[1]):  # finds words and puts others (seed 1525)
            find.put(args, pair[0])
            put.put(args, pair[1])
            return
    if find is None or put is None or put.name in forced or put.get(args, MISSING) is not MISSING:
        return
    made = maker.make(put.schema, put.name, 1, put.words)
    if isinstance(made, str) and made and made != find.get(args):
        put.put(args, made)


def fit_all_when_no_paths(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """git_add(all=false) with no paths stages nothing ("paths can be omitted when all or update is true"): a stage
    of no named file stages them all."""
    if p.read or "add" not in p.words and "stage" not in p.words:
        return
    listed = [q for q in p.params if len(q.path) == 1 and schema_type(q.core) == "array" and set(q.words) & {"paths", "files"}]
    flag = next((q for q in p.params if len(q.path) == 1 and q.words == ["all"] and schema_type(q.core) == "boolean"), None)
    if not listed or flag is None or flag.name in forced or any(q.get(args, MISSING) not in (MISSING, []) for q in listed):
        return
    if not any(q.words == ["update"] and q.get(args, MISSING) is True for q in p.params):
        flag.put(args, True)


def _takes_a_new_name(p: Profile, mode_param: Param) -> bool:
    """A parameter other than the action says what a thing is renamed to (new_name, newName, "New name for rename",
    to, title)."""
    for x in p.params:
        if x is mode_param or schema_type(x.core) != "string":
            continue
        said = str(x.core.get("description") or x.schema.get("description") or "").lower()
        if "new" in x.words or x.words in (["to"], ["title"], ["name"]) or re.search(r"\bnew name\b|\brename\b", said):
            return True
    return False


_CHECKED_OUT_KEYS = ("branch", "current_branch", "currentBranch", "head_branch")


def fit_checked_out_kept(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple) -> None:
    """git_branch(mode=delete, branchName=feature/search-filters) after git_worktree listed that branch checked out in
    /home/dev/projects/webshop (seed 1316): git refuses to delete a branch a worktree has checked out. A branch handed on
    from where it is checked out (a worktree, a status) is renamed or shown, not removed."""
    from seer.harness.checks import objects

    q = _mode_param(p)
    if q is None or q.name in forced or not isinstance(mode := q.get(args, None), str) or mode not in _REMOVALS:
        return
    held = {str(v) for x in p.params if x.name in forced and "branch" in x.words for v in [forced[x.name]]}
    checked_out = {str(r[k]) for out in earlier for r in objects(out) for k in _CHECKED_OUT_KEYS if isinstance(r.get(k), str)}
    if held & checked_out:
        others = [c for c in q.core["enum"] if c not in _REMOVALS | _CREATES and c != "list"]
        if others:
            q.put(args, "rename" if "rename" in others else others[0])


_MOTION_APPS = frozenset({"premierepro", "aftereffects", "mediaencoder", "characteranimator", "animate"})
_STILLS = frozenset("png jpeg jpg psd tiff bmp gif svg eps webp".split())


def fit_no_still_of_a_motion_project(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """adobe_save_file(app=premierepro, format=bmp) (seed 1403): a Premiere Pro project is saved as a project, never as
    a bitmap; an image format goes only with an app that saves images."""
    flat = _flat_top(args)
    if str(flat.get("app", "")).lower() not in _MOTION_APPS:
        return
    for q in p.params:
        if q.words == ["format"] and q.name not in forced and not q.required and str(q.get(args, "")).lower() in _STILLS:
            _drop(q, args)


def fit_pdf_preset(p: Profile, args: dict[str, Any], forced: dict, rng) -> None:
    """adobe_id_document(action=export_pdf, preset="Social square") (seed 1322): a PDF export takes a PDF preset
    ([High Quality Print]), never a sequence or document preset."""
    from seer.kinds.words import _PDF_PRESETS

    flat = _flat_top(args)
    said = next((v for k, v in flat.items() if k in ("action", "mode", "format", "op") and isinstance(v, str)), "")
    if re.search(r"\b(html|epub)\b", said.lower().replace("_", " ")) and "pdf" not in p.words:
        for q in p.params:  # adobe_id_document(action=export_html, preset="Print A4") (seed 1382): a web or e-book
            if "preset" in q.words and q.name not in forced and not q.required:  # export takes no print or PDF preset
                _drop(q, args)
        return
    if {"sequence", "sequences", "comp", "composition"} & set(p.words):  # adobe_pr_sequence(create, preset="Print A4")
        for q in p.params:  # (seed 1467): a sequence takes a video preset, never a paper size
            v = q.get(args, None)
            if "preset" in q.words and q.name not in forced and isinstance(v, str) and re.search(r"\b(print|a4|a3|letter)\b", v.lower()):
                sized = any(k in ("width", "height") for k in _flat_top(args))  # a size of its own: a custom preset
                choice = "Custom" if sized else rng.choice(("HD 1080p 25 fps", "UHD 2160p 25 fps", "Vertical 1080x1920"))
                if fits(q.schema, choice):
                    q.put(args, choice)
        return
    if "pdf" not in said.lower() and "pdf" not in p.words:
        return
    for q in p.params:
        if "preset" in q.words and q.name not in forced and isinstance(q.get(args, None), str) and q.get(args) not in _PDF_PRESETS:
            choice = rng.choice(_PDF_PRESETS)
            if fits(q.schema, choice):
                q.put(args, choice)


_TRUNK_RENAMES = {"master": "main", "main": "trunk", "trunk": "main", "develop": "development"}


def fit_trunk_renamed_as_a_trunk(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """git_branch(mode=rename, branchName=main, newBranchName=feature/dark-mode) (seed 1329): a trunk is renamed as a
    trunk (master to main), never to a topic branch's name."""
    flat = _flat_top(args)
    if str(flat.get("mode") or flat.get("action") or "").lower() != "rename" and "rename" not in p.words:
        return
    old = next((v for k, v in flat.items() if isinstance(v, str) and k in ("branchName", "branch_name", "oldName", "old_name")), None)
    key = next((k for k in flat if k in ("newBranchName", "new_branch_name", "newName", "new_name")), None)
    if old in _TRUNK_RENAMES and key is not None and key not in forced and flat[key] not in _TRUNK_RENAMES.values():
        flat[key] = _TRUNK_RENAMES[old]


_ENDS = frozenset("close quit exit end terminate kill".split())
_RESPONSE_OPTIONS = frozenset("expectation expectations snapshot console network diff".split())


def fit_nothing_to_show_after_the_end(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """close_browser(expectation={snapshotOptions: {maxLength: 25}, consoleOptions: {maxMessages: 20}}) was asked as
    "close the browser with a max length of 25 and 20 max messages" (seed 1512): a browser closed shows no page nor
    console after it. What to include in the response after the call is left out of a call that ends the session."""
    if p.read or not set(p.words) & _ENDS:
        return
    required = set(p.tool.input_schema.get("required") or ())
    for top in [k for k in args if k not in required and k not in forced and set(words(k)) & _RESPONSE_OPTIONS]:
        if not any(x.path[0] == top and x.name in forced for x in p.params):
            args.pop(top)
