# Exploratory probes behind znver5-measured's second calibration (docs/accuracy.md, docs/calibrate.md).
# Measured on this project's Zen 5 (AMD EPYC, family 0x1a model 0x2, KVM guest) on 2026-11-24 with
# `mcalens measure -mcpu=znver5-measured znver5-measured.probes.s` (registers distinct, 3 passes x 150
# repetitions, median over passes; ± is half the range of the passes). Each region's comment: measured
# cycles per iteration, and the final znver5-measured prediction (steady state). Re-run to compare.

# lea_scale_nop: measured 2.01 ± 0.00, predicted 2.00
# LLVM-MCA-BEGIN lea_scale_nop
leaq (,%r15,8), %rax
leaq (,%r15,8), %rcx
leaq (,%r15,8), %rdx
leaq (,%r15,8), %rsi
leaq (,%r15,8), %rdi
leaq (,%r15,8), %r8
leaq (,%r15,8), %r9
leaq (,%r15,8), %r10
nop
nop
nop
nop
nop
nop
nop
nop
# LLVM-MCA-END
# lea_scale_tp: measured 2.01 ± 0.00, predicted 2.00
# LLVM-MCA-BEGIN lea_scale_tp
leaq (,%r15,8), %rax
leaq (,%r15,8), %rcx
leaq (,%r15,8), %rdx
leaq (,%r15,8), %rsi
leaq (,%r15,8), %rdi
leaq (,%r15,8), %r8
leaq (,%r15,8), %r9
leaq (,%r15,8), %r10
leaq (,%r15,8), %r11
leaq (,%r15,8), %r12
leaq (,%r15,8), %r13
leaq (,%r15,8), %r14
# LLVM-MCA-END
# lea_bis_nop: measured 3.93 ± 0.01, predicted 4.00
# LLVM-MCA-BEGIN lea_bis_nop
leaq 8(%r15,%r15,4), %rax
leaq 8(%r15,%r15,4), %rcx
leaq 8(%r15,%r15,4), %rdx
leaq 8(%r15,%r15,4), %rsi
leaq 8(%r15,%r15,4), %rdi
leaq 8(%r15,%r15,4), %r8
leaq 8(%r15,%r15,4), %r9
leaq 8(%r15,%r15,4), %r10
nop
nop
nop
nop
nop
nop
nop
nop
# LLVM-MCA-END
# nop16: measured 2.00 ± 0.00, predicted 2.00
# LLVM-MCA-BEGIN nop16
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
nop
# LLVM-MCA-END
# shr_tp: measured 4.00 ± 0.00, predicted 4.00
# LLVM-MCA-BEGIN shr_tp
shrq $3, %rax
shrq $3, %rcx
shrq $3, %rdx
shrq $3, %rsi
shrq $3, %rdi
shrq $3, %r8
shrq $3, %r9
shrq $3, %r10
shrq $3, %r11
shrq $3, %r12
shrq $3, %r13
shrq $3, %r14
# LLVM-MCA-END
# sar_tp: measured 4.00 ± 0.00, predicted 4.00
# LLVM-MCA-BEGIN sar_tp
sarq $2, %rax
sarq $2, %rcx
sarq $2, %rdx
sarq $2, %rsi
sarq $2, %rdi
sarl $2, %r8d
sarl $2, %r9d
sarl $2, %r10d
sarl $2, %r11d
sarl $2, %r12d
sarl $2, %r13d
sarl $2, %r14d
# LLVM-MCA-END
# mov_and: measured 0.15 ± 0.00, predicted 0.16
# LLVM-MCA-BEGIN mov_and
movq %rdi, %rax
andq $-16, %rax
# LLVM-MCA-END
# mov_and_x6: measured 1.01 ± 0.00, predicted 1.00
# LLVM-MCA-BEGIN mov_and_x6
movq %r15, %rax
andq $-16, %rax
movq %r15, %rcx
andq $-16, %rcx
movq %r15, %rdx
andq $-16, %rdx
movq %r15, %rsi
andq $-16, %rsi
movq %r15, %rdi
andq $-16, %rdi
movq %r15, %r8
andq $-16, %r8
# LLVM-MCA-END
# add_tp: measured 2.23 ± 0.00, predicted 2.00
# LLVM-MCA-BEGIN add_tp
addq %r15, %rax
addq %r15, %rcx
addq %r15, %rdx
addq %r15, %rsi
addq %r15, %rdi
addq %r15, %r8
addq %r15, %r9
addq %r15, %r10
addq %r15, %r11
addq %r15, %r12
addq %r15, %r13
addq %r15, %r14
# LLVM-MCA-END
# pushimm32: measured 0.51 ± 0.00, predicted 0.49
# LLVM-MCA-BEGIN pushimm32
pushq $344
# LLVM-MCA-END
# pushimm32_x4: measured 2.00 ± 0.00, predicted 2.00
# LLVM-MCA-BEGIN pushimm32_x4
pushq $344
pushq $344
pushq $344
pushq $344
# LLVM-MCA-END
# vst_sameline: measured 4.00 ± 0.00, predicted 4.00
# LLVM-MCA-BEGIN vst_sameline
vmovss %xmm0, 0(%r8)
vmovss %xmm1, 4(%r8)
vmovss %xmm2, 0(%r9)
vmovss %xmm3, 4(%r9)
vmovss %xmm4, 0(%r10)
vmovss %xmm5, 4(%r10)
vmovss %xmm6, 0(%r11)
vmovss %xmm7, 4(%r11)
# LLVM-MCA-END
# vst_diffline: measured 4.00 ± 0.00, predicted 4.00
# LLVM-MCA-BEGIN vst_diffline
vmovss %xmm0, 0(%r8)
vmovss %xmm1, 64(%r8)
vmovss %xmm2, 0(%r9)
vmovss %xmm3, 64(%r9)
vmovss %xmm4, 0(%r10)
vmovss %xmm5, 64(%r10)
vmovss %xmm6, 0(%r11)
vmovss %xmm7, 64(%r11)
# LLVM-MCA-END
# st_sameline: measured 4.00 ± 0.00, predicted 4.00
# LLVM-MCA-BEGIN st_sameline
movq %rax, 0(%r8)
movq %rax, 8(%r8)
movq %rax, 0(%r9)
movq %rax, 8(%r9)
movq %rax, 0(%r10)
movq %rax, 8(%r10)
movq %rax, 0(%r11)
movq %rax, 8(%r11)
# LLVM-MCA-END
# st_diffline: measured 4.00 ± 0.00, predicted 4.00
# LLVM-MCA-BEGIN st_diffline
movq %rax, 0(%r8)
movq %rax, 64(%r8)
movq %rax, 0(%r9)
movq %rax, 64(%r9)
movq %rax, 0(%r10)
movq %rax, 64(%r10)
movq %rax, 0(%r11)
movq %rax, 64(%r11)
# LLVM-MCA-END
# st_same4: measured 4.00 ± 0.00, predicted 4.00
# LLVM-MCA-BEGIN st_same4
movq %rax, 0(%r8)
movq %rax, 8(%r8)
movq %rax, 16(%r8)
movq %rax, 24(%r8)
movq %rax, 0(%r9)
movq %rax, 8(%r9)
movq %rax, 16(%r9)
movq %rax, 24(%r9)
# LLVM-MCA-END
# vst14_cons: measured 14.43 ± 0.07, predicted 7.00
# LLVM-MCA-BEGIN vst14_cons
vmovss %xmm0, 8(%rbx)
vmovss %xmm1, 72(%rbx)
vmovss %xmm2, 136(%rbx)
vmovss %xmm3, 200(%rbx)
vmovss %xmm4, 264(%rbx)
vmovss %xmm5, 328(%rbx)
vmovss %xmm6, 392(%rbx)
vmovss %xmm7, 456(%rbx)
vmovss %xmm8, 520(%rbx)
vmovss %xmm9, 584(%rbx)
vmovss %xmm10, 648(%rbx)
vmovss %xmm11, 712(%rbx)
vmovss %xmm12, 776(%rbx)
vmovss %xmm13, 840(%rbx)
# LLVM-MCA-END
# vst14_2lines: measured 14.46 ± 0.11, predicted 7.00
# LLVM-MCA-BEGIN vst14_2lines
vmovss %xmm0, 8(%rbx)
vmovss %xmm1, 136(%rbx)
vmovss %xmm2, 264(%rbx)
vmovss %xmm3, 392(%rbx)
vmovss %xmm4, 520(%rbx)
vmovss %xmm5, 648(%rbx)
vmovss %xmm6, 776(%rbx)
vmovss %xmm7, 904(%rbx)
vmovss %xmm8, 1032(%rbx)
vmovss %xmm9, 1160(%rbx)
vmovss %xmm10, 1288(%rbx)
vmovss %xmm11, 1416(%rbx)
vmovss %xmm12, 1544(%rbx)
vmovss %xmm13, 1672(%rbx)
# LLVM-MCA-END
# vst14_4B: measured 14.63 ± 0.02, predicted 7.00
# LLVM-MCA-BEGIN vst14_4B
vmovss %xmm0, 8(%r8)
vmovss %xmm1, 8(%r9)
vmovss %xmm2, 8(%r10)
vmovss %xmm3, 8(%r11)
vmovss %xmm4, 72(%r8)
vmovss %xmm5, 72(%r9)
vmovss %xmm6, 72(%r10)
vmovss %xmm7, 72(%r11)
vmovss %xmm8, 136(%r8)
vmovss %xmm9, 136(%r9)
vmovss %xmm10, 136(%r10)
vmovss %xmm11, 136(%r11)
vmovss %xmm12, 200(%r8)
vmovss %xmm13, 200(%r9)
# LLVM-MCA-END
# st14_cons: measured 14.52 ± 0.15, predicted 7.00
# LLVM-MCA-BEGIN st14_cons
movq %r15, 8(%rbx)
movq %r15, 72(%rbx)
movq %r15, 136(%rbx)
movq %r15, 200(%rbx)
movq %r15, 264(%rbx)
movq %r15, 328(%rbx)
movq %r15, 392(%rbx)
movq %r15, 456(%rbx)
movq %r15, 520(%rbx)
movq %r15, 584(%rbx)
movq %r15, 648(%rbx)
movq %r15, 712(%rbx)
movq %r15, 776(%rbx)
movq %r15, 840(%rbx)
# LLVM-MCA-END
# vst8_one: measured 4.00 ± 0.00, predicted 4.00
# LLVM-MCA-BEGIN vst8_one
vmovss %xmm0, 8(%rbx)
vmovss %xmm1, 72(%rbx)
vmovss %xmm2, 136(%rbx)
vmovss %xmm3, 200(%rbx)
vmovss %xmm4, 264(%rbx)
vmovss %xmm5, 328(%rbx)
vmovss %xmm6, 392(%rbx)
vmovss %xmm7, 456(%rbx)
# LLVM-MCA-END
# vmovups_st_4B: measured 4.00 ± 0.00, predicted 4.00
# LLVM-MCA-BEGIN vmovups_st_4B
vmovups %xmm0, 0(%r8)
vmovups %xmm1, 0(%r9)
vmovups %xmm2, 0(%r10)
vmovups %xmm3, 0(%r11)
vmovups %xmm4, 64(%r8)
vmovups %xmm5, 64(%r9)
vmovups %xmm6, 64(%r10)
vmovups %xmm7, 64(%r11)
# LLVM-MCA-END
# vmovupsy_st_4B: measured 4.00 ± 0.00, predicted 4.00
# LLVM-MCA-BEGIN vmovupsy_st_4B
vmovups %ymm0, 0(%r8)
vmovups %ymm1, 0(%r9)
vmovups %ymm2, 0(%r10)
vmovups %ymm3, 0(%r11)
vmovups %ymm4, 64(%r8)
vmovups %ymm5, 64(%r9)
vmovups %ymm6, 64(%r10)
vmovups %ymm7, 64(%r11)
# LLVM-MCA-END
# pushreg4: measured 2.00 ± 0.00, predicted 2.00
# LLVM-MCA-BEGIN pushreg4
pushq %rax
pushq %rcx
pushq %rdx
pushq %rsi
# LLVM-MCA-END
# add_tp_imm: measured 2.24 ± 0.00, predicted 2.00
# LLVM-MCA-BEGIN add_tp_imm
addq $1, %rax
addq $1, %rcx
addq $1, %rdx
addq $1, %rsi
addq $1, %rdi
addq $1, %r8
addq $1, %r9
addq $1, %r10
addq $1, %r11
addq $1, %r12
addq $1, %r13
addq $1, %r14
# LLVM-MCA-END
# add_tp_6: measured 1.27 ± 0.00, predicted 1.00
# LLVM-MCA-BEGIN add_tp_6
addq %r15, %rax
addq %r15, %rcx
addq %r15, %rdx
addq %r15, %rsi
addq %r15, %rdi
addq %r15, %r8
# LLVM-MCA-END
# mov_add_x6: measured 1.01 ± 0.00, predicted 1.00
# LLVM-MCA-BEGIN mov_add_x6
movq %r15, %rax
addq %r14, %rax
movq %r15, %rcx
addq %r14, %rcx
movq %r15, %rdx
addq %r14, %rdx
movq %r15, %rsi
addq %r14, %rsi
movq %r15, %rdi
addq %r14, %rdi
movq %r15, %r8
addq %r14, %r8
# LLVM-MCA-END
# mov_shr_x6: measured 2.03 ± 0.00, predicted 2.00
# LLVM-MCA-BEGIN mov_shr_x6
movq %r15, %rax
shrq $3, %rax
movq %r15, %rcx
shrq $3, %rcx
movq %r15, %rdx
shrq $3, %rdx
movq %r15, %rsi
shrq $3, %rsi
movq %r15, %rdi
shrq $3, %rdi
movq %r15, %r8
shrq $3, %r8
# LLVM-MCA-END
# mov_lea_x6: measured 1.93 ± 0.00, predicted 1.49
# LLVM-MCA-BEGIN mov_lea_x6
movq %r15, %rax
leaq 1(%rax), %rax
movq %r15, %rcx
leaq 1(%rcx), %rcx
movq %r15, %rdx
leaq 1(%rdx), %rdx
movq %r15, %rsi
leaq 1(%rsi), %rsi
movq %r15, %rdi
leaq 1(%rdi), %rdi
movq %r15, %r8
leaq 1(%r8), %r8
# LLVM-MCA-END
# movl_and_x6: measured 1.01 ± 0.00, predicted 1.00
# LLVM-MCA-BEGIN movl_and_x6
movl %r15d, %eax
andl $7, %eax
movl %r15d, %ecx
andl $7, %ecx
movl %r15d, %edx
andl $7, %edx
movl %r15d, %esi
andl $7, %esi
movl %r15d, %edi
andl $7, %edi
movl %r15d, %r8d
andl $7, %r8d
# LLVM-MCA-END
# mov_only12: measured 1.57 ± 0.00, predicted 1.49
# LLVM-MCA-BEGIN mov_only12
movq %r15, %rax
movq %r15, %rcx
movq %r15, %rdx
movq %r15, %rsi
movq %r15, %rdi
movq %r15, %r8
movq %r15, %r9
movq %r15, %r10
movq %r15, %r11
movq %r15, %r12
movq %r15, %r13
movq %r15, %r14
# LLVM-MCA-END
# mov_cmp_x6: measured 1.55 ± 0.00, predicted 1.49
# LLVM-MCA-BEGIN mov_cmp_x6
movq %r15, %rax
cmpq %r14, %rax
movq %r15, %rcx
cmpq %r14, %rcx
movq %r15, %rdx
cmpq %r14, %rdx
movq %r15, %rsi
cmpq %r14, %rsi
movq %r15, %rdi
cmpq %r14, %rdi
movq %r15, %r8
cmpq %r14, %r8
# LLVM-MCA-END
# lea_bis_tp: measured 5.88 ± 0.01, predicted 6.00
# LLVM-MCA-BEGIN lea_bis_tp
leaq 8(%r15,%r15,4), %rax
leaq 8(%r15,%r15,4), %rcx
leaq 8(%r15,%r15,4), %rdx
leaq 8(%r15,%r15,4), %rsi
leaq 8(%r15,%r15,4), %rdi
leaq 8(%r15,%r15,4), %r8
leaq 8(%r15,%r15,4), %r9
leaq 8(%r15,%r15,4), %r10
leaq 8(%r15,%r15,4), %r11
leaq 8(%r15,%r15,4), %r12
leaq 8(%r15,%r15,4), %r13
leaq 8(%r15,%r15,4), %r14
# LLVM-MCA-END
# lea_bi_nop: measured 2.15 ± 0.00, predicted 2.00
# LLVM-MCA-BEGIN lea_bi_nop
leaq (%r15,%r14), %rax
leaq (%r15,%r14), %rcx
leaq (%r15,%r14), %rdx
leaq (%r15,%r14), %rsi
leaq (%r15,%r14), %rdi
leaq (%r15,%r14), %r8
leaq (%r15,%r14), %r9
leaq (%r15,%r14), %r10
nop
nop
nop
nop
nop
nop
nop
nop
# LLVM-MCA-END
# lea_bs_nop: measured 2.15 ± 0.00, predicted 2.00
# LLVM-MCA-BEGIN lea_bs_nop
leaq (%r15,%r14,4), %rax
leaq (%r15,%r14,4), %rcx
leaq (%r15,%r14,4), %rdx
leaq (%r15,%r14,4), %rsi
leaq (%r15,%r14,4), %rdi
leaq (%r15,%r14,4), %r8
leaq (%r15,%r14,4), %r9
leaq (%r15,%r14,4), %r10
nop
nop
nop
nop
nop
nop
nop
nop
# LLVM-MCA-END
# movslq_nop: measured 2.54 ± 0.00, predicted 2.00
# LLVM-MCA-BEGIN movslq_nop
movslq %r15d, %rax
movslq %r15d, %rcx
movslq %r15d, %rdx
movslq %r15d, %rsi
movslq %r15d, %rdi
movslq %r15d, %r8
movslq %r15d, %r9
movslq %r15d, %r10
nop
nop
nop
nop
nop
nop
nop
nop
# LLVM-MCA-END
# load_nop: measured 2.35 ± 0.00, predicted 2.00
# LLVM-MCA-BEGIN load_nop
movq 0(%rbx), %rax
movq 64(%rbx), %rcx
movq 128(%rbx), %rdx
movq 192(%rbx), %rsi
movq 256(%rbx), %rdi
movq 320(%rbx), %r8
movq 384(%rbx), %r9
movq 448(%rbx), %r10
nop
nop
nop
nop
nop
nop
nop
nop
# LLVM-MCA-END
# loadop_nop: measured 2.33 ± 0.02, predicted 2.19
# LLVM-MCA-BEGIN loadop_nop
addq 0(%rbx), %rax
addq 64(%rbx), %rcx
addq 128(%rbx), %rdx
addq 192(%rbx), %rsi
addq 256(%rbx), %rdi
addq 320(%rbx), %r8
addq 384(%rbx), %r9
addq 448(%rbx), %r10
nop
nop
nop
nop
nop
nop
nop
nop
# LLVM-MCA-END
# store_nop: measured 4.01 ± 0.00, predicted 4.00
# LLVM-MCA-BEGIN store_nop
movq %r15, 0(%rbx)
movq %r15, 64(%rbx)
movq %r15, 128(%rbx)
movq %r15, 192(%rbx)
movq %r15, 256(%rbx)
movq %r15, 320(%rbx)
movq %r15, 384(%rbx)
movq %r15, 448(%rbx)
nop
nop
nop
nop
nop
nop
nop
nop
# LLVM-MCA-END
# rmw_nop: measured 4.00 ± 0.00, predicted 4.00
# LLVM-MCA-BEGIN rmw_nop
addq $1, 0(%rbx)
addq $1, 64(%rbx)
addq $1, 128(%rbx)
addq $1, 192(%rbx)
addq $1, 256(%rbx)
addq $1, 320(%rbx)
addq $1, 384(%rbx)
addq $1, 448(%rbx)
nop
nop
nop
nop
nop
nop
nop
nop
# LLVM-MCA-END
# lea_scale_lat: measured 8.00 ± 0.00, predicted 8.00
# LLVM-MCA-BEGIN lea_scale_lat
leaq (,%rax,2), %rax
leaq (,%rax,2), %rax
leaq (,%rax,2), %rax
leaq (,%rax,2), %rax
leaq (,%rax,2), %rax
leaq (,%rax,2), %rax
leaq (,%rax,2), %rax
leaq (,%rax,2), %rax
# LLVM-MCA-END
# lea_bs_lat: measured 8.00 ± 0.00, predicted 8.00
# LLVM-MCA-BEGIN lea_bs_lat
leaq (%rax,%r15,4), %rax
leaq (%rax,%r15,4), %rax
leaq (%rax,%r15,4), %rax
leaq (%rax,%r15,4), %rax
leaq (%rax,%r15,4), %rax
leaq (%rax,%r15,4), %rax
leaq (%rax,%r15,4), %rax
leaq (%rax,%r15,4), %rax
# LLVM-MCA-END
# lea_bis_lat: measured 16.00 ± 0.00, predicted 16.00
# LLVM-MCA-BEGIN lea_bis_lat
leaq 8(%rax,%r15,4), %rax
leaq 8(%rax,%r15,4), %rax
leaq 8(%rax,%r15,4), %rax
leaq 8(%rax,%r15,4), %rax
leaq 8(%rax,%r15,4), %rax
leaq 8(%rax,%r15,4), %rax
leaq 8(%rax,%r15,4), %rax
leaq 8(%rax,%r15,4), %rax
# LLVM-MCA-END
# lea_bi_lat: measured 8.00 ± 0.00, predicted 8.00
# LLVM-MCA-BEGIN lea_bi_lat
leaq (%rax,%r15), %rax
leaq (%rax,%r15), %rax
leaq (%rax,%r15), %rax
leaq (%rax,%r15), %rax
leaq (%rax,%r15), %rax
leaq (%rax,%r15), %rax
leaq (%rax,%r15), %rax
leaq (%rax,%r15), %rax
# LLVM-MCA-END
# lea_bid_lat: measured 15.99 ± 0.00, predicted 16.00
# LLVM-MCA-BEGIN lea_bid_lat
leaq 8(%rax,%r15), %rax
leaq 8(%rax,%r15), %rax
leaq 8(%rax,%r15), %rax
leaq 8(%rax,%r15), %rax
leaq 8(%rax,%r15), %rax
leaq 8(%rax,%r15), %rax
leaq 8(%rax,%r15), %rax
leaq 8(%rax,%r15), %rax
# LLVM-MCA-END
# fused_lat: measured 4.00 ± 0.00, predicted 4.00
# LLVM-MCA-BEGIN fused_lat
movq %rax, %rcx
addq $1, %rcx
movq %rcx, %rax
movq %rax, %rcx
addq $1, %rcx
movq %rcx, %rax
movq %rax, %rcx
addq $1, %rcx
movq %rcx, %rax
movq %rax, %rcx
addq $1, %rcx
movq %rcx, %rax
# LLVM-MCA-END
# fused_lat2: measured 4.00 ± 0.00, predicted 4.00
# LLVM-MCA-BEGIN fused_lat2
movq %rax, %rcx
andq %r15, %rcx
movq %rcx, %rax
movq %rax, %rcx
andq %r15, %rcx
movq %rcx, %rax
movq %rax, %rcx
andq %r15, %rcx
movq %rcx, %rax
movq %rax, %rcx
andq %r15, %rcx
movq %rcx, %rax
# LLVM-MCA-END
# rmw8: measured 4.02 ± 0.01, predicted 4.00
# LLVM-MCA-BEGIN rmw8
addq $1, 8(%rbx)
addq $1, 72(%rbx)
addq $1, 136(%rbx)
addq $1, 200(%rbx)
addq $1, 264(%rbx)
addq $1, 328(%rbx)
addq $1, 392(%rbx)
addq $1, 456(%rbx)
# LLVM-MCA-END
# rmw12: measured 10.83 ± 0.00, predicted 6.00
# LLVM-MCA-BEGIN rmw12
addq $1, 8(%rbx)
addq $1, 72(%rbx)
addq $1, 136(%rbx)
addq $1, 200(%rbx)
addq $1, 264(%rbx)
addq $1, 328(%rbx)
addq $1, 392(%rbx)
addq $1, 456(%rbx)
addq $1, 520(%rbx)
addq $1, 584(%rbx)
addq $1, 648(%rbx)
addq $1, 712(%rbx)
# LLVM-MCA-END
# st10: measured 4.99 ± 0.00, predicted 5.00
# LLVM-MCA-BEGIN st10
movq %r15, 8(%rbx)
movq %r15, 72(%rbx)
movq %r15, 136(%rbx)
movq %r15, 200(%rbx)
movq %r15, 264(%rbx)
movq %r15, 328(%rbx)
movq %r15, 392(%rbx)
movq %r15, 456(%rbx)
movq %r15, 520(%rbx)
movq %r15, 584(%rbx)
# LLVM-MCA-END
# st12: measured 6.03 ± 0.00, predicted 6.00
# LLVM-MCA-BEGIN st12
movq %r15, 8(%rbx)
movq %r15, 72(%rbx)
movq %r15, 136(%rbx)
movq %r15, 200(%rbx)
movq %r15, 264(%rbx)
movq %r15, 328(%rbx)
movq %r15, 392(%rbx)
movq %r15, 456(%rbx)
movq %r15, 520(%rbx)
movq %r15, 584(%rbx)
movq %r15, 648(%rbx)
movq %r15, 712(%rbx)
# LLVM-MCA-END
# st13: measured 13.53 ± 0.39, predicted 6.49
# LLVM-MCA-BEGIN st13
movq %r15, 8(%rbx)
movq %r15, 72(%rbx)
movq %r15, 136(%rbx)
movq %r15, 200(%rbx)
movq %r15, 264(%rbx)
movq %r15, 328(%rbx)
movq %r15, 392(%rbx)
movq %r15, 456(%rbx)
movq %r15, 520(%rbx)
movq %r15, 584(%rbx)
movq %r15, 648(%rbx)
movq %r15, 712(%rbx)
movq %r15, 776(%rbx)
# LLVM-MCA-END
# vst12: measured 6.00 ± 0.01, predicted 6.00
# LLVM-MCA-BEGIN vst12
vmovss %xmm0, 8(%rbx)
vmovss %xmm1, 72(%rbx)
vmovss %xmm2, 136(%rbx)
vmovss %xmm3, 200(%rbx)
vmovss %xmm4, 264(%rbx)
vmovss %xmm5, 328(%rbx)
vmovss %xmm6, 392(%rbx)
vmovss %xmm7, 456(%rbx)
vmovss %xmm8, 520(%rbx)
vmovss %xmm9, 584(%rbx)
vmovss %xmm10, 648(%rbx)
vmovss %xmm11, 712(%rbx)
# LLVM-MCA-END
# push_imm8: measured 4.00 ± 0.00, predicted 4.00
# LLVM-MCA-BEGIN push_imm8
pushq $344
pushq $344
pushq $344
pushq $344
pushq $344
pushq $344
pushq $344
pushq $344
# LLVM-MCA-END
# push_i8_8: measured 4.00 ± 0.00, predicted 4.00
# LLVM-MCA-BEGIN push_i8_8
pushq $1
pushq $1
pushq $1
pushq $1
pushq $1
pushq $1
pushq $1
pushq $1
# LLVM-MCA-END
# mov_sub_x6: measured 1.01 ± 0.00, predicted 1.00
# LLVM-MCA-BEGIN mov_sub_x6
movq %r15, %rax
subq %r14, %rax
movq %r15, %rcx
subq %r14, %rcx
movq %r15, %rdx
subq %r14, %rdx
movq %r15, %rsi
subq %r14, %rsi
movq %r15, %rdi
subq %r14, %rdi
movq %r15, %r8
subq %r14, %r8
# LLVM-MCA-END
# mov_imul_x6: measured 2.00 ± 0.00, predicted 2.00
# LLVM-MCA-BEGIN mov_imul_x6
movq %r15, %rax
imulq %r14, %rax
movq %r15, %rcx
imulq %r14, %rcx
movq %r15, %rdx
imulq %r14, %rdx
movq %r15, %rsi
imulq %r14, %rsi
movq %r15, %rdi
imulq %r14, %rdi
movq %r15, %r8
imulq %r14, %r8
# LLVM-MCA-END
# movl_add_x6: measured 1.01 ± 0.00, predicted 1.00
# LLVM-MCA-BEGIN movl_add_x6
movl %r15d, %eax
addl %r14d, %eax
movl %r15d, %ecx
addl %r14d, %ecx
movl %r15d, %edx
addl %r14d, %edx
movl %r15d, %esi
addl %r14d, %esi
movl %r15d, %edi
addl %r14d, %edi
movl %r15d, %r8d
addl %r14d, %r8d
# LLVM-MCA-END
# mov_nop_x6: measured 1.93 ± 0.00, predicted 1.49
# LLVM-MCA-BEGIN mov_nop_x6
movq %r15, %rax
nop
movq %r15, %rcx
nop
movq %r15, %rdx
nop
movq %r15, %rsi
nop
movq %r15, %rdi
nop
movq %r15, %r8
nop
# LLVM-MCA-END
# st_1addr: measured 0.51 ± 0.00, predicted 0.49
# LLVM-MCA-BEGIN st_1addr
movq %rax, 8(%rbx)
# LLVM-MCA-END
# st_2addr_sameline: measured 1.00 ± 0.00, predicted 1.00
# LLVM-MCA-BEGIN st_2addr_sameline
movq %rax, 8(%rbx)
movq %rax, 16(%rbx)
# LLVM-MCA-END
# st_2addr_2lines: measured 1.00 ± 0.00, predicted 1.00
# LLVM-MCA-BEGIN st_2addr_2lines
movq %rax, 8(%rbx)
movq %rax, 72(%rbx)
# LLVM-MCA-END
# st_4addr_4lines: measured 2.00 ± 0.00, predicted 2.00
# LLVM-MCA-BEGIN st_4addr_4lines
movq %rax, 8(%rbx)
movq %rax, 72(%rbx)
movq %rax, 136(%rbx)
movq %rax, 200(%rbx)
# LLVM-MCA-END
# st_4addr_1line: measured 1.99 ± 0.00, predicted 2.00
# LLVM-MCA-BEGIN st_4addr_1line
movq %rax, 8(%rbx)
movq %rax, 16(%rbx)
movq %rax, 24(%rbx)
movq %rax, 32(%rbx)
# LLVM-MCA-END
# st_4addr_2lines: measured 1.99 ± 0.00, predicted 2.00
# LLVM-MCA-BEGIN st_4addr_2lines
movq %rax, 8(%rbx)
movq %rax, 40(%rbx)
movq %rax, 72(%rbx)
movq %rax, 104(%rbx)
# LLVM-MCA-END
# st_1addr_lea: measured 0.94 ± 0.00, predicted 0.49
# LLVM-MCA-BEGIN st_1addr_lea
leaq -1808(%rbp), %rax
movq %rax, -2232(%rbp)
leaq 16(%rax), %r15
# LLVM-MCA-END
# vst_1addr: measured 0.50 ± 0.00, predicted 0.49
# LLVM-MCA-BEGIN vst_1addr
vmovss %xmm0, 8(%rbx)
# LLVM-MCA-END
# vst_2addr_sameline: measured 1.00 ± 0.00, predicted 1.00
# LLVM-MCA-BEGIN vst_2addr_sameline
vmovss %xmm0, 8(%rbx)
vmovss %xmm1, 12(%rbx)
# LLVM-MCA-END
# lea_test: measured 0.48 ± 0.00, predicted 0.32
# LLVM-MCA-BEGIN lea_test
leaq (,%r12,8), %rsi
testq %rsi, %rsi
# LLVM-MCA-END
# lea_test_b: measured 0.48 ± 0.00, predicted 0.32
# LLVM-MCA-BEGIN lea_test_b
leaq (%r12,%r12), %rsi
testq %rsi, %rsi
# LLVM-MCA-END
# add_test: measured 1.00 ± 0.00, predicted 1.00
# LLVM-MCA-BEGIN add_test
addq %r12, %rsi
testq %rsi, %rsi
# LLVM-MCA-END
# lea_only: measured 0.16 ± 0.00, predicted 0.16
# LLVM-MCA-BEGIN lea_only
leaq (,%r12,8), %rsi
# LLVM-MCA-END
# movsbl_lea_cmp: measured 0.69 ± 0.00, predicted 0.37
# LLVM-MCA-BEGIN movsbl_lea_cmp
movsbl (%rcx), %eax
leal -48(%rax), %r8d
cmpb $9, %r8b
# LLVM-MCA-END
# lea8_test: measured 0.48 ± 0.00, predicted 0.32
# LLVM-MCA-BEGIN lea8_test
leaq 8(%r12), %rsi
testq %rsi, %rsi
# LLVM-MCA-END
# lea8_mov: measured 0.25 ± 0.00, predicted 0.24
# LLVM-MCA-BEGIN lea8_mov
leaq 8(%r12), %rsi
movq %rsi, %rdi
# LLVM-MCA-END
# lea8_add: measured 0.48 ± 0.00, predicted 0.32
# LLVM-MCA-BEGIN lea8_add
leaq 8(%r12), %rsi
addq %r12, %rsi
# LLVM-MCA-END
# movimm_test: measured 0.49 ± 0.00, predicted 0.27
# LLVM-MCA-BEGIN movimm_test
movl $5, %esi
testq %rsi, %rsi
# LLVM-MCA-END
# movzx_test: measured 0.48 ± 0.00, predicted 0.32
# LLVM-MCA-BEGIN movzx_test
movzbl %r12b, %esi
testq %rsi, %rsi
# LLVM-MCA-END
# shl_test: measured 0.36 ± 0.00, predicted 0.33
# LLVM-MCA-BEGIN shl_test
movq %r12, %rsi
shlq $3, %rsi
testq %rsi, %rsi
# LLVM-MCA-END
# lea8_test_x4: measured 1.95 ± 0.00, predicted 1.33
# LLVM-MCA-BEGIN lea8_test_x4
leaq 8(%r12), %rsi
testq %rsi, %rsi
leaq 8(%r12), %rdi
testq %rdi, %rdi
leaq 8(%r12), %r8
testq %r8, %r8
leaq 8(%r12), %r9
testq %r9, %r9
# LLVM-MCA-END
# load_test: measured 0.25 ± 0.00, predicted 0.24
# LLVM-MCA-BEGIN load_test
movq 8(%rbx), %rsi
testq %rsi, %rsi
# LLVM-MCA-END
# lock_cmpxchg: measured 20.00 ± 0.02, predicted 34.00
# LLVM-MCA-BEGIN lock_cmpxchg
lock
cmpxchgq %rbp, (%r12)
# LLVM-MCA-END
# lock_cmpxchg_x4: measured 80.04 ± 0.06, predicted 136.00
# LLVM-MCA-BEGIN lock_cmpxchg_x4
lock
cmpxchgq %rbp, 0(%r12)
lock
cmpxchgq %rbp, 64(%r12)
lock
cmpxchgq %rbp, 128(%r12)
lock
cmpxchgq %rbp, 192(%r12)
# LLVM-MCA-END
# lock_add: measured 20.01 ± 0.01, predicted 34.00
# LLVM-MCA-BEGIN lock_add
lock
addq $1, 8(%rbx)
# LLVM-MCA-END
# lock_cmpxchg_xor: measured 20.00 ± 0.01, predicted 34.33
# LLVM-MCA-BEGIN lock_cmpxchg_xor
xorl %eax, %eax
lock
cmpxchgq %rbp, (%r12)
# LLVM-MCA-END
# push3_lock: measured 21.00 ± 0.01, predicted 50.64
# LLVM-MCA-BEGIN push3_lock
pushq %r12
pushq %r13
pushq %r14
subq $48, %rsp
movb $1, %dl
xorb %al, %al
lock
cmpxchgb %dl, (%r13)
movl $1, %r12d
testb %al, %al
# LLVM-MCA-END
# gap1: measured 0.67 ± 0.01, predicted 0.37
# LLVM-MCA-BEGIN gap1
leaq 8(%r12), %rsi
movl $1, %eax
testq %rsi, %rsi
# LLVM-MCA-END
# chain3: measured 0.72 ± 0.00, predicted 0.49
# LLVM-MCA-BEGIN chain3
leaq 8(%r12), %rsi
addq $1, %rsi
testq %rsi, %rsi
# LLVM-MCA-END
# two_cons: measured 0.85 ± 0.00, predicted 0.49
# LLVM-MCA-BEGIN two_cons
leaq 8(%r12), %rsi
testq %rsi, %rsi
cmpq $1, %rsi
# LLVM-MCA-END
# lea_lea: measured 0.48 ± 0.00, predicted 0.32
# LLVM-MCA-BEGIN lea_lea
leaq 8(%r12), %rsi
leaq 1(%rsi), %rdi
# LLVM-MCA-END
# pair_nop2: measured 0.50 ± 0.00, predicted 0.49
# LLVM-MCA-BEGIN pair_nop2
leaq 8(%r12), %rsi
testq %rsi, %rsi
nop
nop
# LLVM-MCA-END
# pair_alu2: measured 0.81 ± 0.00, predicted 0.55
# LLVM-MCA-BEGIN pair_alu2
leaq 8(%r12), %rsi
testq %rsi, %rsi
movl $1, %eax
movl $2, %ecx
# LLVM-MCA-END
# xor_test: measured 0.25 ± 0.00, predicted 0.24
# LLVM-MCA-BEGIN xor_test
xorl %esi, %esi
testl %esi, %esi
# LLVM-MCA-END
# add_add: measured 1.00 ± 0.00, predicted 1.00
# LLVM-MCA-BEGIN add_add
addq $1, %r12
addq %r12, %rsi
# LLVM-MCA-END
# lea_store: measured 0.56 ± 0.01, predicted 0.49
# LLVM-MCA-BEGIN lea_store
leaq 8(%r12), %rsi
movq %rsi, 8(%rbx)
# LLVM-MCA-END
# lea_loadaddr: measured 0.25 ± 0.00, predicted 0.24
# LLVM-MCA-BEGIN lea_loadaddr
leaq 8(%r12), %rsi
movq (%rsi), %rdi
# LLVM-MCA-END
# pairs2_split: measured 0.89 ± 0.00, predicted 0.67
# LLVM-MCA-BEGIN pairs2_split
leaq 8(%r12), %rsi
leaq 8(%r13), %rdi
testq %rsi, %rsi
testq %rdi, %rdi
# LLVM-MCA-END
