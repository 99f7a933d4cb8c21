	.file	"loops.c"
	.intel_syntax noprefix
	.text
	.p2align 4
	.globl	dot
	.type	dot, @function
dot:
.LFB0:
	.cfi_startproc
	test	rdx, rdx
	je	.L4
	xor	eax, eax
	pxor	xmm1, xmm1
	.p2align 4,,10
	.p2align 3
.L3:
	movss	xmm0, DWORD PTR [rdi+rax*4]
	mulss	xmm0, DWORD PTR [rsi+rax*4]
	add	rax, 1
	addss	xmm1, xmm0
	cmp	rdx, rax
	jne	.L3
	movaps	xmm0, xmm1
	ret
	.p2align 4,,10
	.p2align 3
.L4:
	pxor	xmm1, xmm1
	movaps	xmm0, xmm1
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
	test	edx, edx
	jle	.L7
	movsx	rdx, edx
	xor	eax, eax
	sal	rdx, 2
	.p2align 4,,10
	.p2align 3
.L9:
	movss	xmm1, DWORD PTR [rsi+rax]
	mulss	xmm1, xmm0
	addss	xmm1, DWORD PTR [rdi+rax]
	movss	DWORD PTR [rdi+rax], xmm1
	add	rax, 4
	cmp	rax, rdx
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
	xor	eax, eax
	test	rdi, rdi
	je	.L14
	.p2align 4,,10
	.p2align 3
.L13:
	add	rax, QWORD PTR 8[rdi]
	mov	rdi, QWORD PTR [rdi]
	test	rdi, rdi
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
	test	esi, esi
	jle	.L20
	movsx	rsi, esi
	xor	eax, eax
	jmp	.L19
	.p2align 4,,10
	.p2align 3
.L22:
	add	rax, 1
	cmp	rax, rsi
	je	.L20
.L19:
	cmp	DWORD PTR [rdi+rax*4], edx
	jne	.L22
	ret
	.p2align 4,,10
	.p2align 3
.L20:
	mov	eax, -1
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
	test	ecx, ecx
	jle	.L31
	movsx	r11, ecx
	push	r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	mov	r9, rsi
	mov	r10, rdi
	push	rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	mov	ebp, ecx
	lea	rcx, 0[0+r11*8]
	mov	r12, rdx
	push	rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	lea	rsi, [rsi+rcx]
	xor	ebx, ebx
	.p2align 4,,10
	.p2align 3
.L25:
	mov	r8, r12
	xor	edi, edi
	.p2align 4,,10
	.p2align 3
.L28:
	mov	rdx, r8
	mov	rax, r9
	pxor	xmm1, xmm1
	.p2align 4,,10
	.p2align 3
.L26:
	movsd	xmm0, QWORD PTR [rax]
	mulsd	xmm0, QWORD PTR [rdx]
	add	rax, 8
	add	rdx, rcx
	addsd	xmm1, xmm0
	cmp	rax, rsi
	jne	.L26
	movsd	QWORD PTR [r10+rdi*8], xmm1
	add	rdi, 1
	add	r8, 8
	cmp	r11, rdi
	jne	.L28
	add	ebx, 1
	add	r10, rcx
	add	r9, rcx
	add	rsi, rcx
	cmp	ebp, ebx
	jne	.L25
	pop	rbx
	.cfi_def_cfa_offset 24
	pop	rbp
	.cfi_def_cfa_offset 16
	pop	r12
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
	test	esi, esi
	jle	.L39
	movsx	rsi, esi
	xor	eax, eax
	lea	rsi, [rdi+rsi*4]
	.p2align 4,,10
	.p2align 3
.L38:
	mov	edx, DWORD PTR [rdi]
	lea	ecx, [rax+rdx]
	sub	eax, 1
	test	edx, edx
	cmovg	eax, ecx
	add	rdi, 4
	cmp	rdi, rsi
	jne	.L38
	ret
	.p2align 4,,10
	.p2align 3
.L39:
	xor	eax, eax
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
	test	rsi, rsi
	je	.L45
	add	rsi, rdi
	mov	eax, -1
	.p2align 4,,10
	.p2align 3
.L44:
	movzx	edx, BYTE PTR [rdi]
	add	rdi, 1
	xor	eax, edx
	mov	edx, 8
	.p2align 4,,10
	.p2align 3
.L43:
	mov	ecx, eax
	and	eax, 1
	neg	eax
	shr	ecx
	and	eax, -306674912
	xor	eax, ecx
	sub	edx, 1
	jne	.L43
	cmp	rdi, rsi
	jne	.L44
	not	eax
	ret
.L45:
	xor	eax, eax
	ret
	.cfi_endproc
.LFE6:
	.size	crc, .-crc
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
