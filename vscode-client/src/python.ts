// Finding a Python for the bundled server (no `vscode` import: unit-tested under plain node).
//
// The .vsix carries the server and its pure-Python dependencies in bundled/libs (Microsoft's Python
// tools extension template layout). They run on the interpreter the Python extension selects, else
// the first python3 >= 3.11 found, inside a private virtual environment the extension creates on
// first start (in its global storage), so nothing is installed into the user's Python.

export const MIN_PYTHON: readonly [number, number] = [3, 11];

export type PythonOrigin = "setting" | "pythonExtension" | "path";

export interface PythonCandidate {
  command: string;
  origin: PythonOrigin;
}

/** Where to look, in order: mcalens.pythonPath, the Python extension's interpreter, then PATH. */
export function pythonCandidates(
  pythonPath: string,
  pythonExtension: string | undefined,
  platform: NodeJS.Platform,
): PythonCandidate[] {
  const out: PythonCandidate[] = [];
  if (pythonPath) out.push({ command: pythonPath, origin: "setting" });
  if (pythonExtension) out.push({ command: pythonExtension, origin: "pythonExtension" });
  const names = platform === "win32" ? ["python", "python3", "py"] : ["python3", "python3.13", "python3.12", "python3.11", "python"];
  for (const command of names) out.push({ command, origin: "path" });
  const seen = new Set<string>();
  return out.filter((c) => (seen.has(c.command) ? false : (seen.add(c.command), true)));
}

/** The code that prints `major.minor`, run with `<python> -c`. */
export const VERSION_PROBE = "import sys; print('%d.%d' % sys.version_info[:2])";

export function parseVersion(stdout: string): [number, number] | undefined {
  const m = /^(\d+)\.(\d+)\s*$/.exec(stdout.trim());
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}

export function isUsable(version: [number, number] | undefined): boolean {
  if (!version) return false;
  return version[0] > MIN_PYTHON[0] || (version[0] === MIN_PYTHON[0] && version[1] >= MIN_PYTHON[1]);
}

export interface Probe {
  candidate: PythonCandidate;
  /** The version found, or undefined when the command could not run. */
  version?: [number, number];
  problem?: string;
}

const ORIGIN_TEXT: Record<PythonOrigin, string> = {
  setting: "mcalens.pythonPath",
  pythonExtension: "the Python extension's interpreter",
  path: "PATH",
};

/** What the user reads when no usable Python exists: exactly that, what was tried, and how to get one. */
export function noPythonMessage(probes: Probe[], platform: NodeJS.Platform): string {
  const tried = probes
    .map((p) => {
      const where = `${p.candidate.command} (${ORIGIN_TEXT[p.candidate.origin]})`;
      if (p.version) return `${where} is Python ${p.version.join(".")}`;
      return `${where}: ${p.problem ?? "not found"}`;
    })
    .join("; ");
  const get =
    platform === "win32"
      ? "install it from https://www.python.org/downloads/ (tick \"Add python.exe to PATH\") or the Microsoft Store"
      : platform === "darwin"
        ? "install it with `brew install python@3.12` or from https://www.python.org/downloads/"
        : "install it with your package manager (Debian/Ubuntu: `sudo apt install python3`, Fedora: `sudo dnf install python3`) or from https://www.python.org/downloads/";
  return (
    `mcalens needs Python ${MIN_PYTHON.join(".")} or newer to run its bundled language server, and found none ` +
    `(${tried}). To fix it, ${get}; then choose it with "Python: Select Interpreter" or the mcalens.pythonPath ` +
    `setting, and run "mcalens: Restart Language Server". Nothing else needs installing: the server ships inside this extension.`
  );
}

/** The private environment's folder: one per extension version and interpreter. */
export function envFolderName(extensionVersion: string, python: string): string {
  let hash = 0;
  for (const ch of python) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `env-${extensionVersion}-${hash.toString(16)}`;
}

/** The interpreter inside a virtual environment. */
export function envPython(envDir: string, platform: NodeJS.Platform): string {
  return platform === "win32" ? `${envDir}\\Scripts\\python.exe` : `${envDir}/bin/python`;
}
