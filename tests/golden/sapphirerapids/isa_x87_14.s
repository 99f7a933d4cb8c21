# mcalens-golden: -mcpu=sapphirerapids -instruction-tables
fcompi %st(1)
fdivp %st(1)
fsubr
fld1
fmulp %st, %st(1)
fmuls 88(%r13,%r14,4)
fs
fdiv
fmul %st
fcmovnbe %st(1), %st
fstp %st(1)
fmulp %st
fyl2xp1
fldpi
fsubrl 88(%r13,%r14,4)
fdivr %st(1), %st
fincstp
fmulp %st(1)
fdivrs 88(%r13,%r14,4)
fsubp
fsub %st, %st(1)
fstpt 88(%r13,%r14,4)
fdivr
fiadds 88(%r13,%r14,4)
fadd %st(1)
fsubrp %st, %st(1)
fcoms 88(%r13,%r14,4)
ficoml 88(%r13,%r14,4)
fxrstor64 88(%r13,%r14,4)
fistl 88(%r13,%r14,4)
