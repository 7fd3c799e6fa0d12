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
from seer.generate.symbolic.lexicon import first_person, plural, singular, words
from seer.generate.symbolic.phrasing import action, verb_phrase
from seer.generate.symbolic.positions import equal_position, holder, own_id, record_lists, shared
from seer.generate.symbolic.twins import labels as twin_labels
from seer.generate.symbolic.rendering import _is_json, label, labelled, render  # noqa: F401 - re-exported
from seer.generate.symbolic.roles import role
from seer.generate.symbolic.together import (
    _AS_LINK,
    _LOCATOR,
    _colour_objects,
    _colour_triplets,
    _located,
    _named_links,
    _point_lists,
    _query_leaves,
    _records,
)
from seer.harness.checks import keyed_leaves, norm_text
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
_WRAPPER = {"kwargs": "extra fields", "params": "settings", "options": "settings", "opts": "settings", "args": "arguments",
            "extra": "extra fields"}
_PUTS = frozenset("clone download export extract unzip".split())  # verbs whose path is where the result goes
_DESTINATION = frozenset("destination dest target output out into".split())
_UNITS = frozenset("seconds second ms milliseconds minutes minute hours hour days day bytes pixels px lines items percent".split())


def clause(p: Profile, rng: random.Random, items: list[tuple[str, Any]] = (), hint: str = "") -> str:
    """What the call does, as a request: verb phrase, the values it names, and which record
    of a listing it means ("delete keys cart:1 and cart:2 from Redis with force on")."""
    phrase, qualifier = verb_phrase(p, rng)
    act = action(p)
    chosen = said_choice(p, act.verb, act.obj, list(items))
    if chosen is not None:  # "wait until the "Save changes" element is visible", "delete the empty layers"
        (phrase, items), qualifier = chosen, ""
    op = next(((k, v) for k, v in items if label(k) in ("action", "op", "operation", "mode") and isinstance(v, str)
               and _operation(v, act) is not None), None)
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
    if act.verb == "move":  # a status move says where to: "move UWZJK-5 to closed", not "using status closed"
        to = next(((k, v) for k, v in items if label(k).split()[-1:] in (["status"], ["state"], ["stage"], ["column"])
                   and isinstance(v, str) and v), None)
        if to is not None:
            items = [it for it in items if it != to]
            phrase, qualifier = f"{phrase} to {render(to[1])}", ""
    phrase, qualifier = first_person(phrase), first_person(qualifier)  # "my notebooks", never "the user's notebooks"
    if phrase.startswith("rename ") and op is None and not re.search(r"\b(named|called|to)\b", hint or "") \
            and not any(label(k).split()[-1:] in (["name"], ["title"]) for k, _v in items):
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
    bare, own, plain = _mention_parts(items, rng, p)
    said = " and ".join(bare)
    targets = ("open", "go to", "navigate to", "press", "click", "click on", "visit", "select", "hover over")
    if bare and len(act.obj.split()) == 2 and act.obj.split()[0] in ("a", "an") and phrase.endswith(act.obj) \
            and phrase[: -len(act.obj)].strip() in targets:
        out = phrase[: -len(act.obj)] + said  # "open a URL https://x" -> "open https://x", "press enter"
    elif bare and act.verb in ("set", "change", "update", "switch"):
        out = f"{phrase} to {said}"  # "set the workflow to print"
    else:
        out = phrase + (" " + said if bare else "")
    out += (" " + qualifier if qualifier else "") + hint
    out += (" " + " ".join(own)) if own else ""
    if plain:
        plain = _last_by_label(plain)
        body = ", ".join(plain[:-1]) + (" and " if len(plain) > 1 else "") + plain[-1]
        joins = [" with {m}", " using {m}", " ({m})", ", {m}"]
        if out.endswith(")"):  # "clone a repository (/home/x) (URL ... and a depth of 45)": one aside at a time
            joins = [" with {m}", " using {m}"]
        out += rng.choice(joins).format(m=body)
    return out


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
    return next((x.core.get("enum") or [] for x in p.params if "$." + ".".join(x.path) == path), [])


