/* Stencils and reductions over 2-D arrays: unrolled, strided and gathered accesses. */
#include <stddef.h>

void blur(float *restrict out, const float *restrict in, size_t w, size_t h) {
    for (size_t y = 1; y + 1 < h; y++)
        for (size_t x = 1; x + 1 < w; x++)
            out[y * w + x] = 0.25f * (in[y * w + x - 1] + in[y * w + x + 1] + in[(y - 1) * w + x] + in[(y + 1) * w + x]);
}

int imax(const int *v, size_t n) {
    int m = v[0];
    for (size_t i = 1; i < n; i++) m = v[i] > m ? v[i] : m;
    return m;
}

void gather(double *restrict out, const double *restrict in, const int *restrict idx, size_t n) {
    for (size_t i = 0; i < n; i++) out[i] = in[idx[i]] * 2.0;
}

void i16mul(short *restrict a, const short *restrict b, const short *restrict c, size_t n) {
    for (size_t i = 0; i < n; i++) a[i] = (short)((b[i] * c[i]) >> 4);
}

unsigned char sadd(const unsigned char *a, const unsigned char *b, unsigned char *o, size_t n) {
    for (size_t i = 0; i < n; i++) { unsigned s = a[i] + b[i]; o[i] = s > 255 ? 255 : s; }
    return o[0];
}

void cplx(double *restrict re, double *restrict im, const double *restrict ar, const double *restrict ai, size_t n) {
    for (size_t i = 0; i < n; i++) { double r = re[i] * ar[i] - im[i] * ai[i]; im[i] = re[i] * ai[i] + im[i] * ar[i]; re[i] = r; }
}
