"""What kind of value a parameter or output field holds, from its words and its tool.

Evidence in order: the schema's `format`; the JSON type (numbers and booleans have their own
kinds); the name's words read in the tool's context (a `query` of an SQLite tool is SQL, of a
Jira tool JQL, of anything else a search in natural words; a `name` of a Kubernetes tool is a
DNS-1123 name); then the description's words; then a fallback chosen from the words (a name,
an identifier or a text), never a path. Results are cached per (tool, parameter), so the cost
per tool stays constant however many tools a spec has.
"""

from __future__ import annotations

import re
from functools import lru_cache

_SPLIT = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_NONWORD = re.compile(r"[^A-Za-z0-9]+")

FORMATS = {"date-time": "datetime", "date": "date", "time": "time", "duration": "duration", "email": "email",
           "idn-email": "email", "uri": "url", "url": "url", "iri": "url", "ipv4": "ip", "ipv6": "ip",
           "hostname": "host", "idn-hostname": "host", "uuid": "uuid", "regex": "regex"}
# the tool's context, from its name and description: word -> context
CONTEXT_WORDS = {
    "k8s": "kubernetes k8s kubectl pod pods helm namespace namespaces deployment deployments cronjob cronjobs statefulset daemonset ingress kubeconfig",
    "remote": "github gitlab bitbucket gitea",
    "code": "github gitlab bitbucket git repository repositories repo repos pull commit commits branch branches fork gist",
    "sql": "sql sqlite postgres postgresql mysql database databases table tables select schema bigquery snowflake duckdb",
    "browser": "browser page element click playwright puppeteer selenium dom webpage tab screenshot navigate",
    "maps": "map maps geocode geocoding place places route directions latitude longitude elevation",
    "tracker": "jira confluence jql cql sprint epic",
    "kv": "redis key-value kv cache memcached valkey",
    "time": "timezone timezones time",
    "chat": "slack discord teams channel channels thread workspace",
    "fs": "file files directory directories folder folders filesystem path paths",
    "design": "illustrator photoshop indesign premiere artboard artboards layer layers swatch swatches adobe keyframe keyframes clipping artwork stroke ellipse opacity bezier",
    "search": "elasticsearch opensearch index indices shard shards mapping mappings",
}
_CONTEXT: dict[str, set[str]] = {}
for _ctx, _ws in CONTEXT_WORDS.items():
    for _w in _ws.split():
        _CONTEXT.setdefault(_w, set()).add(_ctx)
_DIR = {"dir", "directory", "folder", "cwd", "workdir", "root", "dirpath"}
_PATH = {"path", "file", "filepath", "paths", "files"} | _DIR
_TIME_AT = {"at", "since", "until", "after", "before", "start", "end", "expires", "expiry", "deadline", "when", "from", "to"}


def words(text: str) -> list[str]:
    return [w.lower() for w in _NONWORD.split(_SPLIT.sub(" ", text or "")) if w]


def _singular(w: str) -> str:
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    return w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")) else w


@lru_cache(maxsize=65536)
def contexts(tool_name: str, tool_description: str) -> frozenset[str]:
    ws = set(words(tool_name)) | set(_NONWORD.split(tool_description[:600].lower()))  # "GitHub" is one word here
    app = {"design"} if words(tool_name)[:1] in (["ae"], ["ps"], ["pr"]) else set()  # ae_create_folder: After Effects' project panel
    return frozenset(app | {c for w in ws if w in _CONTEXT for c in _CONTEXT[w]})


_APPS = (("after effects", "aftereffects"), ("aftereffects", "aftereffects"), ("premiere", "premiere"), ("indesign", "indesign"),
         ("photoshop", "photoshop"), ("illustrator", "illustrator"), ("media encoder", "mediaencoder"),
         ("mediaencoder", "mediaencoder"))


@lru_cache(maxsize=8192)
def design_app(tool_name: str, tool_description: str) -> str:
    """The design application a tool works in ("illustrator", "aftereffects"...), "design" when the
    tool is a design tool of no one app, "" otherwise: a hint word for the files and titles it takes."""
    if "design" not in contexts(tool_name, tool_description):
        return ""
    low = f"{tool_name} {tool_description[:300]}".lower().replace("_", " ")
    if re.match(r"(adobe )?ae ", low):
        return "aftereffects"
    hits = [app for key, app in _APPS if key in low]
    return hits[0] if len(set(hits)) == 1 else "design"


def ctx_words(ctx: frozenset[str]) -> set[str]:
    """Words that stand for a context (used where a rule needs the tool to be about commits)."""
    return {"commit"} if "code" in ctx else set()


