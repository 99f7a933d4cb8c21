	.file	"stencil.c"
	.text
	.p2align 4
	.globl	blur
	.type	blur, @function
blur:
.LFB0:
	.cfi_startproc
	cmpq	$2, %rcx
	jbe	.L22
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	pushq	%r15
	pushq	%r14
	pushq	%r13
	.cfi_offset 15, -24
	.cfi_offset 14, -32
	.cfi_offset 13, -40
	movq	%rdx, %r13
	pushq	%r12
	pushq	%rbx
	andq	$-32, %rsp
	.cfi_offset 12, -48
	.cfi_offset 3, -56
	cmpq	$2, %rdx
	jbe	.L20
	leaq	0(,%rdx,4), %r14
	movq	%rsi, %rax
	movq	%rdi, %r15
	vmovss	.LC1(%rip), %xmm2
	leaq	(%rsi,%r14), %rdx
	leaq	4(%r14), %rsi
	movq	%r14, -40(%rsp)
	leaq	(%rdi,%rsi), %r8
	movq	%rsi, -48(%rsp)
	leaq	-2(%rcx), %rsi
	vbroadcastss	%xmm2, %ymm1
	leaq	-2(%r13), %rcx
	movq	%rsi, -24(%rsp)
	leaq	-3(%r13), %rsi
	vshufps	$0, %xmm2, %xmm2, %xmm3
	movq	%rsi, -32(%rsp)
	movq	%rcx, %rsi
	movq	%rcx, %rbx
	andl	$7, %ecx
	andq	$-8, %rsi
	shrq	$3, %rbx
	movq	%rcx, -64(%rsp)
	leaq	2(%rsi), %rdi
	salq	$5, %rbx
	movq	%rsi, -88(%rsp)
	addq	$1, %rsi
	movq	%rdi, -80(%rsp)
	movl	$4, %edi
	subq	%r14, %rdi
	movq	%rbx, -16(%rsp)
	movq	$0, -8(%rsp)
	movq	%rdi, -56(%rsp)
	movq	%rsi, -72(%rsp)
	movq	%r13, %rsi
	.p2align 4,,10
	.p2align 3
