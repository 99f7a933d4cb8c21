/* Integer arithmetic: multiply, divide, shifts, bit tricks, conditional moves, byte loops. */
#include <stdint.h>
#include <stddef.h>

unsigned popcount_sum(const uint64_t *v, size_t n) {
    unsigned s = 0;
    for (size_t i = 0; i < n; i++) s += __builtin_popcountll(v[i]);
    return s;
}

int ctz_clz(uint32_t x, uint64_t y) { return __builtin_ctz(x | 1) + __builtin_clzll(y | 1); }

int64_t divmod(int64_t a, int64_t b, int32_t c, uint32_t d) {
    return a / b + a % b + c / 7 + d % 10 + (c >> 3) + (int64_t)(d << 5);
}

uint32_t rotl(uint32_t x, int r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }

int max3(int a, int b, int c) {
    int m = a > b ? a : b;
    return m > c ? m : c;
}

void bytes(uint8_t *restrict d, const uint8_t *restrict s, size_t n) {
    for (size_t i = 0; i < n; i++) d[i] = (uint8_t)(s[i] + 3) ^ 0x5a;
}

int64_t mix(int64_t a, int16_t b, int8_t c, uint16_t e) {
    return a * 1000003 + b * 17 - c + e + (a >> 63) + (uint64_t)a / 3;
}

uint64_t hash(const char *s) {
    uint64_t h = 1469598103934665603ULL;
    while (*s) h = (h ^ (unsigned char)*s++) * 1099511628211ULL;
    return h;
}

int sel(int x) {
    switch (x) {
    case 0: return 11; case 1: return 29; case 2: return 3; case 3: return 47;
    case 4: return 5; case 5: return 61; case 6: return 7; default: return -1;
    }
}
