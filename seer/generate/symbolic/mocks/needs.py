"""Where a need's value comes from (the call's own argument, the world, a fresh value) and the slot it takes in a record."""

from __future__ import annotations

import random
from typing import Any

from seer import kinds
from seer.generate.symbolic.args import PATH_WORDS, World
from seer.generate.symbolic.cards import Param, Profile
from seer.generate.symbolic.lexicon import singular, words
from seer.generate.symbolic.mocks.common import (
    _LINK_QUALIFIERS,
    Need,
    _field_name,
    _jtype,
)
from seer.generate.symbolic.values import MISSING, ValueMaker, fits
from seer.kinds.code import name_in
from seer.kinds.infer import contexts


def _echoed(p: Profile, need: Need, args: dict[str, Any]) -> Any:
    """A need whose field is one of the call's own arguments (`comp_name` from a call that
    named the comp `name`) takes that argument: the result names what the call created."""
    if need.field is not None:
        return MISSING
    key = _field_name(p, need.param)
    value = args.get(key, MISSING) if key != need.param.name or key in args else MISSING
    ws = need.param.words
    if value is MISSING and need.param.entity and len(ws) > 2 and ws[-1] in ("id", "key", "uuid"):
        own = f"{need.param.entity[-1]}_{ws[-1]}"  # get_note(note_id) hands on target_note_id: the note it read
        if own in args and need.param.entity[-1] in p.nouns:
            key, value = own, args[own]
    if value is MISSING and p.read and len(ws) == 2 and ws[0] in _LINK_QUALIFIERS and ws[-1] in ("id", "key", "uuid", "number"):
        own = next((k for k in args if words(k)[-1:] == ws[-1:] and len(words(k)) <= 2), None)
        if own is not None:  # get_ticket(key=AXOO-247) hands on link_tickets' from_key: the ticket it read
            key, value = own, args[own]
    if value is MISSING and isinstance(args.get(f"{key}s"), list) and len(args[f"{key}s"]) == 1 and p.read:
        key, value = f"{key}s", args[f"{key}s"][0]  # read_multiple_files(paths=[README.md]) hands on README.md to edit
    if value is MISSING and _made_here(p, need) and isinstance(args.get("name"), str):
        key, value = "name", args["name"]  # ai_add_layer(name=Guides) hands on layer Guides, the layer it made
    if any(q.name == key and q.folder for q in p.params) and _folder_for_file(need, value):
        return MISSING  # the folder a tree was drawn of is not the file to edit next
    if need.param.folder and isinstance(value, str) and value.startswith("/") and "." in value.rstrip("/").rsplit("/", 1)[-1]:
        value = value.rsplit("/", 1)[0]  # search_files after reading settings.json searches its folder, never the file
    return value if value is not MISSING and not isinstance(value, (dict, list)) and fits(need.param.item_schema, value) else MISSING


def _made_here(p: Profile, need: Need) -> bool:
    """The call makes the very thing the need takes: add_layer hands on `layer`/`target_layer`, a layer."""
    from seer.generate.symbolic.graph import CREATE_VERBS

    ws = need.param.words
    thing = need.param.entity[-1:] or ([singular(ws[-1])] if len(ws) == 1 or len(ws) == 2 and ws[0] in _LINK_QUALIFIERS else [])
    return not p.read and p.verb in CREATE_VERBS and bool(thing) and thing[0] in p.nouns[-1:] \
        and not set(ws) & {"id", "key", "uuid", "number", "index", "path"}


def _folder_for_file(need: Need, value: Any) -> bool:
    """A folder path (no extension) handed to a parameter that takes a file."""
    return (isinstance(value, str) and value.startswith("/") and bool(set(need.param.words) & PATH_WORDS)
            and not need.param.folder
            and "." not in value.rstrip("/").rsplit("/", 1)[-1] and not value.endswith(("Dockerfile", "Makefile")))


