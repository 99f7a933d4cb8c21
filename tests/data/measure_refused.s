addq %rax, %rbx
  syscall
