	lock		cmpxchgq	%rdx, (%rdi)
	sete	%cl
	movl	%ecx, %eax
	fldt	8(%rsp)
	fxch	%st(1)
	fmulp	%st, %st(2)
	callq	*%r14
	incl	%ebx
	movl	%ebx, %edi
