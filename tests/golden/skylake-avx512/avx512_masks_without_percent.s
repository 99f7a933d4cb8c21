# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake-avx512
# AVX-512 write masks written without `%` and after a space, as LLVM's own tests write them
vaddpd %zmm16, %zmm17, %zmm19 {k1}
vaddpd %zmm16, %zmm17, %zmm19 {k1} {z}
vaddps (%rax){1to16}, %zmm1, %zmm2 {k2}{z}
vmovapd %zmm1, (%rax) {k3}
vpaddd %ymm1, %ymm2, %ymm3 {z}{k4}
vpermt2d %zmm1, %zmm2, %zmm3 { K5 }
vaddpd %zmm16, %zmm17, %zmm19 {%k6} {z}
