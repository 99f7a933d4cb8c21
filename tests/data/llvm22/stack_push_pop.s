pushq %rax
pushq %rbx
popq %rcx
