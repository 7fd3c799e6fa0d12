"""Values that satisfy a JSON Schema and look real for their names.

Handles type (and type lists), enum, const, formats, pattern (regex_gen), min/maxLength,
minimum/maximum (exclusive too), multipleOf, min/maxItems, uniqueItems, required and optional
properties, nested objects, arrays of objects, anyOf/oneOf/allOf, free-form objects and leftover
(recursive) `$ref`. Callers validate the whole result with jsonschema; this is the proposal.

`lookup(words, schema)` lets the scenario's world answer first: a value already stated by the
user or returned by a mock, so one scenario shares one state.

Strings and numbers come from the value-kinds catalogue (seer.kinds): the parameter's words,
read in its tool's context (`context` = tool name and description), name a kind (timezone,
SQL, repo owner, label selector, ...) whose realistic value is then bent to the schema. The
fallback kinds (a name, an identifier) still take the old name rules (vocab.py) first, minus
any path they would put where no path belongs.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any, Callable
from urllib.parse import quote

from seer import kinds
from seer.kinds.infer import contexts, design_app
from seer.kinds.audit import PATH_KINDS
from seer.kinds.described import arg_docs, described_choices, described_values, listed_choices
from seer.kinds.files import media_file
from seer.kinds.fit import valid
from seer.kinds.words import named_pool
from seer.generate.symbolic import vocab
from seer.generate.symbolic.items import free_items
from seer.generate.symbolic.lexicon import PLACE_WORDS, plural, singular, words
from seer.generate.symbolic.locators import _locator, _types_into
from seer.generate.symbolic.regex_gen import string_for_pattern
from seer.generate.symbolic.scalars import number_value, string_value

MISSING = object()
# kinds whose values come from a short closed list: a name the world states elsewhere is never one of them
_CLOSED_KINDS = frozenset({"render_template", "text_alignment", "blend_mode", "ease", "weekday", "timezone", "color_profile",
                           "render_quality", "language_code", "country_code", "currency"})
# optional paging tokens come from a previous page, never from the user: left out unless linked
PAGINATION = frozenset("cursor token pagination continuation".split())
MAX_OPTIONAL = 4  # optional arguments a call states at most
_COLOURS = frozenset("color colour colors colours background bg fill stroke rgb tint".split())
_POINTS = frozenset("anchor position point center centre xy size dimensions".split())
_RELATIVE = PLACE_WORDS | {"parent", "target", "to"}  # a place named by its neighbour
_STACKED = ("layer", "layers", "artboard", "artboards", "tab", "tabs", "frame", "frames", "window", "windows")  # things
# counted in a short stack
_SHAPES = frozenset("points vertices polygon path outline".split())
Lookup = Callable[[list[str], dict], Any]


_PLAIN = {"string": str, "boolean": bool, "object": dict, "array": list}
_PERSONS = frozenset("author committer assignee reviewer owner creator sender user person contact member".split())  # author.name: a person
def _deprecated(schema: Any) -> bool:
    """A parameter the server retired: JSON Schema's `deprecated`, or a description that opens with DEPRECATED."""
    return isinstance(schema, dict) and (schema.get("deprecated") is True
                                         or str(schema.get("description") or "").lstrip().upper().startswith("DEPRECATED"))


_NOTES = frozenset({"type", "description", "title", "examples", "default", "$schema", "$comment", "deprecated"})


def fits(schema: dict, value: Any) -> bool:
    """`value` is valid under `schema` (see `seer.kinds.fit.valid`); a schema nested past Python's stack (the fuzz
    tests' 70 levels) takes no value."""
    if not isinstance(schema, dict):
        return schema is not False
    try:
        return valid(schema, value)
    except RecursionError:
        return False


def _free(items: Any) -> bool:
    """An item schema that names no field: `{}` or an object with none."""
    return isinstance(items, dict) and not items.get("properties") and schema_type(items) in (None, "object") \
        and not any(k in items for k in ("anyOf", "oneOf", "allOf", "enum", "$ref"))


def schema_type(schema: dict) -> str | None:
    t = schema.get("type")
    if isinstance(t, list):
        non_null = [x for x in t if x != "null"]
        t = non_null[0] if non_null else "null"
    if t:
        return t
    if "properties" in schema or "additionalProperties" in schema:
        return "object"
    if "items" in schema:
        return "array"
    if "enum" in schema or "const" in schema:
        return None
    if any(k in schema for k in ("pattern", "format", "minLength", "maxLength")):
        return "string"
    if any(k in schema for k in ("minimum", "maximum")):
        return "number"
    return None


def nonnull(schema: Any) -> dict:
    """`Optional[X]` as pydantic writes it (anyOf [X, null]) -> X, keeping the outer keywords."""
    if not isinstance(schema, dict) or "type" in schema:
        return schema if isinstance(schema, dict) else {}
    for key in ("anyOf", "oneOf"):
        branches = [b for b in schema.get(key) or [] if isinstance(b, dict) and b.get("type") != "null"]
        if len(branches) == 1 and len(schema[key]) == 2:
            return {**{k: v for k, v in schema.items() if k != key}, **branches[0]}
    return schema


# what a tool warns of when it could only partly do its work (enrichmentWarnings: "Actionable notes when snapshot
# gathering was skipped or partially failed"): never a slug like "auth-enrichment"
_WARNINGS = ("Could not read the upstream of the current branch: no tracking branch is set.",
             "git user.email is not set; commits will use the system default.",
             "The remote could not be reached; ahead and behind counts are omitted.",
             "Skipped the stash list: git stash list timed out after 5 s.")


