"""The LLM engine: the paper's four prompted stages (interpret, scenarios, mocks, multi-turn)
through seer.llm. Importing it registers `generator.engine=llm`; litellm loads only when it runs."""

from seer.generate.llm.engine import LLMEngine, build_llm_engine

__all__ = ["LLMEngine", "build_llm_engine"]
