# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=sapphirerapids -iterations=20 -timeline
# BHive basic block b00168 (sources sample, seed 7), disassembled with llvm-mc-19.
movzbl (%rsp), %eax
subl $48, %eax
cmpb $1, %al
setbe %r12b
testb %r12b, %r12b
