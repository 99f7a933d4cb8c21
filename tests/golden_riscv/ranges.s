addi a0, a0, 4096
andi a0, a0, 2048
lw a0, 2048(a1)
slli a0, a0, 64
slliw a0, a0, 32
lui a0, 1048576
auipc a0, 1048576
csrr a0, 4096
csrrwi a0, 5, 32
c.addi a0, 32
c.li a0, -33
c.slli a0, 64
c.srli a0, 0
c.lui a0, 0
c.lwsp a0, 256(sp)
c.lw a0, 128(a1)
c.ld a0, 256(a1)
c.addi16sp sp, 512
c.addi4spn a0, sp, 1024
c.lbu a0, 4(a1)
c.lh a0, 1(a1)
vadd.vi v8, v8, 16
vsrl.vi v8, v8, 32
vsetivli a0, 32, e8, m1, ta, ma
prefetch.i 1(a0)
addiw a0, a0, 2048
c.addiw a0, 32
bseti a0, a0, 32
csrr a0, 4095
csrwi 0x300, 3
c.addi a0, 0
