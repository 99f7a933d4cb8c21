# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=sapphirerapids -iterations=20 -timeline
# Partial-register writes after a long-latency full write (false dependencies).
	imulq	%rcx, %rax
	movb	$1, %al
	movw	%dx, %ax
	addb	%bl, %ah
	movl	%eax, %r8d
	addq	%rax, %r9
