# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -skip-unsupported-instructions=parse-failure -iterations=3 -timeline
# An unknown mnemonic between two valid instructions.
	addq	%rax, %rbx
	frobq	%rax
	imulq	%rbx, %rcx
