# Vector syntax: vtype lists, masks, the carry-in v0, parse-only aliases (printed without instruments: -disable-im)
	vsetvli	a0, a1, e32, m2, ta, ma
	vsetivli	zero, 8, e16, mf2, tu, mu
	vle32.v	v8, (a0)
	vlse64.v	v12, (a0), a2, v0.t
	vadd.vv	v8, v9, v10, v0.t
	vadd.vx	v8, v9, a0
	vadd.vi	v8, v9, -3
	vadc.vvm	v4, v8, v12, v0
	vmerge.vim	v4, v8, 5, v0
	vmsge.vi	v8, v9, 3
	vmsgeu.vi	v8, v9, 0
	vmsltu.vi	v8, v9, 4
	vmsgt.vv	v8, v9, v10
	vnot.v	v8, v9
	vneg.v	v8, v9, v0.t
	vmclr.m	v0
	vfadd.vf	v8, v9, fa0
	vfwredusum.vs	v8, v10, v12
	vse32.v	v8, (a1)
