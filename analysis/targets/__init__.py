"""Per-target packages (issue 15): each owns its names, parsing, resolution, printing and encoding."""
