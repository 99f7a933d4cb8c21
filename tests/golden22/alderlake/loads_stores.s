# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=alderlake -iterations=20 -timeline
# Memory traffic: loads, stores, read-modify-write and a pointer chase.
	movq	(%rdi), %rax
	movq	8(%rdi), %rbx
	addq	%rax, (%rsi)
	movl	%ebx, 4(%rsi,%rcx,4)
	movq	(%rax), %rdx
	movups	16(%rdi), %xmm0
	movups	%xmm0, 32(%rsi)
