"""What a tool does, as a person would ask for it: a verb and an object noun phrase.

The description's first sentence is read when it opens with a verb ("List Redis keys matching a
pattern" -> list / "Redis keys"); only its short object phrase is kept (never a run of the
description), else the tool's name gives verb and object (`port_forward` -> forward / "a port").
Common MCP verbs get several everyday synonyms, picked by the slot's Random.
"""

from __future__ import annotations

import random
import re

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.lexicon import NOUN_VERBS, STOP, is_verb, plural, singular, words
from seer.generate.symbolic.named import APP_PREFIX_NAMES, Action, named_verb as _named_verb

# everyday synonyms for the verbs MCP tools use; {o} is the object phrase
SYNONYMS: dict[str, list[str]] = {
    "get": ["get {o}", "pull up {o}", "look up {o}", "fetch {o}", "show me {o}"],
    "fetch": ["fetch {o}", "get {o}", "pull up {o}"],
    "retrieve": ["get {o}", "retrieve {o}", "look up {o}"],
    "show": ["show me {o}", "show {o}", "display {o}"],
    "view": ["show me {o}", "view {o}", "open {o}"],
    "list": ["list {o}", "show me {o}", "give me a list of {o}", "enumerate {o}"],
    "search": ["search for {o}", "look for {o}", "find {o}"],
    "find": ["find {o}", "look for {o}", "track down {o}"],
    "query": ["query {o}", "look up {o}"],
    "describe": ["describe {o}", "give me the details of {o}", "tell me about {o}"],
    "inspect": ["inspect {o}", "take a look at {o}"],
    "check": ["check {o}", "verify {o}"],
    "create": ["create {o}", "set up {o}", "make {o}", "add {o}"],
    "add": ["add {o}", "include {o}"],
    "new": ["create {o}", "start {o}"],
    "make": ["make {o}", "create {o}"],
    "update": ["update {o}", "change {o}", "modify {o}"],
    "edit": ["edit {o}", "make changes to {o}", "change {o}"],
    "modify": ["modify {o}", "change {o}"],
    "set": ["set {o}", "store {o}", "save {o}"],
    "delete": ["delete {o}", "remove {o}", "get rid of {o}"],
    "remove": ["remove {o}", "delete {o}", "take out {o}"],
    "read": ["read {o}", "open {o}"],
    "write": ["write {o}", "save {o}"],
    "run": ["run {o}", "execute {o}", "kick off {o}"],
    "execute": ["run {o}", "execute {o}"],
    "exec": ["run {o}", "execute {o}"],
    "convert": ["convert {o}"],
    "navigate to": ["go to {o}", "open {o}", "navigate to {o}"],
    "click": ["click {o}", "click on {o}", "press {o}"],
    "hover over": ["hover over {o}", "move the mouse over {o}"],
    "click on": ["click on {o}", "click {o}"],
    "move": ["move {o}"],  # never "relocate": a note moved to the trash or a ticket to a status is not relocated
    "send": ["send {o}"],  # "post keys to an element" is no English: keys, emails, files are sent
    "post": ["post {o}", "send {o}"],
    "close": ["close {o}"],  # never "shut a merge request" (seed 1336): shut is for doors, not issues, requests or tabs
    "open": ["open {o}", "bring up {o}"],
    "analyze": ["analyze {o}", "go through {o}"],
    "take": ["take {o}", "grab {o}", "capture {o}"],
    "capture": ["capture {o}", "grab {o}"],
}
# description verbs that describe a tool, not a request: what the user would say instead
RESTATE = {"return": "get", "returns": "get", "provide": "get", "gather": "collect", "perform": "run", "handle": "handle",
           "retrieve": "get", "obtain": "get", "display": "show", "initialize": "initialize", "manage": "manage"}
# compound verbs cut in two by tool names: (name words) -> (verb, object when the name gives no other)
COMPOUNDS = {("cherry", "pick"): ("cherry-pick", "commits"), ("port", "forward"): ("forward", "a local port"),
             ("go", "back"): ("go back", ""), ("go", "forward"): ("go forward", ""), ("drag", "drop"): ("drag and drop", "an element"),
             ("key", "press"): ("press", "a key"), ("roll", "back"): ("roll back", "the change"),
             ("set", "up"): ("set up", "it"), ("log", "in"): ("log in", ""), ("sign", "in"): ("sign in", "")}
APP_SHORT = {"id": ("indesign", "InDesign"), "an": ("animate", "Animate"), "ame": ("media encoder", "Media Encoder")}
ABBREVIATIONS = {"dir": "directory", "repo": "repository", "db": "database", "doc": "document", "docs": "documents",
                 "config": "configuration", "info": "details", "msg": "message", "ns": "namespace", "env": "environment",
                 "img": "image", "jsx": "JSX script", "ps": "Photoshop", "ai": "Illustrator", "ae": "After Effects", "k8s": "Kubernetes",
                 "url": "URL", "id": "ID", "ids": "IDs", "api": "API", "sql": "SQL", "css": "CSS", "html": "HTML",
                 "pr": "pull request", "prs": "pull requests", "ts": "timestamp", "num": "number", "cfg": "configuration",
                 "stat": "statistics", "stats": "statistics", "ttl": "TTL", "ip": "IP", "dns": "DNS", "jql": "JQL", "dom": "DOM"}
