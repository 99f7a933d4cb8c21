/* Vectorizable float/double loops: packed SSE/AVX/AVX-512 arithmetic, FMA, reductions. */
#include <stddef.h>

void saxpy(float *restrict y, const float *restrict x, float a, size_t n) {
    for (size_t i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

double dot(const double *a, const double *b, size_t n) {
    double s = 0.0;
    for (size_t i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

void scale_clamp(float *restrict out, const float *restrict in, size_t n, float lo, float hi) {
    for (size_t i = 0; i < n; i++) {
        float v = in[i] * 1.5f;
        out[i] = v < lo ? lo : (v > hi ? hi : v);
    }
}

void mat4(float *restrict c, const float *restrict a, const float *restrict b) {
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            float s = 0;
            for (int k = 0; k < 4; k++) s += a[i * 4 + k] * b[k * 4 + j];
            c[i * 4 + j] = s;
        }
}

void convert(double *restrict d, const int *restrict s, float *restrict f, size_t n) {
    for (size_t i = 0; i < n; i++) {
        d[i] = (double)s[i] * 0.5;
        f[i] = (float)d[i];
    }
}

float sqrt_sum(const float *x, size_t n) {
    float s = 0;
    for (size_t i = 0; i < n; i++) s += __builtin_sqrtf(x[i]);
    return s;
}
