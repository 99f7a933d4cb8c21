# mcalens-golden: -mcpu=sapphirerapids -instruction-tables
{evex} orw $1099511627776, %r13w, %r14w
{evex} shlb $253, %bl
rcrw $1, %r13w, %r14w
vcvttss2usi 88(%r13,%r14,4), %rax
xorb $-100000, %bl, %al
cfcmovnal 88(%r13,%r14,4), %ebx
{nf} orb $-3, %bl, %al
{nf} shlq %cl, 88(%r13,%r14,4), %rbx
{evex} orl 88(%r13,%r14,4), %ebx
{nf} decq %rax, %r14
cmovb %rbx, %r13, %r14
{evex} {nf} imull $40000, 88(%r13,%r14,4), %eax
shrdl $96, %r13d, %r14d, %eax
cfcmovnl %bx, %r13w, %r14w
xor $1099511627776, 88(%r13,%r14,4), %ax
{evex} {nf} subb %r8b, 88(%r13,%r14,4)
shrl $1, %eax, %r14d
adcl $200, 88(%r13,%r14,4), %eax
{nf} shrl $96, 88(%r13,%r14,4)
{nf} shrdw $1, %ax, 88(%r13,%r14,4), %bx
{evex} addw $-100000, %r14w, %ax
cfcmovpeq 88(%r13,%r14,4), %r8, %rbx
{nf} subl %eax, 88(%r13,%r14,4), %ebx
shrdw %cl, %r13w, %r14w, %ax
{nf} shrdq $1, %rax, 88(%r13,%r14,4)
shrd $0, %r13d, %eax, %r14d
salw $253, 88(%r13,%r14,4), %ax
{evex} shldl $232, %r14d, %eax
{evex} subb %al, %bl
{evex} orl $-1000, 88(%r13,%r14,4)
