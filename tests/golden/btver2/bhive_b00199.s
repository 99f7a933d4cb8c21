# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=btver2 -iterations=20 -timeline
# BHive basic block b00199 (sources sample, seed 7), disassembled with llvm-mc-19.
movl -80(%rbp), %ecx
movq -112(%rbp), %r8
movl -120(%rbp), %r11d
movw %cx, (%rbx,%r12,2)
