# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake
# Regions with nothing in them; the instruction is outside.
# LLVM-MCA-BEGIN a
# LLVM-MCA-END a
	addl	%eax, %eax
# LLVM-MCA-BEGIN b
# LLVM-MCA-END b
