"""`create_server()`: a fresh mcalens language server with every feature registered.

A factory of its own (as esbonio's setup.py) so that server.py, which defines the server class the
feature modules use, never imports them: features.py and actions.py import server.py, and only
this module imports all three.
"""

from __future__ import annotations

from . import actions, features
from .server import McaLanguageServer


def create_server(
    *, executor_kind: str = "thread", debounce_ms: int = 120, workers: int = 1, measure_allowed: bool = False
) -> McaLanguageServer:
    """A fresh server with every feature registered (no module-level singleton)."""
    server = McaLanguageServer(executor_kind=executor_kind, debounce_ms=debounce_ms, workers=workers,
                               measure_allowed=measure_allowed)
    features.register(server)
    actions.register(server)
    return server
