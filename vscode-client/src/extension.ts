// mcalens VS Code extension: starts `mcalens serve`, adds the region report webview, CPU pickers and a
// status-bar item. Inlay hints, hovers, code lenses, diagnostics and code actions come from the server.
import * as path from "path";
import * as vscode from "vscode";
import { ExecuteCommandRequest, State, type LanguageClient } from "vscode-languageclient/node";
import {
  COMMANDS,
  commandError,
  debugFoldStarts,
  hasDebugLines,
  cpuPickItems,
  parseAnalyzeSelectionArgs,
  parseCompareCpusArgs,
  parseCpuList,
  parseRegionAt,
  parseSetCpuArgs,
  parseShowReportArgs,
  statusBarText,
  type CpuEntry,
  type EditorContext,
  type RegionSummary,
} from "./commands/args";
import { FILE_EXTENSIONS } from "./config";
import { ReportPanel } from "./client/reportPanel";
import { LANGUAGE_ID, NASM_LANGUAGE_ID, createClient, currentLaunch, probeLaunch } from "./client/server";
import { findPython, privateEnvironment } from "./client/environment";
import { SourceCorrelation, isSourceDocument } from "./client/sources";
import { asUri } from "./commands/args";
import * as fs from "fs";
import type { ServerLaunch } from "./config";

let client: LanguageClient | undefined;
let extensionContext: vscode.ExtensionContext;
let output: vscode.OutputChannel;
let statusItem: vscode.StatusBarItem;
let panel: ReportPanel;
let correlation: SourceCorrelation;
let statusTimer: NodeJS.Timeout | undefined;
let startError: string | undefined;
/** >0 while a command whose server-side document (a report file) the webview replaces is running. */
let suppressReportDocuments = 0;

export function shouldSuppressShowDocument(uri: string): boolean {
  return suppressReportDocuments > 0 && /\/mcalens\/reports\//.test(uri);
}

function isAsmDocument(doc: vscode.TextDocument | undefined): doc is vscode.TextDocument {
  if (!doc) return false;
  if (doc.languageId === LANGUAGE_ID || doc.languageId === NASM_LANGUAGE_ID) return true;
  if (doc.uri.scheme !== "file" && doc.uri.scheme !== "untitled") return false;
  return (FILE_EXTENSIONS as readonly string[]).includes(path.extname(doc.uri.path));
}

function editorContext(): EditorContext {
  const editor = vscode.window.activeTextEditor;
  if (!editor || !isAsmDocument(editor.document)) return {};
  const s = editor.selection;
  return {
    uri: editor.document.uri.toString(),
    selection: { start: { line: s.start.line, character: s.start.character }, end: { line: s.end.line, character: s.end.character } },
    cursor: { line: s.active.line, character: s.active.character },
  };
}

/** Files we serve whose language nobody claimed (plaintext) get our language id; others keep theirs. */
function adoptLanguage(doc: vscode.TextDocument): void {
  if (doc.languageId === "plaintext" && isAsmDocument(doc)) {
    void vscode.languages.setTextDocumentLanguage(doc, path.extname(doc.uri.path) === ".asm" ? NASM_LANGUAGE_ID : LANGUAGE_ID);
  }
}

async function running(): Promise<LanguageClient> {
  if (!client && !startError) await startServer();
  if (!client) throw new Error(startError ?? "the mcalens language server is not running");
  if (client.state === State.Starting) await client.start();
  if (client.state !== State.Running) throw new Error(startError ?? "the mcalens language server is not running");
  return client;
}

async function executeOnServer(command: string, args: unknown[]): Promise<unknown> {
  const c = await running();
  const result: unknown = await c.sendRequest(ExecuteCommandRequest.type, { command, arguments: args });
  const error = commandError(result);
  if (error) throw new Error(`mcalens: ${command}: ${error}`);
  return result;
}

