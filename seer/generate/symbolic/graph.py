"""The data-flow graph between tools: which call can supply which parameter of another.

A producer is a read tool (list/search/get/...) or a create tool. It supplies a parameter when
the thing the parameter names (its entity words, else the consumer's own nouns) is among the
producer's nouns (name, or first sentence of its description for read tools) and, when the
producer has a structured outputSchema, that schema holds a field for it (`channels[].id`
supplies `channel_id`). Both directions are indexed by noun, so building and querying the
graph is linear in the number of tools (candidate lists are capped).
"""

from __future__ import annotations

import re

from dataclasses import dataclass

from seer.generate.symbolic.cards import HANDLE_WORDS, OutputField, Param, Profile
from seer.generate.symbolic.lexicon import singular, words
from seer.generate.symbolic.values import schema_type

CREATE_VERBS = frozenset("create add new make insert post upload generate start open init clone record".split())
MAX_CANDIDATES = 12
_MAKE_VERBS = frozenset("create make init mkdir new".split())
# enclosing keys that say nothing about what they hold
CONTAINERS = frozenset(["", "result", "item", "data", "record", "entry", "hit", "match", "row", "value", "object", "response"])


_PAYLOADS = (["value"], ["content"], ["contents"], ["body"], ["text"], ["data"])  # what a write writes
# a product's name where a tool's name has no noun of its own (Redis `get`): no thing a call returns
PRODUCTS = frozenset("redis elasticsearch opensearch git github gitlab slack selenium illustrator photoshop kubernetes jira".split())


@dataclass(frozen=True)
class Edge:
    producer: str
    consumer: str
    param: str
    field: OutputField | None  # the structured output field that carries the value (None: inferred shape)
    whole: bool = False  # the producer's whole result is the value (ai_apply_layout's plan from ai_reframe_layout)


