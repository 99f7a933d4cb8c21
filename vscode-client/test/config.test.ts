import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  DEFAULT_SETTINGS,
  findOnPath,
  measureArgs,
  notInstalledMessage,
  readLaunchSettings,
  readServerSettings,
  resolveServerLaunch,
  type ConfigReader,
  type LaunchEnv,
} from "../src/config";

function reader(values: Record<string, unknown>): ConfigReader {
  return { get: <T>(k: string) => values[k] as T | undefined };
}

function env(executables: string[], extra: Partial<LaunchEnv> = {}): LaunchEnv {
  return {
    platform: "linux",
    env: { PATH: "/usr/local/bin:/usr/bin", HOME: "/home/u" },
    isExecutable: (f) => executables.includes(f),
    ...extra,
  };
}

describe("readServerSettings", () => {
  it("gives the documented defaults for an empty configuration", () => {
    assert.deepEqual(readServerSettings(reader({})), DEFAULT_SETTINGS);
    assert.equal(DEFAULT_SETTINGS.cpu, "skylake");
    assert.equal(DEFAULT_SETTINGS.iterations, 100);
    assert.equal(DEFAULT_SETTINGS.autoRegions, "loops");
  });

  it("nests dotted keys the way the server reads the mcalens section", () => {
    const s = readServerSettings(
      reader({
        cpu: " znver4 ",
        iterations: 250,
        autoRegions: "file",
        "hints.latency": false,
        "diagnostics.performance": true,
        "hints.straightLine": false,
        modelPath: ["/opt/models", "", 3],
        timelineIterations: 0,
      }),
    );
    assert.equal(s.cpu, "znver4");
    assert.equal(s.iterations, 250);
    assert.equal(s.autoRegions, "file");
    assert.deepEqual(s.hints, { latency: false, throughput: true, bottleneck: true, straightLine: false });
    assert.deepEqual(s.diagnostics, {
      parse: true,
      unsupported: true,
      regions: true,
      performance: true,
      coverage: true,
      configuration: true,
      internal: true,
    });
    assert.deepEqual(s.modelPath, ["/opt/models"]);
    assert.equal(s.timelineIterations, 0);
  });

  it("forwards mcalens.measure.enabled, off by default", () => {
    assert.equal(DEFAULT_SETTINGS.measure.enabled, false);
    assert.equal(readServerSettings(reader({ "measure.enabled": true })).measure.enabled, true);
    assert.equal(readServerSettings(reader({ target: "aarch64" })).target, "aarch64");
    assert.equal(readServerSettings(reader({ target: "mips" })).target, "auto");
    assert.equal(readServerSettings(reader({ "aarch64.cpu": " neoverse-v2 " })).aarch64.cpu, "neoverse-v2");
    assert.equal(readServerSettings(reader({ "aarch64.cpu": 7 })).aarch64.cpu, "");
    assert.equal(readServerSettings(reader({ target: "riscv32" })).target, "riscv32");
    assert.equal(readServerSettings(reader({ "riscv.cpu": " sifive-x280 " })).riscv.cpu, "sifive-x280");
    assert.equal(readServerSettings(reader({ "riscv.cpu": 7 })).riscv.cpu, "");
    assert.equal(readServerSettings(reader({ target: "thumbv7m" })).target, "thumbv7m");
    assert.equal(readServerSettings(reader({ "arm.cpu": " cortex-m7 " })).arm.cpu, "cortex-m7");
    assert.equal(readServerSettings(reader({ "arm.cpu": 7 })).arm.cpu, "");
    assert.equal(readServerSettings(reader({ "measure.enabled": "yes" })).measure.enabled, false);
  });

  it("forwards mcalens.llvmVersion, empty (the server's default release) unless set", () => {
    assert.equal(DEFAULT_SETTINGS.llvmVersion, "");
    assert.equal(readServerSettings(reader({ llvmVersion: "22" })).llvmVersion, "22");
    assert.equal(readServerSettings(reader({ llvmVersion: "19" })).llvmVersion, "19");
    assert.equal(readServerSettings(reader({ llvmVersion: "20" })).llvmVersion, "");
    assert.equal(readServerSettings(reader({ llvmVersion: 22 })).llvmVersion, "");
  });

  it("passes --allow-measure only for the user's own true (never a workspace value)", () => {
    assert.deepEqual(measureArgs(true), ["--allow-measure"]);
    assert.deepEqual(measureArgs(undefined), []);
    assert.deepEqual(measureArgs("true"), []);
    assert.deepEqual(measureArgs(false), []);
  });

  it("falls back to defaults for ill-typed values instead of sending them to the server", () => {
    const s = readServerSettings(
      reader({ cpu: "", iterations: 0, autoRegions: "everything", "hints.throughput": "yes", timelineIterations: 1.5 }),
    );
    assert.equal(s.cpu, "skylake");
    assert.equal(s.iterations, 100);
    assert.equal(s.autoRegions, "loops");
    assert.equal(s.hints.throughput, true);
    assert.equal(s.timelineIterations, DEFAULT_SETTINGS.timelineIterations);
  });
});

