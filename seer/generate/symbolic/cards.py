"""Stage 1, interpretation: a profile of each tool (verb, nouns, params, outputs) and its ToolCard."""

from __future__ import annotations

import re
from collections import Counter

from dataclasses import dataclass, field
from typing import Any

from seer.generate.stages import ToolCard
from seer.kinds.described import arg_docs
from seer.kinds.infer import CONTEXT_WORDS, contexts
from seer.generate.symbolic.lexicon import (NOUN_VERBS, READ_VERBS, STOP, WRITE_VERBS, base_form, common_prefix, first_sentence,
                                            is_verb, singular, tool_verb, words)
from seer.generate.symbolic.values import nonnull, schema_type
from seer.spec.model import Spec, Tool

# words that name a handle on a thing rather than the thing: "channel_id" is about a channel
HANDLE_WORDS = frozenset("id ids uuid uuids name names ts timestamp key keys ref refs path paths number num handle identifier sha hash url uri".split())
# parameters that carry content the user composes, never a value looked up elsewhere
FREE_TEXT = frozenset("text message content contents body comment description script code query note summary reason title expression prompt instructions".split())


@dataclass
class Param:
    name: str
    schema: dict[str, Any]
    required: bool
    words: list[str]
    entity: list[str]  # words that name the thing (handle words removed), singular
    linkable: bool  # a value another call could have returned
    folder: bool = False  # a path that names a folder (the parameter's or the tool's description says so)
    implied: bool = False  # optional, but the tool's description (the request's wording) names it
    path: tuple[str, ...] = ()  # keys from the arguments object to the value (set in __post_init__)
    _core: tuple[dict, dict] | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.path = self.path or (self.name,)

    @property
    def json_path(self) -> str:
        """The parameter's place in a call as the request's items name it: "$.params.action"."""
        return "$." + ".".join(self.path)

    @property
    def core(self) -> dict[str, Any]:
        """The schema without an Optional's null branch (what a value has to look like); made once per schema,
        so a validator cached for it is found again."""
        hit = self._core
        if hit is None or hit[0] is not self.schema:
            hit = self._core = (self.schema, nonnull(self.schema))
        return hit[1]

    def get(self, args: dict[str, Any], default: Any = None) -> Any:
        node: Any = args
        for key in self.path:
            if not isinstance(node, dict) or key not in node:
                return default
            node = node[key]
        return node

    def put(self, args: dict[str, Any], value: Any) -> None:
        node = args
        for key in self.path[:-1]:
            if not isinstance(node.get(key), dict):
                node[key] = {}
            node = node[key]
        node[self.path[-1]] = value

    @property
    def item_schema(self) -> dict[str, Any]:
        """The schema one returned value must meet: the items' schema for an array parameter."""
        core = self.core
        items = core.get("items")
        return items if schema_type(core) == "array" and isinstance(items, dict) else core

    @property
    def key(self) -> tuple[str, ...]:
        """What the world files a stated value under: a folder path is not a file path."""
        return (*self.words, "dir") if self.folder else tuple(self.words)


@dataclass
class OutputField:
    path: tuple[str, ...]  # keys from the root ("[]" for array items)
    words: list[str]  # key words
    parent: str  # singular noun of the enclosing key ("" at the root)
    schema: dict[str, Any]


@dataclass
class Profile:
    tool: Tool
    words: list[str]
    verb: str
    read: bool
    nouns: list[str]  # singular nouns of the name (verb and spec prefix removed)
    desc_nouns: list[str]
    clause: str  # the description's first sentence as a request ("get recent messages from a channel")
    params: list[Param]
    structured: bool  # has an outputSchema with more than free text
    output_fields: list[OutputField] = field(default_factory=list)
    # what the kinds read a tool's words in: its name and description, and for a tool whose own words
    # name no domain ("Get document metadata"), the domain word most of its spec's tools share ("illustrator")
    ctx: tuple[str, str] = ("", "")
    # the word of its name that tells it from a tool whose description says the same ("staged" of
    # git_diff_staged beside git_diff_unstaged, "ae" of ae_run_script beside ai_run_script)
    mark: str = ""
    # the spec's tools by name (one dict shared by every profile): what a tool that runs other tools can name
    peers: dict[str, Tool] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.ctx == ("", ""):
            self.ctx = (self.tool.name, self.tool.description)

    @property
    def name(self) -> str:
        return self.tool.name


