# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -instruction-info -timeline
	nop
# LLVM-MCA-BEGIN r
	.rept 3
	addl %eax, %ebx
	.endr
	imull %ecx, %ecx
# LLVM-MCA-END r
	nop
