"""Settings from a cloned repository: honoured only in trusted workspaces, and model directories are
vetted (size, and a load time limit in a child process) before the server loads anything from them."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from mcalens.server import model_vet
from mcalens.server.server import McaLanguageServer

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from lsp_raw import RawClient

MODEL = "schema: 1\nname: my-skylake\ninherit: skylake\ncpus: [my-skylake]\nparameters: {issue_width: 4}\n"
LOOP = ".L1:\n\taddq $1, %rax\n\tcmpq %rsi, %rax\n\tjne .L1\n"


def _workspace(tmp_path: Path) -> Path:
    models = tmp_path / "repo" / "models"
    models.mkdir(parents=True)
    (models / "my.yaml").write_text(MODEL)
    return models


def test_an_untrusted_workspace_cannot_choose_models_cpus_or_iterations(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    models = _workspace(tmp_path)
    raw = {"modelPath": [str(models)], "cpu": "my-skylake", "iterations": 50_000, "timelineIterations": 500}
    server = McaLanguageServer()
    server.window_show_message = lambda params: shown.append(params.message)  # type: ignore[method-assign]
    shown: list[str] = []
    server.workspace_trusted = False
    server.apply_settings(raw)
    assert server.settings.model_path == () and server.model_dirs() == []
    assert (server.settings.cpu, server.settings.iterations, server.settings.timeline_iterations) == ("skylake", 100, 10)
    assert any("not trusted" in m and "mcalens.modelPath" in m for m in shown)
    server.set_workspace_trust(True)  # granted: the same settings now count
    assert server.settings.cpu == "my-skylake" and server.settings.iterations == 50_000
    assert server.settings.model_path == (str(models),)
    untrusted_shipped = McaLanguageServer()
    untrusted_shipped.workspace_trusted = False
    untrusted_shipped.apply_settings({"cpu": "znver4"})  # a shipped model costs nothing to choose
    assert untrusted_shipped.settings.cpu == "znver4"


def test_vetting_refuses_oversized_and_slow_model_directories(tmp_path: Path) -> None:
    models = _workspace(tmp_path)
    assert model_vet.vet(models, timeout_s=60) is None and model_vet.usable(models)
    slow = tmp_path / "slow"
    slow.mkdir()
    (slow / "my.yaml").write_text(MODEL)
    problem = model_vet.vet(slow, timeout_s=0.001)  # no model loads in a millisecond in a child process
    assert problem is not None and "took longer than" in problem and not model_vet.usable(slow)
    big = tmp_path / "big"
    big.mkdir()
    (big / "huge.yaml").write_text(MODEL + "#" * model_vet.MAX_MODEL_FILE_BYTES)
    problem = model_vet.vet(big)
    assert problem is not None and "limit" in problem
    (models / "my.yaml").write_text(MODEL + "# edited\n")  # a changed file is vetted again
    assert model_vet.verdict(models) == (False, None)


def test_the_server_reports_a_model_directory_it_cannot_load_in_time_and_goes_on(tmp_path: Path) -> None:
    models = _workspace(tmp_path)
    client = RawClient("--debounce-ms", "0", settings={"cpu": "skylake", "modelPath": [str(models)]},
                       env={"MCALENS_MODEL_VET_TIMEOUT_S": "0.001",
                            "XDG_CONFIG_HOME": str(tmp_path / "config")})
    try:
        assert client.initialize(tmp_path / "repo") is not None
        message = client.wait_notification("window/showMessage", lambda p: "modelPath" in p["message"], 60)
        assert message is not None and "took longer than" in message["params"]["message"]
        uri = (tmp_path / "repo" / "loop.s").as_uri()
        client.open(uri, "# mcalens: mcpu=my-skylake\n" + LOOP)
        done = client.wait_notification("mcalens/analysed", lambda p: p["uri"] == uri and p["phase"] == "full", 60)
        assert done is not None  # analysed, without the refused models
        reply = client.call("mcalens/regionAt", {"uri": uri, "position": {"line": 2, "character": 0}})
        assert reply is not None and reply["result"]["cpu"] == "my-skylake"
        assert os.path.exists(models / "my.yaml")
    finally:
        client.close()