def _mention(lab: str, values: list[Any], obj_head: str, rng: random.Random, texts: int = 1, places: int = 1,
             crowded: bool = False, verb: str = "") -> tuple[str, str]:
    """(phrase, how it attaches: "bare" right after the object, "own" with its own preposition,
    "plain" in a with-list) for one parameter's values."""
    shown = " and ".join(render(v) for v in values) if len(values) <= 2 else ", ".join(render(v) for v in values[:-1]) + " and " + render(values[-1])
    ws = lab.split()
    last = ws[-1] if ws else "value"
    many = len(values) > 1
    if many and len(values) <= 4 and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values) \
            and (ws[-1:] in (["position"], ["point"], ["scale"], ["size"], ["center"], ["offset"], ["anchor"]) or lab in ("xy", "coordinates")):
        return f"the {lab} [{', '.join(render(v) for v in values)}]", "plain"  # one point, not "positions 1323 and 1790"
    if len(values) == 3 and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 255 for v in values) \
            and ws[-1:] and ws[-1] in ("fill", "color", "colour", "background", "bg", "stroke", "tint"):
        return f"the {lab} RGB {', '.join(render(v) for v in values)}", "plain"  # one colour, not "a fills of 208, 93 and 181"
    if isinstance(values[0], bool):
        state = "on" if values[0] else "off"
        return rng.choice([f"{lab} {state}", f"{lab} turned {state}"]), "plain"
    if lab in ("from", "to", "into", "onto") and isinstance(values[0], str) and not many:
        return f"{lab} {shown}", "own"  # convert_coordinate(from=document, to=artboard): "from document to artboard"
    if len(ws) == 3 and ws[-1] in ("to", "into", "onto") and ws[0] in ("move", "keep", "send", "reassign") and not many:
        return f", {ws[0].rstrip('e')}ing the {ws[1]} {ws[2]} {shown}", "own"  # move_items_to: "moving the items to "Guides""
    if ws and ws[0] in ("at", "in", "on", "by", "from", "to", "after", "before") and len(ws) > 1:
        return f"{lab} {shown}", "own"  # `at_time`: "at time 94", never "using at time 94"
    if lab in ("action", "op", "operation", "mode") and isinstance(values[0], str) and not many:
        return f"({lab} {shown})", "own"  # how the tool is asked to act, as a user names an API's action
    if singular(last) == singular(obj_head) and len(ws) == 1:
        return shown, "bare"  # "delete keys cart:1 and cart:2": the object already says what they are
    if crowded:  # two zones, two links, two queries in one call: each by its own label
        return f"the {labelled(lab, shown)}", "plain"
    if isinstance(values[0], str) and _SQL.match(values[0]) and statement_type(values[0].strip().rstrip(";")):  # a statement
        # is run, not matched ("Update mobile navigation" is a title that opens with a verb, not SQL)
        return rng.choice([f"with the SQL {shown}", f"using {shown}"]), "own"
    if last in _AS_SEARCH:
        return rng.choice([f"matching {shown}", f"for {shown}", f"with the {lab} {shown}"]), "own"
    if last in _AS_ZONE:
        return f"in {shown}", "own"
    if last in _AS_LINK:
        return rng.choice([f"at {shown}", f"({shown})"]), "own"
    if last in _AS_PLACE and places > 1:  # a folder and a file: each by its label
        return f"the {labelled(lab, shown)}", "plain"
    if last in _AS_PLACE and isinstance(values[0], str) and (verb in _PUTS or set(ws) & _DESTINATION):
        return f"into {shown}", "own"  # a clone's path is where it goes: "clone <url> into /home/x/app", not "(/home/x/app)"
    if last in _AS_PLACE:
        return rng.choice([f"at {shown}", f"in {shown}" if last in ("dir", "directory", "folder", "root") else f"({shown})",
                           f"— {lab} {shown}"]), "own"
    if last in _AS_TEXT and isinstance(values[0], str):
        if len(ws) > 1 or texts > 1:  # "old text" and "new text": each by its label
            return f"the {labelled(lab, shown)}", "plain"
        return rng.choice([f"saying {shown}", f"with the {lab} {shown}", f"with {lab} {shown}"]), "own"
    if last in _AS_NAME and isinstance(values[0], str):
        if len(ws) > 1 and singular(ws[-2]) != singular(obj_head):  # `podName` of port_forward: the pod, not the port
            return f"the {' '.join(ws[:-1])} {shown}", "plain"
        return rng.choice([f"called {shown}", f"named {shown}"]), "own"
    if last in _UNITS and isinstance(values[0], (int, float)) and len(ws) > 1:
        head = " ".join(ws[:-1])
        if head in ("expire", "expiry", "expiration", "ttl", "expires"):
            return f"expiring after {shown} {last}", "own"
        return f"a {head} of {shown} {last}", "plain"
    if lab == "attribute" and isinstance(values[0], str) and not many:
        return f"of the attribute {shown}", "own"  # get_element_attribute: the value of the attribute href (named before the value)
    if last in _LOCATOR and isinstance(values[0], str) and len(ws) == 1:
        return f"by {shown}", "own"  # "find the element by css"
    lab = _WRAPPER.get(lab, lab)  # `kwargs`, `params`: a code artefact, not a thing a person names
    lab = plural(lab) if many and not lab.endswith("s") else lab
    said = labelled(lab, shown)
    if isinstance(values[0], (int, float)) and not isinstance(values[0], bool):
        art = "an" if lab[:1] in "aeiou" or lab in ("x", "f", "h", "l", "m", "n", "r", "s") or lab[:2] in ("x ", "f ", "s ") else "a"
        return rng.choice([said, f"the {said}", f"{art} {lab} of {shown}"]), "plain"
    # "PVE for the project", "315 for the project ID": a code or number is said with its label first ("project PVE")
    spaced = isinstance(values[0], str) and " " in values[0].strip()
    return rng.choice([said, said, f"the {said}", f"{shown} for the {lab}" if not many and spaced else said]), "plain"