/** The CPUs of `uri`'s target (the server decides it per file: x86-64 or AArch64). */
async function listCpus(uri?: string): Promise<CpuEntry[]> {
  const c = await running();
  return parseCpuList(await c.sendRequest("mcalens/listCpus", uri ? { uri } : {}));
}

async function regionAt(uri: string, position: { line: number; character: number }): Promise<RegionSummary | null> {
  const c = await running();
  const region = parseRegionAt(await c.sendRequest("mcalens/regionAt", { uri, position, textDocument: { uri } }));
  if (region?.cpu) documentCpu.set(uri, region.cpu);
  return region;
}

async function regionReport(uri: string, regionIndex: number): Promise<unknown> {
  const c = await running();
  // The server names the index `region`; `regionIndex` is the brief's spelling, sent too.
  return c.sendRequest("mcalens/regionReport", { uri, region: regionIndex, regionIndex, textDocument: { uri } });
}

/** The CPU each document was last seen simulated on (a `# mcalens: mcpu=` directive overrides the setting). */
const documentCpu = new Map<string, string>();

/** The target the server decided for each document ("x86-64", "aarch64"), from mcalens/analysed. */
const documentTarget = new Map<string, string>();

function cpuFor(uri: string | undefined): string {
  return (uri && documentCpu.get(uri)) || configuredCpu();
}

function configuredCpu(): string {
  return vscode.workspace.getConfiguration("mcalens").get<string>("cpu") || "skylake";
}

function showError(e: unknown): void {
  const msg = e instanceof Error ? e.message : String(e);
  void vscode.window.showErrorMessage(msg.startsWith("mcalens") ? msg : `mcalens: ${msg}`);
}

// ---- commands ----------------------------------------------------------------------------------

/** The source document's generated assembly beside it, as a live assembly buffer (the server
 * rewrites the file after each compile; VS Code reloads it), its lines correlated with the source's. */
async function showAssembly(...args: unknown[]): Promise<void> {
  const active = vscode.window.activeTextEditor?.document;
  const uri = asUri(args[0]) ?? (isSourceDocument(active) ? active.uri.toString() : undefined);
  if (!uri) return void vscode.window.showInformationMessage("mcalens: open a C, C++, Rust or Fortran file first.");
  // false: no window/showDocument from the server; it is opened beside the source here
  const result = await executeOnServer(COMMANDS.showAssembly, [uri, false]);
  const assembly = (result as { uri?: unknown } | null)?.uri;
  if (typeof assembly !== "string") throw new Error("mcalens: the server did not answer with the assembly");
  correlation.pair(uri, assembly);
  const document = await vscode.workspace.openTextDocument(vscode.Uri.parse(assembly));
  await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true, preview: false });
}

async function goToCorrelatedLine(): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || !(await correlation.jump(editor))) {
    void vscode.window.showInformationMessage("mcalens: no correlated line (run mcalens: Show Assembly on a C, C++, Rust or Fortran file first).");
  }
}

async function showReport(...args: unknown[]): Promise<void> {
  const parsed = parseShowReportArgs(args, editorContext());
  if (!parsed) return void vscode.window.showInformationMessage("mcalens: open an assembly file (.s, .S, .asm) first.");
  let regionIndex = parsed.regionIndex;
  if (regionIndex === undefined) {
    const ctx = editorContext();
    const here = ctx.cursor && ctx.uri === parsed.uri ? await regionAt(parsed.uri, ctx.cursor) : null;
    regionIndex = here?.regionIndex ?? 0;
  }
  await panel.show(parsed.uri, regionIndex);
}

