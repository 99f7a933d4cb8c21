// Pure settings handling: no `vscode` import, so it is unit-tested under plain node.
import * as path from "path";

/** Files the extension attaches the server to, whatever language id another extension gave them. */
export const FILE_PATTERN = "**/*.{s,S,asm}";
export const FILE_EXTENSIONS = [".s", ".S", ".asm"] as const;

export type AutoRegions = "loops" | "file" | "off";
/** `mcalens.target`: "auto" decides per file (a `mcalens: target=` comment, `.arch`, the content). */
export type Target = "auto" | "x86-64" | "aarch64" | "riscv64" | "riscv32" | "thumbv7m" | "armv7a";
/** `mcalens.llvmVersion`: the llvm-mca release matched; "" = the server's default (one constant there). */
export type LlvmVersion = "" | "19" | "22";

/** The `mcalens` settings section the server reads (workspace/configuration and initializationOptions). */
export interface ServerSettings {
  cpu: string;
  target: Target;
  /** The CPU of AArch64 files ("" = mcalens.cpu when it names an AArch64 CPU, else neoverse-n1). */
  aarch64: { cpu: string };
  /** The CPU of RISC-V files ("" = mcalens.cpu when it names a RISC-V CPU, else generic: no scheduling model). */
  riscv: { cpu: string };
  /** The CPU of 32-bit ARM files ("" = mcalens.cpu when it names an ARM CPU, else the file's modelled
   * `.cpu`, else cortex-m4 (M-profile Thumb) or cortex-a57). */
  arm: { cpu: string };
  llvmVersion: LlvmVersion;
  iterations: number;
  autoRegions: AutoRegions;
  hints: { latency: boolean; throughput: boolean; bottleneck: boolean; straightLine: boolean };
  diagnostics: {
    parse: boolean;
    unsupported: boolean;
    regions: boolean;
    performance: boolean;
    coverage: boolean;
    configuration: boolean;
    internal: boolean;
  };
  modelPath: string[];
  timelineIterations: number;
  /** Offer "Measure region on this machine" (runs the region's code here; docs/measure.md). */
  measure: { enabled: boolean };
  /** NASM sources: nasm's -I (inside the workspace folders only; the server checks) and -D. */
  nasm: { includePaths: string[]; defines: string[] };
}

/** Arguments added to `mcalens serve` for measuring: `--allow-measure` only when the user's own
 * settings (the global value of the machine-scope mcalens.measure.enabled) say true. The server
 * ignores measure.enabled sent as a setting: workspace settings come from whatever repository is open. */
export function measureArgs(globalValue: unknown): string[] {
  return globalValue === true ? ["--allow-measure"] : [];
}

/** Client-only settings: how to start `mcalens serve`. */
export interface LaunchSettings {
  serverPath: string;
  pythonPath: string;
}

export const DEFAULT_SETTINGS: ServerSettings = {
  cpu: "skylake",
  target: "auto",
  aarch64: { cpu: "" },
  riscv: { cpu: "" },
  arm: { cpu: "" },
  llvmVersion: "",
  iterations: 100,
  autoRegions: "loops",
  hints: { latency: true, throughput: true, bottleneck: true, straightLine: true },
  diagnostics: { parse: true, unsupported: true, regions: true, performance: false, coverage: true, configuration: true, internal: true },
  modelPath: [],
  timelineIterations: 10,
  measure: { enabled: false },
  nasm: { includePaths: [], defines: [] },
};

/** Minimal view of `vscode.WorkspaceConfiguration` (so tests can pass a plain map). */
export interface ConfigReader {
  get<T>(key: string): T | undefined;
}

function pick<T>(cfg: ConfigReader, key: string, fallback: T, ok: (v: unknown) => boolean): T {
  const v = cfg.get<unknown>(key);
  return v !== undefined && v !== null && ok(v) ? (v as T) : fallback;
}

const isBool = (v: unknown): boolean => typeof v === "boolean";
const isPosInt = (v: unknown): boolean => typeof v === "number" && Number.isInteger(v) && v >= 0;

