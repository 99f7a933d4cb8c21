# riscv64-linux-gnu-gcc 12.2.0 -O2 -msave-restore -S of
#   extern int g(int);
#   int f(int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += g(a[i]); return s; }
	.file	"sr.c"
	.option pic
	.attribute arch, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zifencei2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	1
	.globl	f
	.type	f, @function
f:
	call	t0,__riscv_save_3
	ble	a1,zero,.L4
	slli	a1,a1,2
	mv	s0,a0
	add	s2,a0,a1
	li	s1,0
.L3:
	lw	a0,0(s0)
	addi	s0,s0,4
	call	g@plt
	addw	s1,a0,s1
	bne	s0,s2,.L3
	mv	a0,s1
	tail	__riscv_restore_3
.L4:
	li	s1,0
	mv	a0,s1
	tail	__riscv_restore_3
	.size	f, .-f
