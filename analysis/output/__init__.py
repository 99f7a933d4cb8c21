"""Reports as text: views -> llvm-mca's text layout and -json schema; `mcalens parse`."""
