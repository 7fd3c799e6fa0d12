"""What a script a tool runs answers, in the script's own language: a page script's value (the title,
the address, a count; null for a statement such as a scroll), an ExtendScript count, a PowerShell
pipeline's output as PowerShell prints it. Only tools that run code answer so: a tool that writes or
fixes a test file is no script run (healer_fix_test's code is saved, not executed)."""

from __future__ import annotations

import random
import re
from typing import Any

from seer import kinds
from seer.generate.symbolic.args import World
from seer.generate.symbolic.cards import Profile

RUN_VERBS = frozenset({"execute", "exec", "run", "eval", "evaluate", "inject"})


def runs_code(p: Profile) -> bool:
    """The tool executes the code it is given (execute_js, adobe_run_jsx), not one that stores it."""
    return p.verb in RUN_VERBS and not set(p.words) & {"test", "tests", "write", "save", "fix"}


def script_result(script: str, world: World, rng: random.Random) -> Any:
    if re.search(r"\b(Get|Set|Measure|Format|Select|Where)-[A-Z]\w+", script):
        return _powershell(script, rng)
    return _page_value(script, world, rng)


def _page_value(script: str, world: World, rng: random.Random) -> Any:
    """What a page (or ExtendScript) expression returns: the title, the address, a count; a statement
    with nothing to return (a scroll) returns null."""
    from seer.kinds.web import make_url, page_title

    page = getattr(world, "page", None) or {"url": make_url(rng)}
    if "title" in script:
        return page.get("title") or page_title(page["url"])
    if "location" in script or "href" in script:
        return page["url"]
    if "length" in script or "count" in script or re.search(r"\.num[A-Z]\w*\s*;?\s*$", script):  # open documents are a
        # few; layers, links or list items more (app.project.sequences.numSequences; answered null, seed 1536)
        return rng.randint(1, 4) if re.search(r"\bdocuments\.length|\bsequences\b|numSequences|\bprojects?\b", script) \
            else rng.randint(3, 60)
    if "innerText" in script or "textContent" in script:
        return kinds.make("ui_text", rng)
    named = re.search(r"\b(activeItem|activeDocument|project|activeSequence|comp|layer\(\d+\)|layers\[\d+\]|artboards\[\d+\]|"
                      r"getDocumentDOM\(\))\.name\s*;?\s*$", script)
    if named:  # ae_run_script("app.project.activeItem.name;") answered null (seed 1288): a name read is a name, the
        what = named[1].split("(")[0].split("[")[0]  # active comp's the one the request worked in (it answered "Main
        noun = {"activeItem": "comp", "comp": "comp", "activeDocument": "document"}.get(what)  # Comp" after calls on
        mine = _worked_in(world, noun) if noun else None  # "Logo reveal", seed 1328)
        return mine or _NAMES_OF.get(what, "Main Comp")
    return None


def _worked_in(world: World, noun: str) -> str | None:
    """The name of the `noun` the request last made, read or changed, else one a call named (comp_name=...)."""
    rec = world.current.get(noun)
    if isinstance(rec, dict) and isinstance(rec.get("name"), str):
        return rec["name"]
    said = world.stated.get((noun, "name")) or world.stated.get((f"{noun}_name",))
    return said if isinstance(said, str) else None


_NAMES_OF = {"activeItem": "Main Comp", "comp": "Main Comp", "activeDocument": "spring-poster.ai", "project": "Brand_refresh.prproj",
             "activeSequence": "Rough cut v2", "layer": "Title text", "layers": "Title text", "artboards": "Hero banner",
             "getDocumentDOM": "banner-ad.fla"}


_SERVICES = (("Running", "AdobeUpdateService"), ("Running", "AGSService"), ("Stopped", "AdobeARMservice"),
             ("Running", "AGMService"))
_PROCESSES = ("Photoshop", "Illustrator", "AfterFX", "Creative Cloud", "msedge", "node")


