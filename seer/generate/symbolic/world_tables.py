"""The world's tables: what a record of a common kind of thing carries (FIELDS), the closed sets some fields draw from
(FIXED), the kinds and ranges of field values, and the words that name one thing under another (moved out of world.py,
which keeps the World and its rules)."""

from __future__ import annotations

from typing import Any

from seer.kinds.infra import K8S_KINDS

# What a record of a common kind of thing carries, for results whose shape the spec leaves open.
FIELDS: dict[str, list[str]] = {
    "repository": ["name", "owner", "description", "default_branch", "stars", "updated_at"],
    "repo": ["name", "owner", "description", "default_branch", "stars", "updated_at"],
    "issue": ["number", "title", "state", "author", "created_at"],
    "pull": ["number", "title", "state", "head", "base", "author", "created_at"],
    "request": ["id", "title", "status", "created_at"],
    "pr": ["number", "title", "state", "head", "base", "author", "created_at"],
    "commit": ["sha", "message", "author", "date"],
    "branch": ["name", "commit"],
    "tag": ["name", "commit"],
    "pod": ["name", "namespace", "status", "restarts", "node", "created_at"],
    "deployment": ["name", "namespace", "replicas", "available", "image"],
    "service": ["name", "namespace", "type", "cluster_ip", "port"],
    "resource": ["name", "namespace", "kind", "status", "created_at"],
    "cronjob": ["name", "namespace", "schedule", "image", "suspend"],
    "table": ["name"],
    "key": ["key", "type", "ttl"],
    "file": ["path", "size", "modified_at"],
    "directory": ["path", "entries"],
    "tab": ["id", "url", "title"],
    "element": ["ref", "tag", "text", "visible"],
    "screenshot": ["name", "width", "height", "format"],
    "page": ["url", "title", "status"],
    "wiki_page": ["id", "title", "space", "url", "updated_at"],
    "user": ["login", "name", "email"],
    "member": ["login", "name", "email"],
    "message": ["ts", "text", "user"],
    "reply": ["ts", "text", "user"],
    "comment": ["id", "author", "body", "created_at"],
    "channel": ["id", "name"],
    "project": ["key", "name", "lead"],
    "ticket": ["key", "summary", "status", "assignee", "updated_at"],
    "transition": ["id", "name"],
    "place": ["name", "formatted_address", "place_id", "rating", "latitude", "longitude"],
    "log": ["timestamp", "level", "message"],
    "event": ["id", "title", "start", "location"],
    "task": ["id", "title", "due", "status"],
    "document": ["id", "title", "updated_at"],
    "note": ["id", "title", "updated_at"],
    "index": ["index", "docs_count", "health"],
    "diff": ["diff"],
    "status": ["branch", "staged", "modified", "untracked"],
    "image": ["name", "width", "height"],
    # things real MCP servers list that have a shape of their own (search engines, browsers, design tools)
    "shard": ["index", "shard", "prirep", "state", "docs", "node"],
    "alias": ["alias", "index", "is_write_index"],
    "stream": ["name", "status", "indices"],
    "cookie": ["name", "value", "domain", "path", "secure"],
    "client": ["id", "addr", "name", "age", "db"],
    "milestone": ["id", "iid", "title", "state", "due_date"],
    "label": ["id", "name", "color"],
    "layer": ["index", "name", "visible", "locked"],
    "artboard": ["index", "name", "width", "height"],
    "font": ["name", "family", "style"],
    "style": ["name"],
    "swatch": ["name", "color"],
    "marker": ["time", "comment"],
    "render_item": ["index", "comp", "status", "output_path"],
    "keyframe": ["time", "value"],
    "comp": ["id", "name", "width", "height", "duration", "frame_rate"],
    "session": ["session_id", "browser", "started_at"],
    "window": ["handle", "title", "url"],
    "frame": ["index", "name", "contents"],
    "graphic_style": ["name"],  # an Illustrator appearance (Drop Shadow), a pool apart from text styles
    "item": ["index", "name", "type"], "object": ["index", "name", "type"],  # design page items (_art_item)
    "hit": ["_index", "_id", "_score", "title"],
    "token": ["name", "value"],
    "health": ["cluster_name", "status", "number_of_nodes", "active_shards", "unassigned_shards"],
    "metric": ["name", "value", "unit"],
    "match": ["id", "score"],
    "network_request": ["id", "method", "url", "status", "type", "duration_ms"],
    "overprint": ["name", "type", "fill_overprint", "stroke_overprint", "color", "intent"],  # shapes.own_shape draws it
}
# fields whose values are a closed set, per noun (first match) or for any noun
FIXED: dict[tuple[str, str], list[Any]] = {
    ("pod", "status"): ["Running", "Running", "Pending", "CrashLoopBackOff", "Completed"],
    ("resource", "status"): ["Running", "Active", "Bound", "Ready"],
    ("service", "type"): ["ClusterIP", "NodePort", "LoadBalancer"],
    ("issue", "state"): ["open", "open", "closed"], ("pull", "state"): ["open", "merged", "closed"],
    ("pr", "state"): ["open", "merged", "closed"], ("ticket", "status"): ["To Do", "In Progress", "In Review", "Done"],
    ("issue", "status"): ["To Do", "In Progress", "In Review", "Done"], ("page", "status"): [200],
    ("task", "status"): ["todo", "in progress", "done"], ("key", "type"): ["string", "hash", "list", "set", "zset"],
    ("log", "level"): ["INFO", "WARN", "ERROR"], ("index", "health"): ["green", "yellow"],
    ("transition", "name"): ["To Do", "In Progress", "In Review", "Done"], ("cronjob", "suspend"): [False],
    ("element", "tag"): ["button", "a", "input", "div", "select"], ("element", "visible"): [True],
    ("screenshot", "format"): ["png"],
    ("shard", "prirep"): ["p", "r"], ("shard", "state"): ["STARTED", "STARTED", "RELOCATING"], ("alias", "is_write_index"): [True, False],
    ("stream", "status"): ["GREEN", "YELLOW"], ("health", "status"): ["green", "green", "yellow"], ("health", "number_of_nodes"): [3, 5],
    ("health", "cluster_name"): ["prod-eu-1", "staging-us-east"], ("milestone", "state"): ["active", "active", "closed"], ("cookie", "secure"): [True, False],
    ("layer", "visible"): [True, True, False], ("layer", "locked"): [False, False, True], ("cookie", "path"): ["/", "/", "/account"],
    ("label", "color"): ["#d73a4a", "#a2eeef", "#0e8a16", "#fbca04"], ("font", "style"): ["Regular", "Bold", "Italic", "Medium"],
    ("session", "browser"): ["chrome", "firefox"], ("network_request", "method"): ["GET", "GET", "POST", "PUT"],
    ("network_request", "status"): [200, 200, 201, 304, 404, 500], ("network_request", "type"): ["xhr", "fetch", "document"], ("comp", "frame_rate"): [24, 25, 30], ("comp", "duration"): [5, 10, 15, 30],
}
# aliases of a thing under another word: a browser's diagnostics are its console log entries
NOUN_ALIASES = {"diagnostic": "log", "console": "log", "guideline": "guide", "composition": "comp", "cooky": "cookie"}
FIELD_KIND = {"commit": "sha", "commit_message": "commit_message", "pull_url": "url", "head": "branch", "base": "branch", "default_branch": "branch", "owner": "owner",
              "login": "username", "lead": "person", "user": "username",  # author, assignee: as the context says
              "node": "k8s_name", "cluster_ip": "ip", "ts": "message_ts", "text": "message", "body": "body",
              "entries": "count", "available": "count", "replicas": "count", "restarts": "count", "stars": "count",
              "size": "count", "ttl": "count", "docs_count": "count", "width": "count", "height": "count",
              "rating": "rating", "start": "datetime", "due": "date", "summary": "title", "description": "message",
              "selector": "css_selector", "ref": "identifier", "index": "name", "key": None, "schedule": "cron"}