async function analyzeSelection(...args: unknown[]): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  const lineLength = editor ? (l: number) => editor.document.lineAt(Math.min(l, editor.document.lineCount - 1)).text.length : undefined;
  const parsed = parseAnalyzeSelectionArgs(args, editorContext(), lineLength);
  if (!parsed) return void vscode.window.showInformationMessage("mcalens: select some instructions in an assembly file first.");
  // The server analyses the selection as an ephemeral region (the file is not edited) and answers
  // with its report; the webview shows it instead of the text file the server also writes.
  suppressReportDocuments++;
  let result: unknown;
  try {
    result = await executeOnServer(COMMANDS.analyzeSelection, [parsed.uri, parsed.range]);
  } finally {
    suppressReportDocuments--;
  }
  const report = (result as { report?: unknown } | null)?.report;
  if (typeof report === "object" && report !== null) return panel.showInline(parsed.uri, report);
  if (typeof result === "object" && result !== null && ("instructions" in result || "timeline" in result)) {
    return panel.showInline(parsed.uri, result);
  }
  throw new Error("mcalens: the server did not answer with a report for the selection");
}

async function pickCpu(current: string, uri?: string): Promise<string | undefined> {
  const cpus = await listCpus(uri);
  if (cpus.length === 0) {
    return vscode.window.showInputBox({ title: "mcalens: CPU to simulate", value: current, prompt: "An llvm-mca -mcpu name, e.g. skylake, znver4" });
  }
  const picked = await vscode.window.showQuickPick(cpuPickItems(cpus, current), {
    title: "mcalens: CPU to simulate",
    placeHolder: `Current: ${current}`,
    matchOnDescription: true,
  });
  return picked?.cpu;
}

async function setCpu(...args: unknown[]): Promise<void> {
  const parsed = parseSetCpuArgs(args, editorContext());
  let current = cpuFor(parsed.uri);
  const ctx = editorContext();
  if (ctx.uri && ctx.cursor) current = (await regionAt(ctx.uri, ctx.cursor).catch(() => null))?.cpu || current;
  const cpu = parsed.cpu ?? (await pickCpu(current, parsed.uri ?? ctx.uri));
  if (!cpu) return;
  if (parsed.uri) {
    // The CPU applies to this file for the session; the file itself is not edited (a
    // `# mcalens: mcpu=` directive is written only by "mcalens: Write CPU Directive").
    await executeOnServer(COMMANDS.setCpu, [parsed.uri, cpu, parsed.writeDirective === true]);
    documentCpu.set(parsed.uri, cpu);
  } else {
    await vscode.workspace.getConfiguration("mcalens").update("cpu", cpu, vscode.ConfigurationTarget.Workspace);
  }
  scheduleStatus(0);
  if (panel.isOpen) await panel.refresh();
}

async function writeCpuDirective(): Promise<void> {
  const ctx = editorContext();
  if (!ctx.uri) return void vscode.window.showInformationMessage("mcalens: open an assembly file (.s, .S, .asm) first.");
  const cpu = await pickCpu(cpuFor(ctx.uri), ctx.uri);
  if (!cpu) return;
  await executeOnServer(COMMANDS.setCpu, [ctx.uri, cpu, true]);
  documentCpu.set(ctx.uri, cpu);
  scheduleStatus(0);
}

async function compareCpus(...args: unknown[]): Promise<void> {
  const parsed = parseCompareCpusArgs(args, editorContext());
  if (!parsed) return void vscode.window.showInformationMessage("mcalens: open an assembly file (.s, .S, .asm) first.");
  let cpus = parsed.cpus;
  let regionIndex = parsed.regionIndex;
  if (regionIndex === undefined) {
    const ctx = editorContext();
    regionIndex = (ctx.cursor && ctx.uri === parsed.uri ? (await regionAt(parsed.uri, ctx.cursor))?.regionIndex : undefined) ?? 0;
  }
  if (!cpus) {
    const all = await listCpus(parsed.uri);
    const picked = await vscode.window.showQuickPick(cpuPickItems(all, cpuFor(parsed.uri)), {
      title: "mcalens: CPUs to compare",
      placeHolder: "Pick two or more CPUs",
      canPickMany: true,
      matchOnDescription: true,
    });
    if (!picked || picked.length === 0) return;
    cpus = picked.map((p) => p.cpu);
  }
  // The server also writes the table to a Markdown file and asks to show it; the webview replaces that.
  suppressReportDocuments++;
  try {
    const result = await executeOnServer(COMMANDS.compareCpus, [parsed.uri, regionIndex, cpus]);
    panel.showComparison(parsed.uri, result);
  } finally {
    suppressReportDocuments--;
  }
}

