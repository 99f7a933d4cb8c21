# mcalens-golden: -mcpu=sapphirerapids -instruction-tables
btc %r13w, %r14w
shrdw $sym, %r14w, %ax
sal $96, %ax
andb %al, 88(%r13,%r14,4)
addq $-3, 88(%r13,%r14,4)
btc $24, %r14
rolq %cl, %rax
shldw $64, %ax, %r14w
orq %r8, %rbx
rolw %cl, %ax
rcll $sym, 88(%r13,%r14,4)
movdiri %rax, 88(%r13,%r14,4)
cmpw $100000, 88(%r13,%r14,4)
btsq $1, %rax
xchgl %ebx, 88(%r13,%r14,4)
andl $sym, %r14d
adoxl %r8d, %ebx
rcrb $96, 88(%r13,%r14,4)
hreset $0
bts $24, %eax
cmpsb
rcll %cl, %ebx
shld $200, %r13w, %r14w
rcr $96, %r14w
lzcntq 88(%r13,%r14,4), %rbx
xor $200, %al
shl $sym, %eax
btr $sym, %r14
shrd %eax, %r14d
repnz lodsq
