"""Settings parsing and per-file directives, without a server."""

from __future__ import annotations

from typing import Any

import pytest
from mcalens.analysis.editor import parse_directive
from mcalens.server.config import DiagnosticSettings, HintSettings, Settings, apply_directive, parse_settings


def check(raw: Any, expected: Settings, n_errors: int) -> None:
    settings, errors = parse_settings(raw)
    assert settings == expected
    assert len(errors) == n_errors, errors


@pytest.mark.parametrize(
    ("raw", "expected", "n_errors"),
    [
        pytest.param(None, Settings(), 0, id="missing"),
        pytest.param({}, Settings(), 0, id="empty"),
        pytest.param("skylake", Settings(), 1, id="not-an-object"),
        pytest.param(
            {"cpu": "znver3", "iterations": 200}, Settings(cpu="znver3", iterations=200), 0, id="basic"
        ),
        pytest.param({"iterations": "300"}, Settings(iterations=300), 0, id="numeric-string"),
        pytest.param({"iterations": 0}, Settings(), 1, id="iterations-too-small"),
        pytest.param({"iterations": 2.5}, Settings(), 1, id="iterations-fraction"),
        pytest.param({"iterations": True}, Settings(), 1, id="iterations-bool"),
        pytest.param({"cpu": ""}, Settings(), 1, id="empty-cpu"),
        pytest.param({"cpu": 5}, Settings(), 1, id="cpu-number"),
        pytest.param({"autoRegions": "file"}, Settings(auto_regions="file"), 0, id="auto-file"),
        pytest.param({"autoRegions": "everything"}, Settings(), 1, id="auto-bad"),
        pytest.param(
            {"hints": {"latency": False, "bottleneck": "no"}},
            Settings(hints=HintSettings(latency=False)),
            1,
            id="hints-partial-bad",
        ),
        pytest.param({"hints": [1]}, Settings(), 1, id="hints-not-object"),
        pytest.param(
            {"diagnostics": {"performance": False, "parse": False}},
            Settings(diagnostics=DiagnosticSettings(parse=False, performance=False)),
            0,
            id="diagnostics",
        ),
        pytest.param({"modelPath": ["/m", "rel"]}, Settings(model_path=("/m", "rel")), 0, id="model-path"),
        pytest.param({"modelPath": "/m"}, Settings(model_path=("/m",)), 0, id="model-path-string"),
        pytest.param({"modelPath": [1]}, Settings(), 1, id="model-path-bad"),
        pytest.param({"timelineIterations": 0}, Settings(timeline_iterations=0), 0, id="timeline-off"),
        pytest.param({"timelineIterations": -1}, Settings(), 1, id="timeline-negative"),
        pytest.param({"unknownKey": 1}, Settings(), 0, id="unknown-keys-ignored"),
    ],
)
def test_parse_settings(raw: Any, expected: Settings, n_errors: int) -> None:
    check(raw, expected, n_errors)


def test_defaults_are_not_host_dependent() -> None:
    assert Settings().cpu == "skylake"
    assert Settings().iterations == 100 and Settings().timeline_iterations == 10
    assert Settings().auto_regions == "loops"


@pytest.mark.parametrize(
    ("lines", "expected", "line"),
    [
        pytest.param(
            ["# mcalens: mcpu=znver3 iterations=200"], {"mcpu": "znver3", "iterations": "200"}, 0, id="hash"
        ),
        pytest.param(["\tnop", "// mcalens: mcpu=btver2"], {"mcpu": "btver2"}, 1, id="slashes"),
        pytest.param(["; MCALENS: -mcpu=alderlake"], {"mcpu": "alderlake"}, 0, id="semicolon-dash"),
        pytest.param(["\tmovl $1, %eax # mcalens: mcpu=x"], {}, None, id="trailing-comment-ignored"),
        pytest.param(["# nothing here"], {}, None, id="none"),
    ],
)
def test_parse_directive(lines: list[str], expected: dict[str, str], line: int | None) -> None:
    assert parse_directive(lines) == (expected, line)


def test_apply_directive_overrides_and_reports_errors() -> None:
    settings, errors = apply_directive(
        Settings(), {"mcpu": "znver3", "iterations": "200", "timeline-iterations": "3"}
    )
    assert (settings.cpu, settings.iterations, settings.timeline_iterations) == ("znver3", 200, 3)
    assert errors == []
    settings, errors = apply_directive(Settings(), {"iterations": "lots", "colour": "red"})
    assert settings == Settings()
    assert len(errors) == 2


def test_sources_settings_parse_and_an_untrusted_workspace_keeps_no_compiler() -> None:
    from mcalens.analysis.editor.sources import SourceSettings
    from mcalens.server.server import untrusted_settings

    settings, errors = parse_settings({"sources": {"compiler": "/repo/bin/gcc", "flags": ["-O3", "-march=znver3"],
                                                   "compileCommands": "build", "cargo": True, "timeout": 30}})
    assert errors == []
    assert settings.sources == SourceSettings(compiler="/repo/bin/gcc", flags=("-O3", "-march=znver3"),
                                              compile_commands="build", cargo=True, timeout=30.0)
    bad, errors = parse_settings({"sources": {"flags": "-O2", "cargo": "yes", "timeout": 0, "compiler": 3}})
    assert bad.sources == SourceSettings(flags=("-O2",))
    assert len(errors) == 3
    kept, ignored = untrusted_settings(settings)
    assert kept.sources == SourceSettings() and "mcalens.sources" in ignored
    off, _ = untrusted_settings(parse_settings({"sources": {"enabled": False}})[0])
    assert off.sources.enabled is False
