# saxpy and ddot of tests/corpus/c_riscv/rvv_kernels.c (RVV intrinsics), as
# clang-19 --target=riscv64-linux-gnu -march=rv64gcv -O2 -S prints them (the VS Code e2e test).
	.text
	.attribute	4, 16
	.attribute	5, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_v1p0_zicsr2p0_zifencei2p0_zmmul1p0_zve32f1p0_zve32x1p0_zve64d1p0_zve64f1p0_zve64x1p0_zvl128b1p0_zvl32b1p0_zvl64b1p0"
	.globl	saxpy
	.p2align	1
	.type	saxpy,@function
saxpy:                                  # @saxpy
# %bb.0:
	beqz	a0, .LBB0_2
.LBB0_1:                                # =>This Inner Loop Header: Depth=1
	vsetvli	a3, a0, e32, m8, ta, ma
	vle32.v	v8, (a1)
	vle32.v	v16, (a2)
	vfmacc.vf	v16, fa0, v8
	vse32.v	v16, (a2)
	sub	a0, a0, a3
	slli	a3, a3, 2
	add	a1, a1, a3
	add	a2, a2, a3
	bnez	a0, .LBB0_1
.LBB0_2:
	ret
.Lfunc_end0:
	.size	saxpy, .Lfunc_end0-saxpy
	.globl	ddot
	.p2align	1
	.type	ddot,@function
ddot:                                   # @ddot
# %bb.0:
	vsetivli	zero, 1, e64, m1, ta, ma
	vmv.s.x	v8, zero
	beqz	a0, .LBB1_2
.LBB1_1:                                # =>This Inner Loop Header: Depth=1
	vsetvli	a3, a0, e64, m4, ta, ma
	vle64.v	v12, (a1)
	vle64.v	v16, (a2)
	vfmul.vv	v12, v12, v16
	vfredusum.vs	v8, v12, v8
	sub	a0, a0, a3
	slli	a3, a3, 3
	add	a1, a1, a3
	add	a2, a2, a3
	bnez	a0, .LBB1_1
.LBB1_2:
	vsetivli	zero, 1, e64, m1, ta, ma
	vfmv.f.s	fa0, v8
	ret
.Lfunc_end1:
	.size	ddot, .Lfunc_end1-ddot
