# Zcmp push/pop: every register list form and the stack adjustments at both ends of each range
cm.push {ra}, -16
cm.push {ra}, -64
cm.pop {ra}, 32
cm.popret {ra}, 48
cm.push {ra}, -64
cm.pop {ra, s0-s1}, 48
cm.popretz {x1, x8-x9, x18-x27}, 160
cm.push {ra,s0-s2},-32
cm.push {ra, s0}, -16
cm.push {ra, fp-s1}, -80
cm.pop {x1, x8}, 64
cm.popret {x1, x8-x9, x18}, 32
cm.popretz {ra, s0-s11}, 112
cm.push {ra, s0-s11}, -0x70
cm.push {ra}, - 16
