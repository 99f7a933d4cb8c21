# mcalens-golden: -mcpu=skylake-avx512 -instruction-tables
kshiftlq $253, %k6, %k5
kshiftrw $0, %k6, %k5
kshiftld $160, %k6, %k5
kshiftrw $200, %k6, %k5
kxnorb %k3, %k6, %k5
kshiftrd $200, %k6, %k5
kshiftrq $64, %k6, %k5
kmovb %r14d, %k5
kshiftlb $1, %k6, %k5
kmovw %r14d, %k5
kandq %k3, %k6, %k5
kshiftrq $1, %k6, %k5
kmovq 88(%r13,%r14,4), %k5
kshiftrw $24, %k6, %k5
kmovd %k5, 88(%r13,%r14,4)
kshiftld $3, %k6, %k5
kshiftrq $200, %k6, %k5
kshiftrb $1, %k6, %k5
kshiftlq $160, %k6, %k5
kshiftlq $96, %k6, %k5
kshiftlw $96, %k6, %k5
knotw %k6, %k5
kshiftrd $160, %k6, %k5
{vex} kmov %r14, %k5
kmovd %eax, %k5
kshiftrd $0, %k6, %k5
kshiftrb $0, %k6, %k5
kunpckwd %k3, %k6, %k5
kshiftrd $24, %k6, %k5
knotq %k6, %k5
