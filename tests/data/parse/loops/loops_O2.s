	.file	"loops.c"
	.text
	.p2align 4
	.globl	dot
	.type	dot, @function
dot:
.LFB0:
	.cfi_startproc
	testq	%rdx, %rdx
	je	.L4
	xorl	%eax, %eax
	pxor	%xmm1, %xmm1
	.p2align 4,,10
	.p2align 3
.L3:
	movss	(%rdi,%rax,4), %xmm0
	mulss	(%rsi,%rax,4), %xmm0
	addq	$1, %rax
	addss	%xmm0, %xmm1
	cmpq	%rax, %rdx
	jne	.L3
	movaps	%xmm1, %xmm0
	ret
	.p2align 4,,10
	.p2align 3
.L4:
	pxor	%xmm1, %xmm1
	movaps	%xmm1, %xmm0
	ret
	.cfi_endproc
.LFE0:
	.size	dot, .-dot
	.p2align 4
	.globl	saxpy
	.type	saxpy, @function
saxpy:
.LFB1:
	.cfi_startproc
	testl	%edx, %edx
	jle	.L7
	movslq	%edx, %rdx
	xorl	%eax, %eax
	salq	$2, %rdx
	.p2align 4,,10
	.p2align 3
.L9:
	movss	(%rsi,%rax), %xmm1
	mulss	%xmm0, %xmm1
	addss	(%rdi,%rax), %xmm1
	movss	%xmm1, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.L9
.L7:
	ret
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
	je	.L14
	.p2align 4,,10
	.p2align 3
.L13:
	addq	8(%rdi), %rax
	movq	(%rdi), %rdi
	testq	%rdi, %rdi
	jne	.L13
	ret
	.p2align 4,,10
	.p2align 3
.L14:
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
	jle	.L20
	movslq	%esi, %rsi
	xorl	%eax, %eax
	jmp	.L19
	.p2align 4,,10
	.p2align 3
.L22:
	addq	$1, %rax
	cmpq	%rsi, %rax
	je	.L20
.L19:
	cmpl	%edx, (%rdi,%rax,4)
	jne	.L22
	ret
	.p2align 4,,10
	.p2align 3
.L20:
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
	jle	.L31
	movslq	%ecx, %r11
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rsi, %r9
	movq	%rdi, %r10
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movl	%ecx, %ebp
	leaq	0(,%r11,8), %rcx
	movq	%rdx, %r12
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	leaq	(%rsi,%rcx), %rsi
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L25:
	movq	%r12, %r8
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L28:
	movq	%r8, %rdx
	movq	%r9, %rax
	pxor	%xmm1, %xmm1
	.p2align 4,,10
	.p2align 3
.L26:
	movsd	(%rax), %xmm0
	mulsd	(%rdx), %xmm0
	addq	$8, %rax
	addq	%rcx, %rdx
	addsd	%xmm0, %xmm1
	cmpq	%rsi, %rax
	jne	.L26
	movsd	%xmm1, (%r10,%rdi,8)
	addq	$1, %rdi
	addq	$8, %r8
	cmpq	%rdi, %r11
	jne	.L28
	addl	$1, %ebx
	addq	%rcx, %r10
	addq	%rcx, %r9
	addq	%rcx, %rsi
	cmpl	%ebx, %ebp
	jne	.L25
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L31:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
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
	jle	.L39
	movslq	%esi, %rsi
	xorl	%eax, %eax
	leaq	(%rdi,%rsi,4), %rsi
	.p2align 4,,10
	.p2align 3
.L38:
	movl	(%rdi), %edx
	leal	(%rax,%rdx), %ecx
	subl	$1, %eax
	testl	%edx, %edx
	cmovg	%ecx, %eax
	addq	$4, %rdi
	cmpq	%rsi, %rdi
	jne	.L38
	ret
	.p2align 4,,10
	.p2align 3
.L39:
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
	testq	%rsi, %rsi
	je	.L45
	addq	%rdi, %rsi
	movl	$-1, %eax
	.p2align 4,,10
	.p2align 3
.L44:
	movzbl	(%rdi), %edx
	addq	$1, %rdi
	xorl	%edx, %eax
	movl	$8, %edx
	.p2align 4,,10
	.p2align 3
.L43:
	movl	%eax, %ecx
	andl	$1, %eax
	negl	%eax
	shrl	%ecx
	andl	$-306674912, %eax
	xorl	%ecx, %eax
	subl	$1, %edx
	jne	.L43
	cmpq	%rsi, %rdi
	jne	.L44
	notl	%eax
	ret
.L45:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE6:
	.size	crc, .-crc
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
