# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -skip-unsupported-instructions=parse-failure
.intel_syntax noprefix
mov eax, OFFSET FLAT:foo
push OFFSET FLAT:foo
mov QWORD PTR [rax], OFFSET FLAT:foo+8
mov eax, DWORD PTR FLAT:foo
mov eax, offset flat : foo
mov eax, OFFSET  FLAT:foo # c
mov edi, OFFSET FLAT:.LC0
mov eax, FLAT:foo
mov eax, foo:bar
mov eax, DWORD PTR foo:[rax]
jmp FLAT:foo
call FLAT:foo
lea rax, FLAT:foo[rip]
mov eax, OFFSET FLAT:foo[rax]
mov eax, 4+FLAT:foo
mov eax, OFFSET flat:foo
mov eax, [FLAT:foo]
mov eax, OFFSET FLAT: foo
jmp 8:0x1000
ljmp 8:0x1000
mov al, ':'
mov eax, fs:[rax]
mov eax, DWORD PTR fs:[rax]
mov eax, DWORD PTR [fs:rax]
mov eax, fs : 8
mov eax, es:foo
	mov eax, OFFSET foo
	mov eax, DWORD PTR fs:[rax]
