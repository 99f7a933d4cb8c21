# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=btver2 -bottleneck-analysis
# Dot product of two packed 4 x float vectors: the running example of the llvm-mca manual.
# Try: mcalens -mcpu=btver2 -iterations=300 -timeline examples/dot-product.s
	vmulps	%xmm0, %xmm1, %xmm2
	vhaddps	%xmm2, %xmm2, %xmm3
	vhaddps	%xmm3, %xmm3, %xmm4
