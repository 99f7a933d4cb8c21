foo:
jl foo
jmp foo
addl $bar, %eax
pushq $bar
addl $1, %eax
jl -90
