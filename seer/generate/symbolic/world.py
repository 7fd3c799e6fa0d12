"""A scenario's world: the entities its calls touch, so that mocks agree across calls.

- `stated` / `assigned`: what the user said (by parameter words) and what a mock returned for
  a later call (consumer index and parameter -> value), as before;
- `records`: per noun (issue, pod, repository, table, key, file, ...), the records mocks have
  shown. A listing returns records kept here, a read of one names a record by a value it holds
  and gets that record back (same name, same id, same fields), a write stores what was written
  so a later read returns it;
- `sql`: a small SQLite database made on first use (sqlworld.py);
- `picked`: (consumer call index, parameter) -> how the value handed on was picked
  (mocks.pick_info: the value, its record, how many peers were listed with it, the fields only
  it has and whether it is the newest or oldest), so the request's text can single it out
  ("the one named X", "the newest").

Field values come from the value kinds (seer.kinds), read in the tool's context. Faker's name
tables load when the engine loads (a one-off ~0.15 s), not inside the first scenario.
"""

from __future__ import annotations

import random
import re
from datetime import datetime, timedelta, timezone
from typing import Any

from seer import kinds
from seer.kinds.code import REPO_DESCRIPTIONS
from seer.kinds.words import _names as faker_names
from seer.kinds.infer import contexts, design_app
from seer.generate.symbolic.values import MISSING, fits
from seer.generate.symbolic.lexicon import PLACE_WORDS, singular, words

Context = tuple[str, str]
faker_names()  # warm Faker's name tables with the engine, not in the first scenario

from seer.generate.symbolic.world_tables import (  # noqa: F401  (re-exported: mocks import them from world)
    FIELDS,
    FIXED,
    NOUN_ALIASES,
    FIELD_KIND,
    RANGES,
    ALIASES,
    QUALIFIERS,
    DISPLAY,
    K8S_CANONICAL,
    K8S_NOUNS,
)

MARKER_CUES = ("Beat drop", "Logo in", "Cut to product", "Title card", "Outro")  # what an editor marks on a timeline
GRAPHIC_STYLES = ("Default Graphic Style", "Drop Shadow", "Round Corners 10 pt", "Neon Glow", "Soft Emboss")  # appearances


def entity_noun(nouns: list[str], args: dict[str, Any] | None = None, kind_of=None, name_words: list[str] = (),
                ctx: frozenset[str] = frozenset()) -> str:
    """The thing a tool's nouns name, as the world files it: "pull request" is a pull; a
    Kubernetes tool's thing is the resource type it is called with (a pod, a deployment)."""
    if "by" in name_words[1:-1]:  # get_issue_by_url, find_user_by_email: the thing is the issue, found by its url
        before = {singular(w) for w in name_words[:list(name_words).index("by")]}
        nouns = [n for n in nouns if n in before] or nouns
    if args and kind_of is not None:
        arg_kinds = {kind_of(k) for k, v in args.items() if isinstance(v, str)}
        if "screenshot" in nouns or "screenshot" in name_words:
            return "screenshot"
        if arg_kinds & {"css_selector", "xpath"} or set(nouns) & {"xpath", "selector", "element"}:
            return "element"
    if args and kind_of is not None and set(nouns) & K8S_NOUNS:
        typed = next((v for k, v in args.items() if isinstance(v, str) and kind_of(k) == "k8s_kind"), None)
        if typed:
            low = typed.lower()
            return low[:-1] if low.endswith("s") and low not in ("ingress",) else low
    if set(nouns) & K8S_NOUNS:
        return "resource"
    if "diff" in nouns or "diff" in name_words:  # git_diff_staged, get_merge_request_diff: a unified diff
        return "diff"
    if "code" in ctx or "git" in name_words or "git" in nouns:  # git_log lists commits, git_show shows one
        last = (list(name_words) or list(nouns))[-1:]
        if last and last[0] in ("log", "show", "history"):
            return "commit"
        if last == ["status"]:
            return "status"
    if len(nouns) == 1 and nouns[0] in QUALIFIERS and len(name_words) > 1 and name_words[-2] not in QUALIFIERS:
        nouns = [name_words[-2][:-1] if name_words[-2].endswith("s") and len(name_words[-2]) > 3 else name_words[-2]]  # place_details
    while len(nouns) > 1 and nouns[-1] in QUALIFIERS:  # "project details" are a project's, "user info" a user's
        nouns = nouns[:-1]
    for n in (2, 1):
        hit = ALIASES.get(tuple(nouns[-n:]))
        if hit and len(nouns) >= n:
            return hit
    return NOUN_ALIASES.get(nouns[-1], nouns[-1]) if nouns else "item"


def known_noun(noun: str, ctx: Context) -> bool:
    """A thing whose record has a known shape (FIELDS, a place, a Kubernetes resource); of other
    things the engine knows no fields, so it invents none (no `{id, name: "checkout-undo"}`)."""
    home = NOUN_HOME.get(noun)
    if home is not None and not contexts(*ctx) & home:
        return False  # a browser's "keys" are keystrokes, After Effects' status no git status
    return noun in FIELDS or noun == "place" or noun in K8S_CANONICAL or "k8s" in contexts(*ctx) \
        or noun == "sequence" and "premiere" in ctx[1].lower()  # a Premiere sequence: a comp's shape (new_record)


# nouns whose FIELDS shape belongs to one kind of server
NOUN_HOME = {"item": {"design"}, "object": {"design"}, "key": {"kv"}, "status": {"code"}, "diff": {"code"}, "commit": {"code"}, "index": {"search", "kv"},
             "shard": {"search"}, "hit": {"search"}, "health": {"search"}, "match": {"kv"}, "alias": {"search"}, "stream": {"search", "kv"},
             "overprint": {"design"}, "usage": {"design"}}


def initial(noun: str, record: dict[str, Any]) -> None:
    """A record just created starts in its first state (an issue is open, a ticket "To Do")."""
    for f in list(record):
        if (f in ("docs_count", "entries", "stars", "restarts") or f.startswith("num_") or f.endswith("_count")) \
                and isinstance(record[f], int) and not isinstance(record[f], bool):
            record[f] = 0  # a new index holds no documents yet, a new repository no stars, a new AE project no items
        fixed = FIXED.get((noun, f))
        if fixed and isinstance(fixed[0], (str, bool)):
            record[f] = fixed[0]  # a new layer is visible and unlocked


