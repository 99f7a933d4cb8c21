# uncompressed `j` (JAL zero) first: its descriptor is no call, and `jal t0` reuses it
.option norvc
j 8
jal t0, 8
addi a0, t0, 1
