# LLVM 22 calls a JAL with a link register other than zero (here t0) a call: the call latency (100)
jal t0, 8
addi a0, t0, 1
