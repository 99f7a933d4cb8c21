#include <stdint.h>
typedef int16_t q15_t; typedef int32_t q31_t; typedef int8_t q7_t; typedef float float32_t;
void arm_add_f32(const float32_t *a, const float32_t *b, float32_t *d, uint32_t n) { for (uint32_t i = 0; i < n; i++) d[i] = a[i] + b[i]; }
void arm_scale_f32(const float32_t *a, float32_t s, float32_t *d, uint32_t n) { for (uint32_t i = 0; i < n; i++) d[i] = a[i] * s; }
float32_t arm_dot_prod_f32(const float32_t *a, const float32_t *b, uint32_t n) { float32_t acc = 0; for (uint32_t i = 0; i < n; i++) acc += a[i] * b[i]; return acc; }
q31_t arm_dot_prod_q15(const q15_t *a, const q15_t *b, uint32_t n) { q31_t acc = 0; for (uint32_t i = 0; i < n; i++) acc += (q31_t)a[i] * b[i]; return acc; }
int64_t arm_dot_prod_q31(const q31_t *a, const q31_t *b, uint32_t n) { int64_t acc = 0; for (uint32_t i = 0; i < n; i++) acc += (int64_t)a[i] * b[i]; return acc; }
void arm_fir_f32(const float32_t *x, const float32_t *h, float32_t *y, uint32_t n, uint32_t taps) {
  for (uint32_t i = 0; i < n; i++) { float32_t acc = 0; for (uint32_t k = 0; k < taps; k++) acc += h[k] * x[i + k]; y[i] = acc; } }
void arm_fir_q15(const q15_t *x, const q15_t *h, q15_t *y, uint32_t n, uint32_t taps) {
  for (uint32_t i = 0; i < n; i++) { q31_t acc = 0; for (uint32_t k = 0; k < taps; k++) acc += (q31_t)h[k] * x[i + k]; y[i] = (q15_t)(acc >> 15); } }
void arm_biquad_f32(const float32_t *x, float32_t *y, uint32_t n, const float32_t *c, float32_t *st) {
  float32_t d1 = st[0], d2 = st[1];
  for (uint32_t i = 0; i < n; i++) { float32_t in = x[i]; float32_t out = c[0] * in + d1; d1 = c[1] * in + c[3] * out + d2; d2 = c[2] * in + c[4] * out; y[i] = out; }
  st[0] = d1; st[1] = d2; }
void arm_q7_to_q15(const q7_t *s, q15_t *d, uint32_t n) { for (uint32_t i = 0; i < n; i++) d[i] = (q15_t)s[i] << 8; }
void arm_abs_q15(const q15_t *s, q15_t *d, uint32_t n) { for (uint32_t i = 0; i < n; i++) { q15_t v = s[i]; d[i] = v > 0 ? v : (v == -32768 ? 32767 : -v); } }
q31_t arm_max_q31(const q31_t *s, uint32_t n, uint32_t *idx) { q31_t m = s[0]; uint32_t j = 0; for (uint32_t i = 1; i < n; i++) if (s[i] > m) { m = s[i]; j = i; } *idx = j; return m; }
void arm_mat_mult_f32(const float32_t *a, const float32_t *b, float32_t *c, int n) {
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { float32_t s = 0; for (int k = 0; k < n; k++) s += a[i*n+k] * b[k*n+j]; c[i*n+j] = s; } }
uint32_t crc32(const uint8_t *p, uint32_t n, const uint32_t *t) { uint32_t c = ~0u; for (uint32_t i = 0; i < n; i++) c = t[(c ^ p[i]) & 0xff] ^ (c >> 8); return ~c; }
void memcpy_words(uint32_t *d, const uint32_t *s, uint32_t n) { for (uint32_t i = 0; i < n; i++) d[i] = s[i]; }
void saxpy_i32(int32_t *y, const int32_t *x, int32_t a, int n) { for (int i = 0; i < n; i++) y[i] += a * x[i]; }
void clip_q15(q15_t *d, const q15_t *s, q15_t lo, q15_t hi, int n) { for (int i = 0; i < n; i++) { q15_t v = s[i]; d[i] = v < lo ? lo : v > hi ? hi : v; } }
uint32_t popcount_sum(const uint32_t *p, int n) { uint32_t s = 0; for (int i = 0; i < n; i++) s += __builtin_popcount(p[i]); return s; }
void shift_u8(uint8_t *d, const uint8_t *s, int n) { for (int i = 0; i < n; i++) d[i] = (uint8_t)((s[i] >> 1) + (s[i] & 1)); }
