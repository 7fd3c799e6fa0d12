"""What is inside a file: text that fits its name (Markdown for .md, rows for .csv, code for
.py/.ts/.go, keys for .json/.yaml), so a read returns content a reader would believe."""

from __future__ import annotations

import json
import random
import re

from seer.kinds.base import pick, simple
from seer.kinds.code import DIRS, FILES, files_in

_SNIPPETS = {
    "py": 'import logging\n\nlog = logging.getLogger(__name__)\n\n\ndef total(items):\n    """Sum of the line items, in cents."""\n    return sum(i["price"] * i["qty"] for i in items)\n',
    "ts": "export function formatPrice(cents: number, currency = 'EUR'): string {\n  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);\n}\n",
    "js": "const express = require('express');\nconst app = express();\n\napp.get('/health', (req, res) => res.json({ ok: true }));\napp.listen(3000);\n",
    "go": 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("billing worker started")\n}\n',
    "css": ".checkout-button {\n  background: #0b5fff;\n  border-radius: 6px;\n  padding: 0.5rem 1rem;\n}\n",
    "sh": "#!/usr/bin/env bash\nset -euo pipefail\ndocker build -t acme/billing:latest .\ndocker push acme/billing:latest\n",
    "sql": "CREATE TABLE invoices (\n  id INTEGER PRIMARY KEY,\n  customer_id INTEGER NOT NULL,\n  total REAL NOT NULL,\n  issued_on TEXT\n);\n",
    "Dockerfile": 'FROM python:3.11-slim\nWORKDIR /app\nCOPY . .\nRUN pip install -r requirements.txt\nCMD ["python", "main.py"]\n',
    # files known by their bare name hold what their tool reads, never meeting notes
    "Makefile": ".PHONY: test run\n\ntest:\n\tpytest -q\n\nrun:\n\tpython -m app\n",
    "Procfile": "web: gunicorn app:app --bind 0.0.0.0:$PORT\nworker: python -m app.worker\n",
    "Jenkinsfile": "pipeline {\n  agent any\n  stages {\n    stage('Test') {\n      steps { sh 'make test' }\n    }\n  }\n}\n",
    "Gemfile": "source 'https://rubygems.org'\n\ngem 'rails', '~> 7.1'\ngem 'pg'\n",
    "LICENSE": "MIT License\n\nCopyright (c) 2025 Acme Corp\n\nPermission is hereby granted, free of charge, to any person obtaining a copy\nof this software...\n",
    "README": "Billing service\n\nRun `make run` to start it locally; `make test` runs the tests.\n",
    "CODEOWNERS": "* @acme/platform\n/docs/ @acme/docs\n",
}


# what a code file does, by its name: an entry point serves, a helpers file holds helpers, a routes file routes. Two files
# of one language read together are not one text twice (read_multiple_files of app.js and utils.js, seed 1278).
_ROLES = (("entry", ("app", "server", "index", "main", "wsgi", "asgi")), ("util", ("utils", "util", "helpers", "format", "lib")),
          ("routes", ("api", "routes", "router", "handlers", "views", "controller", "client")),
          ("config", ("config", "settings", "constants", "env")), ("models", ("models", "model", "schema", "types")))