CREATING = frozenset("create add new make insert upload generate open init start".split())
_BOUNDARY = frozenset("""by with from in into to for using matching that which when where while via on at if based
including so as whose than within across under over after before without and or but e.g. of between what how onto about inside
will can could should would its own same back against toward towards beyond per""".split())
DETERMINERS = frozenset("a an the all one some any my this that these those each every multiple several".split())
_NOT_OBJECT = frozenset("specific specified given provided current existing optional new".split())
_DESC_SPLIT = re.compile(r"\.\s|\.$|\n|[(:;]|\s[—–-]\s")


def _expand(ws: list[str]) -> str:
    return " ".join(ABBREVIATIONS.get(w, w) for w in ws)


NOT_VERBS = frozenset("""the a an this what how one everything overview full adobe premiere after indesign smart
photoshop illustrator it when use note deprecated""".split())
ADVERBS = frozenset("recursively quickly safely directly optionally automatically".split())
PARTICLES = frozenset("back forward up down out off over to into through on".split())
PHRASAL = frozenset("go log sign set look turn bring lay carry hover point navigate switch roll click scroll move fill find".split())
PREPOSITIONAL = {"wait": "for", "look": "for", "reply": "to", "respond": "to", "subscribe": "to", "listen": "to", "switch": "to",
                 "unsubscribe": "from", "click": "on", "hover": "over", "navigate": "to"}
# heads that say nothing by themselves ("get the detailed information"): the tool's name says more
GENERIC = frozenset("information info details detail data overview list listing metadata contents content operations operation thing stuff "
                    "number count".split())  # "the number of indexed keys": the number of what (seed 1544)
ADJECTIVES = frozenset("""public private arbitrary additional new existing current specific detailed basic high-level full complete
multiple various given available selected active recent optional single global local remote""".split())
QUALIFIERS = frozenset("in from on of to between into onto across for".split())
_TRAILING = frozenset("about through without onto upon available used directly currently only here there their his her our".split())
_ALTERNATIVES = re.compile(r"\b([a-z]{2,12})(?:/[a-z]{2,12}){2,}\b")  # three or more: one thing, said once
_CLEAN = re.compile(r"\b(one or more|all or specific|or more|and/or)\s+", re.I)
_PLACING = frozenset({"put", "place", "insert"})  # verbs that say nothing without where to (their place is kept)
_ASIDE = re.compile(r"\s+--\s+[^\n]{1,60}?\s+--\s+")  # "Put a project item -- another COMP, or a footage item -- into a
# comp": the aside between the dashes is no part of the action, what follows it is (never "put a project item", seed 1478)
_WRAPPING = re.compile(r"\bthe (?:string |text |textual |JSON )?representation of (?=the |an? )", re.I)  # what is represented


_SECOND_VERBS = frozenset("return returns retrieve fetch get show print".split())


