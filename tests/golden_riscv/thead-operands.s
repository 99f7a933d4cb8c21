# T-Head memory pairs and increment-address loads/stores: every written immediate reaches the McInst
# (the probes' marker had 0 there, which the memory operand's absent offset had taken)
th.ldd a0, a1, (a2), 2, 4
th.sdd a0, a1, (a2), 3, 4
th.lwd a0, a1, (a2), 1, 3
th.lbia a0, (a1), 1, 2
th.lwib a0, (a1), -3, 3
th.sdia a0, (a1), 15, 1
th.shib a0, (a1), -16, 2
