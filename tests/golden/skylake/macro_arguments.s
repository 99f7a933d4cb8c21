# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -instruction-info -timeline
.macro twice reg
	addl \reg, %ebx
	addl \reg, %ecx
.endm
	twice %eax
	twice %edx
	nop
.macro kw a=%eax, b=%ebx
	subl \a, \b
.endm
	kw b=%ecx
	kw %edx
.macro va first, rest:vararg
	leal (\first, \rest), %eax
.endm
	va %ebx, %ecx, 4
.macro cat r
	notl %e\r\()x
.endm
	cat a
	cat d
.purgem cat
