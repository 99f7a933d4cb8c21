	.file	"int_ops.c"
	.text
	.globl	__popcountdi2
	.p2align 4
	.globl	popcount_sum
	.type	popcount_sum, @function
popcount_sum:
.LFB0:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	testq	%rsi, %rsi
	je	.L4
	movq	%rdi, %rbx
	leaq	(%rdi,%rsi,8), %r12
	xorl	%ebp, %ebp
	.p2align 4,,10
	.p2align 3
.L3:
	movq	(%rbx), %rdi
	addq	$8, %rbx
	call	__popcountdi2@PLT
	addl	%eax, %ebp
	cmpq	%rbx, %r12
	jne	.L3
	movl	%ebp, %eax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L4:
	.cfi_restore_state
	xorl	%ebp, %ebp
	popq	%rbx
	.cfi_def_cfa_offset 24
	movl	%ebp, %eax
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE0:
	.size	popcount_sum, .-popcount_sum
	.p2align 4
	.globl	ctz_clz
	.type	ctz_clz, @function
ctz_clz:
.LFB1:
	.cfi_startproc
	orl	$1, %edi
	orq	$1, %rsi
	rep bsfl	%edi, %edi
	bsrq	%rsi, %rsi
	xorq	$63, %rsi
	leal	(%rdi,%rsi), %eax
	ret
	.cfi_endproc
.LFE1:
	.size	ctz_clz, .-ctz_clz
	.p2align 4
	.globl	divmod
	.type	divmod, @function
divmod:
.LFB2:
	.cfi_startproc
	movq	%rdi, %rax
	movq	%rsi, %r8
	movl	%edx, %esi
	cqto
	movl	%esi, %edi
	idivq	%r8
	sarl	$31, %edi
	addq	%rdx, %rax
	movslq	%esi, %rdx
	imulq	$-1840700269, %rdx, %rdx
	shrq	$32, %rdx
	addl	%esi, %edx
	sarl	$3, %esi
	sarl	$2, %edx
	movslq	%esi, %rsi
	subl	%edi, %edx
	movl	$3435973837, %edi
	movslq	%edx, %rdx
	addq	%rdx, %rax
	movl	%ecx, %edx
	imulq	%rdi, %rdx
	movl	%ecx, %edi
	sall	$5, %ecx
	shrq	$35, %rdx
	leal	(%rdx,%rdx,4), %edx
	addl	%edx, %edx
	subl	%edx, %edi
	addq	%rdi, %rax
	addq	%rsi, %rax
	addq	%rcx, %rax
	ret
	.cfi_endproc
.LFE2:
	.size	divmod, .-divmod
	.p2align 4
	.globl	rotl
	.type	rotl, @function
rotl:
.LFB3:
	.cfi_startproc
	movl	%edi, %eax
	movl	%esi, %ecx
	roll	%cl, %eax
	ret
	.cfi_endproc
.LFE3:
	.size	rotl, .-rotl
	.p2align 4
	.globl	max3
	.type	max3, @function
max3:
.LFB4:
	.cfi_startproc
	cmpl	%edx, %edi
	movl	%esi, %eax
	cmovl	%edx, %edi
	cmpl	%esi, %edi
	cmovge	%edi, %eax
	ret
	.cfi_endproc
.LFE4:
	.size	max3, .-max3
	.p2align 4
	.globl	bytes
	.type	bytes, @function
bytes:
.LFB5:
	.cfi_startproc
	testq	%rdx, %rdx
	je	.L12
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L14:
	movzbl	(%rsi,%rcx), %eax
	addl	$3, %eax
	xorl	$90, %eax
	movb	%al, (%rdi,%rcx)
	addq	$1, %rcx
	cmpq	%rcx, %rdx
	jne	.L14
.L12:
	ret
	.cfi_endproc
.LFE5:
	.size	bytes, .-bytes
	.p2align 4
	.globl	mix
	.type	mix, @function
mix:
.LFB6:
	.cfi_startproc
	movswl	%si, %esi
	movq	%rdi, %rax
	movl	%edx, %r8d
	movl	%ecx, %edi
	movl	%esi, %edx
	imulq	$1000003, %rax, %rcx
	movsbq	%r8b, %r8
	movzwl	%di, %edi
	sall	$4, %edx
	addl	%esi, %edx
	movslq	%edx, %rdx
	addq	%rdx, %rcx
	cqto
	subq	%r8, %rcx
	addq	%rdi, %rcx
	addq	%rdx, %rcx
	movabsq	$-6148914691236517205, %rdx
	mulq	%rdx
	shrq	%rdx
	leaq	(%rcx,%rdx), %rax
	ret
	.cfi_endproc
.LFE6:
	.size	mix, .-mix
	.p2align 4
	.globl	hash
	.type	hash, @function
hash:
.LFB7:
	.cfi_startproc
	movabsq	$1469598103934665603, %rax
	movzbl	(%rdi), %edx
	testb	%dl, %dl
	je	.L20
	movabsq	$1099511628211, %rcx
	.p2align 4,,10
	.p2align 3
.L22:
	addq	$1, %rdi
	xorq	%rdx, %rax
	movzbl	(%rdi), %edx
	imulq	%rcx, %rax
	testb	%dl, %dl
	jne	.L22
.L20:
	ret
	.cfi_endproc
.LFE7:
	.size	hash, .-hash
	.p2align 4
	.globl	sel
	.type	sel, @function
sel:
.LFB8:
	.cfi_startproc
	movl	$-1, %eax
	cmpl	$6, %edi
	ja	.L26
	movl	%edi, %edi
	leaq	CSWTCH.12(%rip), %rax
	movl	(%rax,%rdi,4), %eax
.L26:
	ret
	.cfi_endproc
.LFE8:
	.size	sel, .-sel
	.section	.rodata
	.align 16
	.type	CSWTCH.12, @object
	.size	CSWTCH.12, 28
CSWTCH.12:
	.long	11
	.long	29
	.long	3
	.long	47
	.long	5
	.long	61
	.long	7
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
