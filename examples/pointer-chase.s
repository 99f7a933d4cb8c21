# Length of a linked list: while (p) { p = p->next; n++; } (gcc -O2).
# Every load needs the address the previous load produced.
.L3:
	movq	(%rax), %rax
	addq	$1, %rdx
	testq	%rax, %rax
	jne	.L3
