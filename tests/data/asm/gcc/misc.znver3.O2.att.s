	.file	"misc.c"
	.text
	.p2align 4
	.globl	bump
	.type	bump, @function
bump:
.LFB0:
	.cfi_startproc
	lock incq	counter(%rip)
	ret
	.cfi_endproc
.LFE0:
	.size	bump, .-bump
	.p2align 4
	.globl	swap
	.type	swap, @function
swap:
.LFB1:
	.cfi_startproc
	movq	%rdi, %rax
	xchgq	counter(%rip), %rax
	ret
	.cfi_endproc
.LFE1:
	.size	swap, .-swap
	.p2align 4
	.globl	cas
	.type	cas, @function
cas:
.LFB2:
	.cfi_startproc
	movq	%rsi, %rax
	lock cmpxchgq	%rdx, (%rdi)
	sete	%al
	movzbl	%al, %eax
	ret
	.cfi_endproc
.LFE2:
	.size	cas, .-cas
	.p2align 4
	.globl	ld
	.type	ld, @function
ld:
.LFB3:
	.cfi_startproc
	fldt	8(%rsp)
	fldt	24(%rsp)
	fld	%st(1)
	fmul	%st(1), %st
	fxch	%st(2)
	fdivp	%st, %st(1)
	faddp	%st, %st(1)
	ret
	.cfi_endproc
.LFE3:
	.size	ld, .-ld
	.p2align 4
	.globl	call_ptr
	.type	call_ptr, @function
call_ptr:
.LFB4:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movl	%esi, %edi
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movl	%esi, %ebx
	call	*%r12
	movl	%eax, %ebp
	leal	1(%rbx), %edi
	call	*%r12
	popq	%rbx
	.cfi_def_cfa_offset 24
	addl	%ebp, %eax
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE4:
	.size	call_ptr, .-call_ptr
	.p2align 4
	.globl	get_tls
	.type	get_tls, @function
get_tls:
.LFB5:
	.cfi_startproc
	movl	%fs:tls_var@tpoff, %eax
	leal	1(%rax), %edx
	movl	%edx, %fs:tls_var@tpoff
	ret
	.cfi_endproc
.LFE5:
	.size	get_tls, .-get_tls
	.p2align 4
	.globl	sum
	.type	sum, @function
sum:
.LFB6:
	.cfi_startproc
	leaq	8(%rsp), %rax
	movq	%rsi, -40(%rsp)
	movq	%rdx, -32(%rsp)
	movq	%rcx, -24(%rsp)
	movq	%rax, -64(%rsp)
	leaq	-48(%rsp), %rax
	movq	%r8, -16(%rsp)
	movq	%r9, -8(%rsp)
	movl	$8, -72(%rsp)
	movq	%rax, -56(%rsp)
	testl	%edi, %edi
	jle	.L14
	movq	%rax, %r9
	movl	$8, %ecx
	leaq	8(%rsp), %r8
	xorl	%eax, %eax
	xorl	%esi, %esi
	jmp	.L13
	.p2align 4
	.p2align 3
.L16:
	movl	%ecx, %edx
	incl	%eax
	addl	$8, %ecx
	addq	%r9, %rdx
	addl	(%rdx), %esi
	cmpl	%eax, %edi
	je	.L9
.L13:
	cmpl	$47, %ecx
	jbe	.L16
	movq	%r8, %rdx
	incl	%eax
	addq	$8, %r8
	addl	(%rdx), %esi
	cmpl	%eax, %edi
	jne	.L13
.L9:
	movl	%esi, %eax
	ret
	.p2align 4
	.p2align 3
.L14:
	xorl	%esi, %esi
	movl	%esi, %eax
	ret
	.cfi_endproc
.LFE6:
	.size	sum, .-sum
	.p2align 4
	.globl	mul128
	.type	mul128, @function
mul128:
.LFB7:
	.cfi_startproc
	imulq	%rdx, %rsi
	mulx	%rdi, %rax, %rdx
	imulq	%rdi, %rcx
	addq	%rcx, %rsi
	addq	%rsi, %rdx
	ret
	.cfi_endproc
.LFE7:
	.size	mul128, .-mul128
	.p2align 4
	.globl	umul
	.type	umul, @function
umul:
.LFB8:
	.cfi_startproc
	movq	%rdi, %rdx
	mulx	%rsi, %rax, %rdx
	ret
	.cfi_endproc
.LFE8:
	.size	umul, .-umul
	.p2align 4
	.globl	fcmp
	.type	fcmp, @function
fcmp:
.LFB9:
	.cfi_startproc
	vcomisd	%xmm0, %xmm1
	ja	.L20
	vucomisd	%xmm1, %xmm0
	jp	.L23
	vxorpd	%xmm0, %xmm0, %xmm0
	je	.L20
.L23:
	vmovsd	%xmm1, %xmm1, %xmm0
.L20:
	ret
	.cfi_endproc
.LFE9:
	.size	fcmp, .-fcmp
	.p2align 4
	.globl	f2i
	.type	f2i, @function
f2i:
.LFB10:
	.cfi_startproc
	vaddss	%xmm0, %xmm0, %xmm2
	vxorps	%xmm1, %xmm1, %xmm1
	vcvttss2siq	%xmm2, %rax
	vcvtsi2ssq	%rax, %xmm1, %xmm2
	vcvttss2sil	%xmm0, %eax
	vcvtsi2ssl	%eax, %xmm1, %xmm1
	vaddss	%xmm1, %xmm2, %xmm0
	ret
	.cfi_endproc
.LFE10:
	.size	f2i, .-f2i
	.globl	tls_var
	.section	.tbss,"awT",@nobits
	.align 4
	.type	tls_var, @object
	.size	tls_var, 4
tls_var:
	.zero	4
	.globl	counter
	.bss
	.align 8
	.type	counter, @object
	.size	counter, 8
counter:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