class AppPools(dict):
    """Per noun, what the world keeps (records, the current one), apart for each application of a
    design suite: an After Effects layer is no Illustrator layer, the active Photoshop document no
    Illustrator document. Keys are the nouns; the world's `app` (set per call) picks the pool."""

    def __init__(self, world: World) -> None:
        super().__init__()
        self._world = world

    def _key(self, noun: str) -> str:
        return f"{noun}@{self._world.app}" if self._world.app else noun

    def __getitem__(self, noun: str) -> Any:
        return super().__getitem__(self._key(noun))

    def __setitem__(self, noun: str, value: Any) -> None:
        super().__setitem__(self._key(noun), value)

    def __contains__(self, noun: object) -> bool:
        return super().__contains__(self._key(noun)) if isinstance(noun, str) else False

    def get(self, noun: str, default: Any = None) -> Any:
        return super().get(self._key(noun), default)

    def setdefault(self, noun: str, default: Any = None) -> Any:
        return super().setdefault(self._key(noun), default)

    def pop(self, noun: str, *default: Any) -> Any:
        return super().pop(self._key(noun), *default)


def call_app(tool_name: str, tool_description: str, args: dict[str, Any]) -> str:
    """The one application of a design suite a call works in (its tool's, else its `app` argument's), "" if none."""
    app = design_app(tool_name, tool_description)
    if app not in ("", "design"):
        return app
    said = next((v for k, v in args.items() if k in ("app", "application") and isinstance(v, str)), "")
    if said.lower() in APP_IDS and app == "design":  # app=animate: Animate ("animate" alone is a verb in a description)
        return APP_IDS[said.lower()]
    return design_app(f"{said} {tool_name}", tool_description) if said and app == "design" else ""


# an `app` argument's value as the suite's tools spell it -> the application
APP_IDS = {"illustrator": "illustrator", "photoshop": "photoshop", "indesign": "indesign", "premierepro": "premiere",
            "premiere": "premiere", "aftereffects": "aftereffects", "animate": "animate", "mediaencoder": "mediaencoder"}


COMPOSED_WORDS = frozenset({"text", "message", "body", "content", "comment"})  # what a write composes anew


