li a0, sym
li a1, 0x12345
li a2, sym+4
li a3, %hi(sym)