class Graph:
    def __init__(self, profiles: list[Profile]):
        self.profiles = {p.name: p for p in profiles}
        self.order = [p.name for p in profiles]
        self._producers: dict[str, list[str]] = {}
        self._consumers: dict[str, list[tuple[str, str]]] = {}
        self._keys_of = {p.name: produce_keys(p) for p in profiles}
        self._memo_in: dict[tuple[str, str], list[Edge]] = {}
        self._memo_out: dict[str, list[Edge]] = {}
        self._memo_named: dict[str, list[Edge]] = {}
        for p in profiles:
            for k in self._keys_of[p.name]:
                self._producers.setdefault(k, []).append(p.name)
            for param in p.params:
                if param.linkable:
                    for k in dict.fromkeys(self._keys(p, param)):
                        self._consumers.setdefault(k, []).append((p.name, param.name))

    @staticmethod
    def _keys(consumer: Profile, param: Param) -> list[str]:
        # a bare `name`/`url` names the consumer's own thing: the nouns of its description (the index
        # an alias points at, the browser a cookie lives in) are not what it takes
        if not param.entity and consumer.nouns[-1:] and consumer.nouns[-1] in PRODUCTS:
            return [singular(w) for w in param.words[-1:]]  # Redis `get(key)`: a key, not anything "Redis" (INFO holds no key)
        said = _described_owner(param) if not param.entity or param.words[-1:] in (["ts"], ["timestamp"]) else ""
        # thread_ts "The timestamp of the parent message": a message's ts (a thread is known by its first message)
        if said:  # apply_text_style(uuid) "UUID of the text frame": a frame's uuid, not a style's
            return [said]
        return param.entity[-1:] if param.entity else consumer.nouns[-1:]

    def producers(self, consumer: str, param_name: str) -> list[Edge]:
        """Edges into `consumer.param_name` (memoised: plans ask for the same edges again)."""
        key = (consumer, param_name)
        if key not in self._memo_in:
            self._memo_in[key] = self._producers_of(consumer, param_name)
        return self._memo_in[key]

    def _producers_of(self, consumer: str, param_name: str) -> list[Edge]:
        c = self.profiles[consumer]
        param = next(x for x in c.params if x.name == param_name)
        named = self._named_source(c, param)
        if named is not None:
            return [named]
        if not param.linkable:
            return []
        seen, edges = set(), []
        for key in self._keys(c, param):
            for name in self._producers.get(key, [])[: MAX_CANDIDATES * 2]:
                if name == consumer or name in seen:
                    continue
                seen.add(name)
                edge = _edge(self.profiles[name], name, c, param_name, param)
                if edge is not None:
                    edges.append(edge)
                if len(edges) >= MAX_CANDIDATES:
                    return edges
        return edges

    def named_sources(self, consumer: str) -> list[Edge]:
        """Edges into the consumer's parameters that only the tool its description names can fill (memoised: every plan
        committed asks for each of its calls)."""
        if consumer not in self._memo_named:
            c = self.profiles[consumer]
            self._memo_named[consumer] = [e for e in (self._named_source(c, q) for q in c.params) if e is not None]
        return self._memo_named[consumer]

    def _named_source(self, c: Profile, param: Param) -> "Edge | None":
        """ai_apply_layout(plan: object) "Materialise a reframe proposal from ai_reframe_layout": a required object of no
        declared shape is what the tool the description names returned (never an empty {})."""
        if not param.required or len(param.path) != 1 or param.core.get("type") != "object" or param.core.get("properties"):
            return None
        m = re.search(r"\bfrom `?([A-Za-z]\w*(?:[.-]\w+)*)`?", c.tool.description or "")
        source = m[1] if m and m[1] != c.name else None
        return Edge(source, c.name, param.name, None, whole=True) if source in self.profiles else None

    def readers(self, noun: str) -> list[str]:
        """Read tools whose name or description names `noun` (capped)."""
        return [n for n in self._producers.get(noun, [])[:MAX_CANDIDATES * 2] if self.profiles[n].read][:MAX_CANDIDATES]

    def consumers(self, producer: str) -> list[Edge]:
        """Edges out of `producer`: parameters of other tools it can supply (memoised)."""
        if producer not in self._memo_out:
            self._memo_out[producer] = self._consumers_of(producer)
        return self._memo_out[producer]

    def _consumers_of(self, producer: str) -> list[Edge]:
        p = self.profiles[producer]
        out, seen = [], set()
        for key in self._keys_of[producer]:
            for consumer, param_name in self._consumers.get(key, [])[: MAX_CANDIDATES * 2]:
                if consumer == producer or (consumer, param_name) in seen:
                    continue
                seen.add((consumer, param_name))
                param = next(x for x in self.profiles[consumer].params if x.name == param_name)
                edge = _edge(p, producer, self.profiles[consumer], param_name, param)
                if edge is not None:
                    out.append(edge)
                if len(out) >= MAX_CANDIDATES:
                    return out
        return out


def produce_keys(p: Profile) -> list[str]:
    """Nouns of what `p` returns: read tools their name and description nouns, create tools their
    name nouns, and any tool with a structured outputSchema the nouns of its fields."""
    keys: list[str] = []
    if p.read:
        keys += p.nouns + p.desc_nouns
    elif p.verb in CREATE_VERBS:
        keys += _made(p)
    if p.structured:
        for f in p.output_fields:
            keys += [f.parent] if f.parent else []
            keys += [singular(w) for w in f.words if w not in HANDLE_WORDS]
    return [k for k in dict.fromkeys(keys) if k and k != "item"]


def _described_owner(param: Param) -> str:
    """The thing a bare handle's description says it names ("UUID of the text frame" -> frame; Slack's "The timestamp
    of the message to react to" -> message)."""
    import re

    desc = str(param.core.get("description") or "")
    m = re.match(r"\s*(?:the\s+)?(?:uuid|id|identifier|key|name|handle|timestamp|ts)s?\s+of\s+(?:(?:the|a|an)\s+)?(?:target\s+)?([a-z]+(?:\s+(?!(?:to|for|in|on|of|from|with|and|or|by)\b)[a-z]+)?)\b",
                 desc, re.I)
    return singular(m[1].split()[-1].lower()) if m else ""