class World:
    def __init__(self) -> None:
        self.stated: dict[tuple[str, ...], Any] = {}
        self.filters: set[tuple[str, ...]] = set()  # stated keys that only narrowed a read (tag, status, label)
        self.assigned: dict[tuple[int, str], Any] = {}
        self.app = ""  # the design application of the call being made (see AppPools)
        self.records: dict[str, list[dict[str, Any]]] = AppPools(self)
        self.picked: dict[tuple[int, str], dict[str, Any]] = {}
        # consumer call index -> the producer's scope arguments (channel, project, repo, session):
        # a value carried from a call lives where that call ran, so the consumer runs there too
        self.scope: dict[int, dict[str, Any]] = {}
        self.files: dict[str, str] = {}
        self.kv: dict[str, Any] = {}  # a key-value store's keys, once a call set or read them
        self.page: dict[str, Any] | None = None  # the browser's current page, once a call navigated
        self.visited: list[dict[str, Any]] = []  # pages before it (back), and pages left by going back (forward)
        self.ahead: list[dict[str, Any]] = []
        self.kv_sizes: dict[str, int] = {}  # the key-value database's key count ("db") and its largest index's (mocks.kv_counts)
        self.mappings: dict[str, dict[str, Any]] = {}  # a search index's fields, once a call showed them (mocks.es_hits)
        self.head: str | None = None  # the repository's checked-out branch, once a call said it (mocks.git_head)
        self.current: dict[str, dict[str, Any]] = AppPools(self)  # per noun, the record a call last made, read or changed (the active one)
        self.created: set[int] = set()  # ids of the records a create of this request made
        self.me: dict[str, Any] | None = None  # the signed-in user, once a call read them (get_current_user_info)
        self.plan: list[Any] = []  # the request's tools in order (profiles), and the index of the call being made
        self.earlier: tuple = ()  # the results of the calls before the one being made, in order
        self.at = 0
        self.vector_dim: int | None = None  # a vector index's dimension, once a call named or filled one
        self.selected: tuple[int, list[dict[str, Any]]] | None = None  # (call, the page items its get_selection showed)
        self._sql: Any = None
        self._now: datetime | None = None
        self._cluster: dict[str, Any] | None = None
        self.site: str | None = None  # the domain the browser's cookies belong to (the page's, or the first one said)
        self.renamed: dict[str, str] = {}  # old name -> new, once a call of the request renamed a thing (args.note_rename)
        self.tagged: dict[str, str] = {}  # record id -> the tag a search that found it filtered by (its read shows the tag)
        self.snippets: dict[str, str] = {}  # record id -> the snippet a search showed of it (its read's body says it)

    def cluster(self, rng: random.Random) -> dict[str, Any]:
        """The search cluster's node count and health, fixed on first use: its stats and its health agree."""
        if self._cluster is None:
            indices = max(rng.randint(3, 40), len(self.records.get("index", [])))  # at least the indices shown; each a
            # primary and a replica shard: its health's active shards
            self._cluster = {"nodes": rng.choice((3, 5)), "status": rng.choice(("green", "green", "yellow")), "indices": indices,
                             "active_shards": indices * 2}
        return self._cluster

    def cookie_domain(self, rng: random.Random) -> str:
        """The domain of the browser's cookies: the open page's host, else one fixed on first use (a browser on one site
        holds that site's cookies, not app.acme.io's beside shop.example.com's)."""
        url = str((self.page or {}).get("url") or "")
        if url.startswith("http"):
            return url.split("//", 1)[1].split("/", 1)[0]
        if self.site is None:
            self.site = rng.choice(("shop.example.com", ".example.com", "app.acme.io"))
        return self.site

    def now(self, rng: random.Random) -> datetime:
        """The scenario's present moment (UTC), fixed on first use: every "current time" agrees."""
        if self._now is None:
            day = datetime(2025, 1, 6, tzinfo=timezone.utc) + timedelta(days=rng.randrange(540))
            self._now = day + timedelta(hours=rng.randint(6, 20), minutes=rng.randrange(0, 60, 5))
        return self._now

    def lookup(self, ws: list[str], schema: dict) -> Any:
        if ws in (["action"], ["mode"], ["operation"], ["op"]):
            return MISSING  # how one tool was asked to act (clear_in_out) is no other tool's action
        value = self.stated.get(tuple(ws), MISSING) if ws else MISSING
        if value is MISSING and ws:  # repo_path stated with the folder hint ("repo path dir") is the same repo_path
            value = self.stated.get((*ws, "dir"), MISSING) if ws[-1] != "dir" else self.stated.get(tuple(ws[:-1]), MISSING)
        if isinstance(value, str):
            value = self.renamed.get(value, value)  # the branch renamed since it was said goes by its new name
        return value if value is not MISSING and fits(schema, value) else MISSING

    def write_lookup(self, ws: list[str], schema: dict) -> Any:
        """What a write reuses: not the filter a read was narrowed by (a search's tag is no tag the
        user asked to set; the status a listing filtered on is no status to move a ticket to)."""
        from seer.generate.symbolic.lexicon import singular

        if ws[-1:] and ws[-1] in COMPOSED_WORDS:  # a reply and then a new message: each says its own thing, not the same text twice
            return MISSING
        if ws in (["title"], ["description"], ["summary"], ["subject"]):  # a milestone's description is no merge request's,
            return MISSING  # its title "v3.0" no issue's: a write's own words are its own, said for it
        return MISSING if tuple(singular(w) for w in ws) in self.filters else self.lookup(ws, schema)

    def sql(self, rng: random.Random):
        if self._sql is None:
            from seer.generate.symbolic.sqlworld import SqlWorld

            self._sql = SqlWorld(random.Random(rng.getrandbits(32)))
        return self._sql

    # ---- records ---------------------------------------------------------------------------

    def new_record(self, noun: str, rng: random.Random, ctx: Context) -> dict[str, Any]:
        if noun == "place":
            return _place(rng)
        if noun == "sequence" and "premiere" in ctx[1].lower():  # adobe_pr_sequence(get_info) answered a name alone (seed
            made = self.new_record("comp", rng, ctx)  # 1283): a Premiere sequence has a frame size, a rate and a length,
            made["name"] = field_value("sequence", "name", rng, ctx)  # as an After Effects comp has
            if isinstance(made.get("id"), str):
                made["id"] = "seq_" + made["id"].split("_", 1)[-1]
            return made
        if self.app in _APP_NAMES and design_app(*ctx) not in ("", self.app):  # the call's app names its records: an
            ctx = (ctx[0], f"{_APP_NAMES[self.app]} {noun}")  # Illustrator layer is no 'Adjustment Layer 1' (round 713 [4])
        kind = K8S_CANONICAL.get(noun)
        if noun == "issue" and "tracker" in contexts(*ctx):
            noun = "ticket"  # a Jira issue: a key, a summary, a status
        if noun not in FIELDS and "k8s" in contexts(*ctx):
            noun = "resource"
        if noun in ("request", "network") and "browser" in contexts(*ctx):
            noun = "network_request"  # a browser's request is one on the wire (method, url, status), not a ticket
        record: dict[str, Any] = {}
        from seer.generate.symbolic.mocks.shapes import own_shape

        shaped = own_shape(noun, rng, contexts(*ctx), self.app)  # a Slack member, a design item, a Redis message...
        if shaped is not None and noun == "health" and "number_of_nodes" in shaped:  # one cluster: 5 nodes in its stats too
            facts = self.cluster(rng)
            unassigned = 0 if facts["status"] == "green" else shaped["unassigned_shards"] or 2
            shaped.update(number_of_nodes=facts["nodes"], status=facts["status"], unassigned_shards=unassigned,
                          active_shards=facts["active_shards"] - unassigned)  # a yellow cluster's missing replicas
        if shaped is not None:
            return shaped
        if noun == "preset" and "ffx" in ctx[1].lower():  # an .ffx animation preset, by its file: no "Print A4" document preset
            from seer.kinds.code import FFX_PRESETS, preset_path

            name = rng.choice(sorted(FFX_PRESETS))
            return {"name": name, "path": preset_path(name)}
        code_host = noun == "project" and "code" in contexts(*ctx)  # a GitLab/GitHub project, not a Jira one (key, lead)
        for f in (["id", "name", "default_branch", "visibility"] if code_host else FIELDS.get(noun) or ["id", "name"]):
            record[f] = rng.choice(("private", "internal", "public")) if f == "visibility" else field_value(noun, f, rng, ctx)
        if code_host:  # a GitLab project is named like a repository (ledger-api), never like its platform (gitlab)
            taken = {r.get("name") for r in self.records.get(noun, []) if isinstance(r, dict)}
            record["name"] = rng.choice(sorted(set(REPO_DESCRIPTIONS) - taken) or sorted(REPO_DESCRIPTIONS))  # and two
            # projects of one listing are two names (billing-service twice, seed 1387)
        if isinstance(record.get("available"), int) and isinstance(record.get("replicas"), int):
            record["available"] = min(record["available"], record["replicas"])  # never more ready than asked for
        if isinstance(record.get("head"), str) and isinstance(record.get("base"), str):
            lasting = lambda b: b in ("main", "master", "develop") or b.startswith("release/")  # noqa: E731
            if lasting(record["head"]) and not lasting(record["base"]):  # a PR merges work into a lasting branch:
                record["head"], record["base"] = record["base"], record["head"]  # never main into hotfix/payment-rounding
            elif not lasting(record["base"]):
                record["base"] = rng.choice(("main", "main", "develop"))
        if "head" in record and record["head"] == record.get("base"):
            record["base"] = "develop" if record["head"] == "main" else "main"  # a PR never merges a branch into itself
        if noun == "index" and "kv" in contexts(*ctx):
            record = {"name": rng.choice(("vector_index", "idx:products", "idx:users", "idx:docs")), "num_docs": rng.randint(10, 90_000)}
        if noun == "cookie" and "value" in record:
            record["value"] = dict(_COOKIES).get(record.get("name"), _COOKIES[0][1])(rng)
        if noun == "cookie" and "domain" in record:
            record["domain"] = self.cookie_domain(rng)
        if noun in ("tab", "window") and "url" in record and (self.page or {}).get("url") == "about:blank" \
                and not self.records.get(noun):  # the one window of a browser just launched shows no site yet
            record.update(url="about:blank", **({"title": ""} if "title" in record else {}))
        if noun == "comp" and isinstance(record.get("width"), int) and isinstance(record.get("height"), int):  # a frame size comps have
            record["width"], record["height"] = rng.choice(((1920, 1080), (1920, 1080), (1080, 1080), (1080, 1920), (3840, 2160)))
        if isinstance(record.get("id"), str) and self._numbered(noun):
            taken = {r.get("id") for r in self.records.get(noun, [])}
            record["id"] = next(i for i in range(1, len(taken) + 2) if i not in taken)  # tab_select(tab_id: integer): tabs 1, 2, 3
        if kind and "kind" in record:
            record["kind"] = kind  # a ConfigMap's record says it is a ConfigMap
        if noun == "log" and isinstance(record.get("message"), str) and "level" in record:
            record["level"] = log_level(record["message"])  # an uncaught error is no INFO line
        _person_agrees(record)
        if noun == "element":
            from seer.generate.symbolic.mocks.record_rules import element_fits_text

            element_fits_text(record)  # 'Submit order' is a button, not a <select>
        if noun == "session" and isinstance(record.get("started_at"), str):  # a browser session runs for hours, not months
            record["started_at"] = (self.now(rng) - timedelta(minutes=rng.randint(3, 240))).strftime("%Y-%m-%dT%H:%M:%SZ")
        if noun == "swatch":
            from seer.generate.symbolic.mocks.swatch_colors import swatch_agrees

            swatch_agrees(record)  # 'Accent Orange' is orange
        if noun in ("tab", "window", "page") and isinstance(record.get("url"), str) and "title" in record:
            from seer.kinds.web import page_title

            record["title"] = page_title(record["url"])  # a tab shows its page's title, not a ticket's
        if noun == "repository" and record.get("name") in REPO_DESCRIPTIONS:
            record["description"] = REPO_DESCRIPTIONS[record["name"]]
        if noun in ("message", "reply") and "chat" in contexts(*ctx) and isinstance(record.get("user"), str):
            record["user"] = rng.choice(self.listing("user", 3, rng, ctx))["id"]  # a Slack message's user is a member's id
        return record

    def file_text(self, path: str, rng: random.Random) -> str:
        """The text of a file, the same on every read; what a write put there once written."""
        if path not in self.files:
            from seer.generate.symbolic.mocks.test_files import test_file_text
            from seer.kinds.files import file_text

            self.files[path] = test_file_text(path, rng) or file_text(path, rng)  # search.test.js holds a test
        return self.files[path]

    def listing(self, noun: str, n: int, rng: random.Random, ctx: Context) -> list[dict[str, Any]]:
        """`n` records of `noun`: the ones already shown first, then new ones (kept)."""
        known = self.records.setdefault(noun, [])
        if noun in ("tab", "window") and (self.page or {}).get("url") == "about:blank" and not known:  # a browser just
            rec = self.new_record(noun, rng, ctx)  # launched has one tab, blank (new_record's), never four pages of a site
            if "url" in rec:
                known.append(rec)
                return known[:1]
        fresh = not known
        had = {id(k) for k in known}
        for attempt in range(8 * n):
            if len(known) >= n:
                break
            rec = self.new_record(noun, rng, ctx)
            kin = self.records.get(_KIN[noun], []) if noun in _KIN else []  # a reply never says what its thread's message said
            if any(_same(rec, k, noun) for k in [*known, *kin]):  # a list of twins is no list: draw again, else list fewer
                if attempt < 6 * n or known:
                    continue  # "github-3" and "github-4" are no platforms: a small pool lists what it has
                for f in TWIN_KEYS.get(noun, ("name", "path", "id", "key")):
                    if isinstance(rec.get(f), str):
                        rec[f] = f"{rec[f]}-{len(known) + 1}"
            taken = {k.get("index") for k in known}
            if isinstance(rec.get("index"), int) and not isinstance(rec["index"], bool) and rec["index"] in taken:
                rec["index"] = next(i for i in range(len(taken) + 1) if i not in taken)  # two layers never share a position
            known.append(rec)
        if noun in _POSITIONED and all(isinstance(r.get("index"), int) and not isinstance(r["index"], bool) for r in known):
            base = 1 if self.app == "aftereffects" else 0  # a comp's layers are 1..n, a document's layers[0..n-1]
            if fresh:
                for i, r in enumerate(sorted(known, key=lambda r: r["index"])):
                    r["index"] = i + base
            else:  # layer 1 inspected before keeps its place; the others listed with it fill the places beside it
                taken = {r["index"] for r in known if id(r) in had}  # (3 layers at 0, 1 and 5 are no comp of three)
                top = max(taken, default=base - 1)
                for _ in range(8):  # layer 6 inspected before: the comp has six layers at least, none missing
                    if len(known) >= top - base + 1 or len(known) >= n + 4:
                        break
                    rec = self.new_record(noun, rng, ctx)
                    if not any(_same(rec, k, noun) for k in known):
                        known.append(rec)
                free = (i for i in range(base, base + len(known) + len(taken)) if i not in taken)
                for r in sorted((r for r in known if id(r) not in had), key=lambda r: r["index"]):
                    r["index"] = next(free)
                n = max(n, len(known)) if len(known) == top - base + 1 else n
                return sorted(known, key=lambda r: r["index"])[:n]
        return known[:n]

    def _numbered(self, noun: str) -> bool:
        """A later call of this scenario takes the thing's id as an integer (tab_id: integer): its ids are numbers."""
        return any(words(q.name)[:2] == [noun, "id"] and (q.item_schema or {}).get("type") in ("integer", "number")
                   for p in self.plan if hasattr(p, "params") for q in p.params)

    def named(self, noun: str, args: dict[str, Any]) -> dict[str, Any] | None:
        """The record of `noun` that holds one of the call's identifying values."""
        values = {str(v) for k, v in args.items() if isinstance(v, (str, int)) and not isinstance(v, bool) and str(v)
                  and k not in _PLACE_ARGS}  # reorder(layer=0, before=1) names layer 0; layer 1 is only where it goes
        for pool in [self.records.get(noun, [])]:  # only this noun: a transition id does not name an issue
            for rec in pool:
                if any(k in rec and str(rec[k]) == str(v) for k, v in args.items() if (k in HANDLE_ARGS or k.endswith(("_id", "uuid", "Id")))
                       and not (noun not in SCOPE_WORDS and scope_args({k: v}))):
                    return rec  # file_id=f_3k9x: the record whose file_id it is (a session_id is where, not which element)
            indexed = {str(v) for k, v in args.items() if isinstance(v, (str, int)) and not isinstance(v, bool)
                       and {noun, "index", "item"} & set(words(k))}  # ai_artboard_items(artboard=5, layer=4) names no item 4
            for rec in pool:
                for f in ("alias", "name", "id", "uuid", "number", "key", "path", "sha", "login", "place_id", "url", "ts", "selector", "ref",
                          "index")[:None if noun not in ("alias", "shard", "hit") else -1]:  # one selector, one element
                    if f in rec and str(rec[f]) in (values if f != "index" else indexed):
                        return rec
        return None

    def keep(self, noun: str, record: dict[str, Any]) -> dict[str, Any]:
        pool = self.records.setdefault(noun, [])
        if not any(r is record for r in pool):
            pool.append(record)
        return record


