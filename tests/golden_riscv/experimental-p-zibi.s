# LLVM 22 experimental P and Zibi instructions: llvm-mc requires experimental-p / experimental-zibi, and names them as
# "Base P" and "Zibi"
pli.b a0, 5
pli.h a1, -3
plui.h a2, 7
beqi a0, 5, 8
