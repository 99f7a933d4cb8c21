# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=znver4 -show-encoding
# -show-encoding on Intel-syntax input.
.intel_syntax noprefix
	mov	eax, dword ptr [rdi + 4*rcx + 16]
	add	r10, qword ptr [rip + table]
	vaddps	ymm0, ymm1, ymmword ptr [rax + 32]
	lea	rdx, [rsi + rsi*2]
	imul	r8, r9, 77
	sub	rsp, 4096
	cmp	byte ptr [rbx], 0
	movsd	xmm2, qword ptr [rsp + 8]
	dec	ecx
	jne	done
done:
