# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -bottleneck-analysis
# saxpy, y[i] = a * x[i] + y[i] on floats: the inner loop gcc -O3 -mavx2 -mfma emits.
# a is broadcast in %ymm0; %rsi = x, %rdx = y, %rax = byte offset, %rcx = end offset.
.L3:
	vmovups	(%rsi,%rax), %ymm1
	vfmadd213ps	(%rdx,%rax), %ymm0, %ymm1
	vmovups	%ymm1, (%rdx,%rax)
	addq	$32, %rax
	cmpq	%rcx, %rax
	jne	.L3