def _type(schema: dict) -> str | None:
    t = schema.get("type")
    if isinstance(t, list):
        t = next((x for x in t if x != "null"), None)
    if t is None:
        for key in ("anyOf", "oneOf"):
            for b in schema.get(key) or []:
                if isinstance(b, dict) and b.get("type") not in (None, "null"):
                    return _type(b)
    return t


def infer_uncached(name: str, schema: dict | None, tool_name: str, tool_description: str) -> str:
    schema = schema if isinstance(schema, dict) else {}
    ws = words(name)
    nw = set(ws) | {_singular(w) for w in ws}
    desc = str(schema.get("description") or "")
    dw = set(words(desc))
    ctx = contexts(tool_name, tool_description)
    tw = set(words(tool_name))
    t = _type(schema)
    fmt = schema.get("format")
    if isinstance(fmt, str) and fmt in FORMATS and t in (None, "string"):
        kind = FORMATS[fmt]
        if kind == "datetime" and nw & {"date", "day"} and "time" not in nw and not fmt:
            return "date"
        return kind
    if t == "boolean":
        return "boolean"
    if t in ("integer", "number"):
        default = (schema or {}).get("default")
        percent = t == "integer" or isinstance(default, (int, float)) and not isinstance(default, bool) and default >= 10
        if ws == ["scale"] and not percent and (tw & {"pdf", "print"} or re.search(r"\b(?:pdf|print)", tool_description, re.I)):
            return "print_scale"  # a page printed to PDF at scale 0.8, never at 200 (an integer scale defaulting to 100 is
            # a percentage: ai_export(scale=100), never 0)
        if "ratio" in nw and isinstance(default, (int, float)) and not isinstance(default, bool) and 1 < default < 10:
            return "number"  # ai_propagate_names(max_size_ratio) defaults to 2.5: a factor, never a percentage of 72
        return _numeric(ws, nw, dw, ctx)
    if t in ("object", "array"):
        return "json" if nw & {"json", "payload", "document", "doc"} else ("coordinates" if nw & {"location", "coordinates", "latlng", "coord"} and "maps" in ctx else "json")
    if len(ws) == 1 and t in (None, "string") and (f"**{name}" in (tool_description or "") or schema.get("title") == name
                                                   and name in ("filters", "options", "kwargs", "params")):
        return "json"  # a Python **options / **filters surfaced as a string: a JSON object of named fields
    if ws in (["movie"], ["video"], ["clip"]) and t in (None, "string") and re.search(r"\b(?:preview|render|export|movie|video)\b", f"{desc} {tool_name} {tool_description}".lower()):
        return "file_path"  # ae_preview answers movie: /tmp/ae-preview/main-comp-preview.mp4, the file it rendered
    if ws in (["format"], ["output", "format"]) and t in (None, "string") and not schema.get("enum") \
            and re.search(r"\b(?:encod\w*|encoder|video|premiere|render|transcod\w*)\b", f"{tool_name} {tool_description}".lower()):
        return "media_format"  # adobe_ame_encode(format): H.264 or ProRes 422, never "Body copy"
    if ws in (["added"], ["removed"], ["pruned"]) and t in (None, "string") and "worktree" in f"{tool_name} {tool_description}".lower():
        return "dir_path"  # git_worktree(mode=add) answers added: the worktree's folder
    if ws in (["modules"], ["module"]) and t in (None, "string") and re.search(r"\b(?:reload|import|backend|python|code)\b", f"{desc} {tool_name} {tool_description}".lower()):
        return "python_module"  # dev_reload(modules): server.tools, not "Body copy"
    if nw & {"extension", "ext"} and len(ws) <= 2 and t in (None, "string") and not nw & {"id", "name", "browser"}:
        return "file_extension"  # ae_import_folder(extensions): .mov, .png; never a layer's name
    if nw & {"modifier"} and t in (None, "string") and ("browser" in ctx or dw & {"ctrl", "shift", "alt", "meta", "key", "keys"}):
        return "key_modifier"  # key_press(modifiers): Shift, Control, Alt, Meta; no slug
    if "browser" in ctx and t in (None, "string") and ws in (["items"], ["texts"], ["text", "items"], ["item"]) \
            and re.search(r"\btext items?\b.*\bvisible\b|\bvisible texts?\b", f"{desc} {tool_description}".lower()):
        return "ui_text"  # browser_verify_list_visible(items): the texts seen on the page ("Add to cart"), not browser names
    if "browser" in ctx and t in (None, "string") and ws == ["text"] and set(words(tool_name)) & {"type", "input", "send", "fill", "enter"} \
            and re.search(r"\b(?:input|field|textarea|typing)\b", f"{desc} {tool_description}".lower()):
        return "field_value"  # type_into_element(text): what a form field takes (an email, a search), no chat sentence
    if t in (None, "string") and ws == ["text"] and re.search(r"\bprompt\b", f"{desc} {tool_description}".lower()) \
            and re.search(r"\b(?:alert|dialog|dialogs)\b", f"{desc} {tool_description}".lower()):
        return "field_value"  # alert(send_text, text): what one types into a prompt() (a name, a code), no chat sentence
    if "browser" in ctx and t in (None, "string") and ws == ["text"] and re.search(
            r"\b(?:verify|verifies|assert|asserts|check|checks)\b.*\bvisible\b|\bis visible on the page\b", f"{desc} {tool_description}".lower()):
        return "ui_text"  # browser_verify_text_visible(text): words the page shows ("Order confirmed"), no chat sentence
    if "browser" in ctx and t in (None, "string") and "expected" in nw and nw & {"value", "text", "content"}:
        # verify_value(expectedValue): what a form field holds (an email, "running shoes") or a control's own text
        # ("Add to cart"), never a chat sentence
        return "field_value" if "value" in nw else "ui_text"
    if t in (None, "string") and ws == ["scope"] and not desc and re.search(r"\bon this domain\b|\bper domain\b", tool_description.lower()):
        return "domain"  # teach_selector(scope): a selector kept "on this domain" is scoped to shop.example.com, not a slug
    if t in (None, "string") and ws in (["command"], ["cmd"]) and tw & {"test", "tests"}:
        return "test_runner"  # healer_run_tests(command): pytest or npx, never "search-command"
    if t in (None, "string") and nw & {"filter", "query"} and ("expression" in nw or len(ws) == 1) \
            and re.search(r"[\"'`]@\w+:[{\[\w]", f"{desc} {tool_description}"):
        return "search_filter"  # hybrid_search(filter_expression): "@category:{shoes}", never "customers in Portugal"
    if "search" in ctx and "analyze" in tw and ws[-1:] and ws[-1] in ("filter", "filters", "tokenizer", "analyzer") and not nw & {"id"}:
        return "analysis_part"  # analyze_text(filter=[...]): lowercase, stop; char_filter: html_strip (never search words)
    if "filter" in nw and nw & {"file", "files"} and t in (None, "string") and not nw & {"id", "name", "type"}:
        return "glob"  # adobe_ps_batch(file_filter): "*.psd;*.png", not one file's path
    if "pattern" in nw and t in (None, "string") and ("url" in nw or re.search(r"\burl (?:pattern|glob|match)", f"{desc} {tool_description}".lower())):
        return "url_pattern"  # intercept_requests "Register a URL pattern": */api/orders*, not a source glob src/**/*.ts
    return _string(name, ws, nw, dw, desc, ctx, tw, schema)


