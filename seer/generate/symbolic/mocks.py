"""Stage 3, mocks: what each call returns, sharing the scenario's world.

A `Need` is a value a later call will use: the mock puts it where the producer would return it
(the matched outputSchema field, or an item of an inferred listing), and the world assigns it
to the consumer. Shapes: the tool's example output (grounding high), a similar tool's example
(medium), the outputSchema (low), else a shape read from the verb (listings, records, receipts).

Content comes from the scenario's world (world.py): listings return records the world keeps, a
read of one entity returns that entity's record (the same name, id and fields every time), a
write returns what was written and stores it, SQL runs on the world's SQLite tables, and a time
tool converts with zoneinfo. Field values come from the value kinds (seer.kinds).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any

import copy
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from seer import kinds
from seer.kinds.infer import contexts
from seer.generate.symbolic.args import PATH_WORDS, SQL_KINDS, World, flat_args, param_kind
from seer.generate.symbolic.world import DISPLAY, FIELDS, HANDLE_ARGS, K8S_CANONICAL, _person_agrees, entity_noun, field_value, initial, known_noun, scope_args
from seer.generate.symbolic.cards import FREE_TEXT, OutputField, Param, Profile
from seer.generate.symbolic.lexicon import plural, singular, words
from seer.generate.symbolic.values import MISSING, ValueMaker, fits
from seer.generate.symbolic import agree, readings, vocab
from seer.generate.symbolic.clock import made_now, settle, settle_value, thread_order
from seer.generate.symbolic.examples import from_example
from seer.harness.checks import found, leaves, norm_text
from seer.harness.model import MockOutput

LISTING_NOUNS = frozenset("history replies messages logs events entries".split())
LISTING_VERBS = frozenset("list search find query scan browse discover ls grep tree history log".split())


@dataclass
class Need:
    consumer: int  # index of the call that will use the value
    param: Param
    field: OutputField | None


class MockError(ValueError):
    """No mock valid against the outputSchema after the allowed tries."""


def make_mock(p: Profile, args: dict[str, Any], needs: list[Need], world: World, rng: random.Random,
              similar_example: Any = None) -> MockOutput:
    """A mock for the call; its times (not an example's) are no later than the world's now, and
    a value it hands on to a later call is the settled one."""
    before = {k: id(v) for k, v in world.picked.items()}
    mock = _make_mock(p, args, needs, world, rng, similar_example)
    if mock.grounding == "high":
        return mock
    now = world.now(rng)
    settle(mock.output, now)
    if not p.read and p.verb in CREATE_VERBS | {"start", "launch"} and not mock.is_error:
        made_now(mock.output, now)
    moved = thread_order(mock.output, flat_args(p, args), now)
    for key, value in list(world.assigned.items()):
        if isinstance(value, str):
            world.assigned[key] = moved.get(value) or settle_value(value, now)
        if key in world.picked and before.get(key) != id(world.picked[key]):  # picked from this mock: as it now reads
            world.picked[key] = pick_info(mock.output, world.assigned[key])
    return mock


def _make_mock(p: Profile, args: dict[str, Any], needs: list[Need], world: World, rng: random.Random,
               similar_example: Any = None) -> MockOutput:
    args = flat_args(p, args)  # look through a wrapper object: echoes and paths use the parameters
    ctx = p.ctx
    values = [(n, _echoed(p, n, args) if _echoed(p, n, args) is not MISSING else _need_value(n, args, rng, world, ctx))
              for n in needs]
    values = [(n, v) for n, v in values if v is not MISSING]
    first: dict[tuple, Any] = {}
    for i, (n, v) in enumerate(values):  # two later calls taking the project id get the one project id
        key = (n.param.name, n.field.path if n.field else None)
        if n.field is not None and "[]" not in n.field.path:
            key = (None, n.field.path)  # one record's own id feeds every call that takes it (a link's source and a delete)
        values[i] = (n, first.setdefault(key, v))
    tool = p.tool
    if tool.examples:
        out, kept = from_example(rng.choice(tool.examples), values, args)
        if not p.read and p.verb in CREATE_VERBS:  # a create answers a new id, not the example's existing one
            swapped = agree.fresh_ids(out, args, rng)
            kept = [(n, swapped.get(v, v) if isinstance(v, str) else v) for n, v in kept]
        known = world.named(entity_noun(p.nouns), args) if p.read else None
        if known is not None:  # the file this request uploaded, not the example's q3-revenue.csv
            shown = copy.deepcopy(out)
            agree.example_agrees(shown, known, id(known) in world.created)
            out = shown if tool.output_schema is None or fits(tool.output_schema, shown) else out
        if tool.output_schema is None or fits(tool.output_schema, out):
            _keep_listed(world, entity_noun(p.nouns), out)
            return _assign(world, kept, MockOutput(output=out, grounding="high"), args)
    if tool.output_schema is not None and p.structured:
        noun = entity_noun(p.nouns)
        named = world.named(noun, args)
        kept, mock = _from_schema(p, args, values, rng, named)
        if p.read and named is not None and id(named) in world.created and isinstance(mock.output, dict):
            bare = {k: [] if isinstance(v, list) and k not in named and not any(n.field and n.field.path[:1] == (k,) for n, _ in kept)
                    else v for k, v in mock.output.items()}
            if fits(tool.output_schema, bare):  # a note just made has no tags or links nobody gave it
                mock = MockOutput(output=bare, grounding=mock.grounding)
        agree.links_hold_target(p, args, mock.output, _just_made(world, noun))
        agree.flags_hold(args, mock.output)
        moded = copy.deepcopy(mock.output)
        agree.mode_fields(p, args, moded, lambda sch, name: _agreed(ValueMaker(rng, None, 0.6, context=p.ctx).make(sch, name, 1), args))
        if fits(tool.output_schema, moded):
            mock = MockOutput(output=moded, grounding=mock.grounding)
        if p.read:  # ids of one form, a total that agrees, a search's first hit about its words
            query = next((v for k, v in args.items() if isinstance(v, str) and arg_kind(p, k) == "search_query"), None)
            kept = agree.listing_agrees(p, args, mock.output, kept, query, rng)
        harmonise(mock.output, world.now(rng) if set(p.words) & {"current", "now"} else None)
        if not p.read and isinstance(mock.output, dict):  # what a create/update wrote is what a later read returns
            written = {k: v for k, v in {**args, **mock.output}.items() if not isinstance(v, (dict, list)) and v is not None}
            known = world.named(noun, written)
            if known is not None:  # what it wrote, not a relation's other end beside the record (from_key, target_note_id)
                known.update({k: v for k, v in written.items() if k in known or words(k)[-1:] not in (["id"], ["key"])})
            elif any(k in written for k in ("id", "key", "number", "name")):
                world.keep(noun, written)
                if p.verb in CREATE_VERBS:
                    world.created.add(id(written))
        return _assign(world, kept, mock, args)
    if similar_example is not None and tool.output_schema is None:
        out, kept = from_example(similar_example, values, args)
        agree.from_similar(p, out, args, world.stated)
        return _assign(world, kept, MockOutput(output=out, grounding="medium"), args)
    shaped = _domain(p, args, values, rng, world) or _inferred(p, args, values, rng, world)
    harmonise(shaped)  # fields of one record agree, whatever shaped it (a font's family, a conflict-free pick)
    if tool.output_schema is None:
        return _assign(world, values, MockOutput(output=shaped, grounding="low"), args)
    return _assign(world, values, MockOutput(output=_textual(tool.output_schema, shaped, rng), grounding="low"), args)


def _just_made(world: World, noun: str) -> set[str]:
    """Handles of the records of `noun` this request created (a note made a step ago has no other links)."""
    return {str(r[k]) for r in world.records.get(noun, []) if id(r) in world.created for k in ("id", "key") if k in r}


def error_mock(p: Profile, args: dict[str, Any], rng: random.Random) -> MockOutput:
    args = flat_args(p, args)
    subject = next((f"{k} {v!s}" for k, v in args.items() if isinstance(v, (str, int)) and not isinstance(v, bool)), p.nouns[-1])
    code, text = rng.choice([(404, "not found"), (403, "permission denied for"), (409, "conflict on"), (422, "invalid value for")])
    message = f"{text} {subject}" if not text.endswith(("for", "on")) else f"{text} {subject}"
    if text == "not found":
        message = f"{subject} not found"
    return MockOutput(output={"error": {"code": code, "message": message}}, grounding="low", is_error=True)


def _assign(world: World, values: list, mock: MockOutput, args: dict[str, Any] | None = None) -> MockOutput:
    """Hand each need's value to its consumer, only if the mock really returns it, with the
    producer's scope (its channel, project, repo): the consumer acts where the value lives."""
    text = "\n".join(norm_text(v) for v in leaves(mock.output, keys=True))
    for need, value in values:
        if found(value, text):
            if args and not mock.is_error:
                for k, v in scope_args(args).items():  # the latest producer is the consumer's closest kin
                    if k != need.param.name and world.assigned.get((need.consumer, k), v) != v:
                        world.assigned.pop((need.consumer, k))  # an earlier link to another project yields
                        world.picked.pop((need.consumer, k), None)
                    world.scope.setdefault(need.consumer, {})[k] = v
            world.assigned[(need.consumer, need.param.name)] = value
            world.picked[(need.consumer, need.param.name)] = pick_info(mock.output, value)
    return mock


def pick_info(output: Any, value: Any) -> dict[str, Any]:
    """How the record that holds `value` can be singled out among the records listed with it:
    `distinct` (fields no other record shares, for "the one named X") and `order` ("newest" or
    "oldest" by a datetime field), with `peers`, the number of other records."""
    record = _record_of(output, value)
    peers = _peers(output, record) if record is not None else []
    info: dict[str, Any] = {"value": value, "record": record, "peers": len(peers), "distinct": [], "order": None}
    if record is None or not peers:
        return info
    info["distinct"] = [(k, v) for k, v in record.items() if v != value and isinstance(v, (str, int)) and not isinstance(v, bool)
                        and all(x.get(k) != v for x in peers)][:3]
    for k, v in record.items():
        if isinstance(v, str) and _kind_of(k) in ("datetime", "date") and all(isinstance(x.get(k), str) for x in peers):
            if all(v > x[k] for x in peers):
                info["order"] = ("newest", k)
            elif all(v < x[k] for x in peers):
                info["order"] = ("oldest", k)
            break
    return info


def _peers(node: Any, record: dict) -> list[dict]:
    """The other records of the list that holds `record` ([] when it is not in a list)."""
    if isinstance(node, list):
        if any(x is record for x in node):
            return [x for x in node if isinstance(x, dict) and x is not record]
        children = node
    elif isinstance(node, dict):
        children = list(node.values())
    else:
        return []
    for child in children:
        hit = _peers(child, record)
        if hit:
            return hit
    return []


def _record_of(output: Any, value: Any) -> dict | None:
    """The record (object) of a result that holds `value`: what the user's words must single out."""
    if isinstance(output, dict):
        if any(v == value for v in output.values() if not isinstance(v, (dict, list))):
            return output
        children = list(output.values())
    elif isinstance(output, list):
        children = output
    else:
        return None
    for child in children:
        hit = _record_of(child, value)
        if hit is not None:
            return hit
    return None


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
    if any(q.name == key and q.folder for q in p.params) and _folder_for_file(need, value):
        return MISSING  # the folder a tree was drawn of is not the file to edit next
    return value if value is not MISSING and not isinstance(value, (dict, list)) and fits(need.param.item_schema, value) else MISSING


def _folder_for_file(need: Need, value: Any) -> bool:
    """A folder path (no extension) handed to a parameter that takes a file."""
    return (isinstance(value, str) and value.startswith("/") and bool(set(need.param.words) & PATH_WORDS)
            and not need.param.folder
            and "." not in value.rstrip("/").rsplit("/", 1)[-1] and not value.endswith(("Dockerfile", "Makefile")))


def _need_value(need: Need, args: dict[str, Any], rng: random.Random, world: World, ctx: tuple[str, str]) -> Any:
    schema = need.param.item_schema
    maker = ValueMaker(rng, context=ctx)
    maker.platformed = "platform" in args  # a GitHub/GitLab tool's project id is a number, in its results too
    if need.field is not None:  # the field echoes the producer's own argument: hand that on
        own = {singular(w) for w in words(ctx[0])}  # get_note(note_id) returns that note: its `id` is note_id
        echoed = next((v for k, v in args.items() if words(k) == need.field.words
                       or len(words(k)) == 2 and words(k)[1:] == need.field.words and words(k)[0] in own
                       and need.field.parent in ("", words(k)[0]) and need.field.words[-1:] in (["id"], ["key"], ["uuid"])), MISSING)
        if echoed is not MISSING and fits(schema, echoed) and fits(need.field.schema, echoed):
            return echoed
    if kinds.infer(need.param.name, schema, tool_name=ctx[0], tool_description=ctx[1]) == "table_name" and "sql" in contexts(*ctx):
        table = rng.choice(world.sql(rng).tables)
        if fits(schema, table):
            return table
    for _ in range(3):
        value = maker.make(schema, need.param.name, 0, need.param.words + (["dir"] if need.param.folder else []))
        if isinstance(value, str) and set(need.param.words) & PATH_WORDS and not need.param.folder:
            base = next((v for k, v in args.items() if isinstance(v, str) and v.startswith("/") and set(words(k)) & PATH_WORDS), None)
            joined = f"{base.rstrip('/')}/{value.rsplit('/', 1)[-1]}" if base else value
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


def _head_and_base(record: dict[str, Any], args: dict[str, Any]) -> None:
    """A pull/merge request merges the source branch it was given into the target (else the default
    branch): head and base are never the same branch."""
    def branch(*heads: str) -> Any:
        return next((v for k, v in args.items() if isinstance(v, str) and v and (words(k) or [""])[0] in heads
                     and set(words(k)) & {"branch", "head", "base", "ref"}), None)
    head, base = branch("source", "head", "from"), branch("target", "base", "into", "to")
    record["head"] = head or record["head"]
    record["base"] = base or ("main" if head else record["base"])  # no target given: the default branch
    if record["base"] == record["head"]:
        record["base"] = "develop" if record["head"] == "main" else "main"


def _set_path(out: Any, path: tuple[str, ...], value: Any) -> None:
    node, listed = out, None
    for i, key in enumerate(path):
        last = i == len(path) - 1
        if key == "[]":
            if not node:
                node.append({})
            listed, node = node, node[0]
            continue
        if last:
            node[key] = value
            for n, peer in enumerate(listed[1:] if last and isinstance(listed, list) else [], 2):
                if isinstance(peer, dict) and peer.get(key) == value and not isinstance(value, bool):  # the planted value is the pick's own
                    peer[key] = f"{value}-{n}" if isinstance(value, str) else value + n if isinstance(value, (int, float)) else peer[key]
        else:
            if not isinstance(node.get(key), (dict, list)):
                node[key] = [] if path[i + 1] == "[]" else {}
            node = node[key]


def _from_schema(p: Profile, args: dict[str, Any], values: list, rng: random.Random, record: dict | None = None):
    schema = p.tool.output_schema
    echo = {tuple(words(k)): v for k, v in (record or {}).items() if not isinstance(v, (dict, list))}
    echo.update({tuple(words(k)): v for k, v in args.items()})  # the entity the call names, as the world knows it
    handles = {tuple(words(k)[-1:]): v for k, v in args.items() if words(k) and words(k)[-1] in ECHO_HANDLES and len(words(k)) > 1}

    ctx = dict(tool_name=p.ctx[0], tool_description=p.ctx[1])
    by_kind: dict[str, list] = {}
    for k, v in args.items():
        if isinstance(v, str):
            by_kind.setdefault(arg_kind(p, k), []).append(v)

    def lookup(ws: list[str], sch: dict) -> Any:
        if ws in (["success"], ["ok"]) and fits(sch, True):
            return True  # a normal scenario's calls succeed; failures are kind "error"
        v = echo.get(tuple(ws), MISSING)
        if v is MISSING and ws:  # the one argument of the field's kind comes back there (an address geocoded)
            same = by_kind.get(kinds.infer("_".join(ws), sch, **ctx))
            if same and len(same) == 1 and kinds.infer("_".join(ws), sch, **ctx) in ECHO_KINDS:
                v = same[0]
        if v is MISSING and len(ws) == 1:
            v = handles.get(tuple(ws), MISSING)  # `pull_number` comes back as the record's `number`
        return v if v is not MISSING and fits(sch, v) else MISSING

    for attempt in range(6):
        placed = values if attempt < 4 else []
        out = ValueMaker(rng, lookup, 0.6 if attempt < 3 else 0.0, context=p.ctx).make(schema)
        try:
            for need, value in placed:
                if need.field is not None:
                    _set_path(out, need.field.path, value)
        except (TypeError, AttributeError, IndexError):
            continue
        agreed = copy.deepcopy(out)
        _agree(agreed, args)  # an echoed argument the schema refuses (status "blocked" where the output enum has none) is not forced
        for candidate in (agreed, out):
            if fits(schema, candidate):
                return [(n, v) for n, v in placed if n.field is not None], MockOutput(output=candidate, grounding="low")
    raise MockError(f"{p.name}: no mock valid against outputSchema")


def _keep_listed(world: World, noun: str, out: Any) -> None:
    """The records an example listing shows are the world's: a later delete or read of one gets it."""
    if isinstance(out, dict):
        for v in out.values():
            if isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
                for rec in v:
                    world.keep(noun, rec)


def _agree(out: Any, args: dict[str, Any]) -> None:
    """A result that holds a field of an argument's name holds the argument's value there (in its
    first record, when none has it): a created tag carries the message it was given."""
    from seer.kinds.audit import _record_nodes

    nodes = list(_record_nodes(out))
    for k, v in args.items():
        if isinstance(v, list) and v and all(isinstance(x, str) for x in v):  # cherry-pick a b: pickedCommits are a b
            last = singular(words(k)[-1]) if words(k) else ""
            for n in nodes:
                for f, x in n.items():
                    if f != k and isinstance(x, list) and x and all(isinstance(y, str) for y in x) and last \
                            and singular(words(f)[-1] if words(f) else "") == last:
                        n[f] = list(v)
            continue
        if isinstance(v, (dict, list, bool)) or v is None:
            continue
        held = [n for n in nodes if k in n and not isinstance(n[k], (dict, list))]
        if held and not any(n[k] == v for n in held) and type(held[0][k]) is type(v):
            held[0][k] = v


def _state_before(world: World, states: tuple[str, str], rng: random.Random) -> str:
    """A state read before the request starts or stops the thing is the state that step changes:
    "stopped" before a start, the running state before a stop (never "recording, now start recording")."""
    for q in world.plan[world.at + 1:]:  # the next step that changes it decides
        ws = {q.verb, *q.words}
        if ws & {"start", "begin", "resume"}:
            return states[1]
        if ws & {"stop", "end", "finish", "pause"}:
            return states[0]
    return rng.choice(states)


def _agreed(out: Any, args: dict[str, Any]) -> Any:
    _agree(out, args)  # git_tag(commit=X) lists the tags of X
    return out


def _free_text(name: str) -> bool:
    """A parameter holding prose (message, body, note), not echoed back in a receipt."""
    ws = words(name)
    return bool(ws) and ws[-1] in FREE_TEXT


VERB_STATE = {"delete": "deleted", "merge": "merged", "close": "closed", "reopen": "open", "archive": "archived", "resolve": "resolved",
              "approve": "approved", "cancel": "cancelled", "suspend": "suspended", "publish": "published"}
_TITLE_FIELDS = ("title", "summary", "subject")
CREATE_VERBS = frozenset("create add new make insert post open init clone upload submit".split())
FILE_KINDS = frozenset({"file_path", "repo_file"})
ECHO_KINDS = frozenset({"address", "repo", "owner", "k8s_namespace", "issue_key", "project_key", "table_name", "email",
                        "timezone", "place_id", "kv_key"})
PROSE = frozenset({"message", "body", "text", "title", "search_query"})
ECHO_HANDLES = frozenset("number id key name sha path url".split())


def _field_name(p: Profile, param: Param) -> str:
    ws = param.words
    if len(ws) > 1 and ws[0] in p.nouns:
        return "_".join(ws[1:])
    return param.name


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


def _holds(record: dict[str, Any], value: Any) -> bool:
    """The record already carries this handle as one of its own fields (its key, its id)."""
    return isinstance(value, (str, int)) and not isinstance(value, bool) and any(
        v == value and type(v) is type(value) and words(k)[-1:] in (["id"], ["key"], ["uuid"], ["sha"], ["number"], ["name"], ["path"])
        for k, v in record.items())


def _kind_of(key: str) -> str:
    return kinds.infer(key, {"type": "string"})


def arg_kind(p: Profile, name: str) -> str:
    """The kind of one of the call's (flat) arguments, read from its own schema and description."""
    param = next((x for x in p.params if x.name == name), None)
    if param is not None:
        return param_kind(p, param)
    return kinds.infer(name, {"type": "string"}, tool_name=p.ctx[0], tool_description=p.ctx[1])


_LINK_QUALIFIERS = frozenset("from to source target src dst destination parent child related other".split())


def _slot(record: dict[str, Any], p: Profile, param: Param, args: dict[str, Any] | None = None) -> str:
    """Where a need's value goes in a record: the field of the parameter's own name if the record
    has one (`place_id`), else a field of the same specific kind (a message's `ts` is the
    `timestamp` a reaction needs), else the name without the tool's noun (`channel_id` -> `id`)."""
    if param.name in record:
        return param.name
    if param.name == "name":  # delete_alias(name): the alias record's own `alias`
        head = next((n for n in [*param.entity, *p.nouns] if n in record), None)
        if head is not None:
            return head
    ws = param.words  # from_key, target_note_id, parent_id: the record's own key/id, not a new field
    if (len(ws) >= 2 and ws[0] in _LINK_QUALIFIERS and ws[-1] in record and ws[-1] in ("key", "id", "uuid", "sha")
            and all(w in p.nouns for w in ws[1:-1]) and record[ws[-1]] not in (args or {}).values()):
        return ws[-1]
    kw = dict(tool_name=p.ctx[0], tool_description=p.ctx[1])
    want = kinds.infer(param.name, param.item_schema, **kw)
    if want not in kinds.FALLBACKS:
        for f, v in record.items():
            if (isinstance(v, (str, int)) and not isinstance(v, bool) and v not in (args or {}).values()  # not the call's own
                    and kinds.infer(f, {"type": _jtype(v)}, **kw) == want):
                return f
    return _field_name(p, param)


def _jtype(v: Any) -> str:
    return "string" if isinstance(v, str) else "integer"


def harmonise(node: Any, now: datetime | None = None) -> None:
    """Fields of one record that must agree: its datetime is written in its timezone (the
    world's present moment for a "current time" tool), its weekday is that datetime's weekday
    and its DST flag is what zoneinfo says."""
    if isinstance(node, list):
        for item in node:
            harmonise(item, now)
        return
    if not isinstance(node, dict):
        return
    keys = {_kind_of(k): k for k, v in node.items() if isinstance(v, str)}
    zone = node.get(keys.get("timezone", ""), None)
    stamp = keys.get("datetime")
    if stamp and kinds.plausible("datetime", node[stamp]):
        moment = now or datetime.fromisoformat(node[stamp].replace("Z", "+00:00"))
        if isinstance(zone, str) and kinds.plausible("timezone", zone):
            moment = moment.astimezone(ZoneInfo(zone))
            node[stamp] = moment.isoformat(timespec="seconds")
            dst = next((k for k in node if k in ("is_dst", "dst", "isDst", "daylight_saving") and isinstance(node[k], bool)), None)
            if dst:
                node[dst] = bool(moment.dst())
        if "weekday" in keys:
            node[keys["weekday"]] = moment.strftime("%A")
    _font_agrees(node)
    token = node.get("name")
    if isinstance(token, str) and isinstance(node.get("value"), str) and re.fullmatch(r"(color|spacing|radius|font\.size)\.[\w.]+", token):
        value = node["value"]
        if token.startswith("color.") and not value.startswith("#"):
            node["value"] = "#" + "%06x" % (sum(map(ord, token)) * 40503 % 0xFFFFFF)  # a colour token holds a colour
        elif not token.startswith("color.") and not value.endswith(("px", "rem")):
            h = sum(map(ord, token))
            node["value"] = f"{12 + 2 * (h % 6)}px" if token.startswith("font.") else f"{4 * (1 + h % 6)}px"  # a size token a size
    status = node.get("status")
    page_like = isinstance(status, int) and not isinstance(status, bool) and 100 <= status < 600 or set(node) <= _TAB_KEYS
    if isinstance(node.get("title"), str) and isinstance(node.get("url"), str) and page_like and kinds.plausible("url", node["url"]):
        from seer.kinds.web import page_title

        node["title"] = page_title(node["url"])  # a page's title is the page's, not a ticket's
    for flag, on in list(node.items()):  # `conflicts: false` lists no conflicted files; `has_errors: false` no errors
        if isinstance(on, bool):
            stem = singular(words(flag)[-1]) if words(flag) else ""
            for k, v in node.items():
                if not on and isinstance(v, list) and len(stem) > 3 and k != flag and any(w.startswith(stem) for w in words(k)):
                    node[k] = []
    for k, v in list(node.items()):  # one current branch (or tab), and the listing's currentBranch is that one
        if isinstance(v, list) and v and all(isinstance(x, dict) and isinstance(x.get("current"), bool) for x in v):
            named = next((f for f in node if words(f)[:1] == ["current"] and isinstance(node[f], str)), None)
            head = next((x for x in v if named and x.get("name") == node[named]), None) or next((x for x in v if x["current"]), v[0])
            for x in v:
                x["current"] = x is head
            if named and isinstance(head.get("name"), str):
                node[named] = head["name"]
    if isinstance(node.get("upstream"), str) and node["upstream"].startswith("origin/") and isinstance(node.get("name"), str):
        node["upstream"] = f"origin/{node['name']}"
    clean = next((k for k in node if words(k) in (["is", "clean"], ["clean"]) and isinstance(node[k], bool)), None)
    if clean:  # a working tree with staged files or conflicts is not clean
        node[clean] = not any(isinstance(v, list) and v for k, v in node.items()
                              if set(words(k)) & {"staged", "unstaged", "untracked", "conflicts", "conflicted", "modified", "changes"})
    for v in node.values():
        if isinstance(v, (dict, list)):
            harmonise(v, now)


# the fields of a browser tab or window record: its title is its page's
_TAB_KEYS = frozenset({"id", "url", "title", "handle", "index", "active", "current", "browser", "type", "tab_id", "window_id",
                       "target_id", "targetId", "session_id", "favicon", "favIconUrl", "is_current", "selected"})
_FONT = re.compile(r"([A-Z][A-Za-z]+)-(Regular|Bold|Medium|Italic|Light|Semibold|SemiBold|Black|Thin|MT)")


def _font_agrees(node: dict[str, Any]) -> None:
    """A font record's family and style are its PostScript name's (Inter-Bold: Inter, Bold)."""
    if "family" not in node and "style" not in node:
        return
    name = next((node[k] for k in ("name", "font", "postscript_name", "postScriptName") if isinstance(node.get(k), str)), None)
    m = _FONT.fullmatch(name) if name else None
    if m is None:
        return
    if isinstance(node.get("family"), str):
        node["family"] = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", m[1])
    if isinstance(node.get("style"), str):
        node["style"] = "Regular" if m[2] == "MT" else m[2]
    for k in ("font",):
        if k in node and node[k] != name and isinstance(node[k], str):
            del node[k]  # a second font name inside one font's record


_INSTRUCTIONS = frozenset({"action", "mode", "operation", "op", "dry_run", "dryRun", "force", "timeout", "confirm", "wait",
                           "include_print_info", "include_comments", "verbose", "async"})


def _apply(p: Profile, record: dict[str, Any], args: dict[str, Any], prose: bool) -> None:
    """Arguments that name a field of the record set it: `name`, `pull_number` -> `number`,
    `table_name` -> `name`, `issue_key` -> `key`; prose (title, body) only for writes."""
    for k, v in args.items():
        if prose and isinstance(v, dict) and set(words(k)) & ({"document", "doc", "record", "row", "entry"} | set(p.nouns)):
            record.update({f: x for f, x in v.items() if isinstance(x, (str, int, float)) and f not in ("id", "key")})
            continue  # index_document(document={title...}) wrote that document: the receipt shows its fields
        if isinstance(v, (dict, list)) or v is None or (_free_text(k) and not prose):
            continue
        if k in _INSTRUCTIONS and k not in record:
            continue  # relink, dry_run, timeout: how the call ran, no property the thing keeps for later reads
        ws = words(k)
        target = k if k in record else next((f for f in record if ws and ws[-1] == f and ws[-1] in ECHO_HANDLES
                                              and (len(ws) == 1 or singular(ws[-2]) in p.nouns)), None)  # a session_id is no tab's id
        if target is None and ws[-1:] == ["id"] and set(ws[:-1]) & {"mr", "pr", "pull", "merge"} and "number" in record \
                and str(v).isdigit():
            target, v = "number", int(v) if isinstance(record["number"], int) else v  # close_merge_request(mr_id=625) closes !625
        prose_arg = kinds.infer(k, {"type": "string"}) in PROSE
        if target is None and k == "name" and "name" not in record and any(n in record for n in p.nouns):
            target = next(n for n in p.nouns if n in record)  # an alias's name is its `alias`
        if (target is None and ws and ws[-1] in p.nouns and "name" in record and "name" not in args and not prose_arg
                and not any(words(a)[-1:] == ["name"] for a in args)):  # `base_branch` does not rename `branch_name`
            target = "name"  # `repo`: the repository's name
        if target is None and prose_arg and prose and ws and ws[-1] in set(p.nouns) | FREE_TEXT:
            target = next((f for f in ("body", "text", "content") if f in record), None)  # a comment's words are its body
        record[target or k] = v


def _filters(args: dict[str, Any]) -> dict[str, Any]:
    """Scalar arguments a listing's items share (namespace, owner, state), not paging or limits."""
    return {k: v for k, v in args.items() if isinstance(v, (str, int)) and not isinstance(v, bool) and not _free_text(k)
            and not set(words(k)) & {"limit", "max", "count", "top", "size", "page", "per", "offset", "cursor", "sort",
                                     "order", "direction", "since", "until", "output", "format", "query", "q"}}


NOT_PLURAL = frozenset({"details", "status", "contents", "settings", "stats", "analytics", "metrics", "progress", "access"})


def _inferred(p: Profile, args: dict[str, Any], values: list, rng: random.Random, world: World) -> dict[str, Any]:
    kw = dict(tool_name=p.ctx[0], tool_description=p.ctx[1])
    ctx = p.ctx if "platform" not in args or "code" in contexts(*p.ctx) else (p.ctx[0], f"(git) {p.ctx[1]}")  # create_project(platform=gitlab)
    noun = entity_noun(p.nouns, args, lambda k: arg_kind(p, k), p.words, contexts(*ctx))
    if not known_noun(noun, ctx) and (p.verb in ("search", "query") or "search" in p.words):
        noun = "match" if "kv" in contexts(*ctx) else "hit" if "search" in contexts(*ctx) else noun  # what a search returns
    shown = DISPLAY.get(noun, noun)
    plural_name = bool(p.words) and p.words[-1].endswith("s") and p.words[-1] not in NOT_PLURAL  # "details" is one record's
    if p.read and noun not in ("diff", "status") and (p.verb in LISTING_VERBS or plural_name or set(p.words) & LISTING_NOUNS):
        n = rng.randint(2, 4)
        cap = [v for k, v in args.items() if set(words(k)) & {"limit", "max", "count", "top", "size"}
               and isinstance(v, int) and not isinstance(v, bool) and v >= 1]
        n = min([n, *cap])  # a listing honours the limit it was asked for
        if set(p.nouns) & {"directory", "folder", "dir", "tree"} and "allowed" not in p.words:
            noun = shown = "file"  # what a folder lists: its entries
        earlier = [id(r) for r in world.records.get(noun, [])]
        records = world.listing(noun, n, rng, ctx)
        shared = _filters(args)
        folder = next((v for k, v in args.items() if isinstance(v, str) and (arg_kind(p, k) == "dir_path" or arg_kind(p, k)
                       == "file_path" and noun == "file" and "." not in v.rsplit("/", 1)[-1])), None)
        project = next((v for k, v in args.items() if isinstance(v, str) and "project" in words(k) and re.fullmatch(r"[A-Z][A-Z0-9]{1,9}", v)), None)
        if project:  # tickets shown before belong to their own projects: a project's listing holds its own
            own = [r for r in records if id(r) not in earlier or str(r.get("key", "")).startswith(project + "-")]
            records = own or records
            _project_keys(project, values)
        listed = {k: v for k, v in args.items() if isinstance(v, list) and v and all(isinstance(x, str) for x in v) and not _free_text(k)}
        query = next((v for k, v in args.items() if isinstance(v, str) and arg_kind(p, k) in ("search_query", "person")), None)
        for rec in records:
            for k, v in shared.items():
                if (k in rec or k == "index" and "_index" in rec) and k != "path":
                    rec["_index" if k not in rec else k] = v  # an index's hits come from that index
            for k, v in listed.items():  # status: [resolved, closed]: the items are in one of those
                if k in rec and not isinstance(rec[k], (list, dict)):
                    rec[k] = rng.choice(v)
            if project and isinstance(rec.get("key"), str) and re.fullmatch(r"[A-Z][A-Z0-9]*-\d+", rec["key"]):
                rec["key"] = f"{project}-{rec['key'].split('-')[1]}"  # a project's tickets carry its key
            if folder and isinstance(rec.get("path"), str):  # a folder's entries live in the folder
                rec["path"] = f"{folder.rstrip('/')}/{rec['path'].rstrip('/').rsplit('/', 1)[-1]}"
        if query is None:  # a search body's match: {"query": {"match": {"title": "pricing page"}}}
            query = next((m for v in args.values() if isinstance(v, dict) for m in _match_text(v)), None)
        if query and records and isinstance(records[0].get("name"), str) and noun in ("user", "member") and " " in query \
                and id(records[0]) not in earlier:
            records[0]["name"] = query  # a people search finds the person named
            _person_agrees(records[0])
        elif query and records and isinstance(records[0].get("title"), str) and len(query) <= 40 and id(records[0]) not in earlier:  # one title per record
            records[0]["title"] = f"{query[:1].upper()}{query[1:]}: {rng.choice(('notes', 'checklist', 'runbook', 'FAQ', 'known issues'))}"
        if folder:  # two entries of one folder never share a name
            records = [r for i, r in enumerate(records) if all(r.get("path") != q.get("path") for q in records[:i])]
        pattern = next((v for k, v in args.items() if isinstance(v, str) and v and ("pattern" in words(k)
                        or arg_kind(p, k) in ("glob", "kv_pattern"))), None)
        head = next((f for f in FIELDS.get(noun, []) if records and isinstance(records[0].get(f), str)), None)
        if pattern and head == "path" and any(c in pattern for c in "*?") and not pattern.startswith("/"):
            base = folder or next((v for k, v in args.items() if isinstance(v, str) and v.startswith("/") and "." not in v.rsplit("/", 1)[-1]), None)
            if base:  # search_files(path, "docs/**/*.md"): files under the path that the pattern matches
                for n, rec in enumerate(records):
                    name = ("setup", "release-notes", "api", "index", "faq")[n % 5]
                    rec["path"] = f"{base.rstrip('/')}/" + pattern.replace("**/", "guides/").replace("**", "guides").replace("*", name, 1).replace("*", "").replace("?", "x")
                records = [r for i, r in enumerate(records) if all(r["path"] != q["path"] for q in records[:i])]
                for i, (need, value) in enumerate(values):  # the file a later call reads is one the search found
                    if _slot(records[0], p, need.param, args) == "path":
                        values[i] = (need, records[0]["path"])
        if pattern and head and head != "path":
            records = _matching(records, head, pattern, rng)
            for i, (need, value) in enumerate(values):  # the value handed on is a listed one, so it matches too
                if _slot(records[0], p, need.param, args) == head:
                    values[i] = (need, records[0][head])
        for need, value in values:
            slot = _slot(records[0], p, need.param, args)
            records[0][slot] = value
            records = [r for i, r in enumerate(records) if i == 0 or r.get(slot) != value]  # no twin of the one handed on
        items = copy.deepcopy(records)
        rng.shuffle(items)
        agree.one_id_form(items, [v for _, v in values])  # doc_… and id_… in one listing: one kind of id
        if noun == "log" and all(isinstance(r.get("timestamp"), str) for r in items):
            items.sort(key=lambda r: r["timestamp"])  # a log reads in time order, lines of one session minutes apart
            if kinds.plausible("datetime", items[0]["timestamp"]):
                gaps = [rng.randint(2, 240) for _ in items]
                at = world.now(rng) - timedelta(seconds=sum(gaps))  # the last line just before the scenario's now
                for r, gap in zip(items, gaps):
                    r["timestamp"] = at.strftime("%Y-%m-%dT%H:%M:%SZ")
                    at += timedelta(seconds=gap)
        scored = next((k for k in ("_score", "score") if items and all(isinstance(r.get(k), (int, float)) for r in items)), None)
        if scored and query:  # hits come best first, and the best is the one about the words searched for
            best = sorted((r[scored] for r in items), reverse=True)
            about = next((x for x in items if str(query).lower() in str(x.get("title", "")).lower()), None)
            items.sort(key=lambda r: r is not about)
            for r, sc in zip(items, best):
                r[scored] = sc
        return {plural(shown): items, "total": len(items)}
    record = world.page if noun == "page" and world.page is not None else world.named(noun, args)  # the page the browser is on
    if record is None and p.read and set(p.words) & {"current", "active", "selected"} and world.records.get(noun) and noun not in world.current:
        record = world.records[noun][0]  # the current tab is one of the tabs listed
    if record is None and noun in world.current and p.verb not in CREATE_VERBS and (
            (set(p.words) | set(words(p.clause))) & {"current", "active", "selected"} or not _handles(p, args)):
        record = world.current[noun]  # "export the active document": the one the request last opened, made or read
    if record is None and values and p.read:  # the value handed on names a record already shown (a listed file's info)
        record = world.named(noun, {f"_{i}": v for i, (_, v) in enumerate(values)})
    listed_files = next((v for k, v in args.items() if isinstance(v, list) and v and all(isinstance(x, str) for x in v)
                         and arg_kind(p, k) in ("repo_file", "file_path")), None)
    if noun == "file" and not p.read and listed_files is not None and not values:  # git add a b: what was added
        return {"ok": True, "action": p.verb, "files": list(listed_files), "completed_at": world.now(rng).strftime("%Y-%m-%dT%H:%M:%SZ")}
    if record is not None and not p.read and p.verb in CREATE_VERBS:
        record = None  # a create makes a new record, never the one its base/parent argument names
    now = world.now(rng).strftime("%Y-%m-%dT%H:%M:%SZ")
    related = agree.relation_receipt(p, args, now)
    if related is not None:  # link A to B: the link, not a third ticket
        src, _dst = agree.ends(p, args)
        values[:] = [(n, src[1] if words(n.param.name)[-1:] == words(src[0])[-1:] else v) for n, v in values]  # a key handed on is one of its ends
        for need, value in values:
            if value not in related["link"].values():
                related[_field_name(p, need.param)] = value
        return related
    if record is None and not known_noun(noun, ctx):
        return _unknown(p, noun, shown, args, values, rng, world, now)
    if record is None:
        record = world.keep(noun, world.new_record(noun, rng, ctx))
        if not p.read and p.verb in CREATE_VERBS:
            initial(noun, record)
            world.created.add(id(record))
            for f in ("created_at", "updated_at", "modified_at"):
                if f in record:
                    record[f] = now
    world.current[noun] = record
    _apply(p, record, args, prose=not p.read)
    _copy_named(p, record, args, world, noun)
    project = next((v for k, v in args.items() if isinstance(v, str) and "project" in words(k) and re.fullmatch(r"[A-Z][A-Z0-9]{1,9}", v)), None)
    if project:  # a ticket made in project UMCY is UMCY-123, and so is the key handed on from it
        _project_keys(project, values)
        if isinstance(record.get("key"), str) and re.fullmatch(r"[A-Z][A-Z0-9]*-\d+", record["key"]):
            record["key"] = f"{project}-{record['key'].split('-')[1]}"
    if not p.read:  # a ticket opened with a title has that summary (one thing, two field names)
        said_title = next((args[k] for k in _TITLE_FIELDS if isinstance(args.get(k), str)), None)
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
            record[ws[0]] = " ".join(x.capitalize() for x in re.split(r"[._-]+", v.split("@")[0]) if x)
    described = next((v for k, v in args.items() if isinstance(v, str) and arg_kind(p, k) == "ui_text"), None)
    if noun == "element" and described and "text" in record:
        record["text"] = described  # the element the user described is the one hovered
    if noun == "stream" and isinstance(record.get("name"), str) and "indices" in record:
        record["indices"] = [f".ds-{record['name']}-{now[:10].replace('-', '.')}-000001"]
    if "head" in record and "base" in record:
        _head_and_base(record, args)
    if noun == "commit":  # git_show of a revision is that commit, with its diff
        rev = next((k for k, v in args.items() if isinstance(v, str) and arg_kind(p, k) == "sha"), None)
        if rev:
            record["sha"] = record.pop(rev)
        if p.verb == "show" or "show" in p.words:
            from seer.generate.symbolic.world import _unified_diff

            record.setdefault("diff", _unified_diff(rng))
    moved_to = next((v for k, v in args.items() if isinstance(v, str) and set(words(k)) & {"destination", "dest", "target", "to"}), None)
    if moved_to and "path" in record and p.verb in ("move", "rename", "copy"):
        record["path"] = moved_to  # a move's result is the file where it now is
    typed = next((v for k, v in args.items() if isinstance(v, str) and arg_kind(p, k) == "k8s_kind"), None)
    if typed and "kind" in record:
        record["kind"] = K8S_CANONICAL.get(typed.lower().rstrip("s"), K8S_CANONICAL.get(typed.lower(), typed))
    state = VERB_STATE.get(p.verb)
    for f in ("state", "status"):
        if state and f in record:
            record[f] = state
    if p.verb in ("delete", "remove", "drop") and not p.read:  # gone: no later listing shows it again
        pool = world.records.get(noun, [])
        world.records[noun] = [r for r in pool if r is not record]
    for need, value in values:
        if not _holds(record, value):  # get_ticket(key) hands on its key: no from_key beside it
            record[_slot(record, p, need.param, args)] = value
    if p.read:
        return {shown: copy.deepcopy(record)}
    said = next((v for k, v in args.items() if k in ("action", "mode", "operation", "op") and isinstance(v, str) and v), None)
    receipt: dict[str, Any] = {"ok": True, "action": said or p.verb, shown: copy.deepcopy(record), "completed_at": now}
    for need, value in values:
        if value not in record.values():  # the record holds it already: no stray copy beside it
            receipt[_field_name(p, need.param)] = value
    return receipt


def _project_keys(project: str, values: list) -> None:
    """Issue keys handed on from a project's call carry that project's key (PROJ-123 -> UMCY-123)."""
    values[:] = [(need, f"{project}-{v.split('-')[1]}" if isinstance(v, str) and re.fullmatch(r"[A-Z][A-Z0-9]*-\d+", v)
                  and not v.startswith(project + "-") else v) for need, v in values]


def _handles(p: Profile, args: dict[str, Any]) -> bool:
    """The call names a thing (an id, a key, a path, a name): it is not about "the current one"."""
    return any(isinstance(v, (str, int)) and not isinstance(v, bool) and (k in HANDLE_ARGS or words(k)[-1:] in (["id"], ["uuid"], ["key"], ["path"], ["name"], ["url"]))
               for k, v in args.items())


def _api_body(path: str, rng: random.Random) -> dict[str, Any]:
    """What an Elasticsearch-style REST path answers (cluster health, node stats, a count, a search)."""
    if "health" in path:
        return {"cluster_name": "prod-eu-1", "status": rng.choice(("green", "yellow")), "number_of_nodes": 3, "active_shards": rng.randint(10, 90)}
    if "_nodes" in path:
        return {"_nodes": {"total": 3, "successful": 3, "failed": 0}, "cluster_name": "prod-eu-1"}
    if "_count" in path:
        return {"count": rng.randint(10, 90_000)}
    if "_search" in path:
        return {"took": rng.randint(2, 40), "hits": {"total": {"value": rng.randint(0, 500)}, "hits": []}}
    if "_cat" in path:
        return {"indices": [{"index": "orders-2024.01", "health": "green", "docs.count": str(rng.randint(10, 90_000))}]}
    return {"acknowledged": True}


def _match_text(body: Any) -> list[str]:
    """The texts a query DSL body matches on (match / match_phrase / query_string)."""
    out: list[str] = []
    if isinstance(body, dict):
        for k, v in body.items():
            if k in ("match", "match_phrase") and isinstance(v, dict):
                out += [x if isinstance(x, str) else x.get("query") for x in v.values() if isinstance(x, str) or isinstance(x, dict) and isinstance(x.get("query"), str)]
            elif k == "query_string" and isinstance(v, dict) and isinstance(v.get("query"), str):
                out.append(v["query"])
            else:
                out += _match_text(v)
    return out


_FILL = ("2024.01", "2024.02", "eu", "v2", "archive", "prod", "2025.06")


def _matching(records: list[dict], head: str, pattern: str, rng: random.Random) -> list[dict]:
    """Listed records whose name the call's pattern matches: `orders-*` lists orders-2024.01,
    orders-eu; a pattern without a wildcard names one record."""
    import fnmatch

    if not any(c in pattern for c in "*?["):
        records[0][head] = pattern
        return records[:1]
    fills = list(_FILL)
    rng.shuffle(fills)
    seen: set[str] = set()
    for rec, fill in zip(records, fills):
        if not fnmatch.fnmatchcase(str(rec[head]), pattern):
            rec[head] = re.sub(r"\[[^\]]*\]", "a", pattern).replace("*", fill, 1).replace("*", "").replace("?", "x")
    out = []
    for rec in records:
        if rec[head] not in seen:
            seen.add(rec[head])
            out.append(rec)
    return out


_VERDICT_VERBS = frozenset({"verify", "assert", "validate", "expect"})
_CHECK_WORDS = frozenset({"check", "checks", "preflight", "audit", "lint", "linter", "scan"})  # preflight_check: a verdict, no record


def _unknown(p: Profile, noun: str, shown: str, args: dict[str, Any], values: list, rng: random.Random, world: World,
             now: str) -> dict[str, Any]:
    """A thing of no known shape: a read returns a value of the noun's own kind (a page's text is
    text), else a named record; an action's receipt echoes what it was asked (a create adds an id)."""
    ctx = p.ctx
    own = readings.modelled(p, noun, args, rng, "design" in contexts(*ctx)) if not values else None
    if own is not None:  # a tree of nodes, a wait's duration, figures, tokens, a contrast ratio: no echo, no invented record
        return own
    record: dict[str, Any] = {}
    if not p.read and p.verb in CREATE_VERBS:
        record["id"] = field_value(noun, "id", rng, ctx)
    _apply(p, record, args, prose=not p.read)
    for need, value in values:
        if not _holds(record, value):  # get_ticket(key) hands on its key: no from_key beside it
            record[_slot(record, p, need.param, args)] = value
    if p.read and (noun == "status" or "status" in p.words):  # a server's, job's or recording's status: its state
        out: dict[str, Any] = {"status": rng.choice(("queued", "rendering", "done")) if set(p.words) & {"render", "job", "queue"}
                               else _state_before(world, ("recording", "stopped"), rng) if set(p.words) & {"recording", "record"}
                               else rng.choice(("ready", "connected", "idle"))}
        if "version" in words(p.tool.description):
            out["version"] = kinds.make("version", rng)
        return {**out, **record}
    if p.read:
        kind = kinds.infer(noun, {"type": "string"}, tool_name=p.ctx[0], tool_description=p.ctx[1])
        if kind in ("count", "number") or noun in ("number", "count", "total", "size", "length"):
            return {**record, "count": rng.randint(0, 5_000)}  # "get the number of indexed keys": a number
        if p.verb in _VERDICT_VERBS:  # a check answers with its verdict beside what it checked
            return {"status": "passed", **copy.deepcopy(record)}
        if set(p.words) & _CHECK_WORDS and not args:  # preflight_check(): the verdict on the document, no invented record
            issues = rng.choice((0, 0, 1, 2))
            return {"status": "warnings" if issues else "passed", "issues": issues}
        if (kind in kinds.FALLBACKS or kind == "boolean") and record and not p.verb in LISTING_VERBS:
            return {shown: copy.deepcopy(record)}  # a wait or check on what it was given: that, no invented entity
        if kind in kinds.FALLBACKS or kind == "boolean":
            record = {"id": field_value(noun, "id", rng, ctx), "name": field_value(noun, "name", rng, ctx), **record}
            world.keep(noun, record)
            return {shown: copy.deepcopy(record)}
        return {shown: kinds.make(kind, rng, hint=noun), **{k: v for k, v in record.items() if k != shown}}
    said = next((v for k, v in args.items() if k in ("action", "mode", "operation", "op") and isinstance(v, str) and v), None)
    receipt: dict[str, Any] = {"ok": True, "action": said or p.verb}
    if record:
        receipt[shown] = copy.deepcopy(world.keep(noun, record))
    receipt["completed_at"] = now
    for need, value in values:
        receipt[_field_name(p, need.param)] = value
    return receipt


def _domain(p: Profile, args: dict[str, Any], values: list, rng: random.Random, world: World) -> Any:
    """Results whose shape the kinds of the arguments decide: SQL runs on the world's database,
    a table is described from it, a time tool converts with zoneinfo."""
    ctx = p.ctx
    by_kind = {arg_kind(p, k): (k, v) for k, v in args.items() if isinstance(v, str)}
    many = next((v for k, v in args.items() if isinstance(v, list) and v and all(isinstance(x, str) for x in v)
                 and arg_kind(p, k) in FILE_KINDS), None)
    if many is not None and p.read and set(p.nouns) & {"file", "content", "contents"}:
        out = {"files": [{"path": f, "content": world.file_text(f, rng)} for f in dict.fromkeys(many)]}
        for need, v in values:
            out.setdefault(need.param.name, v)
        return out
    sql_ctx = "sql" in contexts(*ctx)
    sql_arg = next((v for kind, (_, v) in by_kind.items() if kind in SQL_KINDS), None)
    if sql_arg is not None and sql_ctx:
        return world.sql(rng).run(sql_arg)
    if sql_ctx and "table" in p.nouns:
        db = world.sql(rng)
        table = by_kind.get("table_name", (None, None))[1]
        if table in db.tables:
            return {"table": table, "columns": db.describe(table)}
        if p.read and not values:
            return {"tables": [{"name": t} for t in db.tables]}
    path = next((v for kind, (_, v) in by_kind.items() if kind in FILE_KINDS and "." in v.rsplit("/", 1)[-1]), None)
    if path is not None and set(p.nouns) & {"file", "content", "contents"} and (p.read or not values):
        written = next((v for k, v in args.items() if isinstance(v, str) and set(words(k)) & {"content", "contents", "text", "body", "data"}), None)
        if written is not None and not p.read:
            world.files[path] = written
            return {"ok": True, "path": path, "bytes_written": len(written.encode())}
        if p.read:
            text = world.file_text(path, rng)
            out = {"name": path.rsplit("/", 1)[-1], "path": path, "size": len(text.encode()), "encoding": "utf-8", "content": text}
            for need, v in values:
                out.setdefault(need.param.name, v)
            return out
    api = by_kind.get("api_path", (None, None))[1]
    if api is not None and not values:  # a raw API passthrough answers as the API does
        return {"status": 200, "path": api, "body": _api_body(api, rng)}
    if "search" in contexts(*ctx) and set(p.words) & {"mapping", "mappings"} and p.read:
        index = next((v for k, v in args.items() if isinstance(v, str) and "index" in words(k)), "orders-2024.01")
        fields = dict(rng.sample([("title", {"type": "text"}), ("status", {"type": "keyword"}), ("created_at", {"type": "date"}),
                                  ("amount", {"type": "float"}), ("customer_id", {"type": "keyword"}), ("tags", {"type": "keyword"}),
                                  ("description", {"type": "text"}), ("quantity", {"type": "integer"})], 4))
        return {index: {"mappings": {"properties": fields}}}  # what GET <index>/_mapping answers
    if "kv" in contexts(*ctx):
        shaped = _kv(p, args, values, by_kind, rng, world)
        if shaped is not None:
            return shaped
    if "maps" in contexts(*ctx) and not values:
        shaped = _maps(p, args, rng)
        if shaped is not None:
            return shaped
    script = by_kind.get("script", (None, None))[1]
    if script is not None and "browser" in contexts(*ctx) | {"browser"} and not values:
        return {"result": _script_result(script, world, rng)}
    url = by_kind.get("url", (None, None))[1]
    if url is not None and set(p.words) & {"navigate", "goto", "open", "visit", "go"} and not values:
        from seer.kinds.web import page_title

        world.page = {"url": url, "title": page_title(url), "status": 200}
        return dict(world.page)
    zones = [v for k, v in args.items() if isinstance(v, str) and kinds.infer(k, {"type": "string"}) == "timezone"
             and kinds.plausible("timezone", v)]
    if zones and not values:
        at = next((v for kind, (_, v) in by_kind.items() if kind == "time" and kinds.plausible("time", v)), None)
        return _time_result(zones, at, world.now(rng))
    return None


def _kv(p: Profile, args: dict[str, Any], values: list, by_kind: dict, rng: random.Random, world: World) -> Any:
    """A key-value store: SET stores, GET returns what was stored (or a value that fits the key),
    DEL counts what it removed, KEYS/SCAN lists keys the pattern matches."""
    from seer.kinds.data import key_like

    key = by_kind.get("kv_key", (None, None))[1] or args.get("key")
    from seer.kinds.data import kv_group

    if isinstance(key, str) and kv_group(p.tool.name) == 0 and p.read and not values and set(p.words) & {"lrange", "range", "elements"}:
        stored = world.kv.get(key)
        items = stored if isinstance(stored, list) else [_kv_value(key, rng) for _ in range(rng.randint(2, 4))]
        world.kv[key] = items
        return {"key": key, "elements": list(items)}  # LRANGE: the list's elements
    group = kv_group(p.tool.name)
    if isinstance(key, str) and group in (2, 3) and p.read and not set(p.words) & {"sismember", "zscore", "score"}:
        stored = world.kv.get(key)
        items = stored if isinstance(stored, list) else _members(key, rng)
        world.kv[key] = items
        for i, (need, v) in enumerate(values):  # a later SREM/ZSCORE takes one of the members listed
            if need.param.name in ("value", "member", "values", "members"):
                values[i] = (need, items[0] if not isinstance(v, list) else items[:1])
        if group == 2:
            return {"key": key, "members": list(items)}  # SMEMBERS: the set's members
        scores = sorted((rng.randint(10, 5_000) for _ in items), reverse=True)
        return {"key": key, "members": [{"member": m, "score": sc} for m, sc in zip(items, scores)]}  # ZRANGE
    field = next((v for k, v in args.items() if isinstance(v, str) and v != key and k in ("key", "field") and arg_kind(p, k) == "name"), None)
    value = next((v for k, v in args.items() if k in ("value", "data", "content")), None)
    if field is not None and isinstance(key, str):  # a hash's field (HSET/HGET name key): stored under both
        slot = f"{key}\x00{field}"
        key_arg = next((k for k, v in args.items() if v == key), "name")
        field_arg = next((k for k, v in args.items() if v == field), "field")  # named as the call names them
        if value is not None and not p.read:
            world.kv[slot] = value
            return {"ok": True, key_arg: key, field_arg: field, "result": 1}
        if p.read and not values:
            world.kv.setdefault(slot, _field_value(field, rng))
            return {key_arg: key, field_arg: field, "value": world.kv[slot]}
    pattern = by_kind.get("kv_pattern", (None, None))[1]
    if pattern is not None and p.read:
        keys = list(dict.fromkeys(key_like(pattern, rng) for _ in range(rng.randint(2, 4))))
        for i, (need, v) in enumerate(values):  # the key a later call uses is one the pattern matches
            if fits(need.param.item_schema, keys[0]):
                values[i] = (need, keys[0])
        return {"keys": keys, "count": len(keys)}
    if isinstance(key, list) and not p.read:
        for k in key:
            world.kv.pop(k, None)
        return {"deleted": len(key)}
    if not isinstance(key, str):
        return None
    stored = next((v for need, v in values if set(need.param.words) & {"value", "data", "content"}), None)
    if values and not (p.read and stored is not None and len(values) == 1):
        return None
    if stored is not None:
        world.kv[key] = stored  # a later call carries on what this read returns
    if value is not None and not p.read:
        world.kv[key] = value
        return {"ok": True, "key": key, "result": "OK"}
    if p.read:
        if key not in world.kv:
            world.kv[key] = _kv_value(key, rng)
        return {"key": key, "value": world.kv[key]}
    if p.verb not in ("delete", "del", "remove", "unlink", "clear", "drop", "flush", "purge") and not set(p.words) & {"del", "hdel", "xdel", "srem", "zrem", "lrem"}:
        return None  # zadd/xadd/hset without a `value` argument: the inferred receipt, never a DEL's count
    world.kv.pop(key, None)
    return {"deleted": 1}


def _field_value(field: str, rng: random.Random) -> Any:
    """What a hash field holds: a status word, a score, an email, a login time."""
    ws = set(words(field))
    if ws & {"status", "state"}:
        return rng.choice(("active", "pending", "disabled"))
    if ws & {"score", "count", "points", "visits", "age"}:
        return str(rng.randint(1, 2_000))
    if ws & {"login", "seen", "at", "updated", "created"}:
        return kinds.make("datetime", rng)
    if "email" in ws:
        return kinds.make("email", rng)
    if "name" in ws:
        return kinds.make("person", rng)
    return _kv_value(field, rng)


_MEMBERS = (("tags:", ("backend", "release", "security", "performance", "onboarding", "billing")),
            ("online:", ("user:1042", "user:2210", "user:3187", "user:4410", "user:5021")),
            ("blocked:", ("203.0.113.7", "198.51.100.23", "192.0.2.44", "203.0.113.91")),
            ("trending:", ("product:sku-1048", "product:sku-2210", "product:sku-3391", "product:sku-4127")),
            ("", ("player:ana", "player:kofi", "player:lena", "player:dana", "player:farah")))


def _members(key: str, rng: random.Random) -> list[str]:
    """What a Redis set or sorted set holds, by what its key says (tags, user ids, IPs, products)."""
    pool = next(vals for prefix, vals in _MEMBERS if key.startswith(prefix))
    return rng.sample(pool, rng.randint(2, min(4, len(pool))))


def _kv_value(key: str, rng: random.Random) -> str:
    import json

    if "profile" in key or key.startswith("user:"):
        return json.dumps({"name": kinds.make("person", rng), "plan": rng.choice(("free", "pro", "team"))})
    if "cart" in key or "items" in key:
        return json.dumps([{"sku": f"SKU-{rng.randint(1000, 9999)}", "qty": rng.randint(1, 3)}])
    if "rate_limit" in key or "count" in key:
        return str(rng.randint(1, 120))
    if "flag" in key:
        return json.dumps({"new_checkout": True, "dark_mode": False})
    if "email" in key:  # a mail queue's entry
        return json.dumps({"to": kinds.make("email", rng), "template": rng.choice(("welcome", "password-reset", "invoice"))})
    if "job" in key:
        return f"job:{rng.randint(1000, 9999)}"
    if key.startswith(("tags:", "online:", "blocked:")):
        return rng.choice(("backend", "release", "user:1042", "user:2210", "203.0.113.7", "198.51.100.23"))
    return kinds.make("text", rng)


def _maps(p: Profile, args: dict[str, Any], rng: random.Random) -> Any:
    from seer.generate.symbolic import geoworld

    mode = args.get("mode") if isinstance(args.get("mode"), str) else "driving"
    if isinstance(args.get("origins"), list) and isinstance(args.get("destinations"), list):
        return geoworld.distance_matrix(args["origins"], args["destinations"], mode, rng)
    if "origin" in args and "destination" in args:
        return geoworld.directions(args["origin"], args["destination"], mode, rng)
    if "elevation" in p.words and isinstance(args.get("locations"), list):
        return geoworld.elevation(args["locations"], rng)
    lat = next((v for k, v in args.items() if kinds.infer(k, {"type": "number"}) == "latitude"), None)
    lng = next((v for k, v in args.items() if kinds.infer(k, {"type": "number"}) == "longitude"), None)
    if isinstance(lat, (int, float)) and isinstance(lng, (int, float)) and not p.structured:
        return {"results": [geoworld.nearest(float(lat), float(lng), rng)]}
    return None


def _script_result(script: str, world: World, rng: random.Random) -> Any:
    """What a page script returns: the title, the address, a count, or nothing."""
    from seer.kinds.web import make_url, page_title

    page = getattr(world, "page", None) or {"url": make_url(rng)}
    if "title" in script:
        return page.get("title") or page_title(page["url"])
    if "location" in script or "href" in script:
        return page["url"]
    if "length" in script or "count" in script:
        return rng.randint(3, 60)
    if "innerText" in script or "textContent" in script:
        return kinds.make("ui_text", rng)
    return None


def _moment(zone: str, base: datetime) -> dict[str, Any]:
    local = base.astimezone(ZoneInfo(zone))
    return {"timezone": zone, "datetime": local.isoformat(timespec="seconds"), "day_of_week": local.strftime("%A"),
            "is_dst": bool(local.dst())}


def _time_result(zones: list[str], at: str | None, now: datetime) -> dict[str, Any]:
    """What a time server answers: the present moment in a zone, or a time of today converted
    from the first zone to the second (with the difference in hours, "+5.5h")."""
    if at is None or len(zones) < 2:
        return _moment(zones[0], now)
    hh, mm = (int(x) for x in at.split(":")[:2])
    base = now.astimezone(ZoneInfo(zones[0])).replace(hour=hh, minute=mm, second=0)
    source, target = _moment(zones[0], base), _moment(zones[1], base)
    offset = (base.astimezone(ZoneInfo(zones[1])).utcoffset() - base.utcoffset()).total_seconds() / 3600
    return {"source": source, "target": target, "time_difference": f"{offset:+g}h"}


def _flat(node: dict[str, Any]):
    """(key, scalar) pairs of a nested record, for writing it as text lines."""
    for k, v in node.items():
        if isinstance(v, dict):
            yield from _flat(v)
        elif isinstance(v, list):
            yield k, ", ".join(str(x) for x in v if not isinstance(x, (dict, list)))
        else:
            yield k, v


def _textual(schema: dict, shaped: dict[str, Any], rng: random.Random) -> Any:
    """An outputSchema without named fields: the inferred result as the schema allows it, either
    as it is, inside the schema's one free-form property ({"result": [...]}), or written as text
    into its first string property ({"content": string})."""
    props = list((schema.get("properties") or {}).items())
    listed = next((v for v in shaped.values() if isinstance(v, list)), None)
    candidates: list[Any] = [shaped]
    if props:
        key = next((k for k in schema.get("required") or [] if k in dict(props)), props[0][0])
        candidates += [{key: shaped}] + ([{key: listed}] if listed is not None else [])
    for cand in candidates:
        if fits(schema, cand):
            return cand
    strings = [k for k, v in props if isinstance(v, dict) and v.get("type") == "string"]
    if isinstance(shaped.get("content"), str) and len(strings) == 1 and len(shaped) <= 6 + len(strings):
        cand = {strings[0]: shaped["content"]}  # a file read as text: the text itself
        if fits(schema, cand):
            return cand
    lines = []
    said: set[str] = set()  # a key is written once: `action: create` is not followed by `action: <the record's>`
    for key, value in shaped.items():
        if isinstance(value, list):
            for item in value:
                if isinstance(item, dict) and item:
                    hk = next((k for k in ("path", "name", "title", "index", "key", "id") if item.get(k) is not None), next(iter(item)))
                    rest = ", ".join(f"{k}: {v}" for k, v in item.items() if k != hk)
                    lines.append(f"- {item[hk]}" + (f" ({rest})" if rest else ""))
        elif isinstance(value, dict):
            for k, v in _flat(value):
                if k not in said:
                    said.add(k)
                    lines.append(f"{k}: {v}")
        elif key not in said:
            said.add(key)
            lines.append(f"{key}: {value}")
    text = "\n".join(lines)
    for _ in range(3):
        out = ValueMaker(rng, optional_share=0.0).make(schema)
        if isinstance(out, dict):
            key = next((k for k, v in out.items() if isinstance(v, str)), None)
            if key is not None:
                out[key] = text
        if fits(schema, out):
            return out
    raise MockError("no textual mock valid against outputSchema")
