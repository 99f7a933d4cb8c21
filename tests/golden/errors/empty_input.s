# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake
# Nothing but this comment.