HANDLE_ARGS = frozenset({"id", "key", "name", "path", "sha", "number", "alias"})
_PLACE_ARGS = PLACE_WORDS | {"to_index"}
SCOPE_WORDS = frozenset("channel project repo repository session index platform owner namespace database db bucket "
                        "cluster workspace org organization group team space board document doc browser".split())


_APP_NAMES = {"illustrator": "Adobe Illustrator", "aftereffects": "Adobe After Effects", "photoshop": "Adobe Photoshop",
              "premiere": "Adobe Premiere Pro", "indesign": "Adobe InDesign"}


def scope_args(args: dict[str, Any]) -> dict[str, Any]:
    """The arguments of a call that say where it ran (`channel_id`, `project_id`, `repo_path`,
    `session_id`, `index`): what a call acting on one of its results must share."""
    from seer.generate.symbolic.lexicon import words

    out = {}
    for k, v in args.items():
        ws = words(k)
        if isinstance(v, (str, int)) and not isinstance(v, bool) and ws and ws[0] in SCOPE_WORDS and (
                len(ws) == 1 or ws[-1] in ("id", "path", "name", "key", "handle")):
            out[k] = v
    return out


# the field that tells two records of a noun apart (two cookies may share a path, two shards an index)
TWIN_KEYS = {"shard": ("shard",), "cookie": ("name",), "marker": ("time",), "keyframe": ("time",), "alias": ("alias",),
             "layer": ("name",), "artboard": ("name",), "frame": ("name",), "font": ("name",), "client": ("id",),
             "milestone": ("title",), "label": ("name",), "token": ("name",), "metric": ("name",), "session": ("session_id",), "window": ("handle",),
             "usage": ("comp",), "element": ("ref", "text"), "message": ("ts", "text"), "reply": ("ts", "text"), "guide": ("position",)}  # a channel's history never says one thing twice


