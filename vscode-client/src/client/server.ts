// Starting `mcalens serve` and the language client.
import { execFile } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as vscode from "vscode";
import {
  ExecuteCommandRequest,
  LanguageClient,
  ResponseError,
  type DynamicFeature,
  type ExecuteCommandRegistrationOptions,
  type LanguageClientOptions,
  type RegistrationData,
  type ServerOptions,
} from "vscode-languageclient/node";
import { serverOnlyCommands } from "../commands/args";
import {
  FILE_PATTERN,
  measureArgs,
  notInstalledMessage,
  readLaunchSettings,
  readServerSettings,
  resolveServerLaunch,
  SOURCE_LANGUAGE_IDS,
  type ServerLaunch,
} from "../config";

export const LANGUAGE_ID = "mcalens-asm";
/** NASM/x86inc sources (`.asm`): the server assembles them with nasm when they are opened and saved. */
export const NASM_LANGUAGE_ID = "nasm";

/** Language ids other extensions give AArch64 assembly: "aarch64", "arm64", and "arm", which ARM
 * syntax extensions use for AArch64 and 32-bit ARM files alike. The server decides the target per
 * file; a 32-bit ARM file gets one MCL512 note (mcalens.diagnostics.coverage switches it off). */
export const AARCH64_LANGUAGE_IDS = ["aarch64", "arm64", "arm"];

export const DOCUMENT_SELECTOR = [
  { scheme: "file", pattern: FILE_PATTERN },
  { scheme: "untitled", language: LANGUAGE_ID },
  { scheme: "file", language: NASM_LANGUAGE_ID },
  ...AARCH64_LANGUAGE_IDS.flatMap((language) => [{ scheme: "file", language }, { scheme: "untitled", language }]),
  // C, C++, Rust, Fortran: compiled by the server on save (files only: a compiler reads the disk)
  ...SOURCE_LANGUAGE_IDS.map((language) => ({ scheme: "file", language })),
];

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function expandVariables(p: string): string {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? "";
  return p.replace(/\$\{workspaceFolder\}/g, folder).replace(/\$\{userHome\}/g, os.homedir());
}

export function currentLaunch(): ServerLaunch {
  const cfg = vscode.workspace.getConfiguration("mcalens");
  return resolveServerLaunch(readLaunchSettings(cfg), {
    platform: process.platform,
    env: process.env,
    isExecutable,
    expand: expandVariables,
  });
}

/** Checks the server can start; resolves to an error text with the fix, or undefined when fine. */
export function probeLaunch(launch: ServerLaunch): Promise<string | undefined> {
  return new Promise((resolve) => {
    const [cmd, args] =
      launch.source === "python" || launch.source === "defaultPython"
        ? [launch.command, ["-c", "import mcalens.server.main"]]
        : [launch.command, ["--version"]];
    execFile(cmd, args, { timeout: 30_000 }, (err, _stdout, stderr) => {
      if (!err) return resolve(undefined);
      // An executable that doesn't know --version still exists; only a spawn failure means it's missing.
      const code = (err as NodeJS.ErrnoException).code;
      if (launch.source !== "python" && launch.source !== "defaultPython" && code !== "ENOENT" && code !== "EACCES") {
        return resolve(undefined);
      }
      resolve(notInstalledMessage(launch, stderr || err.message));
    });
  });
}

export function createClient(
  launch: ServerLaunch,
  output: vscode.OutputChannel,
  suppressShowDocument: (uri: string) => boolean,
): LanguageClient {
  const measuring = vscode.workspace.getConfiguration("mcalens").inspect<boolean>("measure.enabled");
  const args = [...launch.args, ...measureArgs(measuring?.globalValue)];
  const serverOptions: ServerOptions = {
    run: { command: launch.command, args },
    debug: { command: launch.command, args },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: DOCUMENT_SELECTOR,
    outputChannel: output,
    synchronize: { configurationSection: "mcalens" },
    // trustedWorkspace: the server ignores settings that load files or cost time when false.
    initializationOptions: {
      ...readServerSettings(vscode.workspace.getConfiguration("mcalens")),
      trustedWorkspace: vscode.workspace.isTrusted,
    },
    markdown: { isTrusted: false, supportHtml: false },
    middleware: {
      window: {
        showDocument: async (params, next) => {
          if (suppressShowDocument(params.uri)) return { success: true };
          const result = await next(params, new vscode.CancellationTokenSource().token);
          return result instanceof ResponseError ? { success: false } : result;
        },
      },
    },
  };
  const client = new LanguageClient("mcalens", "mcalens", serverOptions, clientOptions);
  // The extension implements mcalens.showReport & co. itself (webview, quick picks) and forwards to
  // the server where needed; keep vscode-languageclient from registering the same command ids.
  const feature = client.getFeature(ExecuteCommandRequest.method) as DynamicFeature<ExecuteCommandRegistrationOptions> | undefined;
  if (feature) {
    const register = feature.register.bind(feature);
    feature.register = (data: RegistrationData<ExecuteCommandRegistrationOptions>): void => {
      register({ ...data, registerOptions: { ...data.registerOptions, commands: serverOnlyCommands(data.registerOptions.commands) } });
    };
  }
  return client;
}
