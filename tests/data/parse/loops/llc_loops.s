	.text
	.file	"loop.ll"
	.globl	sum                             # -- Begin function sum
	.p2align	4, 0x90
	.type	sum,@function
sum:                                    # @sum
	.cfi_startproc
# %bb.0:                                # %entry
	testl	%esi, %esi
	jle	.LBB0_1
# %bb.2:                                # %loop.preheader
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	.p2align	4, 0x90
.LBB0_3:                                # %loop
                                        # =>This Inner Loop Header: Depth=1
	addl	(%rdi,%rcx,4), %eax
	incq	%rcx
	cmpl	%esi, %ecx
	jl	.LBB0_3
# %bb.4:                                # %exit
	retq
.LBB0_1:
	xorl	%eax, %eax
	retq
.Lfunc_end0:
	.size	sum, .Lfunc_end0-sum
	.cfi_endproc
                                        # -- End function
	.globl	scale                           # -- Begin function scale
	.p2align	4, 0x90
	.type	scale,@function
scale:                                  # @scale
	.cfi_startproc
# %bb.0:                                # %entry
	xorl	%eax, %eax
	.p2align	4, 0x90
.LBB1_1:                                # %loop
                                        # =>This Inner Loop Header: Depth=1
	vmulss	(%rdi,%rax,4), %xmm0, %xmm1
	vmovss	%xmm1, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rsi, %rax
	jb	.LBB1_1
# %bb.2:                                # %exit
	retq
.Lfunc_end1:
	.size	scale, .Lfunc_end1-scale
	.cfi_endproc
                                        # -- End function
	.section	".note.GNU-stack","",@progbits
