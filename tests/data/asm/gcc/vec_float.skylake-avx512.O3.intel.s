	.file	"vec_float.c"
	.intel_syntax noprefix
	.text
	.p2align 4
	.globl	saxpy
	.type	saxpy, @function
saxpy:
.LFB0:
	.cfi_startproc
	mov	rcx, rdi
	test	rdx, rdx
	je	.L20
	lea	rax, -1[rdx]
	cmp	rax, 6
	jbe	.L8
	mov	rdi, rdx
	shr	rdi, 3
	vbroadcastss	ymm2, xmm0
	sal	rdi, 5
	xor	eax, eax
	.p2align 4,,10
	.p2align 3
.L4:
	vmovups	ymm1, YMMWORD PTR [rsi+rax]
	vfmadd213ps	ymm1, ymm2, YMMWORD PTR [rcx+rax]
	vmovups	YMMWORD PTR [rcx+rax], ymm1
	add	rax, 32
	cmp	rdi, rax
	jne	.L4
	mov	rax, rdx
	and	rax, -8
	test	dl, 7
	je	.L22
	vzeroupper
.L3:
	mov	rdi, rdx
	sub	rdi, rax
	lea	r8, -1[rdi]
	cmp	r8, 2
	jbe	.L6
	lea	r8, [rcx+rax*4]
	vmovups	xmm3, XMMWORD PTR [r8]
	vbroadcastss	xmm1, xmm0
	vfmadd132ps	xmm1, xmm3, XMMWORD PTR [rsi+rax*4]
	vmovups	XMMWORD PTR [r8], xmm1
	mov	r8, rdi
	and	r8, -4
	add	rax, r8
	and	edi, 3
	je	.L20
.L6:
	vmovss	xmm1, DWORD PTR [rsi+rax*4]
	lea	rdi, 0[0+rax*4]
	lea	r8, [rcx+rdi]
	vfmadd213ss	xmm1, xmm0, DWORD PTR [r8]
	vmovss	DWORD PTR [r8], xmm1
	lea	r8, 1[rax]
	cmp	r8, rdx
	jnb	.L20
	vmovss	xmm1, DWORD PTR 4[rsi+rdi]
	lea	r8, 4[rcx+rdi]
	vfmadd213ss	xmm1, xmm0, DWORD PTR [r8]
	add	rax, 2
	vmovss	DWORD PTR [r8], xmm1
	cmp	rax, rdx
	jnb	.L20
	lea	rax, 8[rcx+rdi]
	vmovss	xmm4, DWORD PTR [rax]
	vfmadd132ss	xmm0, xmm4, DWORD PTR 8[rsi+rdi]
	vmovss	DWORD PTR [rax], xmm0
.L20:
	ret
	.p2align 4,,10
	.p2align 3
.L22:
	vzeroupper
	ret
.L8:
	xor	eax, eax
	jmp	.L3
	.cfi_endproc
.LFE0:
	.size	saxpy, .-saxpy
	.p2align 4
	.globl	dot
	.type	dot, @function
dot:
.LFB1:
	.cfi_startproc
	mov	rcx, rsi
	test	rdx, rdx
	je	.L31
	lea	rax, -1[rdx]
	cmp	rax, 2
	jbe	.L32
	mov	rsi, rdx
	shr	rsi, 2
	sal	rsi, 5
	xor	eax, eax
	vxorpd	xmm0, xmm0, xmm0
	.p2align 4,,10
	.p2align 3
.L26:
	vmovupd	ymm4, YMMWORD PTR [rdi+rax]
	vmulpd	ymm1, ymm4, YMMWORD PTR [rcx+rax]
	add	rax, 32
	vaddsd	xmm0, xmm0, xmm1
	vunpckhpd	xmm2, xmm1, xmm1
	vaddsd	xmm0, xmm0, xmm2
	vextractf64x2	xmm2, ymm1, 1
	valignq	ymm1, ymm1, ymm1, 3
	vaddsd	xmm0, xmm0, xmm2
	vaddsd	xmm0, xmm0, xmm1
	cmp	rsi, rax
	jne	.L26
	test	dl, 3
	je	.L43
	mov	rax, rdx
	and	rax, -4
	vzeroupper