/** Reads the `mcalens` section into the exact object the server expects, type-checking every value. */
export function readServerSettings(cfg: ConfigReader): ServerSettings {
  const d = DEFAULT_SETTINGS;
  const cpu = pick(cfg, "cpu", d.cpu, (v) => typeof v === "string" && v.trim() !== "");
  return {
    cpu: cpu.trim(),
    target: pick<Target>(cfg, "target", d.target,
      (v) => v === "auto" || v === "x86-64" || v === "aarch64" || v === "riscv64" || v === "riscv32"
        || v === "thumbv7m" || v === "armv7a"),
    aarch64: { cpu: pick(cfg, "aarch64.cpu", d.aarch64.cpu, (v) => typeof v === "string").trim() },
    riscv: { cpu: pick(cfg, "riscv.cpu", d.riscv.cpu, (v) => typeof v === "string").trim() },
    arm: { cpu: pick(cfg, "arm.cpu", d.arm.cpu, (v) => typeof v === "string").trim() },
    llvmVersion: pick<LlvmVersion>(cfg, "llvmVersion", d.llvmVersion, (v) => v === "" || v === "19" || v === "22"),
    iterations: pick(cfg, "iterations", d.iterations, (v) => isPosInt(v) && (v as number) > 0),
    autoRegions: pick<AutoRegions>(cfg, "autoRegions", d.autoRegions, (v) => v === "loops" || v === "file" || v === "off"),
    hints: {
      latency: pick(cfg, "hints.latency", d.hints.latency, isBool),
      throughput: pick(cfg, "hints.throughput", d.hints.throughput, isBool),
      bottleneck: pick(cfg, "hints.bottleneck", d.hints.bottleneck, isBool),
      straightLine: pick(cfg, "hints.straightLine", d.hints.straightLine, isBool),
    },
    diagnostics: {
      parse: pick(cfg, "diagnostics.parse", d.diagnostics.parse, isBool),
      unsupported: pick(cfg, "diagnostics.unsupported", d.diagnostics.unsupported, isBool),
      regions: pick(cfg, "diagnostics.regions", d.diagnostics.regions, isBool),
      performance: pick(cfg, "diagnostics.performance", d.diagnostics.performance, isBool),
      coverage: pick(cfg, "diagnostics.coverage", d.diagnostics.coverage, isBool),
      configuration: pick(cfg, "diagnostics.configuration", d.diagnostics.configuration, isBool),
      internal: pick(cfg, "diagnostics.internal", d.diagnostics.internal, isBool),
    },
    modelPath: pick<unknown[]>(cfg, "modelPath", d.modelPath, Array.isArray)
      .filter((p): p is string => typeof p === "string" && p !== ""),
    timelineIterations: pick(cfg, "timelineIterations", d.timelineIterations, isPosInt),
    measure: { enabled: pick(cfg, "measure.enabled", d.measure.enabled, isBool) },
    nasm: {
      includePaths: pick<unknown[]>(cfg, "nasm.includePaths", d.nasm.includePaths, Array.isArray)
        .filter((p): p is string => typeof p === "string" && p !== ""),
      defines: pick<unknown[]>(cfg, "nasm.defines", d.nasm.defines, Array.isArray)
        .filter((p): p is string => typeof p === "string" && p !== ""),
    },
  };
}

export function readLaunchSettings(cfg: ConfigReader): LaunchSettings {
  const str = (k: string): string => {
    const v = cfg.get<unknown>(k);
    return typeof v === "string" ? v.trim() : "";
  };
  return { serverPath: str("server.path"), pythonPath: str("pythonPath") };
}

/** How the server process is started. */
export interface ServerLaunch {
  command: string;
  args: string[];
  /** "serverPath": mcalens.server.path; "python": <python> -m mcalens; "path": `mcalens` found on PATH. */
  source: "serverPath" | "python" | "path" | "defaultPython" | "bundled";
  /** Interpreter to probe for an installed mcalens (python launches only). */
  python?: string;
}

