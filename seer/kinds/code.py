"""Code hosts and files: repositories (owner and name), branches, tags, commit SHAs, issue and
PR numbers, file vs directory paths, file names, container images, versions."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.kinds.base import is_str, pick, simple

REPOS = ("billing-service", "webshop", "data-pipeline", "mobile-app", "helpdesk", "ledger-api", "inventory",
         "analytics", "payments-api", "docs-site", "auth-gateway", "search-indexer", "design-system", "infra")
OWNERS = ("acme-corp", "globex", "initech", "octo-org", "umbrella-labs", "hooli", "mariana-dev", "lena-k", "tkumar")
BRANCHES = ("main", "develop", "feature/checkout-redesign", "fix/login-timeout", "release/2.4", "feature/dark-mode",
            "chore/bump-deps", "hotfix/payment-rounding", "feature/search-filters")
DIRS = ("src", "docs", "tests", "scripts", "config", "src/api", "src/components", "reports", "data", "lib", "deploy")
FILES = ("README.md", "config.yaml", "main.py", "notes.txt", "report-q3.csv", "index.ts", "schema.sql", "Dockerfile",
         "CHANGELOG.md", "settings.json", "app.js", "server.go", "styles.css", "users.csv", "deploy.sh", "utils.py")
# what each folder holds: a data folder its CSVs, a config folder its settings, src its code (src/components its styles
# too): no index.ts in data/, no CHANGELOG.md in src/ (seed 1293)
_IN_FOLDER = {"src": ("main.py", "index.ts", "app.js", "server.go", "utils.py"), "lib": ("utils.py", "index.ts", "app.js"),
              "src/api": ("main.py", "index.ts", "server.go", "utils.py"), "src/components": ("index.ts", "app.js", "styles.css"),
              "tests": ("utils.py", "checkout.spec.ts", "test_cart.py", "test_login.py"), "docs": ("README.md", "CHANGELOG.md", "notes.txt", "architecture.md"),
              "scripts": ("deploy.sh", "utils.py", "backup.sh"), "deploy": ("Dockerfile", "deploy.sh", "config.yaml"),
              "config": ("config.yaml", "settings.json", "logging.yaml", "feature-flags.json"), "reports": ("report-q3.csv", "notes.txt", "report-q2.csv", "report-q1.csv"),
              "data": ("report-q3.csv", "users.csv", "schema.sql", "orders.csv"), "notes": ("notes.txt", "README.md", "meeting-notes.md"),
              "assets": ("styles.css", "README.md")}


_GENERIC = frozenset(FILES) | {n for names in _IN_FOLDER.values() for n in names  # the names drawn for no reason of
                                 if not re.match(r"test_|[\w-]+\.(?:spec|test)\.", n)}  # their own (a test module has one)


def files_in(folder: str) -> tuple[str, ...]:
    """The file names a folder of a project holds (by its last part or two), every file name for another folder."""
    tail = folder.strip("/")
    return _IN_FOLDER.get("/".join(tail.split("/")[-2:])) or _IN_FOLDER.get(tail.rsplit("/", 1)[-1]) or FILES


def name_in(folder: str, name: str, taken: set[str] = frozenset()) -> str:
    """`name`, or, when `folder` is one that holds other files (a reports/ folder holds reports, never main.py; a tests/
    folder never app.js: seeds 1434-1439), a name such a folder holds and `taken` does not, chosen by the name (no draw:
    the values after it stay as they were)."""
    held = files_in(folder)
    if held == FILES or name not in _GENERIC or name in held:
        return name
    free = [n for n in held if n not in taken]
    return free[sum(map(ord, name)) % len(free)] if free else name
IMAGES = ("nginx:1.27", "postgres:16-alpine", "redis:7.2", "python:3.11-slim", "node:20-alpine",
          "ghcr.io/acme-corp/billing-service:2.4.1", "busybox:1.36", "grafana/grafana:11.1.0")
PEOPLE = ("alice", "bob", "chen", "dana", "emeka", "farah", "gustavo", "hana", "ivan", "jules", "kofi", "lena")
_NAME = re.compile(r"^[A-Za-z0-9_.-]{1,100}$")
_OWNER = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$")
_REF = re.compile(r"^(?!/)(?!.*//)(?!.*\.\.)[A-Za-z0-9._/-]{1,200}(?<!/)$")
_IMAGE = re.compile(r"^([a-z0-9.-]+(:\d+)?/)?[a-z0-9._/-]+(:[A-Za-z0-9._-]+)?(@sha256:[0-9a-f]{64})?$")


def check_repo(value: Any) -> bool:
    if not is_str(value) or value.startswith("/") or value.count("/") > 1:
        return False
    return all(_NAME.match(part) for part in value.split("/"))


_DESIGN_APPS = frozenset({"aftereffects", "premiere", "premierepro", "illustrator", "photoshop", "indesign"})
_DESIGN_EXTS = frozenset({"ai", "psd", "indd", "prproj", "aep", "fla"})
_DESIGN_DIRS = ("footage", "assets", "artwork", "renders", "exports")  # where a design project keeps its files, not src/api


def make_dir(rng, hint: str = "") -> str:
    root = f"/home/{pick(rng, PEOPLE)}/projects/{pick(rng, REPOS)}"
    ws = set(re.split(r"[^a-z]+", hint.lower()))
    if ws & {"git", "repo", "repository"} and "worktree" not in hint.lower():
        return root  # git_merge(path): the repository is the project's root, never its docs/ folder (round 923 [18])
    if ws & _DESIGN_APPS:  # ae_import_folder(path): footage/, never src/components
        return f"{root}/{pick(rng, _DESIGN_DIRS)}" if rng.random() < 0.6 else root
    return f"{root}/{pick(rng, DIRS)}" if rng.random() < 0.6 else root


# tool/parameter words -> the files such a tool takes (a JSX runner runs .jsx, a test writer writes tests)
FILE_WORDS = (({"jsx", "extendscript"}, ("export-artboards.jsx", "resize-layers.jsx", "batch-rename.jsx")),
              ({"test", "tests", "spec"}, ("test_login.py", "checkout.spec.ts", "test_cart.py", "search.test.js")),
              ({"css", "style", "styles", "stylesheet"}, ("styles.css", "theme.css", "layout.css")),
              ({"screenshot", "screenshots"}, ("screenshot-checkout.png", "screenshot-cart.png", "screenshot-login.png")),
              ({"image", "png", "photo"}, ("screenshot-checkout.png", "hero.png", "logo.png")),
              ({"sql", "migration"}, ("schema.sql", "migrate-0042.sql")), ({"csv"}, ("report-q3.csv", "users.csv")),
              ({"markdown", "md", "readme", "changelog"}, ("README.md", "CHANGELOG.md", "notes.md")),
              ({"yaml", "yml"}, ("config.yaml", "docker-compose.yml")), ({"json"}, ("settings.json", "package.json")),
              ({"python", "py"}, ("main.py", "utils.py")), ({"shell", "bash", "sh"}, ("deploy.sh", "backup.sh")),
              ({"pdf"}, ("invoice-2041.pdf", "report-q3.pdf")), ({"log", "logs"}, ("app.log", "error.log")),
              # a design app's own documents (the hint carries the app: seer.kinds.infer.design_app)
              ({"aftereffects"}, ("logo-reveal.aep", "lower-thirds.aep")), ({"premiere"}, ("promo-cut.prproj", "interview-edit.prproj")),
              ({"indesign"}, ("annual-report.indd", "brochure-a4.indd")), ({"photoshop"}, ("hero-banner.psd", "product-shot.psd")),
              ({"illustrator", "design"}, ("spring-poster.ai", "logo-final.ai", "brand-icons.ai")))
_PLAIN_FILES = tuple(f for f in FILES if not f.endswith(".css"))  # a stylesheet only where styles are meant


def _file_name(rng, hint: str) -> str:
    ws = set(re.split(r"[^a-z0-9]+", hint.lower()))
    ws |= {w[:-1] for w in ws if len(w) > 3 and w.endswith("s")}  # manage_linked_images(new_path): an image, not a .ai
    if "ffx" in ws or ws & {"preset", "presets"} and "aftereffects" in ws:  # an After Effects animation preset, not a project
        return pick(rng, tuple(FFX_PRESETS))
    if ws & {"dataset", "datasets"}:  # manage_datasets(import, file_path): Illustrator variables are XML or CSV, not a .ai
        return pick(rng, ("variables.xml", "price-list.csv", "products.csv"))
    if "aftereffects" in ws and ws & {"import", "footage"}:  # ae_import_file "Import a footage file": a clip, a still, a sound
        return pick(rng, ("interview-a.mov", "b-roll-03.mov", "logo-sting.mov", "voiceover.wav", "hero-shot.png"))
    for trigger, names in FILE_WORDS:
        if ws & trigger:
            return pick(rng, names)
    return pick(rng, _PLAIN_FILES)


# After Effects' animation presets, in the folder of the install they ship with (ae_list_presets lists them by full path)
AE_PRESETS = "/Applications/Adobe After Effects 2025/Presets"
FFX_PRESETS = {"fade-up-characters.ffx": "Text/Animate In", "typewriter.ffx": "Text/Animate In",
               "slide-in-left.ffx": "Transitions - Movement", "pop-bounce.ffx": "Behaviors"}


def preset_path(name: str) -> str:
    return f"{AE_PRESETS}/{FFX_PRESETS[name]}/{name}"


def make_file(rng, hint: str = "") -> str:
    name = _file_name(rng, hint)
    if name in FFX_PRESETS:  # a preset lives where After Effects keeps presets, not in a web project's reports/ folder
        return preset_path(name)
    if "relative" in hint:
        return f"{folder_for(name, pick(rng, DIRS))}/{name}"
    design = set(re.split(r"[^a-z]+", hint.lower())) & _DESIGN_APPS or name.rsplit(".", 1)[-1] in _DESIGN_EXTS  # a .ai
    folder = make_dir(rng, 'aftereffects' if design else '')  # is a design document wherever the hint came from
    ws = set(re.split(r"[^a-z0-9]+", hint.lower()))
    if name.rsplit(".", 1)[-1] in _DESIGN_EXTS and re.search(r"/(?:footage|renders|exports)$", folder):  # footage/ holds
        folder = folder.rsplit("/", 1)[0] + ("/artwork" if name.endswith((".ai", ".psd", ".indd")) else "")  # clips, not
    # the .ai or .prproj made from them (seed 1477: search-indexer/footage/interview-edit.prproj, webshop/footage/logo.ai)
    if re.fullmatch(r"test_\w+\.py", name) and not folder.endswith("/tests"):  # a pytest module sits in tests/, never in
        folder = re.sub(r"(/home/[^/]+/projects/[^/]+).*$", r"\1/tests", folder)  # src/components (seed 1486)
    if name.endswith(".jsx"):  # an ExtendScript file sits with the project's scripts, never in its tests/ (seed 1518)
        folder = re.sub(r"(/home/[^/]+/projects/[^/]+).*$", r"\1/scripts", folder)
    if name.startswith("screenshot-"):  # a screenshot is saved beside the others, never as scripts/logo.png (seed 1476)
        folder = re.sub(r"(/home/[^/]+/projects/[^/]+).*$", r"\1/screenshots", folder)
    chosen = any(ws & trigger for trigger, _names in FILE_WORDS)  # a name the hint asked for (a test module for a test
    return f"{folder}/{name if chosen else name_in(folder, name)}"  # runner) is kept; a name drawn for no reason fits its folder  # (an absolute path keeps the folder drawn: one
    # file name per folder kind would make the Dockerfiles of three projects one file, and a request's project the
    # same across its calls is worth more, s35)


def folder_for(name: str, folder: str) -> str:
    """`folder`, or, when it is one that holds other files (data/ holds data, not index.ts: seed 1293), the folder of
    the same project that holds such a file (src/index.ts), chosen by the name so the same file lands in one place."""
    if name not in FILES or name in files_in(folder):
        return folder
    fits = [d for d in DIRS if name in files_in(d) and "/" not in d]
    if not fits:
        return folder
    parent = folder.rsplit("/", 1)[0] if "/" in folder.strip("/") else ""
    if parent.endswith("/src"):  # src/api: the project's root is a level up
        parent = parent[: -len("/src")]
    return f"{parent}/{fits[sum(map(ord, name)) % len(fits)]}" if parent else fits[sum(map(ord, name)) % len(fits)]


def check_path(value: Any) -> bool:
    return is_str(value) and ("/" in value or "\\" in value or bool(re.match(r"^[\w.-]+\.\w{1,5}$|^[A-Z][a-z]+file$", value))) and "\n" not in value


def check_sha(value: Any) -> bool:
    return is_str(value) and bool(re.fullmatch(r"[0-9a-f]{7,40}|[0-9a-f]{64}", value))


def _positive_int(value: Any) -> bool:
    if isinstance(value, str) and value.lstrip("#").isdigit():
        value = int(value.lstrip("#"))
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


REPO_DESCRIPTIONS = {
    "billing-service": "Invoices, payments and refunds for every plan", "webshop": "Storefront and checkout for the online shop",
    "data-pipeline": "Nightly ETL jobs that load the warehouse", "mobile-app": "iOS and Android app built with React Native",
    "helpdesk": "Support ticket triage and customer replies", "ledger-api": "Double-entry ledger REST API",
    "inventory": "Stock levels and warehouse transfers", "analytics": "Dashboards and product metrics",
    "payments-api": "Card and SEPA payment gateway", "docs-site": "Public documentation built with MkDocs",
    "auth-gateway": "OAuth2 login and token service", "search-indexer": "Feeds product changes into the search index",
    "design-system": "Shared UI components and design tokens", "infra": "Terraform and Helm charts for all environments"}
LABELS = ("bug", "enhancement", "documentation", "good first issue", "backend", "frontend", "performance", "security",
          "needs-triage", "help wanted")
COMMIT_VERBS = ("fix", "feat", "chore", "docs", "refactor", "test", "perf")
COMMIT_TOPICS = ("handle empty cart in checkout", "add retry to webhook sender", "bump dependencies", "update README setup steps",
                 "extract price formatting helper", "cover refund edge cases", "cache exchange rates for 10 minutes",
                 "validate email before signup", "log request ids", "drop unused feature flag")


simple("label", lambda r, h: pick(r, LABELS), lambda v: is_str(v) and "/" not in v and len(v) <= 50)
# the conventional-commit type each topic is (a test added is "test:", never "perf: cover refund edge cases")
COMMIT_TYPES = {"handle empty cart in checkout": ("fix",), "add retry to webhook sender": ("fix", "feat"),
                "bump dependencies": ("chore",), "update README setup steps": ("docs",),
                "extract price formatting helper": ("refactor",), "cover refund edge cases": ("test",),
                "cache exchange rates for 10 minutes": ("perf",), "validate email before signup": ("fix", "feat"),
                "log request ids": ("feat", "chore"), "drop unused feature flag": ("chore", "refactor")}


def _commit_message(rng, hint: str = "") -> str:
    topic = pick(rng, COMMIT_TOPICS)
    return f"{pick(rng, COMMIT_TYPES.get(topic, COMMIT_VERBS))}: {topic}"


simple("commit_message", _commit_message, lambda v: is_str(v) and " " in v)
simple("repo", lambda r, h: f"{pick(r, OWNERS)}/{pick(r, REPOS)}" if "full" in h else pick(r, REPOS), check_repo, well_known=True)
simple("owner", lambda r, h: pick(r, OWNERS), lambda v: is_str(v) and bool(_OWNER.match(v)), well_known=True)
def make_branch(rng, hint: str = "") -> str:
    """A branch name; a branch being created is a topic branch, not main; a new repository's first branch is a trunk."""
    if any(w in hint.split() for w in ("initial", "default", "init")) and "base" not in hint.split():
        return pick(rng, ("main", "main", "trunk", "develop"))
    if any(w in hint.split() for w in ("create", "new", "checkout", "switch")):
        return pick(rng, [b for b in BRANCHES if "/" in b])
    return pick(rng, BRANCHES)


