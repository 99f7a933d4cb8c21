	.file	"loops.c"
	.text
	.p2align 4
	.globl	dot
	.type	dot, @function
dot:
.LFB0:
	.cfi_startproc
	movq	%rdi, %rax
	movq	%rsi, %rcx
	testq	%rdx, %rdx
	je	.L9
	leaq	-1(%rdx), %rsi
	cmpq	$6, %rsi
	jbe	.L10
	movq	%rdx, %rdi
	shrq	$3, %rdi
	salq	$5, %rdi
	xorl	%esi, %esi
	vxorps	%xmm0, %xmm0, %xmm0
	.p2align 4,,10
	.p2align 3
.L4:
	vmovups	(%rax,%rsi), %ymm4
	vmulps	(%rcx,%rsi), %ymm4, %ymm1
	addq	$32, %rsi
	vaddss	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm3
	vshufps	$255, %xmm1, %xmm1, %xmm2
	vaddss	%xmm3, %xmm0, %xmm0
	vunpckhps	%xmm1, %xmm1, %xmm3
	vaddss	%xmm3, %xmm0, %xmm0
	vaddss	%xmm2, %xmm0, %xmm0
	vextractf32x4	$1, %ymm1, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	valignd	$5, %ymm1, %ymm1, %ymm2
	vaddss	%xmm2, %xmm0, %xmm0
	valignd	$6, %ymm1, %ymm1, %ymm2
	valignd	$7, %ymm1, %ymm1, %ymm1
	vaddss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	cmpq	%rsi, %rdi
	jne	.L4
	movq	%rdx, %rsi
	andq	$-8, %rsi
	testb	$7, %dl
	je	.L20
	vzeroupper
.L3:
	movq	%rdx, %rdi
	subq	%rsi, %rdi
	leaq	-1(%rdi), %r8
	cmpq	$2, %r8
	jbe	.L7
	vmovups	(%rax,%rsi,4), %xmm5
	movq	%rdi, %r8
	vmulps	(%rcx,%rsi,4), %xmm5, %xmm1
	andq	$-4, %r8
	addq	%r8, %rsi
	andl	$3, %edi
	vaddss	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vunpckhps	%xmm1, %xmm1, %xmm2
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	je	.L1
.L7:
	vmovss	(%rax,%rsi,4), %xmm6
	leaq	1(%rsi), %r8
	vfmadd231ss	(%rcx,%rsi,4), %xmm6, %xmm0
	leaq	0(,%rsi,4), %rdi
	cmpq	%rdx, %r8
	jnb	.L1
	vmovss	4(%rax,%rdi), %xmm7
	addq	$2, %rsi
	vfmadd231ss	4(%rcx,%rdi), %xmm7, %xmm0
	cmpq	%rdx, %rsi
	jnb	.L1
	vmovss	8(%rax,%rdi), %xmm7
	vfmadd231ss	8(%rcx,%rdi), %xmm7, %xmm0
	ret
	.p2align 4,,10
	.p2align 3
.L9:
	vxorps	%xmm0, %xmm0, %xmm0
.L1:
	ret
	.p2align 4,,10
	.p2align 3
.L20:
	vzeroupper
	ret
.L10:
	xorl	%esi, %esi
	vxorps	%xmm0, %xmm0, %xmm0
	jmp	.L3
	.cfi_endproc
.LFE0:
	.size	dot, .-dot
	.p2align 4
	.globl	saxpy
	.type	saxpy, @function
saxpy:
.LFB1:
	.cfi_startproc
	movslq	%edx, %rax
	movq	%rdi, %rcx
	testl	%eax, %eax
	jle	.L39
	leal	-1(%rax), %edx
	movl	%eax, %r8d
	cmpl	$2, %edx
	jbe	.L23
	leaq	4(%rsi), %r9
	subq	%r9, %rdi
	cmpq	$24, %rdi
	ja	.L40
.L23:
	leaq	0(,%rax,4), %rdx
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L29:
	vmovss	(%rsi,%rax), %xmm1
	vfmadd213ss	(%rcx,%rax), %xmm0, %xmm1
	vmovss	%xmm1, (%rcx,%rax)
	addq	$4, %rax
	cmpq	%rax, %rdx
	jne	.L29
	ret
.L37:
	vzeroupper
.L39:
	ret
	.p2align 4,,10
	.p2align 3
