addiw a0, a0, 1
ld a0, 8(a1)
sd a1, 0(a2)
li a0, 0x12345678
lwu a0, 0(a1)
add a0, a0, a1
