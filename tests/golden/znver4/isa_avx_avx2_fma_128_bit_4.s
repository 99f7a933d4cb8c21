# mcalens-golden: -mcpu=znver4 -instruction-tables
vpackusdw %xmm14, %xmm13, %xmm12
vpmulhuw %xmm6, %xmm12, %xmm5
bzhiq %rbx, 88(%r13,%r14,4), %rax
vcvtss2sd 88(%r13,%r14,4), %xmm5, %xmm12
vmulps %xmm5, %xmm13, %xmm12
vpmovzxdq 88(%r13,%r14,4), %xmm12
vfmsubadd213pd %xmm13, %xmm12, %xmm5
vaddsd %xmm13, %xmm5, %xmm12
vaesenc %xmm6, %xmm5, %xmm12
vcmpngt_uqps %xmm7, %xmm6, %xmm5
vcvtsi2ssl %eax, %xmm6, %xmm5
vmpsadb $200, 88(%r13,%r14,4), %xmm6, %xmm5
vfmsubaddps %xmm7, %xmm12, %xmm6, %xmm5
vpalignr $200, %xmm7, %xmm6, %xmm5
{vex} vmovmskpd %xmm5, %r14d
vcmpunordpd %xmm7, %xmm6, %xmm5
vextractps $160, %xmm5, %eax
vpmaddwd %xmm6, %xmm12, %xmm5
vpandn %xmm12, %xmm6, %xmm5
vpsignw 88(%r13,%r14,4), %xmm12, %xmm5
{vex} vcmpneqsd %xmm7, %xmm6, %xmm5
urdmsr $-100000, %r14
vmovups %xmm5, %xmm12
vpmovzxbw %xmm13, %xmm12
vpminsd 88(%r13,%r14,4), %xmm5, %xmm12
vcvtdq2ps 88(%r13,%r14,4), %xmm5
blsi %r13, %r14
vhaddpd %xmm12, %xmm6, %xmm5
vpmaddwd %xmm13, %xmm12, %xmm5
vpmuldq %xmm6, %xmm12, %xmm5