class ValueMaker:
    def __init__(self, rng: random.Random, lookup: Lookup | None = None, optional_share: float = 0.3,
                 hints: dict[str, list[str]] | None = None, context: tuple[str, str] = ("", "")):
        self.rng = rng
        self.lookup = lookup
        self.optional_share = optional_share
        self.hints = hints or {}  # top-level parameter -> extra hint words (e.g. "dir" for a folder path)
        self.context = context  # (tool name, tool description): what the kinds read the words in
        self.arguments = False  # making a call's arguments (not a mock): a bare item schema gets fields
        self.platformed = False  # the object being filled has a `platform` (GitHub/GitLab): its project ids are numbers

    def kind(self, ws: list[str], schema: dict) -> str:
        name = "_".join(ws) if ws else ""  # a folder hint ("dir") reads as a directory, as it should
        kind = kinds.infer(name, schema, tool_name=self.context[0], tool_description=self.context[1])
        if "dir" in ws and kind == "file_path":
            return "dir_path"
        return kind

    def make(self, schema: Any, name: str = "", depth: int = 0, hint_words: list[str] | None = None) -> Any:
        if not isinstance(schema, dict) or schema is True:
            return self._string({}, hint_words or words(name))
        ws = hint_words if hint_words is not None else words(name)
        if "const" in schema:
            return schema["const"]
        if self.lookup is not None and depth < 6:  # the world first: an enum field echoes the call's own choice
            known = self.lookup(ws, schema)
            if known is not MISSING and not self._wrong_path(known, ws, schema) and not self._wrong_type(known, ws, schema) \
                    and not self._off_vocabulary(known, ws, schema) \
                    and not (known in ({}, []) and schema.get("description")):  # put_alias' empty body is no query to delete by
                return known
        if schema.get("enum"):
            return self.rng.choice(schema["enum"])
        for key in ("oneOf", "anyOf"):
            if schema.get(key):
                return self._branch(schema, key, name, depth, ws)
        if schema.get("allOf"):
            merged = {k: v for k, v in schema.items() if k != "allOf"}
            for part in schema["allOf"]:
                if isinstance(part, dict):
                    for k, v in part.items():  # properties merge, required lists join, the rest: last wins
                        if isinstance(v, dict) and isinstance(merged.get(k), dict):
                            merged[k] = {**merged[k], **v}
                        elif isinstance(v, list) and isinstance(merged.get(k), list):
                            merged[k] = list(dict.fromkeys([*merged[k], *v]))
                        else:
                            merged[k] = v
            return self.make(merged, name, depth, ws)
        if "$ref" in schema:  # left unresolved (recursive): the smallest object that can stand there
            return {}
        t = schema_type(schema)
        if t == "object":
            return self._object(schema, ws, depth)
        if t == "array":
            return self._array(schema, name, ws, depth)
        if t in ("integer", "number"):
            return self._number(schema, ws, t == "integer")
        if t == "boolean":
            return bool(schema.get("default", self.rng.random() < 0.5))
        if t == "null":
            return None
        return self._string(schema, ws)

    def _off_vocabulary(self, value: Any, ws: list[str], schema: dict) -> bool:
        """A stated name where a closed vocabulary belongs: the layer "CTA button" as a render settings template, "Ellipse
        1" as a text justification."""
        if not isinstance(value, str) or schema.get("enum"):
            return False
        kind = self.kind(ws, schema)
        return kind in _CLOSED_KINDS and not kinds.plausible(kind, value)

    def _wrong_type(self, value: Any, ws: list[str], schema: dict) -> bool:
        """A Redis key of another type (a JSON document's key for LRANGE): WRONGTYPE in Redis."""
        if not isinstance(value, str) or ":" not in value and "_" not in value:
            return False
        from seer.kinds.data import key_group, kv_group

        have, want = key_group(value), kv_group(self.context[0])
        return have is not None and want is not None and have != want and self.kind(ws, schema) == "kv_key"

    def _wrong_path(self, value: Any, ws: list[str], schema: dict) -> bool:
        """A folder stated for a `path` is no file to edit, and a file no folder to list."""
        if not isinstance(value, str) or not value.startswith(("/", "~/")):
            return False
        kind = self.kind(ws, schema)
        dotted = "." in value.rstrip("/").rsplit("/", 1)[-1]
        file_tool = "file" in words(self.context[0])  # edit_file, write_file: a bare `path` kind says little
        return (kind == "file_path" and not dotted and file_tool) or (kind == "dir_path" and dotted)

    def _branch(self, schema: dict, key: str, name: str, depth: int, ws: list[str]) -> Any:
        branches = [b for b in schema[key] if isinstance(b, dict) and b.get("type") != "null"] or schema[key]
        order = list(range(len(branches)))
        self.rng.shuffle(order)
        typed = [schema_type(b) for b in branches]
        if "string" in typed and set(ws) & {"element", "elements", "member", "members"}:  # lrem(element): a list holds
            order.sort(key=lambda i: (typed[i] != "string", bool(branches[i].get("format"))))  # strings, not the number 4
        elif "string" in typed and {"number", "integer"} & set(typed) and (self.kind(ws, {"type": "string"}) in kinds.FALLBACKS
                                                                            or isinstance(schema.get("default"), (int, float))
                                                                            and not isinstance(schema.get("default"), bool)):
            order.sort(key=lambda i: typed[i] == "string")  # a delay of 0.2, an item index 3: not a made-up name; a duration
            # defaulting to 0.8 (seconds) is a number of seconds, never "24h"
        base = {k: v for k, v in schema.items() if k not in (key, "description")}
        kind = self.kind(ws, schema) if "string" in typed else None
        if kind in _CLOSED_KINDS:  # Optional[template] "Render settings template": its description names the kind the
            # string branch would not know (it lost the description)
            made = kinds.make(kind, self.rng, {"type": "string"}, hint=" ".join(ws))
            if fits(schema, made):
                return made
        last = empty = None
        for i in order:
            merged = {**base, **branches[i]} if base else branches[i]
            if typed[i] in ("integer", "number") and schema.get("description"):  # a number reads its unit and its sense
                merged = {**merged, "description": schema["description"]}  # there ("Position index for reorder": a
                # place in a stack, never 540; seed 1510)
            last = self.make(merged, name, depth, ws)
            if fits(schema, last) and isinstance(last, (dict, list)) and not last:
                empty = last  # set(value={}) of "str, bytes, int, float, dict": an empty object says nothing to store;
                continue  # another branch's value does
            if fits(schema, last):
                return last
        return empty if empty is not None else last

    def _object(self, schema: dict, ws: list[str], depth: int) -> dict:
        out = self._object_fields(schema, ws, depth)
        if ws and depth > 0:
            self._named_record(out, schema, ws)
        _file_url(out, schema.get("properties") or {}, ws)
        props_ = schema.get("properties") or {}
        model = out.get("type") if isinstance(out.get("type"), str) else None
        if model in ("rgb", "cmyk") and ({"r", "g", "b"} <= set(props_) or {"c", "m", "y", "k"} <= set(props_)):
            for ch in "cmykrgb":  # a colour of one model: type rgb with r, g, b; never rgb with an m of 69 and a y of 200
                out.pop(ch, None)
            for ch in ("rgb" if model == "rgb" else "cmyk"):
                if ch in props_:
                    out[ch] = 0
        if model == "gray" and "value" in props_ and {"r", "g", "b"} <= set(props_):  # check_contrast(color1={"type":
            for ch in "cmykrgb":  # "gray"}) (seed 1390): a grey says how grey, 0-100, and no channel of another model
                out.pop(ch, None)
            v = self.rng.randint(10, 90)
            out["value"] = v if fits(props_["value"] if isinstance(props_["value"], dict) else {}, v) else out.get("value", 50)
        if {"c", "m", "y", "k"} <= set(out) or {"r", "g", "b"} <= set(out):  # a colour's channels: CMYK 0-100, RGB 0-255
            top = 100 if "k" in out else 255
            for ch in ("c", "m", "y", "k", "r", "g", "b"):
                sub = (schema.get("properties") or {}).get(ch)
                if isinstance(out.get(ch), (int, float)) and not isinstance(out.get(ch), bool):
                    v = self.rng.randint(0, top)
                    if fits(sub if isinstance(sub, dict) else {}, v):
                        out[ch] = v
        return out

    def _named_record(self, out: dict, schema: dict, ws: list[str]) -> None:
        """A record of a thing with names of its own (a remote, a tag: remotes[].name) has one of
        those names, no two alike; a git remote's URLs are one repository's clone URL."""
        props = schema.get("properties") or {}
        pool = None if "design" in contexts(*self.context) else named_pool(" ".join(ws[-1:]))
        used = self.__dict__.setdefault("_pool_used", set())
        if pool and isinstance(out.get("name"), str) and (out["name"] not in pool or out["name"] in used):  # two remotes 'fork': one
            free = [x for x in pool if x not in used] or list(pool)
            value = self.rng.choice(free)
            if fits(props.get("name", {}), value):
                out["name"] = value
        if pool and isinstance(out.get("name"), str):
            used.add(out["name"])
        if ws[-1:] == ["branch"] and isinstance(out.get("name"), str) and not kinds.plausible("branch", out["name"]) or \
                ws[-1:] == ["branch"] and isinstance(out.get("name"), str) and re.fullmatch(r"[a-z]+-[a-z]+", out["name"]):
            value = kinds.make("branch", self.rng, props.get("name", {}))
            if fits(props.get("name", {}), value):
                out["name"] = value  # a branch listing lists branches, not adjective-noun slugs
        if ws[-1:] == ["branch"] and isinstance(out.get("upstream"), str) and isinstance(out.get("name"), str):
            out["upstream"] = f"origin/{out['name']}"  # a branch tracks its remote twin, not another local branch
        if ws[-1:] == ["stash"] and isinstance(out.get("ref"), str) and isinstance(out.get("index"), int):
            out["ref"] = f"stash@{{{out['index']}}}"
        if ws[-1:] == ["remote"]:
            urls = [k for k, v in out.items() if isinstance(v, str) and set(words(k)) & {"url", "uri"}]
            if urls:
                from seer.kinds.code import OWNERS, REPOS

                clone = f"https://github.com/{self.rng.choice(OWNERS)}/{self.rng.choice(REPOS)}.git"
                for k in urls:
                    if fits(props.get(k, {}), clone):
                        out[k] = clone  # fetch and push from the one repository

    def _object_fields(self, schema: dict, ws: list[str], depth: int) -> dict:
        props = dict(schema.get("properties") or {})
        for key in schema.get("required") or []:
            props.setdefault(key, {})  # required but undescribed: any value will do
        if isinstance(schema.get("then"), dict) and isinstance(schema.get("if"), dict):
            for key in schema["then"].get("required") or []:
                props.setdefault(key, (schema["then"].get("properties") or {}).get(key, {}))
        required = [k for k in schema.get("required") or [] if k in props]
        required += [k for k in (schema.get("then") or {}).get("required") or [] if k not in required]
        out: dict[str, Any] = {}
        share = self.optional_share if depth == 0 else self.optional_share / 2
        docs = arg_docs(self.context[1]) if depth == 0 else {}
        if depth == 0:
            self.platformed = "platform" in props
        for key in [k for k in props if k in docs and isinstance(props[k], dict) and not props[k].get("description")]:
            props[key] = {**props[key], "description": docs[key]}  # the docstring's Args: line is its description
        chosen = 0
        for key in props:
            if key in required or (depth < 3 and self.rng.random() < share and "$ref" not in props[key]
                                   and not set(words(key)) & PAGINATION and not (self.arguments and chosen >= MAX_OPTIONAL)
                                   and not (self.arguments and _deprecated(props[key]))):  # no one sets what the server
                # retired: planner_setup_page(specific_sections=["checkout-specific"]) "DEPRECATED: Use discovery_scope" (1397)
                chosen += key not in required  # a person sets a few things at once, not blend mode, quality, shy, solo ...
                extra = self.hints.get(key) if depth <= 1 else None
                person = next((w for w in ws if w in _PERSONS), None) if words(key) == ["name"] and not extra else None
                out[key] = self.make(props[key], key, depth + 1, [person, "name"] if person else words(key) + extra if extra else None)
                if self.arguments and out[key] in ({}, []) and key not in required:
                    del out[key]  # find_objects(font_size={}): an optional filter with nothing in it is left out
        deps = {**{k: v for k, v in (schema.get("dependencies") or {}).items() if isinstance(v, list)},
                **(schema.get("dependentRequired") or {})}
        for key in [k for k in out if k in deps]:
            for dep in deps[key]:
                if dep not in out:
                    out[dep] = self.make(props.get(dep, {}), dep, depth + 1)
        if schema.get("patternProperties") and len(out) < max(1, schema.get("minProperties", 0)):
            pattern, sub = next(iter(schema["patternProperties"].items()))
            key = string_for_pattern(pattern, self.rng) or "key"
            out[key] = self.make(sub, key, depth + 1)
        elif not props and depth > 0 and "properties" not in schema and schema.get("additionalProperties", True) is not False:
            out = self._free_object(schema, ws, depth)  # a free-form parameter (a query body, options)
        if set(ws) & _PERSONS and isinstance(out.get("name"), str) and isinstance(out.get("email"), str) and "@" in out["email"] \
                and " " in out["name"] and fits(props.get("email") or {}, f"{'.'.join(words(out['name']))}@{out['email'].split('@')[1]}"):
            out["email"] = f"{'.'.join(words(out['name']))}@{out['email'].split('@')[1]}"  # Chloe Johnson's email is chloe.johnson@
        _locator(out, props, self.rng, "frame" in words(self.context[0]), _types_into(self.context))
        _property_value(out, props, self.rng)
        _condition_value(out, props, self.rng)
        _code_file(out, props)
        need = schema.get("minProperties", 0)
        for key in props:
            if len(out) >= need:
                break
            out.setdefault(key, self.make(props[key], key, depth + 1))
        return out

    def _free_object(self, schema: dict, ws: list[str], depth: int) -> dict:
        extra = schema.get("additionalProperties")
        desc = words(str(schema.get("description", "")))
        typed_extra = isinstance(extra, dict) and bool(extra)  # additionalProperties with a schema of its own
        if {"query", "filter", "dsl"} & set(ws + desc) and not typed_extra:
            field = self.rng.choice(["title", "message", "status"])  # a status holds one keyword, not a topic's words
            said = self.rng.choice(("failed", "open", "active", "pending")) if field == "status" else self.rng.choice(vocab.TOPICS)
            return {"query": {"match": {field: said}}, "size": 10}
        if {"mapping", "mappings", "settings"} & set(ws + desc) and not typed_extra:
            return {"mappings": {"properties": {self.rng.choice(["title", "message"]): {"type": "text"}}}}
        named = set(ws)
        if not typed_extra:  # what the object's name says it holds; an unnamed bag holds nothing made up
            if named & {"change", "changes", "stat", "stats", "summary", "diffstat"}:
                n = self.rng.randint(1, 4)
                return {"files_changed": n, "insertions": self.rng.randint(n, 60), "deletions": self.rng.randint(0, 30)}
            if named & {"document", "doc", "record", "row", "entry"} and not typed_extra:  # a document to index has its fields
                fresh = ValueMaker(self.rng, None, context=self.context)  # new words, not another record's title
                return {k: fresh.make({"type": "string"}, k, depth + 1) for k in ("title", "content")} | {"status": self.rng.choice(["draft", "published"])}
            if named & {"header", "headers"}:
                return {"Content-Type": "application/json", "Accept": "application/json"}
            if named & {"variable", "variables", "vars", "environment"}:
                return {"NODE_ENV": self.rng.choice(["production", "staging"]), "LOG_LEVEL": "info"}
            if not named & {"metadata", "meta", "label", "labels", "tag", "tags", "annotation", "annotations", "attribute",
                            "attributes", "custom", "extra", "field", "fields", "properties", "context"}:
                return {}
        if named & {"role", "roles"} and "design" in contexts(*self.context):  # ae_list_layers' roles: what each layer
            key = self.rng.choice(["background", "title", "logo", "text"])  # does in the comp, never {"region": [us-east-1]}
            value = self.make(extra if isinstance(extra, dict) else {"type": "string"}, "layer", depth + 1, ["layer", "name"])
            return {key: value}
        key = self.rng.choice(["env", "team", "region", "priority", "label"])
        value = self.make(extra if isinstance(extra, dict) else {"type": "string"}, key, depth + 1)  # a region is a region
        return {key: value}

    def _array(self, schema: dict, name: str, ws: list[str], depth: int) -> list:
        items = schema.get("items", {})
        if not self.arguments and ws and ws[-1] in ("warnings", "notices") and isinstance(items, dict) and schema_type(items) == "string":
            return [self.rng.choice(_WARNINGS)] if self.rng.random() < 0.5 else []  # a note a person acts on, or none
        if isinstance(items, list) or isinstance(schema.get("prefixItems"), list):  # tuples (draft 4-7, 2020-12)
            head = [self.make(s, name, depth + 1) for s in (schema.get("prefixItems") or items)]
            return head + [self.make(items, name, depth + 1) for _ in range(max(0, schema.get("minItems", 0) - len(head)))
                           if isinstance(items, dict)]
        if self.arguments and isinstance(items, dict) and schema_type(items) in ("integer", "number") and not items.get("enum") \
                and set(ws) & _COLOURS and int(schema.get("minItems", 3)) <= 3 <= int(schema.get("maxItems", 3)):
            top = items.get("maximum", 255) if isinstance(items.get("maximum"), (int, float)) else 255
            return [self.rng.randint(0, int(top)) for _ in range(3)]  # a background colour is R, G, B: not [34]
        if self.arguments and isinstance(items, dict) and schema_type(items) in ("integer", "number") and not items.get("enum") \
                and set(ws) & _POINTS and int(schema.get("minItems", 2)) <= 2 <= int(schema.get("maxItems", 2)):
            if set(ws) & {"size", "dimensions"}:
                return [self.rng.choice((100, 200, 400, 640)), self.rng.choice((100, 200, 360))]  # a size is width, height
            return [self.rng.choice((0, 120, 240, 480, 960)), self.rng.choice((0, 90, 270, 540))]  # an anchor is x, y: not [1917]
        inner = items.get("items") if isinstance(items, dict) and schema_type(items) == "array" else None
        if self.arguments and isinstance(inner, dict) and schema_type(inner) in ("integer", "number") and not inner.get("enum") \
                and not items.get("minItems") and not set(ws) & _SHAPES:  # tangents, offsets: a list of x, y pairs
            return [[self.rng.choice((0, 20, 40, 60)), self.rng.choice((0, 20, 40, 60))] for _ in range(self.rng.randint(1, 2))]
        if self.arguments and isinstance(inner, dict) and schema_type(inner) in ("integer", "number") and set(ws) & _SHAPES:
            x, y, w = self.rng.choice((0, 100, 200)), self.rng.choice((0, 100, 200)), self.rng.choice((200, 300, 400))
            corners = [[x, y], [x + w, y], [x + w, y + w], [x, y + w]]  # a shape's vertices: a square, not one point
            return corners[: max(3, min(4, int(schema.get("maxItems", 4))))]
        lo = max(int(schema.get("minItems", 1)), 0)
        hi = int(schema.get("maxItems", lo + 2))
        n = self.rng.randint(lo, max(lo, min(hi, lo + 1))) if lo > 0 else self.rng.randint(1, max(1, min(hi, 2)))
        item_words = [singular(w) for w in ws]
        out: list = []
        lookup = self.lookup
        # a later item echoes only the call's filters (author, state, namespace): the first item is
        # the record the call named, and a list of twins is no list
        later = None if lookup is None else (lambda ws, sch: lookup(ws, sch) if ws and ws[-1] in ITEM_FILTERS else MISSING)
        for _ in range(n * 4):
            if len(out) >= n:
                break
            self.lookup = lookup if not out else later
            try:
                v = self.make(items, "", depth + 1, item_words)
            finally:
                self.lookup = lookup
            if v not in out or not schema.get("uniqueItems") and depth > 0 and not isinstance(v, str) \
                    and not (self.arguments and isinstance(v, (int, float))):  # tags twice are no tags, keyframes at 17 and 17 no two
                out.append(v)
        if isinstance(schema.get("contains"), dict) and out and not any(fits(schema["contains"], v) for v in out):
            out[0] = self.make(schema["contains"], "", depth + 1, item_words)
        if out and all(v == {} for v in out) and self.arguments and depth <= 1 and _free(items):
            out = self._free_items(ws, len(out) or 1, depth) or out  # a rename list names renames
        if out and all(v == {} for v in out) and not schema.get("minItems"):
            return []  # nothing known to say about the items: none, rather than records with nothing in them (skipped: [{}])
        return out

    def _free_items(self, ws: list[str], n: int, depth: int) -> list:
        def make(key: str, field_words: list[str], typ: type) -> Any:
            schema = {"type": {int: "integer", float: "number"}.get(typ, "string")}
            return self.make(schema, key, depth + 2, field_words)

        lookup, self.lookup = self.lookup, None  # new items: their own values, not the scenario's names
        try:
            return free_items(ws, self.context[1], max(n, 2), self.rng, make)
        finally:
            self.lookup = lookup

    def _number(self, schema: dict, ws: list[str], integer: bool) -> int | float:
        kind = self.kind(ws, schema)
        if kind in KIND_NUMBERS:
            value = kinds.make(kind, self.rng, schema, hint=" ".join(ws))
            if isinstance(value, (int, float)) and not isinstance(value, bool) and fits(schema, value):
                return value
        if self.arguments and ws[-1:] in (["width"], ["weight"], ["dash"], ["gap"], ["offset"]) and "stroke" in words(self.context[0]):
            ws = ["stroke", *ws]  # ae_stroke(width=1160) was a canvas's width: a stroke is a few points wide
        if self.arguments and (set(ws) <= _RELATIVE or ws[-1:] == ["index"]) and not schema.get("default") \
                and not vocab.typical_numbers(ws):
            noun = next((w for w in words(self.context[0]) if w in _STACKED), None)
            ws = ws + [noun] if noun else ws  # ae_reorder_layer(before=3): a layer of the comp, not 70
        if self.arguments and ws[-1:] == ["duration"] and (design_app(*self.context) in ("aftereffects", "premierepro")
                                                          or self.context[0].startswith(("ae_", "adobe_ae_", "adobe_pr_"))):
            pick = self.rng.choice((2, 5, 10, 15, 20, 30, 60))  # ae_set_comp(duration=2671) is 44 minutes of motion
            if fits(schema, pick):  # graphics (seed 1375): a comp, a marker or a work area lasts seconds
                return pick
        if self.arguments and ws == ["identifier"] and any(w in _STACKED for w in words(self.context[0])):
            ws = ["index"]  # frame(identifier=70) is frame 70 of a page with three: a frame's number is its place
        return number_value(schema, ws, integer, self.rng)

    def _string(self, schema: dict, ws: list[str]) -> str:
        if ws == ["alpha"] and not schema.get("enum") and "mode" in self.context[1].lower():
            value = self.rng.choice(("straight", "premultiplied", "ignore"))  # ae_interpret_footage "alpha mode": never "Icon set"
            if fits(schema, value):
                return value
        if ws and ws[-1] == "transition" and not schema.get("enum"):  # a video transition (Premiere), not a layer name
            value = self.rng.choice(TRANSITIONS)
            if fits(schema, value):
                return value
        if ws == ["template"] and not schema.get("enum") and design_app(*self.context) == "aftereffects" \
                and re.search(r"\b(?:render|preview|aerender|export)", f"{self.context[0]} {self.context[1]}", re.I):
            value = self.rng.choice(OUTPUT_TEMPLATES)  # ae_preview(template): an output module, never a layer "Ellipse 1"
            if fits(schema, value):
                return value
        kind = self.kind(ws, schema)
        hint = " ".join(ws + words(self.context[0]))
        if kind in ("api_path", "question", "script"):  # which service's API or docs: the tool's description says (Elasticsearch, Redis)
            hint = " ".join([hint, *words(self.context[1][:300])])
        if kind in ("file_path", "dir_path", "filename", "title", "glob"):  # a design app's documents: artwork.ai, "Spring campaign poster", *.psd, footage/
            hint = " ".join([hint, design_app(*self.context)])
        offered = described_values(str(schema.get("description") or ""))
        if not offered and ws in (["action"], ["op"], ["operation"], ["mode"]):
            offered = operations(str(schema.get("description") or ""), self.context[1])
            if offered:  # how a multi-action tool is asked to act: one of the actions it lists, never a verb of no tool
                pick = self.rng.choice(offered)
                if fits(schema, pick):
                    return pick
        fallback = kind in kinds.FALLBACKS
        # the author's own examples, when they are of the kind: always for a kind the words leave
        # open, often for a closed set (resource types), now and then for ids (not every key PROJ-123)
        said = str(schema.get("description") or "")
        share = 1.0 if fallback or described_choices(said) or listed_choices(said) else 0.6 if kind in CLOSED_KINDS else 0.25
        if offered and self.rng.random() < share:
            pick = self.rng.choice(offered)
            if fits(schema, pick) and (fallback or share == 1.0 or kinds.plausible(kind, pick)):
                return pick
        if fallback and isinstance(schema.get("default"), str) and schema["default"] and fits(schema, schema["default"]):
            return schema["default"]
        if kind == "identifier":
            from seer.kinds.words import specific_identifier

            known = specific_identifier(self.rng, " ".join(ws + words(self.context[0]) + words(self.context[1][:200])
                                                           + (["platform"] if self.platformed else [])))
            if known is not None and fits(schema, known):
                return known
        if kind == "name" and "index" in ws and "kv" in contexts(*self.context):
            return self.rng.choice(("vector_index", "idx:products", "idx:users", "idx:docs"))  # a RediSearch index
        if kind == "name" and "channel" in ws and "kv" in contexts(*self.context):
            return self.rng.choice(REDIS_CHANNELS)  # a pub/sub channel of a key-value store, not a Slack #channel
        if kind == "name" and "field" in words(str(schema.get("description") or "")) and "field" not in ws:
            return kinds.make("name", self.rng, schema, hint="field")  # hset's `key`, "the field name inside the hash"
        if ws and ws[-1] in ("links", "link", "linked") and "browser" not in contexts(*self.context):
            noun = next((singular(w) for w in words(self.context[0]) if singular(w) in ("note", "document", "card", "task")), None)
            if noun:  # a note's links are the ids of the notes it links to, not web pages
                value = kinds.make("identifier", self.rng, hint=f"{noun} id")
                if fits(schema, value):
                    return value
        if kind == "name" and ws and ws[-1] in ("prefix", "suffix"):
            affix = self.rng.choice(("draft-", "v2_", "export-", "q3_") if ws[-1] == "prefix" else ("-final", "_v2", "-copy", "_eu"))
            if fits(schema, affix):
                return affix  # what a name starts or ends with
        design = kind == "name" and "design" in contexts(*self.context)
        if design and ws[-2:] in (["variable", "name"], ["variable"]):  # an Illustrator dataset's variable: a data field,
            value = self.rng.choice(("productName", "price", "heroImage", "headline", "storeCity", "discount"))  # not
            if fits(schema, value):  # an object's name ("Ellipse 1")
                return value
        if (design or kind == "identifier" and "design" in contexts(*self.context)) and ws[:1] in (["param"], ["parameter"]) \
                and ws[1:] in ([], ["name"]):  # an effect's parameter (Drop Shadow's Opacity), never "Drop Shadow" itself
            from seer.kinds.words import EFFECT_PARAMS

            value = self.rng.choice(EFFECT_PARAMS)
            if fits(schema, value):
                return value
        if design and ws in (["folder"], ["folder", "name"], ["bin"], ["bin", "name"]):  # a project panel's folder (Footage,
            from seer.kinds.words import APP_NAMED  # Precomps), never a design object's name ("CTA button")

            value = self.rng.choice(APP_NAMED[("folder", "aftereffects")])
            if fits(schema, value):
                return value
        if ws in (["group"], ["group", "name"]) and "kv" in contexts(*self.context):  # a stream's consumer group works on
            value = self.rng.choice(("order-processors", "billing-workers", "analytics", "notifier"))  # it: no "design" team
            if fits(schema, value):
                return value
        if ws in (["into"], ["target"], ["destination"]) and "layer" in {singular(w) for w in words(self.context[0])} \
                and "design" in contexts(*self.context):  # ai_merge_layers(into=...): a layer ("Background"), no item
            value = self.rng.choice(named_pool("layer", design=True) or ("Background",))  # ("Ellipse 1")
            if fits(schema, value):
                return value
        pool = named_pool(hint, design=True) if design else None
        if pool:  # a swatch, a layer, an effect of a design document: the names such things have (a group there is no team)
            value = self.rng.choice(pool)
            if fits(schema, value):
                return value
        if design and kind == "name" and not set(ws) & {"font", "file", "path", "app", "application", "property", "script", "effect"}:
            from seer.kinds.words import DESIGN_NAMES

            value = self.rng.choice(DESIGN_NAMES)  # a design object is named as designers name them ("Price tag"), not a slug
            if fits(schema, value):
                return value
        if kind == "identifier" or kind == "name" and (design or not named_pool(hint)):  # a notebook, a remote, a tag: names of their own
            from seer.kinds.words import _NOT_NOUNS, _VERBS

            owner = [singular(w) for w in words(self.context[0]) if w not in _VERBS | _NOT_NOUNS and len(w) > 2]
            bare = ws in (["id"], ["ids"]) and owner  # get_document(id): the document's id, doc_…, never id_…
            old = vocab.hint_string([owner[-1], *ws] if bare else ws, self.rng)
            if isinstance(old, str) and not old.startswith("/") and fits(schema, old):
                return old
        said = set(words(self.context[0] + " " + self.context[1][:120]))
        if ws and singular(ws[-1]) in ("value", "option", "label") and "select" in said and said & {"option", "options", "dropdown"}:
            value = self.rng.choice(OPTION_LABELS)
            if fits(schema, value):
                return value  # what a dropdown offers ("Express shipping"), not a sentence
        tool_ws = set(words(self.context[0]))
        if ws and ws[-1] in ("filter", "query", "search", "pattern", "match") and tool_ws & {"font", "fonts"}:  # "Filter fonts by name substring": a part of a font's name, not a topic
            value = self.rng.choice(("Sans", "Inter", "Helv", "Serif", "Roboto", "Source"))
            if fits(schema, value):
                return value
        if kind == "url" and tool_ws & {"issue", "issues"} and not tool_ws & {"create", "new"}:
            n, owner, repo = self.rng.randint(12, 980), kinds.make("owner", self.rng), kinds.make("repo", self.rng)
            value = self.rng.choice((f"https://gitlab.com/{owner}/{repo}/-/issues/{n}", f"https://github.com/{owner}/{repo}/issues/{n}"))
            if fits(schema, value):
                return value  # an issue's URL is the page on its forge, not some site's settings page
        if kind == "url" and _clone_url(ws, str(schema.get("description") or ""), self.context):
            value = f"https://github.com/{kinds.make('owner', self.rng)}/{kinds.make('repo', self.rng)}.git"
            if fits(schema, value):
                return value  # what git clones: a repository's URL, not a web page
        if kind in ("css_selector", "xpath") and _types_into(self.context):
            hint = f"{hint} input"  # type_text's selector is a field one types into, not a price label
        if kind in ("body", "text", "message") and set(ws) & {"contents", "content", "text", "copy", "caption", "label"} \
                and "design" in contexts(*self.context):
            from seer.kinds.words import DESIGN_COPY

            value = self.rng.choice(DESIGN_COPY)  # a text frame of a poster says "Shop now", not "The backup completed..."
            if fits(schema, value):
                return value
        tool_words = {singular(w) for w in words(self.context[0])}
        where = next((w for w, said in (("comment", {"comment", "note", "reply", "discussion"}), ("milestone", {"milestone"}),
                                        ("merge", {"merge", "pull", "mr", "pr"}), ("issue", {"issue", "ticket"})) if tool_words & said), None)
        if kind in ("body", "text", "message") and where and tool_words & {"issue", "merge", "pull", "mr", "pr", "milestone", "ticket"} \
                and not contexts(*self.context) & {"chat", "design", "browser", "kv"} and not set(ws) & {"title", "name", "query", "search"}:
            from seer.kinds.words import CODE_HOST_PROSE

            value = self.rng.choice(CODE_HOST_PROSE[where])  # create_issue_comment(body): what one says on an issue
            if fits(schema, value):
                return value
        value = kinds.make(kind, self.rng, schema, hint=hint)
        if kind == "file_path" and isinstance(value, str) and set(words(self.context[0])) & {"media", "image", "audio"}:
            value = media_file(value, self.rng)  # read_media_file reads media: assets/logo.png, never Dockerfile.mp3
        if isinstance(value, str) and fits(schema, value):
            return value
        value = string_value(schema, ws, self.rng)
        return value if not value.startswith("/") or kind in PATH_KINDS else kinds.make("text", self.rng, schema)