// ---- debug directives ------------------------------------------------------------------------------
// The server folds `.loc`/`.cfi_*` lines and debug-only labels (kind comment); -g files start folded
// (mcalens.foldDebugDirectives), and mcalens.toggleDebugDirectives folds or unfolds them. Folding hides
// lines only: the text, its line numbers and the analysis are unchanged.

const debugFolded = new Set<string>();
const debugAutoFolded = new Set<string>();

async function setDebugFolds(editor: vscode.TextEditor, fold: boolean): Promise<boolean> {
  const ranges = await vscode.commands.executeCommand<vscode.FoldingRange[] | undefined>(
    "vscode.executeFoldingRangeProvider",
    editor.document.uri,
  );
  const lines = debugFoldStarts(ranges ?? [], vscode.FoldingRangeKind.Comment);
  if (lines.length === 0 || vscode.window.activeTextEditor !== editor) return false;
  await vscode.commands.executeCommand(fold ? "editor.fold" : "editor.unfold", { levels: 1, selectionLines: lines });
  const uri = editor.document.uri.toString();
  if (fold) debugFolded.add(uri);
  else debugFolded.delete(uri);
  return true;
}

async function toggleDebugDirectives(): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || !isAsmDocument(editor.document)) return;
  const folded = debugFolded.has(editor.document.uri.toString());
  if (!(await setDebugFolds(editor, !folded))) {
    vscode.window.setStatusBarMessage("mcalens: no debug directives to fold in this file", 3000);
  }
}

/** Once per document, when the server has parsed it: fold a -g file's debug directives. */
async function autoFoldDebugDirectives(uri: string): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.uri.toString() !== uri || debugAutoFolded.has(uri)) return;
  if (vscode.workspace.getConfiguration("mcalens").get<boolean>("foldDebugDirectives") === false) return;
  if (!hasDebugLines(editor.document.getText())) return;
  debugAutoFolded.add(uri);
  await setDebugFolds(editor, true);
}

async function toggleHints(): Promise<void> {
  try {
    const result = await executeOnServer(COMMANDS.toggleHints, []);
    const on = (result as { hintsEnabled?: unknown } | null)?.hintsEnabled;
    if (typeof on === "boolean") vscode.window.setStatusBarMessage(`mcalens: inlay hints ${on ? "on" : "off"}`, 3000);
  } catch (e) {
    output.appendLine(`mcalens.toggleHints on the server failed (${String(e)}); toggling the mcalens.hints.* settings instead.`);
    const cfg = vscode.workspace.getConfiguration("mcalens");
    const keys = ["hints.latency", "hints.throughput", "hints.bottleneck"];
    const anyOn = keys.some((k) => cfg.get<boolean>(k) !== false);
    for (const k of keys) await cfg.update(k, !anyOn, vscode.ConfigurationTarget.Global);
  }
}

// ---- status bar ----------------------------------------------------------------------------------

function scheduleStatus(delay = 250): void {
  if (statusTimer) clearTimeout(statusTimer);
  statusTimer = setTimeout(() => void updateStatus(), delay);
}

async function updateStatus(): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || !isAsmDocument(editor.document)) {
    statusItem.hide();
    return;
  }
  if (startError) {
    statusItem.text = "$(error) mcalens";
    statusItem.tooltip = startError;
    statusItem.command = "mcalens.restartServer";
    statusItem.show();
    return;
  }
  let region: RegionSummary | null = null;
  if (client?.state === State.Running) {
    const pos = editor.selection.active;
    region = await regionAt(editor.document.uri.toString(), { line: pos.line, character: pos.character }).catch(() => null);
  }
  const uri = editor.document.uri.toString();
  const { text, tooltip } = statusBarText(cpuFor(uri), region, documentTarget.get(uri));
  statusItem.text = text;
  statusItem.tooltip = tooltip;
  statusItem.command = region ? COMMANDS.showReport : COMMANDS.setCpu;
  statusItem.show();
}

