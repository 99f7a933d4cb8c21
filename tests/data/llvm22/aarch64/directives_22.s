.cpu c1-ultra
.arch_extension cmpbr
add x0, x1, x2
