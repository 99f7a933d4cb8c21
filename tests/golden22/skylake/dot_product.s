# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -iterations=20 -timeline
# Dot product of two packed 4 x float vectors (the llvm-mca manual's example).
	vmulps	%xmm0, %xmm1, %xmm2
	vhaddps	%xmm2, %xmm2, %xmm3
	vhaddps	%xmm3, %xmm3, %xmm4
