"""A test's code, framework and description agree: generator_write_seed(testCode=<a pytest function>,
framework="webdriverio", description="Login and save auth cookies") saves Python under a JavaScript framework, described
as another test. The framework follows the code's language, the description says what the code's test does."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.values import MISSING, fits

_PYTHON = re.compile(r"^\s*(def test_|import |from \w+ import|async def )", re.M)
_JS = re.compile(r"\b(describe\(|it\(|test\(|await page\.|const |require\()")
_FRAMEWORKS = {"python": ("pytest", "selenium-python", "python", "unittest", "robot"),
               "js": ("playwright", "webdriverio", "jest", "mocha", "cypress", "selenium-js", "playwright-js", "webdriverio-ts")}


def _language(code: str) -> str:
    return "python" if _PYTHON.search(code) else "js" if _JS.search(code) else ""


def fit_test_code(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    code_param = next((q for q in p.params if "code" in q.words and ("test" in q.words or "fixed" in q.words)), None)
    code = code_param.get(args, MISSING) if code_param is not None else MISSING
    if not isinstance(code, str) or not _language(code):
        return
    lang = _language(code)
    for q in p.params:
        value = q.get(args, MISSING)
        if q.name in forced:
            continue
        if isinstance(value, dict) and q.words[-1:] == ["command"] and "command" in value:  # runCommand {command, args}
            filename = next((v for k, v in args.items() if k.lower() == "filename" and isinstance(v, str)), "")
            run = {"command": "pytest", "args": ["-q", filename] if filename else ["-q"]} if lang == "python" else \
                {"command": "npx", "args": ["playwright", "test"] + ([filename] if filename else [])}
            trial = {**value, **{k: v for k, v in run.items() if k in value}}
            if fits(q.schema, trial):
                q.put(args, trial)
            continue
        if not isinstance(value, str):
            continue
        if q.words[-1:] == ["framework"]:
            choices = [c for c in (q.core.get("enum") or _FRAMEWORKS[lang]) if any(c.lower().startswith(f) for f in _FRAMEWORKS[lang])]
            if choices and not any(value.lower().startswith(f) for f in _FRAMEWORKS[lang]) and fits(q.schema, choices[0]):
                q.put(args, rng.choice(choices) if len(choices) > 1 and fits(q.schema, choices[1]) else choices[0])
        elif q.words[-2:] == ["config", "file"]:
            conf = "pytest.ini" if lang == "python" else "playwright.config.ts"
            if fits(q.schema, conf):
                q.put(args, conf)  # a config file, never the test file itself
        elif q.words == ["description"] and "test" in " ".join(p.words + [str(p.tool.description or "")[:80].lower()]):
            m = re.search(r"(?:def |test\(['\"]|it\(['\"])(?:test_)?([\w ]+)", code)
            said = m[1].replace("_", " ").strip().capitalize() if m else ""
            if said and fits(q.schema, said):
                q.put(args, said)  # what the test does, by its own name: "Cart total updates"