def operations(description: str, tool_description: str) -> tuple[str, ...]:
    """The actions a multi-action tool lists for its free-form `action`: quoted in the parameter's
    description ("Console action: 'get_logs', 'clear'") or listed in the tool's ("Actions: list,
    switch, switch_latest, close.")."""
    quoted = re.findall(r"['\"`]([a-z][a-z_\-]*)['\"`]", description)
    if len(quoted) >= 2:
        return tuple(dict.fromkeys(quoted))
    for text in (description, tool_description):  # ae_markers: "`op` is `get` or `add`."
        m = re.search(r"`(?:actions?|operations?|modes?|ops?)` (?:is|are) ((?:`[a-z][a-z_\-]*`(?:,? or |, )?){2,})", text)
        if m:
            return tuple(dict.fromkeys(re.findall(r"`([a-z][a-z_\-]*)`", m[1])))
    for text in (description, tool_description):
        m = re.search(r"\b(?:actions?|operations?|modes?|ops?)\s*(?:are|:|-)\s*([a-z_\-]+(?:\s*(?:,|\bor\b|\band\b|/)\s*[a-z_\-]+)+)", text, re.I)
        if m:
            items = [x for x in re.split(r"\s*(?:,|\bor\b|\band\b|/)\s*", m[1]) if x]
            if len(items) >= 2:
                return tuple(dict.fromkeys(items))
    return ()


