"""seer: synthesize, judge and study evaluation harnesses for tool-calling agents from tool specs alone."""

__version__ = "0.1.0"