.L25:
	sub	rdx, rax
	cmp	rdx, 1
	je	.L29
	vmovupd	xmm6, XMMWORD PTR [rdi+rax*8]
	vmulpd	xmm1, xmm6, XMMWORD PTR [rcx+rax*8]
	vaddsd	xmm0, xmm0, xmm1
	vunpckhpd	xmm1, xmm1, xmm1
	vaddsd	xmm0, xmm1, xmm0
	test	dl, 1
	je	.L23
	and	rdx, -2
	add	rax, rdx
.L29:
	vmovsd	xmm5, QWORD PTR [rdi+rax*8]
	vfmadd231sd	xmm0, xmm5, QWORD PTR [rcx+rax*8]
	ret
	.p2align 4,,10
	.p2align 3
.L43:
	vzeroupper
.L23:
	ret
	.p2align 4,,10
	.p2align 3
.L31:
	vxorpd	xmm0, xmm0, xmm0
	ret
.L32:
	xor	eax, eax
	vxorpd	xmm0, xmm0, xmm0
	jmp	.L25
	.cfi_endproc
.LFE1:
	.size	dot, .-dot
	.p2align 4
	.globl	scale_clamp
	.type	scale_clamp, @function
scale_clamp:
.LFB2:
	.cfi_startproc
	mov	rcx, rdi
	test	rdx, rdx
	je	.L78
	lea	rax, -1[rdx]
	cmp	rax, 6
	jbe	.L59
	mov	rdi, rdx
	shr	rdi, 3
	vbroadcastss	ymm5, DWORD PTR .LC2[rip]
	vbroadcastss	ymm4, xmm0
	vbroadcastss	ymm3, xmm1
	sal	rdi, 5
	xor	eax, eax
	.p2align 4,,10
	.p2align 3
.L47:
	vmulps	ymm2, ymm5, YMMWORD PTR [rsi+rax]
	vcmpps	k1, ymm2, ymm4, 5
	vcmpps	k1{k1}, ymm2, ymm3, 14
	vmaxps	ymm2, ymm4, ymm2
	vmovaps	ymm2{k1}, ymm3
	vmovups	YMMWORD PTR [rcx+rax], ymm2
	add	rax, 32
	cmp	rdi, rax
	jne	.L47
	mov	rax, rdx
	and	rax, -8
	test	dl, 7
	je	.L79
	vzeroupper
.L46:
	mov	rdi, rdx
	sub	rdi, rax
	lea	r8, -1[rdi]
	cmp	r8, 2
	jbe	.L49
	vbroadcastss	xmm3, DWORD PTR .LC2[rip]
	vbroadcastss	xmm2, xmm0
	vmulps	xmm3, xmm3, XMMWORD PTR [rsi+rax*4]
	vbroadcastss	xmm4, xmm1
	mov	r8, rdi
	and	r8, -4
	vcmpps	k1, xmm3, xmm2, 5
	vmaxps	xmm2, xmm2, xmm3
	vcmpps	k1{k1}, xmm3, xmm4, 14
	vmovaps	xmm2{k1}, xmm4
	vmovups	XMMWORD PTR [rcx+rax*4], xmm2
	add	rax, r8
	and	edi, 3
	je	.L78
.L49:
	vmovss	xmm2, DWORD PTR .LC2[rip]
	lea	rdi, 0[0+rax*4]
	vmulss	xmm3, xmm2, DWORD PTR [rsi+rax*4]
	vcomiss	xmm0, xmm3
	ja	.L60
	vminss	xmm3, xmm1, xmm3
.L51:
	lea	r8, 1[rax]
	vmovss	DWORD PTR [rcx+rdi], xmm3
	cmp	r8, rdx
	jnb	.L78
	vmulss	xmm3, xmm2, DWORD PTR 4[rsi+rdi]
	vcomiss	xmm0, xmm3
	ja	.L61
	vminss	xmm3, xmm1, xmm3
.L53:
	add	rax, 2
	vmovss	DWORD PTR 4[rcx+rdi], xmm3
	cmp	rax, rdx
	jnb	.L78
	vmulss	xmm2, xmm2, DWORD PTR 8[rsi+rdi]
	vcomiss	xmm0, xmm2
	ja	.L57
	vminss	xmm0, xmm1, xmm2
