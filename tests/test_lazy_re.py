"""lazy_re (start-up, issue 17): a pattern compiled on first use behaves as the compiled pattern."""

from __future__ import annotations

import re

from mcalens.analysis import lazy_re


def test_lazy_pattern_compiles_once_on_first_use(monkeypatch):
    calls: list[str] = []
    real = re.compile
    monkeypatch.setattr(lazy_re.re, "compile", lambda p, f=0: calls.append(p) or real(p, f))
    pattern = lazy_re.lazy_compile(r"[ \t]*([a-z]+):(?P<rest>.*)", re.S)
    assert calls == []
    compiled = real(r"[ \t]*([a-z]+):(?P<rest>.*)", re.S)
    text = "  label:\nmore"
    assert pattern.match(text).groups() == compiled.match(text).groups() == ("label", "\nmore")
    assert pattern.match(text, 2, 5) is None and compiled.match(text, 2, 5) is None
    assert [m.span() for m in pattern.finditer("a:1 b:2")] == [m.span() for m in compiled.finditer("a:1 b:2")]
    assert pattern.fullmatch("x:y") is not None and pattern.search("  ") is None
    assert pattern.sub(r"\1", "ab:cd") == "ab"
    assert (pattern.pattern, pattern.flags, pattern.groups, pattern.groupindex) == (
        compiled.pattern, compiled.flags, compiled.groups, compiled.groupindex)
    assert calls == [r"[ \t]*([a-z]+):(?P<rest>.*)"]
