# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake
# An unknown mnemonic between two valid instructions.
	addq	%rax, %rbx
	frobq	%rax
	imulq	%rbx, %rcx
