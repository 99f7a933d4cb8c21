# C_JR of ra or t0 returns, of another register it does not
c.jr a1
c.jr ra
c.jr t0
