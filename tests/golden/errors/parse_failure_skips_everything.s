# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -skip-unsupported-instructions=parse-failure
# Only a line llvm-mc rejects.
	foo	%eax
