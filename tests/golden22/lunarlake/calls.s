# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=lunarlake -iterations=20 -timeline
# A call inside a loop body and its surrounding register work.
	movq	%rbx, %rdi
	callq	foo
	addq	%rax, %r12
	decl	%ebp
	jne	.Lloop
