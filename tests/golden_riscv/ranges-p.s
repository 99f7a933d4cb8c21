# LLVM 22's experimental P immediates out of range (llvm-mc-22's words per class)
pli.b a0, 256
pli.b a0, -129
pli.h a0, 512
pli.w a0, -513
plui.h a0, 1024
plui.w a0, -513
