# `jalr zero, 0(a1)` first: `ret` reuses its descriptor and no return is reported
.option norvc
jalr zero, 0(a1)
ret
