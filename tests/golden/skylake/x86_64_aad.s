# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake
aad
