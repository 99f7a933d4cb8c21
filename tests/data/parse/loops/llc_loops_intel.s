	.text
	.intel_syntax noprefix
	.file	"loop.ll"
	.globl	sum                             # -- Begin function sum
	.p2align	4, 0x90
	.type	sum,@function
sum:                                    # @sum
	.cfi_startproc
# %bb.0:                                # %entry
	test	esi, esi
	jle	.LBB0_1
# %bb.2:                                # %loop.preheader
	xor	ecx, ecx
	xor	eax, eax
	.p2align	4, 0x90
.LBB0_3:                                # %loop
                                        # =>This Inner Loop Header: Depth=1
	add	eax, dword ptr [rdi + 4*rcx]
	inc	rcx
	cmp	ecx, esi
	jl	.LBB0_3
# %bb.4:                                # %exit
	ret
.LBB0_1:
	xor	eax, eax
	ret
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
	xor	eax, eax
	.p2align	4, 0x90
.LBB1_1:                                # %loop
                                        # =>This Inner Loop Header: Depth=1
	vmulss	xmm1, xmm0, dword ptr [rdi + 4*rax]
	vmovss	dword ptr [rdi + 4*rax], xmm1
	inc	rax
	cmp	rax, rsi
	jb	.LBB1_1
# %bb.2:                                # %exit
	ret
.Lfunc_end1:
	.size	scale, .Lfunc_end1-scale
	.cfi_endproc
                                        # -- End function
	.section	".note.GNU-stack","",@progbits