// ---- lifecycle -----------------------------------------------------------------------------------

let starting: Promise<void> | undefined;

/** Starts the server once; concurrent callers share the same start. */
function startServer(): Promise<void> {
  starting ??= doStartServer().finally(() => {
    starting = undefined;
  });
  return starting;
}

/**
 * How to start the server: mcalens.server.path when set; else the server bundled in this extension
 * (bundled/libs), run on a found Python >= 3.11 in a private environment created on first start;
 * a development build without bundled/libs falls back to `mcalens` on PATH / `python3 -m mcalens`.
 */
async function resolveLaunch(): Promise<{ launch?: ServerLaunch; error?: string }> {
  const configured = currentLaunch();
  const libs = path.join(extensionContext.extensionPath, "bundled", "libs");
  if (configured.source === "serverPath" || !fs.existsSync(path.join(libs, "mcalens"))) {
    const error = await probeLaunch(configured);
    return error ? { error } : { launch: configured };
  }
  const pythonPath = vscode.workspace.getConfiguration("mcalens").get<string>("pythonPath")?.trim() ?? "";
  const found = await findPython(pythonPath, output);
  if (!found.python) return { error: found.error };
  const version = String((extensionContext.extension.packageJSON as { version?: string }).version ?? "0");
  const env = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Window, title: "mcalens: preparing the language server" },
    () => privateEnvironment(found.python as string, libs, extensionContext.globalStorageUri.fsPath, version, output),
  );
  if (!env.python) return { error: env.error };
  return { launch: { command: env.python, args: ["-m", "mcalens", "serve"], source: "bundled", python: env.python } };
}

async function doStartServer(): Promise<void> {
  const resolved = await resolveLaunch();
  startError = resolved.error;
  if (startError || !resolved.launch) {
    startError ??= "mcalens: the language server cannot be started";
    output.appendLine(startError);
    scheduleStatus(0);
    // Not awaited: the message stays until dismissed, and nothing should wait for that.
    void vscode.window.showErrorMessage(startError, "Open Settings", "Show Output").then(async (choice) => {
      if (choice === "Open Settings") await vscode.commands.executeCommand("workbench.action.openSettings", "mcalens.");
      if (choice === "Show Output") output.show();
    });
    return;
  }
  const launch = resolved.launch;
  output.appendLine(`Starting: ${launch.command} ${launch.args.join(" ")}`);
  client = createClient(launch, output, shouldSuppressShowDocument);
  // The server says which CPU and target each analysed document uses (mcalens/analysed): the status
  // bar names them even for a file without regions (e.g. AArch64 while the core does not analyse it).
  client.onNotification("mcalens/analysed", (params: { uri?: unknown; cpu?: unknown; target?: unknown }) => {
    if (typeof params?.uri !== "string") return;
    if (typeof params.cpu === "string" && params.cpu) documentCpu.set(params.uri, params.cpu);
    if (typeof params.target === "string") documentTarget.set(params.uri, params.target);
    if (vscode.window.activeTextEditor?.document.uri.toString() === params.uri) {
      scheduleStatus();
      void autoFoldDebugDirectives(params.uri).catch(() => undefined);
    }
  });
  try {
    await client.start();
  } catch (e) {
    startError = `mcalens: the language server failed to start: ${e instanceof Error ? e.message : String(e)}`;
    showError(startError);
  }
  scheduleStatus(0);
}

