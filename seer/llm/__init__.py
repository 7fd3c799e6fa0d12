"""The LLM room: the only place that imports litellm (lazily, inside functions).

Public names: LLMClient, StructuredResult, ChatResult, UsageStats, preflight, run_sync,
enable_tracing, check_allowed. Importing this package does not import litellm."""

from seer.llm.client import ChatResult, LLMClient, StructuredResult
from seer.llm.guard import ModelRequestRefused, check_allowed, requests_allowed
from seer.llm.keys import preflight
from seer.llm.stats import StageUsage, UsageStats
from seer.llm.sync import run_sync
from seer.llm.tracing import enable_tracing
from seer.llm.transport import TransportError, flush_callbacks

__all__ = ["LLMClient", "StructuredResult", "ChatResult", "UsageStats", "StageUsage", "preflight", "run_sync",
           "enable_tracing", "check_allowed", "requests_allowed", "ModelRequestRefused", "TransportError", "flush_callbacks"]
