# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -disable-cb -show-barriers -timeline -iterations=50
# Fences with llvm-mca's custom behaviour turned off (-disable-cb): no memory barriers.
	movl	(%rdi), %eax
	mfence
	movl	%eax, (%rsi)
	lfence
	sfence
	movl	(%rdx), %ecx