async function restartServer(): Promise<void> {
  const old = client;
  client = undefined;
  startError = undefined;
  if (old) await old.dispose().catch(() => undefined);
  await startServer();
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  extensionContext = context;
  output = vscode.window.createOutputChannel("mcalens");
  statusItem = vscode.window.createStatusBarItem("mcalens.status", vscode.StatusBarAlignment.Right, 100);
  statusItem.name = "mcalens";
  panel = new ReportPanel(context.extensionUri, regionReport);
  correlation = new SourceCorrelation(async (method, params) => (await running()).sendRequest(method, params));

  const wrap =
    (fn: (...args: unknown[]) => Promise<void>) =>
    async (...args: unknown[]): Promise<void> => {
      try {
        await fn(...args);
      } catch (e) {
        showError(e);
      }
    };

  context.subscriptions.push(
    output,
    statusItem,
    panel,
    vscode.commands.registerCommand(COMMANDS.showReport, wrap(showReport)),
    vscode.commands.registerCommand(COMMANDS.analyzeSelection, wrap(analyzeSelection)),
    vscode.commands.registerCommand(COMMANDS.setCpu, wrap(setCpu)),
    vscode.commands.registerCommand(COMMANDS.compareCpus, wrap(compareCpus)),
    vscode.commands.registerCommand("mcalens.writeCpuDirective", wrap(writeCpuDirective)),
    vscode.commands.registerCommand(COMMANDS.toggleHints, wrap(toggleHints)),
    vscode.commands.registerCommand(COMMANDS.toggleDebugDirectives, wrap(toggleDebugDirectives)),
    vscode.commands.registerCommand(COMMANDS.restartServer, wrap(restartServer)),
    vscode.commands.registerCommand(COMMANDS.showAssembly, wrap(showAssembly)),
    vscode.commands.registerCommand(COMMANDS.goToCorrelatedLine, wrap(goToCorrelatedLine)),
    correlation,
    vscode.workspace.onDidOpenTextDocument(adoptLanguage),
    vscode.window.onDidChangeActiveTextEditor((editor) => {
      scheduleStatus(0);
      if (editor && client && isAsmDocument(editor.document)) void autoFoldDebugDirectives(editor.document.uri.toString()).catch(() => undefined);
    }),
    vscode.workspace.onDidCloseTextDocument((doc) => {
      debugFolded.delete(doc.uri.toString());
      debugAutoFolded.delete(doc.uri.toString());
    }),
    vscode.window.onDidChangeTextEditorSelection((e) => {
      scheduleStatus();
      correlation.onSelection(e.textEditor);
    }),
    vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.document === vscode.window.activeTextEditor?.document) scheduleStatus(600);
    }),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (
        e.affectsConfiguration("mcalens.server.path") ||
        e.affectsConfiguration("mcalens.pythonPath") ||
        e.affectsConfiguration("mcalens.measure.enabled") // passed as --allow-measure at start
      ) {
        void restartServer();
      } else if (e.affectsConfiguration("mcalens")) {
        if (e.affectsConfiguration("mcalens.cpu")) documentCpu.clear();
        scheduleStatus(300);
        if (panel.isOpen) void panel.refresh();
      }
    }),
    // Restricted Mode ends: the server applies the workspace's settings from now on.
    vscode.workspace.onDidGrantWorkspaceTrust(() => {
      void client?.sendNotification("mcalens/workspaceTrust", { trusted: true });
    }),
    { dispose: () => statusTimer && clearTimeout(statusTimer) },
  );
  vscode.workspace.textDocuments.forEach(adoptLanguage);
  // Activation also happens for plain-text files (to adopt unclaimed .s files); start the server
  // only once an assembly or source (C, C++, Rust, Fortran) document is open.
  const served = (doc: vscode.TextDocument): boolean => isAsmDocument(doc) || isSourceDocument(doc);
  if (vscode.workspace.textDocuments.some(served)) {
    await startServer();
  } else {
    const waiting = vscode.workspace.onDidOpenTextDocument((doc) => {
      if (!served(doc) || client || startError) return;
      waiting.dispose();
      void startServer();
    });
    context.subscriptions.push(waiting);
  }
}

export async function deactivate(): Promise<void> {
  if (client) await client.stop().catch(() => undefined);
}
