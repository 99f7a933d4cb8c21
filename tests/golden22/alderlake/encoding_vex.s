# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=alderlake -show-encoding
# -show-encoding: VEX (2- and 3-byte), FMA, BMI, gathers and a register in imm[7:4].
	vaddps	%ymm1, %ymm2, %ymm3
	vaddps	%ymm8, %ymm2, %ymm3
	vmulpd	64(%rax,%rcx,8), %ymm9, %ymm10
	vfmadd231ps	(%rsi), %ymm4, %ymm5
	vblendvps	%xmm4, %xmm3, %xmm2, %xmm1
	vpermq	$0x4e, %ymm1, %ymm2
	vextracti128	$1, %ymm14, %xmm15
	vbroadcastss	(%rdi), %ymm0
	vpgatherdd	%ymm2, (%rax,%ymm1,4), %ymm3
	vpshufb	.LC1(%rip), %ymm6, %ymm7
	vmovd	%xmm0, %r9d
	vmovq	%xmm12, %rax
	{vex3} vpxor	%xmm1, %xmm2, %xmm3
	andnq	%rax, %rbx, %rcx
	shlxl	%eax, (%rdx), %ecx
	bextrq	%r8, %r9, %r10
	vzeroupper