.L57:
	vmovss	DWORD PTR 8[rcx+rdi], xmm0
	ret
	.p2align 4,,10
	.p2align 3
.L78:
	ret
	.p2align 4,,10
	.p2align 3
.L60:
	vmovaps	xmm3, xmm0
	jmp	.L51
	.p2align 4,,10
	.p2align 3
.L61:
	vmovaps	xmm3, xmm0
	jmp	.L53
	.p2align 4,,10
	.p2align 3
.L79:
	vzeroupper
	ret
.L59:
	xor	eax, eax
	jmp	.L46
	.cfi_endproc
.LFE2:
	.size	scale_clamp, .-scale_clamp
	.p2align 4
	.globl	mat4
	.type	mat4, @function
mat4:
.LFB3:
	.cfi_startproc
	vmovups	ymm0, YMMWORD PTR [rsi]
	vmovups	ymm2, YMMWORD PTR [rdx]
	vxorps	xmm7, xmm7, xmm7
	vperm2f128	ymm4, ymm2, ymm2, 0
	vpermilps	ymm5, ymm0, 0
	vfmadd132ps	ymm5, ymm7, ymm4
	vperm2f128	ymm2, ymm2, ymm2, 17
	vpermilps	ymm6, ymm0, 85
	vmovups	ymm1, YMMWORD PTR 32[rdx]
	vfmadd132ps	ymm6, ymm5, ymm2
	vperm2f128	ymm3, ymm1, ymm1, 0
	vpermilps	ymm5, ymm0, 170
	vperm2f128	ymm1, ymm1, ymm1, 17
	vpermilps	ymm0, ymm0, 255
	vfmadd132ps	ymm5, ymm6, ymm3
	vfmadd132ps	ymm0, ymm5, ymm1
	vmovups	YMMWORD PTR [rdi], ymm0
	vmovups	ymm0, YMMWORD PTR 32[rsi]
	vpermilps	ymm5, ymm0, 0
	vfmadd132ps	ymm4, ymm7, ymm5
	vpermilps	ymm5, ymm0, 85
	vfmadd132ps	ymm2, ymm4, ymm5
	vpermilps	ymm4, ymm0, 170
	vpermilps	ymm0, ymm0, 255
	vfmadd132ps	ymm3, ymm2, ymm4
	vfmadd132ps	ymm0, ymm3, ymm1
	vmovups	YMMWORD PTR 32[rdi], ymm0
	vzeroupper
	ret
	.cfi_endproc
.LFE3:
	.size	mat4, .-mat4
	.p2align 4
	.globl	convert
	.type	convert, @function
convert:
.LFB4:
	.cfi_startproc
	test	rcx, rcx
	je	.L102
	lea	rax, -1[rcx]
	cmp	rax, 6
	jbe	.L88
	mov	r8, rcx
	shr	r8, 3
	vbroadcastsd	ymm2, QWORD PTR .LC5[rip]
	sal	r8, 5
	xor	eax, eax
	.p2align 4,,10
	.p2align 3
.L84:
	vmovdqu	ymm0, YMMWORD PTR [rsi+rax]
	vcvtdq2pd	ymm1, xmm0
	vextracti128	xmm0, ymm0, 0x1
	vmulpd	ymm1, ymm1, ymm2
	vcvtdq2pd	ymm0, xmm0
	vmulpd	ymm0, ymm0, ymm2
	vmovupd	YMMWORD PTR [rdi+rax*2], ymm1
	vcvtpd2ps	xmm1, ymm1
	vmovupd	YMMWORD PTR 32[rdi+rax*2], ymm0
	vcvtpd2ps	xmm0, ymm0
	vinsertf128	ymm1, ymm1, xmm0, 0x1
	vmovups	YMMWORD PTR [rdx+rax], ymm1
	add	rax, 32
	cmp	rax, r8
	jne	.L84
	mov	rax, rcx
	and	rax, -8
	test	cl, 7
	je	.L101
