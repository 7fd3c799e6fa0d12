"""User text: requests in a person's words, the values they carry, and reactions to results.

A request is a verb phrase per call (phrasing.py: never a run of the tool's description), the
values the user states (each phrased by what it is: "matching *.csv", "in Europe/Paris", "saying
..."), joined and opened in one of many ways picked by the slot's Random. Later turns react to
what came back ("Of those 3, cart:12 is the one.") before asking for the next step.
"""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.actions import (
    _GENERIC_VERBS,
    _LOOKING,
    _operation,
    _reads,
    switches,
)
from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.choices import said_choice
from seer.generate.symbolic.lexicon import PLACE_WORDS, first_person, plural, singular
from seer.generate.symbolic.phrasing import action, verb_phrase
from seer.generate.symbolic.reactions import ORDINALS, _position, _tidy, found_in, react  # noqa: F401 - re-exported
from seer.generate.symbolic.rendering import _is_json, label, labelled, render  # noqa: F401 - re-exported
from seer.generate.symbolic.roles import role
from seer.generate.symbolic.twins import labels as twin_labels
from seer.generate.symbolic.together import (
    _AS_LINK,
    _LOCATOR,
    _colour_objects,
    coloured_records,
    _colour_triplets,
    _located,
    _named_links,
    _point_lists,
    _query_leaves,
    _records,
)
from seer.harness.checks import norm_text
from seer.kinds.sql import statement_type

# openings of a first turn: each starts with its own two words, so no few openings dominate
OPENINGS = ["Please {c}.", "Could you {c}?", "Can you {c}?", "I need you to {c}.", "Help me {c}.", "I'd like you to {c}.",
            "Go ahead and {c}.", "Let's {c}.", "Quick one: {c}.", "When you get a chance, {c}.", "Would you {c}?",
            "I want to {c}.", "Time to {c}.", "Next up, {c}.", "Do me a favour and {c}.", "We need to {c}.",
            "My manager asked me to {c}.", "Before the release, {c}.", "As part of the cleanup, {c}.",
            "For the audit, {c}.", "I'm trying to {c}.", "Is it possible to {c}?", "Any chance you could {c}?",
            "First thing: {c}.", "Hey, {c}.", "Mind helping me {c}?", "Today I have to {c}.", "The team wants to {c}.",
            "Whenever you're free, {c}.", "One more thing: {c}.", "Could I get you to {c}?", "Real quick, {c}.",
            "On the ops side, {c}.", "If you can, {c}.", "Following up on yesterday: {c}.", "So, {c}.",
            "Need a hand here: {c}.", "Right now I'd like you to {c}.", "This morning we have to {c}.",
            "For the customer call, {c}.", "Alright, {c}.", "Heads up, I need you to {c}.", "Would it be possible to {c}?",
            "{C}.", "{C}.", "{C}.", "{C}, please.", "{C}, thanks.", "{C} for me."]
# openings of a later turn, after the reaction
LATER = ["Now {c}.", "Next, {c}.", "With that, {c}.", "Then {c}.", "Can you now {c}?", "Could you {c} next?",
         "Please {c} as well.", "OK, {c}.", "Good. {C}.", "After that, {c}."]
LATER_USED = ["Use it to {c}.", "Take that and {c}.", "Go on and {c} with it."]
CONNECTORS = [", then ", "; after that, ", ", and then ", ", and once that's done, ", "; then "]
# openings where the user, not the agent, is the subject: "show me" reads as "see" there
SELF = frozenset(["Help me {c}.", "I want to {c}.", "Time to {c}.", "We need to {c}.", "My manager asked me to {c}.",
                  "I'm trying to {c}.", "Is it possible to {c}?", "Mind helping me {c}?", "Today I have to {c}.",
                  "The team wants to {c}.", "Let's {c}.", "This morning we have to {c}.", "Would it be possible to {c}?"])
_SELF_VOICE = [("show me what's in", "see what's in"), ("show me", "see"), ("give me a list of", "get a list of"),
               ("give me the details of", "get the details of"), ("tell me about", "find out about")]
# a value the user states, by what the parameter is
_AS_SEARCH = frozenset("pattern glob query filter search term keyword keywords q regex".split())
_AS_PLACE = frozenset("path file filename filepath dir directory folder root cwd workdir".split())
_AS_ZONE = frozenset("timezone tz zone".split())
_AS_TEXT = frozenset("message text body content contents comment description note reason prompt".split())
_AS_NAME = frozenset("title subject name label".split())
_SQL = re.compile(r"\s*(SELECT|CREATE|INSERT|UPDATE|DELETE|WITH|ALTER|DROP)\b", re.I)
# an opening keyword in capitals with a clause keyword after it is SQL as people write it: no parser (sqlglot) needed
_SQL_UPPER = re.compile(r"\s*(SELECT|CREATE|INSERT|UPDATE|DELETE|WITH|ALTER|DROP)\b.*\b(FROM|TABLE|INTO|SET|INDEX|VIEW|AS)\b", re.S)
_WRAPPER = {"kwargs": "extra fields", "params": "settings", "options": "settings", "opts": "settings", "args": "arguments",
            "extra": "extra fields"}


def spoken_label(lab: str) -> str:
    """A parameter's label as a person says it: a code artefact (kwargs, params) by what it holds."""
    return _WRAPPER.get(lab, lab)


_PUTS = frozenset("clone download export extract unzip".split())  # verbs whose path is where the result goes
_DESTINATION = frozenset("destination dest target output out into".split())
_MEASURES = frozenset("length size count cardinality ttl".split())  # a measure of the thing the name names
_UNITS = frozenset("seconds second ms milliseconds minutes minute hours hour days day bytes pixels px lines items percent".split())