def _made(p: Profile) -> list[str]:
    """The nouns of what a create makes: create_vector_index_hash makes an index (over hashes), so
    the name's nouns stop at the description's object; no hash name comes back to read."""
    from seer.generate.symbolic.phrasing import description_action

    act = description_action(p)
    head = singular(act.head.lower()) if act is not None and act.obj else ""
    if head in p.nouns and p.nouns[-1] != head:
        return p.nouns[: p.nouns.index(head) + 1]
    own = [n for n in p.nouns if n not in PRODUCTS | {"browser"}]  # browser_generate_locator makes a locator, no browser URL
    if head and head not in p.nouns and head.isalpha() and head not in PRODUCTS and len(act.obj.split()) <= 4:
        return [*own, head]  # open_browser "Launch a new browser session": it makes a session, whose id the next calls take
    return own or p.nouns


def takes_same(p: Profile, param: Param) -> bool:
    """`p` takes this very value as input (get_thread_replies(thread_ts) does not produce thread_ts)."""
    return any(x.key == param.key for x in p.params)


_SETS_UP = frozenset({"setup", "initialize", "initialise"})  # not git_init: a repository, no session


def _sets_up(tool: str) -> bool:
    """analyzer_setup, planner_setup_page: the call that opens its family's session, before any other of the family."""
    ws = tool.lower().split("_")
    return len(ws) >= 2 and bool(_SETS_UP & set(ws[1:]))


def _edge(p, producer: str, c: Profile, param_name: str, param) -> "Edge | None":
    """The edge from `producer` (profile p) to a consumer's parameter, if its output can supply it."""
    consumer = c.name
    if takes_same(p, param) or _other_redis_type(p, c) or _another_sort_of(p, c, param) or _other_app(p, c, param):
        return None
    if _sets_up(consumer) and producer.split("_")[0] == consumer.split("_")[0]:
        return None  # analyzer_setup(productName) is given by the user: analyzer_scan_product runs in the session it opens
    if param.words[:1] == ["new"] and param.words[-1:] in (["name"], ["title"]):
        return None  # ai_duplicate_layer(new_name): the copy's own name, never a listed layer's (a second 'Logo')
    if not c.read and param.words[-1:] in (["path"], ["file"]) and re.search(r"\bsave ?as\b", str(c.tool.description or ""), re.I):
        return None  # ae_save_project(path) "SaveAs if path given": where a copy goes is the user's, never the path an
        # audit or listing showed (seed 1479: ae_audit_project "returned" lower-thirds.aep, the project being Explainer_video)
    if not c.read and _makes(c) and not param.entity and param.words[-1:] in (["path"], ["name"]):
        return None  # create_directory(path), create_branch(name), write_file "Create a new file": the new thing's own name is new
    if not c.read and not param.entity and param.words == ["name"] and " new " in f" {(c.tool.description or '')[:120].lower()} " \
            and "existing" not in str(param.core.get("description") or "").lower():
        return None  # ai_layer_from_selection "Move the selection into a new layer": the new layer's name is new
    if not c.read and c.verb == "add" and not param.entity and param.words == ["name"] \
            and "existing" not in str(param.core.get("description") or "").lower():
        return None  # add_layer(name) "Add a new layer": the layer it adds is named anew, not like one a listing shows
    if (not c.read and c.verb in _MAKE_VERBS and param.entity and (param.entity[-1] in c.nouns[-1:]
                                                                   or param.words[-1:] == ["name"] and param.entity[-1] in _made(c))
            and not set(param.words) & {"base", "from", "source", "parent", "start", "src", "template"}):
        return None  # git_create_branch(branch_name): the new branch's name, never one a listing already shows
    if not c.read and c.verb in CREATE_VERBS and not param.entity and param.words and set(param.words) <= {"id", "uuid"}:
        return None  # index_document(id) "Creates or updates a document": a create's own id is new, a listed one makes it an overwrite
    if not c.read and str(param.core.get("description") or "").lower().startswith(("new ", "the new ")):
        return None  # manage_artboards(name) "New name for rename action": renamed to a new name, not its listed one
    if not c.read and p.read and not param.entity[:-1] and param.words[-1:] in _PAYLOADS:
        return None  # SET(value) from a GET of another key copies an email job into an order: what to write is the user's
    if not c.read and "new" in c.words and set(c.words) & {"tab", "window"} and param.words[-1:] == ["url"]:
        return None  # open_new_tab(url) from get_current_tab: a second tab on the page already open is no request
    if param.words == ["value"] and param.entity in ([], ["value"]):
        return None  # wait_for(value) "from the value" of verify_value: a check's expected value is no selector to wait on
    if not c.read and c.words[:1] == param.words[-1:] == ["name"] and len(c.words) > 1:
        return None  # name_tab(name): the name it gives, not the name the tab has
    if not c.read and param.words == ["name"] and not param.required and any(
            x is not param and len(x.path) == len(param.path) and (x.required or x.entity and x.words[-1:] in (["name"], ["id"]))
            for x in c.params):  # ae_set_comp(comp_name, name): comp_name finds the comp, name renames it
        return None  # ae_set_layer(layer=12, name=...): the name it sets, not another layer's name a read showed
    if c.verb in ("open", "activate") and p.read and not any(set(x.words) & HANDLE_WORDS for x in p.params):
        return None  # get_document_info reads the open document: opening it by its path makes one document two records
    if "clone" in c.words and param.words[-1:] == ["branch"] and "remote" not in p.words:
        return None  # git_clone(branch) of another repository: a branch listed in the local one is none of its branches
    if _of_a_new_parent(p, c, param):
        return None  # a project just made has no issues or merge requests to list or read yet
    if p.structured:
        f = match_field(p, param)
        if f is not None and not param.entity and f.parent not in CONTAINERS and f.parent not in c.nouns and f.parent not in p.nouns:
            return None  # git_remote(name) is a remote's name: recentTags[].name names a tag, not a remote
        return Edge(producer, consumer, param_name, f) if f is not None and _kinds_agree(p, f, c, param) else None
    return Edge(producer, consumer, param_name, None) if _inferred_ok(p, param) and _returns_it(p, c, param) else None