def _numeric(ws: list[str], nw: set[str], dw: set[str], ctx: frozenset[str]) -> str:
    if nw & {"lat", "latitude"}:
        return "latitude"
    if nw & {"lng", "lon", "long", "longitude"}:
        return "longitude"
    if "port" in nw:
        return "port"
    if nw & {"issue", "pull", "pr", "ticket"} and nw & {"number", "num", "id", "iid"} or ws in (["number"], ["pr"]) and "code" in ctx:
        return "issue_number"
    if nw & {"timestamp", "epoch", "unix"} or (dw & {"epoch", "unix"} and nw & {"time", "ts"}) \
            or "epoch" in dw or {"unix", "timestamp"} <= dw:  # a cookie's expiry "as a Unix timestamp": never 26
        return "timestamp"
    if nw & {"amount", "price", "cost", "total", "balance", "salary"} and not (ctx & {"design", "browser"} and nw & {"amount"}):
        return "amount"  # a design tool's amount is an effect's strength (0.4), a browser's how far to scroll: no money
    if nw & {"replicas", "replica"}:
        return "replicas"
    if nw & {"percent", "percentage", "ratio"}:
        return "percent"
    if nw & {"limit", "count", "max", "size", "per", "top", "n", "num", "results", "k", "page", "offset", "first", "last"}:
        return "count"
    return "number"


