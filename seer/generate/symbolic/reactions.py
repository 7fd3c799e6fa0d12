"""What the user says back after a result (react): the value she takes on, the record she means among
several, a receipt's news; and where in an output a value sits (its label, line, place in a list).
Moved out of text.py (house size); text re-exports react, ORDINALS, _position, _tidy and found_in."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.disambiguate import on_line
from seer.generate.symbolic.lexicon import singular, words
from seer.generate.symbolic.positions import equal_position, holder, own_id, record_lists, shared
from seer.generate.symbolic.rendering import label, labelled, render
from seer.generate.symbolic.world import scope_args
from seer.harness.checks import keyed_leaves, norm_text


# a field named with its unit (waited_ms, size_bytes): the unit goes after the number, as people say it
_UNITS = {"ms": "ms", "millis": "ms", "milliseconds": "ms", "sec": "seconds", "secs": "seconds", "seconds": "seconds",
          "bytes": "bytes", "px": "px", "kb": "KB", "mb": "MB", "gb": "GB"}

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
            and node.lower() not in said.lower() and not _IDLIKE.fullmatch(node) and len(node) <= 80 and "\n" not in node:
        # (a form's text, its fields' labels a line each, is no name to quote back)
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

    if value in ("{}", "[]"):  # an empty JSON handed on (kwargs "{}") is no value to name: what the result says instead
        used = False
    text = _react(value, output, used, rng, what, pick, said)
    if " it came back with " in text and output is not None:  # a result field said bare ("the result is job:8462")
        text = _came_back(value, output, rng) or text
    if output is None:
        return text
    cited = [c for c in concrete_values(output) if not isinstance(c, (dict, list, bool)) and str(c) not in ("True", "False")]
    if not cited or any(found(c, norm_text(text)) for c in cited):
        return text
    heard = norm_text(said) if said else ""  # "OK, the key is Enter." after "press the key Enter" hands the user's
    news = [c for c in cited if not (heard and found(c, heard))]  # words back: what the result adds comes first
    remark = _labelled(news, output, what, cited)
    if remark:
        return remark
    if label_at(output, cited[0], what) in _OPERATIONS or news and label_at(output, news[0], what) in _OPERATIONS:
        # "OK, the action is new.": a receipt, its operation named as the API does
        first = news[0] if news else cited[0]  # git_stash(mode=drop): "OK, the mode is drop." hands the user's words back
        done = _operation_done(output)
        remark = receipt_remark(output, done, rng, said) if done else None
        if remark and any(found(x, norm_text(remark)) for x in cited):
            return _tidy(remark)
        return _tidy(f"OK, that went through ({label_at(output, first, what) or 'action'}: {render(first)}).")
    remark = _labelled([c for c in cited if c not in news], output, what, cited)
    if remark:
        return remark
    if "\n" in str(cited[0]):  # a whole text listing pasted back is no remark: one entry of it, by what it is
        piece = next((c for c in cited if "\n" not in str(c) and 3 <= len(str(c)) <= 60 and not str(c).startswith("total")), None)
        if piece is not None and re.fullmatch(r"\d{4}-\d\d-\d\dT[\d:]+Z?", str(piece)):
            return _tidy(f"OK, the first entry is from {piece}.")
        if piece is not None:
            return _tidy(f"OK, I see {render(piece)} in there.")
    return _came_back(cited[0], output, rng) or _tidy(f"OK, it came back with {render(cited[0])}.")


def _came_back(value: Any, output: Any, rng: random.Random) -> str | None:
    """What a person says of one value of a bare result, never "OK, it came back with job:8462" (seed 1283): an entry
    of the list it answered is seen in the list (an embedding's numbers are counted), a JSONPath read's one match
    ("[false]") is the value itself."""
    v = render(value)
    done = re.fullmatch(r"Successfully (added|deleted|removed|created|set|updated|published) (entry|key|field|member|message|"
                        r"document|index|alias|item) '?([^\s']+)'? (?:to|from|in|on) '?([^\s']+?)'?\.?", str(value))
    if done:  # xadd: 'OK, it came back with "Successfully added entry 1773815725105-0 to stream:payments".' pastes the
        return _tidy(rng.choice([f"OK, {done[2]} {done[3]} is {done[1]}.",  # receipt back; a person says what was done
                                 f"Good, {done[1]} {done[2]} {done[3]}."]))  # (seed 1532)
    pages = [x for x in _leaves(output) if isinstance(x, str) and "\n" in x and x.split("\n", 1)[0].strip() == str(value)
             and re.search(r"(?m)^\S+(?:  \S+){2,}$|^©", x)]
    if pages:  # a page's text opens with its site's name: "OK, it came back with Guerra-Michael" (seed 1309) says
        return _tidy(rng.choice([f"OK, so we're on the {v} site.", f"Good, that's the {v} site."]))  # where the browser is
    listed = output.get("result") if isinstance(output, dict) and len(output) == 1 else output if isinstance(output, list) else None
    if isinstance(listed, list) and value in listed and len(listed) > 1:
        if all(isinstance(x, float) for x in listed):
            return _tidy(f"OK, {len(listed)} numbers came back, {v} among them.")
        return _tidy(rng.choice([f"I can see {v} in the list.", f"Good, {v} is in there."]))
    scalar = re.fullmatch(r"\[\s*(true|false|-?\d+(?:\.\d+)?|\"[^\"]*\")\s*\]", value.strip()) if isinstance(value, str) else None
    if scalar:
        inner = scalar[1].strip('"')
        return _tidy(rng.choice([f"OK, it's {inner} ({v}).", f"So it's {inner} ({v})."]))
    return None


def _labelled(values: list, output: Any, what: str, cited: list) -> str:
    """'OK, the health is yellow.': the first of `values` that says what it is (a "key: value" line, a labelled field) and
    that the harness counts as cited ('"name": "components",', a line of JSON text, is its field and value)."""
    from seer.harness.checks import found, norm_text

    for c in values:
        line = re.fullmatch(r'"?([\w@.-]+)"?: "?(.+?)"?,?', c.strip()) if isinstance(c, str) else None
        if line and line[1] == "action":  # "OK, the action is take." is no remark: the receipt, its operation aside
            said = _tidy(receipt_remark(output, line[2]) or f"OK, that went through (action: {render(line[2])}).")
        elif line and line[1] not in ("ok", "result") and len(line[2]) <= 60:
            said = _tidy(f"OK, the {label('$.' + line[1])} is {render(line[2])}.")
        else:
            lab = label_at(output, c, what)
            said = _tidy(f"OK, the {lab} is {render(c)}.") if lab and lab != "action" and "\n" not in str(c) and len(str(c)) <= 60 \
                and not lab.endswith(" at") and lab not in _LOCATING else ""  # "OK, the completed at is 2026-05-26T06:50:00Z."
            # is no remark, nor "OK, the by is tag." (how an element was found, echoed back)
        if said and any(found(x, norm_text(said)) for x in cited):
            return said
    return ""


_OPERATIONS = frozenset({"action", "mode", "operation", "op"})  # how a call was asked to act, echoed by its receipt

# the keys that say how an element was found (by=tag), echoed back by a result: no remark names them
_LOCATOR_KEYS = frozenset({"by", "strategy", "using", "locator_type", "locatorType"})
_LOCATING = frozenset({label("$." + k) for k in _LOCATOR_KEYS} | {"value"})  # their labels, and the value located


_MARKUP_NAMES = {"title": "the page title", "h1": "the heading", "h2": "the heading", "h3": "the heading", "a": "the link",
                 "button": "the button", "label": "the label", "p": "the text", "li": "the item", "option": "the option"}


def _react(value: Any, output: Any, used: bool, rng: random.Random, what: str = "", pick: dict | None = None,
           said: str = "") -> str:
    markup = re.fullmatch(r"\s*<(\w+)[^>]*>([^<]+)</\1>\s*", value) if isinstance(value, str) and not used else None
    if markup:  # '"<title>About | Contoso</title>" — that matches what I expected' (seed 1270): a person reads the page
        name = _MARKUP_NAMES.get(markup[1].lower(), "the page")  # the title, not its tags
        return _tidy(rng.choice([f'OK, {name} reads "{markup[2].strip()}".', f'So {name} is "{markup[2].strip()}".']))
    entry = re.fullmatch(r"- ([^()\n]+?) \((\w+): ([^,()\n]+)[^\n]*\)", value.strip()) if isinstance(value, str) and not used else None
    if entry:  # 'Noted, it came back with "- Gaussian Blur (id: eff_medv52hx)"' (seed 1371): the entry, by its name and
        return _tidy(rng.choice([f"I see {render(entry[1])} in there ({entry[2]} {entry[3]}).",  # what tells it apart
                                 f"Good, {render(entry[1])} is on the list ({entry[2]} {entry[3]})."]))
    key, n = _where(output, value)
    lab = label("$." + key) if key else ""
    lab = "" if lab in _PREPOSITIONS else lab  # "So the to is product-shot.jpg." names nothing
    items = what or "results"
    count = f"{NUMBERS[n]} {items}" if n in NUMBERS and items.split()[-1].endswith("s") else f"{n} results"
    v = render(value)
    record = (pick or {}).get("record")
    if used and n > 1 and not (isinstance(value, str) and value.lower() in said.lower() and scope_args({key: value})):
        human = _human(pick)  # (a session id the user gave, echoed in one listed tab, is no pick of the listing)
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
            named_v = labelled(label_at(output, value, what) or lab, v) if lab and lab not in ("result", "value", "name") else v
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
    if fresh and isinstance(value, (int, float)) and not isinstance(value, bool) and lab in _GENERIC_KEYS \
            and (came := _came_back(value, output, rng)):  # get_vector_from_hash: "OK, -0.804 for the result." names no
        return came  # field; "OK, 8 numbers came back, -0.804 among them." (seed 1513)
    if fresh and isinstance(value, (int, float)) and not isinstance(value, bool) and lab:
        unit = _UNITS.get(lab.split()[-1]) if len(lab.split()) > 1 else None
        if unit:  # "OK, 850 for the waited ms." says a field's name: "OK, it waited 850 ms."
            stem = " ".join(lab.split()[:-1])
            return _tidy(rng.choice([f"OK, it {stem} {v} {unit}."] if stem.endswith("ed") else
                                    [f"So the {stem} is {v} {unit}.", f"OK, {v} {unit} for the {stem}."]))
        if lab in ("number", "iid", "issue number", "pr number", "mr number"):  # create_issue: "A number of 615, fine." reads
            return _tidy(rng.choice([f"OK, it's number {v}.", f"So it's #{v}."]))  # as "several" (seed 1519)
        art = "An" if re.match(r"[aeiou]|ID\b|[FHLMNRSX]\b", lab, re.I) else "A"  # "An ID of 543, fine." (seed 1415)
        return _tidy(rng.choice([f"So the {lab} is {v}.", f"{art} {lab} of {v}, fine.", f"OK, {v} for the {lab}."]))
    if fresh and isinstance(value, str) and " " in value.strip() and len(value) <= 80 and not re.search(r"[:(]|^\s*-", value):
        field = label_at(output, value, what)
        if field in ("author", "assignee", "owner", "reporter", "creator", "user", "real name", "full name"):
            return _tidy(rng.choice([f"OK, the {field} is {v}.", f"So the {field} is {v}."]))  # never 'Interesting: "Frances
            # Hahn".' of an issue's author (seed 1346)
        return _tidy(rng.choice([f"Good to see {v} there.", f"OK, {v} — that matches what I expected.", f"Interesting: {v}."]))
    if used and not fresh:  # the user said it already: name something new the result holds, by what it is
        fact = _fact(output, said) or _first_fact(output, said)
        if fact and fact[0] == "action":
            return _tidy(_receipt(fact[1], rng, output, said))
        if fact:  # "OK, the health is yellow.", never "OK, yellow is in there too."
            return _tidy(rng.choice([f"OK, the {fact[0]} is {fact[1]}.", f"Good, so the {fact[0]} is {fact[1]}."]))
    entry = _entry_of(output, value) if not used else None
    if entry:  # 1431 of "- net_67 (... duration_ms: 1431)": the entry it belongs to, by its name
        return _tidy(rng.choice([f"I see {render(entry)} in there.", f"OK, there's {render(entry)}."]))
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
        return _tidy(_receipt(fact[1], rng, output, said))
    if fact:
        k, x = fact
        return _tidy(rng.choice([f"OK, the {k} is {x}.", f"So the {k} is {x}.", f"Good, the {k} is {x}."]))
    if isinstance(value, bool) or v in ("True", "False", "{}", "[]", "`{}`", "`[]`"):  # a flag is no value to quote: the first fact that is
        leaf = _first_fact(output, said)
        if leaf and leaf[0] == "action":  # "OK, the action is new.": a receipt
            return _tidy(_receipt(leaf[1], rng, output, said))
        if leaf:
            return _tidy(rng.choice([f"OK, the {leaf[0]} is {leaf[1]}.", f"So the {leaf[0]} is {leaf[1]}."]))
        done = next((m[1] for x in _leaves(output) if isinstance(x, str) for m in [re.search(r"(?m)^action: ([\w-]+)$", x)] if m), None)
        if done:  # a text receipt ("ok: True\naction: rasterize"): the operation went through, not "Noted, True."
            return _tidy(_receipt(done, rng, output, said))
        return rng.choice(["OK, that worked.", "Good, that went fine."])  # "OK, the ok is True." is no remark
    if isinstance(value, str) and re.match(r"\d{4}-\d{2}-\d{2}T", value):
        return _tidy(rng.choice([f"OK, done at {v}.", f"Good, that finished at {v}."]))
    news = _first_fact(output, said) if lab_v and not fresh else None
    if news and news[0] not in _OPERATIONS:  # get_key(key=K): what came back under it, not the key the user just gave
        return _tidy(rng.choice([f"OK, the {news[0]} is {news[1]}.", f"So the {news[0]} is {news[1]}."]))
    if lab_v in _OPERATIONS and isinstance(value, str):  # "OK, the action is assemble.": a receipt, its operation named
        return _tidy(receipt_remark(output, value, rng, said) or f"OK, that went through ({lab_v}: {v}).")  # (git_stash(mode=drop): "OK, the mode is drop." is no news)
    if lab_v:
        return _tidy(rng.choice([f"OK, the {lab_v} is {v}.", f"So the {lab_v} is {v}."]))
    line = re.fullmatch(r"(\w+): (.+)", value.strip()) if isinstance(value, str) else None
    if line and (len(line[2]) > 3 and not line[2].isdigit() or line[1] in ("total", "count")) and line[2].lower() not in said.lower() \
            and line[2] not in ("True", "False"):  # a text line: label, value ("the ok is True" is no remark)
        return _tidy(rng.choice([f"OK, the {label('$.' + line[1])} is {render(line[2])}.", f"So the {label('$.' + line[1])} is {render(line[2])}."]))
    if isinstance(output, (dict, str)) and re.search(rf"(?m)^- {re.escape(v)}\b", output if isinstance(output, str)
                                                     else "\n".join(x for x in output.values() if isinstance(x, str))):
        return _tidy(rng.choice([f"Good, {v} is on the list.", f"I can see {v} in that list."]))  # a text listing's line
    if isinstance(value, str) and any(isinstance(x, str) and f"+++ b/{value}\n" in x for x in _leaves(output)):
        return _tidy(rng.choice([f"OK, so {v} changed.", f"I see the change to {v}.", f"So the change is in {v}."]))  # a diff
    line = _line_of(output, value)
    pair = re.fullmatch(r'\s*"([\w@.-]+)":\s*"?(.*?)"?,?\s*', line or "")
    if pair and pair[2]:  # a line of a JSON text ('"name": "settings.json",'): its field and value, not its quotes
        return _tidy(rng.choice([f"OK, the {label('$.' + pair[1])} is {render(pair[2])}.", f"So the {label('$.' + pair[1])} is {render(pair[2])}."]))
    pair = re.fullmatch(r"([A-Za-z_]\w*): (.+)", line or "")
    if pair and pair[2] == str(value) and pair[1] not in _OPERATIONS:  # "value: pro" of a text result: "OK, the value is
        return _tidy(rng.choice([f"OK, the {label('$.' + pair[1])} is {v}.", f"So the {label('$.' + pair[1])} is {v}."]))  # pro."
    listed = _ENTRY.fullmatch(line or "")
    if listed:  # a text listing's whole line ("_ga (value: GA1.2..., domain: ...)"): the entry it lists, by its name
        return _tidy(rng.choice([f"I see {render(listed[1])} in there.", f"OK, there's {render(listed[1])}."]))
    if line:  # a value inside a log line or a text listing: the line says what it is
        return _tidy(rng.choice([f'I see "{line}" in there.', f'OK, there\'s "{line}".']))
    fact = _fact(output, said) or _first_fact(output, said)
    if fact and fact[0] != "action":  # a bare value says nothing ("Noted, select."): a fact of the result, by its label
        return _tidy(rng.choice([f"OK, the {fact[0]} is {fact[1]}.", f"So the {fact[0]} is {fact[1]}."]))
    if "\n" in str(value) or re.fullmatch(r"[\w ]+:\s*", str(value)):
        return "OK, that worked."  # no listing pasted back (react() names one entry of it), nor an empty field ("text:")
    counted = re.fullmatch(r"(?:total|count): (\d+)", value.strip()) if isinstance(value, str) else None
    if counted:  # 'Noted, it came back with "total: 3"': how many there are
        n = int(counted[1])
        return _tidy(f"OK, {NUMBERS.get(n, str(n))} of them." if n != 1 else "OK, just the one.")
    plain = _came_back(value, output, rng)
    if plain:
        return plain
    if isinstance(value, str) and re.fullmatch(r"\w+: .+", value.strip()):  # 'it came back with "key: rate_limit:api:..."'
        texts = [x for x in _leaves(output) if isinstance(x, str) and "\n" in x]  # (seed 1283): the key the user gave is no
        lines = [m for t in texts for m in re.finditer(r"(?m)^(\w+): (.+)$", t)  # news; the line beside it that is
                 if m[1] not in ("ok", "completed_at", "success") and m[0] != value.strip()]  # says it
        other = next((m for m in lines if m[2].lower() not in said.lower()), lines[0] if lines else None)
        if other is not None:
            return _tidy(rng.choice([f"OK, the {label('$.' + other[1])} is {render(other[2])}.",
                                     f"So the {label('$.' + other[1])} is {render(other[2])}."]))
    return _tidy(rng.choice([f"OK, it came back with {v}.", f"Noted, it came back with {v}."]))


_GENERIC_KEYS = frozenset(("result", "results", "value", "output", "data", "content", "items", "item", "records"))


_LEVELS = {"warn": "warning", "warning": "warning", "error": "error", "severe": "error", "fatal": "error", "critical": "error"}


def _receipt(done: str, rng: random.Random, output: Any = None, said: str = "") -> str:
    """A write's receipt (action: new): "the new is done" is no English. The operation said as done when it is a verb
    (receipt_remark: "OK, resized the canvas with width 640."); else a noun of an operation (the export, the
    rasterization) is said; a bare verb is not (the new, the behave, the delete)."""
    remark = receipt_remark(output, done, rng, said) if output is not None else None
    if remark:
        return remark
    if re.fullmatch(r"[a-z]+(?:_[a-z]+)+", str(done)):  # set_active: an API's operation name, said as the API says it
        return rng.choice([f"OK, that went through (action: {done}).", "OK, that went through."])
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


_ACTS = frozenset("search query lookup scan find match similarity".split())  # what a call does, not what it lists


_HELD_VALUES = frozenset({"value", "entry", "result", "data", "record", "content"})  # what a key holds, no owner of the key


def label_at(output: Any, value: Any, owner: str = "") -> str:
    """What `value` is in a result, in words: its key ("health"), an id's key with its record's
    noun ("project ID" for project.id; `owner`, the thing the call returns, when the record sits
    in a bare list), the key of a "key: value" text line, or the owner itself for an item of a
    text listing ("session 7341..."); "" when nothing says."""
    noun = singular(owner.split()[-1]) if owner.split() else ""
    noun = "" if noun in _ACTS else noun  # a vector search lists hits: "name product:sku-1048", never "search name ..."
    keys = _path_of(output, value)
    if keys is None:
        for text in (x for x in _leaves(output) if isinstance(x, str) and "\n" in x or isinstance(x, str) and ": " in x):
            m = re.search(rf"(?m)(?:^-?\s*|\(|, )(\w+): {re.escape(str(value))}(?=$|[,)])", text) \
                if isinstance(value, (str, int, float)) else None  # "status: merged", "(alias: bright-falcon, ...)"
            if m and m[1] not in _GENERIC_KEYS:
                lab = label("$." + m[1])
                return f"{noun} {lab}" if noun and lab in ("ID", "name", "key", "number") and noun != lab \
                    and noun not in _HELD_VALUES else lab  # "key order:2025:0871", never "value key ..." (seed 1480)
            if noun and isinstance(value, str) and re.fullmatch(r"[0-9a-f]{12,}|[A-Za-z]{1,4}[_-][0-9a-z]{6,}", value) \
                    and re.search(rf"(?m)^- {re.escape(value)}\b", text):
                return noun  # "- 73418bd... (browser: firefox)": one of the listed sessions
        return ""
    named = [k for k in keys if isinstance(k, str)]
    if not named or named[-1] in _GENERIC_KEYS:
        return ""
    lab = label("$." + named[-1])
    if lab in _PREPOSITIONS:  # renamed [{from: <Linked File>, to: product-shot.jpg}]: "So the to is ..." says nothing
        return ""
    if lab in ("ID", "name", "key", "number"):
        parent = named[-2] if len(named) > 1 and named[-2] not in _GENERIC_KEYS else ""
        whose = singular(label("$." + parent)) if parent else noun
        lab = f"{whose} {lab}" if whose and whose != lab else lab
    return lab


_PREPOSITIONS = frozenset("to from by in at of on for with into onto via".split())  # keys no "the X is" can name


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


def _entry_of(output: Any, value: Any) -> str | None:
    """The head of the text listing entry whose facts hold `value` ("net_67" of "- net_67 (status: 404, duration_ms:
    1431)"), or None (not in such a line, or the head itself)."""
    if not isinstance(value, (str, int, float)) or isinstance(value, bool):
        return None
    for text in (x for x in _leaves(output) if isinstance(x, str) and "\n" in x):
        for ln in text.splitlines():
            m = _ENTRY.fullmatch(ln.strip())
            if m and m[1] != str(value) and re.search(rf"(?:^|, )[\w ]+: {re.escape(str(value))}(?:,|$)", m[2]):
                return m[1]
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
            if on_line(ln, value) and ln != str(value) and len(ln) <= 100 and not _BOILERPLATE.search(ln):  # pro is
                # on "value: pro", not on "name: user:1042:profile" (seed 1332)
                return ln  # (a page's footer is no line a person reads back: "I see "© 2026 Guerra-Michael. All rights
    return ""  # reserved." in there", seed 1309)


_BOILERPLATE = re.compile(r"^©|all rights reserved|we use cookies|terms of (?:use|service)", re.I)


_FACT_KEYS = ("status", "state", "health", "result", "total", "count", "size", "version", "title", "name", "message", "text", "action")


def _first_fact(output: Any, said: str) -> tuple[str, str] | None:
    """Any (label, value) leaf of the result that is no flag, no time and not the user's own words."""
    for k, v in keyed_leaves(output):
        if not k or isinstance(v, bool) or not isinstance(v, (str, int, float)) or k.endswith("_at") \
                or k in _LOCATOR_KEYS or k.lower() in _PREPOSITIONS:
            continue  # "OK, the by is tag." is no remark: how an element was found, echoed back
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
        elif key and key not in found and not isinstance(node, bool) and isinstance(node, (str, int, float)) \
                and key.lower() not in _PREPOSITIONS:
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
    """A quoted sentence ending a sentence keeps one full stop: 'It's "Done.".' -> 'It's "Done."'; a plural
    label agrees with what it is said of: "the prefixes is product:" -> "the prefix is product:"."""
    for mark in ".?!":
        text = text.replace(f'{mark}".', f'{mark}"').replace(f'{mark}"?', f'{mark}"')
    done = _DONE_FIELD.fullmatch(text)  # "So the created is stash@{0}.": a field named by its verb says what was done
    if done and done[2] not in ("expected", "required", "need", "speed", "seed", "feed", "embed"):
        opener = "OK" if done[1] == "So" else done[1]
        if re.match(r"\d{4}-\d\d-\d\d", done[3]):
            return f"{opener}, {done[2]} {done[3]}."  # "OK, the updated is 2025-10-01": updated when
        return f"{opener}, {done[3]} was {done[2]}."
    took = _TOOK.fullmatch(text)  # "So the waited ms is 180.": how long it took, said so
    if took:
        return f"OK, that took {took[2]} {took[1]}."
    bare = _RESULT_FIELD.fullmatch(text)  # "Good, result: null.": a result field is no thing of its own
    if bare:
        return f"OK, it came back with {bare[1]}."
    return _AGREE.sub(_agree, text)


_ENTRY = re.compile(r"-?\s*(.+?) \(((?:[\w ]+: [^,]*, )*[\w ]+: .*)\)")  # a text listing's line: its head, its facts
_DONE_FIELD = re.compile(r"(OK|Good|So|Right),? (?:so )?the ([a-z]{3,}ed) is (.+)\.")
_TOOK = re.compile(r"(?:OK|Good|So|Right),? (?:so )?the (?:[a-z]+ )?(ms|milliseconds|seconds) is ([\d.,]+)\.")
_RESULT_FIELD = re.compile(r"(?:OK|Good|So|Right),? (?:so )?(?:the )?(?:result|output|return value)(?: is|:) (.+)\.")


_AGREE = re.compile(r"^((?:(?:OK|Good|So|Right),? (?:so )?)?[Tt]he (?:[a-z]+ ){0,2})([a-z]{3,}s) is (?=(.*))")  # a reaction's opening only
_MEASURES = frozenset("""bytes pixels seconds minutes hours days weeks months years ms lines items points degrees percent
units credits counts results docs documents hits records rows""".split())  # "the docs is 12": a count, said as it is


def _agree(m: re.Match) -> str:
    head, word, rest = m[1], m[2], m[3]
    one = singular(word)
    if one == word or word in _MEASURES and re.match(r"\d", rest) or re.match(r"[\d.,-]+\b", rest):  # ("So the unused
        # items is Music.wav", seed 1303: a measure word keeps its plural before a count only)
        return m[0]
    if re.match(r'[^"]*?(?:, | and )', rest.split(". ")[0]):  # the tags are bug and ui
        return f"{head}{word} are "
    return f"{head}{one} is "


_SAME_PARTICIPLE = frozenset("set reset put cut run shut read split spread hit".split())
# operations whose name reads as no plain verb and object (the last "OK, that went through (action: ...)" of seeds 0-2)
_DONE_SAID = {"ripple_delete": "ripple-deleted", "clear_in_out": "cleared the in and out points", "set_active": "made active",
              "set_offline": "set offline", "set_online": "set online", "assemble": "assembled",
              "color_range": "selected the color range", "outline_stroke": "outlined the stroke", "simplify": "simplified",
              "expand": "expanded", "select_all": "selected everything", "deselect_all": "deselected everything",
              "deselect": "cleared the selection", "select_none": "cleared the selection", "invert": "inverted the selection",
              "select_inverse": "inverted the selection", "inverse": "inverted the selection"}  # never "selected the all" (1479)
_IRREGULAR = {"make": "made", "send": "sent", "teach": "taught", "build": "built", "write": "written",
              "begin": "begun", "get": "got", "find": "found", "hold": "held", "bring": "brought", "go": "gone",
              "new": "created", "show": "shown", "undo": "undone", "redo": "redone", "submit": "submitted",
              "commit": "committed", "flip": "flipped", "tag": "tagged", "doubleclick": "double-clicked",
              "rightclick": "right-clicked", "dblclick": "double-clicked", "hover": "hovered"}  # interact(action=doubleclick)
# operations tools name that the verb lexicon lacks
_MORE_VERBS = frozenset("launch reload subscribe refresh restart stagger precompose rename duplicate ungroup group merge push "
                        "pull rebase export import render crop trim rotate install deploy archive unlock lock animate expand collapse "
                        "link unlink mask".split())  # ae_animate: "Good, animated with overshoot 0.428." (seed 1337)
_RECEIPT_SKIP = frozenset({"ok", "success", "action", "mode", "operation", "op", "status", "completed_at", "session_id",
                           "sessionId", "id", "uuid", "ref", "handle"})


def participle(verb: str) -> str | None:
    """The past participle of a one-word operation (apply -> applied, drag -> dragged, teach -> taught); None for a
    name that is no plain verb (set_active, css)."""
    if not re.fullmatch(r"[a-z]{2,14}", verb or ""):
        return None
    if verb in _SAME_PARTICIPLE:
        return verb
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    from seer.generate.symbolic.lexicon import is_verb

    if not is_verb(verb) and verb not in _MORE_VERBS:
        return None
    if verb.endswith("e"):
        return verb + "d"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ied"
    if re.fullmatch(r"[^aeiou]*[aeiou][bdgmnpt]", verb):  # drag, stop, tap: one syllable, its consonant doubled
        return verb + verb[-1] + "ed"
    return verb + "ed"


def receipt_remark(output: Any, done: str, rng: random.Random | None = None, said: str = "") -> str | None:
    """What a person says of a write's receipt whose only news is its operation or its time: "OK, that went through
    (action: apply)" and "(completed at: 2025-10-05T10:35:00Z)" read as a log (seeds 1305, 1311). The operation said as
    done, with the thing it was done to: "OK, clicked alert-danger.", "Good, applied with brightness 69.", "OK, that's
    set." Each names a value the receipt holds (the harness counts it as cited); None when nothing fits."""
    choose = rng.choice if rng is not None else (lambda options: options[0])
    saved = next((v for k, v in keyed_leaves(output) if isinstance(v, str) and re.fullmatch(r"/[\w./-]+\.\w{2,5}", v)), None) \
        or next((m[1] for x in _leaves(output) if isinstance(x, str)  # a text receipt's "path: /tmp/.../screenshot-01.png"
                 for m in [re.search(r"(?m)^path: (/[\w./-]+\.\w{2,5})$", x)] if m), None)
    if done in ("take", "capture", "screenshot") and saved:  # take_screenshot: "OK, taken /tmp/..." is no English
        return choose([f"OK, it's saved at {saved}.", f"Good, the screenshot is at {saved}."])
    if str(done) in ("push", "pop", "apply", "drop", "save") and re.search(r"\bstash", said, re.I):
        return choose([f"OK, the stash {done} went through.", f"Good, the stash {done} is done."])  # git_stash(mode=push):
        # "Good, the push is done." reads as a git push (seed 1515)
    part = _DONE_SAID.get(str(done)) or participle(str(done))
    verb, _, noun = str(done).partition("_")
    if part is None and noun in ("vertical", "horizontal") and participle(verb):
        part = f"{participle(verb)} {noun}ly"  # flip_vertical: "OK, flipped vertically.", never "that went through" (1408)
    if part is None and noun and re.fullmatch(r"[a-z]{3,}", noun) and verb != "set" and participle(verb):
        part = f"{participle(verb)} the {noun.replace('_', ' ')}"  # resize_canvas: "OK, resized the canvas with width
        # 640.", never "OK, that went through (action: resize_canvas)." (seed 1346)
    if part is None and str(done) in _NOUNABLE:  # adobe_ps_batch(action=batch): "OK, the batch went through."
        return choose([f"OK, the {done} went through.", f"Good, the {done} is done."])
    if part is None:
        return None
    if part == done:
        return choose([f"OK, that's {done}.", f"Good, it's {done} now."])
    lines = [(m[1], m[2]) for x in _leaves(output) if isinstance(x, str) for m in re.finditer(r"(?m)^(\w+): (.+)$", x)]
    pairs = []
    for k, v in [*keyed_leaves(output), *lines]:
        if not k or k in _RECEIPT_SKIP or k in _LOCATOR_KEYS or k.endswith(("_at", "At")) or isinstance(v, bool) \
                or not isinstance(v, (str, int, float)):
            continue
        if "\n" in str(v) or not 2 <= len(str(v)) <= 40 or re.fullmatch(r"\d{4}-\d\d-\d\dT.*", str(v)) \
                or str(v) in ("True", "False", "None", done) or re.fullmatch(r"[A-Z][a-z]+(Path)?(Item|Frame)", str(v)):
            continue  # (Illustrator's typename is no news of a group made: "Good, grouped type GroupItem.", seed 1398)
        v = int(v) if isinstance(v, str) and re.fullmatch(r"\d+", v) else v  # "size: 34875" of a text line is a number
        lab = label("$." + k)
        pairs.append((lab[:-5] if lab.endswith(" name") else lab, v))  # layer name Logo: layer Logo
    channels = {lab[:-2]: {} for lab, _v in pairs if re.fullmatch(r"[a-z ]+ [rgb]", lab)}
    for lab, v in pairs:
        if lab[:-2] in channels and lab[-1] in "rgb":
            channels[lab[:-2]][lab[-1]] = v
    for head, rgb in channels.items():  # adobe_ai_path(fill_r=164, ...): "Good, joined with fill r 164." names a third
        if len(rgb) == 3:  # of a colour: the colour, "with the fill RGB 164, 117, 83" (seed 1515)
            pairs = [(lab, v) for lab, v in pairs if lab[:-2] != head or lab[-1] not in "rgb"]
            pairs.append((f"{head} RGB", f"{rgb['r']}, {rgb['g']}, {rgb['b']}"))
    heard = said.lower()
    pairs.sort(key=lambda kv: (bool(heard) and str(kv[1]).lower() in heard, not isinstance(kv[1], str), kv[0] == "app"))
    # what the receipt adds before what the user gave (press(Enter) answered focused #search-box), the thing acted on (a
    # name, a folder) before a number, and before the app it was done in
    to = _TO.get(str(done), "")
    if not pairs and done == "clear":  # what a person says of a queue or a log cleared
        return choose(["OK, all clear.", "Good, all clear now."])
    if not pairs and done in _NOUNABLE:  # nothing else to name: the operation as a noun ("OK, the stop went through.")
        return choose([f"OK, the {done} went through.", f"Good, the {done} is done."])
    name = next((v for lab, v in pairs if lab in ("name", "comp", "layer") and isinstance(v, str)), None)
    if str(done) in ("set_active", "set_offline", "set_online") and name:  # "OK, Intro 1080p is active now.", never "made
        return choose([f"OK, {render(name)} is {done[4:]} now."])  # active with width 1920" (seed 0)
    if not pairs and ("_" in str(done) or str(done) in _DONE_SAID):  # flip_vertical, press: the operation as done, by name
        return choose([f"OK, {part} ({done}).", f"Good, {part} now ({done})."])
    for lab, v in pairs[:1]:
        shown = render(v)
        if isinstance(v, str) and lab == "app" and done not in ("launch", "start", "quit", "close", "activate"):
            return choose([f"OK, {part} it in {shown}.", f"Good, {part} in {shown}."])  # adobe_open_file(app=premierepro)
        if isinstance(v, str) and lab.endswith(" RGB"):
            return choose([f"OK, {part} with the {lab} {v}.", f"Good, {part} with the {lab} {v}."])
        if isinstance(v, str) and lab in ("font", "font family", "typeface"):  # adobe_ps_text's receipt: "Good, added
            return choose([f"OK, it's set in {shown}.", f"Good, it's in {shown}."])  # font ArialMT" says a font was added
        if isinstance(v, str) and lab == "shape" and re.fullmatch(r"[a-z]+", v):  # "OK, created shape line": a line
            return choose([f"OK, {part} the {v}.", f"Good, the {v} is {part}."])
        if isinstance(v, str):
            named = shown if lab in _BARE_LABELS or part.endswith(f" {lab}") else labelled(lab, shown)  # "added the
            # transition "Additive Dissolve"", never "added the transition transition ..." (seed 1491)
            to = to or (" to" if part.startswith(("applied", "added")) and lab in _WHERE else _WHERE.get(lab, ""))  # "Good,
            # grouped on layer Artwork.", "applied to layer Logo", never "grouped layer Artwork" (seed 1398)
            return choose([f"OK, {part}{to} {named}.", f"Good, {named} is {part}{to}."]
                          if not to and named == shown and not part.endswith(f" {lab}")
                          else [f"OK, {part}{to} {named}.", f"Good, {part}{to} {named}."])
        if lab == part:  # cleared 34
            return choose([f"OK, {part} {shown}.", f"Good, {part} {shown}."])
        return choose([f"OK, {part} with {labelled(lab, shown)}.", f"Good, {part} with {labelled(lab, shown)}."])
    return None


_NOUNABLE = frozenset("stop start run push pull merge reset launch upload download export import install restart check "
                      "scan search test update commit release refresh reload build deploy click scroll drag move swap "
                      "sync render rebase cleanup backup restore switch drop batch press trim setup".split())  # operations said as nouns
_TO = {"switch": " to", "navigate": " to", "move": " to", "scroll": " to", "go": " to"}  # switched to the frame
_WHERE = {"layer": " on", "artboard": " on", "folder": " in", "comp": " in", "bin": " in", "channel": " in"}
_BARE_LABELS = frozenset("value name title key element selector text target file path url app".split())


def _operation_done(output: Any) -> str | None:
    """The operation a receipt reports (its action, mode or op), from its fields or its "action: X" text line."""
    for k, v in keyed_leaves(output):
        if k in _OPERATIONS and isinstance(v, str):
            return v
    for x in _leaves(output):
        m = re.search(r"(?m)^(?:action|mode|operation|op): (\S+)$", x) if isinstance(x, str) else None
        if m:
            return m[1]
    return None