def _from_description(desc: str) -> Action | None:
    """(verb, object) from a description that opens with a verb, e.g. "Get value by key from Redis"."""
    text = _ASIDE.sub(" ", _WRAPPING.sub("", _ALTERNATIVES.sub(r"\1", _CLEAN.sub("", desc.strip()))))  # "the string representation of the type": the type  # "browser alert/confirm/prompt dialogs": browser alert dialogs
    first = _DESC_SPLIT.split(text, maxsplit=1)[0] if text else ""
    toks = [t for t in first.split() if t]
    while toks and toks[0].lower().strip(",") in ADVERBS:
        toks = toks[1:]
    if not toks:
        return None
    if toks[0].endswith((",", "/")) or "/" in toks[0]:
        return None  # "Add, rename, delete ...": a list of verbs, the name says what it manages
    head = toks[0].strip(",.").lower()
    if not head.isalpha() and not re.fullmatch(r"[a-z]+-[a-z]+", head) or head in NOT_VERBS or len(head) < 2:
        return None
    if "-" in head and not is_verb(head.split("-")[-1]):
        return None  # "Full-text search ...": an adjective, the name says the verb
    verb = RESTATE.get(_base(head), _base(head)) if head not in ("does", "is", "has") else ""
    if not verb:
        return None
    rest = toks[1:]
    if len(rest) > 1 and rest[0].lower() in ("and", "or") and (is_verb(rest[1].lower().strip(",")) or rest[1].lower() in _SECOND_VERBS):
        rest = rest[2:]  # "Remove and return the first element": the first verb says it
    if len(rest) > 2 and rest[0].lower() in ("if", "whether") and verb in ("check", "verify", "test", "determine", "see"):
        clause, _ = _phrase(rest[1:], 4)  # "Check if a field exists in a Redis hash": check if a field exists
        if clause and clause[-1].lower().endswith("s"):
            return Action(f"{verb} {rest[0].lower()}", " ".join(w if w[:1].isupper() and w[1:2].islower() or w.isupper() else w.lower() for w in clause))
    if verb == "wait" and len(rest) > 2 and rest[0].lower() == "until":
        waited = _until(rest[1:])
        if waited is not None:  # "Wait until the DOM stops mutating": wait for the DOM to stop mutating
            return waited
    staged = re.fullmatch(r"(?:the )?(?:file )?(contents|changes|files?)(?: of (?:the )?files?)? to the (?:staging area|index)",
                          " ".join(w.lower() for w in rest).strip(" ."))
    if verb == "add" and staged:  # "Adds file contents to the staging area": git users stage files (seed 1509), never
        return Action("stage", "the changes" if staged[1] == "changes" else "files")  # "include file contents at ..."
    if verb == "force" and rest and _base(rest[0].lower()) in ("kill", "quit", "close", "stop", "push", "delete", "remove", "reset"):
        verb, rest = _base(rest[0].lower()), rest[1:]  # "Force kill only automation browser processes": kill them
        while rest and rest[0].lower() in ("only", "just"):
            rest = rest[1:]
    if verb == "teach" and len(rest) > 3 and rest[2].lower() in ("a", "an", "the"):  # "Teach the system a preferred CSS
        taught, _n = _phrase(rest[2:], 6)  # selector for an element": teach the system a selector, never "the system"
        if len(taught) >= 2:
            return Action(verb, f"{' '.join(w.lower() for w in rest[:2])} {_article(taught[-1])} {taught[-1].lower()}")
    if verb in ("give", "assign", "grant") and len(rest) > 3:  # "Give each artboard its own layer": both objects
        k0 = next((k for k, w in enumerate(rest[:4]) if k >= 1 and w.lower() in ("its", "their", "a", "an")), None)
        first, k = (rest[:k0], k0) if k0 is not None else _phrase(rest, 3)  # "Give layers a sustained behaviour"
        if first and k < len(rest) and rest[k].lower() in ("its", "their", "a", "an"):
            tail = [w for w in rest[k + 1:] if w.lower() != "own"]  # "its own layer": a layer of its own
            second, _j = _phrase(["a" if rest[k].lower() in ("its", "their") else rest[k]] + tail, 3)
            if len(second) >= 2 and len(first) + len(second) <= 5:
                return Action(verb, " ".join([_with_determiner(first), *second]))
    if head in PHRASAL or verb in PHRASAL:
        while rest and rest[0].lower() in PARTICLES:
            verb += " " + rest[0].lower()
            rest = rest[1:]
    if verb in PREPOSITIONAL and rest and rest[0].lower() == PREPOSITIONAL[verb]:
        verb, rest = f"{verb} {PREPOSITIONAL[verb]}", rest[1:]
    if len(rest) > 3 and [w.lower() for w in rest[:2]] == ["how", "to"] and is_verb(rest[2].lower()):
        obj, _n = _phrase(rest[3:], 3)  # "Propose how to group loose items": suggest how to group loose items
        if obj:
            said = {"propose": "suggest", "suggest": "propose", "explain": "describe", "show": "explain"}.get(verb, verb)
            return Action(f"{said} how to {rest[2].lower()}", " ".join(w.lower() if not w.isupper() else w for w in obj))
    if len(rest) > 2 and rest[0].lower() == "that" and verb in ("check", "verify", "ensure", "confirm", "assert", "make"):
        clause, _ = _phrase(rest[1:], 5)  # "Verify that an element is visible on the page": check that an element is visible
        if len(clause) >= 3 and clause[-2].lower() in _STATES and clause[-1].lower() not in DETERMINERS:
            said = "check" if verb == "verify" else "make sure" if verb != "check" else "verify"  # its own verb: no copied run
            return Action(f"{said} that", " ".join(w if w[:1].isupper() and w[1:2].islower() or w.isupper() else w.lower() for w in clause))
    obj, n = _phrase(rest, 6)
    if 1 < len(obj) and n < len(rest) and rest[n].lower().strip(",.") in _MODALS:
        obj, n = obj[:-1], n - 1  # "the fonts AE can use": AE is who uses them, the object is the fonts
    second = next((k for k, w in enumerate(obj) if k >= 2 and w.lower() in ("a", "an", "the")), None)
    if second is not None:  # "the keyframes a property already has": a clause about the keyframes starts at "a"
        obj, n = obj[:second], second
        if len(obj) > 2 and obj[-1].lower().endswith("ing") and obj[-1].lower() not in GENERIC:
            obj = obj[:-1]  # "a hybrid search combining a Redis filter ...": the participle goes with what it takes
    if obj and re.fullmatch(r"[A-Z]", obj[0]):
        return None  # "Give N layers the same animation ...": a placeholder, no object a person says; the name speaks
    cut = next((k for k, w in enumerate(obj) if k > 1 and w.lower() in _RELATIVE and obj[k - 1].lower() not in PARTICLES), None)
    if cut is not None:  # "the .ffx animation presets this install can reach": the presets, not "this install"
        obj, n = obj[:cut], cut
    if len(obj) > 4 and not (len(obj) == 5 and obj[2].lower() in ("or", "and")):  # "a Redis vector similarity index": keep the
        # head noun, drop the leading modifiers (never half of "a character or paragraph style")
        obj = (obj[:1] + obj[-3:]) if obj[0].lower() in DETERMINERS else obj[-4:]
        obj = [w for k, w in enumerate(obj) if not (w.lower() in ("and", "or") and k <= 1)]  # "all paragraph styles"
    dropped: list[str] = []
    while obj and _dangling(obj[-1].lower()):
        dropped.insert(0, obj.pop())
    if not obj:
        return Action(verb, "") if " " in verb else None
    after = rest[n:]
    if singular(obj[-1].lower()) in GENERIC and after and after[0].lower() in ("of", "about", "for", "on") and len(obj) <= 3:
        generic = _generic_form(verb, obj, after)
        if generic is not None:
            return generic
    real = [w for w in obj if w.lower() not in DETERMINERS | ADJECTIVES | GENERIC and not w.lower().endswith("ed")]
    if not real or obj[-1].lower() in ADJECTIVES:  # "the detailed information": say nothing, the name says more
        return None
    if verb in ("get", "make") and after and (after[0].lower().strip(",.") == "ready" or [w.lower() for w in after[:3]] == ["into", "a", "state"]):
        return Action("prepare", _with_determiner(obj))  # "Get a delivered file ready to produce from": prepare it, not get it
    if verb in ("switch", "turn", "put", "set") and after and after[0].lower() == "to" and len(after) > 1:
        mode, _k = _phrase(after[1:], 2)  # "Switch the browser to fullscreen mode": not "switch the browser"
        mode = mode[:-1] if len(mode) > 1 and mode[-1].lower() in ("mode", "view", "state") else mode  # "to fullscreen"
        if mode and not set(w.lower() for w in mode) & DETERMINERS:
            return Action(verb, _with_determiner(obj), " ".join(["to", *(w.lower() for w in mode)]))
    if verb in ("bring", "take", "lay", "roll", "carry", "fade") and after and after[0].lower().strip(",.") in ("in", "out", "up", "down", "off") \
            and not after[0].endswith(","):
        return Action(verb, _with_determiner(obj), after[0].lower().strip(",."))  # "Bring elements in (...)": not "bring elements"
    if after and after[0].lower() == "back" and len(after) > 2:  # "Put every pushed layer back in the stacking order ..."
        back, _k = _phrase(after[2:], 3)
        if back and after[1].lower() in ("in", "into", "to", "on"):
            return Action(verb, _with_determiner(obj), " ".join(["back", after[1].lower(), "the" if after[2].lower() == "the" else "",
                                                                 *[w for w in back if w.lower() != "the"]]).replace("  ", " "))
    qual: list[str] = []
    if after and after[0].lower() in QUALIFIERS and not after[0].endswith(",") and not _purpose(after):
        qual, _ = _phrase(after[1:], 3)
        while qual and _dangling(qual[-1].lower()):
            qual.pop()
        if after[0].lower() == "between" and "and" not in [w.lower() for w in qual]:
            qual = []  # "between artboard" (and document cut off) is half a between
        room = 7 if verb in _PLACING else 6  # "put a project item into a comp": put says nothing without
        if qual and 1 + len(obj) + 1 + len(qual) <= room and not is_verb(qual[0].lower()) and qual[0].lower() not in ("be", "have"):
            qual = [after[0].lower(), *(w if w[:1].isupper() and w[1:2].islower() or w.isupper() else w.lower() for w in qual)]
            if dropped and dropped[-1].lower().endswith("ed") and len(verb.split()) + len(obj) + len(qual) + 1 <= MAX_COPIED:
                qual = [w.lower() for w in dropped[-1:]] + qual  # "issues assigned to me": the participle goes with "to me"
        else:
            qual = []
    return Action(verb, _with_determiner(obj), " ".join(qual))


