# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -iterations=20 -timeline
# Store then independent load: ordering depends on -noalias.
	imulq	%rcx, %rax
	movq	%rax, (%rdi)
	movq	(%rsi), %rbx
	movq	%rbx, (%rdx)
	addq	$8, %rdi