RANGES = {"active_shards": (10, 90), "unassigned_shards": (0, 3), "shard": (0, 4), "docs": (0, 60_000), "age": (1, 90_000), "db": (0, 3), "iid": (1, 40), "time": (0, 30),
          "stars": (0, 2400), "restarts": (0, 7), "replicas": (1, 6), "available": (1, 6), "size": (120, 90_000), "duration_ms": (12, 2400),
          "ttl": (60, 86_400), "docs_count": (10, 100_000), "entries": (2, 40), "width": (320, 1920), "height": (240, 1080),
          "rating": (30, 50)}


ALIASES = {("pull", "request"): "pull", ("merge", "request"): "pull", ("pr",): "pull", ("repo",): "repository",
           ("file", "content"): "file", ("content",): "file", ("place", "detail"): "place",
           ("jira",): "issue", ("file", "info"): "file", ("file", "metadata"): "file", ("doc",): "document", ("fork",): "repository", ("user", "profile"): "user",
           ("channel", "history"): "message", ("history",): "message", ("thread", "reply"): "reply", ("confluence",): "wiki_page", ("confluence", "page"): "wiki_page"}
QUALIFIERS = frozenset({"detail", "info", "information", "metadata", "overview", "summary", "data", "properties"})
DISPLAY = {"render_item": "item", "pull": "pull_request", "wiki_page": "page", "network_request": "request", "graphic_style": "style"}


K8S_CANONICAL = {k.lower(): k for k in K8S_KINDS}
K8S_NOUNS = frozenset({"kubectl", "kubernete", "kubernetes", "k8s", "resource"})
