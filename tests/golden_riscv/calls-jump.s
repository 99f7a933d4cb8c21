jump foo, t1
jump foo@plt, a0
jump 8, t1
jump foo+4, t1
jump foo, zero