def _mention_parts(items, rng: random.Random, p: Profile | None) -> tuple[list[str], list[str], list[str]]:
    head = action(p).head if p is not None else ""
    verb = action(p).verb if p is not None else ""
    items, queries = _query_leaves(items)
    items, records = _named_links(items)
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
        else:
            kept.append(("$.field", value))
    items = kept
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
    for lab, values in grouped.items():
        crowded = group[lab] is not None and sum(1 for g in group.values() if g == group[lab]) > 1
        text, how = _mention(lab, values, head, rng, texts, places, crowded, verb)
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


def later_request(parts: list[str], rng: random.Random, uses_cited: bool, reaction: str = "") -> str:
    first = parts[0].split(" ", 1)[0].lower()
    opened = reaction.split(" ", 1)[0].strip(",.").lower() in ("good", "ok", "great", "thanks")  # no "Good, ... Good."
    options = [t for t in LATER + (LATER_USED if uses_cited else []) if first not in t.lower().split()
               and not (opened and t.split(" ", 1)[0].strip(",.").lower() in ("good", "ok"))]  # no "take that and take"
    template = rng.choice(options)
    body = parts[0]
    for part in parts[1:]:  # "Then X; then Y" says "then" twice
        body += rng.choice([c for c in CONNECTORS if "then" not in c] if "then" in template.lower() else CONNECTORS) + part
    return _open(template, body)


def _where(output: Any, value: Any) -> tuple[str, int]:
    """(the key `value` sits under, how many records sit beside it) in a mock output."""
    def walk(node: Any, key: str, siblings: int) -> tuple[str, int] | None:
        if isinstance(node, dict):
            for k, v in node.items():
                hit = walk(v, k, siblings)
                if hit:
                    return hit
        elif isinstance(node, list):
            records = sum(isinstance(x, dict) for x in node) or len(node)
            for v in node:
                hit = walk(v, key, max(siblings, records))
                if hit:
                    return hit
        elif node == value:
            return key, siblings
        return None
    return walk(output, "", 1) or ("", 1)


NUMBERS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


