# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -bottleneck-analysis
# Two named regions and one anonymous region in one file.
	addq	%rax, %rax
# LLVM-MCA-BEGIN first
	imulq	%rax, %rbx
	addq	%rbx, %rcx
# LLVM-MCA-END first
# LLVM-MCA-BEGIN second
	movq	(%rdi), %rax
	vaddps	%xmm0, %xmm1, %xmm1
# LLVM-MCA-END second
# LLVM-MCA-BEGIN
	popcntq	%rax, %rdx
	bsfq	%rdx, %r8
# LLVM-MCA-END
