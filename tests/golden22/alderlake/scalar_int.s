# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=alderlake -iterations=20 -timeline
# Scalar integer loop body: add/imul/lea/shift chain with a loop counter.
	leaq	(%rdi,%rsi,4), %rax
	imulq	%rcx, %rax
	addq	%rax, %rbx
	shlq	$3, %rdx
	xorq	%rbx, %rdx
	subl	$1, %r8d
	cmpl	%r9d, %r8d
	jne	.Lloop
