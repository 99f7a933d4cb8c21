# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=znver4 -show-encoding
# -show-encoding: legacy encodings (REX, SIB, disp8/disp32, RIP-relative, segment and lock
# prefixes, 16-bit operands, long immediates, symbolic operands, relaxed branches).
.L_loop:
	movl	(%rdi), %eax
	movq	8(%rsp), %rcx
	movq	-1024(%rbp,%r12,8), %r8
	addl	(%rax), %r13d
	leaq	.LC0(%rip), %rsi
	movl	foo+16(%rip), %edx
	movl	%fs:40, %eax
	lock
	addq	$0x12345678, %gs:0x12345678(%rbx,%r15,8)
	movabsq	$0x123456789abcdef0, %r11
	movw	$0x1234, (%rdx)
	imull	$1000, %ecx, %edx
	addl	$foo, %eax
	andq	$-16, %rsp
	shlq	$3, %r9
	sarl	%cl, %esi
	movzbl	%sil, %eax
	movb	%ah, %bl
	setne	%r10b
	cmovgeq	%r14, %rax
	bswapq	%r13
	xchgl	%eax, %ebp
	pushq	%r15
	popq	%rbx
	testb	$1, 5(%rdi)
	incl	(%rip)
	rep movsb
	xorps	%xmm8, %xmm1
	pshufd	$27, (%rax), %xmm9
	crc32q	%rax, %rcx
	mfence
	nop
	nopw	%cs:0(%rax,%rax)
	cmpl	%r8d, %esi
	jne	.L_loop
	jmp	.L_loop
