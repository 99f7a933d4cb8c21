# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=atom -retire-stats -iterations=50
# Retire statistics on an in-order CPU: no ROB, so llvm-mca prints inf% for the usage.
	addl	%eax, %ebx
	imull	%ebx, %ecx
	divl	%ecx