def _other_app(p: Profile, c: Profile, param: Param | None = None) -> bool:
    """An After Effects shape layer hands nothing to an Illustrator primitive: two apps of a suite keep their own
    things (a bridge tool, ai_to_ae_push, works in both and is no other app)."""
    from seer.kinds.infer import contexts, design_app

    def app(q: Profile) -> str:
        if "design" not in contexts(*q.ctx):
            return ""
        ws = words(q.name)
        if ws[:1] == ["adobe"]:
            ws = ws[1:]  # adobe_ps_text, adobe_an_timeline: the app is the second word
        if ws[:1] and ws[0] in _APP_PREFIX and not (len(ws) > 2 and ws[1] == "to"):  # ai_to_ae_push bridges two apps
            return _APP_PREFIX[ws[0]]
        return design_app(*q.ctx)
    a, b = app(p), app(c)
    ws = words(c.name)[1:] if words(c.name)[:1] == ["adobe"] else words(c.name)
    if param is not None and len(ws) > 2 and ws[1] == "to" and ws[0] in _APP_PREFIX and ws[2] in _APP_PREFIX:
        side = 0 if param.words[:1] in (["source"], ["from"], ["src"]) else 2 if param.words[:1] in (["target"], ["to"], ["dest"]) else None
        b = _APP_PREFIX[ws[side]] if side is not None else b  # ai_to_ae_push(source_layer): an Illustrator layer
    return a not in ("", "design") and b not in ("", "design") and a != b


_APP_PREFIX = {"ai": "illustrator", "ae": "aftereffects", "ps": "photoshop", "pr": "premiere", "id": "indesign", "an": "animate",
               "ame": "mediaencoder"}


def _another_sort_of(p: Profile, c: Profile, param: Param) -> bool:
    """list_text_styles hands no style to apply_graphic_style: both name the thing with a word before it, and
    the words differ (a text style is no graphic style)."""
    key = param.entity[-1] if param.entity else ""

    def sort(q: Profile) -> str:
        k = q.nouns.index(key) if key in q.nouns else 0
        return q.nouns[k - 1] if k > 0 and q.nouns[k - 1] not in PRODUCTS else ""
    a, b = sort(p), sort(c)
    return bool(a and b and a != b)


