// The bundled server's private environment: find a Python, create the venv once, start from it.
import { execFile } from "child_process";
import * as fs from "fs";
import * as path from "path";
import * as vscode from "vscode";
import {
  VERSION_PROBE,
  envFolderName,
  envPython,
  isUsable,
  noPythonMessage,
  parseVersion,
  pythonCandidates,
  type Probe,
} from "../python";

function run(command: string, args: string[], timeout = 60_000): Promise<{ ok: boolean; stdout: string; stderr: string; code?: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { timeout }, (err, stdout, stderr) => {
      resolve({ ok: !err, stdout: String(stdout), stderr: String(stderr || (err ? err.message : "")), code: (err as NodeJS.ErrnoException | null)?.code });
    });
  });
}

/** The interpreter selected in the Python extension (ms-python.python), if it is installed. */
async function pythonExtensionInterpreter(output: vscode.OutputChannel): Promise<string | undefined> {
  const ext = vscode.extensions.getExtension("ms-python.python");
  if (!ext) return undefined;
  try {
    const api = (ext.isActive ? ext.exports : await ext.activate()) as {
      environments?: {
        getActiveEnvironmentPath(resource?: vscode.Uri): { path: string };
        resolveEnvironment(env: { path: string }): Promise<{ executable: { uri?: vscode.Uri } } | undefined>;
      };
    };
    const envs = api?.environments;
    if (!envs) return undefined;
    const active = envs.getActiveEnvironmentPath(vscode.workspace.workspaceFolders?.[0]?.uri);
    const resolved = await envs.resolveEnvironment(active);
    return resolved?.executable.uri?.fsPath ?? active.path;
  } catch (e) {
    output.appendLine(`The Python extension did not name an interpreter: ${String(e)}`);
    return undefined;
  }
}

/** The first usable Python, or the message saying none exists. */
export async function findPython(pythonPath: string, output: vscode.OutputChannel): Promise<{ python?: string; error?: string }> {
  const candidates = pythonCandidates(pythonPath, await pythonExtensionInterpreter(output), process.platform);
  const probes: Probe[] = [];
  for (const candidate of candidates) {
    const r = await run(candidate.command, ["-c", VERSION_PROBE], 20_000);
    const version = r.ok ? parseVersion(r.stdout) : undefined;
    probes.push({ candidate, version, problem: r.ok ? undefined : r.code === "ENOENT" ? "not found" : r.stderr.trim().split("\n").slice(-1)[0] });
    if (isUsable(version)) {
      output.appendLine(`Python: ${candidate.command} (${version?.join(".")}, from ${candidate.origin})`);
      return { python: candidate.command };
    }
    // A candidate the user chose explicitly that does not work is reported, not silently skipped.
    if (candidate.origin === "setting") break;
  }
  return { error: noPythonMessage(probes, process.platform) };
}

/**
 * The private environment for `python` (created on first start): a venv without pip whose
 * site-packages points at the extension's bundled/libs. Returns its interpreter.
 */
export async function privateEnvironment(
  python: string,
  bundledLibs: string,
  storage: string,
  extensionVersion: string,
  output: vscode.OutputChannel,
): Promise<{ python?: string; error?: string }> {
  const dir = path.join(storage, envFolderName(extensionVersion, python));
  const interpreter = envPython(dir, process.platform);
  const ready = path.join(dir, "mcalens-ready");
  if (fs.existsSync(ready) && fs.existsSync(interpreter)) return { python: interpreter };
  output.appendLine(`Creating the server's private environment in ${dir} (first start)`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(storage, { recursive: true });
  const venv = await run(python, ["-m", "venv", "--without-pip", dir], 120_000);
  if (!venv.ok) {
    return {
      error:
        `mcalens could not create its private Python environment with ${python} (${venv.stderr.trim().split("\n").slice(-1)[0]}). ` +
        `On Debian/Ubuntu install the venv module with \`sudo apt install python3-venv\`, then run "mcalens: Restart Server".`,
    };
  }
  const site = await run(interpreter, ["-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]);
  if (!site.ok) return { error: `mcalens: the private environment in ${dir} does not run (${site.stderr.trim()})` };
  const purelib = site.stdout.trim();
  fs.mkdirSync(purelib, { recursive: true });
  fs.writeFileSync(path.join(purelib, "mcalens-bundled.pth"), bundledLibs + "\n");
  const check = await run(interpreter, ["-c", "import mcalens.server.main"]);
  if (!check.ok) return { error: `mcalens: the bundled server does not import in ${dir}: ${check.stderr.trim().split("\n").slice(-1)[0]}` };
  fs.writeFileSync(ready, `${python}\n`);
  return { python: interpreter };
}
