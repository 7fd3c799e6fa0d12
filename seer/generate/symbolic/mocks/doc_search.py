"""A search of a product's own documentation answers pages of those docs about the question, as a docs search API
does (title, url under the product's docs site, a snippet), not a company's wiki ("Customer interview notes",
"On-call handbook" for "How can I implement a rate limiter with Redis?")."""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.lexicon import words

_SITES = {"redis": "https://redis.io/docs/latest", "elasticsearch": "https://www.elastic.co/guide/en/elasticsearch/reference/current",
          "kubernetes": "https://kubernetes.io/docs", "postgres": "https://www.postgresql.org/docs/current",
          "postgresql": "https://www.postgresql.org/docs/current", "selenium": "https://www.selenium.dev/documentation",
          "slack": "https://api.slack.com/docs", "git": "https://git-scm.com/docs", "github": "https://docs.github.com/en",
          "gitlab": "https://docs.gitlab.com/ee"}
# pages a question's words lead to, per product (a reference beside the guide); the catch-all last
_RELATED = {"redis": ((("rate", "limit", "throttl"), ("INCR", "commands/incr"), ("EXPIRE", "commands/expire")),
                      (("session",), ("Redis hashes", "develop/data-types/hashes"), ("EXPIRE", "commands/expire")),
                      (("cache", "caching", "evict", "maxmemory"), ("Client-side caching", "develop/clients/client-side-caching"),
                       ("Key eviction", "develop/reference/eviction")),
                      (("leaderboard", "rank", "score", "sorted"), ("Redis sorted sets", "develop/data-types/sorted-sets"), ("ZADD", "commands/zadd")),
                      (("vector", "semantic", "rag", "embedding", "similarity"), ("Vector search", "develop/interact/search-and-query/query/vector-search"),
                       ("FT.SEARCH", "commands/ft.search")),
                      (("queue", "job", "task", "stream"), ("Redis Streams", "develop/data-types/streams"), ("Redis lists", "develop/data-types/lists")),
                      (("geo", "location", "proximity", "nearby"), ("Redis geospatial", "develop/data-types/geospatial"), ("GEOSEARCH", "commands/geosearch")),
                      (("pub", "sub", "publish", "subscribe", "channel"), ("Redis Pub/Sub", "develop/interact/pubsub"), ("PUBLISH", "commands/publish")),
                      (("json", "document"), ("Redis JSON", "develop/data-types/json"), ("JSON.SET", "commands/json.set")),
                      ((), ("Understand Redis data types", "develop/data-types"), ("Commands", "commands")))}
_ASKING = re.compile(r"^(how (do|can|should|would) (i|we|you)|what (is|are)( the)?|why (does|do|is)|when should (i|we)|can (i|we)|"
                     r"is it possible to|explain|tell me about)\s+", re.I)


def doc_hits(p: Any, args: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    """Pages of the product's docs about the question, best first; None when the tool searches no documentation."""
    desc = p.tool.description or ""
    m = re.search(r"\b([A-Z][\w.+-]*)\s+(?:documentation|docs)\b", desc[:200])
    if not (p.read and ("search" in p.words or p.verb in ("search", "query", "ask", "find")) and m
            and set(words(p.tool.name)) & {"doc", "docs", "documentation", "documents", "knowledge"}):
        return None
    question = next((v for k, v in args.items() if isinstance(v, str) and set(words(k)) & {"question", "query", "q", "search", "text"}), "")
    product = m[1].lower()
    site = _SITES.get(product, f"https://docs.{product}.com")
    asked = question.strip().rstrip("?.!")
    working = re.fullmatch(r"how (?:does|do) (.+?) work(?: in \w+)?", asked, re.I)  # "How does vector search work": vector search
    topic = working[1] if working else _ASKING.sub("", asked).strip()
    topic = re.sub(rf"\s+(with|in|using|on|for)\s+{re.escape(m[1])}$", "", topic, flags=re.I) or f"{m[1]} overview"
    topic = topic[0].upper() + topic[1:]
    low = question.lower()
    related = next((pages for keys, *pages in _RELATED.get(product, ()) if not keys or any(k in low for k in keys)), [])
    hits = [{"title": topic, "url": f"{site}/{_slug(topic)}/",
             "content": f"{topic} with {m[1]}: an overview of the approach, the commands it uses and a worked example."}]
    for title, path in related:
        hits.append({"title": title, "url": f"{site}/{path}/", "content": f"{title}: reference and examples from the {m[1]} docs."})
    if not related:
        hits.append({"title": f"{m[1]} concepts", "url": f"{site}/concepts/", "content": f"The concepts behind {m[1]}, with examples."})
    for i, h in enumerate(hits):
        h["score"] = round(0.92 - 0.11 * i - rng.uniform(0, 0.04), 3)
    return {"result": hits}


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60]