_KIN = {"reply": "message"}  # records of another noun a listing's records are told apart from


_POSITIONED = frozenset({"layer", "artboard"})  # an index that is a position: 0..n-1 (1..n in After Effects), no gaps


def _same(a: dict, b: dict, noun: str = "") -> bool:
    keys = TWIN_KEYS.get(noun, ("name", "id", "number", "key", "path", "sha", "index"))
    return any(a.get(f) == b.get(f) for f in keys if f in a)


def _place(rng: random.Random) -> dict[str, Any]:
    from seer.kinds.base import fake
    from seer.kinds.geo import CITIES

    city, _, lat, lng = rng.choice(CITIES)
    f = fake(rng)
    venue = rng.choice(("Cafe", "Bakery", "Bookshop", "Pharmacy", "Museum", "Hotel", "Gym", "Market"))
    return {"name": f"{f.last_name()} {venue}", "formatted_address": f"{f.building_number()} {f.street_name()}, {city}",
            "place_id": "ChIJ" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") for _ in range(23)),
            "rating": round(rng.uniform(3.4, 4.9), 1), "latitude": round(lat + rng.uniform(-0.04, 0.04), 5),
            "longitude": round(lng + rng.uniform(-0.04, 0.04), 5)}


def log_level(line: str) -> str:
    low = line.lower()
    if any(w in low for w in ("uncaught", "error", "failed", "refused", "oomkilled", "500", "timeout")):
        return "ERROR"
    return "WARN" if any(w in low for w in ("warning", "mixed content", "retrying", "probe")) else "INFO"


CONSOLE_LINES = ("Uncaught TypeError: Cannot read properties of undefined (reading 'id')",
                 "Failed to load resource: the server responded with a status of 404 (Not Found)",
                 "GET https://api.example.com/cart 200 (84 ms)", "POST /api/checkout 500 (Internal Server Error)",
                 "Mixed Content: the page requested an insecure image over http", "[HMR] connected",
                 "Warning: Each child in a list should have a unique \"key\" prop.")
_ES_INDICES = ("orders-2024.01", "products-2024.03", "logs-2024.06", "customers", "metrics-2024.06", "orders-2024.02", "users", "logs-2024.07")
# what designers' documents hold: the names Illustrator and After Effects give things, or people do
from seer.kinds.words import DESIGN_NAMES, EFFECT_PARAMS  # noqa: E402
_COOKIES = (("session_id", lambda r: "%032x" % r.getrandbits(128)), ("csrftoken", lambda r: "%040x" % r.getrandbits(160)),
            ("locale", lambda r: r.choice(("en-US", "de-DE", "fr-FR"))), ("_ga", lambda r: f"GA1.2.{r.randint(10**8, 10**9)}.{r.randint(1_600_000_000, 1_760_000_000)}"),
            ("theme", lambda r: r.choice(("dark", "light"))), ("cart_id", lambda r: str(r.randint(10_000, 99_999))))


_DESIGN_KIND_NAMES = {"group": ("Logo", "Icon set", "Group 2", "Header", "Badge", "Button group"),
                      "path": ("Rectangle 3", "Ellipse 1", "Divider line", "Star 2", "Background"),
                      "param": EFFECT_PARAMS, "parameter": EFFECT_PARAMS}


