# Fences are load/store barriers in llvm-mca 19 (x86 custom behaviour); loads and stores around them.
	movq	%rax, (%rdi)
	mfence
	movq	(%rsi), %rbx
	lfence
	movq	8(%rsi), %rcx
	sfence
	movq	%rcx, 8(%rdi)
