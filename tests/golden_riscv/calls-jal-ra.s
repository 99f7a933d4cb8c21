.option norvc
jal ra, 8
addi a0, ra, 1
