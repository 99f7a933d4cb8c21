// Test double of the Python extension (ms-python.python) for the mcalens e2e run: it implements the
// part of its API the mcalens extension uses (environments.getActiveEnvironmentPath and
// resolveEnvironment) and names the interpreter the test put in `python.defaultInterpreterPath`.
// Every call is appended to $MCALENS_E2E_STUB_LOG (when set), so the test sees that it was asked.
const fs = require("fs");
const vscode = require("vscode");

function log(line) {
  const file = process.env.MCALENS_E2E_STUB_LOG;
  if (file) fs.appendFileSync(file, line + "\n");
}

function interpreter() {
  return vscode.workspace.getConfiguration("python").get("defaultInterpreterPath") || "python";
}

exports.activate = function activate() {
  log("activate");
  return {
    environments: {
      getActiveEnvironmentPath(resource) {
        const path = interpreter();
        log(`getActiveEnvironmentPath ${resource ? resource.fsPath : "-"} -> ${path}`);
        return { id: path, path };
      },
      async resolveEnvironment(env) {
        const path = typeof env === "string" ? env : env.path;
        log(`resolveEnvironment ${path}`);
        return { id: path, path, executable: { uri: vscode.Uri.file(path), bitness: "64-bit", sysPrefix: "" } };
      },
    },
  };
};

exports.deactivate = function deactivate() {};
