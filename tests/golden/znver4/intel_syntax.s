# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=znver4 -iterations=10 -timeline
# gcc -masm=intel style input: llvm-mca prints in the dialect left in force at the end.
	.intel_syntax noprefix
	mov	rax, QWORD PTR [rdi+8]
	lea	rcx, [rax+rax*4]
	vmulps	ymm0, ymm1, YMMWORD PTR [rsi]
	add	DWORD PTR [rdx], 1
	shr	rcx, 3
	cmp	rcx, rax
