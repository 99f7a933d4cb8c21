# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=btver2 -skip-unsupported-instructions=any
# Two regions, both unsupported on btver2.
# LLVM-MCA-BEGIN a
	vpaddq	%zmm0, %zmm1, %zmm2
# LLVM-MCA-END a
# LLVM-MCA-BEGIN b
	vaddps	%zmm3, %zmm4, %zmm5
# LLVM-MCA-END b
