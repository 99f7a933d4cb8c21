# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -mattr=+foo,avx2,-sse4.2
# A short dependent loop.
	addl	%eax, %ebx
	imull	%ebx, %ecx
	movl	(%rdi), %edx
