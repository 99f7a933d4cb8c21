/* RISC-V vector (RVV 1.0) intrinsic kernels for the RISC-V corpus (tools/make_riscv_corpus.sh):
 * strip-mined loops with vsetvli at several SEW/LMUL settings, masked and widening operations,
 * reductions, strided and segment accesses. Needs -march=rv64gcv (clang-19). */
#include <riscv_vector.h>
#include <stddef.h>
#include <stdint.h>

void saxpy(size_t n, float a, const float *x, float *y) {
    for (size_t vl; n > 0; n -= vl, x += vl, y += vl) {
        vl = __riscv_vsetvl_e32m8(n);
        vfloat32m8_t vx = __riscv_vle32_v_f32m8(x, vl);
        vfloat32m8_t vy = __riscv_vle32_v_f32m8(y, vl);
        __riscv_vse32_v_f32m8(y, __riscv_vfmacc_vf_f32m8(vy, a, vx, vl), vl);
    }
}

double ddot(size_t n, const double *x, const double *y) {
    vfloat64m1_t acc = __riscv_vfmv_s_f_f64m1(0.0, 1);
    for (size_t vl; n > 0; n -= vl, x += vl, y += vl) {
        vl = __riscv_vsetvl_e64m4(n);
        vfloat64m4_t p = __riscv_vfmul_vv_f64m4(__riscv_vle64_v_f64m4(x, vl), __riscv_vle64_v_f64m4(y, vl), vl);
        acc = __riscv_vfredusum_vs_f64m4_f64m1(p, acc, vl);
    }
    return __riscv_vfmv_f_s_f64m1_f64(acc);
}

void copy_bytes(uint8_t *dst, const uint8_t *src, size_t n) {
    for (size_t vl; n > 0; n -= vl, src += vl, dst += vl) {
        vl = __riscv_vsetvl_e8m8(n);
        __riscv_vse8_v_u8m8(dst, __riscv_vle8_v_u8m8(src, vl), vl);
    }
}

int32_t sum_i16(const int16_t *a, size_t n) {
    vint32m1_t acc = __riscv_vmv_s_x_i32m1(0, 1);
    for (size_t vl; n > 0; n -= vl, a += vl) {
        vl = __riscv_vsetvl_e16m2(n);
        acc = __riscv_vwredsum_vs_i16m2_i32m1(__riscv_vle16_v_i16m2(a, vl), acc, vl);
    }
    return __riscv_vmv_x_s_i32m1_i32(acc);
}

uint32_t max_u32(const uint32_t *a, size_t n) {
    vuint32m1_t acc = __riscv_vmv_s_x_u32m1(0, 1);
    for (size_t vl; n > 0; n -= vl, a += vl) {
        vl = __riscv_vsetvl_e32m4(n);
        acc = __riscv_vredmaxu_vs_u32m4_u32m1(__riscv_vle32_v_u32m4(a, vl), acc, vl);
    }
    return __riscv_vmv_x_s_u32m1_u32(acc);
}

/* y[i] = x[i] > t ? x[i] * s : 0, with a mask. */
void threshold_scale(int32_t *y, const int32_t *x, int32_t t, int32_t s, size_t n) {
    for (size_t vl; n > 0; n -= vl, x += vl, y += vl) {
        vl = __riscv_vsetvl_e32m2(n);
        vint32m2_t v = __riscv_vle32_v_i32m2(x, vl);
        vbool16_t m = __riscv_vmsgt_vx_i32m2_b16(v, t, vl);
        vint32m2_t r = __riscv_vmv_v_x_i32m2(0, vl);
        r = __riscv_vmul_vx_i32m2_mu(m, r, v, s, vl);
        __riscv_vse32_v_i32m2(y, r, vl);
    }
}

/* Widening multiply-accumulate of bytes into 16-bit sums (fractional LMUL source). */
void widen_mac(int16_t *acc, const int8_t *a, const int8_t *b, size_t n) {
    for (size_t vl; n > 0; n -= vl, a += vl, b += vl, acc += vl) {
        vl = __riscv_vsetvl_e8mf2(n);
        vint16m1_t s = __riscv_vle16_v_i16m1(acc, vl);
        s = __riscv_vwmacc_vv_i16m1(s, __riscv_vle8_v_i8mf2(a, vl), __riscv_vle8_v_i8mf2(b, vl), vl);
        __riscv_vse16_v_i16m1(acc, s, vl);
    }
}

/* A column of a row-major matrix: strided loads. */
void column_add(float *out, const float *m, ptrdiff_t stride, size_t rows) {
    for (size_t vl; rows > 0; rows -= vl, m += vl * (size_t)stride, out += vl) {
        vl = __riscv_vsetvl_e32m1(rows);
        vfloat32m1_t c = __riscv_vlse32_v_f32m1(m, stride * (ptrdiff_t)sizeof(float), vl);
        vfloat32m1_t o = __riscv_vle32_v_f32m1(out, vl);
        __riscv_vse32_v_f32m1(out, __riscv_vfadd_vv_f32m1(o, c, vl), vl);
    }
}

/* RGB to gray: segment loads, narrowing shift. */
void rgb_to_gray(uint8_t *gray, const uint8_t *rgb, size_t n) {
    for (size_t vl; n > 0; n -= vl, rgb += 3 * vl, gray += vl) {
        vl = __riscv_vsetvl_e8m1(n);
        vuint8m1x3_t px = __riscv_vlseg3e8_v_u8m1x3(rgb, vl);
        vuint16m2_t s = __riscv_vwmulu_vx_u16m2(__riscv_vget_v_u8m1x3_u8m1(px, 0), 77, vl);
        s = __riscv_vwmaccu_vx_u16m2(s, 150, __riscv_vget_v_u8m1x3_u8m1(px, 1), vl);
        s = __riscv_vwmaccu_vx_u16m2(s, 29, __riscv_vget_v_u8m1x3_u8m1(px, 2), vl);
        __riscv_vse8_v_u8m1(gray, __riscv_vnsrl_wx_u8m1(s, 8, vl), vl);
    }
}

/* strlen-like: fault-only-first loads and a mask search. */
size_t vec_strlen(const char *s) {
    const char *p = s;
    for (;;) {
        size_t vl = __riscv_vsetvlmax_e8m4();
        vuint8m4_t v = __riscv_vle8ff_v_u8m4((const uint8_t *)p, &vl, vl);
        long first = __riscv_vfirst_m_b2(__riscv_vmseq_vx_u8m4_b2(v, 0, vl), vl);
        if (first >= 0) return (size_t)(p - s) + (size_t)first;
        p += vl;
    }
}