simple("branch", make_branch, lambda v: is_str(v) and bool(_REF.match(v)) and " " not in v)
simple("stash_ref", lambda r, h: f"stash@{{{pick(r, (0, 0, 1, 2))}}}", lambda v: is_str(v) and bool(re.fullmatch(r"stash@\{\d+\}", v)))
simple("tag", lambda r, h: f"v{r.randint(1, 4)}.{r.randint(0, 12)}.{r.randint(0, 9)}", lambda v: is_str(v) and bool(_REF.match(v)))
simple("version", lambda r, h: f"{r.randint(1, 4)}.{r.randint(0, 12)}.{r.randint(0, 9)}",
       lambda v: is_str(v) and bool(re.match(r"^v?\d+(\.\d+){0,3}([.-][A-Za-z0-9.]+)?$", v)))
simple("sha", lambda r, h: "%040x" % r.getrandbits(160) if "full" in h else "%012x" % r.getrandbits(48), check_sha, well_known=True)
simple("issue_number", lambda r, h: r.randint(12, 1480), _positive_int, types=("integer", "string"))
simple("file_path", make_file, check_path)
simple("dir_path", make_dir, check_path)
def make_filename(rng, hint: str = "") -> str:
    if "screenshot" in hint or "image" in hint:
        return f"{pick(rng, ('checkout', 'login-page', 'dashboard', 'pricing', 'cart'))}-{rng.randint(1, 9)}.png"
    return _file_name(rng, hint)