_ROLE_SNIPPETS = {
    ("js", "util"): "function formatPrice(cents, currency = 'EUR') {\n  return new Intl.NumberFormat('en', { style: 'currency', currency })"
                    ".format(cents / 100);\n}\n\nmodule.exports = { formatPrice };\n",
    ("js", "routes"): "const router = require('express').Router();\nconst orders = require('./orders');\n\nrouter.get('/orders/:id', "
                      "async (req, res) => {\n  res.json(await orders.find(req.params.id));\n});\n\nmodule.exports = router;\n",
    ("js", "config"): "module.exports = {\n  port: process.env.PORT || 3000,\n  logLevel: 'info',\n};\n",
    ("js", "models"): "class Order {\n  constructor(id, totalCents) {\n    this.id = id;\n    this.totalCents = totalCents;\n  }\n}\n\n"
                      "module.exports = { Order };\n",
    ("py", "entry"): 'from fastapi import FastAPI\n\napp = FastAPI()\n\n\n@app.get("/health")\ndef health():\n    return {"ok": True}\n',
    ("py", "config"): 'import os\n\nDATABASE_URL = os.environ.get("DATABASE_URL", "sqlite:///dev.db")\nDEBUG = False\n',
    ("py", "models"): "from dataclasses import dataclass\n\n\n@dataclass\nclass Invoice:\n    id: int\n    customer_id: int\n    total_cents: int\n",
    ("py", "routes"): 'from fastapi import APIRouter\n\nrouter = APIRouter()\n\n\n@router.get("/orders/{order_id}")\ndef get_order(order_id: int):\n'
                      '    return {"id": order_id}\n',
    ("ts", "entry"): "import express from 'express';\n\nconst app = express();\napp.get('/health', (_req, res) => res.json({ ok: true }));\n"
                     "app.listen(3000);\n",
    ("ts", "routes"): "export async function getOrder(id: string) {\n  const res = await fetch(`/api/orders/${id}`);\n"
                      "  if (!res.ok) throw new Error(`HTTP ${res.status}`);\n  return res.json();\n}\n",
    ("ts", "config"): "export const config = {\n  apiUrl: process.env.API_URL ?? 'http://localhost:3000',\n  retries: 3,\n};\n",
    ("ts", "models"): "export interface Order {\n  id: string;\n  totalCents: number;\n  status: 'paid' | 'pending' | 'shipped';\n}\n",
    ("go", "routes"): 'package api\n\nimport "net/http"\n\nfunc Health(w http.ResponseWriter, r *http.Request) {\n\tw.WriteHeader(http.StatusOK)\n}\n',
    ("go", "util"): 'package util\n\nimport "strings"\n\nfunc Slug(s string) string {\n\treturn strings.ToLower(strings.ReplaceAll(s, " ", "-"))\n}\n',
}


def _code_role(name: str) -> str:
    stem = name.rsplit(".", 1)[0].lower()
    return next((role for role, stems in _ROLES if stem in stems), "")


def file_text(path: str, rng: random.Random) -> str:
    name = path.rsplit("/", 1)[-1]
    ext = name.rsplit(".", 1)[-1].lower() if "." in name else name
    if ext == "md" and name[:-3].lower() in ("changelog", "changes", "history"):  # a changelog lists releases
        major, minor = rng.randint(1, 3), rng.randint(0, 9)
        return (f"# Changelog\n\n## [{major}.{minor + 1}.0] - 2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}\n\n### Added\n"
                f"- {pick(rng, ('Export to CSV from the reports page', 'Dark mode for the dashboard', 'Search filters by size and colour'))}\n\n"
                f"### Fixed\n- {pick(rng, ('Rounding of totals in multi-currency carts', 'Login timeout on slow networks', 'Duplicate emails on retry'))}\n\n"
                f"## [{major}.{minor}.0] - 2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}\n\n### Changed\n- Upgraded dependencies\n")
    if ext == "md":
        title = name[:-3].replace("-", " ").replace("_", " ").title()
        return (f"# {title}\n\n{pick(rng, ('This document describes the release process.', 'Notes from the weekly sync.', 'How to run the service locally.'))}"
                f"\n\n## Steps\n\n1. {pick(rng, ('Install the dependencies', 'Pull the latest main'))}\n2. {pick(rng, ('Run the tests', 'Start the server with `make run`'))}\n")
    if ext == "csv":
        rows = [f"{1000 + i},{pick(rng, ('Ana Souza', 'Ben Carter', 'Chen Wei', 'Dana Kim'))},{rng.randint(10, 900)}.{rng.randint(0, 99):02d}"
                for i in range(rng.randint(3, 5))]
        return "id,customer,amount\n" + "\n".join(rows) + "\n"
    if ext == "json":
        named = pick(rng, ("billing-service", "webshop"))
        project = re.search(r"/projects/([^/]+)/", path)  # a project's settings name that project
        return json.dumps({"name": project[1] if project else named, "version": f"{rng.randint(1, 3)}.{rng.randint(0, 9)}.0",
                           "debug": False, "port": pick(rng, (3000, 8080))}, indent=2) + "\n"
    if ext in ("yaml", "yml"):
        named = pick(rng, ('billing', 'search', 'auth'))
        project = re.search(r"/projects/([^/]+)/", path)  # a project's config names that project's service (inventory's
        # config.yaml said "service: billing", seed 1437)
        return f"service: {project[1] if project else named}\nreplicas: {rng.randint(1, 4)}\nlog_level: info\nport: {pick(rng, (8080, 9000))}\n"
    if ext == "py" and name.startswith("test_"):  # a test module holds tests, never a FastAPI app
        thing = name[5:-3]
        return (f"from app.{thing} import total\n\n\ndef test_{thing}_total_rounds_to_cents():\n"
                f"    assert total([{{'price': 19.99, 'qty': 3}}]) == 59.97\n")
    if ext in ("ts", "js") and re.search(r"\.(spec|test)\.[jt]s$", name):  # a spec file holds a spec, never an app
        thing = name.split(".", 1)[0]
        return (f"import {{ test, expect }} from '@playwright/test';\n\ntest('{thing} shows the total', async ({{ page }}) => {{\n"
                f"  await page.goto('/{thing}');\n  await expect(page.getByTestId('total')).toHaveText('$59.97');\n}});\n")
    role = _code_role(name)
    if (ext, role) in _ROLE_SNIPPETS:
        return _ROLE_SNIPPETS[(ext, role)]
    if ext in _SNIPPETS:
        project = re.search(r"/projects/([^/]+)/", path)  # a project's deploy script builds that project's image (a
        return _SNIPPETS[ext].replace("acme/billing", f"acme/{project[1]}") if project else _SNIPPETS[ext]  # search-indexer
        # deploy.sh pushed acme/billing, seed 1468)
    return pick(rng, ("Meeting notes, 12 March: the launch moves to Monday; Dana owns the checklist.\n",
                      "TODO\n- renew the TLS certificate\n- rotate the API keys\n- update the on-call rota\n"))


