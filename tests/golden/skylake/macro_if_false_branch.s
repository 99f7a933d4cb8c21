# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -instruction-info -timeline
.if 0
	foo bar
	addl %eax, %ebx
.endif
.macro m
	junk here
.endm
	nop