def clause(p: Profile, rng: random.Random, items: list[tuple[str, Any]] = (), hint: str = "") -> str:
    """What the call does, as a request: verb phrase, the values it names, and which record
    of a listing it means ("delete keys cart:1 and cart:2 from Redis with force on")."""
    phrase, qualifier = verb_phrase(p, rng)
    act = action(p)
    chosen = said_choice(p, act.verb, act.obj, list(items))
    if chosen is not None:  # "wait until the "Save changes" element is visible", "delete the empty layers"
        (phrase, items), qualifier = chosen, ""
    declared = {x.json_path for x in p.params}  # xadd(fields={"action": "export"}) is an entry's data,
    op = next(((k, v) for k, v in items if label(k) in ("action", "op", "operation", "mode") and isinstance(v, str)  # no operation
               and k in declared and _operation(v, act) is not None), None)
    if op is None and act.verb in _GENERIC_VERBS:  # "manage stashes" says nothing: the operation the call runs
        done = _default_operation(p, act)  # by default (git_stash's mode push) does: "push a stash"
        if done:
            phrase, qualifier = done, ""
    if op is not None and op[1] == act.verb:
        items = [it for it in items if it != op]  # "apply an effect": the verb says the op already
    elif op is not None and (act.verb in _GENERIC_VERBS or act.verb in _LOOKING and not _reads(op[1]) or switches(op[1], act, _choices_of(p, op[0]))):
        # a multi-action tool: its `action` choice is the verb ("update a swatch"; "clear the browser console
        # logs", never "look up browser console logs using clear")
        phrase = _operation(op[1], act)
        qualifier = "" if phrase.endswith(f"the {act.verb}") else act.qualifier  # "abort the rebase", not "... onto another branch"
        listed = any(op[1] in (x.core.get("enum") or ()) for x in p.params)
        if not listed and not found_in(op[1], norm_text(phrase)):
            phrase, qualifier = f"{phrase}{' ' + qualifier if qualifier else ''} (action {op[1]})", ""  # a free-form get_logs: its own name, so the call is grounded
        items = [it for it in items if it != op]
    switch = next(((k, v) for k, v in items if label(k) in ("enabled", "enable") and k.count(".") == 1 and isinstance(v, bool)),
                  None)
    if switch is not None and act.verb in ("enable", "disable") and phrase.startswith(act.verb):  # set_stealth_mode(enabled):
        items = [it for it in items if it != switch]  # "disable the stealth mode", never "enable the stealth mode with
        phrase = ("enable" if switch[1] else "disable") + phrase[len(act.verb):]  # enabled off" (seed 1380)
    if act.verb == "move":  # a status move says where to: "move UWZJK-5 to closed", not "using status closed"
        to = next(((k, v) for k, v in items if label(k).split()[-1:] in (["status"], ["state"], ["stage"], ["column"])
                   and isinstance(v, str) and v), None)
        if to is not None:
            items = [it for it in items if it != to]
            phrase, qualifier = f"{phrase} to {render(to[1])}", ""
    phrase, qualifier = first_person(phrase), first_person(qualifier)  # "my notebooks", never "the user's notebooks"
    target = next(((k, v) for k, v in items if re.fullmatch(r"\$\.target", k) and isinstance(v, str)), None)
    paths = [(k, v) for k, v in items if re.fullmatch(r"\$\.paths(?:\[\d+\])?", k)]
    files = [render(f) for _k, v in paths for f in (v if isinstance(v, list) else [v])]
    if phrase.startswith("switch branches") and target and files:  # git_checkout(target=X, paths=[a, b]) restores files:
        # "restore a and b from X", never "switch branches with target X and paths a, b"
        phrase = f"restore {', '.join(files[:-1]) + ' and ' if len(files) > 1 else ''}{files[-1]} from {render(target[1])}"
        items = [it for it in items if it != target and it not in paths]
    if phrase.startswith("rename ") and op is None and not re.search(r"\b(named|called|to)\b", hint or "") \
            and not any(label(k).split()[-1:] in (["name"], ["title"]) or label(k).split()[:1] in (["new"], ["old"]) for k, _v in items):
        phrase = "update " + phrase[len("rename "):]  # "Rename a layer or change its opacity" with no new name: no rename
    rest, located = _located(items)
    for where in ("phrase", "qualifier") if located else ():  # "double-click the element with id submit", not
        text = phrase if where == "phrase" else qualifier  # "double-click an element for the element with id submit"
        spot = re.search(r"\b(?:an|the|a web) element(?=$|\s+(?:to|on|in|into|from|with|for|by)\b)", text or "")
        if spot:
            text = text[:spot.start()] + located[0].removeprefix("for ") + text[spot.end():]
            phrase, qualifier = (text, qualifier) if where == "phrase" else (phrase, text)
            items = rest
            break
    bare, own, plain = _mention_parts(items, rng, p, "rename" if phrase.startswith("rename ") else "")
    set_to = [(k, v) for k, v in items if label(k) == "value" and isinstance(v, (str, int, float)) and not isinstance(v, bool)]
    if act.verb == "set" and len(set_to) == 1 and phrase.endswith(act.obj) and (bare or act.obj.startswith(("a ", "an "))):
        # hset(name, key=last_login, value=X): "set the field last_login in the hash user:1042:profile to X", never
        # "store a field to last_login ... with the value X" (seed 1332): the bare value names the field, not its value
        bare, own, plain = _mention_parts([it for it in items if it != set_to[0]], rng, p)
        phrase = "set " + re.sub(r"^(?:a|an) ", "the ", act.obj)
        at = next((n for n, m in enumerate(own) if not m.startswith(("in the ", "called ", "named "))), len(own))  # the hash
        # (or the JSON value's name) first, then its value: "set the JSON value called feature_flags to false"
        own = [*own[:at], f"to {render(set_to[0][1])}", *own[at:]]
    place = re.fullmatch(r"(into|onto|in|on|to|from) (?:an?|the) ([a-z]+)", qualifier or "")
    named = next((m for m in plain if place and m.startswith(f"the {place[2]} ")), None)
    if named is not None:  # ae_add_item(item, comp_name): "put project item 5 into the comp "Main Comp"", never "into a
        qualifier, plain = f"{place[1]} {named}", [m for m in plain if m is not named]  # comp ... (the comp "Main Comp")"
        qualifier = re.sub(r"\bthe (\w+) ID (\S+)$", r"\1 \2", qualifier)  # "issues in project 1798", not "in the project ID 1798"
    elif place and place[2] == "comp" and p is not None and any(x.words == ["comp", "name"] for x in p.params) \
            and not any(label(k) in ("comp name", "comp") for k, _v in items):  # ae_markers(layer=3) with no comp_name reads
        qualifier = f"{place[1]} the active comp"  # the active comp: "on the active comp", never "on a comp" (which one?)
    if place and any(m.startswith(("called ", "named ")) for m in own):  # ae_add_item(item=88, name=Headline): the name is
        own = [re.sub(r"^(?:called|named) ", ", naming it ", m) for m in own]  # the new layer's, never the comp's: "put item
        # 88 into the active comp, naming it Headline", never "into a comp called Headline"
    said = " and ".join(bare)
    targets = ("open", "go to", "navigate to", "press", "click", "click on", "visit", "select", "hover over")
    if bare and len(act.obj.split()) == 2 and act.obj.split()[0] in ("a", "an") and phrase.endswith(act.obj) \
            and phrase[: -len(act.obj)].strip() in targets:
        out = phrase[: -len(act.obj)] + said  # "open a URL https://x" -> "open https://x", "press enter"
    elif bare and act.verb in ("set", "change", "update", "switch") and not set_to:
        out = f"{phrase} to {said}"  # "set the workflow to print"
    elif bare and set_to and phrase.startswith("set the "):
        out = f"{phrase} {said}"  # "set the field last_login"
    elif bare:  # "move layer 5", never "move a layer 5": a thing given by its own name or number takes no article
        out = re.sub(r"\b(?:a|an) ([\w-]+)$", r"\1", phrase) + " " + said
        if (re.fullmatch(r'"[^"]+"|[A-Z]\w*', said) or phrase.startswith("rename ")) and re.search(r"\b(?:a|an) [\w-]+ [\w-]+ " + re.escape(said) + "$", out):
            out = re.sub(r"\b(?:a|an) ([\w-]+ [\w-]+ " + re.escape(said) + ")$", r"the \1", out)  # "rename the Photoshop
            # layer Background", never "rename a Photoshop layer Background": a thing given by its name is the one
        if re.fullmatch(r"\d+", said):  # ae_delete_item(item=82): "remove project item 82", never "remove a project
            out = re.sub(r"\b(?:a|an) ((?:[\w-]+ ){1,2}[\w-]+ \d+)$", r"\1", out)  # item 82" (seed 1478)
        one = re.fullmatch(r"\S+", said) and not re.fullmatch(r"\d+", said)  # delete(key=cache:homepage): "delete the key
        if one:  # cache:homepage", never "delete keys cache:homepage" (seed 1461); keys a list names stay plural
            out = re.sub(r"\b(?:an? |the )?(keys|fields|members|elements|tags|labels|branches|files|entries|aliases|indices|"
                         r"channels|tabs|cookies|sessions)(?= \S+$)", lambda m: f"the {singular(m[1])}", out)
        numbers = re.fullmatch(r"\d+(?:(?:, | and )\d+)*", said)  # ae_precompose(layers=[4]): "precompose layer 4", never
        if numbers:  # "precompose the given layers 4"; "stagger layers 1 and 4", never "the layer 1 and 4" (seed 1434)
            one = re.fullmatch(r"\d+", said) is not None
            out = re.sub(r"\b(?:the (?:given |selected )?)?(\w+?)s? (?=[\d, and]+$)",
                         lambda m: (f"{m[1]} " if one else f"{m[1]}s ") if m[1] in _NUMBERED_THINGS else m[0], out)
            if not one:  # ae_set_text(layer=[4, 1]): "make changes to existing text layers 4 and 1", never "to an existing
                out = re.sub(r"\ban? ((?:existing )?(?:[\w-]+ )?\w+s) (?=[\d, and]+$)", r"\1 ", out)  # text layers 4 and 1"
    else:
        out = phrase
    if qualifier and re.match(r"(onto|into|to|from) (another|an?|some) ", qualifier) \
            and any(m.split(" ", 1)[0] == qualifier.split(" ", 1)[0] for m in own if m):
        qualifier = ""  # "rebase commits onto 63f83a9a7015", never "onto another branch onto 63f83a9a7015"
    out += (" " + qualifier if qualifier else "") + hint
    out += (" " + " ".join(own)).replace(" , ", ", ") if own else ""
    out = re.sub(r"\b(?:an? |the )?((?:data |index |ingest )?)(streams|indices|indexes|templates|pipelines|aliases|snapshots|"
                 r"policies|repositories|channels|sessions|keys|branches|tags|cookies)( called| named) ([^\s,]+)(?=$|[.;]| (?!and\b))",
                 lambda m: f"the {m[1]}{singular(m[2])}{m[3]} {m[4]}", out)  # delete_data_stream(name=logs-app-default):
    # "delete the data stream called logs-app-default", never "delete data streams called ..." (seed 1509)
    out = re.sub(r"\b([a-z]+) (?:the )?([a-z]+s) — all of them\b", r"\1 all the \2", out)  # git_add(all=true): "stage all the
    # files", never "stage files — all of them"
    out = re.sub(r"\b(create|draw|add|make|set up) (?:a |the )?shapes? (ellipse|rectangle|polygon|star|line|circle|triangle|arc|spiral)\b",
                 lambda m: f"{m[1]} {'an' if m[2][0] in 'aeiou' else 'a'} {m[2]}", out)  # adobe_ai_shapes(shape=ellipse):
    # "create an ellipse", never "create shapes ellipse" (seed 1501)
    out = re.sub(r"\b(?:press|simulate|hit) (?:keyboard )?(?:an? |the )?(?:keyboard )?key ([A-Za-z][a-z0-9]{0,9})\b(?!-)", _pressed, out)
    # "press
    # Tab", never "press a keyboard key Tab" nor "simulate the keyboard key Enter"
    out = re.sub(r"\bswitch (?:branches|the branch|a branch) to\b", "switch to", out)  # "switch to feature/search-filters"
    out = re.sub(r"\bset an expiration time (?:on the key (\S+) )?expiring after (\d+ \w+)",  # expire(name, seconds): never
                 lambda m: f"set {'the key ' + m[1] if m[1] else 'that key'} to expire after {m[2]}", out)  # "an expiration time
    # named feature_flags" nor "an expiration time expiring after 60 seconds" (seed 1355)
    out = re.sub(r"\b(from|to) element (\"[^\"]+\"|\S+) \1 ref (\S+)", r"\1 \2 (ref \3)", out)  # mouse_drag: 'from
    # "Wireless headphones" (ref e377) to Cart (ref e145)', never 'from element X from ref e377 to element Cart to ref e145'
    if plain:
        plain = _last_by_label(plain)
        body = ", ".join(plain[:-1]) + (" and " if len(plain) > 1 else "") + plain[-1]
        joins = [" with {m}", " using {m}", " ({m})", " with {m}"]  # never ", {m}": "look up the effect, coordinate
        # system document" is no sentence (four choices still: the draws after it stay as they were)
        if out.endswith(")"):  # "clone a repository (/home/x) (URL ... and a depth of 45)": one aside at a time
            joins = [" with {m}", " using {m}"]
        out += rng.choice(joins).format(m=body)
    out = re.sub(r"\bmove the layer contents into (\"[^\"]+\"|\S+) (?:with|using|\(the) (layers [\d, and]+\d)\)?",
                 r"merge \2 into \1", out)  # ai_merge_layers: "merge layers 0 and 1 into "Layer 1"", never "move the
    # layer contents into "Layer 1" with layers 0 and 1" (seed 1519)
    out = re.sub(r"\bapply (?:the )?filters? (?:called|named) ([a-z]+(?:[A-Z]\w*)?)\b",
                 lambda m: "apply the " + (m[1] if re.search(r"[A-Z]", m[1]) else m[1].title()) + " filter", out)  # adobe_ps_filter:
    # "apply the Median filter", "apply the unsharpMask filter" (the API's name, so the call is grounded), never "apply
    # filters called unsharpMask" (seed 1543)
    out = re.sub(r"\bapply (?:the )?color/tone adjustments ([a-z]+(?:_[a-z]+)*)\b", r"apply the \1 adjustment", out)
    # adobe_ps_adjustment: "apply the channel_mixer adjustment", never "apply color/tone adjustments channel_mixer" (1554)
    out = re.sub(r"\bset the key-value pair to (`[^`]*`|\S+) on the key ([^\s,;?]+)", r"set the key \2 to \1", out)
    out = re.sub(r"\bset the key-value pair to\b", "set that key to", out)  # redis set(key, value): "set the key
    # user:1042:profile to X", "set that key to 30", never "set the key-value pair to 30" (seed 1516)
    out = re.sub(r"\b(store|set|save|add|put) (vector|embedding) \[", r"\1 the \2 [", out)  # "store the vector [0.99, ...]"
    out = re.sub(r"\breorder (.+?) (?:using|with) (?:a |the )?position(?: of)? (\d+)\b", r"reorder \1 to position \2", out)
    # manage_layers(action=reorder, position=5): "reorder a layer to position 5", never "using the position 5" (the verb
    # stays: a free-form action is said in the user's words)
    command = re.search(r"(?:,? (?:and|with|using) |\()(?:the )?command (\w+)\)?", out)
    argv = re.search(r"with the arguments \"([^\"]+)\"", out)
    if command and argv and command.start() != argv.start():  # healer_debug_test(command=pytest, args=[-v, x.py]):
        cmd = command[1]  # "run a single test: `pytest -v x.py`", never "with the arguments "-v x.py" ... and command pytest"
        out = out[:command.start()] + ("(" if command[0].startswith("(") and command[0].endswith(")") is False else "") + out[command.end():]
        out = out.replace(argv[0], f"with `{cmd} {argv[1]}`").replace(" ()", "").replace("( and ", "(").replace("()", "")
    return re.sub(r"\bpress ([A-Z]\w*) (?:\(|(?:using|with) )(?:the )?modifiers ([A-Z]?[a-z]+)(?: and ([A-Z]?[a-z]+))?\)?(?=$|[,.;?])",
                  lambda m: "press " + "+".join(k[:1].upper() + k[1:] for k in (m[2], m[3], m[1]) if k), out)  # "press
    # Shift+Meta+F1", never "press keyboard the key F1 with the modifiers Shift and Meta"