def _purpose(after: list[str]) -> bool:
    """"to see how it would be tokenized": a purpose (to + a verb), no place or target of the action."""
    nxt = [w.lower().strip(",.") for w in after[1:3]]
    return after[0].lower() == "to" and bool(nxt) and (is_verb(nxt[0]) or nxt[0] in _PURPOSE_VERBS
                                                      or nxt[1:] and nxt[1] in ("how", "what", "why", "whether", "if", "which"))


_PURPOSE_VERBS = frozenset("see know understand learn determine debug test make help ensure allow let".split())
_RELATIVE = frozenset("this that these those which who we you it".split())  # a clause about the object starts here
_VAGUE = frozenset("something anything stuff".split())
_STATES = frozenset("is are becomes become appears appear has have".split())
_MODALS = frozenset("can could will would should must may might".split())
_WAITED_STATES = frozenset("stable visible ready idle present hidden loaded clickable".split())


def _until(toks: list[str]) -> Action | None:
    """"the page body element is present in the DOM" -> wait for the page body element;
    "the DOM stops mutating" -> wait for the DOM to stop mutating."""
    for n, tok in enumerate(toks[:6]):
        low = tok.lower().strip(",.")
        if n and low in _STATES:
            return Action("wait for", " ".join(toks[:n]))
        if n and low.endswith("s") and is_verb(low[:-1]) and low[:-1] not in DETERMINERS:
            tail = [t.strip(",.") for t in toks[n + 1:n + 2] if t.lower().endswith("ing")]
            return Action("wait for", " ".join([*toks[:n], "to", low[:-1], *tail]))
    return None