.L40:
	cmpl	$6, %edx
	jbe	.L31
	movl	%eax, %edi
	shrl	$3, %edi
	vbroadcastss	%xmm0, %ymm2
	salq	$5, %rdi
	xorl	%edx, %edx
	.p2align 4,,10
	.p2align 3
.L25:
	vmovups	(%rsi,%rdx), %ymm1
	vfmadd213ps	(%rcx,%rdx), %ymm2, %ymm1
	vmovups	%ymm1, (%rcx,%rdx)
	addq	$32, %rdx
	cmpq	%rdi, %rdx
	jne	.L25
	movl	%eax, %edx
	andl	$-8, %edx
	movl	%edx, %edi
	cmpl	%edx, %eax
	je	.L37
	movl	%eax, %r8d
	subl	%edx, %r8d
	leal	-1(%r8), %r9d
	cmpl	$2, %r9d
	jbe	.L41
	vzeroupper
.L24:
	leaq	(%rcx,%rdi,4), %r9
	vmovups	(%r9), %xmm3
	vbroadcastss	%xmm0, %xmm1
	vfmadd132ps	(%rsi,%rdi,4), %xmm3, %xmm1
	movl	%r8d, %edi
	andl	$-4, %edi
	addl	%edi, %edx
	andl	$3, %r8d
	vmovups	%xmm1, (%r9)
	je	.L39
.L27:
	movslq	%edx, %r9
	vmovss	(%rsi,%r9,4), %xmm1
	leaq	0(,%r9,4), %rdi
	leaq	(%rcx,%rdi), %r8
	vfmadd213ss	(%r8), %xmm0, %xmm1
	vmovss	%xmm1, (%r8)
	leal	1(%rdx), %r8d
	cmpl	%r8d, %eax
	jle	.L39
	vmovss	4(%rsi,%rdi), %xmm1
	leaq	4(%rcx,%rdi), %r8
	vfmadd213ss	(%r8), %xmm0, %xmm1
	addl	$2, %edx
	vmovss	%xmm1, (%r8)
	cmpl	%edx, %eax
	jle	.L39
	leaq	8(%rcx,%rdi), %rax
	vmovss	(%rax), %xmm4
	vfmadd132ss	8(%rsi,%rdi), %xmm4, %xmm0
	vmovss	%xmm0, (%rax)
	ret
.L31:
	xorl	%edi, %edi
	xorl	%edx, %edx
	jmp	.L24
.L41:
	vzeroupper
	jmp	.L27
	.cfi_endproc
.LFE1:
	.size	saxpy, .-saxpy
	.p2align 4
	.globl	sum_list
	.type	sum_list, @function
sum_list:
.LFB2:
	.cfi_startproc
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L45
	.p2align 4,,10
	.p2align 3
.L44:
	addq	8(%rdi), %rax
	movq	(%rdi), %rdi
	testq	%rdi, %rdi
	jne	.L44
	ret
	.p2align 4,,10
	.p2align 3
.L45:
	ret
	.cfi_endproc
.LFE2:
	.size	sum_list, .-sum_list
	.p2align 4
	.globl	find
	.type	find, @function
find:
.LFB3:
	.cfi_startproc
	testl	%esi, %esi
	jle	.L51
	movslq	%esi, %rsi
	xorl	%eax, %eax
	jmp	.L50
	.p2align 4,,10
	.p2align 3
.L53:
	incq	%rax
	cmpq	%rsi, %rax
	je	.L51
.L50:
	cmpl	%edx, (%rdi,%rax,4)
	jne	.L53
	ret
	.p2align 4,,10
	.p2align 3
.L51:
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE3:
	.size	find, .-find
	.p2align 4
	.globl	matmul
	.type	matmul, @function
matmul:
.LFB4:
	.cfi_startproc
	testl	%ecx, %ecx
	jle	.L68
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movslq	%ecx, %rax
	leaq	0(,%rax,8), %r10
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rdi, %r15
	movq	%rsi, %r9
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movl	%ecx, %r13d
	movq	%rsi, %r14
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdx, %r8
	andl	$-2, %r13d
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	xorl	%edi, %edi
	xorl	%esi, %esi
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rax, -32(%rsp)
	salq	$4, %rax
	movq	%rax, %rbx
	movl	%ecx, %eax
	shrl	%eax
	salq	$4, %rax
	movq	%rax, -16(%rsp)
	.p2align 4,,10
	.p2align 3
