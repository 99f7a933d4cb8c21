"""32-bit Arm (A32/T32) target: see target.py and docs/arm.md."""
