# LLVM-MCA-BEGIN a
.option norvc
jalr zero, 0(a1)
ret
# LLVM-MCA-END
# LLVM-MCA-BEGIN b
ret
jal t0, 8
# LLVM-MCA-END
# LLVM-MCA-BEGIN c
jal t0, 8
ret
# LLVM-MCA-END
