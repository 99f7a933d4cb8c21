# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -bottleneck-analysis
# CRC-32C over 8-byte words with the SSE4.2 instruction (_mm_crc32_u64 in a loop, gcc -O2 -msse4.2).
.L3:
	crc32q	(%rdi), %rax
	addq	$8, %rdi
	cmpq	%rsi, %rdi
	jne	.L3