def _generic_form(verb: str, obj: list[str], after: list[str]) -> Action | None:
    """"detailed information about a specific place" -> "the place details"; "elevation data for
    locations" -> "elevation data for locations": the shortest form within MAX_COPIED words."""
    np, _ = _phrase(after[1:], 4)
    cut = next((k for k, w in enumerate(np) if w.lower() in ("or", "and")), len(np))
    np = [w for w in np[:cut] if w.lower() not in _NOT_OBJECT]  # "metadata about a file or directory": the file metadata
    while np and _dangling(np[-1].lower()):
        np.pop()
    if not np or singular(np[-1].lower()) in GENERIC:
        return None
    prep = after[0].lower()
    plain = [w for w in obj if w.lower() not in DETERMINERS]
    head = singular(obj[-1].lower())
    forms = [f"{_with_determiner(obj)} {prep} {_with_determiner(np)}"]
    counted = [w for w in np if w.lower() not in DETERMINERS | ADJECTIVES and not w.lower().endswith("ed")]
    if head in ("number", "count") and prep == "of" and counted:  # "Retrieve the number of indexed keys": "get the number
        forms.insert(0, f"the {head} of {' '.join(counted)}")  # of keys", never "get the key number" (seed 1544)
    bare = f"{' '.join(plain)} {prep} {' '.join(np)}"  # plural or mass: no article needed
    if head in ("data", "metadata") or head != obj[-1].lower() and head not in ("detail", "content"):
        forms.append(bare)
    mods = [w for w in plain[:-1] if w.lower() not in ADJECTIVES and not (w.lower().endswith("ed") and len(w) > 4)]
    core = [w for w in np if w.lower() not in DETERMINERS | ADJECTIVES and not _dangling(w.lower())]
    if core:
        core[-1] = singular(core[-1]) if core[-1].islower() and not core[-1].endswith("ics") else core[-1]
        shown = obj[-1].lower() if mods else ("details" if head in ("information", "info", "detail") else obj[-1].lower())
        forms.append("the " + " ".join([*core, *mods[-1:], shown]))
    for form in forms:
        act = Action(verb, form)
        if len(_TOKEN.findall(f"{act.verb} {act.obj}")) <= MAX_COPIED:
            return act
    return None


def _phrase(toks: list[str], limit: int) -> tuple[list[str], int]:
    """Words up to a boundary (a preposition, a clause break, punctuation), at most `limit`."""
    out: list[str] = []
    used = 0
    for k, tok in enumerate(toks):
        bare = tok.strip(",.'\"`")
        if bare.isdigit() and out and used < len(toks) - 1:
            used += 1  # "a Redis 8 vector index": a version number inside the noun phrase
            continue
        named = bare[:1].isupper() and out and k + 1 < len(toks) and toks[k + 1][:1].isupper()  # "an After Effects comp"
        nxt = toks[k + 2].strip(",.").lower() if k + 2 < len(toks) else ""
        after = toks[k + 3].strip(",.").lower() if k + 3 < len(toks) else ""
        one = bare.lower() == "or" and out[:1] and out[0].lower() in ("a", "an") and not toks[k + 1].lower().endswith("ly") \
            and (not after or after in _BOUNDARY and after not in DETERMINERS)  # "a character or paragraph style to ...",
        # never "a new file or completely overwrite an existing file"
        if bare.lower() in ("and", "or") and out and (nxt.endswith("s") or one) and nxt not in _BOUNDARY | STOP and toks[k + 1].isalpha() \
                and toks[k + 1].lower() not in _BOUNDARY | DETERMINERS | STOP and not is_verb(toks[k + 1].lower()):
            named = True  # "character and paragraph styles": one noun phrase, not "all character"
        if not bare or bare.lower() in _BOUNDARY and not named or not (re.fullmatch(r"[A-Za-z][A-Za-z0-9'+.-]*|[a-z]{2,5}/[a-z]{2,5}", bare)
                                                                           or k + 1 < len(toks) and re.fullmatch(r"[a-z]{4,9}/[a-z]{4,9}", bare)):
            # (a short slash compound is one word: "pending pub/sub messages", never "the pending"; so is a longer
            # one before its noun: "captured network request/response entries", never "captured network", seed 1305)
            break
        out.append(bare)
        used += 1
        if tok.endswith(",") or len(out) >= limit:
            break
    return out, used


def _dangling(word: str) -> bool:
    """A word an object phrase cannot end on ("the issues assigned", "the user information directly")."""
    return (word in STOP | DETERMINERS | _NOT_OBJECT | _TRAILING or word.endswith("ly") and len(word) > 4
            or word.endswith("ed") and len(word) > 4 and word not in ("seed", "feed", "speed", "need"))