def _string(name: str, ws: list[str], nw: set[str], dw: set[str], desc: str, ctx: frozenset[str], tw: set[str],
            schema: dict) -> str:
    low = desc.lower()
    last = ws[-1] if ws else ""
    joined = "".join(ws)
    if "code" in ctx and nw & {"staged", "unstaged", "untracked", "conflict", "conflicts", "modified", "added", "removed", "deleted",
                               "renamed", "copied", "conflicted", "files", "file", "changed"} and not nw & {"count", "total", "number", "path", "dir"} \
            and not tw & {"tag", "branch", "remote", "worktree", "stash"}:
        return "repo_file"  # git status lists: the files staged, modified, in conflict
    if "design" in ctx and "expression" in nw and not nw & {"name", "enabled", "id"}:
        return "ae_expression"  # an After Effects expression is code: wiggle(2, 30), not a layer name
    if "design" in ctx and "property" in nw and nw & {"path", "name"} and not dw & {"file", "disk", "folder", "e", "eg"} and "'" not in desc:
        return "property_path"  # Transform/Opacity, not a file on disk or an artwork name
    if "design" in ctx and ws in (["interpolation"], ["interpolation", "type"]) and not schema.get("enum"):
        return "interpolation"  # a keyframe's interpolation: linear, bezier or hold
    if "design" in ctx and ws in (["ease"], ["easing"], ["ease", "type"]) and not schema.get("enum"):
        return "ease"
    if "design" in ctx and "profile" in nw and ("color" in tw | nw | dw or "colour" in tw | nw | dw or "icc" in dw) and not schema.get("enum"):
        return "color_profile"  # sRGB IEC61966-2.1, not an artwork name
    if "design" in ctx and not schema.get("enum") and (ws[-2:] == ["output", "module"] or nw & {"template", "settings"}
                                                        and dw & {"render", "rendering"} and "module" not in dw):
        return "render_template"  # adobe_ae_render(template, output_module): After Effects' own templates, not a sentence
    if nw & {"justification", "justify", "alignment", "align"} and not nw & {"grid", "guide", "distribute"} and not schema.get("enum"):
        return "text_alignment"  # ae_set_text(justification=...): left, center or right, never a layer's name
    if "design" in ctx and "blend" in nw and not schema.get("enum"):
        return "blend_mode"  # multiply, screen: not "replace" or an artwork name
    if "design" in ctx and "quality" in nw and not schema.get("enum"):
        return "render_quality"
    if "design" in ctx and ws in (["kind"], ["type"], ["typename"], ["item", "type"], ["item", "kind"]) and not schema.get("enum") \
            and tw & {"list", "find", "select", "search", "filter", "count", "items"} and not tw & {"add", "new", "create"}:
        return "item_type"  # ai_find_items(kind=...): PathItem or TextFrame, never an item's name ("Rectangle 3")
    if ws in (["title"], ["name"]) and "milestone" in tw and not tw & {"issue", "issues", "merge", "request"}:
        return "name"  # create_milestone(title): "v2.5", "Sprint 48", not an issue's title (the name pool of a milestone)
    if "code" in ctx and "grep" in nw:
        return "search_query"  # git log --grep: words of a commit message, not a slug
    if "plan" in nw and (nw & {"content", "contents", "body", "text", "markdown"} or ws == ["plan"] and "markdown" in dw) \
            and dw & {"test", "tests", "testing"} | tw & {"test", "tests", "planner"} \
            or nw & {"content", "contents", "body"} and dw & {"spec", "plan"} and "markdown" in dw:
        return "test_plan"  # planner_save_plan(planContent), generator_save_spec(content): a Markdown test plan, not a chat line
    if "browser" in ctx and ({"element", "description"} <= nw or nw == {"description"} and dw & {"element"}):  # teach_selector:
        return "element_description"  # browser_generate_locator: "the Checkout button", not a chat sentence
    if "browser" in ctx and nw & {"arguments", "args", "argument", "flags", "switches"} and not nw & {"name", "test", "script"} \
            and tw & {"start", "launch", "open", "browser", "session", "driver"} and not tw & {"test", "run", "script", "healer"}:
        return "browser_flag"  # start_browser(options.arguments): --headless=new, --window-size=1280,800 (seed 1390)
    if "browser" in ctx and "handle" in nw and not nw & {"name", "user"}:
        return "window_handle"  # a WebDriver window handle: CDwindow-<hex>, not a person's login
    if "cookie" in tw | dw and ws == ["value"]:
        return "cookie_value"  # a cookie's value is a token (a session id, dark, pt-BR), not a sentence
    if last in ("uuid", "guid"):
        return "uuid"  # a path_uuid is an object's uuid, not a path
    if dw & {"uuid", "guid"} and len(ws) == 1 and not nw & {"name", "path", "file", "url", "type", "kind"}:
        return "uuid"  # get_effects(target) "Filter by UUID for a specific object": a uuid, never "Fill" (seed 1382)
    if nw & {"query", "q", "search", "term"} and tw & {"user", "users", "people", "member", "members", "person"}:
        return "person"  # a people search takes a name
    if nw & {"snippet", "excerpt", "highlight", "preview"}:
        return "message"
    if "code" in ctx and nw >= {"file", "path"} and len(ws) == 2 and (tw & {"git", "blame", "show", "log", "diff", "restore"} or "relative" in dw and "repository" in dw):
        return "repo_file"  # git_blame's filePath: a file of the repository, relative to it
    if "code" in ctx and "git" in tw and nw & {"path", "paths", "file", "files", "filepath"} and not nw & (_DIR | {"repo", "repository", "working", "worktree"}) \
            and not dw & {"directory", "folder", "dir"} and ("repository" not in dw and "repo" not in dw or "relative" in dw):
        return "repo_file"  # git_checkout's paths: "File path", files of the repository, not of some other project
    if "code" in ctx and ("stash" in nw and nw & {"ref", "reference"} or ws == ["ref"] and "stash@" in low):
        return "stash_ref"  # git_stash's stashRef, a stash listing's ref: stash@{0}, never a branch
    if "code" in ctx and nw & {"target", "source", "from", "to"} and dw & {"branch", "commit", "tag"} and not dw & {"file", "path"}:
        return "branch"  # git_checkout's target: "Branch name, commit hash, or tag", not a file to move
    if "property" in nw and "path" in nw and "fs" not in ctx:
        return "name"  # After Effects' "Transform/Position": a property's path in the layer, not a file
    if nw & {"timezone", "tz", "timezones"} or "timezone" in joined or ("zone" in nw and "time" in nw):
        return "timezone"
    if nw & {"weekday", "dow"} or joined in ("dayofweek", "dayoftheweek"):
        return "weekday"
    if nw & {"cron", "crontab"} or ("schedule" in nw and ("cron" in low or "k8s" in ctx)):
        return "cron"
    if "selector" in nw and "field" in nw:
        return "field_selector"
    if "selector" in nw and ("label" in nw or "label" in dw):
        return "label_selector"
    if "xpath" in nw or "xpath" in dw and nw & {"selector", "locator", "path"}:
        return "xpath"
    if nw & {"selector", "css", "locator"}:
        return "css_selector"
    if "jql" in nw or ("jql" in dw and nw & {"query", "q", "filter"}):
        return "jql"
    if "cql" in nw or ("cql" in dw and nw & {"query", "q", "filter"}):
        return "cql"
    if nw & {"sql", "statement"} or (nw & {"query", "q"} and ("sql" in ctx or "sql" in dw or "select" in dw)):
        said = dw | tw
        if said & {"create", "alter", "drop", "ddl"} and not said & {"select"}:
            return "sql_ddl"
        if said & {"insert", "update", "delete", "write", "dml"} and not said & {"select", "read"}:
            return "sql_dml"
        return "sql"
    if nw & {"email", "mail"} and not nw & {"subject", "body", "message"}:
        return "email"
    if nw & {"link", "links", "linked"} and not nw & {"url", "uri", "href", "id", "ids"} and "design" in ctx:
        return "file_path"  # ai_audit_for_animation's broken_links: placed files an artwork links to, no web page
    if nw & {"url", "uri", "href", "link", "endpoint", "website", "homepage", "baseurl"} and not (
            last in ("id", "ids", "uid", "key", "count") and not nw & {"url", "uri", "href"}):
        return "url"  # revoke_share_link(link_id='l_9obdznpx') is a link's id, not a URL
    if nw & {"domain"}:
        return "domain"
    if nw & {"ip", "ipv4", "ipv6"} or joined in ("ipaddress", "ipaddr"):
        return "ip"
    if "port" in nw:
        return "port"
    if nw & {"host", "hostname", "server"} and not nw & {"name"} - {"hostname"}:
        return "host"
    if last in ("id", "ids", "uid") and len(ws) > 1 and not nw & {"commit", "place", "issue", "ticket"}:
        return "identifier"  # `path_id`, `file_id`: a handle on the thing, not the thing
    if "remote" in ctx and nw & {"path", "file", "filepath"} and not nw & _DIR:
        return "repo_file"  # a file inside a hosted repository: relative to its root
    if "path" in nw and ("json" in tw or "jsonpath" in dw) and not nw & _DIR:
        return "json_path"  # json_get(key, path): a JSONPath inside the document
    if "path" in nw and not nw & _DIR and (dw & {"api", "endpoint", "http", "rest", "route"} or "cookie" in tw | dw or (
            tw & {"http", "api"} and not dw & {"file", "directory", "folder", "local"})):
        return "api_path"  # the path of an HTTP API request: `/_cluster/health`, not a file on disk
    if "design" in ctx and nw & {"folder", "bin"} and not nw & {"path", "dir", "directory", "input", "output", "source",
                                                                 "destination", "target"} and not dw & {"disk", "filesystem", "path"}:
        return "name"  # an After Effects project folder (a bin of the Project panel), not a folder on disk
    if "design" in ctx and last in ("to", "into", "onto") and len(ws) > 1 and not nw & _PATH:
        return "name"  # ai_delete(move_items_to): the layer the items go to, by name (no chat sentence)
    if "path" in nw or nw & {"filepath", "dirpath"} or (nw & _PATH and not nw & {"name", "filename", "type", "content", "contents"}):
        if nw & _DIR or (("directory" in dw or "folder" in dw) and "file" not in dw) or (nw & {"repo", "repository"}):
            return "dir_path"
        return "file_path"
    if nw & {"filename", "basename"} or ("file" in nw and "name" in nw):
        return "filename"
    if nw & {"sha", "oid", "revision", "rev"} or ("commit" in nw and nw & {"hash", "id", "sha"}) or ("hash" in nw and "code" in ctx) or (
            "code" in ctx and "commit" in dw and dw & {"sha", "hash", "shas", "hashes"} and len(dw) <= 6):  # "The commit sha", "Parent commit hashes"
        return "sha"
    if "code" in ctx and "parent" in nw and len(ws) <= 2 and (tw & {"git", "log", "commit", "commits", "show", "rebase"} or "commit" in dw):
        return "sha"  # git log's parents: commit hashes, not names
    if "branch" in nw or (nw & {"base", "head", "ref"} and "code" in ctx and not "ref" in nw and "element" not in dw):
        return "branch"
    if "ref" in nw and "code" in ctx:
        return "branch"
    if "tag" in nw and "code" in ctx and not nw & {"tags"}:
        return "tag"
    if nw & {"repo", "repository"} and not nw & {"id", "owner"}:
        return "repo"
    if ("owner" in nw or nw & {"org", "organization", "organisation"}) and "code" in ctx:
        return "owner"
    if nw & {"issue", "pull", "pr"} and nw & {"number", "num", "iid"}:
        return "issue_number"
    if nw & {"key"} and nw & {"issue", "ticket"} or joined in ("issueidorkey", "issuekey", "issueid") and "tracker" in ctx:
        return "issue_key"
    if "tracker" in ctx and "type" in nw and nw & {"issue", "ticket"}:
        return "issue_type"
    if "project" in nw and "key" in nw:
        return "project_key"
    if "kv" in ctx and "field" in dw and "key" in nw and not dw & {"redis"} - {"hash"}:
        return "name"  # hset's `key`: "The field name inside the hash" is a field of the hash, not a Redis key
    if "key" in nw and ("kv" in ctx or last == "key" and "kv" in ctx) and not nw & {"api", "secret", "private"}:
        return "kv_key"
    if "kv" in ctx and ws == ["name"] and (not desc or "key" in dw or dw & {"list", "set", "hash", "stream"}):  # lrem's
        # "The name of the list" is a key too: notifications:user:1042, never rapid-pixel
        return "kv_key"  # redis-py's `name` is the key the hash, list or set is stored at
    if nw & {"image"} and ("k8s" in ctx or "container" in dw or "docker" in dw):
        return "container_image"
    if "chart" in nw and "k8s" in ctx and not nw & {"version", "url"}:
        return "helm_chart"
    if "namespace" in nw and ("k8s" in ctx or "kubernetes" in dw):
        return "k8s_namespace"
    if "k8s" in ctx and (nw & {"kind", "resourcetype"} or joined in ("resourcetype", "resourcekind", "resource")
                          or joined == "type" and "resource" in low):
        return "k8s_kind"
    if "k8s" in ctx and (last == "name" or nw & {"pod", "deployment", "service", "container", "job", "cronjob", "node"}) and not nw & {"file", "image"}:
        return "k8s_name"
    if nw & {"source", "destination", "dest", "src", "target", "from", "to"} and "fs" in ctx and not "maps" in ctx and len(ws) <= 2 \
            and not nw & {"port", "branch", "timezone", "language", "currency", "type", "kind", "format", "mode", "ref"}:
        return "dir_path" if nw & _DIR or "directory" in dw and "file" not in dw else "file_path"
    if nw & {"blob", "base64"} or "base64" in dw:
        return "base64"
    if joined in ("placeid", "googleplaceid"):
        return "place_id"
    if nw & {"query", "q", "search", "keyword"} and "maps" in ctx:
        return "place_query"
    if nw & {"lat", "latitude"}:
        return "latitude"
    if nw & {"lng", "lon", "longitude"}:
        return "longitude"
    if nw & {"coordinates", "latlng", "coords", "coord"} or ("location" in nw and ("latitude" in dw or "coordinates" in dw)):
        return "coordinates"
    if "country" in nw:
        return "country_code" if "code" in nw or dw & {"iso", "code", "alpha"} or schema.get("maxLength") in (2, 3) else "country"
    if nw & {"lang", "language", "locale"} and not ("programming" in dw or "code" in ctx and "language" in nw):
        return "language_code"
    if nw & {"currency"}:
        return "currency"
    if nw & {"amount", "price", "cost", "total", "balance"}:
        return "amount"
    if nw & {"address"} and not nw & {"ip", "email", "mac"}:
        return "address"
    if nw & {"city", "town", "place", "origin", "destination", "destinations", "origins", "location", "venue"} and "place_id" != "_".join(ws):
        return "place" if not nw & {"id"} else "identifier"
    if nw & {"region", "zone"}:
        return "region"
    if nw & {"phone", "mobile", "tel"}:
        return "phone"
    if nw & {"color", "colour", "fill", "stroke", "hex", "background"} and not nw & {"space", "mode", "profile", "model", "scheme", "type"}:
        return "colour"
    if nw & {"mime", "mimetype", "content_type"} or joined == "contenttype":
        return "mime"
    if nw & {"uuid", "guid"}:
        return "uuid"
    if nw & {"regex", "regexp"} or ("pattern" in nw and ("regex" in low or "regular expression" in low)):
        return "regex"
    if "kv" in ctx and nw & {"pattern", "match", "glob"}:
        return "kv_pattern"
    if nw & {"glob"} or ("pattern" in nw and ("fs" in ctx or "glob" in low or "wildcard" in low or "*" in desc or "kv" in ctx)):
        return "glob"
    if nw & {"script", "javascript", "js", "jsx", "function"} or ("expression" in nw and "browser" in ctx):
        return "script"
    if "code" in nw and (nw & {"test", "source"} or "code" in dw and dw & {"test", "generated"}) and not nw & {"country", "language", "status", "error", "exit", "postal", "zip"}:
        return "script"  # generator_write_test(test_code): the test's source, not a test's name
    if ws in (["code"], ["source"], ["source", "code"]) and (tw & {"script", "jsx", "eval", "evaluate", "execute", "exec"} or dw & {
            "javascript", "extendscript", "jsx", "script", "powershell"}):
        return "script"  # run_script(code=...): the code is a script, of the language the tool runs
    if nw & {"json", "payload", "kwargs"} or "json" in dw and nw & {"body", "data", "document", "value"}:
        return "json"
    if nw & {"duration", "ttl", "timeout", "interval", "period", "expiry", "difference", "elapsed", "uptime", "age"} and not nw & {"at"}:
        return "duration"
    if nw & {"reaction", "emoji"} and not nw & {"id", "count"}:
        return "emoji"
    if "chat" in ctx and nw & {"timestamp", "ts"} and not dw & {"iso", "8601"} and not nw & {"oldest", "latest"} - {"ts"}:
        return "message_ts"
    if "code" in ctx and "message" in nw and ("commit" in dw or "commit" in ctx_words(ctx)):
        return "commit_message"
    if "code" in ctx and joined in ("startpoint", "frombranch", "basebranch", "targetbranch", "sourcebranch", "upstream"):
        return "branch"
    if "ts" in nw and len(ws) <= 2 and not dw & {"iso", "8601"}:
        return "message_ts"  # Slack's message timestamps: "1712345678.123456"
    if nw & {"datetime", "timestamp"} or (nw & _TIME_AT and ("date" in dw or "time" in dw or "iso" in dw)
                                                 ) or (last == "at" and len(ws) > 1) or ("time" in nw and len(ws) > 1 and nw & _TIME_AT):
        return "date" if "date" in nw and "time" not in nw and "datetime" not in nw else "datetime"
    if nw & {"date", "day", "dob", "birthday", "due"}:
        return "date"
    if "time" in nw:
        return "time" if ("hh" in dw or "24" in dw or "hour" in low or len(ws) == 1) else "datetime"
    if nw & {"version"}:
        return "version"
    if last in ("id", "ids", "identifier", "uid", "uuid") and len(ws) > 1:
        return "identifier"  # `insight_id`, `comment_id`: a handle, whatever the thing is
    if nw & {"label", "labels"} and tw & {"checkpoint", "snapshot", "backup"}:
        return "checkpoint_label"  # ai_checkpoint(label): what the copy is kept for, never a frame label "hover" (seed 1479)
    if nw & {"label", "labels"} and "design" in ctx and not nw & {"tag", "tags", "color", "colour"}:
        return "frame_label"  # adobe_an_timeline(goto_frame, label=...): a timeline's frame label, never needs-triage
    if nw & {"label", "labels"} or nw & {"tag", "tags"} and not "code" in ctx:
        return "label"
    if nw & {"topic", "topics", "category"}:
        return "name"
    if nw & {"question", "questions"}:
        return "question"
    if nw & {"query", "q", "search", "term", "keyword", "keywords", "filter", "terms"}:
        return "search_query"
    if nw & {"instructions", "steps", "checklist"} and not nw & {"id", "count", "number", "name"}:
        return "instructions"  # a wrap-up protocol: numbered steps, not a chat line
    if nw & {"title", "subject", "heading", "summary", "headline"}:
        return "title"
    if nw & {"body", "description", "comment", "content", "contents", "markdown", "note", "notes", "reason", "details", "prompt", "instructions"}:
        return "body"
    if nw & {"message", "text", "reply", "msg", "caption", "insight"}:
        return "message"
    if nw & _PEOPLE or joined == "fullname" or len(ws) == 2 and ws[1] == "by" and ws[0].endswith("ed") and ws[0] not in _NOT_BY:
        return "person"  # a tagger, a committer, created_by: a person, not a thing of the tool's own kind
    if nw & {"user", "username", "login", "member", "handle", "owner"} and not nw & {"id"}:
        return "username"
    if nw & {"company", "organization", "organisation", "org", "vendor", "customer", "team"} and not nw & {"id"}:
        return "organisation"
    if "table" in nw and ("sql" in ctx or "name" in nw):
        return "table_name"
    if last in ("id", "ids", "identifier", "uid", "ref", "handle", "key", "token", "cursor") or nw & {"id", "identifier"}:
        return "identifier"
    if nw & {"page", "artboard"} and nw & {"range", "ranges"}:
        return "page_range"  # pdf pageRanges: "1-3, 5"; ai_export(artboard_range): "1-3", never "Web banner 728x90"
    if last in ("prefix", "suffix"):
        return "name"  # dataset_name_prefix: a short word a name starts with, not a sentence
    if last in ("name", "names", "alias", "slug", "label", "field", "column", "index", "bucket", "database", "db", "channel",
                "workspace", "space", "project", "collection", "queue", "topic", "model", "environment", "env", "service"):
        return "name"
    if "code" in ctx and "target" in nw and tw & {"diff", "checkout", "reset", "merge", "rebase", "log", "show", "revert"}:
        return "branch"  # git diff/checkout/reset target: a branch or revision
    if "code" in ctx and ws == ["paths"] and tw & {"git"} | {"checkout", "reset", "add", "restore", "diff"}:
        return "repo_file"
    if "code" in ctx and (nw & {"onto", "revision", "rev", "object", "treeish", "commitish"} or ws[-1:] == ["commit"] or nw & {"merged", "contains"} and not nw & {"file", "files"} or dw & {"commit", "revision"} and dw & {"hash", "sha", "upstream"}):
        return "sha"  # git_show's object, git_rebase's onto: a revision
    if nw & {"value", "input", "data", "output", "result", "response", "answer"}:
        return "text"
    if "element" in nw and dw & {"description", "readable"} and "browser" in ctx:
        return "ui_text"  # "Human-readable element description": the Submit button
    return "name" if len(ws) <= 2 and not dw & {"text", "sentence", "describe", "describing"} else "text"