.L56:
	movq	-16(%rsp), %rax
	movl	%esi, -20(%rsp)
	movq	%r8, %r12
	leaq	(%r14,%rax), %r11
	xorl	%ebp, %ebp
	.p2align 4,,10
	.p2align 3
.L62:
	movl	%ebp, %esi
	cmpl	$1, %ecx
	je	.L63
	movq	%r14, %rdx
	movq	%r12, %rax
	vxorpd	%xmm1, %xmm1, %xmm1
	.p2align 4,,10
	.p2align 3
.L58:
	vmovsd	(%rax), %xmm0
	addq	$16, %rdx
	vmovhpd	(%rax,%r10), %xmm0, %xmm0
	vmulpd	-16(%rdx), %xmm0, %xmm0
	addq	%rbx, %rax
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm1
	cmpq	%rdx, %r11
	jne	.L58
	movl	%r13d, %eax
	cmpl	%r13d, %ecx
	je	.L57
.L61:
	movl	%ecx, %edx
	imull	%eax, %edx
	addl	%edi, %eax
	cltq
	addl	%esi, %edx
	movslq	%edx, %rdx
	vmovsd	(%r8,%rdx,8), %xmm3
	vfmadd231sd	(%r9,%rax,8), %xmm3, %xmm1
.L57:
	vmovsd	%xmm1, (%r15,%rbp,8)
	incq	%rbp
	addq	$8, %r12
	cmpq	%rbp, -32(%rsp)
	jne	.L62
	movl	-20(%rsp), %esi
	addl	%ecx, %edi
	incl	%esi
	addq	%r10, %r15
	addq	%r10, %r14
	cmpl	%esi, %ecx
	jne	.L56
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L63:
	.cfi_restore_state
	xorl	%eax, %eax
	vxorpd	%xmm1, %xmm1, %xmm1
	jmp	.L61
.L68:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE4:
	.size	matmul, .-matmul
	.p2align 4
	.globl	count_if
	.type	count_if, @function
count_if:
.LFB5:
	.cfi_startproc
	testl	%esi, %esi
	jle	.L76
	movslq	%esi, %rsi
	leaq	(%rdi,%rsi,4), %rsi
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L75:
	movl	(%rdi), %edx
	leal	(%rax,%rdx), %ecx
	decl	%eax
	testl	%edx, %edx
	cmovg	%ecx, %eax
	addq	$4, %rdi
	cmpq	%rsi, %rdi
	jne	.L75
	ret
	.p2align 4,,10
	.p2align 3
.L76:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE5:
	.size	count_if, .-count_if
	.p2align 4
	.globl	crc
	.type	crc, @function
crc:
.LFB6:
	.cfi_startproc
	movq	%rdi, %rcx
	testq	%rsi, %rsi
	je	.L81
	addq	%rdi, %rsi
	movl	$-1, %edx
	.p2align 4,,10
	.p2align 3
.L80:
	movzbl	(%rcx), %eax
	incq	%rcx
	xorl	%edx, %eax
	movl	%eax, %edx
	andl	$1, %eax
	negl	%eax
	andl	$-306674912, %eax
	shrl	%edx
	xorl	%eax, %edx
	movl	%edx, %eax
	andl	$1, %edx
	negl	%edx
	andl	$-306674912, %edx
	shrl	%eax
	xorl	%edx, %eax
	movl	%eax, %edx
	andl	$1, %eax
	negl	%eax
	andl	$-306674912, %eax
	shrl	%edx
	xorl	%eax, %edx
	movl	%edx, %eax
	andl	$1, %edx
	negl	%edx
	andl	$-306674912, %edx
	shrl	%eax
	xorl	%edx, %eax
	movl	%eax, %edx
	andl	$1, %eax
	negl	%eax
	andl	$-306674912, %eax
	shrl	%edx
	xorl	%eax, %edx
	movl	%edx, %eax
	andl	$1, %edx
	negl	%edx
	andl	$-306674912, %edx
	shrl	%eax
	xorl	%edx, %eax
	movl	%eax, %edx
	shrl	%edx
	andl	$1, %eax
	negl	%eax
	andl	$-306674912, %eax
	xorl	%eax, %edx
	movl	%edx, %eax
	andl	$1, %edx
	negl	%edx
	shrl	%eax
	andl	$-306674912, %edx
	xorl	%eax, %edx
	cmpq	%rsi, %rcx
	jne	.L80
	movl	%edx, %eax
	notl	%eax
	ret
.L81:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE6:
	.size	crc, .-crc
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
