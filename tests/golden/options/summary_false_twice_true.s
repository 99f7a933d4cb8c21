# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -summary-view=false -summary-view=true -instruction-info=0 -resource-pressure=FALSE
# A short dependent loop.
	addl	%eax, %ebx
	imull	%ebx, %ecx
	movl	(%rdi), %edx