_PEOPLE = frozenset({"author", "assignee", "reviewer", "person", "recipient", "fullname", "creator", "reporter", "tagger", "committer",
                     "approver", "signer", "sender", "uploader", "requester", "requestor", "submitter", "organizer", "organiser",
                     "maintainer", "contributor", "attendee", "participant", "merger"})
_NOT_BY = frozenset({"sorted", "ordered", "grouped", "keyed", "indexed", "partitioned", "filtered"})

_CACHE: dict[tuple, str] = {}


def infer(name: str, schema: dict | None = None, *, tool_name: str = "", tool_description: str = "") -> str:
    """The kind name for a parameter or output field (cached per tool and parameter)."""
    if not isinstance(schema, dict):
        schema = {}
    t = schema.get("type")
    key = (tool_name, name, schema.get("description"), t if t is None or isinstance(t, str) else str(t),
           schema.get("format"), schema.get("pattern"), schema.get("maxLength"), tool_description)  # str hashes are cached
    try:
        return _CACHE[key]
    except KeyError:
        pass
    except TypeError:  # an unhashable description or pattern: do not cache
        return infer_uncached(name, schema, tool_name, tool_description)
    if len(_CACHE) > 200_000:
        _CACHE.clear()
    hit = _CACHE[key] = infer_uncached(name, schema, tool_name, tool_description)
    return hit
