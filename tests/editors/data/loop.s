# mcalens editor test: a dot-product style loop, and a line no assembler knows.
	.text
	.globl	dot
dot:
	xorl	%eax, %eax
	vxorps	%xmm0, %xmm0, %xmm0
.Lloop:
	vmulps	(%rdi,%rax,4), %xmm1, %xmm2
	vaddps	%xmm2, %xmm0, %xmm0
	addq	$4, %rax
	cmpq	%rsi, %rax
	jne	.Lloop
	frobnicate	%rax, %rbx
	retq
