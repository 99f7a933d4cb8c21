# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake -all-views
# x87 spellings llvm-mc assembles as WAIT + the no-wait instruction
finit
fsave (%rax)
fstcw (%rax)
fstcww 8(%rax)
fstenv (%rax)
fstsw (%rax)
fstsw %ax
fstsww %ax
fstsw
fclex
frstor (%rax)
