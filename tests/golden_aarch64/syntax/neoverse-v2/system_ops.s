# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -iterations=20 -timeline
	dc	civac, x0
	ic	ivau, x1
	dc	zva, x2
	mrs	x3, tpidr_el0
	msr	fpcr, x4
	mrs	x5, cntvct_el0
	add	x0, x0, #64
