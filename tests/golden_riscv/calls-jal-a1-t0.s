# the second JAL reuses the first's descriptor: a call either way
jal a1, 8
jal t0, 8
addi a0, t0, 1
