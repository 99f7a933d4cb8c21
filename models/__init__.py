"""Shipped CPU models (generated from LLVM 19's scheduling tables) live here as package data."""

from pathlib import Path

MODELS_DIR = Path(__file__).resolve().parent
