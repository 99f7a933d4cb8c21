"""`mcalens calibrate`: microbenchmarks on this machine -> a measured model (docs/calibrate.md)."""
