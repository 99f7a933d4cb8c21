# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake
# Only comments and a label: nothing to analyse.
foo:
# LLVM-MCA-BEGIN x
# LLVM-MCA-END x