def _pressed(m: re.Match) -> str:
    key = m[1]
    if key.lower() in ("up", "down", "left", "right"):
        return f"press the {key.lower()} arrow"
    return f"press {key.upper() if len(key) == 1 else key[:1].upper() + key[1:]}"


_FOR_THE = re.compile(r"(.+) for the ([a-z][\w ]*)")


def _last_by_label(plain: list[str]) -> list[str]:
    """"the labels needs-triage and incident for the type" reads as two labels: a value said before its
    label ("incident for the type") is never the last of a list, where "and" would join it to the one before."""
    m = _FOR_THE.fullmatch(plain[-1]) if len(plain) > 1 else None
    if m is None:
        return plain
    return [*plain[:-1], f"the {labelled(m[2], m[1])}"]



def _default_operation(p: Profile, act) -> str | None:
    for x in p.params:
        if label("$." + x.name) in ("action", "op", "operation", "mode", "command") and isinstance(x.core.get("default"), str) \
                and x.core.get("enum"):
            return _operation(x.core["default"], act)
    return None


def _choices_of(p: Profile, path: str) -> list:
    """The enum of the parameter at a JSON path ("$.params.action"), or []."""
    return next((x.core.get("enum") or [] for x in p.params if x.json_path == path), [])


_HELD = frozenset("element elements item items member members entry entries".split())  # what a key's list or set holds
_NUMBERED_THINGS = frozenset("layer item artboard keyframe tab comp".split())  # a count of rows or frames stays a count