def _base(word: str) -> str:
    w = word.lower()
    if w in ("does", "goes"):
        return w[:-2]
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith(("ches", "shes", "sses", "xes")):
        return w[:-2]
    if w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3:
        return w[:-1]
    return w


def _article(word: str) -> str:
    """"a" or "an" by the sound: an index, a URL, a user, an SQL query."""
    low = word.lower()
    if word.isupper() and 1 < len(word) <= 4:  # spelled out: an SQL, a URL (but a SELECT)
        return "an" if low[0] in "aefhilmnorsx" else "a"
    if low.startswith(("us", "uni", "use", "eu", "one", "uk")):
        return "a"
    return "an" if low[:1] in "aeiou" else "a"


def _with_determiner(obj: list[str]) -> str:
    inner = next((k for k, w in enumerate(obj) if k and w.lower() in DETERMINERS - {"all", "one", "each", "every"}), None)
    if inner is not None and inner < len(obj) - 1:
        obj = obj[inner:]  # "out an input field": the phrase starts at its article
    first = obj[0].lower()
    if first in ("a", "an") and len(obj) > 1:
        return " ".join([_article(obj[1]), *obj[1:]])
    if first in DETERMINERS:
        return " ".join([first, *obj[1:]])
    if first in _NOT_OBJECT and len(obj) > 1:
        obj = obj[1:]
    # proper nouns and acronyms keep their case ("Redis keys", "JSX"), other words are lower case
    text = " ".join(w if (w[:1].isupper() and w[1:2].islower() and w.lower() not in STOP)
                    or (w.removesuffix("'s").isupper() and len(w.removesuffix("'s")) <= 5)
                    else w.lower() for w in obj)  # a shouted word (STRUCTURE, CHOREOGRAPH) is no acronym; AE's is
    if len(obj) > 1 and obj[0].endswith("'s") and obj[0][:1].isupper():
        return text  # "run AE's Reduce Project", never "the ae's Reduce Project"
    last = obj[-1].lower()
    if last.endswith("s") and not last.endswith(("ss", "us", "is")) and singular(last) != last:
        return text  # "list Redis keys", "cherry-pick commits"
    return f"the {text}"


def _from_name(p: Profile) -> Action:
    ws = [w for w in p.words if not w.isdigit()]
    low = p.tool.description.lower()
    if "pr" in ws and "premiere" in low and is_verb(ws[-1]) and len(ws) == 2:  # adobe_pr_export: export from Premiere Pro
        return Action(ws[-1], "the Premiere Pro sequence" if "sequence" in low or "export" in ws else "the Premiere Pro project")
    for i in range(len(ws) - 1):
        pair = (ws[i], ws[i + 1])
        if pair in COMPOUNDS:
            verb, default = COMPOUNDS[pair]
            rest = [w for j, w in enumerate(ws) if j not in (i, i + 1)]
            return Action(verb, f"the {_expand(rest)}" if rest else default)
    verb = p.verb if p.verb in ws else (ws[0] if ws else "use")
    if verb in ("undo", "redo", "revert"):
        return Action(verb, "the last change")
    if verb == "wait" and len(ws) > 1:  # wait_for_dom_stable: wait for the DOM to be stable, not "wait the dom stable"
        rest = [w for w in ws[1:] if w not in ("for", "until")]
        if rest:
            state = rest[-1] if len(rest) > 1 and rest[-1] in _WAITED_STATES else ""
            thing_words = _expand(rest[:-1] if state else rest)
            return Action("wait for", f"the {thing_words} to be {state}" if state else f"the {thing_words}")
    nouns = [w for w in ws if w != verb and w not in STOP]
    prefix = p.name.lower().split("_", 1)[0] if "_" in p.name else ""
    if not nouns and verb in NOUN_VERBS and prefix in APP_PREFIX_NAMES:  # ae_status: the After Effects status, never
        return Action("check" if verb == "status" else "show", f"the {APP_PREFIX_NAMES[prefix]} {verb}")  # "the report status"
    if not nouns:
        nouns = p.desc_nouns[:1]
    if not nouns:
        return Action(verb, "the last change" if verb in ("undo", "redo", "revert") else "")
    noun = _expand(nouns)
    if verb in NOUN_VERBS:  # `app_status`, `git_log`: the verb names what comes back
        shown = {"info": "details", "stat": "statistics", "stats": "statistics"}.get(verb, verb)
        return Action("check" if verb == "status" else "show", f"the {noun} {shown}")
    if not is_verb(verb) and verb not in SYNONYMS:  # a product prefix (`ae_comp`): no verb to say
        if "pr" in ws and "premiere" in p.tool.description.lower():  # Adobe's `pr` is Premiere Pro, not a pull request
            ws, verb = ["Premiere Pro" if w == "pr" else w for w in ws], "Premiere Pro" if verb == "pr" else verb
        for short, (said, app) in APP_SHORT.items():  # `id_`, `an_`, `ame_`: InDesign, Animate, Media Encoder
            if short in ws and said in p.tool.description.lower():
                ws, verb = [app if w == short else w for w in ws], app if verb == short else verb
        if len(ws) == 1 and len(words(p.name)) > 1 and len(ws[0]) > 6:  # `ae_choreograph`: an app's action word, no
            noun = next((n for n in p.desc_nouns if n not in ("whole", "one", "all", "each", "every", "new", "call")), "")
            return Action(ws[0], f"the {noun}" if noun else "")  # server command: "choreograph the scene"
        if len(ws) == 1:  # `hexists`, `lpop`: a command of the server, run by its name
            return Action("run", f"the {ws[0].upper()} command")
        return Action("use", f"the {_expand(ws) if verb not in ABBREVIATIONS else ABBREVIATIONS[verb] + ' ' + noun} tools")
    if verb in CREATING:
        return Action(verb, f"{_article(noun.split()[0])} {noun}")
    whole = noun.split()[-1] in ("tree", "structure", "hierarchy", "outline", "map", "graph", "summary", "overview")
    if verb in ("list", "search", "find") and noun.split()[-1] == singular(noun.split()[-1]) and not whole:
        # ai_list_layers_tree lists one tree: "list the layers tree", never "the layers trees"
        noun = " ".join(noun.split()[:-1] + [plural(noun.split()[-1])])
    return Action(verb, f"the {noun}")