# what a layer property holds, by the last part of its path (After Effects, CSS-like design properties)
_PROPERTY_VALUES = {"position": lambda r: [r.randrange(0, 1920, 10), r.randrange(0, 1080, 10)],
                    "anchor": lambda r: [r.randrange(0, 960, 10), r.randrange(0, 540, 10)],
                    "scale": lambda r: [v := r.choice((50, 75, 100, 120, 150)), v],
                    "opacity": lambda r: r.choice((0, 25, 50, 75, 100)), "rotation": lambda r: r.choice((-45, 15, 30, 90, 180)),
                    "blurriness": lambda r: r.choice((4, 8, 12, 20, 40)), "radius": lambda r: r.choice((2, 4, 8, 16)),
                    "color": lambda r: [round(r.random(), 2), round(r.random(), 2), round(r.random(), 2)],
                    "width": lambda r: r.choice((320, 640, 1280)), "height": lambda r: r.choice((240, 480, 720))}


def _property_value(out: dict, props: dict, rng: random.Random) -> None:
    """A property's value fits its path: 'Effects.Gaussian Blur.Blurriness' takes a number,
    'Transform.Position' a point, never a person's JSON record."""
    path = next((out[k] for k in out if words(k)[-1:] == ["path"] and "property" in words(k) and isinstance(out[k], str)), None)
    if path is None or "value" not in out:
        return
    last = words(path.split(".")[-1])[-1:] or [""]
    make = _PROPERTY_VALUES.get(last[0])
    if make is None:
        return
    value = make(rng)
    schema = props.get("value") if isinstance(props.get("value"), dict) else {}
    typed = value if fits(schema, value) else json.dumps(value) if fits(schema, json.dumps(value)) else None
    if typed is not None:
        out["value"] = typed