# fields a person singles a record out by ("the one named X", "the 'Fix login' one")
_HUMAN = frozenset("name title subject summary label display real username login text message headline filename".split())
ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]


def _human(pick: dict | None) -> tuple[str, Any] | None:
    """The distinct field of the picked record a person would name it by (never an id)."""
    for k, v in (pick or {}).get("distinct", []):
        ws = words(k)
        if isinstance(v, str) and ws and ws[-1] in _HUMAN and not re.fullmatch(r"[A-Za-z]{1,4}[_-]?[0-9a-z]{6,}|[0-9.]+", v):
            return k, v
    return None


_IDENTITY = frozenset("id uuid key name ref sha hash number title alias branch slug login username handle".split())


def _identifies(output: Any, value: Any, key: str) -> bool:
    """The value is one of the listed things itself (their name, id, first field), held by one record
    only: "Of those 3, products-2024.10 is the one" of three aliases names their index, none of them."""
    for records in record_lists(output):
        holders = [r for r in records if r.get(key) == value]
        if holders:
            first = next(iter(holders[0]), None)
            return len(holders) == 1 and (key == first or bool(set(words(key)) & _IDENTITY))
    return True  # a text listing or a list of plain values: the value is one of them


def _position(output: Any, record: Any) -> tuple[int, int] | None:
    """(index, length) of `record` in the list that holds it."""
    if isinstance(output, list):
        for n, x in enumerate(output):
            if x is record:
                return n, len(output)
        children = output
    elif isinstance(output, dict):
        children = list(output.values())
    else:
        return None
    for child in children:
        hit = _position(child, record)
        if hit:
            return hit
    return None


def _names(node: Any, said: str, key: str = "") -> list[tuple[str, Any]]:
    """(key, value) of a result's human fields (names, titles) the user has not said yet."""
    out: list[tuple[str, Any]] = []
    if isinstance(node, dict):
        for k, v in node.items():
            out += _names(v, said, k)
    elif isinstance(node, list):
        for v in node:
            out += _names(v, said, key)
    elif isinstance(node, str) and key and words(key) and words(key)[-1] in _HUMAN and node.strip() \
            and node.lower() not in said.lower() and not _IDLIKE.fullmatch(node) and len(node) <= 80:
        out.append((key, node))
    return out


def _handle(key: str, value: str) -> bool:
    """A record's id, key or number: naming the record by its name singles it out just as well."""
    return bool(_IDLIKE.fullmatch(value)) or bool(words(key)) and words(key)[-1] in _HANDLES


_HANDLES = frozenset("id uuid key ref sha hash handle ts number index path url uri slug guid oid".split())
_IDLIKE = re.compile(r"[A-Za-z]{1,4}[_-]?[0-9a-z]{6,}|[0-9.:]+|[A-Z][A-Z0-9]{7,}")


def react(value: Any, output: Any, used: bool, rng: random.Random, what: str = "", pick: dict | None = None,
          said: str = "") -> str:
    """A person's reaction to a result: the listed record they mean by what a person sees in it
    (its name or title, newest, the second one), an id only as the last resort; news by its
    meaning, never the user's own words (`said`) handed back (`what`: the things the source
    call returns). It always names one concrete value of the result, as the harness checks count
    them: a reading of a text line ("the result is None" from "result: None") that is none of them
    gives way to the value as it came back."""
    from seer.harness.checks import concrete_values, found, norm_text

    text = _react(value, output, used, rng, what, pick, said)
    if output is None:
        return text
    cited = [c for c in concrete_values(output) if not isinstance(c, (dict, list, bool)) and str(c) not in ("True", "False")]
    if not cited or any(found(c, norm_text(text)) for c in cited):
        return text
    for c in cited:  # the first value that says what it is (a "key: value" line, a labelled field) and that the
        line = re.fullmatch(r"(\w+): (.+)", c.strip()) if isinstance(c, str) else None  # harness counts as cited
        if line and line[1] == "action":  # "OK, the action is take." is no remark: the receipt, its operation aside
            said = _tidy(f"OK, that went through (action: {render(line[2])}).")
        elif line and line[1] not in ("ok", "result") and len(line[2]) <= 60:
            said = _tidy(f"OK, the {label('$.' + line[1])} is {render(line[2])}.")
        else:
            lab = label_at(output, c, what)
            said = _tidy(f"OK, the {lab} is {render(c)}.") if lab and lab != "action" and "\n" not in str(c) and len(str(c)) <= 60 else ""
        if said and any(found(x, norm_text(said)) for x in cited):
            return said
    if label_at(output, cited[0], what) == "action":  # "OK, the action is new.": a receipt, its operation named as the API does
        return _tidy(f"OK, that went through (action: {render(cited[0])}).")
    return _tidy(f"OK, it came back with {render(cited[0])}.")


