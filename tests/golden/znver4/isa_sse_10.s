# mcalens-golden: -mcpu=znver4 -instruction-tables
pextrw $160, %xmm5, 88(%r13,%r14,4)
phsubsw %xmm12, %xmm5
roundsd $232, %xmm6, %xmm5
dppd $sym, %xmm6, %xmm5
ucomiss %xmm5, %xmm12
pshufl $96, 88(%r13,%r14,4), %xmm5
movlpd %xmm12, 88(%r13,%r14,4)
extrq $3, $3, %xmm5
pmaxsb 88(%r13,%r14,4), %xmm5
insertps $200, 88(%r13,%r14,4), %xmm5
punpckldq 88(%r13,%r14,4), %xmm12
pmovsxbd %xmm13, %xmm12
comisd %xmm12, %xmm5
packusd 88(%r13,%r14,4), %xmm12
pextrw $253, %xmm5, %r14d
pinsrq $96, 88(%r13,%r14,4), %xmm5
psubsw 88(%r13,%r14,4), %xmm5
cmpnleps %xmm6, %xmm5
psrlq $64, %xmm5
shufps $3, %xmm12, %xmm5
addps %xmm6, %xmm5
movsd 88(%r13,%r14,4), %xmm12
cmpss $96, %xmm6, %xmm5
pabsb %xmm13, %xmm12
movupd %xmm12, 88(%r13,%r14,4)
pmovzxbd 88(%r13,%r14,4), %xmm12
gf2p8affineinvq $0, 88(%r13,%r14,4), %xmm5
pshufhw $3, 88(%r13,%r14,4), %xmm5
pextrq $160, %xmm5, %rax
mulps 88(%r13,%r14,4), %xmm5