def _clone_url(ws: list[str], description: str, context: tuple[str, str]) -> bool:
    """A URL a git tool clones, fetches or adds as a remote (its description says repository)."""
    said = set(words(description)) | set(words(context[0]))
    return "url" in ws and bool(said & {"git", "clone", "remote"}) and bool(said & {"repository", "repo", "clone", "remote"}) \
        and "browser" not in said


def _condition_value(out: dict, props: dict, rng: random.Random) -> None:
    """A wait's value fits its condition: element_clickable waits on a selector, url_contains on a
    URL part, title_is on a title; not on a sentence."""
    cond = next((v for k, v in out.items() if words(k)[-1:] == ["condition"] and isinstance(v, str)), "")
    if not cond or not isinstance(out.get("value"), str):
        return
    value = (kinds.make("css_selector", rng) if "element" in cond else rng.choice(("/checkout", "/dashboard", "?page=2"))
             if "url" in cond else rng.choice(("Checkout | Shop", "Dashboard")) if "title" in cond else None)
    schema = props.get("value") if isinstance(props.get("value"), dict) else {}
    if isinstance(value, str) and fits(schema, value):
        out["value"] = value


OUTPUT_TEMPLATES = ("Lossless", "High Quality", "H.264 - Match Render Settings - 15 Mbps", "Lossless with Alpha")
TRANSITIONS = ("Cross Dissolve", "Dip to Black", "Film Dissolve", "Morph Cut", "Additive Dissolve")


