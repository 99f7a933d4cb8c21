# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=btver2 -skip-unsupported-instructions=lack-sched
# Only an instruction btver2 has no scheduling information for.
	vpaddq	%zmm0, %zmm1, %zmm2
