# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=znver4 -timeline
# A 100-uOp LOCK prefix (znver4) dispatches over 17 cycles: its carried-over Dispatched events widen the timeline.
movq %r15, %rax
movl $1, %edx
lock
cmpxchgq %rdx, (%r14)
cmpq %r15, %rax