_ONE_OF_MANY = frozenset("uuids ids paths refs labels tags".split())  # a list label said of one value: "uuid X"
_TUPLE_WORDS = frozenset("rgb rgba cmyk color colour within position point size offset anchor bounds rect center centre "
                         "coordinates xy origin scale dimensions".split())


def _mention(lab: str, values: list[Any], obj_head: str, rng: random.Random, texts: int = 1, places: int = 1,
             crowded: bool = False, verb: str = "", param: bool = True) -> tuple[str, str]:
    """(phrase, how it attaches: "bare" right after the object, "own" with its own preposition,
    "plain" in a with-list) for one parameter's values."""
    shown = " and ".join(render(v) for v in values) if len(values) <= 2 else ", ".join(render(v) for v in values[:-1]) + " and " + render(values[-1])
    ws = lab.split()
    last = ws[-1] if ws else "value"
    many = len(values) > 1
    if verb == "analyze" and last in ("filter", "filters") and ws[:1] != ["char"] and all(isinstance(v, str) for v in values):
        return f"with the {shown} token filter{'s' if many else ''}", "own"  # analyze_text(filter=[asciifolding]): never
        # "analyze the text ... matching asciifolding" (seed 1503)
    if many and len(values) <= 4 and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values) \
            and (ws[-1:] in (["position"], ["point"], ["scale"], ["size"], ["center"], ["offset"], ["anchor"], ["origin"])
                 or lab in ("xy", "coordinates")):
        return f"the {lab} [{', '.join(render(v) for v in values)}]", "plain"  # one point, not "positions 1323 and 1790"
    if many and last in ("vector", "embedding") and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
        vector = f"[{', '.join(render(v) for v in values)}]"  # vector_search_hash(query_vector=[...]): one vector, never
        return (vector, "bare") if singular(obj_head.split()[-1] if obj_head else "") == last else (f"the {lab} {vector}", "plain")
        # "the query vectors -0.458, 0.808 and ..."; set_vector_in_hash: "store the vector [...]"
    if len(values) == 3 and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 255 for v in values) \
            and ws[-1:] and ws[-1] in ("fill", "color", "colour", "background", "bg", "stroke", "tint"):
        return f"the {lab} RGB {', '.join(render(v) for v in values)}", "plain"  # one colour, not "a fills of 208, 93 and 181"
    if lab in ("args", "arguments", "argv") and many and all(isinstance(v, str) and " " not in v for v in values) \
            and any(v.startswith("-") or "/" in v or "." in v for v in values):
        return f"with the arguments {render(' '.join(values))}", "own"  # a command line, not "arguments run, -- and x.ts"
    if isinstance(values[0], bool) and lab == "all" and values[0] and not many:
        return "— all of them", "own"  # git_add(all=true): "stage files — all of them", never "using all on"
    if values[0] is True and ws in (["selection", "only"], ["selected", "only"]) and not many:
        return "for the selection only", "own"  # get_effects(
        # selection_only=true): never "look up the effect using selection only on" (seed 1514)
    if isinstance(values[0], bool):
        state = "on" if values[0] else "off"
        return rng.choice([f"{lab} {state}", f"{lab} turned {state}"]), "plain"
    if len(ws) == 2 and ws[0] in ("target", "destination", "dest") and verb in ("move", "copy", "send", "duplicate") \
            and isinstance(values[0], str) and not many and not values[0].startswith("/"):
        return f"to the {ws[1]} {shown}", "own"  # move_to_layer(target_layer="Layer 1"): "move objects ... to the layer
        # "Layer 1"" (seed 1386)
    if ws[:2] == ["apply", "to"] and len(ws) > 2:  # create_gradient(apply_to_uuids=[...]): "applying it to the uuid X",
        thing = " ".join(ws[2:]) if many else singular(ws[-1]) if len(ws) == 3 else " ".join(ws[2:])  # never "using apply
        return f", applying it to the {thing} {shown}", "own"  # to uuids X" (seed 1404)
    if lab in ("distribute", "distribution") and isinstance(values[0], str) and values[0] in ("horizontal", "vertical") and not many:
        return f", spacing them out {values[0]}ly", "own"  # align_objects(distribute=horizontal): never "with the distribute
        # horizontal" (seed 1388)
    if lab in ("from", "to", "into", "onto") and isinstance(values[0], str) and not many:
        return f"{lab} {shown}", "own"  # convert_coordinate(from=document, to=artboard): "from document to artboard"
    if len(ws) == 3 and ws[-1] in ("to", "into", "onto") and ws[0] in ("move", "keep", "send", "reassign") and not many:
        return f", {ws[0].rstrip('e')}ing the {ws[1]} {ws[2]} {shown}", "own"  # move_items_to: "moving the items to "Guides""
    if ws and ws[0] in ("at", "in", "on", "by", "from", "to", "after", "before") and len(ws) > 1 \
            and lab not in ("in point", "out point"):  # adobe_pr_export(in_point=1): "an in point of 1", never "in point 1"
        if not many and isinstance(values[0], int) and ws[-1] != singular(ws[-1]) and singular(ws[-1]) in _NUMBERED_THINGS:
            lab = " ".join([*ws[:-1], singular(ws[-1])])  # ae_copy_animation(to_layers=[6]): "to layer 6", never "to
            # layers 6" (seed 1434)
        return f"{lab} {shown}", "own"  # `at_time`: "at time 94", never "using at time 94"
    if lab in PLACE_WORDS and not many:  # ae_reorder_layer(before=2): "before
        noun = f"{singular(obj_head)} " if isinstance(values[0], int) and obj_head else ""  # layer 2", never "a before of 2"
        return f"{lab} {noun}{shown}", "own"
    if lab in ("action", "op", "operation", "mode") and isinstance(values[0], str) and not many and param:
        return f"({lab} {shown})", "own"  # how the tool is asked to act, as a user names an API's action
    if len(ws) == 1 and (singular(last) == singular(obj_head) or last == "paths" and obj_head == "files"
                         and all(isinstance(v, str) and not v.startswith("/") and "." in v for v in values)):  # git_add(paths=[docs/README.md]): "stage the
        return shown, "bare"  # file docs/README.md", never "stage files with paths docs/README.md" (seed 1479)  # "delete keys cart:1 and cart:2": the object already says what they are
    if verb == "rename" and isinstance(values[0], str) and not many and ws == ["name"] \
            and singular((obj_head.lower().split() or [""])[-1]) in ("remote", "repository", "branch", "tag"):
        return shown, "bare"  # git_remote(rename, name=fork, newName=origin): "rename the remote fork to origin"
    if verb == "rename" and isinstance(values[0], str) and not many and ws == ["new", "name"]:
        return f"to {shown}", "own"  # rename a Photoshop layer to "Product photo", never "with the new name ..."
    if verb == "rename" and isinstance(values[0], str) and not many and obj_head and ws[-1:] == ["name"] \
            and [singular(w) for w in ws[-2:-1]] == [singular(obj_head.lower().split()[-1])] and ws[:1] != ["old"]:
        return (f"to {shown}", "own") if ws[:1] == ["new"] else (shown, "bare")  # git_branch(rename, branchName,
        # newBranchName): "rename branch feature/search-filters to fix/login-timeout", never "with the new branch name
        # fix/login-timeout and the branch name feature/search-filters" (seed 1481)
    if crowded:  # two zones, two links, two queries in one call: each by its own label
        return f"the {labelled(lab, shown)}", "plain"
    if isinstance(values[0], str) and _SQL.match(values[0]) and (_SQL_UPPER.match(values[0])  # CREATE TABLE: SQL as written
                                                                   or statement_type(values[0].strip().rstrip(";"))):  # a statement
        # is run, not matched ("Update mobile navigation" is a title that opens with a verb, not SQL)
        return rng.choice([f"with the SQL {shown}", f"using {shown}"]), "own"
    if last in _AS_SEARCH and not _chained(ws, values):
        return rng.choice([f"matching {shown}", f"for {shown}", f"with the {lab} {shown}"]), "own"
    if last in _AS_ZONE:
        return f"in {shown}", "own"
    if last in _AS_LINK:
        return rng.choice([f"at {shown}", f"({shown})"]), "own"
    if last in _AS_PLACE and places > 1:  # a folder and a file: each by its label
        return f"the {labelled(lab, shown)}", "plain"
    if verb == "save" and lab == "label" and isinstance(values[0], str) and not many:
        return f"labelled {shown}", "own"  # ai_checkpoint(label=v1-approved): "save a copy labelled v1-approved"
    if verb == "save" and last in ("path", "file") and isinstance(values[0], str) and re.search(r"\.\w{2,5}$", values[0]) and not many:
        return f"as {shown}", "own"  # ae_save_project(path) "SaveAs if path given": "save the project as /x/a.aep" (seed 1479)
    if last in _AS_PLACE and isinstance(values[0], str) and (verb in _PUTS or set(ws) & _DESTINATION):
        return f"into {shown}", "own"  # a clone's path is where it goes: "clone <url> into /home/x/app", not "(/home/x/app)"
    if last in _AS_PLACE:
        return rng.choice([f"at {shown}", f"in {shown}" if last in ("dir", "directory", "folder", "root") else f"({shown})",
                           f"— {lab} {shown}"]), "own"
    if last in _AS_TEXT and isinstance(values[0], str):
        if len(ws) > 1 or texts > 1:  # "old text" and "new text": each by its label
            return f"the {labelled(lab, shown)}", "plain"
        return rng.choice([f"saying {shown}", f"with the {lab} {shown}", f"with {lab} {shown}"]), "own"
    if last in _AS_NAME and isinstance(values[0], str) and obj_head.lower() in _MEASURES and not many:
        return f"of {shown}", "bare"  # llen(name): "get the length of notifications:user:1042", never "the length called ..."
    if last in _AS_NAME and len(ws) == 1 and isinstance(values[0], str) and not many and ":" in values[0] \
            and obj_head.lower().split()[-1:] and obj_head.lower().split()[-1] in _HELD:
        return f"from {shown}", "own"  # lpop(name=queue:emails): the first element from queue:emails, not one "called" so
    if last in _AS_NAME and len(ws) == 1 and isinstance(values[0], str) and not many and ":" in values[0] \
            and verb in ("push", "append", "prepend", "add", "insert"):
        return f"onto {shown}", "own"  # lpush(name=jobs:pending, value=job:2688): "push job:2688 onto jobs:pending"
    if verb in ("switch", "checkout") and ws[-2:] == ["branch", "name"] and isinstance(values[0], str) and not many:
        return f"to {shown}", "own"  # git_checkout(branch_name=X): "switch to X", never "switch branches named X"
    if lab == "index" and obj_head.lower() == "focus" and isinstance(values[0], int) and not many:
        return f"to frame {shown}", "own"  # frame(action=switch, index=0): "switch the focus to frame 0"
    if lab == "title" and verb in ("update", "modify", "edit", "change") and isinstance(values[0], str) and not many:
        return f"setting its title to {shown}", "own"  # update_issue(issue_id=95, title=X): never "an issue named X"
    if lab in ("name", "title") and verb == "rename" and isinstance(values[0], str) and not many:
        return f"to {shown}", "own"  # ai_set_item(item=3, name=Logo), "Rename an item": rename item 3 to Logo
    if verb == "rename" and ws[:1] in (["old"], ["new"]) and len(ws) == 2 and isinstance(values[0], str) and not many:
        return f"{'from' if ws[0] == 'old' else 'to'} {shown}", "own"  # rename(old_key, new_key): rename a Redis key from
        # order:2025:0871 to order:2025:0871:archived, never "with old key X and the new key Y" (seed 1332)
    if last in _AS_NAME and isinstance(values[0], str) and ws[:1] == ["new"] and not many and (
            len(ws) == 2 or len(ws) == 3 and singular(ws[1]) == singular(obj_head)):  # newBranchName of a branch rename
        return (f"to {shown}" if verb in ("rename", "change", "update", "set") or len(ws) == 3 else f"as {shown}"), "own"
        # duplicate layer 1 as "Title text"; rename a branch to hotfix/payment-rounding
    if last in _AS_NAME and isinstance(values[0], str):
        if len(ws) > 1 and singular(ws[-2]) != singular(obj_head) and ws[-2] not in ("new", "old", "full", "display", "first", "last"):
            # `podName` of port_forward: the pod, not the port; a `new_name` stays "the new name X", never "the new X"
            return f"the {' '.join(ws[:-1])} {shown}", "plain"
        return rng.choice([f"called {shown}", f"named {shown}"]), "own"
    if last in _UNITS and isinstance(values[0], (int, float)) and len(ws) > 1:
        head = " ".join(w for w in ws[:-1] if w not in ("in", "of"))  # expires_in_days: "expiring after 60 days"
        if ws[0] in ("expire", "expiry", "expiration", "ttl", "expires"):
            return f"expiring after {shown} {last}", "own"
        return f"{'an' if head[:1] in 'aeiou' else 'a'} {head} of {shown} {last}", "plain"
    if lab == "attribute" and isinstance(values[0], str) and not many:
        return f"of the {shown} attribute", "own"  # get_element_attribute: the value of the href attribute, never "an
        # attribute value of the attribute value" (get_attribute(attribute=value), seed 1306)
    if last in _LOCATOR and isinstance(values[0], str) and len(ws) == 1:
        return f"by {shown}", "own"  # "find the element by css"
    lab = _WRAPPER.get(lab, lab)  # `kwargs`, `params`: a code artefact, not a thing a person names
    tuple_ = many and last in _TUPLE_WORDS and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values)
    if not many and ws[-1:] and ws[-1] in _ONE_OF_MANY and isinstance(values[0], str):  # apply_graphic_style(uuids=[X]):
        lab = " ".join([*ws[:-1], singular(ws[-1])])  # "uuid X", never "uuids X" of one (seed 1520)
    lab = plural(lab) if many and not lab.endswith("s") and not tuple_ else lab  # "fill rgbs 241, 36 and 244", "withins 53
    said = labelled(lab, shown)  # and 39" (seed 1299): a colour's or a point's numbers are one value, its label singular
    if isinstance(values[0], (int, float)) and not isinstance(values[0], bool):
        art = "an" if lab[:1] in "aeiou" or lab in ("x", "f", "h", "l", "m", "n", "r", "s") or lab[:2] in ("x ", "f ", "s ") else "a"
        counted = lab.split()[-1] != singular(lab.split()[-1]) and isinstance(values[0], int)  # "a points of 14": 14 points
        if counted and not many and singular(lab.split()[-1]) in _NUMBERED_THINGS:  # layers=[6]: layer 6, not "6 layers"
            return f"{' '.join([*lab.split()[:-1], singular(lab.split()[-1])])} {shown}", "plain"
        pair = re.fullmatch(r"(\w+) [ab12]", lab)  # frames_diff(artboard_a=5, artboard_b=3): "artboard 5 and artboard 3",
        if pair and not many and isinstance(values[0], int) and pair[1] in _NUMBERED_THINGS:  # never "an artboard a of 5"
            return f"{pair[1]} {shown}", "plain"  # (seed 1478)
        if not many and isinstance(values[0], int) and lab in _NUMBERED_THINGS:
            return f"{lab} {shown}", "plain"  # ae_markers(layer=8): "layer 8", never "a layer of 8" (seed 1333)
        return rng.choice([said, f"the {said}", f"{shown} {lab}" if counted and not many else
                           f"{art} {lab} of {shown}" if not many else said]), "plain"  # never "a times of 11 and 19"
    # "PVE for the project", "315 for the project ID": a code or number is said with its label first ("project PVE")
    spaced = isinstance(values[0], str) and " " in values[0].strip()
    chosen = rng.choice([said, said, f"the {said}", f"{shown} for the {lab}" if not many and spaced else said])
    if chosen == said and lab.split()[0] in _VERB_LABELS:  # "and tag enhancement" reads as an order to tag something:
        chosen = f"the {said}"  # "and the tag enhancement" names the filter
    return chosen, "plain"


