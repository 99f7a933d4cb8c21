/* CMSIS-DSP style Helium (MVE) kernels written with arm_mve.h intrinsics, for tools/arm_loop_corpus.py. */
#include <arm_mve.h>
#include <stdint.h>
void mve_add_f32(const float32_t *a, const float32_t *b, float32_t *d, uint32_t n) {
  while (n > 0) { mve_pred16_t p = vctp32q(n); float32x4_t x = vld1q_z(a, p), y = vld1q_z(b, p); vst1q_p(d, vaddq_x(x, y, p), p); a += 4; b += 4; d += 4; n = n > 4 ? n - 4 : 0; } }
int32_t mve_dot_q15(const int16_t *a, const int16_t *b, uint32_t n) {
  int64_t acc = 0; while (n > 0) { mve_pred16_t p = vctp16q(n); int16x8_t x = vld1q_z(a, p), y = vld1q_z(b, p); acc = vmlaldavaq_p(acc, x, y, p); a += 8; b += 8; n = n > 8 ? n - 8 : 0; } return (int32_t)(acc >> 15); }
void mve_scale_q31(const int32_t *s, int32_t k, int32_t *d, uint32_t n) {
  for (uint32_t i = 0; i < n; i += 4) { int32x4_t v = vld1q(s + i); vst1q(d + i, vqrdmulhq_n_s32(v, k)); } }
float32_t mve_max_f32(const float32_t *s, uint32_t n) {
  float32x4_t m = vdupq_n_f32(-1e30f); for (uint32_t i = 0; i < n; i += 4) m = vmaxnmq(m, vld1q(s + i)); return vmaxnmvq(-1e30f, m); }
int32_t mve_dot_q7(const int8_t *a, const int8_t *b, uint32_t n) {
  int32_t acc = 0; for (uint32_t i = 0; i < n; i += 16) acc = vmladavaq(acc, vld1q(a + i), vld1q(b + i)); return acc; }
float32_t mve_dot_f32(const float32_t *a, const float32_t *b, uint32_t n) {
  float32x4_t acc = vdupq_n_f32(0.0f);
  for (uint32_t i = 0; i < n; i += 4) acc = vfmaq(acc, vld1q(a + i), vld1q(b + i));
  return vgetq_lane(acc, 0) + vgetq_lane(acc, 1) + vgetq_lane(acc, 2) + vgetq_lane(acc, 3); }
void mve_add_q15(const int16_t *a, const int16_t *b, int16_t *d, uint32_t n) {
  for (uint32_t i = 0; i < n; i += 8) vst1q(d + i, vqaddq(vld1q(a + i), vld1q(b + i))); }
void mve_cmplx_mag_sq_f32(const float32_t *s, float32_t *d, uint32_t n) {
  for (uint32_t i = 0; i < n; i += 4) { float32x4x2_t v = vld2q(s + 2 * i); vst1q(d + i, vfmaq(vmulq(v.val[0], v.val[0]), v.val[1], v.val[1])); } }
void mve_fir_f32(const float32_t *x, const float32_t *h, float32_t *y, uint32_t n, uint32_t taps) {
  for (uint32_t i = 0; i < n; i += 4) { float32x4_t acc = vdupq_n_f32(0.0f);
    for (uint32_t k = 0; k < taps; k++) acc = vfmaq_n_f32(acc, vld1q(x + i + k), h[k]); vst1q(y + i, acc); } }
void mve_clip_q31(const int32_t *s, int32_t *d, int32_t lo, int32_t hi, uint32_t n) {
  for (uint32_t i = 0; i < n; i += 4) { int32x4_t v = vld1q(s + i); v = vmaxq(v, vdupq_n_s32(lo)); vst1q(d + i, vminq(v, vdupq_n_s32(hi))); } }
void mve_abs_q7(const int8_t *s, int8_t *d, uint32_t n) {
  while (n > 0) { mve_pred16_t p = vctp8q(n); vst1q_p(d, vqabsq(vld1q_z(s, p)), p); s += 16; d += 16; n = n > 16 ? n - 16 : 0; } }
void mve_gather_u32(const uint32_t *base, const uint32_t *idx, uint32_t *d, uint32_t n) {
  for (uint32_t i = 0; i < n; i += 4) vst1q(d + i, vldrwq_gather_shifted_offset(base, vld1q(idx + i))); }
void mve_select_f32(const float32_t *a, const float32_t *b, float32_t *d, uint32_t n) {
  for (uint32_t i = 0; i < n; i += 4) { float32x4_t x = vld1q(a + i), y = vld1q(b + i); vst1q(d + i, vpselq(x, y, vcmpgtq(x, y))); } }
int64_t mve_rmlald_q31(const int32_t *a, const int32_t *b, uint32_t n) {
  int64_t acc = 0; for (uint32_t i = 0; i < n; i += 4) acc = vrmlaldavhaq(acc, vld1q(a + i), vld1q(b + i)); return acc; }
void mve_q15_to_q31(const int16_t *s, int32_t *d, uint32_t n) {
  for (uint32_t i = 0; i < n; i += 4) vst1q(d + i, vshlq_n(vldrhq_s32(s + i), 16)); }
void mve_shift_q31(int32_t *d, const int32_t *s, int32_t sh, uint32_t n) {
  for (uint32_t i = 0; i < n; i += 4) vst1q(d + i, vqrshlq(vld1q(s + i), vdupq_n_s32(sh))); }
