# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -instruction-info -timeline
.macro fma3 acc, x
	vfmadd231ps \x, %ymm15, \acc
.endm
.L2:
	.irp r, 0, 1, 2, 3
	vmovups (%rdi), %ymm\r
	.endr
	fma3 %ymm4, %ymm0
	fma3 %ymm5, %ymm1
	addq $32, %rdi
	cmpq %rsi, %rdi
	jne .L2