def _shaped_field(noun: str, f: str, rng: random.Random, ctx: Context) -> Any:
    """Fields of the nouns whose values have a form of their own (a shard's index, a cookie's value)."""
    if f == "name" and noun not in FIELDS and "design" in contexts(*ctx):
        from seer.kinds.words import named_pool

        pool = named_pool(f"{noun} {design_app(*ctx)}", design=True) if noun == "preset" else None  # Media Encoder's own
        return rng.choice(pool or named_pool(noun, design=True) or _DESIGN_KIND_NAMES.get(noun) or DESIGN_NAMES)  # an effect is named
        # like an effect, not "Footer"; a group like a group (get_groups listed groups "Ellipse 1" and "Rectangle 3")
    if f in ("index", "_index") and noun in ("shard", "alias", "index", "hit") and "kv" not in contexts(*ctx):
        return rng.choice(_ES_INDICES)
    if f == "index" and noun in ("layer", "artboard", "frame"):
        return rng.randint(0, 6)
    if noun == "network_request" and f == "url":  # what one page fetches: its site's API
        return f"https://shop.example.com/api/{rng.choice(('cart', 'checkout', 'products?page=2', 'session', 'search?q=shoes', 'recommendations'))}"
    if noun == "token" and f == "name":
        return rng.choice(("color.brand.primary", "color.text.muted", "spacing.md", "radius.sm", "font.size.body", "color.accent"))
    if noun == "token" and f == "value":
        return rng.choice(("#0b5fff", "#6b7280", "16px", "4px", "#f59e0b", "1rem"))
    if noun == "metric" and f == "name":
        return rng.choice(("domContentLoaded", "loadEventEnd", "firstContentfulPaint", "timeToFirstByte", "largestContentfulPaint"))
    if noun == "metric" and f == "value":
        return rng.randint(40, 2_400)
    if noun == "metric" and f == "unit":
        return "ms"
    if noun == "hit" and f == "_id":
        return str(rng.randint(1, 99_999))
    if f in ("_score", "score") and noun in ("hit", "match"):
        return round(rng.uniform(0.2, 9.9) if noun == "hit" else rng.uniform(0.05, 0.6), 3)
    if noun == "match" and f == "id":
        return f"doc:{rng.randint(1, 9_999)}"
    if noun == "alias" and f == "alias":
        return kinds.make("name", rng, hint="alias")
    if noun == "stream" and f == "name":
        return rng.choice(("logs-app-default", "metrics-system.cpu-default", "logs-nginx.access-prod"))
    if noun == "stream" and f == "indices":
        return [f".ds-logs-app-default-2026.0{rng.randint(1, 9)}.0{rng.randint(1, 9)}-00000{rng.randint(1, 3)}"]
    if noun == "cookie" and f == "name":
        return rng.choice(_COOKIES)[0]
    if noun == "cookie" and f == "domain":
        return rng.choice(("shop.example.com", ".example.com", "app.acme.io"))
    if noun == "client" and f == "addr":
        return f"10.0.{rng.randint(0, 9)}.{rng.randint(2, 250)}:{rng.randint(40000, 65000)}"
    if noun == "client" and f == "name":
        return rng.choice(("", "worker-1", "api-gateway", "celery", "redis-cli"))
    if noun == "client" and f == "id":
        return rng.randint(3, 4000)
    if noun == "milestone" and f == "id":
        return rng.randint(100, 9_000)
    if noun == "milestone" and f == "title":
        return rng.choice(("v2.5", "v3.0", "Q1 2027", "Sprint 48", "Public beta", "1.4.0"))
    if noun == "label" and f == "id":
        return rng.randint(1_000, 99_999)
    if noun == "font":
        family = rng.choice(("Roboto", "Inter", "Montserrat", "Source Sans Pro", "Helvetica Neue", "Lato"))
        return family if f == "family" else f"{family.replace(' ', '')}-{rng.choice(('Regular', 'Bold', 'Medium'))}"
    if noun == "graphic_style" or noun == "style" and f == "name" and "graphic" in f"{ctx[0]} {ctx[1][:80]}".lower():  # an appearance
        return rng.choice(GRAPHIC_STYLES)
    if noun == "style" and f == "name":
        return rng.choice(("Heading 1", "Body Text", "Caption", "Button Label", "Quote"))
    if noun == "render_item":  # ae_render_queue(list): the comps queued, where each renders to, how far it got
        if f == "index":
            return rng.randint(1, 4)
        if f == "comp":
            return rng.choice(("Main Comp", "Intro 1080p", "Logo reveal", "Lower third"))
        if f == "status":
            return rng.choice(("queued", "queued", "done", "unqueued"))
        if f == "output_path":
            return f"~/Renders/{rng.choice(('main-comp', 'intro-1080p', 'logo-reveal', 'lower-third'))}.mov"
    if noun in ("marker", "keyframe") and f == "time":
        return round(rng.uniform(0, 30), 2)
    if noun == "marker" and f == "comment":
        return rng.choice(MARKER_CUES)
    if noun == "keyframe" and f == "value":
        return rng.choice(([960, 540], 100, 0, [50, 50], 45))
    if noun == "session" and f == "session_id":
        return "%032x" % rng.getrandbits(128)
    if noun == "window" and f == "handle":
        return "CDwindow-%032X" % rng.getrandbits(128)
    if noun == "frame" and f == "contents":
        return kinds.make("ui_text", rng)
    if noun in ("comp", "frame", "layer", "artboard") and f == "name":
        thing = {"comp": "composition"}.get(noun, noun)
        return kinds.make("name", rng, hint=f"{thing} {design_app(*ctx)}")  # an After Effects layer is named as AE names them
    return MISSING