# labels that are also verbs: said bare after "and" ("the limit 20 and tag enhancement") they ask for an action
_VERB_LABELS = frozenset("tag label update delete remove set add move copy sort filter merge close open start stop reset clear "
                         "create send post save export import print run lock pin mark order share sync load find search".split())


def _chained(ws: list[str], values: list[Any]) -> bool:
    """Filters a text goes through, not a search's terms: analyze_text(char_filter=["mapping"]) is "with the char
    filter mapping", never "matching mapping"; filter=["lowercase", "stop"] is "the filters lowercase and stop"."""
    if ws[-1] not in ("filter", "filters"):
        return False
    return len(ws) > 1 and not set(ws[:-1]) & (_AS_SEARCH | {"search", "expression", "file", "files"}) or len(values) > 1 \
        and all(isinstance(v, str) and re.fullmatch(r"[a-z_]+", v) for v in values)


def _mention_parts(items, rng: random.Random, p: Profile | None, said_verb: str = "") -> tuple[list[str], list[str], list[str]]:
    head = action(p).head if p is not None else ""
    verb = said_verb or (action(p).verb if p is not None else "")  # git_branch(mode=rename) is asked as "rename": its
    # names are said as a rename's (the tool's own verb is "manage")
    items, queries = _query_leaves(items)
    items, records = _named_links(items)
    items, stops = coloured_records(items)
    records += stops
    items, rows = _records(items)
    records += rows
    items, points = _point_lists(items)
    records += points
    kept = []
    for path, value in items:  # a key named by its description: "in the hash user:1042:profile", "field email"
        said = role(p, path) if isinstance(value, str) else None
        if said is None:
            kept.append((path, value))
        elif said[0] == "container":
            queries.append(f"in the {said[1]} {render(value)}")
        elif said[0] == "key":
            queries.append(f"on the key {render(value)}")
        else:
            kept.append(("$.field", value))
    items = kept
    renamed = [(k, v) for k, v in items if re.fullmatch(r"\$\.(properties|changes|updates|fields|attributes)\.(name|title)", k)
               and isinstance(v, str) and verb in ("modify", "update", "change", "edit", "set")]
    items = [it for it in items if it not in renamed]  # modify_object(properties={"name": "Headline"}): "the new name
    records += [f"the new {label(k)} {render(v)}" for k, v in renamed]  # Headline", never "change properties named
    # Headline" (which reads as the object's present name, seed 1384)
    items, colours = _colour_triplets(items)
    items, objects = _colour_objects(items)
    colours += objects
    items, located = _located(items)
    grouped: dict[str, list[Any]] = {}
    said_as = twin_labels([path for path, _ in items])  # reporter email A, assignee email B: never "the emails A and B"
    for path, value in items:
        grouped.setdefault(said_as[path], [])
        if value not in grouped[said_as[path]]:
            grouped[said_as[path]].append(value)
    parts: dict[str, list[str]] = {"bare": [], "own": [], "plain": []}
    texts = sum(1 for lab in grouped if lab.split()[-1] in _AS_TEXT)
    places = sum(1 for lab in grouped if lab.split()[-1] in _AS_PLACE)
    group = {lab: next((n for n, g in enumerate((_AS_SEARCH, _AS_ZONE, _AS_LINK, _AS_NAME)) if lab.split()[-1] in g), None)
             for lab in grouped}
    declared = {x.json_path for x in p.params} if p is not None else None
    own_params = {said_as[path] for path, _ in items if declared is None or path in declared}  # not a document's "action"
    for lab, values in grouped.items():
        crowded = group[lab] is not None and sum(1 for g in group.values() if g == group[lab]) > 1
        text, how = _mention(lab, values, head, rng, texts, places, crowded, verb, lab in own_params)
        parts[how].append(text)
    return parts["bare"], queries + parts["own"] + located, parts["plain"] + records + colours