export interface LaunchEnv {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  /** true when `file` exists and is executable. */
  isExecutable: (file: string) => boolean;
  /** Expands `~` and `${workspaceFolder}` etc.; identity by default. */
  expand?: (p: string) => string;
}

/** Looks `name` up on PATH the way a shell would (PATHEXT on Windows). */
export function findOnPath(name: string, env: LaunchEnv): string | undefined {
  const win = env.platform === "win32";
  const pathVar = env.env.PATH ?? env.env.Path ?? "";
  const sep = win ? ";" : ":";
  const exts = win ? (env.env.PATHEXT ?? ".EXE;.CMD;.BAT").split(";").filter(Boolean) : [""];
  const join = (a: string, b: string): string => (win ? path.win32.join(a, b) : path.posix.join(a, b));
  for (const dir of pathVar.split(sep)) {
    if (!dir) continue;
    for (const ext of exts) {
      const candidate = join(dir, name + ext.toLowerCase());
      if (env.isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

function expandHome(p: string, env: LaunchEnv): string {
  const home = env.env.HOME ?? env.env.USERPROFILE;
  let out = env.expand ? env.expand(p) : p;
  if (home && (out === "~" || out.startsWith("~/"))) out = home + out.slice(1);
  return out;
}

/**
 * Decides the server command line:
 *  1. `mcalens.server.path` set       → `<path> serve`
 *  2. `mcalens.pythonPath` set        → `<python> -m mcalens serve`
 *  3. `mcalens` on PATH               → `<found> serve`
 *  4. otherwise                       → `python3 -m mcalens serve` (`python` on Windows)
 */
export function resolveServerLaunch(launch: LaunchSettings, env: LaunchEnv): ServerLaunch {
  if (launch.serverPath) {
    return { command: expandHome(launch.serverPath, env), args: ["serve"], source: "serverPath" };
  }
  if (launch.pythonPath) {
    const python = expandHome(launch.pythonPath, env);
    return { command: python, args: ["-m", "mcalens", "serve"], source: "python", python };
  }
  const onPath = findOnPath("mcalens", env);
  if (onPath) return { command: onPath, args: ["serve"], source: "path" };
  const python = env.platform === "win32" ? "python" : "python3";
  return { command: python, args: ["-m", "mcalens", "serve"], source: "defaultPython", python };
}

/** The message (and fix) shown when the server cannot be started. Never "pip install mcalens": it is not on PyPI. */
export function notInstalledMessage(launch: ServerLaunch, detail?: string): string {
  const why = detail ? ` (${detail.trim().split("\n").slice(-1)[0]})` : "";
  switch (launch.source) {
    case "serverPath":
      return `mcalens: cannot run the server "${launch.command} serve"${why}. Check the setting mcalens.server.path, or clear it to use the server bundled with this extension.`;
    case "python":
    case "defaultPython": {
      const py = launch.python ?? launch.command;
      return `mcalens: this build of the extension carries no bundled server, and ${py} cannot import mcalens${why}. Use the published .vsix (it bundles the server), or install mcalens for ${py} from a wheel or a checkout (${py} -m pip install path/to/mcalens-*.whl, or ${py} -m pip install -e path/to/checkout), or set mcalens.server.path.`;
    }
    case "path":
      return `mcalens: "${launch.command} serve" failed${why}. Clear mcalens.server.path / reinstall mcalens from its wheel or checkout, or use the server bundled with the .vsix.`;
    case "bundled":
      return `mcalens: the bundled server in ${launch.command} failed to start${why}. Run "mcalens: Restart Server"; the output channel "mcalens" has the details.`;
  }
}

/** VS Code's language ids of the source documents the server compiles on save (C, C++, Rust,
 * Fortran; the Modern Fortran extension's ids included). */
export const SOURCE_LANGUAGE_IDS: readonly string[] = ["c", "cpp", "rust", "fortran", "FortranFreeForm", "FortranFixedForm"];
