# A 36-instruction AVX-512 loop (gcc 12 -O3 -march=skylake-avx512 -mprefer-vector-width=512
# -fno-unroll-loops) of this C loop, used by tools/bench_*.py:
#       for (int i = 0; i < n; i++) {
#           float u = a[i] * b[i] + c[i];
#           float v = d[i] * s - a[i] * t;
#           float w = u * v + b[i] * c[i];
#           float q = e[i] * u - d[i];
#           x[i] = w * w + u - v * e[i];
#           y[i] = (u + v) * (w - s) + d[i] * b[i] * t - q * a[i] * s;
#           z[i] = q * q * e[i] + (q - t) * (w + a[i]) - u * s * c[i];
#       }
.L4:
	vmovups	(%rsi,%rax), %zmm7
	vmovups	(%rdx,%rax), %zmm12
	vmulps	%zmm7, %zmm13, %zmm5
	vmovups	(%rcx,%rax), %zmm6
	vmovups	(%r8,%rax), %zmm4
	vmovaps	%zmm12, %zmm3
	vfmadd132ps	%zmm7, %zmm6, %zmm3
	vfmsub231ps	%zmm4, %zmm8, %zmm5
	vmulps	%zmm12, %zmm6, %zmm2
	vmovups	(%r9,%rax), %zmm10
	vmovaps	%zmm10, %zmm0
	vfmsub132ps	%zmm3, %zmm4, %zmm0
	vfmadd231ps	%zmm3, %zmm5, %zmm2
	vmulps	%zmm12, %zmm4, %zmm4
	vmovaps	%zmm2, %zmm11
	vfmadd132ps	%zmm2, %zmm3, %zmm11
	vmulps	%zmm13, %zmm4, %zmm4
	vfnmadd231ps	%zmm5, %zmm10, %zmm11
	vaddps	%zmm3, %zmm5, %zmm5
	vmulps	%zmm3, %zmm8, %zmm3
	vmovups	%zmm11, (%r10,%rax)
	vsubps	%zmm8, %zmm2, %zmm11
	vaddps	%zmm7, %zmm2, %zmm2
	vfmadd132ps	%zmm11, %zmm4, %zmm5
	vmulps	%zmm7, %zmm0, %zmm4
	vfnmadd132ps	%zmm8, %zmm5, %zmm4
	vmovups	%zmm4, (%r11,%rax)
	vmulps	%zmm0, %zmm0, %zmm4
	vsubps	%zmm13, %zmm0, %zmm0
	vmulps	%zmm2, %zmm0, %zmm0
	vfmadd231ps	%zmm10, %zmm4, %zmm0
	vfnmadd132ps	%zmm3, %zmm0, %zmm6
	vmovups	%zmm6, (%rbx,%rax)
	addq	$64, %rax
	cmpq	%r12, %rax
	jne	.L4
