# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -all-views -retire-stats=false -all-stats
# A short dependent loop.
	addl	%eax, %ebx
	imull	%ebx, %ecx
	movl	(%rdi), %edx
