"""The AArch64 target (issue 15)."""
