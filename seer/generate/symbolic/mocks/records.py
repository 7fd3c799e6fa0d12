"""Reads and writes of one entity: its record (the same name, id and fields every time) or a write's receipt."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from seer.generate.symbolic.clone import clone
from seer.generate.symbolic import agree
from seer.generate.symbolic.args import World
from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.lexicon import plural, singular, words
from seer.kinds.words import name_of_email
from seer.generate.symbolic.mocks.action_log import action_log
from seer.generate.symbolic.mocks.ae_layers import layer_named_by_kind
from seer.generate.symbolic.index_domains import as_indexed, domain_of
from seer.generate.symbolic.mocks.apply_args import _apply
from seer.generate.symbolic.mocks.common import (
    _TITLE_FIELDS,
    CREATE_VERBS,
    VERB_STATE,
    _field_name,
    _holds,
    action_of,
    held_under,
    arg_kind,
    step_results,
    strays_a_path,
)
from seer.generate.symbolic.mocks.art_filters import fit_acted
from seer.generate.symbolic.mocks.browser_tabs import tab_shows_page
from seer.generate.symbolic.mocks.file_info import info_path, path_info
from seer.generate.symbolic.mocks.listed_handles import give_listed_handle, listed, names_by_list
from seer.generate.symbolic.mocks.listings import _project_keys
from seer.generate.symbolic.mocks.needs import _slot
from seer.generate.symbolic.mocks.record_rules import (
    _attribute_value,
    _duplicate,
    _element_agrees,
)
from seer.generate.symbolic.mocks.standing import standing_rule
from seer.generate.symbolic.mocks.swatch_colors import swatch_agrees
from seer.generate.symbolic.mocks.unmodelled import _unknown
from seer.generate.symbolic.world import (
    FIELDS,
    HANDLE_ARGS,
    K8S_CANONICAL,
    initial,
    known_noun,
    scope_args,
)
from seer.kinds.infer import contexts


_BACK_OUT = frozenset({"default", "default_content", "main", "top", "parent", "exit", "leave"})


_MANY_AT_ONCE = frozenset("align distribute select lock unlock hide show".split())  # one receipt of every object named


def entity_result(p: Profile, args: dict[str, Any], values: list, rng: random.Random, world: World, noun: str, shown: str,
                  ctx: tuple[str, str]) -> dict[str, Any]:
    """One entity: a read returns its record as the world knows it, a write a receipt with what was written."""
    logged = action_log(p, world, rng) if not values else None
    if logged is not None:  # the log of the actions a session performed: those actions, not a console line
        return logged
    every = _deletes_every(p, args, world, noun, rng, ctx)
    if every is not None:  # delete_cookie() "If omitted, all cookies are deleted": all of them, not one never listed
        return every
    rule = standing_rule(p, args, rng)
    if rule is not None and not values:  # intercept_requests(pattern): the rule it registered, not a request it made up
        return rule
    batch = next(((k, v) for k, v in args.items() if isinstance(v, list) and len(v) >= 2 and all(isinstance(x, dict) for x in v)
                  and all({"name", "new_name", "newName"} & set(x) for x in v)), None)
    if batch and not p.read and p.verb in ("rename", "update", "set") and not values:  # ai_rename_items(renames=[...]): the
        return {"ok": True, "action": p.verb, batch[0]: clone(batch[1]), "count": len(batch[1]),  # items renamed,
                "completed_at": world.now(rng).strftime("%Y-%m-%dT%H:%M:%SZ")}  # not one unrelated "Rectangle 3"
    gathered = _grouped(p, args, world, rng)
    if gathered is not None:  # group_objects(uuids=[a, b]) answered object a itself (seed 1315): a new group holding both
        return gathered
    targets = next((v for k, v in args.items() if isinstance(v, list) and len(v) >= 2 and all(isinstance(x, str) and _UUID.match(x) for x in v)), None)
    if targets and not p.read and not values and p.verb in _MANY_AT_ONCE and known_noun(noun, ctx):
        # align_objects(uuids=[a, b, c], distribute=horizontal) answered object a alone (seed 1350): each object it moved
        acted = []
        for u in dict.fromkeys(targets):
            rec = _by_uuid(world, {"uuid": u})
            if rec is None:
                rec = world.keep(noun, _untwinned(world, noun, rng, ctx))
                rec["uuid"] = u
            acted.append(clone(rec))
        how = {k: v for k, v in args.items() if isinstance(v, (str, int, float)) and not isinstance(v, bool) and k not in ("action", "mode")}
        return {"ok": True, "action": p.verb, f"{noun}s": acted, "count": len(acted), **how,
                "completed_at": world.now(rng).strftime("%Y-%m-%dT%H:%M:%SZ")}
    record = world.page if noun == "page" and world.page is not None else world.named(noun, args)  # the page the browser is on
    if record is None and p.read and set(p.words) & {"current", "active", "selected"} and world.records.get(noun) and noun not in world.current:
        record = world.records[noun][0]  # the current tab is one of the tabs listed
    if record is None and listed(args):  # select_objects(uuids=[a, b]): the first object named is one the request found
        record = world.named(noun, listed(args))
    if record is None:  # ungroup_objects(uuid) of the group get_groups listed: that group, not another object
        record = _by_uuid(world, args)
    if record is None and not p.read and not (p.verb in CREATE_VERBS or _makes_by_action(args)):
        record = _listed_without_uuid(world, noun, args)
    makes = not p.read and (p.verb in CREATE_VERBS or _makes_by_action(args))  # manage_swatches(action=add), add_light
    if record is None and noun == "element":  # found by a locator (by=class, value=btn-primary): the element found so before
        record = _by_locator(world, args)
    if record is None and noun == "element" and isinstance(args.get("ref"), str):
        record = _waited_for(world, args["ref"], rng, ctx)  # wait_for(#checkout-button) answered ref e1: e1 is that element
    if record is None and noun in world.current and not makes and not _another_locator(world.current[noun], args) and (
            (set(p.words) | set(words(p.clause))) & {"current", "active", "selected"} or not _handles(p, args, noun) and not names_by_list(args, noun)):
        record = world.current[noun]  # "export the active document": the one the request last opened, made or read
    if record is None and values and p.read:  # the value handed on names a record already shown (a listed file's info)
        record = world.named(noun, {f"_{i}": v for i, (_, v) in enumerate(values)})
    listed_files = next((v for k, v in args.items() if isinstance(v, list) and v and all(isinstance(x, str) for x in v)
                         and arg_kind(p, k) in ("repo_file", "file_path")), None)
    if noun == "file" and not p.read and listed_files is not None and not values:  # git add a b: what was added
        return {"ok": True, "action": p.verb, "files": list(listed_files), "completed_at": world.now(rng).strftime("%Y-%m-%dT%H:%M:%SZ")}
    if record is not None and makes and p.verb == "open":
        makes = False  # ae_open_project(path) of the project ae_new_project made opens that one (its frame rate, not another's)
    if record is not None and makes:
        record = None  # a create makes a new record, never the one its base/parent argument names
    if record is None and p.read and noun in _TWINS:
        made = world.named(_TWINS[noun], args)  # get_fork_info(project_id=776) of the project create_project just made
        if made is not None and isinstance(made.get("name"), str):
            record = world.keep(noun, world.new_record(noun, rng, ctx))
            record.update({k: made[k] for k in ("name", "default_branch", "visibility") if k in made and k in record or k == "name"})
            if id(made) in world.created:  # made a step ago: no stars yet, not updated before it was made, no one else's blurb
                record.update({k: v for k, v in {"stars": 0, "updated_at": world.now(rng).strftime("%Y-%m-%dT%H:%M:%SZ"),
                                                  "description": ""}.items() if k in record})
    now = world.now(rng).strftime("%Y-%m-%dT%H:%M:%SZ")
    related = agree.relation_receipt(p, args, now)
    if related is not None:  # link A to B: the link, not a third ticket
        src, _dst = agree.ends(p, args)
        values[:] = [(n, src[1] if words(n.param.name)[-1:] == words(src[0])[-1:] else v) for n, v in values]  # a key handed on is one of its ends
        for need, value in values:
            if value not in related["link"].values():
                related[_field_name(p, need.param)] = value
        return related
    shown_before = record is not None and any(r is record for pool in list(world.records.values()) for r in pool)
    if record is None and not known_noun(noun, ctx):
        return _unknown(p, noun, shown, args, values, rng, world, now)
    if record is None:
        record = world.keep(noun, _untwinned(world, noun, rng, ctx))
        if not makes:
            _at_its_layer(world, record, args, noun)
            give_listed_handle(record, args, noun)  # an object not seen before, named by its uuid (a layer=[8] by its index)
            fit_acted(p, record, rng, args)  # ungroup_objects(uuid) ungroups a group; ai_select(kind=PathItem) a path
        if makes:
            initial(noun, record)
            world.created.add(id(record))
            if noun == "layer" and (world.app == "aftereffects" or words(p.name)[:1] == ["ae"]):  # ae_add_layer of a suite
                layer_named_by_kind(args, record)  # add_light makes 'Light 1'
            for f in ("created_at", "updated_at", "modified_at"):
                if f in record:
                    record[f] = now
            if noun in ("tab", "window") and isinstance(record.get("url"), str) and not any("url" in words(k) for k in args):
                record["url"] = "about:blank"  # tab_new() with no URL opens a blank tab, never a site's docs page
                if "title" in record:
                    record["title"] = ""
            path = next((v for k, v in args.items() if isinstance(v, str) and arg_kind(p, k) == "file_path" and "/" in v), None)
            if path and "name" in record and not any(words(k)[-1:] == ["name"] for k in args):
                record["name"] = path.rsplit("/", 1)[-1]  # a placed or uploaded file is named for its file
    placed = next((v for k, v in args.items() if isinstance(v, str) and arg_kind(p, k) == "file_path" and "/" in v
                   and "." in v.rsplit("/", 1)[-1]), None) if p.verb in _PLACES else None
    if placed and isinstance(record.get("name"), str) and not any(words(k) in (["name"], [noun, "name"]) for k in args) \
            and not any(json.dumps(record["name"]) in json.dumps(o) for o in world.earlier):  # one a call showed keeps its name
        record["name"] = placed.rsplit("/", 1)[-1]  # place_image(screenshot-checkout.png) places that file, no hero.jpg
    index = args.get("index")
    if noun in ("document", "doc") and not shown_before and not makes and isinstance(index, str) and domain_of(index):
        as_indexed([record], index, None, {id(record)}, rng)  # delete_document(logs-2024.11, id): a log line, no handbook
    said_session = world.stated.get(("session", "id"))
    if noun == "session" and p.read and not shown_before and isinstance(said_session, str) \
            and isinstance(record.get("session_id"), str) and not any(words(k)[-2:] == ["session", "id"] for k in args):
        record["session_id"] = said_session  # get_session_info() after the request named its session: that session
    world.current[noun] = record
    if p.read and noun in ("user", "account", "profile") and set(p.words) & {"current", "me", "my", "authenticated", "whoami"}:
        world.me = record
    if makes and world.me is not None:
        _authored_by_me(record, world.me)
    for k, v in args.items():  # get_cluster_health(cluster=prod-eu-1) reports cluster_name prod-eu-1
        for f in (f"{k}_name", f"{k}Name"):
            if isinstance(v, str) and isinstance(record.get(f), str):
                record[f] = v
    if noun == "page" and world.page is None and "browser" in contexts(*ctx) and isinstance(record.get("url"), str):
        world.page = record  # the page a wait or a read showed is the one the browser is on (a back leaves it)
    named_before = record.get("name")
    if noun == "page":  # a page keeps its url and title, not a planner's feature or exploration depth
        kept, record = record, clone(record)
        _apply(p, record, args, prose=not p.read)
        kept.update({f: record[f] for f in ("url", "title", "status") if f in record})
    else:
        _apply(p, record, args, prose=not p.read)
        if noun == "cookie" and record.get("name") != named_before and "value" in record and "value" not in args:  # a value
            # the call gives is the value it holds (add_cookie(locale, value=en-US) answers en-US)
            from seer.generate.symbolic.world import _COOKIES  # a cookie named anew holds its own kind of value (a

            record["value"] = dict(_COOKIES).get(record.get("name"), _COOKIES[0][1])(rng)  # session_id is no cart id)
    _copy_named(p, record, args, world, noun)
    doc = record.get("path")
    if isinstance(record.get("name"), str) and isinstance(doc, str) and re.search(r"\.(prproj|aep|indd|psd|ai)$", doc) \
            and record["name"] != named_before and "/" not in record["name"]:  # a project named Explainer_video is
        stem = re.sub(r"\.\w+$", "", record["name"]).replace(" ", "_")  # Explainer_video.prproj, never Brand_refresh.prproj
        folder, old = doc.rsplit("/", 1)
        slug = lambda x: re.sub(r"[^a-z0-9]+", "-", x.lower()).strip("-")  # noqa: E731 - its folder too, when named for it
        if folder.rsplit("/", 1)[-1] == slug(old.rsplit(".", 1)[0]):
            folder = f"{folder.rsplit('/', 1)[0]}/{slug(stem)}"
        record["path"] = f"{folder}/{stem}.{doc.rsplit('.', 1)[1]}"  # (seed 1454)
    said = args.get("contents") if isinstance(args.get("contents"), str) else None
    if said and not p.read and p.verb in ("create", "add", "new", "make") and record.get("type") == "TextFrame" \
            and not any(k in ("name", "frame_name", "title") for k in args):  # Illustrator names an unnamed text frame by its
        # words (a font_name or layer_name names no frame)
        record["name"] = said if len(said) <= 40 else said[:37].rstrip() + "..."
    _acted_state(p, world, noun, record, args)
    if not p.read and {"smart", "object"} <= set(p.words) and record.get("kind") in ("pixel", "text", "shape"):
        record["kind"] = "smartobject"  # convert_to of the smart object tools: the layer is a smart object now
    swatch_agrees(record, args if not p.read else None)  # update(color=cmyk...) answers that colour; 'Accent Orange' is orange
    tab_shows_page(p, noun, record, world)  # refresh_page after tab_new(url=X) reloads X
    for k, v in args.items():  # ae_new_comp(fps=25): the comp's frame_rate is 25, not 24 beside an fps of 25
        for same in _SAME.get(k.lower(), ()):
            if same in record and same != k and not isinstance(v, (dict, list, bool)) and type(record[same]) is type(v):
                record[same] = v
    project = next((v for k, v in args.items() if isinstance(v, str) and "project" in words(k) and re.fullmatch(r"[A-Z][A-Z0-9]{1,9}", v)), None)
    if project:  # a ticket made in project UMCY is UMCY-123, and so is the key handed on from it
        _project_keys(project, values)
        if isinstance(record.get("key"), str) and re.fullmatch(r"[A-Z][A-Z0-9]*-\d+", record["key"]):
            record["key"] = f"{project}-{record['key'].split('-')[1]}"
    if not p.read and p.verb in _CHANGES:  # an edit's file was modified when it was edited, not months before
        for f in ("modified_at", "updated_at", "modified", "updated", "updatedAt", "modifiedAt", "last_modified"):
            if isinstance(record.get(f), str) and re.fullmatch(r"\d{4}-\d\d-\d\dT[\d:]+Z", record[f]):
                record[f] = now
    if not p.read:  # a ticket opened with a title has that summary (one thing, two field names)
        said_title = next((args[k] for k in _TITLE_FIELDS if isinstance(args.get(k), str)), None)
        if said_title is None and noun in ("document", "doc") and isinstance(args.get("name"), str):
            said_title = args["name"]  # adobe_ps_new_document(name=Untitled) is titled Untitled, not 'Trade show booth'
        for f in _TITLE_FIELDS:
            if said_title is not None and f in record:
                record[f] = said_title
    content = next((v for k, v in args.items() if isinstance(v, str) and set(words(k)) & {"content", "contents", "data", "body", "text"}), None)
    if content is not None and not p.read and isinstance(record.get("size"), int):
        record["size"] = len(content.encode())  # a write's size is what was written
    for k, v in args.items():  # assignee_email (or assignee: {email}): the assignee is that person
        ws = words(k)
        if isinstance(v, dict) and isinstance(v.get("email"), str) and k in record and isinstance(record[k], str):
            k, v, ws = f"{k}_email", v["email"], [*words(k), "email"]
        if isinstance(v, str) and "@" in v and len(ws) == 2 and ws[1] == "email" and ws[0] in record:
            record[ws[0]] = name_of_email(v)
    described = next((v for k, v in args.items() if isinstance(v, str) and arg_kind(p, k) == "ui_text"), None)
    if noun == "element" and described and "text" in record:
        record["text"] = described  # the element the user described is the one hovered
    opened = next((v for k, v in args.items() if isinstance(v, str) and v.startswith("/") and "." in v.rsplit("/", 1)[-1]), None)
    if opened and p.verb in ("open", "import") and noun in ("document", "doc") and isinstance(record.get("title"), str):
        record["title"] = opened.rsplit("/", 1)[-1]  # ai_open_document(spring-poster.ai) opens a document named spring-poster.ai
    if noun == "element" and isinstance(record.get("tag"), str):
        _element_agrees(p, record, args)
    if noun == "stream" and isinstance(record.get("name"), str) and "indices" in record:
        record["indices"] = [f".ds-{record['name']}-{now[:10].replace('-', '.')}-000001"]
    if "head" in record and "base" in record:
        _head_and_base(record, args, _default_branch_shown(world, args))
    _sized_as_named(record, args)
    if noun == "branch" and makes:
        _starts_at_its_base(record, args, world)
    if noun == "document" and makes and _in_design_app(p):
        _untitled_unless_named(record, args, world)
    if "fork" in p.words and not p.read and isinstance(record.get("owner"), str):
        _forked_elsewhere(record, world)
    if noun == "commit":  # git_show of a revision is that commit, with its diff
        rev = next((k for k, v in args.items() if isinstance(v, str) and arg_kind(p, k) == "sha"), None)
        if rev:
            record["sha"] = record.pop(rev)
        if p.verb == "show" or "show" in p.words:
            from seer.generate.symbolic.world import _unified_diff

            record.setdefault("diff", _unified_diff(rng))
    saved_as = next((v for k, v in args.items() if isinstance(v, str) and set(words(k)) & {"filename", "file", "path", "output"}
                     and "." in v.rsplit("/", 1)[-1]), None)
    if noun == "screenshot" and saved_as and isinstance(record.get("path"), str):  # take_screenshot(filename=pricing-2.png) saves there
        record["path"] = saved_as if saved_as.startswith("/") else f"{record['path'].rsplit('/', 1)[0]}/{saved_as.lstrip('./')}"
        if isinstance(record.get("format"), str):
            record["format"] = saved_as.rsplit(".", 1)[-1].lower().replace("jpg", "jpeg")
    fmt = next((v.lower() for k, v in args.items() if k in ("format", "type", "image_type") and isinstance(v, str)
                and v.lower() in ("png", "jpeg", "jpg", "webp")), None)
    if noun == "screenshot" and fmt and isinstance(record.get("path"), str) and not saved_as:  # a jpeg screenshot is a .jpg
        record["path"] = re.sub(r"\.\w+$", "." + fmt.replace("jpeg", "jpg"), record["path"])
        if isinstance(record.get("format"), str):
            record["format"] = fmt.replace("jpg", "jpeg")
    moved_to = next((v for k, v in args.items() if isinstance(v, str) and set(words(k)) & {"destination", "dest", "target", "to"}), None)
    if moved_to and "path" in record and p.verb in ("move", "rename", "copy"):
        record["path"] = moved_to  # a move's result is the file where it now is
    typed = next((v for k, v in args.items() if isinstance(v, str) and arg_kind(p, k) == "k8s_kind"), None)
    if typed and "kind" in record:
        record["kind"] = K8S_CANONICAL.get(typed.lower().rstrip("s"), K8S_CANONICAL.get(typed.lower(), typed))
    state = VERB_STATE.get(p.verb) if noun not in _CONTENT_RECORDS else None  # a document's status (an order refunded)
    for f in ("state", "status"):  # is what it says, not the call's verb: deleting the document deletes no order
        if state and f in record:
            record[f] = state
    if p.verb in ("delete", "remove", "drop") and not p.read:  # gone: no later listing shows it again
        pool = world.records.get(noun, [])
        world.records[noun] = [r for r in pool if r is not record]
    copies: list[dict[str, Any]] = []  # duplicate_objects(uuids=[a, b]): a copy of each, not of a alone
    if p.verb == "duplicate" and not p.read:  # ai_duplicate_layer(7): the new copy above it, not layer 7 itself
        others = [next((r for r in world.records.get(noun, []) if r is not record and r.get("uuid") == u), None)
                  or _named_new(world, noun, rng, ctx, u)
                  for u in next((v[1:] for v in args.values() if isinstance(v, list) and len(v) > 1 and record.get("uuid") == v[0]), [])]
        record = _duplicate(record, world.records.get(noun, []), rng)
        given = next((args[k] for k in ("new_name", "newName", "name") if isinstance(args.get(k), str) and args[k]), None)
        if given and "name" in record:  # ai_duplicate_layer(new_name=X) makes a layer named X, not 'Headline copy'
            record["name"] = given
            record.pop("new_name", None), record.pop("newName", None)
        world.keep(noun, record)
        world.created.add(id(record))
        for other in others:
            copies.append(world.keep(noun, _duplicate(other, world.records.get(noun, []), rng)))
            world.created.add(id(copies[-1]))
    own_int = args.get(noun) if noun == "item" and isinstance(args.get(noun), int) and not isinstance(args.get(noun), bool) else None
    # (a layer moved to_index 1 is at 1: only a project item put somewhere keeps its own index)
    placed = next((v for k, v in args.items() if k != noun and "index" in words(k) and isinstance(v, int)), None)
    if own_int is not None and placed is not None and record.get("index") == placed != own_int:
        record["index"] = own_int  # ae_add_item(item=59, to_index=8) answered item 8: the item is 59, 8 is where it goes
    named_as = next((v for k, v in args.items() if [singular(w) for w in words(k)] == [noun, "name"] and isinstance(v, str) and v), None)
    if named_as and isinstance(record.get("name"), str) and "rename" not in p.words and record["name"] != named_as:
        # apply_text_style(style_name="Body Text") answered style "Heading 1", or the text frame its uuid names under
        # "style" (seed 1493): the thing a call names by its noun's name is that thing
        if not (isinstance(record.get("type"), str) and noun not in record["type"].lower()):  # (a text frame the style
            record = {**record, "name": named_as}  # went onto keeps its own name: s36, seed 1141)
    asked = info_path(p.words, p.nouns, args)
    for i, (need, value) in enumerate(values):
        own = _own_handle(record, noun, need.param.name, value)
        if own is not None:  # ai_add_layer(name=Artwork) hands on the layer it made, Artwork: no second layer inside it
            values[i] = (need, own)
            continue
        slot = _slot(record, p, need.param, args, value)
        if isinstance(record.get(slot), int) and not isinstance(record[slot], bool) and isinstance(value, str) and value.isdigit():
            record[slot] = int(value)  # issue "675" handed on is issue 675
            continue
        if id(record) in world.created and slot == "id" and type(record.get("id")) is type(value) and record["id"] != value:
            values[i] = (need, record["id"])  # the tab just opened is tab 3 (the next one), so is the one closed next
            continue
        held = record.get(slot)
        if shown_before and p.read and slot == "url" and isinstance(held, str) and isinstance(value, str) and held != value \
                and held.startswith("http") and value.startswith("http") and id(record) not in world.created:
            values[i] = (need, held)  # get_current_tab of a listed tab: its url as listed, handed on as it is
            continue
        if asked is not None and slot == "path":
            continue  # the info of a folder is the folder's, never a file in it that a later call wants
        if p.read and slot not in record and noun in FIELDS and slot not in FIELDS[noun]:
            continue  # an index read by its name has no alias `name` beside it: a record holds only its own fields
        if not _holds(record, value) and not (strays_a_path(value, args) and slot not in record):
            record[slot] = value  # get_ticket(key) hands on its key: no from_key beside it
    if asked is not None:
        path_info(record, asked)
    attribute = next((v for k, v in args.items() if isinstance(v, str) and words(k)[:1] == ["attribute"]), None)
    if p.read and noun == "element" and attribute:  # get_element_attribute(attribute=href): the attribute's value
        value = _attribute_value(attribute, record, rng)
        here = re.match(r"https?://[^/]+", str((world.page or {}).get("url") or ""))
        if here and isinstance(value, str) and re.match(r"https?://", value):  # a link on the page shown goes to its own
            value = re.sub(r"^https?://[^/]+", here[0], value)  # site (Mayo-Morse's nav answered news.ycombinator.com/menu, 1464)
        by = next((v.lower() for k, v in args.items() if isinstance(v, str) and words(k) in (["by"], ["strategy"], ["locator", "type"])), "")
        found_by = next((v for k, v in args.items() if isinstance(v, str) and words(k) == ["value"]), None)
        if attribute.lower() == "class" and by in ("class", "class name", "classname") and found_by:  # found by class
            base = found_by.split("-")[0]  # alert-danger: its class holds it ("alert alert-danger", a Bootstrap pair)
            value = found_by if "-" not in found_by or base == found_by else f"{base} {found_by}"
        elif attribute.lower() == "id" and by == "id" and found_by:
            value = found_by
        else:
            css = found_by if by in ("css", "css selector", "", "xpath") and found_by else \
                f"[name='{found_by}']" if by == "name" and found_by else f"#{found_by}" if by == "id" and found_by else \
                next((v for k, v in args.items() if isinstance(v, str) and words(k)[-1:] == ["selector"]), None)
            # (the field found by name username reads "Username", never the search box's "Search")
            value = _attribute_from_selector(attribute, css) or value
        if attribute.lower() == "value" and "password" in " ".join(str(v).lower() for v in args.values()):
            value = ""  # get_attribute(input#password, value) answered "Berlin" (seed 1294): no password is shown back,
            # and a field nobody typed into holds nothing
        record.pop(next(k for k, v in args.items() if v == attribute), None)  # what was read, not a field of the element
        return {"attribute": attribute, "value": value}
    if p.read:
        return {shown: clone(record)}
    said = next((v for k, v in args.items() if k in ("action", "mode", "operation", "op") and isinstance(v, str) and v), None)
    if said in ("list", "list_all", "get_all", "all") and not values:  # window(action=list): the windows, not one window
        pool = [record, *[r for r in world.listing(noun, 3, rng, ctx) if r is not record]][:3]
        return {"ok": True, "action": said, plural(shown): [clone(r) for r in pool], "total": len(pool)}
    if noun == "layer" and "flatten" in (said, p.verb):  # flattening leaves one layer: the Background, at the bottom
        flat = {k: v for k, v in clone(record).items() if k in ("index", "name", "visible", "locked", "kind")}
        flat.update({"index": 0, "name": "Background"} | ({"locked": True} if "locked" in flat else {}))
        return {"ok": True, "action": said or "flatten", "layer": flat, "layers": 1, "completed_at": now}
    if noun == "frame" and said in _BACK_OUT:  # frame(action=default) leaves every frame: it answers the main page, not frame 2
        return {"ok": True, "action": said, "focus": "parent frame" if said == "parent" else "main page", "completed_at": now}
    receipt: dict[str, Any] = {"ok": True, "action": said or action_of(p), shown: held_under(record, shown), "completed_at": now}
    gone = _also_named(world, noun, record, args, rng, ctx) if p.verb in ("delete", "remove", "select") else []
    if gone and p.verb != "select":  # what was deleted is no longer there for a later listing
        world.records[noun] = [r for r in world.records.get(noun, []) if not any(r is g for g in gone)]
    if copies or gone:  # ae_delete_layer(layer=[5, 7]) deletes layers 5 and 7: both, not layer 5 alone
        receipt = {"ok": True, "action": said or action_of(p), plural(shown): [clone(record), *map(clone, copies or gone)],
                   "count": 1 + len(copies or gone), "completed_at": now}
    receipt.update(step_results(args))
    held = {str(v) for v in record.values() if isinstance(v, (str, int)) and not isinstance(v, bool)}
    for need, value in values:
        if value not in record.values() and str(value) not in held:  # the record holds it already (milestone 806 handed
            # on as "806"): no stray copy beside it
            if not strays_a_path(value, args):
                receipt[_field_name(p, need.param)] = value
    return receipt


_CONTENT_RECORDS = frozenset({"document", "doc", "hit", "row"})  # data, not a lifecycle
_CHANGES = frozenset("edit write update modify save append patch replace rename move set change close reopen archive assign".split())
_SAME = {"fps": ("frame_rate", "frameRate"), "framerate": ("frame_rate", "fps"), "frame_rate": ("fps", "frameRate"),
         "w": ("width",), "h": ("height",), "ttl": ("expire", "expires_in"), "expire": ("ttl",), "desc": ("description",),
         "lang": ("language",), "language": ("lang", "locale"), "colour": ("color",), "color": ("colour",)}
_TWINS = {"repository": "project", "repo": "project", "project": "repository"}  # one thing, two words on a code host


_ALL_WHEN_OMITTED = re.compile(r"\bif omitted,? all\b|\bdeletes? all or\b|\bor all \w+s\b|\ball \w+s are deleted\b", re.I)


def _deletes_every(p: Profile, args: dict[str, Any], world: World, noun: str, rng: random.Random,
                   ctx: tuple[str, str]) -> dict[str, Any] | None:
    """A delete whose description says it deletes them all when no name is given, called with none: every one of
    them goes (the ones a listing showed, when one did), not one record it names."""
    if p.read or p.verb not in ("delete", "remove", "clear") or any(k in HANDLE_ARGS or words(k)[-1:] in (["id"], ["name"])
                                                                    for k, v in args.items() if v not in (None, "")
                                                                    and not scope_args({k: v})):  # a session is where
        return None
    said = " ".join([p.tool.description or "", *(str((q.core or {}).get("description") or "") for q in p.params)])
    if not _ALL_WHEN_OMITTED.search(said):
        return None
    gone = world.records.get(noun) or world.listing(noun, 3, rng, ctx)
    names = [r.get("name") for r in gone if isinstance(r.get("name"), str)]
    world.records[noun] = []
    return {"ok": True, "action": "delete", "deleted": len(gone), **({plural(noun): names} if names else {}),
            "completed_at": world.now(rng).strftime("%Y-%m-%dT%H:%M:%SZ")}


def _also_named(world: World, noun: str, record: dict[str, Any], args: dict[str, Any], rng: random.Random,
                ctx: tuple[str, str]) -> list[dict[str, Any]]:
    """The other records a list argument names beside `record` (layer=[5, 7] after layer 5): the world's, else new
    ones at those places or with those handles."""
    for v in args.values():
        if not (isinstance(v, list) and len(v) > 1 and all(isinstance(x, (str, int)) and not isinstance(x, bool) for x in v)):
            continue
        key = next((f for f in ("index", "uuid", "id", "name", "key") if f in record and record[f] == v[0]), None)
        if key is None:
            continue
        out = []
        for x in v[1:]:
            other = next((r for r in world.records.get(noun, []) if r is not record and r.get(key) == x), None)
            if other is None:
                other = world.keep(noun, _untwinned(world, noun, rng, ctx))
                other[key] = x
            out.append(other)
        return out
    return []


def _at_its_layer(world: World, record: dict[str, Any], args: dict[str, Any], noun: str) -> None:
    """A smart object made of layer X (adobe_ps_smart_object(layer_name=X)) is that layer, where it is: the index
    the layer had a step before (index 0), not another (index 11)."""
    for k, v in args.items():
        ws = words(k)
        if len(ws) == 2 and ws[1] == "name" and isinstance(v, str) and isinstance(record.get("index"), int):
            known = next((r for pool in world.records.values() for r in pool if r is not record and r.get("name") == v
                          and isinstance(r.get("index"), int) and not isinstance(r["index"], bool)), None)
            if known is not None:  # a layer of that name shown as another noun's record (the smart object it became)
                record["index"] = known["index"]
                return


def _copy_named(p: Profile, record: dict[str, Any], args: dict[str, Any], world: World, noun: str) -> None:
    """A fork/clone/duplicate of a thing the request knows is named like it (a fork of project
    rapid-summit is rapid-summit, not an unrelated repository)."""
    if p.read or not set(p.words) & {"fork", "clone", "duplicate"} or not isinstance(record.get("name"), str):
        return
    handles = {str(v) for v in args.values() if isinstance(v, (str, int)) and not isinstance(v, bool)}
    src = next((r for n, pool in world.records.items() for r in pool if r is not record and isinstance(r.get("name"), str)
                and any(str(r.get(f)) in handles for f in ("id", "key", "number", "path_with_namespace") if f in r)), None)
    if src is not None:
        record["name"] = src["name"]


_NAMED_SIZES = ((r"\b(?:4k|2160p)\b", (3840, 2160)), (r"\b1080p\b", (1920, 1080)), (r"\b720p\b", (1280, 720)),
                (r"\b(\d{3,4})x(\d{2,4})\b", None), (r"\bstory\b|\breel\b|\bvertical\b|\b9[x:]16\b", (1080, 1920)),
                (r"\b16[x:]9\b", (1920, 1080)), (r"\b4[x:]5\b", (1080, 1350)), (r"\b1[x:]1\b", (1080, 1080)),  # "Social
                # 9x16" is a vertical 1080x1920, never 3840x2160 (seed 1467)
                (r"\bsquare\b|\binstagram post\b", (1080, 1080)), (r"\ba3\b", (842, 1191)), (r"\ba4\b", (595, 842)),
                (r"\bbusiness card\b", (252, 144)))  # 3.5 x 2 in, never 1810 x 578 (seed 1482)
# (paper in points, Illustrator's unit: Poster A3 was 1747 x 249, seed 1357)


def _forked_elsewhere(record: dict[str, Any], world: World) -> None:
    """In place: a fork lives in another namespace than its source (create_fork of initech/northern-river answered
    initech/northern-river again, a name taken by the source itself)."""
    from seer.harness.checks import objects
    from seer.kinds.code import OWNERS

    taken = {rec["owner"] for o in world.earlier for rec in objects(o) if rec.get("name") == record.get("name")
             and isinstance(rec.get("owner"), str)}
    if record["owner"] in taken:
        record["owner"] = next(o for o in OWNERS if o not in taken)


def _in_design_app(p: Profile) -> bool:
    from seer.kinds.infer import contexts

    return "design" in contexts(*p.ctx)


def _untitled_unless_named(record: dict[str, Any], args: dict[str, Any], world: World) -> None:
    """In place: create_document(width=800) answered a document titled "Trade show booth" (seed 1496): a design app names
    a new document it was given no name for "Untitled-1" (the next number after those it made before)."""
    flat = {**args, **(args.get("params") if isinstance(args.get("params"), dict) else {})}
    if any(isinstance(v, str) and v and set(words(k)) & {"name", "title", "filename"} for k, v in flat.items()):
        return
    if not any(k in record for k in ("title", "name")) or any(isinstance(v, str) and "/" in v for v in record.values()):
        return  # (a document opened from a path keeps its file's name)
    made = sum(1 for r in world.records.get("document", []) if isinstance(r.get("title", r.get("name")), str)
               and re.fullmatch(r"Untitled-\d+", r.get("title", r.get("name"))))
    for k in ("title", "name"):
        if isinstance(record.get(k), str):
            record[k] = f"Untitled-{made + 1}"


def _starts_at_its_base(record: dict[str, Any], args: dict[str, Any], world: World) -> None:
    """In place: a branch just made points at the commit of the branch it was made from (feature/checkout-redesign
    from hotfix/payment-rounding at 225c6d1e6f73 is at 225c6d1e6f73 too, never at a commit of its own)."""
    from seer.harness.checks import objects

    base = next((v for k, v in args.items() if isinstance(v, str) and set(words(k)) & {"base", "from", "start", "source"}), None)
    if base is None or not isinstance(record.get("commit"), str):
        return
    shown = next((rec["commit"] for o in reversed(world.earlier) for rec in objects(o)
                  if rec.get("name") == base and isinstance(rec.get("commit"), str)), None)
    if shown is not None:
        record["commit"] = shown


def _sized_as_named(record: dict[str, Any], args: dict[str, Any]) -> None:
    """In place: a comp or artboard named for its size is that size ("Intro 1080p" is 1920x1080, never 1080x1080; "Web
    banner 728x90" is 728 by 90), unless the call itself sets the size."""
    name = record.get("name") if isinstance(record.get("name"), str) else record.get("comp")  # ae_list_layers' data names
    if isinstance(record.get("comp"), str) and isinstance(record.get("duration"), (int, float)) and record["duration"] > 600:
        record["duration"] = 30  # its comp ("Intro 1080p" listed at 3840x2160, 2065 s long, seed 1376): a comp lasts seconds
    if not isinstance(name, str) or not all(isinstance(record.get(k), int) for k in ("width", "height")):
        return
    size = named_size(name)
    given = {words(k)[-1] for k in args if words(k)[-1:] in (["width"], ["height"])}
    sets = {words(k)[-1]: v for k, v in args.items() if words(k)[-1:] in (["width"], ["height"]) and isinstance(v, int)}
    if size is not None and sets and any(sets.get(k, v) != v for k, v in zip(("width", "height"), size)) \
            and isinstance(record.get("name"), str) and record["name"] not in args.values():
        record["name"] = re.sub(r"\s*\b(?:\d{1,4}[x:]\d{1,4}|4k|2160p|1080p|720p)\b", "", record["name"]).strip() or "Sequence 01"
        size = None  # a drawn name claims no size the call sets otherwise ("Social 9x16" at a height of 540, seed 1467)
    if size is not None:
        was = (record["width"], record["height"])
        for k, v in zip(("width", "height"), size):
            if k not in given:
                record[k] = v
        _scaled_inside(record, was)


def _scaled_inside(record: dict[str, Any], was: tuple[int, int]) -> None:
    """In place: a frame resized to its named size ("Business card", 252 x 144 pt) keeps its rect and its elements'
    bounds inside it, scaled as the frame was (a 1280-wide headline on a business card, seed 1482)."""
    w, h = record["width"], record["height"]
    if (w, h) == was or not all(was):
        return
    sx, sy = w / was[0], h / was[1]
    if isinstance(record.get("rect"), list) and len(record["rect"]) == 4:
        record["rect"] = [0, 0, w, h] if record["rect"][2:] == list(was) else record["rect"]
    for el in record.get("elements") or []:
        b = el.get("bounds") if isinstance(el, dict) else None
        if isinstance(b, list) and len(b) == 4 and all(isinstance(x, (int, float)) for x in b):
            el["bounds"] = [round(b[0] * sx), round(b[1] * sy), round(b[2] * sx), round(b[3] * sy)]


def named_size(name: str) -> tuple[int, int] | None:
    """The size a name says ("Intro 1080p": 1920x1080, "Web banner 728x90": 728x90), else None."""
    for pattern, size in _NAMED_SIZES:
        m = re.search(pattern, name.lower())
        if m:
            return size if size is not None else (int(m[1]), int(m[2]))
    return None


def _default_branch_shown(world: World, args: dict[str, Any]) -> str | None:
    """The default branch a result of this request showed for the project the call names (or for its one project)."""
    from seer.harness.checks import objects

    named = {str(v) for v in args.values() if isinstance(v, (str, int)) and not isinstance(v, bool)}
    shown = [(rec, rec["default_branch"]) for out in world.earlier for rec in objects(out)
             if isinstance(rec.get("default_branch"), str) and rec["default_branch"]]
    mine = [b for rec, b in shown if {str(rec.get(k)) for k in ("id", "name", "path", "full_name")} & named]
    return (mine or [b for _, b in shown])[-1] if shown else None


def _head_and_base(record: dict[str, Any], args: dict[str, Any], default: str | None = None) -> None:
    """A pull/merge request merges the source branch it was given into the target (else the default
    branch, the project's own when a result showed it: master for a project made with master): head and base are
    never the same branch."""
    def branch(*heads: str) -> Any:
        return next((v for k, v in args.items() if isinstance(v, str) and v and (words(k) or [""])[0] in heads
                     and set(words(k)) & {"branch", "head", "base", "ref"}), None)
    head, base = branch("source", "head", "from"), branch("target", "base", "into", "to")
    record["head"] = head or record["head"]
    record["base"] = base or (default or "main" if head else record["base"])  # no target given: the default branch
    if record["base"] == record["head"]:
        record["base"] = "develop" if record["head"] == "main" else "main"


_PLACES = frozenset("place import link embed attach".split())
_MAKING_ACTIONS = frozenset({"add", "create", "new", "insert"})


def _makes_by_action(args: dict[str, Any]) -> bool:
    """A tool of several operations asked to add one (action='add_light', action='add'): it makes a new thing."""
    said = next((v for k, v in args.items() if k in ("action", "mode", "operation", "op") and isinstance(v, str)), "")
    return re.split(r"[_\s-]", said.lower())[0] in _MAKING_ACTIONS


def _locator(args: dict[str, Any]) -> tuple[str, str] | None:
    """(by, value) of a call that finds an element by a locator strategy: find_element(by=class, value=btn-primary)."""
    by = next((v for k, v in args.items() if isinstance(v, str) and words(k) in (["by"], ["strategy"], ["locator", "type"], ["using"])), None)
    value = args.get("value")
    return (by.lower(), value) if by and isinstance(value, str) and value else None


def _waited_for(world: World, ref: str, rng: random.Random, ctx: tuple[str, str]) -> dict[str, Any] | None:
    """The element a ref names when an earlier result tied that ref to a CSS selector (a wait for #checkout-button
    answered ref e1; a hover of e1 then answered a link "Pricing", seed 1373): the element the selector names."""
    from seer.generate.symbolic.mocks.locators import selector_text

    from seer.harness.checks import objects

    tied = next((r for o in reversed(world.earlier or ()) for r in objects(o) if r.get("ref") == ref
                 and isinstance(r.get("value") or r.get("selector"), str)), None)
    selector = (tied.get("value") or tied.get("selector")) if tied is not None else None
    if not isinstance(selector, str) or not re.match(r"[#.\w\[]", selector):
        return None
    text = selector_text(selector, None)
    if text is None:
        return None
    record = world.keep("element", _untwinned(world, "element", rng, ctx))
    record["ref"] = ref
    record["tag"] = "button" if re.search(r"button|btn|submit", selector, re.I) else "a" if re.search(r"link|nav|href", selector, re.I) \
        else record.get("tag", "button")
    record["text"] = text
    return record


def _by_locator(world: World, args: dict[str, Any]) -> dict[str, Any] | None:
    said = _locator(args)
    return next((r for r in world.records.get("element", []) if said and (str(r.get("by", "")).lower(), r.get("value")) == said), None)


def _another_locator(current: dict[str, Any], args: dict[str, Any]) -> bool:
    """The call's locator names another element than the current one (alert-danger read, then btn-primary's text): not it."""
    said = _locator(args)
    return said is not None and isinstance(current.get("value"), str) and current.get("value") != said[1]


def _handles(p: Profile, args: dict[str, Any], noun: str = "") -> bool:
    """The call names a thing (an id, a key, a path, a name, or the thing by its own name: layer=11): it is not about
    "the current one"."""
    said = next((v for k, v in args.items() if k in ("action", "mode", "operation", "op") and isinstance(v, str)), "")
    writes = bool({"export", "save", "render"} & {p.verb, *re.split(r"[_\s-]", said.lower())})  # its path is where it writes
    return any(isinstance(v, (str, int)) and not isinstance(v, bool) and (k in HANDLE_ARGS or words(k)[-1:] in (["id"], ["uuid"], ["key"], ["path"], ["name"], ["url"], ["selector"])
               or noun and words(k) == [noun]) and not (writes and words(k)[-1:] == ["path"]) for k, v in args.items())


def _untwinned(world: World, noun: str, rng: random.Random, ctx: tuple[str, str]) -> dict[str, Any]:
    """A new record of `noun` that no record the request already saw twins (round 710 [17]: ai_set_layer(layer=11) after
    ai_list_layers showed Background at index 0 answered layer 11 named Background): drawn again, a few times at most."""
    from seer.generate.symbolic.world import TWIN_KEYS, _same

    known = world.records.get(noun) or []
    record = world.new_record(noun, rng, ctx)
    for _ in range(6 if noun in TWIN_KEYS and known else 0):
        if not any(_same(record, k, noun) for k in known):
            break
        record = world.new_record(noun, rng, ctx)
    for f in TWIN_KEYS.get(noun, ()) if any(_same(record, k, noun) for k in known) else ():
        if isinstance(record.get(f), str):  # a small pool all shown: "Hero banner 4", never a second "Hero banner"
            numbered = re.fullmatch(r"(.*\D) (\d+)", record[f])  # "Null 1" taken: "Null 2", never "Null 1 5"
            taken = {str(k.get(f)) for k in known}
            if numbered:
                n = int(numbered[2]) + 1
                while f"{numbered[1]} {n}" in taken:
                    n += 1
                record[f] = f"{numbered[1]} {n}"
            else:
                record[f] = f"{record[f]} {len(known) + 1}"
    return record



def _own_handle(record: dict[str, Any], noun: str, param: str, value: Any) -> Any:
    """A later call's parameter named for the record's own noun (ai_add(layer) after ai_add_layer) takes this record:
    its index when a number is wanted, else its name (seed 901 [19]: ai_add_layer(name=Artwork) answered a layer
    Artwork holding a field layer: 'Text', and 'Text' was handed on). None when the parameter names another thing."""
    if [singular(w) for w in words(param)] not in ([noun], [noun, "name"]):
        return None
    if isinstance(value, int) and not isinstance(value, bool) and isinstance(record.get("index"), int):
        return record["index"]
    if isinstance(value, str) and isinstance(record.get("name"), str):
        return record["name"]
    if isinstance(value, str) and isinstance(record.get("title"), str) and "name" not in record:
        return record["title"]  # create_merge_request(milestone=...) after create_milestone(title=v3.0): that milestone, v3.0
    return None


_STATE_ACTS = {"hide": ("visible", False), "show": ("visible", True), "lock": ("locked", True), "unlock": ("locked", False)}


def _acted_state(p: Profile, world: World, noun: str, record: dict[str, Any], args: dict[str, Any]) -> None:
    """adobe_ps_layers(action=hide) answered visible: True: a hide/show/lock/unlock leaves the record in that state; a
    Photoshop object named by layer_name is that layer (adobe_ps_smart_object(layer_name=Background) answered 'Star 2')."""
    said = next((v for k, v in args.items() if k in ("action", "mode", "operation", "op") and isinstance(v, str)), "")
    field, state = _STATE_ACTS.get(said.lower(), (None, None)) if not p.read else (None, None)
    if field in record:
        record[field] = state
    into = args.get("into")
    if noun == "layer" and not p.read and isinstance(into, str) and "name" in record and "merge" in p.words:
        record["name"] = into  # ai_merge_layers(layers=[0, 1], into="Layer 1") answered the layer "Guides": the layer
        if "locked" in record:  # merged into is the one named, and one the merge could write to (seed 1519)
            record["locked"] = False
    named = args.get("layer_name")
    if world.app == "photoshop" and noun in ("object", "item") and isinstance(named, str) and "name" in record:
        record["name"] = named


_UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")


def _attribute_from_selector(attribute: str, css: str | None) -> str | None:
    """The data-testid or the label of the element a selector names: form#login input[name='email'] is email-input,
    labelled "Email"; never nav-home or "Search" for an email field."""
    if not isinstance(css, str) or not css.strip():
        return None
    last = re.split(r"\s*[>+~]\s*|\s+", css.strip())[-1].lstrip("/")  # //input[@name='q'] as input[name='q']
    token = re.search(r"(?:name|id|data-testid|aria-label)=['\"]?([A-Za-z][\w-]*)", last) or re.search(r"#([A-Za-z][\w-]*)", last) \
        or re.search(r"\.([A-Za-z][\w-]*)", last)
    if token is None:
        return None
    tag = (re.match(r"[a-z]+", last) or [""])[0]
    low = attribute.lower()
    if low.startswith("data-"):
        kind = {"input": "input", "textarea": "input", "select": "select", "button": "button", "a": "link"}.get(tag, "")
        return token[1] if not kind or token[1].endswith(kind) else f"{token[1]}-{kind}"
    if low in ("aria-label", "placeholder", "title", "alt"):
        if token[1].lower() in ("q", "query", "s", "search", "term"):
            return "Search"  # the search box of name q reads Search, never "Q"
        return token[1].replace("-", " ").replace("_", " ").capitalize()
    if low == "name" and "name=" in last:
        return token[1]
    return None


def _listed_without_uuid(world: World, noun: str, args: dict[str, Any]) -> dict[str, Any] | None:
    """get_images listed logo.png, hero.jpg and Product photo with no uuids; manage_linked_images(uuid, embed) then acts on
    one of those three (the first), now known by that uuid: never a fourth image, nor a logo.png of other dimensions."""
    wanted = [v for v in args.values() if isinstance(v, str) and _UUID.match(v)]
    many = [x for v in args.values() if isinstance(v, list) for x in v if isinstance(x, str) and _UUID.match(x)]
    pool = [r for r in world.records.get(noun) or [] if isinstance(r, dict)]
    if not pool or any("uuid" in r for r in pool) or not (len(wanted) == 1 or not wanted and len(many) > 1):
        return None
    record = _first_shown(world, pool)
    if record is None:
        return None
    if wanted:
        record["uuid"] = wanted[0]
        return record
    # duplicate_objects(uuids=[a, b]) after get_selection showed CTA label and Icon set (no uuids): a and b are those two
    rest = [r for r in pool if r is not record]
    for r, u in zip([record, *rest], many):
        r["uuid"] = u
    return record


def _named_new(world: World, noun: str, rng: random.Random, ctx: tuple[str, str], uuid: str) -> dict[str, Any]:
    """An object the request has not shown, known by the uuid the user gave (the second of two selected items)."""
    record = world.keep(noun, _untwinned(world, noun, rng, ctx))
    record["uuid"] = uuid
    return record


def _first_shown(world: World, pool: list[dict[str, Any]]) -> dict[str, Any] | None:
    """Of `pool`, the record the latest result that shows any of them shows first (the first row a person reads)."""
    import json

    named = [r for r in pool if isinstance(r.get("name"), str) and r["name"]]
    for out in reversed(world.earlier):
        text = json.dumps(out)
        at = {text.find(json.dumps(r["name"])): r for r in named if json.dumps(r["name"]) in text}
        if at:
            return at[min(at)]
    return pool[0] if pool else None


def _by_uuid(world: World, args: dict[str, Any]) -> dict[str, Any] | None:
    """The one record of any sort the world holds under a uuid the call names (a group's uuid names that group)."""
    wanted = {v for v in args.values() if isinstance(v, str) and _UUID.match(v)}
    if len(wanted) != 1:
        return None
    hits = [(noun, r) for noun, pool in world.records.items() for r in pool if isinstance(r, dict) and r.get("uuid") in wanted]
    if len(hits) != 1:
        return None
    noun, record = hits[0]
    if noun == "group":  # a group get_groups listed is, as a page item, a GroupItem
        record.setdefault("type", "GroupItem")
    return record


def _authored_by_me(record: dict[str, Any], me: dict[str, Any]) -> None:
    """create_merge_request after get_current_user_info (Christy Humphrey) answered author Vickie Mercado: what the
    signed-in user makes is theirs, by name where the record names people, by login where it gives a handle."""
    name = next((me[f] for f in ("name", "display_name", "real_name") if isinstance(me.get(f), str)), None)
    login = next((me[f] for f in ("login", "username", "handle") if isinstance(me.get(f), str)), None)
    for f in ("author", "creator", "created_by", "owner"):
        v = record.get(f)
        if isinstance(v, str) and v:
            mine = name if " " in v and name else login or name
            if mine:
                record[f] = mine


def _grouped(p: Profile, args: dict[str, Any], world: World, rng: random.Random) -> dict[str, Any] | None:
    """The receipt of a group made of the objects a call names by a list of two or more uuids: a new GroupItem (its own
    uuid, on the first object's layer) that holds them."""
    if p.verb != "group" or p.read:
        return None
    handles = next((v for k, v in args.items() if isinstance(v, list) and len(v) >= 2 and all(isinstance(x, str) for x in v)
                    and words(k)[-1:] in (["uuids"], ["ids"])), None)
    if handles is None:
        return None
    from seer import kinds

    first = next((r for pool in world.records.values() for r in pool if isinstance(r, dict) and r.get("uuid") == handles[0]), {})
    named = next((v for k, v in args.items() if isinstance(v, str) and words(k)[-1:] == ["name"]), None)
    made = {"uuid": kinds.make("uuid", rng), "name": named or f"Group {rng.randint(2, 9)}",
            "type": "GroupItem", "layer": first.get("layer", "Layer 1"), "items": list(handles)}
    world.keep("object", made)
    return {"ok": True, "action": "group", "group": made, "completed_at": world.now(rng).strftime("%Y-%m-%dT%H:%M:%SZ")}
