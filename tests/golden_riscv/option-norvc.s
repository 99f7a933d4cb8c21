# `.option norvc` clears C, Zca and every feature implying them (Zcb, Zcmop ...), as llvm-mc does
.option norvc
j 8
add a0, a0, a1
ld a0, 0(a1)
.option rvc
j 8
add a0, a0, a1
c.add a0, a1
.option push
.option norvc
ld a0, 0(a1)
.option pop
ld a0, 0(a1)
