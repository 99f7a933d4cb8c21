.L1:
add a0, a0, a1
addi a0, a1, 5
beq a0, a1, .L1
beqz a0, .L1
j .L1
call foo
tail foo
lui a0, %hi(sym)
addi a0, a0, %lo(sym)
la a1, sym
ld a2, 8(a1)
vsetvli t0, a0, e32, m2, ta, ma
vadd.vv v8, v8, v16
vle32.v v8, (a0), v0.t
c.addi a0, 1
