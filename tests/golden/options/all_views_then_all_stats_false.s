# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -all-views -all-stats=false
# A short dependent loop.
	addl	%eax, %ebx
	imull	%ebx, %ecx
	movl	(%rdi), %edx
