# Zcmp refusals: stack adjustments out of range, register lists llvm-mc refuses (its words differ per release)
cm.push {ra}, -16
cm.push {ra}, -8
cm.push {ra}, -32
cm.push {ra}, -64
cm.push {ra}, -80
cm.push {ra, s0-s1}, -32
cm.push {ra, s0-s1}, -16
cm.push {ra, s0-s11}, -112
cm.push {ra, s0-s11}, -176
cm.push {ra, s0-s11}, -160
cm.push {ra, s0-s11}, -96
cm.pop {ra, s0}, 16
cm.pop {ra, s0}, 8
cm.popret {ra, s0-s2}, 64
cm.popret {ra, s0-s2}, 96
cm.popretz {ra}, 80
cm.push {ra}, 16
cm.pop {ra}, -16
cm.push {ra}, -17
cm.push {ra}, x
cm.push {ra, s0-s10}, -64
cm.push {x1, x8-x9, x18-x26}, -64
cm.push {ra, s1}, -16
cm.push {s0}, -16
cm.push ra, -16
cm.push {ra, s0-s1, x18}, -32
cm.push {ra, s0-s2, x18}, -32
cm.push {ra s0}, -16
cm.push {ra, s0-s1
cm.push {x1, x8-x9, x18-x20}, -48
cm.push {x1, x8}, -16
cm.push {fp}, -16
cm.push {ra, fp}, -16
cm.push {ra, fp-s1}, -32
cm.push {ra, s0-s11}
cm.push {ra}, -16, 4
cm.push {ra}, -(16)
cm.push {ra}, -0x10
cm.push {ra}, - 16
cm.push {ra}, a0
cm.push {ra},-16
cm.push {ra, s0-s2}, -48
cm.push {x1, x8, x18}, -32
cm.push {x1, x8-x10, x18}, -32
cm.push {x1, x8-x9, s2}, -32
cm.push {x1, x8-x9, x19}, -32
cm.push {ra, x8-x9, x18}, -32
cm.push {x1, s0-s1, x18}, -32
cm.push {x1, x8-x9, x18-x20}, -48
cm.push {x1, x8-x9, x18-s4}, -48
cm.push {x1, x8-x9, x18-x20, x21}, -48
cm.push {ra, s0-s1}, -32
cm.push {ra, x8-s1}, -32