MAX_COPIED = 5  # words of a description a request may repeat in a row (the acceptance bar is 7)
_TOKEN = re.compile(r"[A-Za-z0-9']+")


def _short(act: Action | None) -> Action | None:
    """The action within MAX_COPIED description words: without its qualifier, then without the
    object's modifiers; None when even that is too long (the tool's name speaks instead)."""
    if act is None:
        return None
    if act.verb.endswith((" that", " how to")) or " how to " in act.verb:  # a clause is whole or nothing ("check that an is visible")
        return act if len(_TOKEN.findall(act.obj)) <= MAX_COPIED else None

    def size(a: Action) -> int:
        return len(_TOKEN.findall(f"{a.verb} {a.obj} {a.qualifier}"))
    if size(act) <= MAX_COPIED or act.verb in _PLACING and act.qualifier and size(act) <= MAX_COPIED + 2:
        return act  # "put a project item into a comp" (its aside cut: no run of 7 copied): put needs its place
    if act.qualifier.startswith("back ") and size(Action(act.verb, act.obj, "back")) <= MAX_COPIED:
        return Action(act.verb, act.obj, "back where they were" if act.obj.endswith("s") or act.obj.startswith(("every", "all"))
                      else "back where it was")  # "Put every pushed layer back in the stacking order ...": never
        # "put every pushed layer", which says nothing (seed 1331); the copied run stops at "back"
    act = Action(act.verb, act.obj)
    obj = act.obj.split()
    det = obj[:1] if obj and obj[0].lower() in DETERMINERS else []
    body = obj[len(det):]
    while size(act) > MAX_COPIED and len(body) > 1 and not {w.lower() for w in body} & (QUALIFIERS | {"about"}):
        body = body[-1:] if "or" in [w.lower() for w in body[1:-1]] else body[1:]  # "a character or paragraph style":
        # a style (the call's style_type says which), never just the other alternative
        while len(body) > 1 and body[0].lower() in ("and", "or"):  # "all character and paragraph styles": paragraph styles
            body = body[1:]
        if det and det[0].lower() in ("a", "an"):  # "an existing pub/sub subscription" trimmed: a pub/sub subscription
            det = [_article(body[0])]
        act = Action(act.verb, " ".join(det + body))
    return act if size(act) <= MAX_COPIED else None


_ACTIONS: dict[int, tuple[Profile, Action]] = {}


def action(p: Profile) -> Action:
    """The tool's action: from its description when that opens with a verb (a person's words),
    else from its name (cached per profile: every request and title asks again)."""
    hit = _ACTIONS.get(id(p))
    if hit is None or hit[0] is not p:
        if len(_ACTIONS) > 100_000:
            _ACTIONS.clear()
        hit = (p, _marked(description_action(p), p) or _from_name(p))
        _ACTIONS[id(p)] = hit
    return hit[1]


_DESC_ACTIONS: dict[int, tuple[Profile, Action | None]] = {}


def description_action(p: Profile) -> Action | None:
    """The action the description says, within the words a request may copy (None: the name speaks); cached per
    profile, as `action` is (profiling a spec asks once, every request asks again)."""
    hit = _DESC_ACTIONS.get(id(p))
    if hit is None or hit[0] is not p:
        if len(_DESC_ACTIONS) > 100_000:
            _DESC_ACTIONS.clear()
        hit = _DESC_ACTIONS[id(p)] = (p, _description_action(p))
    return hit[1]


