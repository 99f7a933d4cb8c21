# `jal t0` first: its call descriptor is reused by `j` (JAL zero)
.option norvc
jal t0, 8
j 8
addi a0, t0, 1
