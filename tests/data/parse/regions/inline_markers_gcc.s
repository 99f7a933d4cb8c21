	.file	"inl.c"
	.text
	.p2align 4
	.globl	foo
	.type	foo, @function
foo:
.LFB0:
	.cfi_startproc
#APP
# 2 "inl.c" 1
	# LLVM-MCA-BEGIN foo
# 0 "" 2
#NO_APP
	leal	42(%rdi), %eax
#APP
# 4 "inl.c" 1
	# LLVM-MCA-END
# 0 "" 2
#NO_APP
	imull	%esi, %eax
	ret
	.cfi_endproc
.LFE0:
	.size	foo, .-foo
	.p2align 4
	.globl	bar
	.type	bar, @function
bar:
.LFB1:
	.cfi_startproc
	testl	%esi, %esi
	jle	.L3
	movslq	%esi, %rsi
	movss	.LC0(%rip), %xmm1
	leaq	(%rdi,%rsi,4), %rax
	.p2align 4,,10
	.p2align 3
.L5:
#APP
# 10 "inl.c" 1
	# LLVM-MCA-BEGIN body
# 0 "" 2
#NO_APP
	movss	(%rdi), %xmm0
	addss	%xmm0, %xmm0
	addss	%xmm1, %xmm0
	movss	%xmm0, (%rdi)
#APP
# 12 "inl.c" 1
	# LLVM-MCA-END body
# 0 "" 2
#NO_APP
	addq	$4, %rdi
	cmpq	%rax, %rdi
	jne	.L5
.L3:
	ret
	.cfi_endproc
.LFE1:
	.size	bar, .-bar
	.section	.rodata.cst4,"aM",@progbits,4
	.align 4
.LC0:
	.long	1065353216
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
