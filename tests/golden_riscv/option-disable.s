# `.option arch, -ext` where an enabled extension lists ext among its own implications: llvm-mc's
# error at the name. B is sifive-p670's in LLVM 22 (not 19), and `+b` enables it on any CPU.
.option arch, -zba
.option arch, +b, -zbb
.option arch, -zbs
.option arch,+zbb,  -   b
.option arch, -zicsr
.option arch, -f
.option arch, -zve32x
.option arch, -zve64d
.option arch, -zca
.option arch, -zvl32b
.option arch, -c, -zmmul
.option arch, -m
.option arch, -zaamo
.option push
.option arch, +zvfh, -zvfhmin
.option pop
.option arch, +zcb, -zca
add a0, a0, a1
