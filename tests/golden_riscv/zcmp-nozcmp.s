# Zcmp refusals without Zcmp: a bad adjustment is the matcher's generic words in 19, the range in 22
cm.push {ra}, -8
cm.push {ra}, -16
cm.push {ra, s0-s10}, -64
cm.push {ra}, x
cm.push ra, -16
cm.push {x1, x8-x9, x18-x20, x21}, -48
cm.push {ra, x8-s1}, -32
