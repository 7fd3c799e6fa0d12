"""Arguments a domain engineer would not send: a read's head and tail together, a ratio that is a layer's name, a
colour replaced by itself or by none, an empty plan right after the call that proposed one. Each `fit_*` bends
`args` in place and leaves `forced` (carried) values as they are."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.lexicon import singular
from seer.generate.symbolic.modes import _drop
from seer.generate.symbolic.values import MISSING, fits, schema_type
from seer.generate.symbolic.world import World


_EITHER = (("head", "tail"),)  # read the first N lines or the last N: a file server refuses both at once


def fit_head_or_tail(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """read_text_file "Use the 'head' parameter to read only the first N lines ..., or the 'tail' parameter":
    two optional windows of one read are one or the other, never both."""
    required = set(p.tool.input_schema.get("required") or ())
    for a, b in _EITHER:
        if a in args and b in args and not {a, b} & (set(forced) | required):
            del args[rng.choice((a, b))]


_RATIOS = ("9:16", "1:1", "4:5", "16:9", "4:3")


def fit_ratios(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """ai_reframe_layout(ratio="Logo"): a ratio in words is width:height, the author's example first
    ("e.g. ratio='9:16'")."""
    from seer.kinds.described import arg_docs, described_values

    for param in p.params:
        value = param.get(args, MISSING)
        if param.name in forced or param.words[-1:] != ["ratio"] or not isinstance(value, str):
            continue
        said = str(param.core.get("description") or arg_docs(p.tool.description or "").get(param.name, ""))
        offered = [v for v in described_values(said) if re.fullmatch(r"\d+(\.\d+)?:\d+", v)]
        pick = value if re.fullmatch(r"\d+(\.\d+)?:\d+", value) else offered[0] if offered else rng.choice(_RATIOS)
        w, h = args.get("width"), args.get("height")
        if all(isinstance(x, (int, float)) and not isinstance(x, bool) and x > 0 for x in (w, h)):
            from fractions import Fraction

            f = Fraction(round(w), round(h))  # width 320 and height 240 given too: the ratio they make, 4:3
            pick = f"{f.numerator}:{f.denominator}"
        if fits(param.schema, pick):
            param.put(args, pick)


def fit_proposal_from_earlier(p: Profile, index: int, args: dict[str, Any], forced: dict, world: World, earlier: tuple) -> None:
    """ai_apply_layout(plan={}) "Materialise a reframe proposal from ai_reframe_layout": when the request called
    the tool the description names, the object it takes is what that call returned, not an empty one."""
    plan = getattr(world, "plan", None) or []
    desc = p.tool.description or ""
    for param in p.params:
        if param.name in forced or len(param.path) != 1 or schema_type(param.core) != "object" or param.core.get("properties"):
            continue
        source = next((j for j in range(min(index, len(plan), len(earlier)) - 1, -1, -1)
                       if plan[j].name != p.name and re.search(rf"\b{re.escape(plan[j].name)}\b", desc)), None)
        if source is not None and isinstance(earlier[source], dict) and fits(param.schema, earlier[source]):
            param.put(args, dict(earlier[source]))


_COLOUR_FIELDS = {"rgb": ("r", "g", "b"), "cmyk": ("c", "m", "y", "k")}


def _colour(kind: str, rng: random.Random) -> dict[str, Any]:
    """A random colour of a model of _COLOUR_FIELDS: RGB channels 0-255, CMYK inks 0-100."""
    top = 255 if kind == "rgb" else 100
    return {"type": kind, **{f: rng.randint(0, top) for f in _COLOUR_FIELDS[kind]}}


def fit_replace_colors(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """replace_color(from_color={type: none}, to_color={type: none}): a find-and-replace finds a real colour and
    puts another of the same type in its place ("from_color and to_color must use the same color type")."""
    pair = {w: q for q in p.params for w in ("from", "to") if q.words[:1] == [w] and q.words[-1:] in (["color"], ["colour"])
            and len(q.path) == 1}
    if set(pair) != {"from", "to"} or set(forced) & {q.name for q in pair.values()}:
        return
    values = [pair[w].get(args, MISSING) for w in ("from", "to")]
    if not all(isinstance(v, dict) and "type" in v for v in values):
        return
    kind = values[0]["type"] if values[0]["type"] in _COLOUR_FIELDS else "rgb"
    top = 255 if kind == "rgb" else 100
    made = [_colour(kind, rng) for _ in range(2)]
    if made[0] == made[1]:
        made[1][_COLOUR_FIELDS[kind][0]] = (made[0][_COLOUR_FIELDS[kind][0]] + 40) % (top + 1)
    if all(fits(pair[w].schema, v) for w, v in zip(("from", "to"), made)):
        for w, v in zip(("from", "to"), made):
            pair[w].put(args, v)



_SCRIPT_WORDS = (["script"], ["code"], ["js"], ["javascript"])
_ARG_WORDS = (["args"], ["arguments"], ["script", "args"])


def fit_script_arguments(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """execute_script(script="return document.title;", args=["payments-arg"]): arguments reach a script through
    `arguments[0]`; one that never reads them is sent none."""
    script = next((q for q in p.params if q.words in _SCRIPT_WORDS and schema_type(q.core) == "string"), None)
    passed = next((q for q in p.params if q.words in _ARG_WORDS and schema_type(q.core) == "array"), None)
    if script is None or passed is None or passed.required or passed.name in forced:
        return
    code, value = script.get(args, MISSING), passed.get(args, MISSING)
    if isinstance(code, str) and value not in (MISSING, []) and "arguments" not in code:
        _drop(passed, args)


def fit_effect_by_name(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """ae_effect(op=copy, effect=70) on a comp of three layers: an effect is named ("Gaussian Blur") where the tool takes
    a name, and a number is its place in a layer's short stack of effects."""
    from seer.kinds.words import named_pool

    for param in p.params:
        value = param.get(args, MISSING)
        if param.name in forced or param.words != ["effect"] or not isinstance(value, int) or isinstance(value, bool) or value <= 5:
            continue
        name = rng.choice(named_pool("effect", design=True) or ("Gaussian Blur",))
        param.put(args, name if fits(param.schema, name) else rng.randint(1, 3))


