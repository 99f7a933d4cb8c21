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
