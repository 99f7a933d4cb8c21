# Hand-picked Intel spellings (gcc -masm=intel style plus AVX-512 decorations).
	.intel_syntax noprefix
	lock add DWORD PTR [rax], 1
	lock cmpxchg QWORD PTR [rdi], rdx
	rep movsb
	rep stosq
	mov rax, QWORD PTR counter[rip]
	mov eax, DWORD PTR fs:tls@tpoff
	mov eax, [rdi]
	mov eax, 1
	mov rax, 2147483648
	movabs rax, 81985529216486895
	add rsp, 8
	add eax, 300
	sub BYTE PTR [rdi+rsi*2-8], -1
	imul edx, ecx, 100
	shl eax
	sal eax, 1
	sar esi, cl
	xchg rax, QWORD PTR counter[rip]
	test DWORD PTR [rdi], eax
	cdqe
	cqo
	cmove eax, ecx
	setne al
	jz .L1
	jmp .L1
	jmp QWORD PTR [rax+rbx*8+8]
	call foo@PLT
	call r11
	lea rsi, .LC0[rip+8]
	lea rdx, [0+rax*8]
	lea eax, [rdi+rsi]
	movzx eax, BYTE PTR [rdi+rsi]
	movsx rcx, ax
	movsxd rax, edi
	nop WORD PTR [rax+rax*1+0]
	vcmpps xmm3, xmm2, xmm1, 3
	vcmpltpd ymm3, ymm2, ymm1
	vpcmpltd k1, zmm2, zmm1
	vaddps zmm1 {k1}, zmm2, zmm3
	vaddps zmm1 {k1} {z}, zmm2, zmm3
	vaddps zmm1, zmm2, zmm3, {rn-sae}
	vaddps zmm1, zmm2, DWORD PTR [rdi+rsi*4+64]{1to16}
	vmovdqu64 zmm3 {k2} {z}, ZMMWORD PTR [rdi]
	vmovaps xmm3, xmm9
	vmovups ymm0, YMMWORD PTR [rdi]
	vfmadd231ps ymm2, ymm1, YMMWORD PTR [rdi]
	vgatherdps ymm2, DWORD PTR [rdi+ymm1*4+8], ymm3
	{evex} vaddps xmm3, xmm2, xmm1
	vcvtpd2ps xmm1, YMMWORD PTR [rax]
	vcvttss2si rax, xmm2
	vcvtsi2sd xmm1, xmm1, eax
	vpternlogd zmm3, zmm2, zmm1, 255
	pshufd xmm2, xmm1, 255
	fld st(1)
	fstp st(0)
	faddp st(1), st
	fld TBYTE PTR [rsp+16]
	fistp QWORD PTR [rdi]
	vzeroupper
	ret
	leave
	endbr64
	popcnt rax, rdi
	shlx rax, rdx, rcx
	rorx eax, edi, 5
	movd xmm0, eax
	movq rax, xmm0
	cvtsi2sd xmm0, rax
	pinsrq xmm0, rax, 1
	movabs eax, DWORD PTR [4096]
	mov eax, OFFSET foo
	push OFFSET foo
	mov rax, QWORD PTR fs:0
	lea rax, foo[rip]
	jmp [QWORD PTR .L4[0+rax*8]]
	fadd st(1)
	faddp
	fxch
	fucomip st, st(1)
	movs BYTE PTR es:[rdi], BYTE PTR ds:[rsi]
	sar eax
	shl eax, 1
	imul eax, ecx, 7
	movsx eax, BYTE PTR [rdi]
	movzx eax, WORD PTR [rdi]
	xlat BYTE PTR [rbx]
	cmpsb
