; An x86inc-style NASM source for the VS Code end-to-end test (vscode-client/test/e2e): a small
; layer of x86inc-like macros (INIT_XMM, cglobal, mova and a PADDW helper), then one function whose
; loop is written with them. The loop's lines call macros: the hints belong on those lines.
%macro INIT_XMM 1
    %define SUFFIX _%1
    %define m0 xmm0
    %define m1 xmm1
    %define m2 xmm2
%endmacro
%macro cglobal 1
    align 16
    global %1 %+ SUFFIX:function
    %1 %+ SUFFIX:
    push rbx
    mov rbx, rdi
%endmacro
%macro mova 2
    movdqu %1, %2
%endmacro
%macro PADDW 3
    %ifidn %1, %2
        paddw %1, %3
    %else
        movdqa %1, %2
        paddw %1, %3
    %endif
%endmacro

section .text
INIT_XMM sse2
cglobal add_rows
    xor eax, eax
    pxor m2, m2
.loop:
    mova m0, [rbx + rax]
    PADDW m1, m0, m2
    mova [rsi + rax], m1
    add eax, 16
    cmp eax, edx
    jl .loop
    pop rbx
    ret
