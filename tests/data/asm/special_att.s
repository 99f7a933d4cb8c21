# Hand-picked AT&T spellings: prefixes, immediates at size boundaries, AVX-512 decorations, aliases.
	lock addl $1, (%rax)
	lock cmpxchgq %rdx, (%rdi)
	rep movsb
	rep stosq
	repne scasb
	movsb
	rep ret
	notrack jmp *%rax
	addl $127, %ecx
	addl $128, %ecx
	addl $-128, %ecx
	addl $-129, %ecx
	addl $300, %eax
	addq $1, %rax
	addw $0x7fff, %ax
	addb $-1, (%rdi)
	movq $2147483647, %rax
	movq $2147483648, %rax
	movq $-1, %rax
	movl $4294967295, %eax
	movabsq $81985529216486895, %rdi
	pushq $127
	pushq $128
	imull $100, %ecx, %edx
	imulq $-3, (%rsi), %rax
	shll %eax
	sall $1, %eax
	shrq $3, %rdx
	sarl %cl, %esi
	rolw $1, 8(%rsp)
	add %eax, %ebx
	mov $1, %rax
	mov (%rdi), %ecx
	inc %r9d
	xchg %rax, %rbx
	xchgq counter(%rip), %rax
	testl %eax, (%rdi)
	cltq
	cqto
	cmove %ecx, %eax
	cmovzq 8(%rdi), %rax
	setnz %al
	setb (%rdi)
	jz .L1
	jnae .L1
	jmp .L1
	jmp *8(%rax,%rbx,8)
	call foo@PLT
	callq *%r11
	movq foo@GOTPCREL(%rip), %rax
	movl %fs:tls@tpoff, %eax
	leaq .LC0+8(%rip), %rsi
	leaq (,%rax,8), %rdx
	movzbl (%rdi,%rsi), %eax
	movswq %ax, %rcx
	movslq %edi, %rax
	nopw 0(%rax,%rax,1)
	nopl (%rax)
	cmpeqps %xmm1, %xmm2
	cmpps $7, %xmm1, %xmm2
	vcmpps $3, %xmm1, %xmm2, %xmm3
	vcmpltpd %ymm1, %ymm2, %ymm3
	vcmpngt_uqps %zmm1, %zmm2, %k3 {%k1}
	vpcmpltd %zmm1, %zmm2, %k1
	vpcmpd $5, %zmm1, %zmm2, %k1
	vpcmpeqd %xmm1, %xmm2, %xmm3
	pclmullqhqdq %xmm1, %xmm2
	blendvps %xmm0, %xmm1, %xmm2
	vmovaps %xmm9, %xmm3
	vmovaps %xmm3, %xmm9
	vmovaps %xmm17, %xmm3
	vmovups (%rdi), %ymm0
	vmovdqu64 (%rdi), %zmm3 {%k2} {z}
	vaddps %zmm3, %zmm2, %zmm1 {%k1}
	vaddps %zmm3, %zmm2, %zmm1 {%k1} {z}
	vaddps {rn-sae}, %zmm3, %zmm2, %zmm1
	vaddps {rz-sae}, %zmm3, %zmm2, %zmm1 {%k7}
	vmaxps {sae}, %zmm3, %zmm2, %zmm1
	vaddps 64(%rdi,%rsi,4){1to16}, %zmm2, %zmm1
	vaddpd (%rax){1to4}, %ymm2, %ymm1
	{evex} vaddps %xmm1, %xmm2, %xmm3
	{vex} vpdpbusd %xmm1, %xmm2, %xmm3
	vpdpbusd %xmm1, %xmm2, %xmm3
	vfmadd231ps (%rdi), %ymm1, %ymm2
	vgatherdps %ymm3, 8(%rdi,%ymm1,4), %ymm2
	vpgatherdd 8(%rdi,%zmm1,4), %zmm2 {%k1}
	vcvtpd2psy %ymm1, %xmm1
	vcvtpd2psx (%rax), %xmm1
	vcvttss2siq %xmm2, %rax
	vcvtsi2sdl %eax, %xmm1, %xmm1
	kmovw %k1, %eax
	kandw %k1, %k2, %k3
	vpternlogd $0xff, %zmm1, %zmm2, %zmm3
	pshufd $-1, %xmm1, %xmm2
	vpshufb %ymm1, %ymm2, %ymm3
	vextracti128 $1, %ymm1, %xmm2
	vinserti32x4 $3, %xmm1, %zmm2, %zmm3
	fld %st(1)
	fstp %st(0)
	faddp %st, %st(1)
	fldt 16(%rsp)
	fistpll (%rdi)
	fucomip %st(1), %st
	fxch %st(2)
	vzeroupper
	ret
	leave
	endbr64
	pause
	data16
	lock
	rep
	syscall
	cpuid
	rdtsc
	lfence
	bswap %eax
	popcntq %rdi, %rax
	tzcntl %esi, %eax
	lzcntw %dx, %ax
	andnq %rdi, %rsi, %rax
	shlxq %rcx, %rdx, %rax
	rorxl $5, %edi, %eax
	pdep %rax, %rbx, %rcx
	mulxq %rsi, %rax, %rdx
	adcx %rax, %rbx
	crc32b %al, %ecx
	movbe (%rdi), %eax
	prefetcht0 64(%rdi)
	clflush (%rdi)
	movnti %eax, (%rdi)
	vmovntdq %ymm0, (%rdi)
	aesenc %xmm1, %xmm2
	sha256rnds2 %xmm0, %xmm1, %xmm2
	vpmovzxbw %xmm1, %ymm2
	vpbroadcastd %xmm1, %zmm2
	vbroadcastss (%rdi), %ymm1
	vpermq $0x4e, %ymm1, %ymm2
	vpsllq $3, %zmm1, %zmm2
	vpsrldq $4, %xmm1, %xmm2
	movd %eax, %xmm0
	movq %xmm0, %rax
	movq %rax, %mm0
	paddb %mm1, %mm2
	cvtsi2sd %eax, %xmm0
	cvtsi2sdq %rax, %xmm0
	sqrtss %xmm1, %xmm2
	roundsd $4, %xmm1, %xmm2
	ptest %xmm1, %xmm2
	pinsrq $1, %rax, %xmm0
	pextrd $2, %xmm0, (%rdi)
	movabsl 0x1000, %eax
	movl 0x1000, %eax
	outb %al, $0x80
	inb %dx, %al
	int $3
	int $0x80
	enter $16, $0
	xlatb
	{vex} vaddps %xmm1, %xmm2, %xmm3
	{vex3} vaddps %xmm1, %xmm2, %xmm3
	{disp32} movl 8(%rax), %eax
{evex} vaddps %zmm1, %zmm2, %zmm3
{nf} addq %rax, %rbx
{evex} vaddps %xmm1, %xmm2, %xmm3
	movl $foo, %eax
	movq $foo+8, %rax
	pushq $foo
	addq $foo@GOTOFF, %rax
	imulq $foo, %rbx, %rcx
	movabsq $foo, %rax
	call *foo@GOTPCREL(%rip)
	jmp *.L4(,%rax,8)
	movl foo(,%rax,4), %eax
	movq %fs:(%rax), %rbx
	fadd %st(1)
	fmul %st(2)
	fxch
	fucomi %st(1)
	fucomip %st(1)
	faddp
	fmulp
	fsubrp
	fdivp %st(1)
	fld1
	fldz
	fchs
	fabs
	fsqrt
	fstp %st(1)
	fucompp
	fnstsw %ax
	fcmovbe %st(1), %st
	fisttpl (%rdi)
	fildll 8(%rsp)
	flds (%rax)
	fstpl (%rax)
	movzx %al, %eax
	movsx %al, %eax
	shld %eax, %ebx
	shldl %cl, %eax, %ebx
	ret $8
	retq
	xchg %ax, %ax
	setae %al
	cmovnae %eax, %ebx
	movsbw %al, %ax
	sall %cl, %eax
	rep stosb
	repz cmpsb
	movq %xmm0, %xmm1
	movd %xmm0, %rax
	vmovd %xmm0, %rax
	movabs $1, %rax
	movabs 0x1000, %al
	jmpq *(%rax)
	lock xaddl %eax, (%rdi)
	incl (%rdi)
	negq %rax
	notl %eax
	btl $3, %eax
	bts %rax, (%rdi)
	cmpxchg %ecx, (%rdi)
	imul %eax
	imul %ecx, %eax
	mul %rdx
	divl 8(%rsp)
