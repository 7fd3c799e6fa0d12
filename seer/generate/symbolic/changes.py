"""A change says what changes: modify_object(uuid, properties={}) or properties={"rotation_mode": "absolute"} (a mode
with nothing it applies to) asks a designer to change nothing. A write's required object of changes (no field of its
own required) holds at least one real value: a position, a size, a name, not only how to read the others."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.lexicon import words
from seer.generate.symbolic.values import MISSING, ValueMaker, fits, nonnull, schema_type

# fields that say how the others are read, never a change on their own
_HOW = frozenset("mode system units unit type kind format relative absolute anchor origin reference".split())


def _substantive(key: str, sub: Any) -> bool:
    ws = set(words(key))
    return isinstance(sub, dict) and not ws & _HOW and schema_type(nonnull(sub)) != "boolean" and not ws & {"id", "uuid"}


def fit_some_change(p: Profile, args: dict[str, Any], forced: dict, maker: ValueMaker, earlier: tuple = ()) -> None:
    if p.read:
        return
    foreign = _foreign(args, earlier)
    for param in p.params:
        value, core = param.get(args, MISSING), param.core
        props = core.get("properties") if schema_type(core) == "object" else None
        if not param.required or param.name in forced or not isinstance(value, dict) or not isinstance(props, dict) \
                or core.get("required") or len(param.path) > 1 and param.path[0] == param.name:
            continue
        real = [k for k, sub in props.items() if _substantive(k, sub) and not set(words(k)) & foreign]
        if not real or any(k in value for k in real):
            continue
        maker.rng.shuffle(real)
        for key in real[:3]:
            made = maker.make(props[key], key, 2, words(key))
            if made is MISSING or made is None or made == {}:
                continue
            trial = {**value, key: made}
            if fits(param.schema, trial):
                param.put(args, trial)
                return


_TEXT_ONLY = frozenset("contents font text justification leading tracking".split())  # what only a text frame has


def fit_change_fits_the_object(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple) -> None:
    """modify_object(uuid of the placed image "Hero image", properties={"contents": "Shop now", "font_name": "ArialMT"})
    (seed 1381): an image has no text nor font. A change of an object an earlier result listed changes what that kind of
    object has: text settings go only to a text frame, a fill only to what can be filled."""
    from seer.generate.symbolic.mocks.shapes import ART_NAMES

    for param in p.params:  # a text change renames a text frame as text frames are named, never "Hero image" (seed 1384)
        value = param.get(args, MISSING)
        if param.name not in forced and len(param.path) == 1 and isinstance(value, dict) and isinstance(value.get("name"), str) \
                and any(set(words(k)) & _TEXT_ONLY for k in value) and value["name"] not in ART_NAMES["TextFrame"] \
                and any(value["name"] in names for names in ART_NAMES.values()):
            named = {**value, "name": ART_NAMES["TextFrame"][sum(map(ord, value["name"])) % len(ART_NAMES["TextFrame"])]}
            if fits(param.schema, named):
                param.put(args, named)
    grouping = "group" in p.words and "ungroup" not in p.words and not p.read
    name = args.get("name")
    if grouping and "name" not in forced and isinstance(name, str) and name not in ART_NAMES["GroupItem"] \
            and any(name in names for names in ART_NAMES.values()):  # ai_group_items(name="Headline") names a group as groups
        args["name"] = ART_NAMES["GroupItem"][sum(map(ord, name)) % len(ART_NAMES["GroupItem"])]  # are named (seed 1398)
    foreign = _foreign(args, earlier) if not p.read else frozenset()
    if not foreign:
        return
    for param in p.params:
        value = param.get(args, MISSING)
        if param.name in forced or len(param.path) != 1 or not isinstance(value, dict):
            continue
        kept = {k: v for k, v in value.items() if not set(words(k)) & foreign}
        if kept != value and fits(param.schema, kept):
            param.put(args, kept)


def _foreign(args: dict[str, Any], earlier: tuple) -> frozenset:
    """Words of settings the object the call's handle names does not have: text settings for an object an earlier result
    listed as no text frame, and a fill or stroke too for a placed image."""
    from seer.harness.checks import objects

    handles = {v for k, v in args.items() if isinstance(v, str) and set(words(k)) & {"uuid", "id"}}
    kinds = {r.get("type") for o in earlier for r in objects(o) if isinstance(r.get("type"), str)
             and (r.get("uuid") in handles or r.get("id") in handles)} if handles else set()
    if not kinds or any("text" in k.lower() for k in kinds):
        return frozenset()
    return _TEXT_ONLY | ({"fill", "stroke"} if kinds <= {"PlacedItem", "RasterItem"} else set())


_UPDATES = frozenset("update edit modify change patch".split())


def fit_an_update_changes_something(p: Profile, args: dict[str, Any], forced: dict, maker: ValueMaker) -> None:
    """update_milestone(platform, project_id, milestone_id) and nothing else asks to change nothing: an update whose
    every optional field is left out sets one of them (a title, a due date, a state)."""
    from seer.generate.symbolic.world import scope_args

    if p.read or p.verb not in _UPDATES:
        return
    tops = [q for q in p.params if len(q.path) == 1]
    optional = [q for q in tops if not q.required and q.name not in forced and _substantive(q.name, q.core)
                and not scope_args({q.name: ""}) and words(q.name)[-1:] not in (["id"], ["key"], ["kwargs"], ["platform"])
                and q.name != "kwargs"]
    said = [q for q in tops if not q.required and q.get(args, MISSING) not in (MISSING, None, "", "{}", {}, [])
            and not scope_args({q.name: ""})]  # kwargs='{"labels": [...]}' changes something too
    if not optional or said:
        return
    maker.rng.shuffle(optional)  # a rename last: what later calls name it by (milestone v2.5) stays its name
    optional.sort(key=lambda q: bool(set(q.words) & {"title", "name"}))
    lookup, maker.lookup = maker.lookup, None  # its own new value, not a listed twin's (a title of v3.0 beside v3.0)
    try:
        for q in optional:
            made = maker.make(q.schema, q.name, 1, q.words)
            if made not in (MISSING, None, "", {}, []) and fits(q.schema, made):
                q.put(args, made)
                return
    finally:
        maker.lookup = lookup


_CLOSED_STATES = frozenset("closed merged done resolved completed".split())


def fit_state_is_a_change(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple) -> None:
    """update_issue(issue_id=613, state=closed) right after list_issues showed #613 closed: an update that sets a state
    sets another one than the record has (a closed issue is reopened), or it changes nothing."""
    from seer.harness.checks import objects

    if p.read or p.verb not in _UPDATES:
        return
    state_q = next((q for q in p.params if q.words in (["state"], ["status"]) and len(q.path) == 1), None)
    state = state_q.get(args, MISSING) if state_q is not None else MISSING
    if state_q is None or state_q.name in forced or not isinstance(state, str):
        return
    handles = {str(v) for k, v in args.items() if isinstance(v, (str, int)) and not isinstance(v, bool)
               and words(k)[-1:] in (["id"], ["iid"], ["number"], ["key"])}
    shown = [rec for o in earlier for rec in objects(o) if str(rec.get("number", rec.get("iid", ""))) in handles
             and isinstance(rec.get("state"), str)]
    if not shown or shown[-1]["state"].lower() != state.lower():
        return
    closed = state.lower() in _CLOSED_STATES
    choices = state_q.core.get("enum") or (["opened" if "gitlab" in args.values() else "open"] if closed else ["closed"])
    other = next((c for c in choices if (str(c).lower() in _CLOSED_STATES) != closed), None)
    if other is not None and fits(state_q.schema, other):
        state_q.put(args, other)


_HANDLES = ("uuid", "id", "index", "name")


def fit_changes_differ_from_shown(p: Profile, args: dict[str, Any], earlier: tuple) -> None:
    """modify_object(uuid of "CTA label", properties={contents: "Shop now", ...}) right after find_objects showed that
    object's contents "Shop now" (seed 1338): a change to the value the object already holds changes nothing. Such a
    property is left out of the changes; modify_object(properties={rotation_mode: delta, name: "Body copy"}) of the
    object "Body copy" (seed 1512) is then left with no real change, and fit_some_change gives it one."""
    from seer.harness.checks import objects

    if p.read:
        return
    for k, changes in list(args.items()):
        if not isinstance(changes, dict) or len(changes) < 2:
            continue
        handle = next(((h, args[h]) for h in _HANDLES[:3] if isinstance(args.get(h), (str, int)) and not isinstance(args[h], bool)), None)
        if handle is None:
            return
        shown = [rec for out in earlier for rec in objects(out) if rec.get(handle[0]) == handle[1]]
        if not shown:
            return
        same = [f for f, v in changes.items() if f not in _HANDLES[:3] and shown[-1].get(f) == v and not isinstance(v, bool)]
        for f in same:  # (a change left with no real one gets one: fit_some_change, after this)
            changes.pop(f)
        for f in [f for f in changes if f.endswith("_mode") and f[:-5] and f[:-5] not in changes]:
            changes.pop(f)  # rotation_mode with no rotation says how to apply nothing


_ITEM_WORDS = frozenset("issue mr merge milestone comment note pull pr".split())


def fit_items_in_a_project_that_has_them(p: Profile, args: dict[str, Any], forced: dict, world: Any) -> None:
    """create_project(crisp-river), then create_issue_comment(project_id=<crisp-river>, issue_id=212) (seed 1360): a project
    made a step ago has no issues, merge requests or milestones yet. A call on an existing item of a project works in
    another project than one the request just made (the one the user names)."""
    q = next((x for x in p.params if x.words == ["project", "id"] and len(x.path) == 1), None)
    value = q.get(args, MISSING) if q is not None else MISSING
    if q is None or not isinstance(value, (str, int)) or isinstance(value, bool):
        return
    items = [x for x in p.params if x.words[-1:] in (["id"], ["iid"], ["number"]) and set(x.words) & _ITEM_WORDS
             and x.get(args, MISSING) not in (MISSING, None)]
    made = [r for r in world.records.get("project", []) if id(r) in world.created and str(r.get("id")) == str(value)]
    new_items = {str(r.get(k)) for pool in world.records.values() for r in pool if id(r) in world.created
                 for k in ("id", "iid", "number", "title") if r.get(k) is not None}  # an issue the request opened there is there
    milestone = next((x for x in p.params if x.words == ["milestone"] and not x.required and len(x.path) == 1), None)
    if made and milestone is not None and isinstance(milestone.get(args, MISSING), str) \
            and milestone.get(args) not in new_items:  # create_issue(project_id=<amber-forge just made>, milestone=v3.0 of
        args.pop(milestone.name, None)  # project 3223) (seed 1360): a new project has no milestone yet
    if not items or not made or any(str(x.get(args)) in new_items for x in items):
        return
    fresh = str(int(str(value)) + 1000 + world.at * 37) if str(value).isdigit() else f"{value}-main"
    q.put(args, fresh if isinstance(value, str) else int(fresh) if fresh.isdigit() else value)
