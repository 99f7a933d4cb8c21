"""Shipped CPU models (generated from LLVM 19's scheduling tables) live here as package data."""

import os

# The directory as a string: the analysis path joins names to it without importing pathlib (start-up).
MODELS_PATH = os.path.dirname(os.path.realpath(__file__))


def __getattr__(name: str) -> object:
    if name == "MODELS_DIR":  # the same directory as a pathlib.Path (pathlib imported on first use)
        from pathlib import Path

        return Path(MODELS_PATH)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
