# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -instruction-info -timeline
.macro Two a, b=%ecx
	addl \a, \b
.endm
	two %eax
	TWO %eax, %edx
	Two %eax %edx
	Two %eax,
.macro m3 a:req, rest:vararg
	movl \a, \rest
.endm
	m3 %eax, %ebx
	m3 , %ebx
.macro lab
1\@: decl %ecx
	jne 1\@b
	.exitm
	nop
.endm
	lab
	lab
	.rept 2
	.irpc c, 01
	movl $\c, %eax
	.endr
	.endr
	.rept -1
	nop
	.endr
	.endr
	.endm