def _powershell(script: str, rng: random.Random) -> str:
    """A pipeline's output as PowerShell prints it: Measure-Object's count, a Format-Table of services, processes."""
    if "Measure-Object" in script:
        return f"Count    : {rng.randint(3, 40)}\nAverage  :\nSum      :\nMaximum  :\nMinimum  :\nProperty :"
    if "Get-Service" in script:
        rows = rng.sample(_SERVICES, rng.randint(2, len(_SERVICES)))
        return "Status   Name\n------   ----\n" + "\n".join(f"{s:<8} {n}" for s, n in rows)
    if "Get-Process" in script:
        rows = rng.sample(_PROCESSES, rng.randint(2, 4))
        return "Name               CPU\n----               ---\n" + "\n".join(f"{n:<18} {rng.uniform(100, 900):.2f}" for n in rows)
    if "Get-ChildItem" in script:
        names = rng.sample(("poster.psd", "banner.psd", "logo.ai", "hero.psd", "icons.ai"), 3)
        return "Mode   LastWriteTime       Length Name\n----   -------------       ------ ----\n" + "\n".join(
            f"-a---  {rng.randint(1, 28):02d}/11/2026 {rng.randint(8, 18)}:{rng.randint(0, 59):02d}  {rng.randint(10_000, 900_000):>7} {n}"
            for n in names)
    return ""  # a cmdlet that prints nothing (Set-Item, Remove-Item)


def runs_tests(p: Profile) -> bool:
    """The tool runs or debugs tests (healer_run_tests, healer_debug_test), not one that writes them."""
    ws = set(p.words)
    return bool(ws & {"test", "tests"}) and (p.verb in RUN_VERBS | {"debug"} or bool(ws & {"run", "debug"})) \
        and not ws & {"write", "save", "fix", "generate", "list"}


_FAILURES = ("AssertionError: expected '/dashboard' in current_url, got '/login'",
             "TimeoutException: element '#checkout-button' not clickable after 10s",
             "NoSuchElementException: Unable to locate element: {\"method\":\"css selector\",\"selector\":\".result\"}")


def test_run(p: Profile, args: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """What a test run answers: how many passed and failed, how long it took, and each failure's error."""
    from seer.generate.symbolic.lexicon import words

    named = [(k, v) for k, v in args.items() if isinstance(v, str) and {w.lower() for w in words(k)} & {"path", "test", "file",
             "command", "name", "spec"}]  # testPath is a test's path too (seed 1419: a run of test_login.py failing "test_checkout")
    argv = next((v for v in args.values() if isinstance(v, list) and v and all(isinstance(x, str) for x in v)), [])
    on_line = next((x for x in reversed(argv) if re.search(r"\.(?:py|[jt]s)$", x)), None)  # npm test -- tests/login.spec.ts
    target = next((v for k, v in named if "command" not in k.lower()), None) or on_line \
        or next((v for _, v in named), None)  # the test run, by its file before its runner (never a failing test "yarn")
    one = target is not None and "/" not in target and target.startswith("test")  # a test's name: that one test
    total = 1 if one or "debug" in p.words or "single" in p.tool.description.lower() else rng.randint(3, 14)
    failed = rng.choice((0, 0, 1)) if total > 1 else rng.choice((0, 1))
    out: dict[str, Any] = {"status": "failed" if failed else "passed", "passed": total - failed, "failed": failed,
                           "duration_s": round(rng.uniform(1.5, 6.0) * total, 1)}
    if target:
        out["target"] = target
    if failed:
        file = target.rsplit("/", 1)[-1] if target and re.search(r"\.(?:py|[jt]s)$", target) else None
        stem = file.split(".")[0] if file else ""
        name = (f"{file}::test_{stem.removeprefix('test_')}" if file.endswith(".py") else f"{file} > {stem} flow") if file \
            else target if target and target.startswith("test") else "test_checkout"  # test_cart.py::test_cart
        out["failures"] = [{"test": name, "error": rng.choice(_FAILURES)}]
    return out