def _description_action(p: Profile) -> Action | None:
    act = _named_verb(_short(_from_description(p.tool.description)), p)
    if act is not None and set(act.obj.lower().split()) & _VAGUE and p.tool.title:  # "Give layers something to DO":
        titled = _named_verb(_short(_from_description(p.tool.title)), p)  # the title says what ("a sustained behaviour")
        act = titled if titled is not None and not set(titled.obj.lower().split()) & _VAGUE else act
    made = re.search(r"\b(onto|into|to|as) (an? new [a-z]+)\b", _DESC_SPLIT.split(p.tool.description or "", maxsplit=1)[0])
    if act is not None and made and not act.qualifier and made[2].split()[-1] not in act.obj.lower() \
            and any(x.words[-1:] in (["name"], ["title"]) for x in p.params):  # the name it takes is the new layer's:
        act = Action(act.verb, act.obj, f"{'to' if made[1] == 'onto' else made[1]} {made[2]}")  # "move the current
        # selection to a new layer (named Logo)", never "move the current selection named Logo"
    into = re.search(r"\binto ((?:an? |the )?[a-z][a-z' ]{2,30}?)(?:\s+--|\s+-|[.,;:(]|$)",
                     _DESC_SPLIT.split(p.tool.description or "", maxsplit=1)[0])
    if act is not None and act.verb in ("turn", "convert", "transform") and into and not act.qualifier \
            and into[1].split()[-1] not in act.obj.lower():  # "turn an audio layer's level" says nothing: into keyframes
        act = Action(act.verb, act.obj, f"into {into[1]}")
    if act is not None and re.search(r"\b[A-Z]{6,}\b", act.obj):  # "one frame's STRUCTURE": a shouted word, no acronym
        act = Action(act.verb, re.sub(r"\b[A-Z]{6,}\b", lambda m: m[0].lower(), act.obj), act.qualifier)
    return act


def _marked(act: Action | None, p: Profile) -> Action | None:
    """A twin's action with the word that tells it apart: "show the staged changes", "list my merge
    requests", "run the arbitrary ExtendScript in After Effects"."""
    if act is None or not p.mark:
        return act
    if p.mark.startswith("with "):  # a twin that gives more: list_directory_with_sizes
        return Action(act.verb, act.obj, f"{act.qualifier} {p.mark}".strip())
    if p.mark in APP_PREFIX_NAMES:
        return Action(act.verb, act.obj, f"in {APP_PREFIX_NAMES[p.mark]}")
    obj = act.obj.split()
    body = obj[1:] if obj and obj[0].lower() in DETERMINERS else obj
    if p.mark in ("my", "mine", "own", "all"):
        return Action(act.verb, " ".join(["all" if p.mark == "all" else "my", *body]), act.qualifier)
    return Action(act.verb, " ".join(["the", p.mark, *body]), act.qualifier)


_STORED = frozenset("value values pair key keys variable variables secret secrets config configuration setting settings "
                    "preference preferences field fields entry".split())


def verb_phrase(p: Profile, rng: random.Random) -> tuple[str, str]:
    """(an imperative phrase for the tool, its qualifier): ("look up the value", "in Redis"),
    varied by the slot's Random."""
    act = action(p)
    forms = SYNONYMS.get(act.verb, ["{v} {o}"])
    head = act.head.lower()
    if act.verb == "set" and not set(words(act.obj)) & _STORED:  # "save a layer's track matte" is no English: a value
        forms = ["set {o}"]  # or a key-value pair is stored, a matte or an opacity is set
    ow = act.obj.lower().split()
    if act.verb == "make" and len(ow) > 1 and (is_verb(ow[-1]) or ow[-2].endswith("s") and not ow[-1].endswith("s") and ow[-1].isalpha()):
        forms = ["make {o}"]  # "make the properties breathe" is causative: never "create the properties breathe" (seed 1372)
    if act.verb == "search" and (singular(head) == head or head.endswith("ss")):
        forms = ["search {o}", "look through {o}", "search {o}"]  # a place searched ("the knowledge base"), not things sought
    text = rng.choice(forms).format(v=act.verb, o=act.obj).strip()
    return re.sub(r"\s+", " ", text), act.qualifier


def thing(p: Profile) -> str:
    """The object without its determiner ("Redis keys"), for titles and follow-ups."""
    act = action(p)
    obj = act.obj.split()
    if act.verb.endswith((" that", " if", " whether")):  # "check that an element is visible": the element
        obj = obj[: next((k for k, w in enumerate(obj) if w.lower() in _STATES or w.lower() in ("exists", "exist")), len(obj))]
    if obj and obj[0].lower() in DETERMINERS:
        obj = obj[1:]
    if len(obj) > 1 and obj[0].lower() == "user's":  # "from the notebooks", never "from the user's notebooks" in the user's mouth
        obj = obj[1:]
    second = next((k for k, w in enumerate(obj) if k and w.lower() in ("a", "an", "the")), None)
    if act.verb in ("give", "assign", "grant", "send", "show", "offer", "teach") and second is not None:
        obj = obj[second + 1:]  # "give layers a sustained behaviour": the behaviour, not "layers a sustained behaviour"
    return " ".join(obj) or (" ".join(words(p.name)) or "result")
