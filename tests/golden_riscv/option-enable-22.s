# LLVM 22's Zcd overlaps, RV32-only and Xwchc/Zclsd rules (19: unknown names), in push/pop pairs
.option push
.option arch, +xqcia
.option pop
.option push
.option arch, +xqciac
.option pop
.option push
.option arch, +xqccmp
.option pop
.option push
.option arch, +xqcicm
.option pop
.option push
.option arch, +zcmp
.option arch, -c
.option arch, +xqccmp
.option pop
.option push
.option arch, +xwchc
.option pop
.option push
.option arch, +xqci
.option pop
.option push
.option arch, +zvl32b
.option pop
.option push
.option arch, +xqci
.option pop
.option push
.option arch, +xqcisync
.option pop
.option push
.option arch, +zilsd
.option pop
.option push
.option arch, +zclsd
.option pop
.option push
.option arch, +zcf
.option pop
.option push
.option arch, +xqccmp
.option pop
.option push
.option arch, +zcmp, +xqccmp
.option pop
.option push
.option arch, +f, +zfinx
.option pop
.option push
.option arch, +zfinx, +f
.option pop
.option push
.option arch, +zcmp, +xwchc
.option pop
.option push
.option arch, +xwchc
.option pop
.option push
.option arch, +zcb, +xwchc
.option pop
.option push
.option arch, +d, +xwchc
.option pop
.option push
.option arch, +zcf, +zclsd
.option pop
.option push
.option arch, +zclsd, +zcf
.option pop
.option push
.option arch, -c, +zcmp, +xqccmp
.option pop
.option push
.option arch, +d, +xqciac
.option pop
