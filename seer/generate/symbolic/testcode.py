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
_ROBOT = re.compile(r"^\*\*\* ?Test Cases ?\*\*\*", re.M | re.I)
# a pytest function is no Robot Framework suite and no unittest TestCase: robot and unittest are named only by their code
_FRAMEWORKS = {"python": ("pytest", "selenium-python", "python"), "unittest": ("unittest",), "robot": ("robot",),
               "js": ("playwright", "webdriverio", "jest", "mocha", "cypress", "selenium-js", "playwright-js", "webdriverio-ts")}


def _language(code: str) -> str:
    if _ROBOT.search(code):
        return "robot"
    if _PYTHON.search(code):
        return "unittest" if "TestCase" in code else "python"
    return "js" if _JS.search(code) else ""


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
                {"command": "python", "args": ["-m", "unittest", filename] if filename else ["-m", "unittest"]} if lang == "unittest" else \
                {"command": "robot", "args": [filename] if filename else ["."]} if lang == "robot" else \
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
                q.put(args, choices[0])  # the framework the code is written for (a pytest function: pytest)
        elif q.words[-2:] == ["config", "file"]:
            conf = {"python": "pytest.ini", "unittest": "setup.cfg", "robot": "robot.yaml"}.get(lang, "playwright.config.ts")
            if fits(q.schema, conf):
                q.put(args, conf)  # a config file, never the test file itself
        elif q.words == ["description"] and "test" in " ".join(p.words + [str(p.tool.description or "")[:80].lower()]):
            m = re.search(r"(?:def |test\(['\"]|it\(['\"])(?:test_)?([\w ]+)", code)
            said = m[1].replace("_", " ").strip().capitalize() if m else ""
            if said and fits(q.schema, said):
                q.put(args, said)  # what the test does, by its own name: "Cart total updates"


_PROJECT = re.compile(r"^(.*?/projects/[^/]+)(?:/|$)")  # /home/hana/projects/webshop/deploy -> /home/hana/projects/webshop


def fit_test_project(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple) -> None:
    """generator_write_test(projectRoot=.../webshop/deploy, outputDir=.../data-pipeline/scripts,
    specFile=test_login.py) after reading checkout.spec.ts: a test is saved in one project, its root the project's
    own folder, its output folder inside it, and the spec it was written from is the spec the request just read."""
    by = {tuple(q.words): q for q in p.params if len(q.path) <= 2}
    root_q, out_q, spec_q = by.get(("project", "root")), by.get(("output", "dir")), by.get(("spec", "file"))
    read = next((o["path"] for o in reversed(earlier) if isinstance(o, dict) and isinstance(o.get("path"), str)
                 and ("content" in o or re.search(r"\.(spec|test)\.\w+$|/specs?/", o["path"]))), None)  # a file read
    root = root_q.get(args, MISSING) if root_q is not None else MISSING
    if isinstance(root, str) and root_q.name not in forced:
        m = _PROJECT.match(read or "") or _PROJECT.match(root)  # the project of the spec it was written from
        if m and m[1] != root and fits(root_q.schema, m[1]):
            root_q.put(args, root := m[1])  # a project root is the project's folder, not one of its subfolders
    if not isinstance(root, str) and read and (m := _PROJECT.match(read)):
        root = m[1]  # no root given: the tests still go in the project of the spec read
    out = out_q.get(args, MISSING) if out_q is not None else MISSING
    if isinstance(root, str) and isinstance(out, str) and out_q.name not in forced and not out.startswith(root.rstrip("/") + "/"):
        tests = f"{root.rstrip('/')}/tests"
        if fits(out_q.schema, tests):
            out_q.put(args, tests)  # the tests go inside the project they test
    spec = spec_q.get(args, MISSING) if spec_q is not None else MISSING
    if isinstance(spec, str) and spec_q.name not in forced:
        if read and read != spec and fits(spec_q.schema, read):
            spec_q.put(args, read)  # the spec the request read a step ago, not the test file's own name


_EXT_LANG = {"py": "python", "ts": "js", "js": "js", "robot": "robot"}
_IS_LANG = {"python": ("python", "pytest", "unittest"), "js": ("js", "ts", "playwright", "webdriverio", "jest", "mocha", "cypress"),
            "robot": ("robot",)}


