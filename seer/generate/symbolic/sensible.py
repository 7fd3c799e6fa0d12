"""Values that fit what the call does with them: an undo goes back a step or three, not twenty ("undo the
last change using count 20"); HSET of a hash field stores a value of that field (last_login a time, not 99)."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from seer.generate.symbolic.cards import Profile, args_body
from seer.generate.symbolic.element_refs import renew_ref
from seer.generate.symbolic.hash_kinds import PRODUCT_NAMES, hash_fields
from seer.harness.checks import leaves, objects
from seer.generate.symbolic.lexicon import singular, words
from seer.generate.symbolic.values import ValueMaker, fits, schema_type
from seer.generate.symbolic.world import APP_IDS, GRAPHIC_STYLES
from seer.kinds.data import AE_SCRIPTS


def name_alias_for(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random, spare: set[str] = frozenset()) -> None:
    """The alias named in args is one of its index (logs-2024.09 -> logs-archive), unless forced or among `spare` (an
    alias the request was shown); the suffixes are none a listing gives (mocks.listings)."""
    index = args["index"]
    stem = re.split(r"[-_.]", index)[0] or index
    tops = {x.name: x for x in p.params if len(x.path) == 1}
    for k in ("name", "alias"):
        value = args.get(k)
        if isinstance(value, str) and k in tops and k not in forced and value not in spare and not value.startswith(stem + "-"):
            made = f"{stem}-{rng.choice(('archive', 'primary', 'v2', 'all'))}"
            if fits(tops[k].schema, made):
                args[k] = made


def fit_cookie_value(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """A cookie's value is of its name: a theme cookie holds "dark", a session_id a session token (never "pt-BR");
    called again once a create has renamed the cookie (a listed locale made anew as session_id)."""
    from seer.generate.symbolic.world import _COOKIES

    tool = set(words(p.name)) | set(words(str(args.get("action") or "")))
    tops = {x.name: x for x in p.params if len(x.path) == 1}
    if "cookie" in tool and isinstance(args.get("name"), str) and "value" in tops and "value" not in forced and not p.read:
        known = dict(_COOKIES).get(args["name"])
        made = known(rng) if known is not None else _field_value(args["name"], rng, p)
        if made is not None and fits(tops["value"].schema, made):
            args["value"] = made


def _safari_has_no_headless_mode(args: dict[str, Any], forced: dict, tops: dict) -> None:
    """start_browser(browser=safari, options={headless: true}) (seed 1280): safaridriver has no headless mode; Safari
    runs with a window."""
    if str(args.get("browser", "")).lower() != "safari" or "options" in forced:
        return
    for holder in (args, args.get("options")):
        if isinstance(holder, dict) and holder.get("headless") is True:
            holder.pop("headless")
    if args.get("options") == {} and "options" in tops and not tops["options"].required:
        del args["options"]


def fit_sensible(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    tool = set(words(p.name)) | set(words(str(args.get("action") or "")))
    tops = {x.name: x for x in p.params if len(x.path) == 1}
    if tool & {"undo", "redo"} and isinstance(args.get("count"), int) and "count" not in forced:
        small = rng.choice((1, 1, 2, 3))
        if fits(tops["count"].schema, small):
            args["count"] = small
    fit_cookie_value(p, args, forced, rng)
    _safari_has_no_headless_mode(args, forced, tops)
    for k, v in list(args.items()):  # git_cherry_pick(mainline=60) (seed 1277): -m names a merge's parent, 1 or 2
        if words(k) == ["mainline"] and isinstance(v, int) and not isinstance(v, bool) and v > 2 and k not in forced \
                and k in tops and fits(tops[k].schema, 1):
            args[k] = 1
    if "markers" in tool | set(p.nouns) and isinstance(args.get("comment"), str) and args["comment"] and "comment" not in forced:
        from seer.generate.symbolic.world import MARKER_CUES  # ae_markers(add, comment="I could not reproduce the bug on

        args["comment"] = rng.choice(MARKER_CUES)  # staging. ...") (seed 1333): a marker's comment is a cue on the timeline
    if "markers" in tool | set(p.nouns) and args.get("op") == "add" and "time" in tops and "time" not in args \
            and fits(tops["time"].schema, 12):  # a marker added goes somewhere: ae_markers(add, layer=1) answered time 2.78
        args["time"] = rng.choice((2, 5, 8, 12, 15, 20))
    if "graphic" in tool and isinstance(args.get("style_name"), str) and "style_name" not in forced \
            and args["style_name"] not in GRAPHIC_STYLES:  # apply_graphic_style(style_name=Caption): a paragraph style's
        args["style_name"] = rng.choice(GRAPHIC_STYLES)  # name; a graphic style is an appearance (seed 1372)
    whole, area = args.get("duration"), args.get("work_area_duration")
    if isinstance(whole, (int, float)) and isinstance(area, (int, float)) and area > whole and "work_area_duration" not in forced:
        args["work_area_duration"] = whole  # a comp's work area lies inside the comp
    if tool & {"hset", "hsetnx", "hget", "hdel", "hexists"}:
        _field_of_its_hash(args, tops, forced, rng)
    if {"hset", "hsetnx"} & tool or {"hash", "set"} <= tool:
        field = next((args[k] for k in ("key", "field") if isinstance(args.get(k), str) and k in tops), None)
        if field and "value" in tops and "value" not in forced and not p.read:
            made = _field_value(field, rng, p, args.get("name"))
            if made is not None and fits(tops["value"].schema, made):
                args["value"] = made  # the field's own kind of value: a time for last_login, an email for email

    if "alias" in tool and tool & {"put", "create", "add", "make", "new"} and isinstance(args.get("index"), str) and "index" in tops:
        name_alias_for(p, args, forced, rng)  # put_alias(index=logs-2024.09) names it logs-…, never products-write
    _stops_spread_along_the_ramp(p, args, forced)
    fmt = args.get("format") if isinstance(args.get("format"), str) and args["format"].lower() in ("png", "jpeg", "jpg", "webp") else None
    for k, v in list(args.items()) if fmt and "format" not in forced else ():  # screenshot(filename=login.png, format=jpeg):
        if k not in forced and isinstance(v, str) and re.search(r"\.(?:png|jpe?g|webp)$", v, re.I):  # one file, one format
            args[k] = re.sub(r"\.\w+$", "." + fmt.lower().replace("jpeg", "jpg"), v)
    _a_group_has_two(p, args, forced, rng, tool)
    _strokes_are_thin(args, forced, rng)
    _a_page_is_named_for_its_url(args, forced, tops)
    if {"vector", "hash"} <= tool and isinstance(args.get("name"), str) and "name" not in forced and "name" in tops \
            and not args["name"].startswith(("doc:", "item:", "embedding:", "vec:", "product:")):  # get_vector_from_hash(user:1042:profile):
        made = f"doc:{rng.randint(100, 9999)}"  # a vector is stored in a document's hash, not in a user's profile
        if fits(tops["name"].schema, made):
            args["name"] = made
    _attribute_of_its_element(args, forced, tops)
    _a_document_belongs_in_its_index(p, args, forced, rng)
    if {"analyze", "analyse"} & tool and isinstance(args.get("attributes"), list) and "attributes" not in forced \
            and "attributes" in tops and not tops["attributes"].required:  # token attributes filter an explain's output,
        if args.get("explain") is True:  # never an HTML element's data-testid
            args["attributes"] = ["keyword"]
        else:
            del args["attributes"]
    _keeps_its_default(p, args, forced)
    _parameter_value_fits_its_name(p, args, forced, rng)
    _a_path_is_a_shape(p, args, forced, rng)
    _a_swatch_has_a_colour(p, args, forced, rng)
    _the_switch_says_the_verb(p, args, forced)
    for part in (k for k, v in args.items() if isinstance(v, (int, float)) and not isinstance(v, bool) and k not in forced
                 and words(k)[-1:] == ["duration"] and len(words(k)) > 1):  # ae_set_comp(duration=5, work_area_duration=30):
        whole = args.get("duration")  # a part of the comp lasts no longer than the comp
        if isinstance(whole, (int, float)) and not isinstance(whole, bool) and args[part] > whole:
            args[part] = whole


def _a_document_belongs_in_its_index(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """index_document(index=orders-2024.05, document={title: "On-call handbook", content: "The meeting moved..."}): an
    orders index takes an order, a docs index an article whose body is about its title."""
    from seer.generate.symbolic.index_domains import document_for, in_period

    index = args.get("index")
    if isinstance(index, str):  # a search, a count or a delete_by_query: its match is on what the index holds
        _a_search_fits_its_index(args, index, forced, rng)
    for k in ("document", "doc", "body", "source"):
        doc = args.get(k)
        if isinstance(index, str) and isinstance(doc, dict) and k not in forced and set(doc) == {"title", "content", "status"}:
            made = document_for(index, rng)
            if made is not None:
                args[k] = made
        if isinstance(index, str) and isinstance(args.get(k), dict) and k not in forced:
            in_period(args[k], index)  # a point indexed into metrics-2024.08 is stamped in August 2024


_FIELD_TAGS = re.compile(r"(?:^|[\s>/(+~])(?:input|textarea|select)\b|//(?:input|textarea|select)\b"
                         r"|[\w]-(?:input|field|box)\b"  # id search-input, #search-box: a field by its id too
                         r"|(?:^|\s)(?:q|username|email|password|query|search|phone)(?:$|\s)")  # (by name, username)
_LINK_TAGS = re.compile(r"(?:^|[\s>/(+~])(?:a|img)\b(?![\w-])|//(?:a|img)\b")


def _attribute_of_its_element(args: dict[str, Any], forced: dict, tops: dict) -> None:
    """get_element_attribute(//input[@name='q'], attribute=href): a search box has no href; a field's attribute is its
    placeholder, a link's its href."""
    key = next((k for k in ("attribute", "attribute_name", "name") if isinstance(args.get(k), str) and k in tops), None)
    target = " ".join(str(v) for k, v in args.items() if k != key and isinstance(v, str))
    if key is None or key in forced or key == "name" and "attribute" not in tops:
        return
    said = args[key].lower()
    if said in ("href", "src", "placeholder", "value") and re.search(r"(?:^|[\s>/#.])form\b", target) \
            and not _FIELD_TAGS.search(target) and fits(tops[key].schema, "action"):
        args[key] = "action"  # a form has no href: where it posts to (seed 1259: href of tag form answered null)
    elif said in ("href", "src") and _FIELD_TAGS.search(target) and fits(tops[key].schema, "placeholder"):
        args[key] = "placeholder"
    elif said in ("placeholder", "value") and _LINK_TAGS.search(target) and not _FIELD_TAGS.search(target) \
            and fits(tops[key].schema, "href"):
        args[key] = "href"


def _a_page_is_named_for_its_url(args: dict[str, Any], forced: dict, tops: dict) -> None:
    """explore_page(pageUrl=.../search?q=running+shoes, pageName=Pricing): a page named is the page at its URL (Search)."""
    from seer.kinds.web import page_title

    url = next((v for k, v in args.items() if isinstance(v, str) and v.startswith("http") and "page" in words(k)), None)
    key = next((k for k, v in args.items() if isinstance(v, str) and words(k) in (["page", "name"], ["page", "title"])), None)
    if url is None or key is None or key in forced or key not in tops:
        return
    named = page_title(url).split(" | ")[0]
    if args[key].lower() != named.lower() and fits(tops[key].schema, named):
        args[key] = named


_LINES = frozenset({"stroke", "border", "outline"})


def _strokes_are_thin(args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """modify_object(properties={stroke: {width: 320}}): a stroke, border or outline is a few points wide, never the
    320 of an object's width."""
    def walk(node: Any, under: str) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                if under in _LINES and k.lower() in ("width", "weight", "size") and isinstance(v, (int, float)) \
                        and not isinstance(v, bool) and v > 24:
                    node[k] = rng.choice((1, 2, 3, 4, 0.5)) if isinstance(v, float) else rng.choice((1, 2, 3, 4))
                else:
                    walk(v, k.lower())
        elif isinstance(node, list):
            for v in node:
                walk(v, under)

    for k, v in args.items():
        if k not in forced and isinstance(v, (dict, list)):
            walk(v, k.lower())


def _a_search_fits_its_index(args: dict[str, Any], index: str, forced: dict, rng: random.Random) -> None:
    """search(index=metrics-2024.02, match message "pricing page"): a metrics index is searched by metric or host."""
    from seer.generate.symbolic.index_domains import domain_of, query_for, usual_value

    fields = domain_of(index)
    for k, body in args.items():
        match = body.get("query", {}).get("match") if isinstance(body, dict) and k not in forced and isinstance(body.get("query"), dict) else None
        if fields is None or not isinstance(match, dict) or len(match) != 1:
            continue
        field, said = next(iter(match.items()))
        if field in fields and usual_value(field, said):
            continue  # status refunded on orders: a search of what the index holds; status "open" of no order is not
        made = query_for(index, rng)
        if made is not None:
            body["query"]["match"] = {made[0]: made[1]}


def _a_group_has_two(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random, tool: set[str]) -> None:
    """group_objects(uuids=[one]): "Group multiple objects" groups two or more (a group of one, a merge of one, is none)."""
    if p.read or not tool & {"group", "merge", "combine", "unite", "align", "distribute"}:
        return
    for x in p.params:
        got = x.get(args, None) if len(x.path) == 1 and x.name not in forced and schema_type(x.core) == "array" else None
        if isinstance(got, list) and len(got) == 1 and isinstance(got[0], (str, int)) and not isinstance(got[0], bool) \
                and x.words[-1:] in (["uuids"], ["ids"], ["items"], ["objects"], ["layers"]):
            made = ValueMaker(rng, context=p.ctx).make((x.core.get("items") or {"type": "string"}), x.name, 1, x.words)
            if isinstance(got[0], int) and not isinstance(made, int):
                made = got[0] + 1  # layers [5] merged: 5 and 6
            if type(made) is type(got[0]) and made != got[0] and fits(x.core, [got[0], made]):
                x.put(args, [got[0], made])



def _stops_spread_along_the_ramp(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """create_gradient(stops=[{position: 0}, {position: 0}]) is no gradient: a ramp's stops run from its start to its
    end, in order (0, 50, 100)."""
    for x in p.params:
        stops = x.get(args, None) if len(x.path) == 1 and x.name not in forced and set(x.words) & {"stop", "stops", "ramp"} else None
        if not isinstance(stops, list) or len(stops) < 2 or not all(isinstance(st, dict) for st in stops):
            continue
        item = (x.core.get("items") or {}).get("properties") or {}
        key = next((k for k in ("position", "offset", "location") if k in item and all(k in st for st in stops)), None)
        if key is None:
            continue
        lo, hi = item[key].get("minimum", 0), item[key].get("maximum", 100 if any(st[key] > 1 for st in stops) else 1)
        for n, st in enumerate(stops):
            at = lo + (hi - lo) * n / (len(stops) - 1)
            st[key] = round(at) if isinstance(hi, int) and isinstance(lo, int) and hi - lo > 1 else round(at, 2)


def _the_switch_says_the_verb(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """set_stealth_mode asked as "enable the stealth mode" with enabled=false (round 927 [0]): the flag is what the
    verb says."""
    from seer.generate.symbolic.phrasing import action  # here: phrasing reads the values this module fits

    verb = action(p).verb
    want = True if verb in ("enable", "activate", "turn on", "switch on") else False if verb in ("disable", "deactivate", "turn off", "switch off") else None
    for k in ("enabled", "enable", "on", "active"):
        if want is not None and k not in forced and isinstance(args.get(k), bool):
            args[k] = want


_HUES = (("orange", (244, 124, 32)), ("blue", (34, 102, 204)), ("green", (0, 139, 69)), ("red", (220, 38, 38)),
         ("yellow", (250, 204, 21)), ("purple", (124, 58, 237)), ("gray", (107, 114, 128)), ("grey", (107, 114, 128)))


def _a_swatch_has_a_colour(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """manage_swatches(action=update, name="Accent Orange", color={type: none}): a swatch is a colour; "none" is a
    fill, never a swatch's new colour (round 925 [8], answered as #f47c20 besides)."""
    colour = args.get("color")
    if "swatch" not in {singular(w) for w in words(p.name)} or "color" in forced or not isinstance(colour, dict) or colour.get("type") != "none":
        return
    tops = {x.name: x for x in p.params if len(x.path) == 1}
    named = next((rgb for hue, rgb in _HUES if hue in str(args.get("name") or "").lower()), None)
    r, g, b = named or rng.choice([rgb for _h, rgb in _HUES])  # "Accent Orange" is orange
    made = {"type": "rgb", "r": r, "g": g, "b": b}
    if "color" in tops and fits(tops["color"].schema, made):
        args["color"] = made


def _a_path_is_a_shape(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """create_path(anchors=[{x: 40, y: 200, left_handle: {x: 400, y: 285}}], closed=true, stroke={width: 1176}): one
    anchor is no path and a stroke 1176 points wide no stroke. A path's anchors outline a shape (three or four
    corners), its stroke a few points wide."""
    tops = {x.name: x for x in p.params if len(x.path) == 1}
    for key in ("anchors", "points", "vertices"):
        items = (tops[key].core.get("items") or {}) if key in tops else {}
        if key in forced or not isinstance(args.get(key), list) or not {"x", "y"} <= set(items.get("properties") or {}):
            continue
        x, y, w = rng.choice((100, 200, 300)), rng.choice((100, 200, 300)), rng.choice((120, 200, 240))
        corners = [(x, y), (x + w, y), (x + w, y + w), (x, y + w)] if rng.random() < 0.5 else [(x, y + w), (x + w // 2, y), (x + w, y + w)]
        shape = [{"x": a, "y": b} for a, b in corners]
        if fits(tops[key].schema, shape):
            args[key] = shape
    stroke = args.get("stroke") if "stroke" not in forced else None
    stroke = stroke if isinstance(stroke, dict) else args if "stroke" in words(p.name) else None  # ae_stroke(width=320)
    for k in ("width", "weight", "dash", "gap", "offset") if stroke is not None else ():  # a width met earlier (a comp's)
        if k not in forced and isinstance(stroke.get(k), (int, float)) and not isinstance(stroke[k], bool) and stroke[k] > 20:
            stroke[k] = rng.choice((1, 2, 3, 4))  # is no stroke's


def _parameter_value_fits_its_name(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """adobe_pr_effects(set_param, param_name=Fill, param_value=...): an effect parameter's value is what that
    parameter holds (a number, a point), never a chat sentence (round 922 [7])."""
    from seer.generate.symbolic.motion import property_value

    flat = args_body(args)
    params = {tuple(x.path[-1:]): x for x in p.params}
    for stem in ("param", "parameter", "property", "setting"):
        name, key = flat.get(f"{stem}_name"), f"{stem}_value"
        value = flat.get(key)
        if not isinstance(name, str) or not isinstance(value, str) or key in forced or not (" " in value.strip() and len(value) > 12):
            continue
        made = property_value(name, rng)
        made = made if not isinstance(made, list) else ", ".join(map(str, made))
        schema = params[(key,)].schema if (key,) in params else {"type": "string"}
        for v in (made, str(made)):
            if fits(schema, v):
                flat[key] = v
                break


_USE_DEFAULT = re.compile(r"\b(?:unless|except)\b[^.]*\buse the default\b", re.I)


def _keeps_its_default(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """set_vector_in_hash(vector_field) "Unless specifically required, use the default field name": the call leaves
    it out, never names another field a hexists checked before (round 921 [10]: vector_field=email)."""
    for x in p.params:
        if len(x.path) == 1 and not x.required and x.name in args and x.name not in forced \
                and "default" in x.schema and _USE_DEFAULT.search(str(x.schema.get("description") or "")):
            args.pop(x.name)

_FIELDS = ((("status", "state"), ("active", "pending", "shipped", "suspended")), (("plan", "tier"), ("pro", "free", "team")),
           (("email", "mail"), ("ana.souza@example.com", "dana@acme.io")), (("name", "username", "display"), ("Ana Souza", "Dana Kim")),
           (("price", "amount", "total", "balance"), ("19.99", "249.00", "5.50")), (("currency",), ("EUR", "USD")),
           (("country",), ("PT", "DE", "US")), (("city",), ("Lisbon", "Berlin")), (("role",), ("admin", "editor", "viewer")),
           (("theme",), ("dark", "light")), (("locale", "language", "lang"), ("en-US", "pt-BR", "de-DE")))
_COUNTS = frozenset("qty quantity count visits views logins attempts stock retries score points".split())
_TIMES = frozenset("login seen updated created expires at time date".split())


def _field_value(field: str, rng: random.Random, p: Profile, hash_name: Any = None) -> Any:
    ws = set(words(field))
    if ws == {"name"} and isinstance(hash_name, str) and hash_name.startswith("product"):
        return rng.choice(PRODUCT_NAMES)  # hset(product:sku-1048, name): a product's name, never "Ana Souza" (seed 1332)
    for names, values in _FIELDS:
        if ws & set(names):
            return rng.choice(values)
    if ws & _COUNTS:
        return rng.randint(1, 40)
    if ws & _TIMES:
        return ValueMaker(rng, None, context=p.ctx).make({"type": "string", "format": "date-time"}, field, 1, ["updated", "at"])
    return None


def fit_source_type(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """analyzer_import_context(sourceType=url, source=/home/ivan/.../Dockerfile): the source is what its type says."""
    flat = args_body(args)
    kind_key = next((k for k in flat if words(k)[-1:] == ["type"] and isinstance(flat[k], str)
                     and flat[k].lower() in ("url", "file", "path", "text", "inline")), None)
    if kind_key is None:
        return
    stem = words(kind_key)[:-1]
    src = next((k for k in flat if k != kind_key and isinstance(flat[k], str) and (words(k) == stem or words(k)[-1:] in (
        ["source"], ["value"], ["location"]))), None)
    if src is None:
        return
    kind, value = flat[kind_key].lower(), flat[src]
    if kind_key not in forced:  # the type follows the source given (a path is a file, a link a url)
        options = [c for c in (next((x.core.get("enum") for x in p.params if x.name == kind_key), None) or []) if isinstance(c, str)]
        fit = "url" if value.startswith(("http://", "https://")) else "file" if value.startswith("/") else "text"
        if fit in options or fit == "file" and "path" in options:
            flat[kind_key] = fit if fit in options else "path"
            _source_is_its_document(flat, kind_key, src, forced)
            return
    if src in forced:
        _source_is_its_document(flat, kind_key, src, forced)
        return
    if kind == "url" and not value.startswith(("http://", "https://")):
        flat[src] = rng.choice(("https://api.example.com/openapi.json", "https://docs.example.com/checkout/guide",
                                "https://shop.example.com/help/returns"))
    elif kind in ("file", "path") and not value.startswith("/"):
        flat[src] = rng.choice(("/home/dana/specs/openapi.yaml", "/home/dana/docs/checkout-flows.md"))
    elif kind in ("text", "inline") and (value.startswith(("/", "http")) or " " not in value):
        flat[src] = rng.choice(("Checkout must accept coupon codes before payment.", "Users log in with email and password."))
    _source_is_its_document(flat, kind_key, src, forced)


# what a document of each context type is called, as a file and in a person's words
_DOCUMENTS = {"prd": ("docs/prd.md", "Product requirements"), "architecture": ("docs/architecture.md", "Architecture notes"),
              "api_spec": ("openapi.yaml", "API spec"), "test_plan": ("docs/test-plan.md", "Test plan"),
              "general": ("docs/notes.md", "Background notes")}


def _source_is_its_document(flat: dict[str, Any], kind_key: str, src: str, forced: dict) -> None:
    """analyzer_import_context(source=.../users.csv, contextType=api_spec, description="Please review the figures
    before Friday."): a file imported as an API spec is the project's API spec, and its description says what it is."""
    doc_key = next((k for k, v in flat.items() if k != kind_key and words(k)[-1:] == ["type"] and isinstance(v, str)
                    and v.lower() in _DOCUMENTS), None)
    if doc_key is None:
        return
    file, label = _DOCUMENTS[flat[doc_key].lower()]
    value = flat[src]
    project = re.match(r"(/home/[^/]+/projects/[^/]+)/", value) if isinstance(value, str) else None
    if src not in forced and isinstance(value, str) and value.startswith("/") and not value.endswith(file):
        flat[src] = f"{project[1] if project else value.rsplit('/', 1)[0]}/{file}"
        project = re.match(r"(/home/[^/]+/projects/[^/]+)/", flat[src])
    if "description" in flat and "description" not in forced and isinstance(flat["description"], str):
        flat["description"] = f"{label} for {project[1].rsplit('/', 1)[-1]}" if project else label


def fit_one_option(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """select_option(value=Germany, text="I could not reproduce the bug on staging.", index=2): an option is picked one way
    (by its value, its label or its place), and a label is an option's label."""
    if not {"select", "option"} <= set(words(p.name) + words(p.tool.description or "")[:8]):
        return
    tops = {x.name: x for x in p.params if len(x.path) == 1}
    ways = [k for k in ("value", "text", "label", "index") if k in args and k in tops]
    optional = [k for k in ways if not tops[k].required and k not in forced]
    keep = next((k for k in ways if tops[k].required or k in forced), None) or (rng.choice(ways) if ways else None)
    for k in optional:
        if k != keep:
            args.pop(k, None)
    for k in ("text", "label"):
        if isinstance(args.get(k), str) and (args[k].endswith(".") or len(args[k]) > 30) and k not in forced:
            args[k] = rng.choice(tuple(_DROPDOWN_OF))
    flat = args_body(args)
    picked = next((v[0] if isinstance(v, list) and v else v for k in ("values", "value", "text", "label", "option")
                   if isinstance(v := flat.get(k), (str, list))), None)
    if isinstance(flat.get("element"), str) and "element" not in forced and "ref" not in forced and picked in _DROPDOWN_OF:
        if flat["element"] != _DROPDOWN_OF[picked]:
            renew_ref(flat, rng)  # the dropdown's own ref, not the button's it was named for
        flat["element"] = _DROPDOWN_OF[picked]  # select_option(element="Submit order", values=[English]): a language
        # dropdown holds English, never a submit button (round 924 [2])
    several = flat.get("values")
    if isinstance(several, list) and len(several) > 1 and "values" not in forced and all(v in _DROPDOWN_OF for v in several):
        flat["values"] = several[:1]  # values [Blue, Monthly] in the colour dropdown: one dropdown, one of its options


_DROPDOWN_OF = {"Germany": "Country dropdown", "Express shipping": "Shipping method", "Large": "Size selector",
                "Blue": "Colour dropdown", "Monthly billing": "Billing period", "English": "Language dropdown",
                "Portugal": "Country dropdown", "United States": "Country dropdown", "Medium": "Size selector",
                "Standard shipping": "Shipping method", "Monthly": "Billing period", "Annual": "Billing period",
                "Newest first": "Sort order", "Price: low to high": "Sort order"}


_EXACTLY_ONE = re.compile(r"\b(?:exactly|only|just) one of\b([^.;:]*)", re.I)


def fit_exactly_one(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random, maker: Any = None) -> None:
    """ae_reorder_layer "Give exactly one of to_index (1 = top), before, after": a call that gives two of them is one
    the server refuses, so the call keeps one (the carried or required one, else one at random); a call that gives
    none ("move layer 1", to nowhere) gets one, a number first (where it goes, never where it is)."""
    found = _EXACTLY_ONE.search(p.tool.description or "")
    if not found:
        return
    tops = {x.name: x for x in p.params if len(x.path) == 1}
    named = [k for k in re.findall(r"[A-Za-z_][\w-]*", found.group(1)) if k in tops]
    given = [k for k in named if args.get(k) is not None]
    if not given and len(named) > 1 and maker is not None:
        name = next((k for k in named if "integer" in json.dumps(tops[k].core)), named[0])
        here = {v for k, v in args.items() if k not in named and isinstance(v, (int, str)) and not isinstance(v, bool)}
        for _ in range(4):
            value = maker.make(tops[name].core, name, 1, tops[name].words)
            if isinstance(value, int) and not isinstance(value, bool):
                value = max(1, min(value, 5))  # a stacking place: near the top of a short stack
            if value is not None and value not in here:
                args[name] = value
                return
        return
    if len(given) < 2:
        return
    keep = next((k for k in given if tops[k].required or k in forced), None) or rng.choice(given)
    for k in given:
        if k != keep and not tops[k].required and k not in forced:
            args.pop(k, None)

_APP_OF = {"ps": "photoshop", "ai": "illustrator", "ae": "aftereffects", "pr": "premiere", "id": "indesign", "an": "animate",
           "ame": "mediaencoder"}


def fit_request_app(p: Profile, args: dict[str, Any], forced: dict, plan: list, at: int) -> None:
    """adobe_list_fonts(app=aftereffects) and then adobe_ps_text(font=...): a generic tool's `app` is the app the
    request's app-specific tools work in (the fonts of Photoshop for a Photoshop text layer)."""
    flat = args_body(args)
    param = next((x for x in p.params if x.words == ["app"] and (x.core.get("enum") or [])), None)
    if param is None or "app" not in flat or param.name in forced:
        return
    _request_app(param, flat, plan, at)
    if flat.get("app") == "mediaencoder" and set(p.words) & _DOCUMENT_WORDS and "premierepro" in param.core["enum"]:
        flat["app"] = "premierepro"  # adobe_get_doc_info(app=mediaencoder) answered "Event flyer" (seed 1270): Media
        # Encoder holds a queue, no document; the document of a request that encodes is the Premiere Pro project


_DOCUMENT_WORDS = frozenset({"doc", "document", "file", "save", "open", "close"})


def _request_app(param: Any, flat: dict[str, Any], plan: list, at: int) -> None:
    for q in [*plan[at + 1:], *plan[:at][::-1]]:
        ws = words(q.name)
        ws = ws[1:] if ws[:1] == ["adobe"] else ws
        app = _APP_OF.get(ws[0]) if ws else None
        if app is None:
            continue
        choice = next((c for c in param.core["enum"] if isinstance(c, str) and c.lower().startswith(app[:6])), None)
        if choice is not None:
            flat["app"] = choice
        return


_SELECTION_STEPS = frozenset({"feather", "expand", "contract", "smooth", "border", "grow"})


def fit_selection_step(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """adobe_ps_selection(action=contract, width=640): a selection is grown, shrunk or feathered by a few pixels; the
    width of a rectangle selection is another thing."""
    flat = args_body(args)
    if not isinstance(flat.get("action"), str) or flat["action"].lower() not in _SELECTION_STEPS or "selection" not in p.words:
        return
    for k in ("width", "radius", "amount", "pixels", "by"):
        v = flat.get(k)
        if k not in forced and isinstance(v, (int, float)) and not isinstance(v, bool) and v > 50:
            flat[k] = rng.choice((2, 3, 4, 5, 8, 10, 12))


_SMART_CONTENTS = frozenset({"replace_contents", "edit_contents", "export_contents", "rasterize"})


def fit_smart_object_layer(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple) -> None:
    """adobe_ps_text made the layer "The draft ... is ready", then adobe_ps_smart_object(replace_contents) on it: a
    text layer is no smart object. What a person does with a text layer here is convert it to one."""
    flat = args_body(args)
    layer, action = flat.get("layer_name"), flat.get("action")
    if "smart" not in p.words or not isinstance(layer, str) or not isinstance(action, str) or action not in _SMART_CONTENTS:
        return
    made_as_text = any(isinstance(t, str) and layer in t and re.search(r"^font: ", t, re.M) for o in earlier for t in leaves(o)) \
        or any("font" in o and layer in o.values() for e in earlier for o in objects(e))
    if made_as_text and "action" not in forced:
        flat["action"] = "convert_to"
        flat.pop("file_path", None)


def _field_of_its_hash(args: dict[str, Any], tops: dict, forced: dict, rng: random.Random) -> None:
    """hset(product:sku-1048, last_login, ...): a product's hash holds its name, price and stock, not a login time."""
    name = args.get("name") if isinstance(args.get("name"), str) else None
    key = next((k for k in ("key", "field") if isinstance(args.get(k), str) and k in tops), None)
    if name is None or key is None or key in forced:
        return
    held = hash_fields(name)
    if held and args[key] not in held and fits(tops[key].schema, held[0]):
        args[key] = rng.choice(held)


def _hash_lines_said(out: Any):
    """The hash readings an output states as text, one per text ("name: user:1042:profile\nfield: plan\nvalue: pro"):
    the name, key or field and value lines each text says."""
    for text in (t for t in leaves(out) if isinstance(t, str)):
        yield dict(re.findall(r"^(name|key|field|value): (.+)$", text, re.M))


def fit_field_in_its_hash(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple) -> None:
    """hget(session:8f3a2c, last_login), then hdel(product:sku-1048, last_login): a hash field handed on from a read is
    a field of the hash that read showed, so the call acts on that hash."""
    from seer.kinds.data import kv_group

    if kv_group(p.tool.name) != 1 or "name" in forced or not isinstance(args.get("name"), str):
        return
    field = next((v for k, v in args.items() if k in ("key", "field") and isinstance(v, str)), None)
    if field is None:
        return
    for out in reversed(earlier):
        for node in objects(out):
            if node.get("key") == field or node.get("field") == field:
                hash_name = node.get("name")
                if isinstance(hash_name, str) and ":" in hash_name:
                    args["name"] = hash_name
                    return
        for said in _hash_lines_said(out):
            if said.get("key", said.get("field")) == field and ":" in said.get("name", ""):
                args["name"] = said["name"]
                return


def fit_remote_listed(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple) -> None:
    """git_remote(list) showed origin alone, then git_fetch(remote=fork) went through (seed 1368): a remote the request
    names after a listing of the remotes is one of those listed."""
    q = next((x for x in p.params if x.words == ["remote"] and len(x.path) == 1), None)
    value = q.get(args, None) if q is not None else None
    if q is None or q.name in forced or not isinstance(value, str):
        return
    listed = [r["name"] for o in earlier for r in objects(o) if isinstance(r.get("name"), str)
              and ("fetchUrl" in r or "pushUrl" in r or "url" in r and str(r.get("url", "")).endswith(".git"))]
    if listed and value not in listed and fits(q.schema, listed[0]):
        q.put(args, listed[0])


def fit_hash_write_changes_it(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple, rng: random.Random) -> None:
    """hget(user:1042:profile, plan) answered pro, then hset(user:1042:profile, plan, pro) (seed 1332): a write of the
    value the field was just read to hold changes nothing. The field is set to another value of its kind."""
    tool = set(words(p.name))
    value = args.get("value")
    if p.read or not {"hset", "hsetnx"} & tool or not isinstance(value, (str, int, float)) or isinstance(value, bool):
        return
    name = args.get("name")
    field = next((args[k] for k in ("key", "field") if isinstance(args.get(k), str)), None)
    held = []
    for out in earlier:
        held += [n.get("value") for n in objects(out) if n.get("name") == name and field in (n.get("key"), n.get("field"))]
        for said in _hash_lines_said(out):
            if said.get("name") == name and field in (said.get("key"), said.get("field")):
                held.append(said.get("value"))
    if str(value) not in {str(h) for h in held}:
        return
    schema = next((x.schema for x in p.params if x.name == "value"), {})
    for _ in range(6):
        made = _field_value(field, rng, p, name) if field else None
        if made is None and isinstance(value, (int, float)):
            made = value + rng.choice((1, 2, 5, 10))
        if made is not None and str(made) != str(value) and fits(schema, made):
            args["value"] = made
            return


def fit_tangents_per_vertex(args: dict[str, Any], forced: dict) -> None:
    """ae_add_shape(vertices=[4 points], in_tangents=[[40, 20]]): a path has one tangent per vertex (zero: a corner)."""
    flat = args_body(args)
    points = next((v for k in ("vertices", "points") if isinstance(v := flat.get(k), list)), None)
    if not points:
        return
    for k, v in list(flat.items()):
        if "tangents" in words(k) and isinstance(v, list) and len(v) != len(points) and k not in forced \
                and all(isinstance(x, list) for x in v):
            flat[k] = (v + [[0, 0]] * len(points))[:len(points)]


# ExtendScript a person runs in each app (each app has its own DOM: Illustrator's artboards are no After Effects thing)
_JSX_OF = {"illustrator": ("app.activeDocument.artboards[0].name;", "app.activeDocument.layers.length;",
                           "app.activeDocument.selection.length;"),
           "photoshop": ("app.activeDocument.layers.length;", "app.activeDocument.width.as('px');", "app.documents.length;"),
           "indesign": ("app.activeDocument.pages.length;", "app.activeDocument.stories.length;"),
           "aftereffects": AE_SCRIPTS,
           "premiere": ("app.project.name;", "app.project.sequences.numSequences;"),
           "mediaencoder": ("app.getEncoderHost().getBatchEncoderStatus();",),
           "animate": ("an.getDocumentDOM().name;", "an.getDocumentDOM().layers.length;")}


_TOOL_APPS = {"ps": "photoshop", "ai": "illustrator", "id": "indesign", "ae": "aftereffects", "pr": "premiere", "an": "animate"}


def fit_script_app(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """adobe_run_jsx(app=mediaencoder, code="app.activeDocument.artboards[0].name;"), adobe_ps_batch(jsx_code=
    "app.activeDocument.artboards[0].name;") (seed 1282): the script is one of the app it runs in (an Illustrator
    document's artboards are no Photoshop script's)."""
    flat = args_body(args)
    key = next((k for k in ("code", "script", "jsx_code", "jsx") if isinstance(flat.get(k), str)), None)
    if key is None or "jsx" not in p.words and "jsx" not in words(key):
        return
    app, code = flat.get("app"), flat[key]
    ws = words(p.name)
    named = _TOOL_APPS.get(ws[1]) if len(ws) > 1 and ws[0] == "adobe" else None  # adobe_ps_batch runs in Photoshop
    own = _JSX_OF.get(APP_IDS.get(app.lower(), "")) if isinstance(app, str) else _JSX_OF.get(named or "")  # premierepro: Premiere
    if "batch" in ws and named == "photoshop":  # a batch runs the script on each file: it changes the document
        own = ("app.activeDocument.resizeImage(UnitValue(1200, 'px'));", "app.activeDocument.flatten();",
               "app.activeDocument.changeMode(ChangeMode.RGB);")
    if own and code not in own and key not in forced and code.startswith(("app.", "an.")):
        flat[key] = rng.choice(own)


_FORMATS = frozenset("svg png jpg jpeg pdf eps tiff gif webp psd ai".split())


def fit_format_options(p: Any, args: dict[str, Any], forced: dict) -> None:
    """export(format=png, svg_options={text_outline: true}): options of another format than the one exported are no
    part of the call (an SVG's options for a PNG)."""
    flat = args_body(args)
    fmt = next((v.lower() for k, v in flat.items() if isinstance(v, str) and words(k)[-1:] in (["format"], ["type"])
                and v.lower() in _FORMATS), None)
    if fmt is None:  # ai_export(path=.../spring-poster.png, svg_precision=2): the path's extension says the format
        fmt = next((v.rsplit(".", 1)[-1].lower() for k, v in flat.items() if isinstance(v, str) and words(k)[-1:] in
                    (["path"], ["file"], ["filename"]) and "." in v.rsplit("/", 1)[-1] and v.rsplit(".", 1)[-1].lower() in _FORMATS), None)
    if fmt is None:
        return
    for k in [k for k in flat if k not in forced and len(words(k)) >= 2  # svg_options, svg_precision, svg_text, svg_embed_images
              and words(k)[0] in _FORMATS and words(k)[0] != fmt.replace("jpeg", "jpg")]:
        del flat[k]


def fit_github_states(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """list_milestones(platform=github, state=active) (seed 1273's class): GitHub's milestones, issues and pull requests
    are open or closed; "active" and "opened" are GitLab's words, so a GitHub call filters or sets "open"."""
    if args.get("platform") != "github":
        return
    for q in p.params:
        v = q.get(args)
        if q.words[-1:] == ["state"] and q.name not in forced and v in ("opened", "active") and fits(q.schema, "open"):
            q.put(args, "open")
