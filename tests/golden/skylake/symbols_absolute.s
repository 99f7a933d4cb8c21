# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -instruction-info
X = 5
.set Y, X*2
.equ Z, 300
	addl $X, %eax
	addl $Y, %eax
	addl $Z, %eax
	addl $W, %eax
W = 1
.if Y == 10
	nop
.else
	pause
.endif
	.rept X
	incl %eax
	.endr
	movl X(%rax), %eax