def mentions(items: list[tuple[str, Any]], rng: random.Random) -> str:
    """Values the user gives on their own ("with key user:1 and value meadow")."""
    bare, own, plain = _mention_parts(items, rng, None)
    texts = bare + own + plain
    if not texts:
        return ""
    return " with " + ", ".join(texts[:-1]) + (" and " if len(texts) > 1 else "") + texts[-1]


def _open(template: str, body: str) -> str:
    if template in SELF:
        for said, meant in _SELF_VOICE:
            body = re.sub(rf"\b{said}\b", meant, body)
    text = template.replace("{C}", body[:1].upper() + body[1:]).replace("{c}", body)
    text = text.replace("?.", "?").replace("..", ".")
    return _tidy(text[:1].upper() + text[1:])


def request(parts: list[str], rng: random.Random) -> str:
    """Clauses (each with its mentions) joined into one user request."""
    if not parts:
        return ""
    body = parts[0]
    for part in parts[1:]:
        body += rng.choice(CONNECTORS) + part
    return _open(rng.choice(OPENINGS), body)


_ACTS_ON = frozenset("delete remove get rename move hide show lock unlock update change modify duplicate close convert rasterize "
                     "edit clear drop".split())  # verbs of a clause that acts on a thing that exists


def that_one(clause: str, reaction: str, made: bool = False) -> str:
    """"Good, alias orders-current is the one to use. Take that and remove that alias", never "... remove an alias"
    (which one?) of the one the user just singled out (seed 1520); "Go with the one named "Button group". Next, ungroup
    that group" (seed 1522)."""
    head = re.match(r"([a-z]+(?: [a-z]+){0,2}?) an? ([a-zA-Z]+(?: [a-z]+)?)(?=$|[ ,.;?])", clause) if made else \
        re.match(r"([a-z]+(?: [a-z]+){0,2}?) an? ([a-z]+)(?=$|[ ,.;?])", clause)
    acts_on = bool(head) and head[1].split()[0] in _ACTS_ON and not head[2].startswith("new")  # (a clause that makes a
    # thing makes a new one: "add a fork", never "add that fork")
    if head and (made and acts_on or re.search(rf"\b{re.escape(head[2])}\b(?!-)", reaction.lower())):  # (or the thing the last
        # turn made: "Good, it's in ArialMT. Now delete that Photoshop layer", never "delete a Photoshop layer", 1552)
        return f"{head[1]} that {head[2]}{clause[head.end():]}"
    return clause