def field_value(noun: str, f: str, rng: random.Random, ctx: Context) -> Any:
    shaped = _shaped_field(noun, f, rng, ctx)
    if shaped is not MISSING:
        return shaped
    if noun in ("user", "member") and f == "name":
        return kinds.make("person", rng)
    if noun in ("directory", "folder", "dir") and f == "path":
        return kinds.make("dir_path", rng)
    if noun == "wiki_page":
        if f == "id":
            return str(rng.randint(100_000, 9_999_999))
        if f == "space":
            return rng.choice(("DEV", "OPS", "HR", "SALES", "DOCS"))
    if noun == "element" and f == "text":
        return kinds.make("ui_text", rng)
    if noun == "element" and f == "ref":
        return f"e{rng.randint(2, 480)}"
    if noun == "log" and f == "message":  # a log line reads as a log line, never as a chat sentence
        if "browser" in contexts(*ctx):
            return rng.choice(CONSOLE_LINES)
        return kinds.make("log_message", rng)
    if noun == "diff" and f == "diff":
        return _unified_diff(rng)
    if noun == "status" and f in ("staged", "modified", "untracked"):
        return rng.sample(["src/app.py", "README.md", "src/utils/format.ts", "tests/test_cart.py", "package.json"], rng.randint(0, 2))
    if noun == "status" and f == "branch":
        return kinds.make("branch", rng)
    if noun == "commit" and f == "message":
        return kinds.make("commit_message", rng)
    if f == "key" and noun in ("ticket", "issue"):
        return kinds.make("issue_key", rng)
    if f == "key" and noun == "project":
        return kinds.make("project_key", rng)
    if f == "node":
        return f"node-pool-{rng.choice('abc')}-{rng.randint(1, 6)}"
    if f == "default_branch":
        return rng.choice(("main", "main", "master", "develop"))  # a repository's default branch is no topic branch
    fixed = FIXED.get((noun, f))
    if fixed:
        return rng.choice(fixed)
    if RANGES.get(f):
        lo, hi = RANGES[f]
        v = rng.randint(lo, hi)
        return v / 10 if f == "rating" else v
    kind = FIELD_KIND.get(f) or ("datetime" if f.endswith("_at") else None)  # modified_at of an edit_file is a time, not a path
    if kind is None:
        name = f if f in ("key", "path", "url", "sha", "email", "namespace", "image", "schedule", "author", "assignee", "reporter",
                          "creator") or f.endswith("_at") else f"{noun}_{f}"
        kind = kinds.infer(name, {"type": "integer" if f == "number" else "string"}, tool_name=ctx[0], tool_description=ctx[1])
        if f == "name" and kind in ("file_path", "dir_path", "filename") and noun not in ("file", "document", "directory", "folder"):
            kind = "name"  # an Illustrator path's name is a name, not a file path
    if kind == "rating":
        return round(rng.uniform(3.0, 5.0), 1)
    hint = f"{noun} {f}" + (" full" if f == "sha" and noun == "commit" else "") + (" slack" if "chat" in contexts(*ctx) else "") \
        + (" platform" if "code" in contexts(*ctx) else "") \
        + (f" {design_app(*ctx)}" if kind in ("file_path", "filename", "title") else "")  # a code host's issue ids are numbers; a design app's files its own
    if f in ("number", "port") or kind not in kinds.KINDS:
        return kinds.make(kind, rng, {"type": "integer"} if f in ("number", "port") else None, hint=hint)
    return kinds.KINDS[kind].make(rng, hint)  # no schema to bend the value to


_PERSON = re.compile(r"([A-Z][a-z]+) (?:[A-Z][a-z]+ )?([A-Z][a-z'-]+)")


def _person_agrees(record: dict[str, Any]) -> None:
    """A person's login and email are made from their name (Ana Souza: ana.souza, ana.souza@globex.net),
    not drawn apart from it."""
    m = _PERSON.fullmatch(record.get("name") or "") if isinstance(record.get("name"), str) else None
    if not m:
        return
    first, last = m[1].lower(), re.sub(r"[^a-z]", "", m[2].lower())
    for f in ("login", "username"):
        if isinstance(record.get(f), str):
            record[f] = f"{first}.{last}" if "." in record[f] or "-" not in record[f] else f"{first}-{last}"
    if isinstance(record.get("email"), str) and "@" in record["email"]:
        record["email"] = f"{first}.{last}@{record['email'].split('@', 1)[1]}"


_CHANGES = {"py": (("timeout = 30", "timeout = 60"), ("    return total", "    return round(total, 2)")),
            "ts": (("  return total;", "  return Math.round(total * 100) / 100;"), ("const TIMEOUT_MS = 30000;", "const TIMEOUT_MS = 60000;")),
            "js": (("  return total;", "  return Math.round(total * 100) / 100;"), ("const TIMEOUT_MS = 30000;", "const TIMEOUT_MS = 60000;")),
            "go": (("\ttimeout := 30 * time.Second", "\ttimeout := 60 * time.Second"), ("\treturn total", "\treturn math.Round(total*100) / 100")),
            "md": (("## Setup", "## Installation"), ("Run `make test`.", "Run `make test` before pushing.")),
            "yaml": (("retries: 3", "retries: 5"), ("timeout: 30s", "timeout: 60s")),
            "json": (('  "retries": 3,', '  "retries": 5,'), ('  "timeout": 30,', '  "timeout": 60,')),
            # a data row, a column, a rule: never a shell line in users.csv
            "csv": (("1002,Ben Carter,678.19", "1002,Ben Carter,687.19"), ("1001,Ana Souza,45.97", "1001,Ana Souza,54.97")),
            "sql": (("  total REAL NOT NULL,", "  total NUMERIC(10, 2) NOT NULL,"),),
            "css": (("  border-radius: 6px;", "  border-radius: 8px;"),),
            "toml": (("timeout_seconds = 30", "timeout_seconds = 60"),),
            "html": (("  <title>Home</title>", "  <title>Home | Acme</title>"),),
            "txt": (("- renew the TLS certificate", "- [x] renew the TLS certificate"),),
            "sh": (("TIMEOUT=30", "TIMEOUT=60"),),
            "dockerfile": (("FROM python:3.11-slim", "FROM python:3.12-slim"),)}


# the lines around a changed line, as a diff shows them (a diff's context is the file's code, never "context line")
_CONTEXT = {"timeout = 30": ("import requests", "retries = 3"),
            "    return total": ("    total = sum(i.price * i.qty for i in items)", ""),
            "  return total;": ("  const total = items.reduce((sum, i) => sum + i.price * i.qty, 0);", "}"),
            "const TIMEOUT_MS = 30000;": ("const BASE_URL = process.env.API_URL;", "const RETRIES = 3;"),
            "\ttimeout := 30 * time.Second": ("func newClient() *http.Client {", "\treturn &http.Client{Timeout: timeout}"),
            "\treturn total": ("\t}", "}"),
            "## Setup": ("", "1. Clone the repository"), "Run `make test`.": ("## Testing", ""),
            "retries: 3": ("service: checkout", "backoff: exponential"), "timeout: 30s": ("retries: 3", "log_level: info"),
            '  "retries": 3,': ("{", '  "timeout": 30,'), '  "timeout": 30,': ('  "retries": 3,', '  "debug": false'),
            "TIMEOUT=30": ("#!/bin/sh", "RETRIES=3"), "enabled = false": ("[feature]", 'name = "checkout"'),
            "1002,Ben Carter,678.19": ("1001,Ana Souza,45.97", "1003,Chen Wei,210.00"),
            "1001,Ana Souza,45.97": ("id,customer,amount", "1002,Ben Carter,678.19"),
            "  total REAL NOT NULL,": ("  customer_id INTEGER NOT NULL,", "  issued_on TEXT"),
            "  border-radius: 6px;": ("  background: #0b5fff;", "  padding: 0.5rem 1rem;"),
            "timeout_seconds = 30": ("[http]", "retries = 3"),
            "  <title>Home</title>": ('  <meta charset="utf-8">', "</head>"),
            "- renew the TLS certificate": ("TODO", "- rotate the API keys"),
            "FROM python:3.11-slim": ("", "WORKDIR /app")}


