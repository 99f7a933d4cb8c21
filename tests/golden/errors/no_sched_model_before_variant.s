# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=k8 -output-asm-variant=3
# A short dependent loop.
	addl	%eax, %ebx
	imull	%ebx, %ecx
	movl	(%rdi), %edx
