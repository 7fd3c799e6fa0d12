"""The question a person asks once the work is done (a scenario's follow-up): about this scenario's result,
quoting a value only when a person would (a title, a name; never an id, a sha, a field's name or a JSON blob)."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.lexicon import plural, singular
from seer.generate.symbolic.phrasing import action, thing
from seer.generate.symbolic.rendering import render

_IDISH = re.compile(r"^[a-z]{2,4}_[a-z0-9]{6,}$|^[A-Z][A-Z0-9]{7,}$|^[0-9.:]+$|^[a-z]+(-[a-z0-9]+)+$"
                    r"|^[0-9a-fA-F]{8}(-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$|^e\d{1,4}$")  # a uuid, a page's element ref e372:
# "What does e372 tell us?", "Can you confirm 35b9991a-... is in place now?" (seed 1449) ask about a handle, not a thing


_LOCATOR = re.compile(r"^(?:/{1,2}|\(//)[a-z*]|\s[>+~]\s|:(?:first|last|nth)-|\[@?[\w-]+[~^$*|]?=|^[.#][\w-]+(?:[\s.#:\[]|$)"
                      r"|^[a-z][a-z0-9]*[.#][\w-]+$")  # button.submit-order is a selector too (seed 1546)


_MASS = frozenset("contents details settings statistics diagnostics specifics credentials properties metadata".split())


def follow_up(p: Profile, value: Any, rng: random.Random, failed: bool | str = False, read: bool | None = None) -> str:
    """A question a person asks once the work is done, about this scenario's result (after a
    refusal, about the refusal: `failed` is its message); it quotes a value only when a person would (a title, a name)."""
    what = thing(p)
    if what.endswith(" tools") and len(what.split()) > 2:  # adobe_ae_comp "After Effects comp tools": a person asks about
        what = re.sub(r" encode tools$", " encode jobs", what)  # the comps, never "Which of the After Effects comp tools
        what = what[: -len(" tools")] if what.endswith(" tools") else what  # should I look at first?" (seed 1530)
        if (p.read if read is None else read) and not what.endswith("s"):  # a read lists them: "the After Effects comps"
            what = " ".join([*what.split()[:-1], plural(what.split()[-1])])
    if failed and "permission" in str(failed).lower() or failed is True:
        return rng.choice(["Who can grant that permission?", "Is there another way to get this done?",
                           "What should I ask the admin for?", "Can you tell me exactly what was refused?"])
    if failed:  # nothing to undo is no permission an admin grants
        return rng.choice(["Is there another way to get this done?", "Can you tell me exactly what went wrong?",
                           "So nothing changed?"])
    v = render(value) if value is not None and not isinstance(value, (dict, list)) else ""
    if v and (isinstance(value, (int, float)) or _IDISH.match(str(value)) or len(v) > 60 or re.fullmatch(r"[a-z]+(_[a-z]+)+|[0-9a-f]{7,40}|`?[{\[].*", v)):
        v = ""  # an id, a slug or a field's name (session_id): a person asks about the thing, not its key
    if v and isinstance(value, str) and len(value.split()) >= 4 and value.rstrip()[-1:] in ".!?:":  # (a prompt "...folder:", 1502)
        v = ""  # 'Is there anything else that depends on "The deploy finished without errors."?': a message is no thing
    if v and isinstance(value, str) and re.fullmatch(r"\w+: .+", value):
        v = ""  # 'What does "status: passed" tell us?': a result's line is no thing to ask about (seed 1503)
    if v and _LOCATOR.search(str(value)):
        v = ""  # 'What does "ul.results > li:first-child a" tell us?': a selector is how a thing was found, not the thing
    if {"test", "tests"} & set(p.words) and action(p).verb.split()[:1] in (["run"], ["execute"], ["debug"], ["kick"]):
        return rng.choice(["Did any test fail, and why?", "Which tests ran, and how long did they take?",  # a test run is
                           "Is anything flaky in that run?", "How long did the run take?"])  # no change to undo (seed 1542)
    if action(p).verb.split()[:1] == ["wait"]:  # "What stands out in the DOM to be stable?": a wait has no thing to ask about
        return rng.choice(["How long did that take?", "Is the page ready for the next step now?", "Did it time out at any point?"])
    if p.read if read is None else read:
        options = [f"Is anything about the {what} unusual?", f"Can you summarize the {what} in two sentences?",
                   f"Does anything in the {what} need attention?", f"What stands out in the {what}?"]
        if singular(what.split()[-1]) != what.split()[-1] and what.split()[-1] not in _MASS:  # "How many report status
            # were there": status is one; "How many commit contents": the contents of one commit are no count
            options += [f"Which of the {what} should I look at first?", f"How many {what} were there in total?"]
        if v:
            options += [f"What does {v} tell us?"]
    else:
        gone = action(p).verb.split()[0] in ("delete", "remove", "clear", "close", "kill", "drop", "clean", "unstage", "reset")
        options = [f"How can I check that it worked for the {what}?", "What would it take to undo that?",
                   "Who else should know about this change?", f"Did anything else change along with the {what}?",
                   "Is there anything I should double-check now?", "Can you sum up what changed?"]
        if v:
            options += [f"Can you confirm {v} is {'gone' if gone else 'in place'} now?", f"Is there anything else that depends on {v}?"]
    return rng.choice(options)