MEDIA_NAMES = ("logo.png", "hero.jpg", "team-photo.jpg", "product-shot.jpg", "screenshot-2025-03-14.png", "intro.mp3",
               "podcast-ep12.mp3", "voice-memo.mp3", "banner.png", "avatar.png")
_MEDIA_DIRS = ("assets", "images", "media", "public/img", "docs/screenshots", "static")
_MEDIA_EXT = re.compile(r"\.(png|jpe?g|gif|webp|svg|mp3|wav|ogg|flac|m4a|mp4|mov|webm)$", re.I)


def media_file(path: str, rng: random.Random) -> str:
    """A media read's file is a media file where media lives (/home/x/app/assets/logo.png), never a code file's name
    with a media extension (scripts/Dockerfile.mp3, src/api/settings.jpg); a media path as given stays."""
    if _MEDIA_EXT.search(path):
        stem = path.rsplit("/", 1)[-1].rsplit(".", 1)[0].lower()
        if stem not in {f.rsplit(".", 1)[0].lower() for f in FILES} and stem not in ("dockerfile", "makefile", "readme"):
            return path
    folder = path.rsplit("/", 1)[0] if "/" in path else ""
    root = re.sub(r"/(?:src|lib|app|scripts|config|data|docs|tests?|internal|cmd|pkg|assets|images|media|static|public|footage"
                  r"|artwork|renders|exports|reports|deploy|notes)(?:/.*)?$", "", folder) if folder else ""  # (never
    # billing-service/assets/assets/hero.jpg: seed 1471)
    name = f"{pick(rng, _MEDIA_DIRS)}/{pick(rng, MEDIA_NAMES)}"
    return f"{root}/{name}" if root else name


def repo_file(rng: random.Random, hint: str = "") -> str:
    if rng.random() < 0.8:
        folder = pick(rng, DIRS)
        return f"{folder}/{pick(rng, files_in(folder))}"
    return pick(rng, FILES)


simple("repo_file", repo_file, lambda v: isinstance(v, str) and bool(v) and not v.startswith(("/", "~")) and " " not in v)
simple("file_content", lambda r, h: file_text(h or "notes.txt", r), lambda v: isinstance(v, str))

_EXTENSIONS = {"media": (".mov", ".mp4", ".wav", ".png", ".psd", ".ai"), "image": (".png", ".jpg", ".svg", ".webp"),
               "code": (".py", ".ts", ".md", ".json", ".yaml"), "": (".csv", ".json", ".md", ".txt", ".log")}


def file_extension(rng: random.Random, hint: str = "") -> str:
    """A file extension of the files the tool works on: ae_import_folder(extensions=[.mov, .png]), never ['Logo']."""
    h = hint.lower()
    group = "media" if re.search(r"\b(?:ae|import|footage|video|audio|media|premiere|comp)\b", h) else \
        "image" if re.search(r"\b(?:image|photo|picture|png|asset)s?\b", h) else "code" if re.search(r"\b(?:code|repo|source)\b", h) else ""
    return pick(rng, _EXTENSIONS[group])


simple("file_extension", file_extension, lambda v: isinstance(v, str) and bool(re.fullmatch(r"\.?[A-Za-z0-9]{1,5}", v)))