def _react(value: Any, output: Any, used: bool, rng: random.Random, what: str = "", pick: dict | None = None,
           said: str = "") -> str:
    key, n = _where(output, value)
    lab = label("$." + key) if key else ""
    items = what or "results"
    count = f"{NUMBERS[n]} {items}" if n in NUMBERS and items.split()[-1].endswith("s") else f"{n} results"
    v = render(value)
    record = (pick or {}).get("record")
    if used and n > 1:
        human = _human(pick)
        order = (pick or {}).get("order")
        pos = _position(output, record)
        if human:
            h = render(human[1])
            last = words(human[0])[-1]
            by = "named" if last in ("name", "username", "login", "filename", "display", "real") else \
                "saying" if last in ("text", "message") else "titled"
            options = [f"Of the {count}, the one {by} {h} is what I mean.", f"The one {by} {h} is the one I want.",
                       f"Go with the one {by} {h}.", f"I'll take the one {by} {h} from that list."]
        elif order and isinstance(record, dict) and record.get(order[1]):
            when = render(record[order[1]])
            options = [f"The {order[0]} of the {count} ({when}) is the one.", f"Go with the {order[0]} one, from {when}."]
        elif not _identifies(output, value, key):  # the value is a field of the one meant, not one of the listed
            said_v = labelled(lab, v) if lab and lab not in ("result", "value") else v
            pos = pos or equal_position(output, record)  # a record the mock copied: found by value
            asked = isinstance(value, str) and value.lower() in said.lower()  # platform github, as the user asked: picks none
            ident = own_id(record if isinstance(record, dict) else holder(output, key, value), key, output, said) \
                if shared(output, key, value) or asked else None
            if ident:  # "state opened" of three open issues: the one meant by its own id, the value handed on beside it
                said_v = f"{labelled(label('$.' + ident[0]), render(ident[1]))} ({said_v})"
            o = "last" if pos and pos[0] == pos[1] - 1 and pos[1] > 2 else ORDINALS[pos[0]] if pos and pos[0] < len(ORDINALS) else ""
            options = [f"The {o} of the {count}, the one with {said_v}, is what I mean." if o else f"The one with {said_v} is the one I mean."]
        elif pos and pos[0] < len(ORDINALS):
            o = "last" if pos[0] == pos[1] - 1 and pos[1] > 2 else ORDINALS[pos[0]]
            named_v = labelled(label_at(output, value, what) or lab, v) if lab and lab not in ("result", "value") else v
            options = [f"The {o} of the {count}, {named_v}, is the one.", f"Go with the {o} one ({named_v}).",
                       f"I want the {o} one in that list, {named_v}."]  # the channel ID C0C5BG5WMT: what the value is
        else:
            options = [f"Of those {n}, {v} is the one."]
        return _tidy(rng.choice(options))
    fresh = not (isinstance(value, str) and value.lower() in said.lower()) and not found_in(value, said)
    names = _names(record if isinstance(record, dict) else output, said)
    if used and names and isinstance(value, str) and value not in [h for _k, h in names] and not _handle(key, value):
        names = []  # the record's name is not what the next step takes (its base branch is): say the value taken
    if names:  # a name or title that came back is worth naming; an id is not
        k, h = names[0]
        level = _level_of(record if isinstance(record, dict) else output, h)
        if level:  # a log line is no record to approve: "Thanks, <a warning> looks right" says nothing
            return _tidy(rng.choice([f'I see the {level} "{h}".', f'There\'s the {level}: "{h}".']))
        h = render(h)
        lab_h = label("$." + k)
        return _tidy(rng.choice([f"Good, {h} is there.", f"OK, so the {lab_h} is {h}.", f"Thanks, {h} looks right.",
                                 f"Great, I can see {h}."]))
    if fresh and isinstance(value, (int, float)) and not isinstance(value, bool) and lab:
        return _tidy(rng.choice([f"So the {lab} is {v}.", f"A {lab} of {v}, fine.", f"OK, {v} for the {lab}."]))
    if fresh and isinstance(value, str) and " " in value.strip() and len(value) <= 80 and not re.search(r"[:(]|^\s*-", value):
        return _tidy(rng.choice([f"Good to see {v} there.", f"OK, {v} — that matches what I expected.", f"Interesting: {v}."]))
    if used and not fresh:  # the user said it already: name something new the result holds, by what it is
        fact = _fact(output, said) or _first_fact(output, said)
        if fact and fact[0] == "action":
            return _tidy(_receipt(fact[1], rng))
        if fact:  # "OK, the health is yellow.", never "OK, yellow is in there too."
            return _tidy(rng.choice([f"OK, the {fact[0]} is {fact[1]}.", f"Good, so the {fact[0]} is {fact[1]}."]))
    lab_v = label_at(output, value, what) if lab in ("", "result", "value", "ID", "name", "key", "number") else lab
    if used:  # the value the next step takes, by what it is: "Great, project ID 1164 it is." (never "Great, 1164 it is.")
        if lab_v:
            said_v = labelled(lab_v, v)
            return _tidy(rng.choice([f"Good, {said_v} is the one to use.", f"Great, {said_v} it is.", f"The {said_v} is the one we need."]))
        return _tidy(rng.choice([f"Good, {v} is the one to use.", f"Great, {v} it is.", f"{v} — that's the one we need."]))
    # nothing named, nothing handed on: what a person reads off the result (its status, a count),
    # by its label; never a bare flag or an id
    fact = _fact(output, said)
    if fact and fact[0] == "action":  # a receipt: the operation went through
        return _tidy(_receipt(fact[1], rng))
    if fact:
        k, x = fact
        return _tidy(rng.choice([f"OK, the {k} is {x}.", f"So the {k} is {x}.", f"Good, {k}: {x}."]))
    if isinstance(value, bool) or v in ("True", "False"):  # a flag is no value to quote: the first fact that is
        leaf = _first_fact(output, said)
        if leaf and leaf[0] == "action":  # "OK, the action is new.": a receipt
            return _tidy(_receipt(leaf[1], rng))
        if leaf:
            return _tidy(rng.choice([f"OK, the {leaf[0]} is {leaf[1]}.", f"So the {leaf[0]} is {leaf[1]}."]))
        done = next((m[1] for x in _leaves(output) if isinstance(x, str) for m in [re.search(r"(?m)^action: ([\w-]+)$", x)] if m), None)
        if done:  # a text receipt ("ok: True\naction: rasterize"): the operation went through, not "Noted, True."
            return _tidy(_receipt(done, rng))
        return rng.choice(["OK, that worked.", "Good, that went fine."])  # "OK, the ok is True." is no remark
    if isinstance(value, str) and re.match(r"\d{4}-\d{2}-\d{2}T", value):
        return _tidy(rng.choice([f"OK, done at {v}.", f"Good, that finished at {v}."]))
    if lab_v:
        return _tidy(rng.choice([f"OK, the {lab_v} is {v}.", f"So the {lab_v} is {v}."]))
    line = re.fullmatch(r"(\w+): (.+)", value.strip()) if isinstance(value, str) else None
    if line and (len(line[2]) > 3 and not line[2].isdigit() or line[1] in ("total", "count")) and line[2].lower() not in said.lower() \
            and line[2] not in ("True", "False"):  # a text line: label, value ("the ok is True" is no remark)
        return _tidy(rng.choice([f"OK, the {label('$.' + line[1])} is {render(line[2])}.", f"So the {label('$.' + line[1])} is {render(line[2])}."]))
    if isinstance(output, (dict, str)) and re.search(rf"(?m)^- {re.escape(v)}\b", output if isinstance(output, str)
                                                     else "\n".join(x for x in output.values() if isinstance(x, str))):
        return _tidy(rng.choice([f"Good, {v} is on the list.", f"I can see {v} in that list."]))  # a text listing's line
    line = _line_of(output, value)
    if line:  # a value inside a log line or a text listing: the line says what it is
        return _tidy(rng.choice([f'I see "{line}" in there.', f'OK, there\'s "{line}".']))
    fact = _fact(output, said) or _first_fact(output, said)
    if fact and fact[0] != "action":  # a bare value says nothing ("Noted, select."): a fact of the result, by its label
        return _tidy(rng.choice([f"OK, the {fact[0]} is {fact[1]}.", f"So the {fact[0]} is {fact[1]}."]))
    return _tidy(rng.choice([f"OK, it came back with {v}.", f"Noted, it came back with {v}."]))