describe("resolveServerLaunch", () => {
  it("uses mcalens.server.path first, with `serve`", () => {
    const l = resolveServerLaunch({ serverPath: "~/venv/bin/mcalens", pythonPath: "/usr/bin/python3" }, env([]));
    assert.deepEqual([l.command, ...l.args], ["/home/u/venv/bin/mcalens", "serve"]);
    assert.equal(l.source, "serverPath");
  });

  it("runs `<python> -m mcalens serve` for mcalens.pythonPath", () => {
    const l = resolveServerLaunch({ serverPath: "", pythonPath: "/work/venv/bin/python" }, env(["/usr/bin/mcalens"]));
    assert.deepEqual([l.command, ...l.args], ["/work/venv/bin/python", "-m", "mcalens", "serve"]);
    assert.equal(l.python, "/work/venv/bin/python");
  });

  it("expands ${workspaceFolder} through the injected expander", () => {
    const l = resolveServerLaunch(
      { serverPath: "", pythonPath: "${workspaceFolder}/.venv/bin/python" },
      env([], { expand: (p) => p.replace("${workspaceFolder}", "/proj") }),
    );
    assert.equal(l.command, "/proj/.venv/bin/python");
  });

  it("finds the mcalens executable on PATH when nothing is configured", () => {
    const l = resolveServerLaunch(readLaunchSettings(reader({})), env(["/usr/bin/mcalens"]));
    assert.deepEqual([l.command, ...l.args], ["/usr/bin/mcalens", "serve"]);
    assert.equal(l.source, "path");
  });

  it("falls back to python3 -m mcalens serve", () => {
    const l = resolveServerLaunch(readLaunchSettings(reader({ "server.path": "  " })), env([]));
    assert.deepEqual([l.command, ...l.args], ["python3", "-m", "mcalens", "serve"]);
    assert.equal(l.source, "defaultPython");
  });

  it("honours PATHEXT and ; on Windows", () => {
    const e: LaunchEnv = {
      platform: "win32",
      env: { Path: "C:\\Py\\Scripts;C:\\Windows", PATHEXT: ".COM;.EXE" },
      isExecutable: (f) => f === "C:\\Py\\Scripts\\mcalens.exe",
    };
    assert.equal(findOnPath("mcalens", e), "C:\\Py\\Scripts\\mcalens.exe");
    const l = resolveServerLaunch({ serverPath: "", pythonPath: "" }, { ...e, isExecutable: () => false });
    assert.equal(l.command, "python");
  });
});

describe("notInstalledMessage", () => {
  it("names the interpreter and installs from a wheel or checkout, never from PyPI", () => {
    const l = resolveServerLaunch({ serverPath: "", pythonPath: "/opt/py/bin/python" }, env([]));
    const msg = notInstalledMessage(l, "Traceback...\nModuleNotFoundError: No module named 'mcalens'\n");
    assert.match(msg, /\/opt\/py\/bin\/python cannot import mcalens/);
    assert.match(msg, /pip install path\/to\/mcalens-\*\.whl/);
    assert.doesNotMatch(msg, /pip install mcalens\b/);
    assert.match(msg, /No module named 'mcalens'/);
    assert.doesNotMatch(msg, /Traceback/);
  });

  it("points at the setting when server.path is wrong", () => {
    const l = resolveServerLaunch({ serverPath: "/nope/mcalens", pythonPath: "" }, env([]));
    assert.match(notInstalledMessage(l), /mcalens\.server\.path.*bundled/);
    for (const source of ["serverPath", "python", "defaultPython", "path", "bundled"] as const) {
      assert.doesNotMatch(notInstalledMessage({ ...l, source }), /pip install mcalens\b/);
    }
  });
});
