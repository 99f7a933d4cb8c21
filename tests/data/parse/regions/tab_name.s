#	LLVM-MCA-BEGIN	loop body
addl %eax, %ebx
#LLVM-MCA-END	loop body
