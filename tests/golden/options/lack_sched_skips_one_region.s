# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=btver2 -skip-unsupported-instructions=lack-sched
# The first region is skipped whole; the second keeps index 0.
# LLVM-MCA-BEGIN a
	vpaddq	%zmm0, %zmm1, %zmm2
# LLVM-MCA-END a
# LLVM-MCA-BEGIN b
	addl	%eax, %eax
# LLVM-MCA-END b
