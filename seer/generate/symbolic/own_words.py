"""Values that follow what a parameter's own words say it holds: a fix's description describes a fix ("Wait for
the redirect before asserting the URL", not "Please review the updated figures before Friday."), and a name pattern
of a design app's export matches artboard names ("Social*"), not Python test files ("**/test_*.py")."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.lexicon import words
from seer.generate.symbolic.values import MISSING, fits

_FIXED = re.compile(r"\b(?:description|summary|explanation) of (?:what|the (?:fix|change)s?)\b(?: (?:was|were))?(?: (?:fixed|changed))?", re.I)
TEST_FIXES = ("Wait for the redirect to /dashboard before asserting the URL",
              "Use the data-testid selector instead of the brittle CSS class",
              "Dismiss the cookie banner before clicking the checkout button",
              "Raise the explicit wait for the login button to 10 seconds")


_WAIT = "    WebDriverWait(driver, 10).until("
# a test of kinds.data._TESTS: the word its file is named for, and what fixing it means, each fix with the change it makes
# to the test's code (the line it goes before or replaces, the new lines, whether they go before it)
_TEST_FIXES_BY_NAME = {
    "login_redirects_to_dashboard": ("login", {
        "Wait for the redirect to /dashboard before asserting the URL":
            ("    assert '/dashboard'", _WAIT + "EC.url_contains('/dashboard'))\n", True),
        "Raise the explicit wait for the login button to 10 seconds":
            ("    driver.find_element(By.CSS_SELECTOR, 'button[type=submit]').click()\n",
             _WAIT + "EC.element_to_be_clickable((By.CSS_SELECTOR, 'button[type=submit]'))).click()\n", False)}),
    "search_filters_results": ("search", {
        "Wait for the results list to load before counting the results":
            ("    assert len(", _WAIT + "EC.presence_of_all_elements_located((By.CSS_SELECTOR, '.result')))\n", True),
        "Use the data-testid selector instead of the brittle CSS class":
            ("    driver.find_element(By.CSS_SELECTOR, '#filter-size-42').click()\n",
             "    driver.find_element(By.CSS_SELECTOR, '[data-testid=filter-size-42]').click()\n", False)}),
    "cart_total_updates": ("cart", {
        "Wait for the cart total to refresh after changing the quantity":
            ("    assert driver.find_element(By.ID, 'total')",
             _WAIT + "EC.text_to_be_present_in_element((By.ID, 'total'), '$'))\n", True),
        "Dismiss the cookie banner before clicking the quantity button":
            ("    driver.find_element(By.CSS_SELECTOR, '.qty-plus')",
             "    driver.find_element(By.CSS_SELECTOR, '#cookie-banner .accept').click()\n", True)}),
}
_FIX_EDITS = {fix: edit for _word, fixes in _TEST_FIXES_BY_NAME.values() for fix, edit in fixes.items()}


def _a_fix_fits_its_test(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """healer_fix_test(test_path=test_login.py, fixed_code=def test_cart_total_updates..., description="Wait for the
    redirect to /dashboard"): one test, one file, one fix. The code is the file's test (a carried path keeps its test),
    the file is named for it, the description says what fixing it means."""
    from seer.kinds.data import _TESTS

    code_q = next((q for q in p.params if "code" in q.words and isinstance(q.get(args, MISSING), str) and "def test_" in q.get(args)), None)
    path_q = next((q for q in p.params if set(q.words) & {"path", "file"} and isinstance(q.get(args, MISSING), str)
                   and q.get(args).endswith(".py")), None)
    if code_q is None:
        return
    if path_q is not None:
        base = path_q.get(args).rsplit("/", 1)[-1]
        own = next((t for t in _TESTS if (name := re.search(r"def test_(\w+)", t)[1]) and _TEST_FIXES_BY_NAME[name][0] in base), None)
        if code_q.name not in forced and own is not None and fits(code_q.schema, own):
            code_q.put(args, own)  # the fix of test_login.py is test_login's code
        elif path_q.name not in forced and own is None:
            name = re.search(r"def test_(\w+)", code_q.get(args))[1]
            word = _TEST_FIXES_BY_NAME.get(name, (name,))[0]
            path = path_q.get(args).rsplit("/", 1)[0] + f"/test_{word}.py" if "/" in path_q.get(args) else f"test_{word}.py"
            if fits(path_q.schema, path):
                path_q.put(args, path)
    name = re.search(r"def test_(\w+)", code_q.get(args))[1]
    for param in p.params:
        named = param.words[:1] in (["fix"], ["change"]) and param.words[-1:] in (["description"], ["summary"])
        if param.name not in forced and isinstance(param.get(args, MISSING), str) and (named or _FIXED.search(str(param.core.get("description") or ""))) \
                and name in _TEST_FIXES_BY_NAME:
            made = rng.choice(tuple(_TEST_FIXES_BY_NAME[name][1]))
            if fits(param.schema, made):
                param.put(args, made)
                fixed = _with_fix(code_q.get(args), made)
                if "fixed" in code_q.words and code_q.name not in forced and fits(code_q.schema, fixed):
                    code_q.put(args, fixed)  # the fixed code does what the description says it fixed


def _with_fix(code: str, fix: str) -> str:
    """The test's code with `fix` made: a wait before the line it guards, a selector or a wait in place of the line."""
    at, new, before = _FIX_EDITS.get(fix, ("", "", True))
    if not at or at not in code:
        return code
    return code.replace(at, new + at, 1) if before else code.replace(at, new, 1)


def _a_fix_is_described(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    from seer import kinds

    for param in p.params:
        desc = str(param.core.get("description") or "")
        named = param.words[:1] in (["fix"], ["change"]) and param.words[-1:] in (["description"], ["summary"])
        if param.name in forced or not isinstance(param.get(args, MISSING), str) or not (named or _FIXED.search(desc)):
            continue
        tested = "test" in p.words or "test" in p.tool.description.lower()
        made = rng.choice(TEST_FIXES) if tested else kinds.make("commit_message", rng)
        if fits(param.schema, made):
            param.put(args, made)


def _a_name_pattern_matches_names(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    from seer.kinds.infer import contexts
    from seer.kinds.words import DESIGN_TITLES

    if "design" not in contexts(*p.ctx):
        return
    for param in p.params:
        value = param.get(args, MISSING)
        if param.name in forced or not isinstance(value, str) or "name" not in param.words or not set(param.words) & {"pattern", "glob", "filter"}:
            continue
        made = rng.choice(DESIGN_TITLES).split()[0] + "*"  # artboards whose name starts with Social, Hero ...
        if ("/" in value or "." in value) and fits(param.schema, made):
            param.put(args, made)


_EXAMPLES = re.compile(r"\b(\w+) \((?:e\.g\.|for example|such as),? ([^)]+)\)", re.I)


def _the_descriptions_examples(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """"Press a keyboard key (e.g. Enter, Tab, Escape)": the key is one of those, not a Redis key (cache:394:profile)."""
    for m in _EXAMPLES.finditer(p.tool.description or ""):
        said = [x.strip(" '\"`") for x in re.split(r",|\bor\b", m[2]) if x.strip(" '\"`")]
        for param in p.params:
            if param.name in forced or param.words[-1:] != [m[1].lower()] or not isinstance(param.get(args, MISSING), str):
                continue
            if said and all(len(x) <= 24 for x in said) and fits(param.schema, said[0]):
                param.put(args, rng.choice(said))


_SHAPES = ("ellipse", "circle", "rectangle", "polygon", "star", "line", "path", "arc", "spiral")


def _a_new_shape_is_named_as_a_shape(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """create_ellipse(name="Body copy"): a new shape is named for what it is ("Accent ellipse", "Ellipse 3"), not
    like the document's text items."""
    typed = next((v.lower() for k, v in args.items() if isinstance(v, str) and words(k)[-1:] in (["type"], ["kind"])
                  and v.lower() in _SHAPES), None)  # ae_add_shape(shape_type=rectangle): a rectangle, never named "ellipse"
    shape = typed or next((w for w in p.words if w in _SHAPES), None)
    if p.read or shape is None or p.verb not in ("create", "draw", "add", "make"):
        return
    for param in p.params:
        if param.name in forced or param.words != ["name"] or not isinstance(param.get(args, MISSING), str):
            continue
        made = rng.choice((f"{shape.capitalize()} {rng.randint(2, 9)}", f"Accent {shape}", f"Badge {shape}", f"Divider {shape}"))
        if fits(param.schema, made):
            param.put(args, made)


def _an_upload_goes_into_a_file_input(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """file_upload(element="Pricing", ref=e263) reused the link a click used: a file goes into a file input."""
    from seer.kinds.infer import contexts

    if p.verb != "upload" or "browser" not in contexts(*p.ctx):
        return
    tops = {param.name: param for param in p.params if len(param.path) >= 1}
    element, ref = tops.get("element"), tops.get("ref")
    if element is not None and element.name not in forced and isinstance(element.get(args, MISSING), str):
        element.put(args, rng.choice(("File input", "Upload attachment", "Choose file")))
        if ref is not None and ref.name not in forced and isinstance(ref.get(args, MISSING), str):
            ref.put(args, f"e{rng.randint(300, 499)}")
    for param in p.params:  # what a person uploads through a web form: a document or an image, not a Dockerfile
        value = param.get(args, MISSING)
        if param.name in forced or not isinstance(value, str) or not value.startswith("/") or "file" not in param.words:
            continue
        name = rng.choice(('resume.pdf', 'avatar.png', 'invoice-2041.pdf', 'receipt.jpg'))
        home = re.match(r"/home/[^/]+", value)  # a document from the user's own folders, never helpdesk/src/api/receipt.jpg
        made = f"{home[0]}/{'Documents' if name.endswith('.pdf') else 'Pictures'}/{name}" if home else \
            f"{value.rsplit('/', 1)[0]}/{name}"  # (seed 1486)
        if fits(param.schema, made):
            param.put(args, made)


_STROKE = {"cap": ("butt", "round", "square"), "join": ("miter", "round", "bevel")}


def _a_stroke_and_a_colour_are_what_they_are(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """ae_stroke(color=[66, 77], cap="Footer", join="Ellipse 1"): a line cap is butt/round/square, a join
    miter/round/bevel, and a colour array holds its three channels."""
    for param in p.params:
        value = param.get(args, MISSING)
        if param.name in forced or value is MISSING or param.core.get("enum"):
            continue
        last = param.words[-1:] or [""]
        if last[0] in _STROKE and isinstance(value, str) and "stroke" in (p.name + " " + p.tool.description).lower():
            made: Any = rng.choice(_STROKE[last[0]])
        elif last[0] in ("color", "colour") and isinstance(value, list) and value and len(value) not in (3, 4) \
                and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in value):
            top = (param.item_schema or {}).get("maximum")
            made = [round(rng.random(), 2) for _ in range(3)] if isinstance(top, (int, float)) and top <= 1 else \
                [rng.randint(0, 255) for _ in range(3)]
        else:
            continue
        if fits(param.schema, made):
            param.put(args, made)


def _an_expression_fits_its_property(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """ae_set_expression(property_path="Effects/Drop Shadow/Opacity", expression="[thisComp.width / 2, ...]"): a
    position's [x, y] on a one-number property. The expression has the dimensions of the property it drives."""
    from seer.kinds.design import expression_fits, expression_for

    expr = next((q for q in p.params if q.words[-1:] == ["expression"] and q.name not in forced), None)
    path = next((q for q in p.params if q.words[-1:] == ["path"] and "property" in q.words), None)
    if expr is None or path is None:
        return
    e, where = expr.get(args, MISSING), path.get(args, MISSING)
    if isinstance(e, str) and isinstance(where, str) and not expression_fits(e, where):
        made = expression_for(where, rng)
        if fits(expr.schema, made):
            expr.put(args, made)


_HEADING = re.compile(r"\A\s*#\s+(.+?)\s*$", re.M)


def _a_document_is_titled_by_its_heading(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """generator_save_spec(title="Migration plan for the billing database", content="# Test plan: Search ..."): a
    Markdown document saved with a title is titled by its own heading."""
    title = next((q for q in p.params if q.words == ["title"] and len(q.path) <= 2), None)
    body = next((q.get(args) for q in p.params if q is not title and isinstance(q.get(args), str)
                 and set(q.words) & {"content", "contents", "body", "markdown", "text"} and _HEADING.match(q.get(args))), None)
    if title is None or body is None or title.name in forced or not isinstance(title.get(args), str):
        return
    heading = _HEADING.match(body)[1]
    if title.get(args) != heading and fits(title.schema, heading):
        title.put(args, heading)


_MISPLACED_TEST = re.compile(r"(/home/[^/]+/projects/[^/]+)/(?!tests/)(?:[^/]+/)*(?<!/tests/)(test_\w+\.py)$")


_FORMAT_FILES = (("python", "test_recorded_scenario.py"), ("pytest", "test_recorded_scenario.py"),
                 ("webdriverio", "recorded-scenario.spec.js"), ("wdio", "recorded-scenario.spec.js"),
                 ("playwright", "recorded-scenario.spec.ts"), ("cypress", "recorded-scenario.cy.js"),
                 ("java", "RecordedScenarioTest.java"), ("junit", "RecordedScenarioTest.java"))


def _a_script_file_fits_its_format(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """generate_script(format=selenium_python, filename=users.csv): a script generated in a language is saved under that
    language's name for it (test_recorded_scenario.py), never a CSV's (seed 1498)."""
    fmt = next((q.get(args) for q in p.params if q.words[-1:] == ["format"] and isinstance(q.get(args, MISSING), str)), None)
    file_q = next((q for q in p.params if q.words[-1:] in (["filename"], ["file"]) and isinstance(q.get(args, MISSING), str)), None)
    if not fmt or file_q is None or file_q.name in forced:
        return
    wanted = next((name for key, name in _FORMAT_FILES if key in fmt.lower()), None)
    if wanted and file_q.get(args).rsplit(".", 1)[-1] != wanted.rsplit(".", 1)[-1] and fits(file_q.schema, wanted):
        file_q.put(args, wanted)


def pytest_modules_in_tests(calls: list[Any], mocks: list[Any], texts: list[str]) -> tuple[list[Any], list[Any], list[str]]:
    """The calls, mocks and texts with every pytest module a call names outside its project's tests/ moved there, the
    same path everywhere it is said (healer_debug_test(test_path=.../mobile-app/test_checkout.py), seed 1486)."""
    import json

    from seer.harness.checks import leaves

    named = [{v for v in leaves(c) if isinstance(v, str)} for c in calls]
    moved = {v: f"{m[1]}/tests/{m[2]}" for c in calls for v in leaves(c) if isinstance(v, str) and (m := _MISPLACED_TEST.match(v))
             and not any(m[2] in json.dumps(o.output) for o, said in zip(mocks, named) if o is not None and v not in said)}
    for c in calls:  # healer_debug_test(test_name=test_login_redirect, test_path=.../test_checkout.py): a login test runs
        body = c.get("params") if isinstance(c.get("params"), dict) else c  # from test_login.py (seed 1495)
        name, path = body.get("test_name") or body.get("testName"), body.get("test_path") or body.get("testPath")
        topic = re.match(r"test_([a-z]+)", name) if isinstance(name, str) else None
        base = re.search(r"/test_([a-z]+)\w*\.py$", path) if isinstance(path, str) else None
        if topic and base and topic[1] != base[1] and not any(
                path.rsplit("/", 1)[-1] in json.dumps(o.output) for o, said in zip(mocks, named) if o is not None and path not in said):
            moved[path] = f"{moved.get(path, path).rsplit('/', 1)[0]}/test_{topic[1]}.py"
    # (a file another call's result showed where it is stays there: a listing of analytics/ lists its test_login.py)
    if not moved:
        return calls, mocks, texts

    def move(text: str) -> str:
        for old, new in moved.items():
            text = text.replace(json.dumps(old)[1:-1], json.dumps(new)[1:-1])
        return text
    return ([json.loads(move(json.dumps(c))) for c in calls],
            [m if m is None or m.grounding == "high" else m.model_copy(update={"output": json.loads(move(json.dumps(m.output)))})
             for m in mocks], [move(t) for t in texts])


def fit_own_words(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    _a_document_is_titled_by_its_heading(p, args, forced, rng)
    _an_expression_fits_its_property(p, args, forced, rng)
    _a_stroke_and_a_colour_are_what_they_are(p, args, forced, rng)
    _an_upload_goes_into_a_file_input(p, args, forced, rng)
    _a_new_shape_is_named_as_a_shape(p, args, forced, rng)
    _a_fix_is_described(p, args, forced, rng)
    _a_fix_fits_its_test(p, args, forced, rng)
    _a_script_file_fits_its_format(p, args, forced, rng)
    _a_name_pattern_matches_names(p, args, forced, rng)
    _the_descriptions_examples(p, args, forced, rng)