def _makes(c: Profile) -> bool:
    from seer.generate.symbolic.phrasing import action

    return c.verb in _MAKE_VERBS or action(c).verb == "create"


def _of_a_new_parent(p: Profile, c: Profile, param: Param) -> bool:
    """`c` works on sub-things (issues, merge requests) of the thing `p` creates (a project): a
    listing of them, or a call on one by its own id (mr_id). A thing just made has none yet, so
    `p` hands it nothing; making one in it (create_merge_request) or acting on the thing itself
    (delete_project, a new session's page) is fine."""
    if not p.read and p.verb in ("post", "send", "create") and c.read and {"replies", "reply"} & set(c.words):
        return True  # post a message, then read its replies: a message posted a second ago has none
    if p.read or p.verb not in CREATE_VERBS or not param.entity or param.entity[-1] not in p.nouns:
        return False
    if c.verb in CREATE_VERBS and any(x.required and x.words in (["source", "branch"], ["head"], ["head", "branch"]) for x in c.params):
        return True  # a merge request in a project made a second ago: it has no branch but its default to merge (seed 1387)
    if param.entity[-1] in c.nouns or c.verb in CREATE_VERBS and not any(x.required and _takes_parts(x) for x in c.params):
        return False  # (ae_audio_link "makes" a link on layers the comp must already hold: none in a comp just made)
    if c.verb in ("list", "search", "find", "count"):
        return True
    return any((x.required or _takes_parts(x)) and x is not param and (x.linkable and set(x.words) & HANDLE_WORDS or _takes_parts(x))
               and x.entity and x.entity[-1] not in p.nouns for x in c.params)  # a comp just made has no layer 8 to key,
    # nor layers 8 and 3 to move anchors of (ae_set_anchors' optional layers), nor moves of its layers (seed 1381)


_PARTS = (["layer"], ["layers"], ["item"], ["items"], ["clip"], ["track"], ["keyframe"], ["keys"])


def _takes_parts(x: Param) -> bool:
    """The parameter names parts of a thing (layers), itself or in each of its items (ae_choreograph's moves[].layer)."""
    from seer.generate.symbolic.lexicon import words

    items = x.core.get("items") if isinstance(x.core.get("items"), dict) else {}
    return x.words in _PARTS or any(words(k) in _PARTS for k in (items.get("properties") or {}))


def _other_redis_type(p: Profile, c: Profile) -> bool:
    """HGET's field value is no set member, SMEMBERS' member no sorted-set member: commands on
    two Redis types hand nothing on to each other (a key of one type is no key of the other)."""
    from seer.kinds.data import kv_group

    a, b = kv_group(p.tool.name), kv_group(c.tool.name)
    return a is not None and b is not None and a != b


def _returns_it(p: Profile, c: Profile, param: Param) -> bool:
    """A free-form result carries the thing the parameter names only when that thing is what the
    producer is named for (list_branches returns branches) or the object of its description. A noun of its description alone is a
    topic, not a result: git_diff "between branches" returns no branch to create, list_projects
    "on a platform" no platform, an Illustrator artboard listing no After Effects comp."""
    owner = _described_owner(param)  # "UUIDs of target objects": objects; thread_ts "The timestamp of the parent message"
    key = [owner] if owner and param.words[-1:] in (["ts"], ["timestamp"]) else param.entity[-1:] or [w for w in [owner] if w]
    made = _made(p) if not p.read and p.verb in CREATE_VERBS else []  # open_browser makes a session
    if param.words == ["ref"]:  # a page element's ref comes from a look at the page (a snapshot, the elements, a locate)
        return p.read and bool((set(p.nouns) | set(p.desc_nouns[:3]) | set(words(p.name))) & (_SNAPSHOTS | {"find", "locate"}))
    if not key:  # a bare id: of the thing the consumer acts on, which the producer must be about (a spec file has no element refs)
        return bool(set(p.nouns) & set(c.nouns) or set(c.nouns[-1:]) & set(p.desc_nouns[:3]) or p.read and set(p.nouns) & _SNAPSHOTS)
    said = [w for w in p.desc_nouns if w not in _QUALIFIERS][:1]  # "Get recent messages": messages, not "recent"
    first = str(p.tool.description or "").split(".")[0].lower()
    where = re.search(rf"\b(?:in|on|for|from|within|across|under) (?:an? |the |this |that |each |every |your |my )?{re.escape(key[0])}s?\b", first)
    nouns = set(p.nouns) | {_KIND_OF[n] for n in p.nouns if n in _KIND_OF}  # a thread's replies are messages a reaction takes
    if where and key[0] not in nouns and key[0] not in made:
        return False  # list_issues "List issues in a project": the project is where it looks, not what it returns
    return key[0] in nouns or key[0] in said or key[0] in made  # the description's object (List open tabs)


