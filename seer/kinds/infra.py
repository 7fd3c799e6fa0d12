"""Clusters and clouds: Kubernetes names, namespaces, resource kinds and label selectors,
cloud regions. Label selectors follow the Kubernetes grammar (equality and set requirements)."""

from __future__ import annotations

import re
from typing import Any

from seer.kinds.base import is_str, pick, simple

K8S_NAMES = ("web-frontend", "checkout-api", "redis-cache", "billing-worker", "nginx-ingress", "postgres-primary",
             "search-indexer", "auth-service", "metrics-exporter", "nightly-backup")
NAMESPACES = ("default", "production", "staging", "kube-system", "monitoring", "payments", "ingress-nginx", "dev")
K8S_KINDS = ("Pod", "Deployment", "Service", "ConfigMap", "Secret", "StatefulSet", "DaemonSet", "Job", "CronJob",
             "Ingress", "Namespace", "Node", "PersistentVolumeClaim", "ReplicaSet")
_K8S_KIND_WORDS = {k.lower() for k in K8S_KINDS} | {k.lower() + "s" for k in K8S_KINDS} | {
    "po", "deploy", "svc", "cm", "sts", "ds", "ing", "ns", "pvc", "rs", "cj", "pods", "services", "nodes"}
LABELS = ("app=web,tier=frontend", "app=checkout-api", "environment=production", "app=redis,role=cache",
          "team=payments,tier!=test", "app in (web,api)", "tier=backend,environment=staging", "release=stable")
REGIONS = ("eu-west-1", "us-east-1", "us-west-2", "ap-northeast-1", "europe-west4", "eastus2")
_DNS1123 = re.compile(r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$")
_LABEL_KEY = r"([a-z0-9A-Z.-]+/)?[A-Za-z0-9]([A-Za-z0-9_.-]*[A-Za-z0-9])?"
_LABEL_VAL = r"([A-Za-z0-9]([A-Za-z0-9_.-]*[A-Za-z0-9])?)?"
_REQUIREMENT = re.compile(
    rf"^\s*(!?{_LABEL_KEY}|{_LABEL_KEY}\s*(==|=|!=)\s*{_LABEL_VAL}|{_LABEL_KEY}\s+(in|notin)\s+\(\s*{_LABEL_VAL}(\s*,\s*{_LABEL_VAL})*\s*\))\s*$")


def check_label_selector(value: Any) -> bool:
    if not is_str(value):
        return False
    parts, depth, cur = [], 0, ""
    for ch in value:  # split on commas outside parentheses
        depth += ch == "("
        depth -= ch == ")"
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return all(_REQUIREMENT.match(p) for p in parts)


simple("k8s_name", lambda r, h: pick(r, K8S_NAMES) + (f"-{r.randint(1000, 9999):x}{r.randint(10, 99)}" if "pod" in h else ""),
       lambda v: is_str(v) and len(v) <= 253 and bool(_DNS1123.match(v)))
simple("k8s_namespace", lambda r, h: pick(r, NAMESPACES), lambda v: is_str(v) and len(v) <= 63 and bool(_DNS1123.match(v)))
simple("k8s_kind", lambda r, h: pick(r, K8S_KINDS).lower() if "lower" in h else pick(r, K8S_KINDS),
       lambda v: is_str(v) and v.lower() in _K8S_KIND_WORDS)
simple("label_selector", lambda r, h: pick(r, LABELS), check_label_selector, well_known=True)
simple("region", lambda r, h: pick(r, REGIONS), lambda v: is_str(v) and bool(re.match(r"^[a-z]{2,}-?[a-z]+-?\d$|^[a-z]+\d$", v)))
simple("helm_chart", lambda r, h: pick(r, ("bitnami/redis", "ingress-nginx/ingress-nginx", "jetstack/cert-manager",
                                           "prometheus-community/kube-prometheus-stack", "grafana/grafana", "bitnami/postgresql")),
       lambda v: is_str(v) and bool(re.match(r"^[a-z0-9-]+(/[a-z0-9-]+)?$", v)))
FIELD_SELECTORS = ("status.phase=Running", "metadata.name=web-frontend", "status.phase!=Succeeded", "spec.nodeName=node-pool-a-1",
                   "metadata.namespace=production")
LOG_LINES = ("GET /healthz 200 2ms", "connection refused: redis-cache:6379, retrying in 5s", "worker started (pid 1, 4 threads)",
             "POST /api/orders 201 48ms", "OOMKilled: container exceeded memory limit 512Mi", "readiness probe failed: HTTP 503",
             "migrated 3 tables in 1.2s", "TLS handshake timeout to postgres-primary:5432", "job finished: 1240 records exported")
simple("field_selector", lambda r, h: pick(r, FIELD_SELECTORS), check_label_selector)
simple("log_message", lambda r, h: pick(r, LOG_LINES), lambda v: is_str(v))
simple("replicas", lambda r, h: r.randint(1, 6), lambda v: isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 100,
       types=("integer", "number"))
