# The file's `.attribute arch` turns on C, F, D and V for assembling; the printer still has only the
# CPU's features (no uncompressing without C, no frflags without F, no vl2r.v without V)
	.attribute	5, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_v1p0"
	li	a3, 0
	lw	a4, 0(a1)
	add	a4, a4, a3
	frflags	a5
	fld	fa5, 0(a4)
	vl2r.v	v8, (a0)