_GENERIC_KEYS = frozenset(("result", "results", "value", "output", "data", "content", "items", "item", "records"))


_LEVELS = {"warn": "warning", "warning": "warning", "error": "error", "severe": "error", "fatal": "error", "critical": "error"}


def _receipt(done: str, rng: random.Random) -> str:
    """A write's receipt (action: new): "the new is done" is no English. A noun of an operation (the export, the
    rasterization) is said; a bare verb is not (the new, the behave, the delete)."""
    if re.fullmatch(r"[a-z]+", str(done)) and not str(done).endswith(("ion", "ing", "ment", "sal", "port", "fer", "load")):
        return rng.choice(["OK, that went through.", "Good, that's done.", "OK, done."])
    return rng.choice([f"OK, the {done} went through.", f"Good, the {done} is done."])


def _level_of(node: Any, value: Any) -> str:
    """"warning"/"error" when `value` is the message of a log entry of that level, else ""."""
    if isinstance(node, dict):
        lvl = next((str(node[k]).lower() for k in ("level", "severity", "type") if k in node), "")
        if value in node.values() and lvl in _LEVELS:
            return _LEVELS[lvl]
        children = list(node.values())
    elif isinstance(node, list):
        children = node
    else:
        return ""
    for child in children:
        hit = _level_of(child, value)
        if hit:
            return hit
    return ""


