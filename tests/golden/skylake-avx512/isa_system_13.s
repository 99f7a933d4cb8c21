# mcalens-golden: -mcpu=skylake-avx512 -instruction-tables
vmcall
invlpga %rax, %ecx
vmreadq %rbx, 88(%r13,%r14,4)
mov %cr1, %r14
mov %rax, %dr1
vmrun
vmptrst 88(%r13,%r14,4)
sgdt 88(%r13,%r14,4)
mov %cr1, %rax
invlpga
movq %rax, %cr1
vmmcal
vmload
invlpg
vmwriteq 88(%r13,%r14,4), %rax
vmread %rax, %r14
vmsave %rax
mov %rax, %cr1
vmread %r13, %r14
vmwrite %rax, %r14
mov %dr1, %r14
vmreadq %r14, %rax
vmwriteq %rax, %r14
vmread %rax, 88(%r13,%r14,4)
vmwriteq %r13, %r14
vmreadq %r13, %r14
vmwrite 88(%r13,%r14,4), %rbx
vmsave
movq %r14, %cr1
movq %rax, %dr1
