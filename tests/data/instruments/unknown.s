addq %rax, %rbx
# LLVM-MCA-
  # LLVM-MCA-FOO bar
addq %rbx, %rcx
	/* LLVM-MCA-LATENCY 3 */ # LLVM-MCA-XYZ
# LLVM-MCA-LATENCY	7