def label_at(output: Any, value: Any, owner: str = "") -> str:
    """What `value` is in a result, in words: its key ("health"), an id's key with its record's
    noun ("project ID" for project.id; `owner`, the thing the call returns, when the record sits
    in a bare list), the key of a "key: value" text line, or the owner itself for an item of a
    text listing ("session 7341..."); "" when nothing says."""
    noun = singular(owner.split()[-1]) if owner.split() else ""
    keys = _path_of(output, value)
    if keys is None:
        for text in (x for x in _leaves(output) if isinstance(x, str) and "\n" in x or isinstance(x, str) and ": " in x):
            m = re.search(rf"(?m)(?:^-?\s*|\(|, )(\w+): {re.escape(str(value))}(?=$|[,)])", text) \
                if isinstance(value, (str, int, float)) else None  # "status: merged", "(alias: bright-falcon, ...)"
            if m and m[1] not in _GENERIC_KEYS:
                lab = label("$." + m[1])
                return f"{noun} {lab}" if noun and lab in ("ID", "name", "key", "number") and noun != lab else lab
            if noun and isinstance(value, str) and re.fullmatch(r"[0-9a-f]{12,}|[A-Za-z]{1,4}[_-][0-9a-z]{6,}", value) \
                    and re.search(rf"(?m)^- {re.escape(value)}\b", text):
                return noun  # "- 73418bd... (browser: firefox)": one of the listed sessions
        return ""
    named = [k for k in keys if isinstance(k, str)]
    if not named or named[-1] in _GENERIC_KEYS:
        return ""
    lab = label("$." + named[-1])
    if lab in ("ID", "name", "key", "number"):
        parent = named[-2] if len(named) > 1 and named[-2] not in _GENERIC_KEYS else ""
        whose = singular(label("$." + parent)) if parent else noun
        lab = f"{whose} {lab}" if whose and whose != lab else lab
    return lab


