# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake
# Two active regions with the same name.
# LLVM-MCA-BEGIN foo
	addq	%rax, %rbx
# LLVM-MCA-BEGIN foo
	addq	%rax, %rbx
# LLVM-MCA-END foo
