incq (%rax)
xorl %esi, %esi
movl 44(%r13), %edi
testl %edi, %edi
movl %ebx, -56(%rbp)
movl -56(%rbp), %eax
cmpl $256, %eax
leaq 15(%rsp), %rdx
xorl %eax, %eax
movl $18435529, %esi
movq %rbx, %rdi
pushq %rbp
movq %rsp, %rbp
pushq %r15
pushq %r14
pushq %r13
pushq %r12
movq %rdi, %r12
pushq %rbx
movq %rsi, %rbx
subq $488, %rsp
movq 128(%rsi), %rdi
movq %rsi, -496(%rbp)
movq %fs:40, %rax
movq %rax, -56(%rbp)
xorl %eax, %eax
movq (%rdi), %rax
xorl %edx, %edx
testl %eax, %eax
movl $1, %eax
cmovel %eax, %edx
testl %edx, %edx
cmovnel %eax, %edx
testl %edx, %edx
movq %rbp, %rdi
xorl %ebp, %ebp