simple("filename", make_filename,
       lambda v: is_str(v) and "/" not in v and bool(re.match(r"^[\w .-]+\.\w{1,5}$|^[A-Z][a-z]+file$", v)))
simple("container_image", lambda r, h: pick(r, IMAGES), lambda v: is_str(v) and bool(_IMAGE.match(v)))
_RUNNERS = ("pytest", "npx", "npm", "yarn", "pnpm", "python", "python3", "node", "mvn", "gradle", "go", "dotnet", "make", "bundle",
            "rspec", "jest", "wdio", "playwright", "tox", "uv", "poetry", "cargo", "php", "vendor/bin/phpunit", "./gradlew", "bash", "sh")
simple("test_runner", lambda r, h: pick(r, ("pytest", "npx", "npm", "yarn")),  # healer_run_tests(command): what runs the tests
       lambda v: is_str(v) and bool(v.strip()) and v.split()[0].rsplit("/", 1)[-1] in {x.rsplit("/", 1)[-1] for x in _RUNNERS})


def python_module(rng: random.Random, hint: str = "") -> str:
    """A dotted module name of the server's own backend (dev_reload(modules=[...])), never a layer's name."""
    pkg = pick(rng, ("server", "backend", "mcp_server", "app"))
    return f"{pkg}.{pick(rng, ('tools', 'handlers', 'bridge', 'layers', 'export', 'render'))}"


simple("python_module", python_module, lambda v: isinstance(v, str) and bool(re.fullmatch(r"[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*", v)))
