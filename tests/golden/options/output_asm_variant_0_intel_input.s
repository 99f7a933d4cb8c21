# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -output-asm-variant=0
# Intel input.
.intel_syntax noprefix
	add	eax, ebx
	imul	ecx, dword ptr [rdi]
