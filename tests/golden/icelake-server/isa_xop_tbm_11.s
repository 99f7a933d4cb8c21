# mcalens-golden: -mcpu=icelake-server -instruction-tables
vpcomltq 88(%r13,%r14,4), %xmm6, %xmm5
vpcomgeb 88(%r13,%r14,4), %xmm6, %xmm5
vprotb $24, %xmm6, %xmm5
bextr $3000000000, 88(%r13,%r14,4), %eax
blcmsk %r13, %r14
bextrq $1, %rax, %r14
llwpc %r14d
vpcomb $253, 88(%r13,%r14,4), %xmm6, %xmm5
vprotb $3, %xmm13, %xmm12
bextr $40000, 88(%r13,%r14,4), %eax
lwpval $1099511627776, %r13d, %r14d
vphaddud 88(%r13,%r14,4), %xmm5
vpperm 88(%r13,%r14,4), %xmm5, %xmm13, %xmm12
vpcomub $24, 88(%r13,%r14,4), %xmm6, %xmm5
vpshlw %xmm5, %xmm13, %xmm12
vphadddq %xmm5, %xmm12
lwpva $-1000, %r14d, %rax
lwpval $200, 88(%r13,%r14,4), %eax
lwpval $1000, 88(%r13,%r14,4), %rax
lwpins $1099511627776, 88(%r13,%r14,4), %ebx
vpmadcswd %xmm6, %xmm13, %xmm12, %xmm5
bextrq $200, 88(%r13,%r14,4), %rax
vpcomgeuq %xmm12, %xmm6, %xmm5
vpshlw 88(%r13,%r14,4), %xmm13, %xmm12
lwpva $-1099511627776, 88(%r13,%r14,4), %rbx
bextrl $-3, %r13d, %r14d
blciq %rax, %r14
bextrq $-1000, 88(%r13,%r14,4), %rax
bextrl $1, %eax, %r14d
vpmacsdql %xmm6, %xmm5, %xmm13, %xmm12
