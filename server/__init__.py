"""The mcalens language server (pygls 2.x): a thin LSP layer over mcalens.analysis."""