def profile_spec(spec: Spec) -> list[Profile]:
    names = spec.tool_names
    prefix = common_prefix(names)
    firsts = Counter(ws[0] for ws in map(words, names) if len(ws) > 1)  # counted once: linear in the tools
    profiles = [profile_tool(t, _app_prefix(t.name, firsts, len(names)) or prefix) for t in spec.tools]
    domain = spec_domain(spec)
    home = contexts("", domain) if domain else frozenset()
    for p in profiles:  # scan_all_keys never says Redis ("... keys ... database"): it is a Redis tool all the same
        own = contexts(*p.ctx)
        weak = own <= _WEAK_CONTEXTS or own == {"search"} and not re.search(r"elastic|opensearch", p.tool.description, re.I)
        if domain and (not own or home - own and weak):  # a GitHub tool in a Jira spec stays GitHub's; a Redis tool about
            # "the index" (get_indexed_keys_number) is RediSearch's, never an Elasticsearch index (logs-2024.03, seed 1391)
            p.ctx = (p.tool.name, f"({domain}) {p.tool.description}")
    _mark_twins(profiles)
    peers = {t.name: t for t in spec.tools}
    for p in profiles:
        p.peers = peers
    return profiles


_MARKS = frozenset("staged unstaged cached my mine own all".split()) | frozenset(("ai", "ae", "ps", "pr", "id", "an", "ame"))


def _mark_twins(profiles: list[Profile]) -> None:
    """Tools one request would say alike ("show changes" for git_diff_staged and git_diff_unstaged)
    get the word of their name that tells them apart, when it is one a person says (an adjective
    like staged, "my", an app's prefix)."""
    from seer.generate.symbolic.phrasing import description_action

    groups: dict[tuple[str, str], list[Profile]] = {}
    for p in profiles:
        act = description_action(p)
        if act is not None:
            groups.setdefault((act.verb, act.obj, act.qualifier), []).append(p)
    for twins in groups.values():
        if len(twins) < 2 or len(twins) > 4:
            continue
        for p in twins:
            others = set().union(*(set(words(q.name)) for q in twins if q is not p))
            own = [w for w in words(p.name) if w not in others and w in _MARKS]
            extra = [w for w in words(p.name) if w not in others]
            # list_directory_with_sizes beside list_directory: "get the file listing with sizes", never the same words twice
            with_ = " ".join(extra) if len(extra) >= 2 and extra[0] == "with" else ""
            p.mark = own[0] if own else with_


_WEAK_CONTEXTS = frozenset({"sql", "time", "fs"})  # read off common words ("database", "time", "files")


def spec_domain(spec: Spec) -> str:
    """The word that names what most of a spec's tools work on ("illustrator", "elasticsearch",
    "browser"): the commonest context word of the context at least half of the tools share."""
    per_tool = [contexts(t.name, t.description) for t in spec.tools]
    counts = Counter(c for cs in per_tool for c in cs)
    top = next((c for c, n in counts.most_common(1) if n >= max(2, len(spec.tools) / 2)), None)
    if top is None:
        return ""
    triggers = set(CONTEXT_WORDS[top].split())
    found = Counter(w for t in spec.tools for w in set(words(t.name)) | set(re.split(r"[^a-z0-9-]+", t.description[:600].lower()))
                    if w in triggers)
    apps = {"illustrator", "photoshop", "indesign", "premiere", "adobe", "elasticsearch", "opensearch", "redis", "selenium",
            "playwright", "github", "gitlab", "git", "slack", "kubernetes", "jira", "confluence"}  # a product beats a common noun
    return min(found.items(), key=lambda kv: (kv[0] not in apps, -kv[1], kv[0]))[0] if found else ""


_APP_WORDS = {"pr": ("premiere",), "ps": ("photoshop",), "ai": ("illustrator",), "ae": ("after effects",), "id": ("indesign",),
              "an": ("animate",), "ame": ("media encoder",)}
_APP_NAMES = frozenset("premiere pro photoshop illustrator after effects indesign animate adobe media encoder".split())
_ADJECTIVES = frozenset("active current new existing selected given specified available arbitrary open recent whole entire".split())


