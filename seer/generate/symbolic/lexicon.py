"""Words: splitting identifiers, singular nouns, and what a tool's verb says it does.

Hand-written on purpose: a few dozen verbs and suffix rules cover tool names, and a language
library (inflect, nltk) would be a heavy dependency for that.
"""

from __future__ import annotations

import re
from functools import lru_cache

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_NON_WORD = re.compile(r"[^A-Za-z0-9]+")

# verbs that only look: their calls form the read phase of a scenario
READ_VERBS = frozenset("""get list read search find query show describe fetch view inspect check count status log
diff info analyze analyse scan snapshot verify lookup explain browse retrieve lookup discover detect
validate preview inspect compare measure evaluate audit summarize summarise stat stats tree history ls cat
blame grep wait hover""".split())
# verbs that change the world: the write phase
WRITE_VERBS = frozenset("""create add set update write edit delete remove post send reply move rename apply put
insert upload save export import make new merge commit push pull reset revert tag stash clone init
checkout switch rebase cherry close open start stop clear run execute click type fill select drag press navigate
upload drop press scroll resize draw place align group ungroup convert duplicate copy lock unlock hide
build generate record publish approve assign archive restore enable disable install invoke trigger deploy
expire rotate flush kill mark react pin unpin invite kick join leave manage configure modify replace paste
cancel schedule""".split())
# "verbs" that name what they return: `status` returns a status, `log` a log
NOUN_VERBS = frozenset("status log diff history info stats stat tree blame snapshot metadata count summary preview".split())
_PLURAL_EXCEPTIONS = {"indices": "index", "cookies": "cookie", "movies": "movie", "zombies": "zombie", "indexes": "index", "aliases": "alias", "statuses": "status",
                      "analyses": "analysis", "children": "child", "people": "person", "series": "series",
                      "news": "news", "status": "status", "address": "address", "addresses": "address",
                      "class": "class", "classes": "class", "process": "process", "processes": "process",
                      "metadata": "metadata", "data": "data", "alias": "alias", "canvas": "canvas", "bus": "bus"}
_DANGLING = frozenset("including which that when where while using such like e.g. i.e. than if".split())
# where a thing goes, named by its neighbour (reorder(layer=0, before=1)): a place, never the thing acted on
PLACE_WORDS = frozenset("before after above below behind".split())
# words of a parameter naming a file a call reads from (generator_write_test's specFile), never the file it writes
SOURCE_WORDS = frozenset("spec source src input template config from".split())
STOP = frozenset("a an the of to for in on by with from and or is are be as at into all any this that its it your".split())


def words(identifier: str) -> list[str]:
    """`getChannelHistory`, `get_channel-history` -> ["get", "channel", "history"]."""
    return list(_words(identifier))


@lru_cache(maxsize=1 << 16)
def _words(identifier: str) -> tuple[str, ...]:  # the same names and descriptions are split thousands of times a run
    return tuple(w.lower() for w in _NON_WORD.split(_CAMEL.sub(" ", identifier)) if w)


@lru_cache(maxsize=1 << 16)
def singular(word: str) -> str:
    if word in _PLURAL_EXCEPTIONS:
        return _PLURAL_EXCEPTIONS[word]
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("xes", "ches", "shes", "sses")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def plural(word: str) -> str:
    if word.endswith("y") and len(word) > 2 and word[-2] not in "aeiou":
        return word[:-1] + "ies"
    if word.endswith(("s", "x", "z", "ch", "sh")):
        return word + "es"
    return word + "s"


def common_prefix(names: list[str]) -> str:
    """The token most tool names of a spec start with (`slack_`, `git_`), left out of nouns."""
    if len(names) < 2:
        return ""
    firsts: dict[str, int] = {}
    for n in names:
        w = words(n)
        if len(w) > 1:
            firsts[w[0]] = firsts.get(w[0], 0) + 1
    best = max(sorted(firsts), key=lambda k: firsts[k], default="")
    return best if best and firsts[best] >= 0.6 * len(names) and best not in READ_VERBS | WRITE_VERBS else ""


def tool_verb(name_words: list[str], description: str) -> str:
    """The action a tool names: its first verb-like word, else the description's first word."""
    opening = words(description.split(".")[0])[:1]
    if len(name_words) == 1 and opening and opening[0] in ("returns", "return", "gets", "get", "shows", "show") \
            and re.search(rf"\bthe {re.escape(name_words[0])} of\b", description.lower()):  # redis `type` "Returns the string
        return "get"  # representation of the type of the value": a read of the type, never typing (seed 1522)
    for w in name_words:
        if w in READ_VERBS or w in WRITE_VERBS:
            return w
    first = words(description.split(".")[0])[:1]
    if first:
        w = first[0]
        base = w[:-1] if w.endswith("s") and (w[:-1] in READ_VERBS or w[:-1] in WRITE_VERBS) else w
        if base in READ_VERBS or base in WRITE_VERBS:
            return base
    return name_words[0] if name_words else "use"


def is_read(verb: str) -> bool:
    return verb in READ_VERBS


def first_sentence(text: str, max_words: int = 14) -> str:
    """The first sentence of a description, as a lower-case clause without the final period."""
    text = re.split(r"\n\s*\n|\b(?:Args|Arguments|Parameters|Returns|Example|Examples):", text.strip(), maxsplit=1)[0]
    text = " ".join(text.split())
    cut = re.split(r"(?<=[.!?])\s", text, maxsplit=1)[0].rstrip(".!? ")
    ws = cut.split(" ")
    if len(ws) > max_words:
        ws = ws[:max_words]
        soft = max((i for i, w in enumerate(ws) if w.endswith(",") or w.startswith("(")), default=0)
        if soft >= 5:  # end at the last clause break rather than mid-phrase
            ws = ws[: soft + (0 if ws[soft].startswith("(") else 1)]
        while ws and ws[-1].lower().strip(",") in STOP | _DANGLING:
            ws.pop()
    opened = " ".join(ws).rfind("(")
    if opened > " ".join(ws).rfind(")"):  # an aside cut in the middle ("(e.g." ends a sentence): drop it
        ws = " ".join(ws)[:opened].rstrip(" ,;:").split(" ")
    clause = " ".join(ws).rstrip(",;:")
    return clause[:1].lower() + clause[1:] if clause[:2] != clause[:2].upper() else clause


def is_verb(word: str) -> bool:
    """A known verb, also in third person ("switches", "gets", "applies")."""
    cands = {word, word[:-1] if word.endswith("s") else word, word[:-2] if word.endswith("es") else word,
             word[:-3] + "y" if word.endswith("ies") else word}
    return any(c in READ_VERBS or c in WRITE_VERBS for c in cands)


def base_form(clause: str) -> str:
    """"Gets the file" -> "get the file", "Returns ..." -> "return ...": a description as a request."""
    head, _, rest = clause.partition(" ")
    low = head.lower()
    if low.isalpha() and len(low) > 3 and low.endswith("s") and not low.endswith(("ss", "us", "is")):
        if low.endswith("ies"):
            low = low[:-3] + "y"
        elif low.endswith(("ches", "shes", "sses", "xes", "zes")):
            low = low[:-2]
        else:
            low = low[:-1]
        return f"{low} {rest}".strip()
    return clause[:1].lower() + clause[1:]


_THE_USERS = re.compile(r"\bthe (?:current |authenticated |logged[- ]in |signed[- ]in )?user's\b", re.I)


def first_person(phrase: str) -> str:
    """A description's third person in the user's own mouth: "list the user's notebooks" -> "list my notebooks"."""
    return _THE_USERS.sub("my", phrase or "")
