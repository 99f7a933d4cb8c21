# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -output-asm-variant=-1
# Intel input.
.intel_syntax noprefix
	add	eax, ebx
	imul	ecx, dword ptr [rdi]