_KIND_OF = {"reply": "message", "replies": "message"}  # what a thing is, when a parameter names the general kind
_QUALIFIERS = frozenset("recent latest all new current active available specific existing multiple detailed basic".split())


_SNAPSHOTS = frozenset("snapshot capture elements element dom tree accessibility interactive".split())  # where a page's element refs come from


def _kinds_agree(p: Profile, f: OutputField, c: Profile, param: Param) -> bool:
    """The field's value is the same kind of thing as the parameter takes (a fallback kind on either
    side agrees with anything: `name` of a branch record is the branch a checkout takes)."""
    from seer import kinds
    fk = kinds.infer(f.path[-1] if f.path[-1] != "[]" else (f.parent or "value"), f.schema,
                     tool_name=p.ctx[0], tool_description=p.ctx[1])
    pk = kinds.infer(param.name, param.item_schema, tool_name=c.ctx[0], tool_description=c.ctx[1])
    return fk == pk or fk in kinds.FALLBACKS or pk in kinds.FALLBACKS


def _inferred_ok(p: Profile, param: Param) -> bool:
    # a free-form result can carry strings and ids; arrays are filled with one returned item
    t = schema_type(param.core)
    if t == "array":
        items = param.core.get("items")
        return isinstance(items, dict) and schema_type(items) in ("string", "integer")
    return t in ("string", "integer", "number", None)


def _compatible(field_schema: dict, param: Param) -> bool:
    pt, ft = schema_type(param.core), schema_type(field_schema)
    if pt == "array":
        items = param.core.get("items")
        pt = schema_type(items) if isinstance(items, dict) else None
    if field_schema.get("enum") or pt is None or ft is None:
        return pt == ft
    return pt == ft or {pt, ft} <= {"integer", "number"}


_ROLES = frozenset("target source from to parent base new old src dest destination start end".split())


def _ts(ws: list[str]) -> list[str]:
    return ["timestamp" if w == "ts" else w for w in ws]


def match_field(p: Profile, param: Param) -> OutputField | None:
    """The output field of `p` that carries `param`'s value, or None."""
    target = param.words if schema_type(param.core) != "array" else [*param.words[:-1], *param.entity[-1:]]
    handle = [w for w in param.words if w in HANDLE_WORDS]
    best, best_score = None, 0
    for f in p.output_fields:
        if not _compatible(f.schema, param):
            continue
        score = 0
        if f.words == target or f.words == param.words or _ts(f.words) == _ts(target):
            score = 3  # Slack's `ts` is the message's timestamp
        elif f.parent and [f.parent, *f.words] == target:
            score = 3
        elif handle and f.words == handle and (not param.entity or f.parent in param.entity
                                                or f.parent in CONTAINERS and param.entity[-1] in p.nouns):
            score = 2  # results[].id of search_notes supplies note_id
        elif param.entity and f.parent == param.entity[-1] and f.words and set(f.words) <= HANDLE_WORDS:
            score = 2  # branches[].name supplies `branch`
        elif param.entity and f.words == param.entity[-1:] and schema_type(param.core) in ("string", "array") \
                and (len(param.entity) < 2 or param.entity[-2] in _ROLES or param.entity[-2] in (f.parent or "")):
            score = 1  # an artboard's `mode` is no blend mode: a two-word thing needs both words
        if score > best_score:
            best, best_score = f, score
    return best if best_score >= 1 else None