.L83:
	mov	r8, rcx
	sub	r8, rax
	lea	r9, -1[r8]
	cmp	r9, 2
	jbe	.L86
	vmovdqu	xmm0, XMMWORD PTR [rsi+rax*4]
	vmovddup	xmm2, QWORD PTR .LC5[rip]
	vcvtdq2pd	xmm1, xmm0
	vpshufd	xmm0, xmm0, 238
	vmulpd	xmm1, xmm1, xmm2
	vcvtdq2pd	xmm0, xmm0
	vmulpd	xmm0, xmm0, xmm2
	lea	r9, [rdi+rax*8]
	vmovupd	XMMWORD PTR [r9], xmm1
	vmovupd	XMMWORD PTR 16[r9], xmm0
	mov	r9, r8
	and	r9, -4
	vinsertf128	ymm1, ymm1, xmm0, 0x1
	vcvtpd2ps	xmm1, ymm1
	vmovups	XMMWORD PTR [rdx+rax*4], xmm1
	add	rax, r9
	and	r8d, 3
	je	.L101
.L86:
	vxorps	xmm0, xmm0, xmm0
	vcvtsi2sd	xmm1, xmm0, DWORD PTR [rsi+rax*4]
	vmovsd	xmm2, QWORD PTR .LC5[rip]
	lea	r10, 1[rax]
	lea	r8, 0[0+rax*4]
	vmulsd	xmm1, xmm1, xmm2
	lea	r9, 0[0+rax*8]
	vmovsd	QWORD PTR [rdi+rax*8], xmm1
	vcvtsd2ss	xmm1, xmm1, xmm1
	vmovss	DWORD PTR [rdx+rax*4], xmm1
	cmp	r10, rcx
	jnb	.L101
	vcvtsi2sd	xmm1, xmm0, DWORD PTR 4[rsi+r8]
	add	rax, 2
	vmulsd	xmm1, xmm1, xmm2
	vmovsd	QWORD PTR 8[rdi+r9], xmm1
	vcvtsd2ss	xmm1, xmm1, xmm1
	vmovss	DWORD PTR 4[rdx+r8], xmm1
	cmp	rax, rcx
	jnb	.L101
	vcvtsi2sd	xmm0, xmm0, DWORD PTR 8[rsi+r8]
	vmulsd	xmm0, xmm0, xmm2
	vmovsd	QWORD PTR 16[rdi+r9], xmm0
	vcvtsd2ss	xmm0, xmm0, xmm0
	vmovss	DWORD PTR 8[rdx+r8], xmm0
	vzeroupper
	ret
	.p2align 4,,10
	.p2align 3
.L101:
	vzeroupper
.L102:
	ret
.L88:
	xor	eax, eax
	jmp	.L83
	.cfi_endproc
.LFE4:
	.size	convert, .-convert
	.p2align 4
	.globl	sqrt_sum
	.type	sqrt_sum, @function
sqrt_sum:
.LFB5:
	.cfi_startproc
	test	rsi, rsi
	je	.L109
	push	rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	vxorps	xmm1, xmm1, xmm1
	lea	rbx, [rdi+rsi*4]
	sub	rsp, 16
	.cfi_def_cfa_offset 32
	vmovaps	xmm2, xmm1
	.p2align 4,,10
	.p2align 3
.L108:
	vmovss	xmm0, DWORD PTR [rdi]
	vucomiss	xmm2, xmm0
	ja	.L111
	vsqrtss	xmm0, xmm0, xmm0
	add	rdi, 4
	vaddss	xmm1, xmm1, xmm0
	cmp	rdi, rbx
	jne	.L108
.L103:
	add	rsp, 16
	.cfi_def_cfa_offset 16
	vmovaps	xmm0, xmm1
	pop	rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L109:
	.cfi_restore 3
	vxorps	xmm1, xmm1, xmm1
	vmovaps	xmm0, xmm1
	ret
.L111:
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -16
	mov	QWORD PTR [rsp], rdi
	vmovss	DWORD PTR 12[rsp], xmm1
	call	sqrtf@PLT
	mov	rdi, QWORD PTR [rsp]
	vmovss	xmm1, DWORD PTR 12[rsp]
	add	rdi, 4
	cmp	rdi, rbx
	vaddss	xmm1, xmm1, xmm0
	vxorps	xmm2, xmm2, xmm2
	jne	.L108
	jmp	.L103
	.cfi_endproc
.LFE5:
	.size	sqrt_sum, .-sqrt_sum
	.section	.rodata.cst4,"aM",@progbits,4
	.align 4
.LC2:
	.long	1069547520
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC5:
	.long	0
	.long	1071644672
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