.L3:
	movq	%rsi, %r12
	movq	%rsi, %r9
	addq	%r13, %rsi
	subq	%r13, %r12
	cmpq	$6, -32(%rsp)
	jbe	.L26
	movq	-56(%rsp), %rdi
	movq	-48(%rsp), %rbx
	leaq	8(%rdx), %r11
	xorl	%ecx, %ecx
	leaq	(%rdi,%rdx), %r10
	leaq	(%rbx,%rdx), %rdi
	movq	-16(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L4:
	vmovups	(%r11,%rcx), %ymm4
	vaddps	(%rdx,%rcx), %ymm4, %ymm0
	vaddps	(%r10,%rcx), %ymm0, %ymm0
	vaddps	(%rdi,%rcx), %ymm0, %ymm0
	vmulps	%ymm1, %ymm0, %ymm0
	vmovups	%ymm0, (%r8,%rcx)
	addq	$32, %rcx
	cmpq	%rcx, %rbx
	jne	.L4
	cmpq	$0, -64(%rsp)
	movq	%rbx, -16(%rsp)
	je	.L5
	movq	-88(%rsp), %r10
	movq	-72(%rsp), %rdi
	movq	-80(%rsp), %rcx
.L8:
	movq	%r13, %r11
	subq	%r10, %r11
	leaq	-2(%r11), %r14
	subq	$3, %r11
	cmpq	$2, %r11
	jbe	.L6
	leaq	(%r10,%r9), %r11
	leaq	1(%r12,%r10), %rbx
	leaq	1(%rsi,%r10), %r10
	vmovups	8(%rax,%r11,4), %xmm5
	vaddps	(%rax,%r11,4), %xmm5, %xmm0
	vaddps	(%rax,%rbx,4), %xmm0, %xmm0
	vaddps	(%rax,%r10,4), %xmm0, %xmm0
	movq	%r14, %r10
	andq	$-4, %r10
	addq	%r10, %rcx
	addq	%r10, %rdi
	andl	$3, %r14d
	vmulps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, 4(%r15,%r11,4)
	je	.L5
.L6:
	leaq	(%rdi,%r9), %r10
	leaq	(%r12,%rdi), %r11
	addq	%rsi, %rdi
	vmovss	-4(%rax,%r10,4), %xmm0
	vaddss	4(%rax,%r10,4), %xmm0, %xmm0
	vaddss	(%rax,%r11,4), %xmm0, %xmm0
	vaddss	(%rax,%rdi,4), %xmm0, %xmm0
	leaq	1(%rcx), %rdi
	vmulss	%xmm2, %xmm0, %xmm0
	vmovss	%xmm0, (%r15,%r10,4)
	cmpq	%r13, %rdi
	jnb	.L5
	leaq	(%rcx,%r9), %r10
	leaq	(%r12,%rcx), %r11
	vmovss	4(%rax,%r10,4), %xmm0
	vaddss	-4(%rax,%r10,4), %xmm0, %xmm0
	vaddss	(%rax,%r11,4), %xmm0, %xmm0
	leaq	(%rsi,%rcx), %r11
	addq	$2, %rcx
	vaddss	(%rax,%r11,4), %xmm0, %xmm0
	vmulss	%xmm2, %xmm0, %xmm0
	vmovss	%xmm0, (%r15,%r10,4)
	cmpq	%r13, %rcx
	jnb	.L5
	addq	%rdi, %r9
	addq	%rdi, %r12
	addq	%rsi, %rdi
	vmovss	-4(%rax,%r9,4), %xmm0
	vaddss	4(%rax,%r9,4), %xmm0, %xmm0
	vaddss	(%rax,%r12,4), %xmm0, %xmm0
	vaddss	(%rax,%rdi,4), %xmm0, %xmm0
	vmulss	%xmm2, %xmm0, %xmm0
	vmovss	%xmm0, (%r15,%r9,4)
.L5:
	movq	-40(%rsp), %rbx
	addq	$1, -8(%rsp)
	movq	-8(%rsp), %rdi
	addq	%rbx, %rdx
	addq	%rbx, %r8
	cmpq	%rdi, -24(%rsp)
	jne	.L3
	vzeroupper
.L20:
	leaq	-40(%rbp), %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	.cfi_remember_state
	.cfi_def_cfa 7, 8
	ret
.L26:
	.cfi_restore_state
	xorl	%r10d, %r10d
	movl	$1, %edi
	movl	$2, %ecx
	jmp	.L8
.L22:
	.cfi_def_cfa 7, 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE0:
	.size	blur, .-blur
	.p2align 4
	.globl	imax
	.type	imax, @function
imax:
.LFB1:
	.cfi_startproc
	vmovd	(%rdi), %xmm1
	movq	%rdi, %rcx
	vmovd	%xmm1, %eax
	cmpq	$1, %rsi
	jbe	.L27
	leaq	-2(%rsi), %rdx
	leaq	-1(%rsi), %r8
	cmpq	$6, %rdx
	jbe	.L44
	movq	%r8, %rdx
	vmovd	%eax, %xmm0
	movq	%rdi, %rax
	shrq	$3, %rdx
	vpbroadcastd	%xmm0, %ymm0
	salq	$5, %rdx
	addq	%rdi, %rdx
	.p2align 4,,10
	.p2align 3
.L31:
	vpmaxsd	4(%rax), %ymm0, %ymm0
	addq	$32, %rax
	cmpq	%rax, %rdx
	jne	.L31
	vextracti128	$0x1, %ymm0, %xmm2
	movq	%r8, %rdi
	vpmaxsd	%xmm0, %xmm2, %xmm1
	andq	$-8, %rdi
	vpmaxsd	%xmm2, %xmm0, %xmm0
	andl	$7, %r8d
	vpsrldq	$8, %xmm1, %xmm3
	leaq	1(%rdi), %rdx
	vpmaxsd	%xmm3, %xmm1, %xmm1
	vpsrldq	$4, %xmm1, %xmm3
	vpmaxsd	%xmm3, %xmm1, %xmm1
	vmovd	%xmm1, %eax
	vmovd	%eax, %xmm1
	je	.L43
	vzeroupper
.L30:
	movq	%rsi, %rax
	subq	%rdi, %rax
	leaq	-1(%rax), %r8
	subq	$2, %rax
	cmpq	$2, %rax
	jbe	.L34
	vpmaxsd	4(%rcx,%rdi,4), %xmm0, %xmm0
	movq	%r8, %rdi
	andq	$-4, %rdi
	vpsrldq	$8, %xmm0, %xmm1
	addq	%rdi, %rdx
	andl	$3, %r8d
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vpsrldq	$4, %xmm0, %xmm1
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %eax
	vmovd	%eax, %xmm1
	je	.L27
.L34:
	vmovd	(%rcx,%rdx,4), %xmm0
	leaq	1(%rdx), %r8
	leaq	0(,%rdx,4), %rdi
	vpmaxsd	%xmm0, %xmm1, %xmm1
	vmovd	%xmm1, %eax
	cmpq	%rsi, %r8
	jnb	.L27
	vmovd	4(%rcx,%rdi), %xmm0
	addq	$2, %rdx
	vpmaxsd	%xmm0, %xmm1, %xmm1
	vmovd	%xmm1, %eax
	cmpq	%rsi, %rdx
	jnb	.L27
	vmovd	8(%rcx,%rdi), %xmm0
	vpmaxsd	%xmm0, %xmm1, %xmm1
	vmovd	%xmm1, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L43:
	vzeroupper
.L27:
	ret
.L44:
	vpshufd	$0, %xmm1, %xmm0
	xorl	%edi, %edi
	movl	$1, %edx
	jmp	.L30
	.cfi_endproc
.LFE1:
	.size	imax, .-imax
	.p2align 4
	.globl	gather
	.type	gather, @function
gather:
.LFB2:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L66
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsi, %rax
	movq	%rdx, %rsi
	leaq	-1(%rcx), %rdx
	movq	%rcx, %r8
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	pushq	%r12
	pushq	%rbx
	.cfi_offset 12, -24
	.cfi_offset 3, -32
	cmpq	$6, %rdx
	jbe	.L52
	movq	%rcx, %r11
	xorl	%ecx, %ecx
	shrq	$3, %r11
	salq	$5, %r11
	.p2align 4,,10
	.p2align 3
.L48:
	leaq	(%rsi,%rcx), %rdx
	movslq	24(%rdx), %r12
	movslq	16(%rdx), %r10
	movslq	28(%rdx), %rbx
	movslq	20(%rdx), %r9
	vmovsd	(%rax,%r12,8), %xmm1
	vmovsd	(%rax,%r10,8), %xmm0
	movslq	(%rdx), %r10
	vmovhpd	(%rax,%rbx,8), %xmm1, %xmm1
	movslq	8(%rdx), %rbx
	vmovhpd	(%rax,%r9,8), %xmm0, %xmm0
	movslq	4(%rdx), %r9
	vinsertf128	$0x1, %xmm1, %ymm0, %ymm0
	movslq	12(%rdx), %rdx
	vmovsd	(%rax,%r10,8), %xmm1
	vmovsd	(%rax,%rbx,8), %xmm2
	vaddpd	%ymm0, %ymm0, %ymm0
	vmovhpd	(%rax,%r9,8), %xmm1, %xmm1
	vmovhpd	(%rax,%rdx,8), %xmm2, %xmm2
	vinsertf128	$0x1, %xmm2, %ymm1, %ymm1
	vmovupd	%ymm0, 32(%rdi,%rcx,2)
	vaddpd	%ymm1, %ymm1, %ymm1
	vmovupd	%ymm1, (%rdi,%rcx,2)
	addq	$32, %rcx
	cmpq	%rcx, %r11
	jne	.L48
	movq	%r8, %rdx
	andq	$-8, %rdx
	testb	$7, %r8b
	je	.L69
	vzeroupper
.L47:
	movq	%r8, %r9
	subq	%rdx, %r9
	leaq	-1(%r9), %rcx
	cmpq	$2, %rcx
	jbe	.L50
	leaq	(%rsi,%rdx,4), %rcx
	leaq	(%rdi,%rdx,8), %r10
	movslq	8(%rcx), %rbx
	movslq	12(%rcx), %r11
	vmovsd	(%rax,%rbx,8), %xmm0
	vmovhpd	(%rax,%r11,8), %xmm0, %xmm0
	movslq	(%rcx), %r11
	movslq	4(%rcx), %rcx
	vaddpd	%xmm0, %xmm0, %xmm0
	vmovsd	(%rax,%r11,8), %xmm1
	vmovhpd	(%rax,%rcx,8), %xmm1, %xmm1
	movq	%r9, %rcx
	vmovupd	%xmm0, 16(%r10)
	vaddpd	%xmm1, %xmm1, %xmm1
	andq	$-4, %rcx
	addq	%rcx, %rdx
	andl	$3, %r9d
	vmovupd	%xmm1, (%r10)
	je	.L64
.L50:
	movslq	(%rsi,%rdx,4), %r10
	leaq	0(,%rdx,4), %r9
	leaq	0(,%rdx,8), %rcx
	vmovsd	(%rax,%r10,8), %xmm0
	leaq	1(%rdx), %r10
	vaddsd	%xmm0, %xmm0, %xmm0
	vmovsd	%xmm0, (%rdi,%rdx,8)
	cmpq	%r8, %r10
	jnb	.L64
	movslq	4(%rsi,%r9), %r10
	addq	$2, %rdx
	vmovsd	(%rax,%r10,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vmovsd	%xmm0, 8(%rdi,%rcx)
	cmpq	%r8, %rdx
	jnb	.L64
	movslq	8(%rsi,%r9), %rdx
	vmovsd	(%rax,%rdx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vmovsd	%xmm0, 16(%rdi,%rcx)
.L64:
	popq	%rbx
	popq	%r12
	popq	%rbp
	.cfi_def_cfa 7, 8
	ret
	.p2align 4,,10
	.p2align 3
.L66:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	ret
	.p2align 4,,10
	.p2align 3
.L69:
	.cfi_def_cfa 6, 16
	.cfi_offset 3, -32
	.cfi_offset 6, -16
	.cfi_offset 12, -24
	vzeroupper
	popq	%rbx
	popq	%r12
	popq	%rbp
	.cfi_remember_state
	.cfi_def_cfa 7, 8
	ret
.L52:
	.cfi_restore_state
	xorl	%edx, %edx
	jmp	.L47
	.cfi_endproc
.LFE2:
	.size	gather, .-gather
	.p2align 4
	.globl	i16mul
	.type	i16mul, @function
i16mul:
.LFB3:
	.cfi_startproc
	movq	%rcx, %r8
	testq	%rcx, %rcx
	je	.L89
	leaq	-1(%rcx), %rax
	cmpq	$14, %rax
	jbe	.L77
	movq	%rcx, %r9
	movl	$65535, %ecx
	xorl	%eax, %eax
	shrq	$4, %r9
	vmovd	%ecx, %xmm3
	salq	$5, %r9
	vpbroadcastd	%xmm3, %ymm3
	.p2align 4,,10
	.p2align 3
.L73:
	vmovdqu	(%rsi,%rax), %ymm4
	vpmulhw	(%rdx,%rax), %ymm4, %ymm0
	vpmullw	(%rdx,%rax), %ymm4, %ymm2
	vpunpcklwd	%ymm0, %ymm2, %ymm1
	vpunpckhwd	%ymm0, %ymm2, %ymm2
	vperm2i128	$32, %ymm2, %ymm1, %ymm0
	vperm2i128	$49, %ymm2, %ymm1, %ymm1
	vpsrad	$4, %ymm0, %ymm0
	vpsrad	$4, %ymm1, %ymm1
	vpand	%ymm0, %ymm3, %ymm0
	vpand	%ymm1, %ymm3, %ymm1
	vpackusdw	%ymm1, %ymm0, %ymm0
	vpermq	$216, %ymm0, %ymm0
	vmovdqu	%ymm0, (%rdi,%rax)
	addq	$32, %rax
	cmpq	%rax, %r9
	jne	.L73
	movq	%r8, %rax
	andq	$-16, %rax
	testb	$15, %r8b
	je	.L90
	vzeroupper
.L72:
	movq	%r8, %rcx
	subq	%rax, %rcx
	leaq	-1(%rcx), %r9
	cmpq	$6, %r9
	jbe	.L75
	vmovdqu	(%rsi,%rax,2), %xmm6
	movl	$65535, %r11d
	vpmulhw	(%rdx,%rax,2), %xmm6, %xmm2
	vpmullw	(%rdx,%rax,2), %xmm6, %xmm1
	vpunpcklwd	%xmm2, %xmm1, %xmm0
	vpunpckhwd	%xmm2, %xmm1, %xmm1
	movq	%rcx, %r9
	vpsrad	$4, %xmm1, %xmm2
	vmovd	%r11d, %xmm1
	andq	$-8, %r9
	vpshufd	$0, %xmm1, %xmm1
	vpsrad	$4, %xmm0, %xmm0
	vpand	%xmm0, %xmm1, %xmm0
	vpand	%xmm2, %xmm1, %xmm1
	vpackusdw	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rdi,%rax,2)
	addq	%r9, %rax
	andl	$7, %ecx
	je	.L89
.L75:
	movswl	(%rsi,%rax,2), %r9d
	movswl	(%rdx,%rax,2), %r10d
	leaq	(%rax,%rax), %rcx
	imull	%r10d, %r9d
	sarl	$4, %r9d
	movw	%r9w, (%rdi,%rax,2)
	leaq	1(%rax), %r9
	cmpq	%r8, %r9
	jnb	.L89
	movswl	2(%rdx,%rcx), %r9d
	movswl	2(%rsi,%rcx), %r10d
	imull	%r10d, %r9d
	sarl	$4, %r9d
	movw	%r9w, 2(%rdi,%rcx)
	leaq	2(%rax), %r9
	cmpq	%r8, %r9
	jnb	.L89
	movswl	4(%rsi,%rcx), %r9d
	movswl	4(%rdx,%rcx), %r10d
	imull	%r10d, %r9d
	sarl	$4, %r9d
	movw	%r9w, 4(%rdi,%rcx)
	leaq	3(%rax), %r9
	cmpq	%r8, %r9
	jnb	.L89
	movswl	6(%rsi,%rcx), %r9d
	movswl	6(%rdx,%rcx), %r10d
	imull	%r10d, %r9d
	sarl	$4, %r9d
	movw	%r9w, 6(%rdi,%rcx)
	leaq	4(%rax), %r9
	cmpq	%r8, %r9
	jnb	.L89
	movswl	8(%rsi,%rcx), %r9d
	movswl	8(%rdx,%rcx), %r10d
	imull	%r10d, %r9d
	sarl	$4, %r9d
	movw	%r9w, 8(%rdi,%rcx)
	leaq	5(%rax), %r9
	cmpq	%r8, %r9
	jnb	.L89
	movswl	10(%rsi,%rcx), %r9d
	movswl	10(%rdx,%rcx), %r10d
	addq	$6, %rax
	imull	%r10d, %r9d
	sarl	$4, %r9d
	movw	%r9w, 10(%rdi,%rcx)
	cmpq	%r8, %rax
	jnb	.L89
	movswl	12(%rsi,%rcx), %eax
	movswl	12(%rdx,%rcx), %edx
	imull	%edx, %eax
	sarl	$4, %eax
	movw	%ax, 12(%rdi,%rcx)
.L89:
	ret
.L77:
	xorl	%eax, %eax
	jmp	.L72
.L90:
	vzeroupper
	ret
	.cfi_endproc
.LFE3:
	.size	i16mul, .-i16mul
	.p2align 4
	.globl	sadd
	.type	sadd, @function
sadd:
.LFB4:
	.cfi_startproc
	movq	%rsi, %r8
	movq	%rcx, %r9
	movq	%rdx, %rsi
	testq	%rcx, %rcx
	je	.L92
	leaq	-1(%rcx), %rax
	cmpq	$14, %rax
	jbe	.L102
	leaq	1(%rdi), %rcx
	subq	%rcx, %rdx
	cmpq	$30, %rdx
	jbe	.L102
	leaq	1(%r8), %rcx
	movq	%rsi, %rdx
	subq	%rcx, %rdx
	cmpq	$30, %rdx
	jbe	.L102
	movq	%r9, %rcx
	cmpq	$30, %rax
	jbe	.L103
	movl	$255, %edx
	andq	$-32, %rcx
	xorl	%eax, %eax
	vmovd	%edx, %xmm3
	vpbroadcastw	%xmm3, %ymm3
	.p2align 4,,10
	.p2align 3
.L95:
	vpmovzxbw	(%r8,%rax), %ymm1
	vpmovzxbw	(%rdi,%rax), %ymm0
	vmovdqu	(%rdi,%rax), %ymm4
	vmovdqu	(%r8,%rax), %ymm5
	vpaddw	%ymm1, %ymm0, %ymm0
	vextracti128	$0x1, %ymm5, %xmm2
	vextracti128	$0x1, %ymm4, %xmm1
	vpminuw	%ymm3, %ymm0, %ymm0
	vpmovzxbw	%xmm1, %ymm1
	vpmovzxbw	%xmm2, %ymm2
	vpand	%ymm0, %ymm3, %ymm0
	vpaddw	%ymm2, %ymm1, %ymm1
	vpminuw	%ymm3, %ymm1, %ymm1
	vpand	%ymm1, %ymm3, %ymm1
	vpackuswb	%ymm1, %ymm0, %ymm0
	vpermq	$216, %ymm0, %ymm0
	vmovdqu	%ymm0, (%rsi,%rax)
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.L95
	movq	%r9, %rax
	andq	$-32, %rax
	testb	$31, %r9b
	je	.L121
	movq	%r9, %rcx
	subq	%rax, %rcx
	leaq	-1(%rcx), %rdx
	cmpq	$14, %rdx
	jbe	.L123
	vzeroupper
.L94:
	vmovdqu	(%rdi,%rax), %xmm0
	vmovdqu	(%r8,%rax), %xmm3
	movl	$255, %edx
	vpmovzxbw	%xmm3, %xmm2
	vpsrldq	$8, %xmm3, %xmm3
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpaddw	%xmm2, %xmm1, %xmm1
	vpmovzxbw	%xmm3, %xmm3
	vmovd	%edx, %xmm2
	vpmovzxbw	%xmm0, %xmm0
	movq	%rcx, %rdx
	vpbroadcastw	%xmm2, %xmm2
	vpaddw	%xmm3, %xmm0, %xmm0
	andq	$-16, %rdx
	vpminuw	%xmm2, %xmm1, %xmm1
	vpminuw	%xmm2, %xmm0, %xmm0
	vpand	%xmm1, %xmm2, %xmm1
	vpand	%xmm0, %xmm2, %xmm2
	vpackuswb	%xmm2, %xmm1, %xmm1
	vmovdqu	%xmm1, (%rsi,%rax)
	addq	%rdx, %rax
	andl	$15, %ecx
	je	.L92
.L97:
	movzbl	(%r8,%rax), %ecx
	movzbl	(%rdi,%rax), %edx
	addl	%ecx, %edx
	movl	$255, %ecx
	cmpl	%ecx, %edx
	cmova	%ecx, %edx
	movb	%dl, (%rsi,%rax)
	leaq	1(%rax), %rdx
	cmpq	%r9, %rdx
	jnb	.L92
	movzbl	1(%r8,%rax), %ecx
	movzbl	1(%rdi,%rax), %edx
	addl	%ecx, %edx
	movl	$255, %ecx
	cmpl	%ecx, %edx
	cmova	%ecx, %edx
	movb	%dl, 1(%rsi,%rax)
	leaq	2(%rax), %rdx
	cmpq	%r9, %rdx
	jnb	.L92
	movzbl	2(%rdi,%rax), %ecx
	movzbl	2(%r8,%rax), %edx
	addl	%ecx, %edx
	movl	$255, %ecx
	cmpl	%ecx, %edx
	cmova	%ecx, %edx
	movb	%dl, 2(%rsi,%rax)
	leaq	3(%rax), %rdx
	cmpq	%r9, %rdx
	jnb	.L92
	movzbl	3(%rdi,%rax), %ecx
	movzbl	3(%r8,%rax), %edx
	addl	%ecx, %edx
	movl	$255, %ecx
	cmpl	%ecx, %edx
	cmova	%ecx, %edx
	movb	%dl, 3(%rsi,%rax)
	leaq	4(%rax), %rdx
	cmpq	%r9, %rdx
	jnb	.L92
	movzbl	4(%r8,%rax), %ecx
	movzbl	4(%rdi,%rax), %edx
	addl	%ecx, %edx
	movl	$255, %ecx
	cmpl	%ecx, %edx
	cmova	%ecx, %edx
	movb	%dl, 4(%rsi,%rax)
	leaq	5(%rax), %rdx
	cmpq	%r9, %rdx
	jnb	.L92
	movzbl	5(%r8,%rax), %ecx
	movzbl	5(%rdi,%rax), %edx
	addl	%ecx, %edx
	movl	$255, %ecx
	cmpl	%ecx, %edx
	cmova	%ecx, %edx
	movb	%dl, 5(%rsi,%rax)
	leaq	6(%rax), %rdx
	cmpq	%r9, %rdx
	jnb	.L92
	movzbl	6(%r8,%rax), %ecx
	movzbl	6(%rdi,%rax), %edx
	addl	%ecx, %edx
	movl	$255, %ecx
	cmpl	%ecx, %edx
	cmova	%ecx, %edx
	movb	%dl, 6(%rsi,%rax)
	leaq	7(%rax), %rdx
	cmpq	%r9, %rdx
	jnb	.L92
	movzbl	7(%r8,%rax), %ecx
	movzbl	7(%rdi,%rax), %edx
	addl	%ecx, %edx
	movl	$255, %ecx
	cmpl	%ecx, %edx
	cmova	%ecx, %edx
	movb	%dl, 7(%rsi,%rax)
	leaq	8(%rax), %rdx
	cmpq	%r9, %rdx
	jnb	.L92
	movzbl	8(%r8,%rax), %ecx
	movzbl	8(%rdi,%rax), %edx
	addl	%ecx, %edx
	movl	$255, %ecx
	cmpl	%ecx, %edx
	cmova	%ecx, %edx
	movb	%dl, 8(%rsi,%rax)
	leaq	9(%rax), %rdx
	cmpq	%r9, %rdx
	jnb	.L92
	movzbl	9(%r8,%rax), %ecx
	movzbl	9(%rdi,%rax), %edx
	addl	%ecx, %edx
	movl	$255, %ecx
	cmpl	%ecx, %edx
	cmova	%ecx, %edx
	movb	%dl, 9(%rsi,%rax)
	leaq	10(%rax), %rdx
	cmpq	%r9, %rdx
	jnb	.L92
	movzbl	10(%r8,%rax), %ecx
	movzbl	10(%rdi,%rax), %edx
	addl	%ecx, %edx
	movl	$255, %ecx
	cmpl	%ecx, %edx
	cmova	%ecx, %edx
	movb	%dl, 10(%rsi,%rax)
	leaq	11(%rax), %rdx
	cmpq	%r9, %rdx
	jnb	.L92
	movzbl	11(%r8,%rax), %ecx
	movzbl	11(%rdi,%rax), %edx
	addl	%ecx, %edx
	movl	$255, %ecx
	cmpl	%ecx, %edx
	cmova	%ecx, %edx
	movb	%dl, 11(%rsi,%rax)
	leaq	12(%rax), %rdx
	cmpq	%r9, %rdx
	jnb	.L92
	movzbl	12(%r8,%rax), %ecx
	movzbl	12(%rdi,%rax), %edx
	addl	%ecx, %edx
	movl	$255, %ecx
	cmpl	%ecx, %edx
	cmova	%ecx, %edx
	movb	%dl, 12(%rsi,%rax)
	leaq	13(%rax), %rdx
	cmpq	%r9, %rdx
	jnb	.L92
	movzbl	13(%r8,%rax), %ecx
	movzbl	13(%rdi,%rax), %edx
	addl	%ecx, %edx
	movl	$255, %ecx
	cmpl	%ecx, %edx
	cmova	%ecx, %edx
	movb	%dl, 13(%rsi,%rax)
	leaq	14(%rax), %rdx
	cmpq	%r9, %rdx
	jnb	.L92
	movzbl	14(%r8,%rax), %ecx
	movzbl	14(%rdi,%rax), %edx
	addl	%ecx, %edx
	movl	$255, %ecx
	cmpl	%ecx, %edx
	cmova	%ecx, %edx
	movb	%dl, 14(%rsi,%rax)
.L92:
	movzbl	(%rsi), %eax
	ret
	.p2align 4,,10
	.p2align 3
.L102:
	xorl	%edx, %edx
	.p2align 4,,10
	.p2align 3
.L99:
	movzbl	(%r8,%rdx), %ecx
	movzbl	(%rdi,%rdx), %eax
	addl	%ecx, %eax
	movl	$255, %ecx
	cmpl	%ecx, %eax
	cmova	%ecx, %eax
	movb	%al, (%rsi,%rdx)
	addq	$1, %rdx
	cmpq	%rdx, %r9
	jne	.L99
	movzbl	(%rsi), %eax
	ret
.L103:
	xorl	%eax, %eax
	jmp	.L94
.L123:
	vzeroupper
	jmp	.L97
.L121:
	vzeroupper
	jmp	.L92
	.cfi_endproc
.LFE4:
	.size	sadd, .-sadd
	.p2align 4
	.globl	cplx
	.type	cplx, @function
cplx:
.LFB5:
	.cfi_startproc
	movq	%rdx, %r9
	movq	%rcx, %rdx
	testq	%r8, %r8
	je	.L146
	leaq	-1(%r8), %rax
	cmpq	$2, %rax
	jbe	.L131
	movq	%r8, %rcx
	xorl	%eax, %eax
	shrq	$2, %rcx
	salq	$5, %rcx
	.p2align 4,,10
	.p2align 3
.L127:
	vmovupd	(%rsi,%rax), %ymm5
	vmovupd	(%r9,%rax), %ymm7
	vmulpd	(%rdx,%rax), %ymm5, %ymm1
	vmovupd	(%rdi,%rax), %ymm6
	vmulpd	%ymm5, %ymm7, %ymm0
	vfmsub231pd	(%r9,%rax), %ymm6, %ymm1
	vfmadd231pd	(%rdx,%rax), %ymm6, %ymm0
	vmovupd	%ymm1, (%rdi,%rax)
	vmovupd	%ymm0, (%rsi,%rax)
	addq	$32, %rax
	cmpq	%rcx, %rax
	jne	.L127
	testb	$3, %r8b
	je	.L145
	movq	%r8, %rax
	andq	$-4, %rax
	vzeroupper
.L126:
	subq	%rax, %r8
	cmpq	$1, %r8
	je	.L129
	leaq	0(,%rax,8), %rcx
	leaq	(%rdi,%rcx), %r10
	addq	%rsi, %rcx
	vmovupd	(%rcx), %xmm6
	vmulpd	(%rdx,%rax,8), %xmm6, %xmm1
	vmovupd	(%r9,%rax,8), %xmm6
	vmulpd	(%rcx), %xmm6, %xmm0
	vmovupd	(%r10), %xmm7
	vfmsub231pd	(%r9,%rax,8), %xmm7, %xmm1
	vfmadd231pd	(%rdx,%rax,8), %xmm7, %xmm0
	vmovupd	%xmm1, (%r10)
	vmovupd	%xmm0, (%rcx)
	testb	$1, %r8b
	je	.L146
	andq	$-2, %r8
	addq	%r8, %rax
.L129:
	leaq	0(,%rax,8), %rcx
	vmovsd	(%rdx,%rax,8), %xmm3
	vmovsd	(%r9,%rax,8), %xmm1
	addq	%rcx, %rsi
	addq	%rcx, %rdi
	vmovsd	(%rsi), %xmm4
	vmovsd	(%rdi), %xmm0
	vmulsd	%xmm3, %xmm4, %xmm2
	vfmsub231sd	%xmm1, %xmm0, %xmm2
	vmulsd	%xmm4, %xmm1, %xmm1
	vmovsd	%xmm2, (%rdi)
	vfmadd132sd	%xmm3, %xmm1, %xmm0
	vmovsd	%xmm0, (%rsi)
	ret
	.p2align 4,,10
	.p2align 3
.L145:
	vzeroupper
.L146:
	ret
.L131:
	xorl	%eax, %eax
	jmp	.L126
	.cfi_endproc
.LFE5:
	.size	cplx, .-cplx
	.section	.rodata.cst4,"aM",@progbits,4
	.align 4
.LC1:
	.long	1048576000
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