def _path_of(node: Any, value: Any, path: tuple = ()) -> tuple | None:
    if isinstance(node, dict):
        for k, v in node.items():
            hit = _path_of(v, value, (*path, k))
            if hit is not None:
                return hit
    elif isinstance(node, list):
        for n, v in enumerate(node):
            hit = _path_of(v, value, (*path, n))
            if hit is not None:
                return hit
    elif node == value and not isinstance(node, bool):
        return path
    return None


def _line_of(output: Any, value: Any) -> str:
    """The short text line (<= 90 characters, list dash dropped) that holds `value`."""
    if not isinstance(value, (str, int, float)) or isinstance(value, bool):
        return ""
    for text in (x for x in _leaves(output) if isinstance(x, str) and "\n" in x):
        for ln in text.splitlines():
            ln = ln.strip().lstrip("- ").strip()
            said = re.search(r"\bmessage: (.+?)\)?$", ln)  # a log line: its message says it
            ln = said[1] if said and str(value) in said[1] else ln
            if str(value) in ln and ln != str(value) and len(ln) <= 100:
                return ln
    return ""


_FACT_KEYS = ("status", "state", "health", "result", "total", "count", "size", "version", "title", "name", "message", "text", "action")


def _first_fact(output: Any, said: str) -> tuple[str, str] | None:
    """Any (label, value) leaf of the result that is no flag, no time and not the user's own words."""
    for k, v in keyed_leaves(output):
        if not k or isinstance(v, bool) or not isinstance(v, (str, int, float)) or k.endswith("_at"):
            continue
        x = render(v)
        if 2 <= len(x) <= 60 and x.lower() not in said.lower() and "\n" not in str(v):
            return label("$." + k), x
    return None


def _fact(output: Any, said: str) -> tuple[str, str] | None:
    """A (label, value) of the result a person would remark on: a status, a count, a title."""
    found: dict[str, Any] = {}

    def walk(node: Any, key: str = "") -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                walk(v, k)
        elif isinstance(node, list):
            for v in node[:3]:
                walk(v, key)
        elif isinstance(node, str) and re.match(r"\w+: ", node):  # a text-format record ("ok: True\naction: write")
            for line in node.splitlines():
                m = re.fullmatch(r"(\w+): (.+)", line)
                if m and m[2] not in ("True", "False") and not m[2].isdigit():  # a bare count of a text listing cites nothing
                    walk(m[2], m[1])
        elif key and key not in found and not isinstance(node, bool) and isinstance(node, (str, int, float)):
            found[key] = node
    walk(output)
    for want in _FACT_KEYS:
        for k, v in found.items():
            ws = words(k)
            x = render(v)
            if ws and ws[-1] == want and x and len(x) <= 60 and (want == "action" or x.lower() not in said.lower()) and not _IDLIKE.fullmatch(str(v)) \
                    and "\n" not in str(v) and not (want == "action" and not re.fullmatch(r"[a-z]+", str(v))):
                return ("action" if want == "action" else label("$." + k)), x
    return None


def _leaves(node: Any) -> list[Any]:
    if isinstance(node, dict):
        return [x for v in node.values() for x in _leaves(v)]
    if isinstance(node, list):
        return [x for v in node for x in _leaves(v)]
    return [node]


def found_in(value: Any, said: str) -> bool:
    return norm_text(value) in said if isinstance(value, (int, float, str)) and not isinstance(value, bool) else False


def _tidy(text: str) -> str:
    """A quoted sentence ending a sentence keeps one full stop: 'It's "Done.".' -> 'It's "Done."'."""
    for mark in ".?!":
        text = text.replace(f'{mark}".', f'{mark}"').replace(f'{mark}"?', f'{mark}"')
    return text


from seer.generate.symbolic.followups import follow_up  # noqa: E402,F401 - the question after the work, its own module