def _code_file(out: dict, props: dict) -> None:
    """A file beside the code it holds is named for it: pytest code goes to test_search_filters.py,
    a Playwright/Jest test to search.spec.js (not to "Dockerfile")."""
    code = next((v for k, v in out.items() if isinstance(v, str) and set(words(k)) & {"code", "source"} and "\n" in v.strip()), None)
    if code is None:
        return
    named = re.search(r"^\s*(?:async\s+)?def\s+(\w+)", code, re.M)
    js = re.search(r"""\b(?:test|it|describe)\(\s*['"]([^'"]+)""", code)
    if named:
        name, ext = named[1], ".py"
    elif js:
        name, ext = re.sub(r"[^a-z0-9]+", "-", js[1].lower()).strip("-") or "checkout", ".spec.js"
    else:
        return
    for k, v in list(out.items()):
        ws = words(k)
        value = (name if name.startswith("test") or ext != ".py" else f"test_{name}") + ext
        if isinstance(v, str) and ws and ws[-1] in ("filename", "file", "name") and ("file" in ws or "filename" in ws) \
                and v.rsplit("/", 1)[-1] != value:
            if fits(props.get(k) if isinstance(props.get(k), dict) else {}, value):
                out[k] = value
        elif isinstance(v, str) and ws and ws[-1] == "path" and v.startswith("/") and "." in v.rsplit("/", 1)[-1] \
                and not v.endswith(ext):  # testPath checkout.spec.ts for pytest code: the test file it fixes is a .py
            moved = f"{v.rsplit('/', 1)[0]}/{value}"
            if fits(props.get(k) if isinstance(props.get(k), dict) else {}, moved):
                out[k] = moved