def change_lines(path: str, rng: random.Random) -> tuple[str, str]:
    """One changed line of a file of this type, before and after ('retries: 3' is YAML, never a line of a .go file)."""
    base = path.rsplit("/", 1)[-1]
    ext = base.rsplit(".", 1)[-1].lower() if "." in base else base.lower()  # a Dockerfile by its name
    ext = {"yml": "yaml", "tsx": "ts", "jsx": "js", "mjs": "js", "tsv": "csv", "bash": "sh", "htm": "html", "cfg": "toml",
           "ini": "toml"}.get(ext, ext)
    return rng.choice(_CHANGES.get(ext, (("TIMEOUT=30", "TIMEOUT=60"), ("enabled = false", "enabled = true"))))


# what each commit topic (kinds.code.COMMIT_TOPICS) changed: (file, line before, line after or None, context above, below)
_TOPIC_CHANGES = {
    "handle empty cart in checkout": ("src/checkout.py", "    total = sum(i.price * i.qty for i in cart.items)",
                                      "    total = sum(i.price * i.qty for i in cart.items) if cart.items else 0",
                                      "def checkout(cart):", "    return charge(cart.customer, total)"),
    "add retry to webhook sender": ("src/webhooks.py", "    response = session.post(url, json=payload, timeout=10)",
                                    "    response = post_with_retry(session, url, payload, attempts=3)",
                                    "def send(url, payload):", "    response.raise_for_status()"),
    "bump dependencies": ("package.json", '    "express": "^4.18.2",', '    "express": "^4.19.2",', '  "dependencies": {',
                          '    "pg": "^8.11.3"'),
    "update README setup steps": ("README.md", "Run `npm install`.", "Run `npm ci` and copy `.env.example` to `.env`.", "## Setup", ""),
    "extract price formatting helper": ("src/utils/format.ts", "  return `$${(cents / 100).toFixed(2)}`;", "  return formatPrice(cents);",
                                        "export function priceLabel(cents: number): string {", "}"),
    "cover refund edge cases": ("tests/test_refunds.py", '@pytest.mark.parametrize("amount", [10])',
                                '@pytest.mark.parametrize("amount", [0, -1, 10, 10_000])', "", "def test_refund(amount, order):"),
    "cache exchange rates for 10 minutes": ("src/rates.py", "@lru_cache(maxsize=None)", "@ttl_cache(maxsize=256, ttl=600)", "",
                                            "def exchange_rate(base: str, quote: str) -> Decimal:"),
    "validate email before signup": ("src/signup.py", "    user = create_user(email, password)",
                                     "    user = create_user(validate_email(email), password)", "def signup(email, password):",
                                     "    send_welcome(user)"),
    "log request ids": ("src/middleware.py", '    logger.info("request done")',
                        '    logger.info("request done", extra={"request_id": request.id})', "    response = handler(request)",
                        "    return response"),
    "drop unused feature flag": ("config/flags.yaml", "  new_checkout_flow: false", None, "flags:", "  dark_mode: true"),
}


# what each one-line change of _CHANGES is, as its commit says it
_CHANGE_MESSAGES = {"timeout = 30": "chore: raise the HTTP timeout to 60 s", "    return total": "fix: round cart totals to cents",
                    "  return total;": "fix: round cart totals to cents", "const TIMEOUT_MS = 30000;": "chore: raise the API timeout to 60 s",
                    "\ttimeout := 30 * time.Second": "chore: raise the client timeout to 60 s",
                    "\treturn total": "fix: round cart totals to cents", "## Setup": "docs: rename Setup to Installation",
                    "Run `make test`.": "docs: ask to run the tests before pushing", "retries: 3": "chore: retry failed calls up to 5 times",
                    "timeout: 30s": "chore: raise the timeout to 60 s", '  "retries": 3,': "chore: retry failed calls up to 5 times",
                    '  "timeout": 30,': "chore: raise the timeout to 60 s", "TIMEOUT=30": "chore: raise the timeout to 60 s",
                    "enabled = false": "feat: turn the checkout feature on"}


def message_for_diff(diff: str) -> str | None:
    """The commit message that says what a shown diff changes (the first change it has a message for), else None."""
    from seer.kinds.code import COMMIT_TYPES

    removed = [ln[1:] for ln in diff.splitlines() if ln.startswith("-") and not ln.startswith("---")]
    for line in removed:
        if line in _CHANGE_MESSAGES:
            return _CHANGE_MESSAGES[line]
        topic = next((t for t, c in _TOPIC_CHANGES.items() if c[1] == line), None)
        if topic is not None:
            return f"{COMMIT_TYPES[topic][0]}: {topic}"
    return None


def diff_for_message(message: str, rng: random.Random) -> str | None:
    """The diff of a commit whose message names one of the topics commits are made of: "perf: add retry to webhook
    sender" changes the webhook sender, never a cart's rounding. None for a message of another topic."""
    topic = message.split("\n", 1)[0].split(": ", 1)[-1].strip().lower()
    change = next((c for t, c in _TOPIC_CHANGES.items() if t.lower() == topic), None)
    if change is None:
        return None
    return _one_change(*change, rng)


def file_diff(name: str, rng: random.Random) -> str:
    """A one-line change of the file `name`, as `git diff` prints it (a YAML line in a .yaml file, a Python line in a .py)."""
    old, new = change_lines(name, rng)
    return _one_change(name, old, new, *_CONTEXT.get(old, ("", "")), rng)


def _one_change(name: str, old: str, new: str | None, before: str, after: str, rng: random.Random) -> str:
    """`git diff` of one changed (or, new None, removed) line of `name`, between its two context lines."""
    at = rng.randint(3, 120)
    body = f" {before}\n-{old}\n" + (f"+{new}\n" if new is not None else "") + f" {after}\n"
    return (f"diff --git a/{name} b/{name}\nindex {rng.getrandbits(28):07x}..{rng.getrandbits(28):07x} 100644\n"
            f"--- a/{name}\n+++ b/{name}\n@@ -{at},3 +{at},{3 if new is not None else 2} @@\n{body}")


def _unified_diff(rng: random.Random) -> str:
    """A small unified diff of one source file, as `git diff` prints it."""
    return file_diff(rng.choice(("src/app.py", "src/utils/format.ts", "README.md", "config/settings.yaml", "lib/cart.js")), rng)
