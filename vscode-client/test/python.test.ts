import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { envFolderName, envPython, isUsable, noPythonMessage, parseVersion, pythonCandidates } from "../src/python";

describe("pythonCandidates", () => {
  it("tries the setting, then the Python extension's interpreter, then python3 on PATH", () => {
    const c = pythonCandidates("/opt/py/bin/python", "/home/u/.venv/bin/python", "linux");
    assert.deepEqual(c.slice(0, 3), [
      { command: "/opt/py/bin/python", origin: "setting" },
      { command: "/home/u/.venv/bin/python", origin: "pythonExtension" },
      { command: "python3", origin: "path" },
    ]);
    assert.ok(c.some((x) => x.command === "python3.11"));
  });

  it("uses python / py on Windows and never lists a command twice", () => {
    const c = pythonCandidates("", "python", "win32");
    assert.deepEqual(c.map((x) => x.command), ["python", "python3", "py"]);
  });
});

describe("versions", () => {
  it("accepts 3.11 and newer only", () => {
    assert.deepEqual(parseVersion("3.12\n"), [3, 12]);
    assert.equal(parseVersion("Python 3.12"), undefined);
    assert.ok(isUsable([3, 11]) && isUsable([3, 13]) && isUsable([4, 0]));
    assert.ok(!isUsable([3, 10]) && !isUsable([2, 7]) && !isUsable(undefined));
  });
});

describe("noPythonMessage", () => {
  it("says exactly that no usable Python exists, what was tried and how to get one", () => {
    const msg = noPythonMessage(
      [
        { candidate: { command: "python3", origin: "path" }, version: [3, 9] },
        { candidate: { command: "python3.11", origin: "path" }, problem: "not found" },
      ],
      "linux",
    );
    assert.match(msg, /needs Python 3\.11 or newer/);
    assert.match(msg, /python3 \(PATH\) is Python 3\.9/);
    assert.match(msg, /python3\.11 \(PATH\): not found/);
    assert.match(msg, /sudo apt install python3/);
    assert.doesNotMatch(msg, /pip install/);
    assert.match(noPythonMessage([], "win32"), /python\.org/);
    assert.match(noPythonMessage([], "darwin"), /brew install/);
  });
});

describe("private environment", () => {
  it("is one folder per extension version and interpreter", () => {
    assert.notEqual(envFolderName("0.2.0", "/usr/bin/python3"), envFolderName("0.2.0", "/usr/bin/python3.12"));
    assert.notEqual(envFolderName("0.2.0", "/usr/bin/python3"), envFolderName("0.3.0", "/usr/bin/python3"));
    assert.equal(envPython("/s/env", "linux"), "/s/env/bin/python");
    assert.equal(envPython("C:\\s\\env", "win32"), "C:\\s\\env\\Scripts\\python.exe");
  });
});
