# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=znver4 -show-encoding
# -show-encoding: EVEX (masking, zeroing, broadcast, embedded rounding and SAE, disp8*N,
# zmm16-31, scatters/gathers) and long instructions that need wider columns.
	vaddps	%zmm1, %zmm2, %zmm3
	vaddps	{rn-sae}, %zmm1, %zmm2, %zmm3 {%k1} {z}
	vmulpd	{rz-sae}, %zmm7, %zmm8, %zmm31
	vaddps	(%rax){1to16}, %zmm1, %zmm3
	vfmadd213pd	256(%rdi){1to8}, %zmm4, %zmm21 {%k2}
	vmovups	64(%rax), %zmm4
	vmovups	4096(%rax,%rbx,4), %zmm5 {%k3} {z}
	vmovdqu64	%zmm1, -128(%rsp)
	vmovdqa32	%ymm24, 0x12345678(%r13,%r14,8) {%k7}
	vpternlogd	$0x96, 0x12345678(%rax,%r15,8), %zmm3, %zmm1 {%k7}
	vcvtps2ph	$4, {sae}, %zmm6, %ymm7
	vcmpps	$1, {sae}, %zmm1, %zmm2, %k4 {%k5}
	vpcompressd	%zmm8, (%rsi) {%k1}
	vgatherdps	8(%rax,%zmm9,4), %zmm10 {%k6}
	vpscatterdd	%zmm11, (%rcx,%zmm12,4) {%k1}
	kmovw	%k3, %eax
	vpaddd	%xmm16, %xmm1, %xmm2
	vpbroadcastd	%r9d, %zmm19
	vextracti32x4	$3, %zmm25, 48(%rdx)
	lock addq	$0x12345678, %fs:0x12345678(%eax,%r15d,8)
	lock xaddl	%r9d, (%rdi)
