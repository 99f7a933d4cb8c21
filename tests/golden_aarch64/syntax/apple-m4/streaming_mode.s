# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=apple-m4 -iterations=20 -timeline
// SME streaming mode switches: MSR (SVCR) aliases
	smstart
	smstart	sm
	add	x0, x0, #1
	smstop	za
	smstop
	msr	daifset, #2
	msr	spsel, #1
