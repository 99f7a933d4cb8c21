# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake
# An END without any active region.
	addq	%rax, %rbx
# LLVM-MCA-END
# LLVM-MCA-END
