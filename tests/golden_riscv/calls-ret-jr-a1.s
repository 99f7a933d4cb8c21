.option norvc
ret
jalr zero, 0(a1)
