# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -instruction-info -timeline
	.rept 3
	addl %eax, %ebx
	.endr
	.irp r, %ecx, %edx
	imull \r, \r
	.endr
	nop
