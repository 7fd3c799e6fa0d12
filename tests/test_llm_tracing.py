"""MLflow tracing of LLM calls (off by default): spans are written, and the API key is not in them."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from seer.llm import LLMClient, enable_tracing, run_sync
from tests.fakeserver import Reply


class A(BaseModel):
    x: int


@pytest.mark.slow
def test_tracing_records_spans_without_the_key(monkeypatch, tmp_path, fake_llm, llm_cfg):
    canary = "sk-canary-trace-7b3e91d0"
    monkeypatch.setenv("SEER_TRACE_KEY", canary)
    monkeypatch.setenv("MLFLOW_TRACKING_URI", f"sqlite:///{tmp_path}/mlflow.db")
    fake_llm.responder = lambda req: Reply.json({"x": 1})
    enable_tracing()
    import mlflow

    try:
        mlflow.set_experiment("seer-tracing-test")
        client = LLMClient(llm_cfg(fake_llm, api_key_env="SEER_TRACE_KEY"), cache_dir=tmp_path / "cache")
        with mlflow.start_run():
            assert run_sync(client.structured([{"role": "user", "content": "hi"}], A, stage="t", item="i")).ok
        mlflow.flush_trace_async_logging()
        traces = mlflow.search_traces(return_type="list")
        assert len(traces) == 1
        assert canary not in traces[0].to_json()
        for path in tmp_path.rglob("*"):
            if path.is_file():
                assert canary.encode() not in path.read_bytes(), path
    finally:
        mlflow.litellm.autolog(disable=True)
        mlflow.set_tracking_uri(None) if hasattr(mlflow, "set_tracking_uri") else None
