// The region report webview: one panel, reused; rows link back to the source.
import { randomBytes } from "crypto";
import * as vscode from "vscode";
import { renderComparison, renderMessage, renderReport, type PageAssets } from "../report/render";
import { readRegionReport } from "../report/types";

export type ReportFetcher = (uri: string, regionIndex: number) => Promise<unknown>;

interface Shown {
  kind: "report" | "inline" | "comparison";
  uri: string;
  regionIndex: number;
  /** The comparison table, or a report the server returned directly (analyzeSelection). */
  data?: unknown;
}

export class ReportPanel implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private shown: Shown | undefined;
  private readonly disposables: vscode.Disposable[] = [];
  private refreshTimer: NodeJS.Timeout | undefined;
  /** The shown report in llvm-mca's text layout ("Open as llvm-mca text", "Copy"). */
  private lastText = "";

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly fetch: ReportFetcher,
  ) {
    this.disposables.push(
      vscode.workspace.onDidSaveTextDocument((doc) => {
        if (this.shown?.kind === "report" && doc.uri.toString() === this.shown.uri) void this.refresh();
      }),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (this.shown?.kind !== "report" || e.document.uri.toString() !== this.shown.uri) return;
        if (this.refreshTimer) clearTimeout(this.refreshTimer);
        this.refreshTimer = setTimeout(() => void this.refresh(), 1000);
      }),
      vscode.window.onDidChangeTextEditorSelection((e) => {
        if (!this.panel || e.textEditor.document.uri.toString() !== this.shown?.uri) return;
        void this.panel.webview.postMessage({ type: "highlight", line: e.selections[0]?.active.line ?? -1 });
      }),
    );
  }

  get isOpen(): boolean {
    return this.panel !== undefined;
  }

  private ensurePanel(): vscode.WebviewPanel {
    if (this.panel) {
      this.panel.reveal(vscode.ViewColumn.Beside, true);
      return this.panel;
    }
    const media = vscode.Uri.joinPath(this.extensionUri, "media");
    const panel = vscode.window.createWebviewPanel(
      "mcalens.report",
      "mcalens report",
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      { enableScripts: true, localResourceRoots: [media], retainContextWhenHidden: false, enableFindWidget: true },
    );
    panel.iconPath = vscode.Uri.joinPath(media, "icon.svg");
    panel.onDidDispose(() => {
      this.panel = undefined;
      this.shown = undefined;
    });
    panel.webview.onDidReceiveMessage((msg: unknown) => void this.onMessage(msg));
    this.panel = panel;
    return panel;
  }

  private assets(webview: vscode.Webview): PageAssets {
    const media = vscode.Uri.joinPath(this.extensionUri, "media");
    return {
      nonce: randomBytes(16).toString("base64"),
      cspSource: webview.cspSource,
      styleUri: webview.asWebviewUri(vscode.Uri.joinPath(media, "report.css")).toString(),
      scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(media, "report.js")).toString(),
    };
  }

  async show(uri: string, regionIndex: number): Promise<void> {
    this.shown = { kind: "report", uri, regionIndex };
    const panel = this.ensurePanel();
    panel.webview.html = renderMessage("mcalens report", "Simulating…", this.assets(panel.webview));
    await this.refresh();
  }

  showComparison(uri: string, result: unknown): void {
    this.shown = { kind: "comparison", uri, regionIndex: 0, data: result };
    this.ensurePanel().title = "mcalens: compare CPUs";
    void this.refresh();
  }

  /** A report the server returned directly (mcalens.analyzeSelection) rather than through regionReport. */
  showInline(uri: string, report: unknown): void {
    this.shown = { kind: "inline", uri, regionIndex: -1, data: report };
    this.ensurePanel();
    void this.refresh();
  }

  async refresh(): Promise<void> {
    const panel = this.panel;
    const shown = this.shown;
    if (!panel || !shown) return;
    if (shown.kind === "comparison") {
      panel.webview.html = renderComparison(shown.data, this.assets(panel.webview), shown.uri);
      return;
    }
    const cfg = vscode.workspace.getConfiguration("mcalens");
    try {
      const raw = shown.kind === "inline" ? shown.data : await this.fetch(shown.uri, shown.regionIndex);
      const report = readRegionReport(raw);
      if (this.shown !== shown) return;
      this.lastText = report.text;
      panel.title = `mcalens: ${report.name || (shown.kind === "inline" ? "selection" : `region ${shown.regionIndex}`)} (${report.cpu})`;
      panel.webview.html = renderReport(report, this.assets(panel.webview), {
        uri: shown.uri,
        maxCycles: Math.max(300, (cfg.get<number>("timelineIterations") ?? 10) * 60),
      });
    } catch (e) {
      if (this.shown !== shown) return;
      panel.webview.html = renderMessage("mcalens report", `Could not build the report: ${e instanceof Error ? e.message : String(e)}`, this.assets(panel.webview));
    }
  }

  private async onMessage(msg: unknown): Promise<void> {
    if (typeof msg !== "object" || msg === null) return;
    const m = msg as { type?: unknown; line?: unknown; uri?: unknown };
    if (m.type === "refresh") return this.refresh();
    if ((m.type === "openText" || m.type === "copyText") && this.lastText) {
      if (m.type === "copyText") {
        await vscode.env.clipboard.writeText(this.lastText);
        vscode.window.setStatusBarMessage("mcalens: report copied", 3000);
        return;
      }
      const doc = await vscode.workspace.openTextDocument({ content: this.lastText, language: "plaintext" });
      await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: false });
      return;
    }
    if (m.type === "reveal" && typeof m.line === "number" && Number.isInteger(m.line) && m.line >= 0) {
      const uriText = typeof m.uri === "string" ? m.uri : this.shown?.uri;
      if (!uriText) return;
      await revealLine(vscode.Uri.parse(uriText), m.line);
    }
  }

  dispose(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.panel?.dispose();
    for (const d of this.disposables) d.dispose();
  }
}

/** Opens the document (in the editor group that already shows it, if any) and selects `line`. */
export async function revealLine(uri: vscode.Uri, line: number): Promise<void> {
  const existing = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === uri.toString());
  const doc = existing?.document ?? (await vscode.workspace.openTextDocument(uri));
  const target = Math.min(line, Math.max(0, doc.lineCount - 1));
  const text = doc.lineAt(target);
  const range = new vscode.Range(target, text.firstNonWhitespaceCharacterIndex, target, text.range.end.character);
  const editor = await vscode.window.showTextDocument(doc, {
    viewColumn: existing?.viewColumn ?? vscode.ViewColumn.One,
    preserveFocus: false,
    selection: range,
  });
  editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
}
