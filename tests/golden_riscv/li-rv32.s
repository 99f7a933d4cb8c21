li a0, 0xFFFFFFFF
li a1, 0x80000000
li a2, 0xFFFFF800
li a3, 0x80000800
li a4, 3735928559
li a5, %lo(sym)
li a0, %pcrel_lo(sym)
