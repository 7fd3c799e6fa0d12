"""Hydra config groups (the top-level conf/ is a symlink here, so installs ship them)."""
