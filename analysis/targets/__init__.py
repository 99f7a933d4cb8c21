"""Targets: one package per instruction set behind the `Target` interface (target.py)."""