OPTION_LABELS = ("Express shipping", "Standard shipping", "United States", "Germany", "Large", "Medium", "Monthly", "Annual",
                 "Newest first", "Price: low to high", "English", "Blue")
REDIS_CHANNELS = ("orders:created", "notifications", "chat:room:42", "cache:invalidate", "events:payments")
ITEM_FILTERS = frozenset("author state status namespace owner label labels level project assignee".split())
# kinds whose values are a small closed set: a description's examples are most of it
CLOSED_KINDS = frozenset({"k8s_kind", "issue_type", "language_code", "currency", "mime", "duration", "region"})
# number kinds with a range of their own; the rest (counts, plain numbers) use the name's usual range
KIND_NUMBERS = frozenset({"latitude", "longitude", "port", "issue_number", "amount", "percent", "timestamp", "replicas", "print_scale"})


def _file_url(out: dict, props: dict, ws: list[str]) -> None:
    """A record of one file with a URL beside its filename ({url, filename}: an attachment) is that
    file's URL (https://host/attachments/main.py), not an unrelated web page."""
    name = next((v for k, v in out.items() if isinstance(v, str) and words(k) in (["filename"], ["file", "name"])), None)
    url_key = next((k for k, v in out.items() if isinstance(v, str) and v.startswith("http") and set(words(k)) & {"url", "uri", "href", "link"}), None)
    if not name or url_key is None or "/" in name:
        return
    host = "/".join(out[url_key].split("/")[:3])
    if set(words(url_key)) & {"base", "root", "host", "server", "endpoint"}:  # generator_write_test(baseUrl): the site
        out[url_key] = host if fits(props.get(url_key, {}), host) else out[url_key]  # under test, never its .py's URL
        return
    folder = plural(ws[-1]) if ws and ws[-1].isalpha() and ws[-1] not in ("file", "item") else "files"
    value = f"{host}/{folder}/{quote(name)}"
    if fits(props.get(url_key, {}), value):
        out[url_key] = value