def _app_prefix(name: str, firsts: Counter, n_tools: int) -> str:
    """A short product prefix a quarter of a spec's tools start with (`ai_`, `ae_`, `ps_` of a
    suite of Adobe apps): it names the app, not the thing a tool works on."""
    ws = words(name)
    if len(ws) < 2 or len(ws[0]) > 3 or ws[0] in READ_VERBS | WRITE_VERBS:
        return ""
    return ws[0] if firsts[ws[0]] >= max(3, 0.2 * n_tools) else ""


def profile_tool(tool: Tool, prefix: str = "") -> Profile:
    ws = words(tool.name)
    if prefix and len(ws) > 1 and ws[0] == prefix:
        ws = ws[1:]
    verb = tool_verb(ws, tool.description)
    nouns = [singular(w) for w in ws if w != verb and w not in STOP and not w.isdigit()]
    low = tool.description.lower()
    apps = {w for w, names in _APP_WORDS.items() if any(n in low for n in names)}
    if apps & set(nouns):  # adobe_pr_export: `pr` is Premiere Pro, the app, not a pull request to export
        nouns = [n for n in nouns if n not in apps]
    clause = first_sentence(tool.description) if tool.description.strip() else " ".join([verb, *nouns])
    desc_nouns = [singular(w) for w in words(clause) if len(w) > 2 and w not in STOP and not is_verb(w)
                  and singular(w) not in nouns][:8]
    if not nouns:  # `git_status`, `git_show`: the verb names the thing, or the description does
        nouns = [verb] if verb in NOUN_VERBS else [n for n in desc_nouns if n not in _ADJECTIVES and n not in _APP_NAMES
                                                   and n not in ("via", "using", "ame")][:1] or (["sequence"] if "premiere" in low else [])
        desc_nouns = [n for n in desc_nouns if n not in nouns]
    params = _params(tool.input_schema, set(words(clause)), arg_docs(tool.description))
    said = {singular(w) for w in words(clause)}
    for param in params:  # "list keys matching a pattern": the request names `pattern`, so pass one
        param.implied = not param.required and bool(param.words) and all(singular(w) in said for w in param.words)
    fields = list(_output_fields(tool.output_schema)) if tool.output_schema else []
    structured = any(f.words and not set(f.words) <= FREE_TEXT | {"success", "error", "result", "status"} for f in fields)
    read = verb in READ_VERBS and verb not in WRITE_VERBS or (verb not in WRITE_VERBS and bool(tool.annotations and tool.annotations.get("readOnlyHint")))
    return Profile(tool=tool, words=ws, verb=verb, read=read, nouns=nouns or ["item"], desc_nouns=desc_nouns,
                   clause=base_form(clause), params=params, structured=structured, output_fields=fields)


_FOLDER = frozenset("directory directories folder folders repository repo dir worktree worktrees".split())


# a parameter so named is the user's choice (which browser to launch, which state to list), no record's field
CHOICE_WORDS = frozenset("state status format browser strategy level order sort direction visibility".split())


def _lists_handles(core: dict[str, Any]) -> bool:
    """An array of strings its description says are handles (git_cherry_pick's commits: "Commit hashes to
    cherry-pick"): a listing's hashes can fill it, as uuids or ids would."""
    items = core.get("items") if isinstance(core.get("items"), dict) else {}
    if schema_type(items) != "string" or items.get("enum"):
        return False
    said = words(f"{core.get('description', '')} {items.get('description', '')}")
    return bool({singular(w) for w in said[:6]} & {"hash", "sha", "id", "uuid"})


