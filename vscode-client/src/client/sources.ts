// C, C++, Rust and Fortran documents: the server compiles them on save and shows each loop's cycles
// (inlay hints, hover, lens, diagnostics). Here: Show Assembly beside the source, and the line
// correlation between the two (the lines of the other side highlighted as the cursor moves, and a
// jump command), from the server's mcalens/sourceToAssembly and mcalens/assemblyToSource requests.
import * as vscode from "vscode";
import { SOURCE_LANGUAGE_IDS } from "../config";

export function isSourceDocument(doc: vscode.TextDocument | undefined): doc is vscode.TextDocument {
  return !!doc && doc.uri.scheme === "file" && SOURCE_LANGUAGE_IDS.includes(doc.languageId);
}

export interface CorrelatedLines {
  uri: string;
  lines: number[];
}

/** The answer of mcalens/sourceToAssembly ({uri, lines}) or mcalens/assemblyToSource ({uri, line}). */
export function parseCorrelation(value: unknown): CorrelatedLines | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as { uri?: unknown; lines?: unknown; line?: unknown };
  if (typeof v.uri !== "string") return undefined;
  const raw = Array.isArray(v.lines) ? v.lines : typeof v.line === "number" ? [v.line] : [];
  const lines = raw.filter((n): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0);
  return { uri: v.uri, lines };
}

type Request = (method: string, params: unknown) => Promise<unknown>;

export class SourceCorrelation implements vscode.Disposable {
  private readonly decoration = vscode.window.createTextEditorDecorationType({
    backgroundColor: new vscode.ThemeColor("editor.rangeHighlightBackground"),
    isWholeLine: true,
  });
  /** assembly buffer uri <-> source uri, for the pairs Show Assembly opened */
  private readonly sourceOf = new Map<string, string>();
  private readonly assemblyOf = new Map<string, string>();
  private pending: NodeJS.Timeout | undefined;

  constructor(private readonly request: Request) {}

  pair(source: string, assembly: string): void {
    this.sourceOf.set(assembly, source);
    this.assemblyOf.set(source, assembly);
  }

  isPaired(uri: string): boolean {
    return this.sourceOf.has(uri) || this.assemblyOf.has(uri);
  }

  /** The other side's lines for the cursor line of `editor`, or undefined. */
  async correlated(editor: vscode.TextEditor): Promise<CorrelatedLines | undefined> {
    const uri = editor.document.uri.toString();
    const line = editor.selection.active.line;
    if (this.assemblyOf.has(uri)) return parseCorrelation(await this.request("mcalens/sourceToAssembly", { uri, line }));
    if (this.sourceOf.has(uri)) return parseCorrelation(await this.request("mcalens/assemblyToSource", { uri, line }));
    return undefined;
  }

  /** Highlight (and scroll to) the other side's lines as the cursor moves, without taking focus. */
  onSelection(editor: vscode.TextEditor): void {
    if (!this.isPaired(editor.document.uri.toString())) return;
    if (this.pending) clearTimeout(this.pending);
    this.pending = setTimeout(() => void this.highlight(editor).catch(() => undefined), 80);
  }

  private async highlight(editor: vscode.TextEditor): Promise<void> {
    const found = await this.correlated(editor);
    for (const other of vscode.window.visibleTextEditors) {
      if (other === editor || !this.isPaired(other.document.uri.toString())) continue;
      const mine = found && other.document.uri.toString() === found.uri ? found.lines : [];
      const ranges = mine.filter((n) => n < other.document.lineCount).map((n) => new vscode.Range(n, 0, n, 0));
      other.setDecorations(this.decoration, ranges);
      if (ranges.length) other.revealRange(ranges[0], vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    }
  }

  /** Jump from the cursor line to its first correlated line on the other side. */
  async jump(editor: vscode.TextEditor): Promise<boolean> {
    const found = await this.correlated(editor);
    if (!found || found.lines.length === 0) return false;
    const document = await vscode.workspace.openTextDocument(vscode.Uri.parse(found.uri));
    const target = await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Beside, preview: false });
    const line = Math.min(found.lines[0], document.lineCount - 1);
    target.selection = new vscode.Selection(line, 0, line, 0);
    target.revealRange(new vscode.Range(line, 0, line, 0), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    return true;
  }

  dispose(): void {
    if (this.pending) clearTimeout(this.pending);
    this.decoration.dispose();
  }
}