def fit_content_type(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """upload_file(path=q3-revenue.csv, content_type=application/json): a file's content type is its extension's
    (the standard library's mimetypes table), never another kind's."""
    import mimetypes

    path = next((v for q in p.params for v in [q.get(args, MISSING)] if isinstance(v, str) and q.words[-1:] in
                 (["path"], ["filename"], ["file"], ["name"]) and "." in v.rsplit("/", 1)[-1]), None)
    guess = mimetypes.guess_type(path)[0] if path else None
    for param in p.params:
        if guess is None or param.name in forced or param.words not in (["content", "type"], ["mime", "type"], ["media", "type"]):
            continue
        if isinstance(param.get(args, MISSING), str) and fits(param.schema, guess):
            param.put(args, guess)


# an After Effects effect's own parameters, each with values it takes (Glow's radius in px, Blurriness in px, Opacity in %)
_EFFECT_SETTINGS = {"Gaussian Blur": {"Blurriness": (4, 8, 12, 20, 40)},
                    "Drop Shadow": {"Opacity": (35, 50, 75), "Distance": (5, 10, 20), "Softness": (10, 20, 40),
                                    "Direction": (90, 135, 180)},
                    "Glow": {"Glow Radius": (10, 25, 50), "Glow Intensity": (0.5, 1.0, 1.5, 2.0), "Glow Threshold": (40, 60, 80)},
                    "Fill": {"Opacity": (50, 75, 100)}}


def fit_effect_setting(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """ae_effect(op=set_property, effect=Glow, value="All tests pass on the main branch."), adobe_pr_effects(action=
    set_param, effect_name="Drop Shadow", param_value="The draft of the release notes is ready for review.") (seed
    1269): setting one of an effect's parameters names the parameter (Glow Radius) and gives it a value of its own (25),
    never a sentence."""
    by = {tuple(q.words): q for q in p.params if len(q.path) <= 2}  # (FastMCP's `params` wrapper holds them one deeper)
    op_q = by.get(("op",)) or by.get(("action",))
    effect_q = by.get(("effect",)) or by.get(("effect", "name"))
    prop_q = by.get(("property",)) or by.get(("param", "name")) or by.get(("parameter", "name"))
    value_q = by.get(("value",)) or by.get(("param", "value")) or by.get(("parameter", "value"))
    if None in (op_q, effect_q, prop_q, value_q) or value_q.name in forced:
        return
    op, effect = op_q.get(args, MISSING), effect_q.get(args, MISSING)
    if not (isinstance(op, str) and "set" in op and ("prop" in op or "param" in op)) or effect not in _EFFECT_SETTINGS:
        return
    settings = _EFFECT_SETTINGS[effect]
    prop = prop_q.get(args, MISSING)
    if prop not in settings and prop_q.name not in forced:
        prop = rng.choice(sorted(settings))
        if not fits(prop_q.schema, prop):
            return
        prop_q.put(args, prop)
    if prop in settings:
        value = rng.choice(settings[prop])
        for v in (value, str(value)):  # a string parameter takes the number as text ("50")
            if fits(value_q.schema, v):
                value_q.put(args, v)
                break


_JOINS = frozenset("chain merge combine join concat concatenate assemble stitch splice sequence".split())


def fit_joined_lists(p: Profile, args: dict[str, Any], forced: dict, maker: Any) -> None:
    """ae_assemble(comps=["Intro 1080p"]), "chain scenes into one comp": what a tool chains, merges or joins is two
    things or more; one comp chained to nothing is no request a person makes."""
    said = set(p.words) | set(re.findall(r"[a-z]+", str(p.tool.description or "").lower().split(".")[0]))
    several = bool(said & {"multiple", "several"})  # verify_list_visible, "Check that multiple text items are visible"
    if not said & _JOINS and not several:
        return
    for q in p.params:
        value = q.get(args, MISSING)
        plural = bool(q.words) and singular(q.words[-1]) != q.words[-1]  # comps, files, clips
        if q.name in forced or len(q.path) > 2 or not plural or not isinstance(value, list) or len(value) != 1 \
                or not isinstance(value[0], str) or several and not said & _JOINS and value[0].startswith("/"):
            continue  # (a file "multiple" reads stays the one the request found: a second path would be made up)
        items = q.core.get("items") if isinstance(q.core.get("items"), dict) else {"type": "string"}
        for _ in range(6):
            more = maker.make(items, singular(q.words[-1]), 2, [*q.words[:-1], singular(q.words[-1])])
            if isinstance(more, str) and more and more != value[0] and fits(q.schema, [*value, more]):
                q.put(args, [*value, more])
                break


def fit_size_to_name(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """ae_new_comp(name="Intro 1080p", height=2160): a comp or artboard made under a name that says its size is made at
    that size (1920x1080), never at another."""
    from seer.generate.symbolic.mocks.records import named_size

    if p.read or not ({p.verb} | set(p.words)) & {"new", "create", "add", "make"}:
        return
    by = {tuple(q.words): q for q in p.params if len(q.path) <= 2}
    name = next((v for w in (("name",), ("title",), ("comp", "name")) if w in by for v in [by[w].get(args, MISSING)]
                 if isinstance(v, str)), None)
    size = named_size(name) if name else None
    if size is None:
        return
    for q, v in ((by.get(("width",)), size[0]), (by.get(("height",)), size[1])):
        if q is not None and q.name not in forced and isinstance(q.get(args, MISSING), (int, float)) and fits(q.schema, v):
            q.put(args, v)


def fit_numbered_pairs(p: Profile, args: dict[str, Any], forced: dict, maker: Any) -> None:
    """check_contrast(color1=...) with no color2 ("provide two colors"): parameters numbered as a pair (color1 and color2,
    date1 and date2) are given together; the missing one gets a value of its own, never the other's."""
    named = {q.name: q for q in p.params if len(q.path) == 1}
    for name, first in named.items():
        if not name.endswith("1") or (second := named.get(name[:-1] + "2")) is None:
            continue
        a, b = first.get(args, MISSING), second.get(args, MISSING)
        if (a is MISSING) == (b is MISSING):
            continue
        given, missing = (first, second) if b is MISSING else (second, first)
        if missing.name in forced:
            continue
        had = given.get(args, MISSING)
        for _ in range(4):
            if isinstance(had, dict) and had.get("type") in _COLOUR_FIELDS:  # a colour against a colour of its model
                value = _colour(had["type"], maker.rng)  # (white text on a dark brand colour, say)
            else:
                value = maker.make(missing.schema, missing.name, 1, missing.words)
            if value is not None and value != given.get(args, MISSING) and fits(missing.schema, value):
                missing.put(args, value)
                break


def fit_frame_to_switch_to(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """frame(action=switch) with no frame named ("switch the focus"): a switch into a frame says which frame, by its
    index or its locator; only the way back (action=default) names none."""
    if "frame" not in p.words and "frame" not in str(p.tool.description or "").lower().split()[:8]:
        return
    by = {q.name: q for q in p.params if len(q.path) == 1}
    action = next((by[k].get(args, MISSING) for k in ("action", "mode", "op") if k in by), MISSING)
    if action != "switch" or any(k in args for k in ("index", "value", "name", "id", "identifier", "frame")):
        return
    index = by.get("index")
    if index is not None and index.name not in forced:
        value = rng.choice((0, 0, 1))
        if fits(index.schema, value):
            index.put(args, value)


def fit_switch_to_made(p: Profile, args: dict[str, Any], forced: dict, world: World) -> None:
    """git_checkout after git_create_branch(chore/bump-deps): "then switch branches" goes to the branch just made."""
    if p.read or not set(p.words) & {"checkout", "switch"}:
        return
    for q in p.params:
        if q.name in forced or not q.entity or not isinstance(q.get(args, MISSING), str):
            continue
        made = [r for r in world.records.get(q.entity[-1], []) if id(r) in world.created and isinstance(r.get("name"), str)]
        if made and fits(q.schema, made[-1]["name"]):
            q.put(args, made[-1]["name"])


# the settings each Photoshop filter takes (motionBlur an angle and a distance, unsharpMask an amount and a threshold)
_FILTER_SETTINGS = {"gaussianblur": {"amount"}, "unsharpmask": {"amount", "threshold"}, "motionblur": {"angle", "amount"},
                    "radialblur": {"amount"}, "smartsharpen": {"amount"}, "noise": {"amount"}, "median": {"amount"},
                    "highpass": {"amount"}, "emboss": {"angle", "amount"}, "findedges": set(), "oilpaint": set()}


def fit_filter_settings(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """adobe_ps_filter(filter_name=motionBlur, threshold=19): a filter is sent the settings it has (a motion blur's angle
    and distance), never another filter's threshold."""
    by = {tuple(q.words): q for q in p.params if len(q.path) <= 2}
    name_q = by.get(("filter", "name")) or by.get(("filter",))
    name = name_q.get(args, MISSING) if name_q is not None else MISSING
    takes = _FILTER_SETTINGS.get(str(name).lower()) if isinstance(name, str) else None
    if takes is None:
        return
    for key in ("amount", "threshold", "angle"):
        q = by.get((key,))
        if q is not None and key not in takes and q.name not in forced and q.get(args, MISSING) is not MISSING:
            _drop(q, args)


def fit_merge_of_one_branch(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """git_merge(branch=chore/bump-deps, strategy=octopus, message="feat: log request ids"): an octopus merge joins three
    branches or more, so one branch is merged by ort; and a merge commit says what it merged."""
    if "merge" not in p.words or p.read:
        return
    by = {q.name: q for q in p.params if len(q.path) == 1}
    branch = by["branch"].get(args, MISSING) if "branch" in by else MISSING
    if not isinstance(branch, str):
        return
    strategy = by.get("strategy")
    if strategy is not None and strategy.name not in forced and strategy.get(args, MISSING) == "octopus" and fits(strategy.schema, "ort"):
        strategy.put(args, "ort")
    message = by.get("message")
    said = f"Merge branch '{branch}'"
    if message is not None and message.name not in forced and isinstance(message.get(args, MISSING), str) \
            and re.match(r"[a-z]+(?:\(.+\))?: ", message.get(args)) and fits(message.schema, said):
        message.put(args, said)


def fit_a_line_is_stroked(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """create_line(stroke={"color": {"type": "none"}, "cap": "projecting"}) (seed 1390): a line has no fill, so a line
    with no stroke colour draws nothing. A line drawn has a colour to be seen by."""
    if p.read or "line" not in p.words:
        return
    for param in p.params:
        value = param.get(args, MISSING)
        if param.name in forced or len(param.path) != 1 or "stroke" not in param.words or not isinstance(value, dict):
            continue
        colour = value.get("color")
        if isinstance(colour, dict) and colour.get("type") == "none":
            seen = {**value, "color": {"type": "rgb", "r": rng.randint(0, 80), "g": rng.randint(0, 80), "b": rng.randint(0, 80)}}
            if fits(param.schema, seen):
                param.put(args, seen)


def fit_settings_of_its_shape(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """adobe_ai_shapes(shape=arc, sides=3) (seed 1408): "Sides for polygon", "Points for star": a setting the schema
    gives one kind of shape goes only with that kind."""
    kind = next((q for q in p.params if q.words[-1:] in (["shape"], ["type"], ["kind"]) and isinstance(q.get(args, MISSING), str)), None)
    if kind is None:
        return
    chosen = str(kind.get(args)).lower()
    named = set(re.findall(r"[a-z]+", str(kind.core.get("description") or "").lower())) | \
        {str(x).lower() for x in kind.core.get("enum") or ()}
    for q in p.params:
        said = re.search(r"\bfor (?:an? |the )?([a-z]+)s?\s*\.?$", str(q.core.get("description") or "").lower())
        if q is kind or q.name in forced or q.required or said is None or q.get(args, MISSING) is MISSING:
            continue
        if said[1] in named and said[1] != chosen:
            _drop(q, args)


def fit_layer_in_its_listed_comp(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple) -> None:
    """ae_list_layers listed Main Comp's layers, ae_inspect_layer(layer=3) inspected BG Solid, then
    ae_duplicate_layer(layer=3, comp_name="Intro 1080p") (seed 1412): a layer the request names by its number after a
    listing of one comp's layers is a layer of that comp."""
    comp = args.get("comp_name")
    numbers = [v for k in ("layer", "layers", "layer_index") for v in (args.get(k) if isinstance(args.get(k), list) else [args.get(k)])
               if isinstance(v, int) and not isinstance(v, bool)]
    if not isinstance(comp, str) or "comp_name" in forced or not numbers:
        return
    for out in reversed(earlier):
        data = out.get("data") if isinstance(out, dict) and isinstance(out.get("data"), dict) else None
        if data and isinstance(data.get("comp"), str) and isinstance(data.get("layers"), list):
            shown = {r.get("index") for r in data["layers"] if isinstance(r, dict)}
            if set(numbers) <= shown and data["comp"] != comp:
                args["comp_name"] = data["comp"]
            return


def fit_stash_says_work_in_progress(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """git_stash(mode=push, message="fix: handle empty cart in checkout") (seed 1420): a stash shelves unfinished work,
    so its note says so ("WIP: handle empty cart in checkout"), never a commit message of work done."""
    if "stash" not in p.words or p.read:
        return
    for q in p.params:
        v = q.get(args, MISSING)
        if q.words == ["message"] and q.name not in forced and isinstance(v, str) and re.match(r"[a-z]+(\([^)]*\))?: ", v):
            said = "WIP: " + v.split(": ", 1)[1]
            if fits(q.schema, said):
                q.put(args, said)


_LASTING = ("main", "master", "develop", "trunk")


def fit_request_into_a_lasting_branch(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple) -> None:
    """create_merge_request(source_branch=release/2.4, target_branch=fix/login-timeout) (seed 1387): a merge request
    takes a topic branch into a lasting one (the project's default branch), never a release into a fix branch."""
    from seer.harness.checks import objects

    if p.read or not ({"merge", "pull"} & set(p.words) and {"request", "pr"} & set(p.words) or "pr" in p.words):
        return
    by = {tuple(q.words): q for q in p.params if len(q.path) == 1}
    source = by.get(("source", "branch")) or by.get(("head",)) or by.get(("head", "branch"))
    target = by.get(("target", "branch")) or by.get(("base",)) or by.get(("base", "branch"))
    if source is None or target is None or target.name in forced:
        return
    a, b = source.get(args, MISSING), target.get(args, MISSING)
    if not isinstance(b, str) or b in _LASTING:
        return
    default = next((r["default_branch"] for o in earlier for r in objects(o) if isinstance(r.get("default_branch"), str)), "main")
    if isinstance(a, str) and a.startswith("release/") and source.name not in forced:
        if fits(source.schema, b):  # a fix branch into a lasting one, never the release into the fix
            source.put(args, b)
    if default != source.get(args, MISSING) and fits(target.schema, default):
        target.put(args, default)


def fit_effect_named(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """adobe_ae_effect(action=apply, layer_name=X), "apply an After Effects effect": applying, removing or toggling an
    effect names which effect (Gaussian Blur)."""
    from seer.kinds.words import named_pool

    if "effect" not in p.words and "effects" not in p.words:
        return
    by = {tuple(q.words): q for q in p.params if len(q.path) <= 2}
    action = next((by[k].get(args, MISSING) for k in (("action",), ("op",)) if k in by), MISSING)
    name_q = by.get(("effect", "name")) or by.get(("effect",))
    if action not in ("apply", "add", "remove", "disable", "enable", "delete") or name_q is None or name_q.name in forced \
            or name_q.get(args, MISSING) not in (MISSING, None, ""):
        return
    name = rng.choice(named_pool("effect", design=True) or ("Gaussian Blur",))
    if fits(name_q.schema, name):
        name_q.put(args, name)


_LAYERS = ("Artwork", "Text", "Background", "Layer 1", "Logo")


def fit_move_to_another_layer(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple) -> None:
    """move_to_layer(uuids=[bc805d2a...], target_layer=Logo) of a text frame find_objects had just shown on layer Logo
    (seed 1279): a move to a layer takes objects somewhere else, to another layer the document has."""
    from seer.harness.checks import objects

    if p.read or "move" not in p.words or "layer" not in p.words + p.nouns:
        return
    target = next((q for q in p.params if q.words[-1:] == ["layer"] and len(q.path) == 1 and q.name not in forced), None)
    handles = {str(x) for v in args.values() for x in (v if isinstance(v, list) else [v]) if isinstance(x, (str, int))}
    if target is None or not isinstance(target.get(args), str):
        return
    records = [r for o in earlier for r in objects(o)]
    on = {r.get("layer") for r in records if str(r.get("uuid", r.get("id", ""))) in handles and isinstance(r.get("layer"), str)}
    if on != {target.get(args)}:
        return
    known = [r["name"] for r in records if isinstance(r.get("name"), str) and "visible" in r and "index" in r and "layer" not in r]
    other = next((n for n in [*known, *_LAYERS] if n not in on and fits(target.schema, n)), None)
    if other is not None:
        target.put(args, other)


def fit_text_search_is_of_text(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """find_objects(type=image, font_name=Helvetica, fill_color=...) (seed 1296): a placed image has no font (nor a fill
    or a stroke); a search by font looks for text. The type follows the font asked (or, with the type the user's,
    the font goes)."""
    kind = next((q for q in p.params if q.name == "type" and len(q.path) == 1), None)
    fonts = [q for q in p.params if q.words[:1] == ["font"] and len(q.path) == 1]
    if kind is None or not fonts or fonts[0].get(args) in (MISSING, None) or kind.get(args) in (MISSING, None, "text"):
        return
    if kind.name not in forced and fits(kind.schema, "text"):
        kind.put(args, "text")
    elif fonts[0].name not in forced:
        for q in fonts:
            if q.name not in forced:
                _drop(q, args)
    if kind.get(args) == "image":  # an image is found by its name, its layer or its place: no fill or stroke
        for q in p.params:
            if q.words[-1:] == ["color"] and q.name not in forced and len(q.path) == 1:
                _drop(q, args)