def fit_framework_to_test_file(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """healer_debug_test(test_name=test_login_redirect, test_path=.../checkout.spec.ts, framework=selenium-python-unittest):
    a test file, its test's name and its framework are one language. A test named like a Python test (test_...) lives
    in a Python file (test_checkout.py beside it); the framework is one of that file's language."""
    from seer.kinds.described import described_values

    path_q = next((q for q in p.params if "path" in q.words or q.words[-1:] == ["file"] and "test" in q.words), None)
    name_q = next((q for q in p.params if q.words[-1:] == ["name"] and "test" in q.words), None)
    frame_q = next((q for q in p.params if q.words[-1:] == ["framework"]), None)
    path = path_q.get(args, MISSING) if path_q is not None else MISSING
    if not isinstance(path, str) or "." not in path.rsplit("/", 1)[-1]:
        return
    folder, _, file = path.rpartition("/")
    lang = _EXT_LANG.get(file.rsplit(".", 1)[-1].lower())
    name = name_q.get(args, MISSING) if name_q is not None else MISSING
    if lang == "js" and isinstance(name, str) and name.startswith("test_") and path_q.name not in forced:
        stem = re.split(r"[.]", file)[0].replace("-", "_")
        new = f"{folder}/test_{stem.removeprefix('test_')}.py" if folder else f"test_{stem.removeprefix('test_')}.py"
        if fits(path_q.schema, new):
            path_q.put(args, new)
            lang = "python"
    value = frame_q.get(args, MISSING) if frame_q is not None else MISSING
    if lang is None or frame_q is None or frame_q.name in forced:
        return
    if isinstance(value, str) and any(w in value.lower() for w in _IS_LANG[lang]):
        return
    offered = frame_q.core.get("enum") or described_values(str(frame_q.core.get("description") or "")) or _FRAMEWORKS.get(lang, ())
    ts_first = sorted(offered, key=lambda c: not c.lower().endswith("-ts")) if file.endswith(".ts") else list(offered)
    pick = next((c for c in ts_first if any(w in c.lower() for w in _IS_LANG[lang]) and "unittest" not in c.lower()), None)
    if pick is not None and isinstance(value, str) and fits(frame_q.schema, pick):
        frame_q.put(args, pick)


_TOPICS = ("checkout", "login", "cart", "search", "signup", "profile")


def _argv(runner: str, topic: str, rng: random.Random) -> list[str]:
    """What a test command is given on its command line, in each runner's own grammar; the test file comes last."""
    if runner in ("pytest", "python", "python3"):
        head = rng.choice((["-v"], ["-v", "--tb=short"], ["-x", "-q"]))
        return (["-m", "pytest"] if runner.startswith("python") else []) + head + [f"tests/test_{topic}.py"]
    if runner == "npx":
        return rng.choice((["playwright", "test", f"tests/{topic}.spec.ts"],
                           ["wdio", "run", "wdio.conf.ts", "--spec", f"test/specs/{topic}.spec.ts"]))
    if runner in ("npm", "pnpm"):
        return rng.choice((["test", "--", f"tests/{topic}.spec.ts"], ["run", "test:e2e", "--", f"tests/{topic}.spec.ts"]))
    if runner == "yarn":
        return ["test", f"tests/{topic}.spec.ts"]
    return []


def _test_file(value: Any) -> re.Match | None:
    if not isinstance(value, str):
        return None
    return re.fullmatch(r"((?:[\w.-]+/)*test_)([a-z]+)(\.py)", value) \
        or re.fullmatch(r"((?:[\w.-]+/)*)([a-z]+)(\.(?:spec|test)\.[jt]s)", value)


def is_test_file(value: Any) -> bool:
    return _test_file(value) is not None


def other_test_file(old: str, rng: random.Random) -> str | None:
    """tests/search.spec.ts not found: the test file beside it (tests/checkout.spec.ts), never a name."""
    m = _test_file(old)
    if not m:
        return None
    return m[1] + rng.choice([t for t in _TOPICS if t != m[2]]) + m[3]


def fit_runner_args(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """healer_run_tests(command=npm, args=["billing-arg", "onboarding-arg"]): a test command's arguments are what its
    runner takes on a command line (npm test -- --grep checkout; pytest tests/test_login.py -v), never names."""
    from seer.generate.symbolic.param_kinds import kinds_of

    kinds = kinds_of(p)
    runner_q = next((q for q in p.params if kinds.get(q.name) == "test_runner" and len(q.path) == 1), None)
    if runner_q is None:
        return
    _runner_fits_test_file(p, args, forced, runner_q)
    argv_q = next((q for q in p.params if q.words in (["args"], ["arguments"], ["argv"]) and len(q.path) == 1), None)
    if argv_q is None or argv_q.name in forced:
        return
    runner, value = runner_q.get(args, MISSING), argv_q.get(args, MISSING)
    if runner is MISSING and isinstance(value, list) and runner_q.name not in forced and fits(runner_q.schema, "pytest"):
        runner_q.put(args, "pytest")  # healer_debug_test(args=["auth-arg"]) with no command runs nothing: the explicit
        runner = "pytest"  # mode is a command and its arguments (pytest -v tests/test_cart.py), seed 1487
    bare = value is MISSING and isinstance(runner, str) and runner.split()[0] in ("npx", "npm", "yarn", "pnpm")
    if not isinstance(runner, str) or not isinstance(value, list) and not bare:  # (healer_run_tests(command=npx) alone
        return  # runs no test, seed 1366: its command line is given)
    argv = _argv(runner.split()[0].rsplit("/", 1)[-1], rng.choice(_TOPICS), rng)
    given = next((v for q in p.params if q.words[-1:] == ["path"] and "test" in q.words and len(q.path) == 1
                  for v in [q.get(args, MISSING)] if is_test_file(str(v).rsplit("/", 1)[-1])), None)
    cwd = next((v for q in p.params if q.words == ["cwd"] for v in [q.get(args, MISSING)] if isinstance(v, str)), "")
    if argv and given:  # the test the call names in testPath is the one its command line runs
        argv[-1] = given[len(cwd.rstrip("/")) + 1:] if cwd and given.startswith(cwd.rstrip("/") + "/") else given
    if argv and fits(argv_q.schema, argv):
        argv_q.put(args, argv)


def _runner_fits_test_file(p: Profile, args: dict[str, Any], forced: dict, runner_q) -> None:
    """healer_run_tests(command=yarn, cwd=.../analytics/scripts, testPath=.../auth-gateway/tests/test_cart.py): a Python
    test runs under pytest, a .spec.ts under npx, from the folder of the project the test is in."""
    path_q = next((q for q in p.params if q.words[-1:] == ["path"] and "test" in q.words and len(q.path) == 1), None)
    path = path_q.get(args, MISSING) if path_q is not None else MISSING
    if not isinstance(path, str) or "." not in path.rsplit("/", 1)[-1]:
        return
    lang = _EXT_LANG.get(path.rsplit(".", 1)[-1].lower())
    runner = runner_q.get(args, MISSING)
    if isinstance(runner, str) and runner_q.name not in forced and lang in ("python", "js"):
        mine = {"python": ("pytest", "python", "python3", "tox", "uv", "poetry"), "js": ("npx", "npm", "yarn", "pnpm", "node")}[lang]
        if runner.split()[0].rsplit("/", 1)[-1] not in mine and fits(runner_q.schema, mine[0]):
            runner_q.put(args, mine[0])
    cwd_q = next((q for q in p.params if q.words in (["cwd"], ["working", "dir"], ["working", "directory"]) and len(q.path) == 1), None)
    cwd, project = (cwd_q.get(args, MISSING) if cwd_q is not None else MISSING), _PROJECT.match(path)
    if isinstance(cwd, str) and cwd_q.name not in forced and project and cwd != project[1] and fits(cwd_q.schema, project[1]):
        cwd_q.put(args, project[1])  # the project's own folder, where its test runner is set up


def fit_test_run_from_its_root(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """healer_debug_test(cwd=/home/jules/projects/webshop/config) with no testPath nor command (seed 1542): a test run
    runs from its project's root, and a run of one test ("manifest mode (testPath only)") says which test file."""
    by = {q.name: q for q in p.params if len(q.path) == 1}
    cwd_q = next((q for q in by.values() if q.words in (["cwd"], ["working", "dir"], ["working", "directory"])), None)
    if cwd_q is None or not ({"test", "tests"} & set(p.words) or "test" in (p.tool.description or "").lower()[:80]):
        return
    cwd = cwd_q.get(args, MISSING)
    m = _PROJECT.match(cwd) if isinstance(cwd, str) else None
    if m and cwd_q.name not in forced and m[1] != cwd.rstrip("/") and fits(cwd_q.schema, m[1]):
        cwd_q.put(args, cwd := m[1])
    path_q = next((q for q in by.values() if q.words == ["test", "path"]), None)
    said = [q for q in by.values() if q.words in (["command"], ["test", "path"]) and q.get(args, MISSING) is not MISSING]
    if path_q is not None and not said and path_q.name not in forced and isinstance(cwd, str) \
            and "manifest mode" in (p.tool.description or "") and fits(path_q.schema, "tests/test_checkout.py"):
        path_q.put(args, "tests/test_checkout.py")  # the test it runs, relative to the project's root