def _need_value(need: Need, args: dict[str, Any], rng: random.Random, world: World, ctx: tuple[str, str]) -> Any:
    schema = need.param.item_schema
    taker = world.plan[need.consumer] if 0 <= need.consumer < len(world.plan) else None
    # the value is the consumer's parameter: its kind is read in the consumer's words (add_cookie's path is a URL path)
    maker = ValueMaker(rng, context=taker.ctx if taker is not None and getattr(taker, "ctx", None) else ctx)
    maker.platformed = "platform" in args  # a GitHub/GitLab tool's project id is a number, in its results too
    if need.field is not None:  # the field echoes the producer's own argument: hand that on
        own = {singular(w) for w in words(ctx[0])}  # get_note(note_id) returns that note: its `id` is note_id
        echoed = next((v for k, v in args.items() if words(k) == need.field.words
                       or len(words(k)) == 2 and words(k)[1:] == need.field.words and words(k)[0] in own
                       and need.field.parent in ("", words(k)[0]) and need.field.words[-1:] in (["id"], ["key"], ["uuid"])), MISSING)
        if echoed is not MISSING and fits(schema, echoed) and fits(need.field.schema, echoed):
            return echoed
    if "clone" in words(ctx[0]) and "branch" in need.param.words and fits(schema, "main") and not any(
            words(k)[-1:] == ["branch"] for k in args):  # a clone checks out the default branch: that is what it hands on
        return "main"
    scoped = world.scope.get(need.consumer, {}).get(need.param.name)
    if scoped is not None and fits(schema, scoped):  # reply_to_thread's thread came from #support's history: the channel
        return scoped  # a listing hands on for it is that channel, not another one
    if taker is not None and "style" in need.param.words and "graphic" in words(taker.name):  # apply_graphic_style: an appearance
        from seer.generate.symbolic.world import field_value

        return field_value("graphic_style", "name", rng, ctx)
    here = str((world.page or {}).get("url") or "")
    if need.param.words[-1:] == ["url"] and here.startswith("http") and "browser" in contexts(*ctx) and fits(schema, here) \
            and not any(isinstance(v, str) and v.startswith("http") for v in args.values()):
        return here  # verify_text_visible on the Contoso login page hands on that page's URL, never another site's (1392)
    if "kv" in contexts(*ctx) and "index" in need.param.words and set(need.param.words) <= {"index", "name"}:
        named = rng.choice(("idx:products", "idx:users", "idx:docs", "vector_index"))  # a RediSearch index, not orders-2024.05
        if fits(schema, named):
            return named
    if kinds.infer(need.param.name, schema, tool_name=ctx[0], tool_description=ctx[1]) == "table_name" and "sql" in contexts(*ctx):
        table = rng.choice(world.sql(rng).tables)
        if fits(schema, table):
            return table
    for _ in range(3):
        value = maker.make(schema, need.param.name, 0, need.param.words + (["dir"] if need.param.folder else []))
        if isinstance(value, str) and set(need.param.words) & PATH_WORDS and not need.param.folder:
            base = next((v for k, v in args.items() if isinstance(v, str) and v.startswith("/") and set(words(k)) & PATH_WORDS), None)
            joined = f"{base.rstrip('/')}/{name_in(base, value.rsplit('/', 1)[-1])}" if base else value  # what such a
            # folder holds: a file handed on from reports/ is no main.py (seed 1434)
            value = joined if fits(schema, joined) else value
            if base and _folder_for_file(need, value):
                inside = f"{value.rstrip('/')}/{kinds.make('filename', rng)}"
                value = inside if fits(schema, inside) else value
        if need.field is None or fits(need.field.schema, value):
            return value
        alt = maker.make(need.field.schema, need.param.name)
        if fits(schema, alt):
            return alt
    return MISSING


def _slot(record: dict[str, Any], p: Profile, param: Param, args: dict[str, Any] | None = None, value: Any = MISSING) -> str:
    """Where a need's value goes in a record: the field of the parameter's own name if the record
    has one (`place_id`), else a field of the same specific kind (a message's `ts` is the
    `timestamp` a reaction needs), else the name without the tool's noun (`channel_id` -> `id`)."""
    if param.name in record:
        return param.name
    if param.name == "name":  # delete_alias(name): the alias record's own `alias`
        head = next((n for n in [*param.entity, *p.nouns] if n in record and record[n] not in (args or {}).values()), None)  # not the call's own handle
        if head is not None:
            return head
    ws = param.words  # from_key, target_note_id, parent_id: the record's own key/id, not a new field
    if (len(ws) >= 2 and ws[0] in _LINK_QUALIFIERS and ws[-1] in record and ws[-1] in ("key", "id", "uuid", "sha")
            and all(w in p.nouns for w in ws[1:-1]) and record[ws[-1]] not in (args or {}).values()):
        return ws[-1]
    if (len(ws) == 1 or len(ws) == 2 and ws[0] in _LINK_QUALIFIERS) and singular(ws[-1]) in p.nouns:
        # list_platforms hands on `platform`, get_layers `target_layer`: a listed one's name, no stray field
        worded = isinstance(value, str) and not value.isdigit()  # update_issue(milestone="Sprint 48"): a milestone's title, not its id
        heads = ("name", "key", "title") if worded else ("id", "number", "iid", "name", "key") if value is not MISSING else ("name", "key", "id")
        head = next((f for f in heads if (isinstance(record.get(f), str) or value is not MISSING and not worded
                                           and isinstance(record.get(f), int) and not isinstance(record.get(f), bool))
                     and (record[f] not in (args or {}).values() or record[f] == value)), None)  # a made layer's own name
        if head is not None:
            return head
    kw = dict(tool_name=p.ctx[0], tool_description=p.ctx[1])
    want = kinds.infer(param.name, param.item_schema, **kw)
    if want not in kinds.FALLBACKS:
        for f, v in record.items():
            if (isinstance(v, (str, int)) and not isinstance(v, bool) and v not in (args or {}).values()  # not the call's own
                    and kinds.infer(f, {"type": _jtype(v)}, **kw) == want):
                return f
    slot = _field_name(p, param)
    numbered = next((f for f in ("number", "iid") if f in record), None)
    if slot in ("id", "iid", "number") and slot not in record and numbered and (value is MISSING or str(value).isdigit()):
        return numbered  # get_issue(issue_id=675) hands on issue 675: its number, no `id` beside a different number
    return slot
