"""What is typed into a page field fits the field: a search box gets search words, an email field an
email, a comment box a sentence; a file upload goes to a file input (type_text typed "The invoice total
was corrected to 1,240 EUR." into a password field, upload_file picked the element by tag "form")."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.cards import Profile, args_body
from seer.generate.symbolic.element_refs import renew_ref
from seer.generate.symbolic.lexicon import words

# a field's telltale words in its locator -> what a person types there
_TYPED = ((("password", "pass", "pwd"), ("correct-horse-42", "S3cure!pass", "hunter2-staging")),
          (("email", "mail"), ("ana.souza@example.com", "dana@acme.io", "ivan.petrov@example.org")),
          (("q", "search", "query", "find"), ("wireless headphones", "refund policy", "running shoes", "order 1042")),
          (("username", "user", "login"), ("ana.souza", "dana_k", "ivan-p")),
          (("coupon", "promo", "code", "voucher"), ("SPRING25", "WELCOME10", "FREESHIP")),
          (("quantity", "qty", "amount"), ("2", "3", "5")),
          (("phone", "tel"), ("+1 415 555 0132", "+44 20 7946 0958")),
          (("zip", "postal", "postcode"), ("94103", "10115", "SW1A 1AA")),
          # a message or comment box takes what a customer writes there, never a coupon code or a city
          (("message", "comment", "feedback", "note", "description"), (
              "Hi, could you change the delivery address on order 1042?",
              "Great headphones, they arrived two days early.", "Please send me the invoice for March.")),
          (("name", "fullname"), ("Jane Doe", "Ana Souza", "Ivan Petrov")),
          (("address", "street"), ("42 Market Street", "221B Baker Street")), (("city", "town"), ("Berlin", "Lisbon")))
_TEXT_KEYS = ("text", "value", "keys", "content", "input")
_FILE_INPUTS = {"css": ("input[type='file']", "#file-upload", "input[name='avatar']"),
                "xpath": ("//input[@type='file']", "//input[@name='attachment']"),
                "id": ("file-upload", "avatar-upload", "attachment"), "name": ("file", "avatar", "attachment"),
                "tag": ("input",), "tag_name": ("input",), "class": ("file-input", "upload-field"), "class_name": ("file-input",)}
# a field one types into, by how the locator finds it (a button or a link is no field)
_INPUTS = {"id": ("email", "search-input", "username", "comment"), "name": ("email", "password", "q", "username", "quantity"),
           "class": ("form-control", "search-field"), "class_name": ("form-control", "search-field"), "tag": ("input", "textarea"),
           "tag_name": ("input", "textarea")}
_INPUT_WORDS = frozenset("input textarea search email password comment username name message address phone coupon quantity "
                         "field box q query text editor title description".split())
_CONTROLS = frozenset("forgot sign log checkout submit next continue cancel save buy add button link".split())
_ELEMENTS = ("Search", "Email", "Password", "Comment", "Username", "Message")


def _field_words(locator: str) -> set[str]:
    return set(words(re.sub(r"[^A-Za-z0-9]+", " ", locator)))


def fit_typed_text(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    tool = set(words(p.name))
    flat = args_body(args)
    by = str(flat.get("by") or flat.get("strategy") or flat.get("locator_type") or "").lower()
    keys = ("selector", "value", "locator", "target", "xpath", "css") if by else ("selector", "locator", "target", "xpath", "css", "element")
    locator_key = next((k for k in keys if isinstance(flat.get(k), str)), None)  # without a `by`, `value` is what is typed
    if locator_key is None or locator_key in forced:
        return
    if tool & {"upload"}:
        kind = "css" if "css" in by or locator_key == "selector" else "xpath" if "xpath" in by else by.replace(" ", "_")
        options = _FILE_INPUTS.get(kind) or _FILE_INPUTS.get(kind.split("_")[0])
        if options and not _field_words(flat[locator_key]) & {"file", "upload", "avatar", "attachment"}:
            flat[locator_key] = rng.choice(options)  # a file goes into a file input, not a form or a product card
        return
    if not tool & {"type", "fill", "send", "input", "enter"}:
        return
    kind = by.replace(" ", "_")
    if kind in _INPUTS and not _field_words(flat[locator_key]) & _INPUT_WORDS:
        flat[locator_key] = rng.choice(_INPUTS[kind])  # send_keys to class btn-primary: keys go into a field
    if isinstance(flat.get("element"), str) and "element" not in forced and "ref" not in forced and (
            not _field_words(flat["element"]) & _INPUT_WORDS or "?" in flat["element"] or _field_words(flat["element"]) & _CONTROLS):
        flat["element"] = rng.choice(_ELEMENTS)  # input_text into "Forgot password?" (a link): into a field
        renew_ref(flat, rng)  # and the field's own ref; a ref handed on keeps its element
    text_key = next((k for k in _TEXT_KEYS if k != locator_key and isinstance(flat.get(k), str) and k not in forced), None)
    if text_key is None:
        return
    seen = _field_words(flat[locator_key])
    for telltales, typed in _TYPED:
        if seen & set(telltales):
            flat[text_key] = rng.choice(typed)
            return