def _params(schema: dict[str, Any], tool_words: set[str], docs: dict[str, str] | None = None) -> list[Param]:
    props = schema.get("properties") or {}
    required = set(schema.get("required") or [])
    if len(props) == 1:  # FastMCP's one wrapper object (`params: {...}`): its fields are the parameters
        (wrapper, inner), = props.items()
        if isinstance(inner, dict) and schema_type(inner) == "object" and inner.get("properties"):
            out = _params(inner, tool_words, docs)
            for param in out:
                param.path = (wrapper, *param.path)
                param.required = param.required and wrapper in required
            return out
    out = []
    for name, sub in props.items():
        sub = sub if isinstance(sub, dict) else {}
        if docs and docs.get(name) and not sub.get("description"):
            sub = {**sub, "description": docs[name]}  # the docstring's Args: line: what the kinds read
        core = nonnull(sub)
        ws = words(name)
        t = schema_type(core)
        entity = [singular(w) for w in ws if w not in HANDLE_WORDS and w not in STOP]
        handle = bool(set(ws) & HANDLE_WORDS)
        linkable = (not core.get("enum") and "const" not in core and not (ws and ws[-1] in FREE_TEXT)
                    and ws not in (["action"], ["op"], ["operation"], ["mode"], ["what"])  # how a tool is asked to act: the user's choice, no record's field
                    and not (not handle and ws and ws[-1] in CHOICE_WORDS) and ws not in (["by"], ["using"], ["locator", "type"], ["state"])  # open_browser(browser), list_merge_requests(state): a choice
                    and (t == "string" and (handle or bool(entity)) or t in ("integer", "number") and bool(set(ws) & {"id", "index", "number", "tab"})
                         or t == "array" and (handle or _lists_handles(core))))
        desc = set(words(str(sub.get("description", ""))))
        writes_file = "file" in tool_words and bool(tool_words & {"upload", "write", "save", "put", "create"})
        folder = ("path" in ws and not set(ws) & {"file", "filename"} and "file" not in desc and not writes_file
                  and bool((desc | tool_words) & _FOLDER))
        out.append(Param(name, sub, name in required, ws, entity, linkable, folder))
    return out


def _output_fields(schema: Any, path: tuple[str, ...] = (), parent: str = "", depth: int = 0):
    if not isinstance(schema, dict) or depth > 5:
        return
    for key in ("anyOf", "oneOf", "allOf"):
        for b in schema.get(key) or []:
            yield from _output_fields(b, path, parent, depth + 1)
    for name, sub in (schema.get("properties") or {}).items():
        if not isinstance(sub, dict):
            continue
        t = schema_type(sub)
        if t == "object":
            yield from _output_fields(sub, path + (name,), singular(words(name)[-1]) if words(name) else parent, depth + 1)
        elif t == "array" and isinstance(sub.get("items"), dict) and schema_type(sub["items"]) == "object":
            yield from _output_fields(sub["items"], path + (name, "[]"), singular(words(name)[-1]) if words(name) else parent, depth + 1)
        else:
            yield OutputField(path + (name,), words(name), parent, sub)


ROLES = {"kv": "backend and SRE teams", "code": "developers and release managers", "search": "search and data engineers",
         "files": "teams automating file work", "chat": "support and operations teams", "browser": "QA engineers",
         "design": "designers and production artists", "k8s": "platform engineers", "sql": "analysts and backend developers",
         "tracker": "project managers and engineers", "time": "teams working across time zones"}


def tool_card(p: Profile) -> ToolCard:
    """The paper's stage-1 card, written only from what the spec says."""
    from seer.generate.symbolic.negatives import domains  # late: phrasing and negatives read profiles
    from seer.generate.symbolic.phrasing import action

    def typed(x: Param) -> str:
        return f"{x.name} ({schema_type(x.core) or 'any'})"

    req = [typed(x) for x in p.params if x.required]
    opt = [typed(x) for x in p.params if not x.required]
    needs = (f"requires {', '.join(req)}" if req else "no required inputs") + (f"; optional {', '.join(opt[:6])}" if opt else "")
    act = action(p)
    doing = f"{act.verb} {act.obj}".strip()
    first = p.tool.description.strip().split("\n")[0]
    dom = domains([p])
    who = ROLES.get(dom[0], "teams using this server") if dom else "teams using this server"
    return ToolCard(
        tool=p.name,
        what_it_does=first[:300] or doing,
        what_it_needs=needs,
        why_its_used=f"to {doing}" + (f" {act.qualifier}" if act.qualifier else ""),
        enterprise_context=(f"{who} {'look things up' if p.read else 'make changes'} with it "
                            f"({'read-only' if p.read else 'changes state'}): {doing}"),
    )


def args_body(args: dict[str, Any]) -> dict[str, Any]:
    """The dict a call's values live in, to read or write: its `params` wrapper object, else the call itself."""
    return args["params"] if isinstance(args.get("params"), dict) else args
