# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -output-asm-variant=2
# A short dependent loop.
	addl	%eax, %ebx
	imull	%ebx, %ecx
	movl	(%rdi), %edx
