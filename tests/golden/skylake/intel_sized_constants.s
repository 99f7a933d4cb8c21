# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -instruction-info
.intel_syntax noprefix
X = 5
	mov eax, X
	add eax, X
	mov eax, [rax+X]
	mov eax, DWORD PTR X
	mov eax, DWORD PTR 5
	mov eax, DWORD PTR 5+4
	push QWORD PTR 5
	add DWORD PTR [rax], DWORD PTR 5
	mov eax, DWORD PTR [5]
	mov eax, DWORD PTR foo
	mov eax, fs:5