def later_request(parts: list[str], rng: random.Random, uses_cited: bool, reaction: str = "") -> str:
    first = parts[0].split(" ", 1)[0].lower()
    opened = reaction.split(" ", 1)[0].strip(",.").lower() in ("good", "ok", "great", "thanks") \
        or reaction.rstrip().endswith(("fine.", "looks right.", "is there.")) or reaction.startswith("So the ")  # no
    # "Good, ... Good.", "..., fine. Good." nor "So the comment is Outro. Good." (seed 1418)
    pointed = re.search(r"\bthat [a-z]+\b", parts[0].split(",")[0])  # "set that key to X" already says which one:
    # never "set that key to X with it" (seed 1537)
    used = [t for t in LATER_USED if len(parts) == 1 and " with " not in parts[0] or not t.endswith("with it.")] \
        if uses_cited and not pointed else []  # "... and then read the file contents with it." hangs "it" on the last
    # clause, not on the one that uses it; "open the file contents with head 42 with it" says "with" twice
    picked = reaction.startswith(("The ", "Go with", "I'll take", "Of ", "I want", "Of those")) \
        or bool(re.search(r"\bthe one (?:we need|to use|I mean|I want)\b|\bis the one\b", reaction))  # "... is the one
    # I want. Good. Create a tag" (seed 1389), ".../design-system — that's the one we need. Good. Show me ..." (seed
    # 1537) approve the user's own pick: "Good." answers what came back, never a pick
    options = [t for t in LATER + used if first not in t.lower().split()
               and not (opened and t.split(" ", 1)[0].strip(",.").lower() in ("good", "ok"))  # no "take that and take"
               and not (picked and t.startswith("Good."))]
    template = rng.choice(options)
    body = parts[0]
    for part in parts[1:]:  # "Then X; then Y" says "then" twice
        body += rng.choice([c for c in CONNECTORS if "then" not in c] if "then" in template.lower() else CONNECTORS) + part
    return _open(template, body)


from seer.generate.symbolic.followups import follow_up  # noqa: E402,F401 - the question after the work, its own module
