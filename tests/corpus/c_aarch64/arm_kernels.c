/* AArch64-flavoured loops: post-index loads, shifted/extended operands, conditional selects,
 * multiply-accumulate, bit manipulation, NEON/SVE-vectorizable reductions and gathers. */
#include <stddef.h>
#include <stdint.h>

int64_t sum_shifted(const int64_t *a, const int32_t *idx, size_t n) {
    int64_t s = 0;
    for (size_t i = 0; i < n; i++) s += a[idx[i]] << 2;
    return s;
}

void csel_abs(int32_t *restrict out, const int32_t *restrict in, size_t n) {
    for (size_t i = 0; i < n; i++) {
        int32_t v = in[i];
        out[i] = v < 0 ? -v : v;
    }
}

uint64_t popcount_all(const uint64_t *a, size_t n) {
    uint64_t c = 0;
    for (size_t i = 0; i < n; i++) c += (uint64_t)__builtin_popcountll(a[i]);
    return c;
}

int64_t madd_chain(const int64_t *a, const int64_t *b, size_t n) {
    int64_t s = 0;
    for (size_t i = 0; i < n; i++) s = s * 3 + a[i] * b[i];
    return s;
}

void gather_add(double *restrict y, const double *restrict x, const int32_t *restrict idx, size_t n) {
    for (size_t i = 0; i < n; i++) y[i] += x[idx[i]];
}

float max_reduce(const float *a, size_t n) {
    float m = a[0];
    for (size_t i = 1; i < n; i++) m = a[i] > m ? a[i] : m;
    return m;
}

void u8_blend(uint8_t *restrict d, const uint8_t *restrict a, const uint8_t *restrict b, uint8_t w, size_t n) {
    for (size_t i = 0; i < n; i++) d[i] = (uint8_t)((a[i] * w + b[i] * (255 - w)) >> 8);
}

size_t strlen_like(const char *s) {
    size_t n = 0;
    while (s[n]) n++;
    return n;
}

uint32_t crc_bits(const uint8_t *p, size_t n) {
    uint32_t crc = 0xffffffffu;
    for (size_t i = 0; i < n; i++) {
        crc ^= p[i];
        for (int k = 0; k < 8; k++) crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

void complex_mul(float *restrict re, float *restrict im, const float *restrict ar, const float *restrict ai,
                 const float *restrict br, const float *restrict bi, size_t n) {
    for (size_t i = 0; i < n; i++) {
        re[i] = ar[i] * br[i] - ai[i] * bi[i];
        im[i] = ar[i] * bi[i] + ai[i] * br[i];
    }
}

int64_t linked_sum(const int64_t *next, int64_t start, size_t n) {
    int64_t p = start, s = 0;
    for (size_t i = 0; i < n; i++) {
        s += p;
        p = next[p];
    }
    return s;
}
