# mcalens-golden: -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -iterations=20 -timeline
msr daifset, #99
smstart foo
tlbi vae1
dc zva
tlbi vmalle1is, x0
tlbi foo
at s1e1r
msr pan, #3
