/* Innermost loops for `mcalens source` tests: every line of an innermost loop is tagged
   `inner: <loop>`, so a test can check that each loop is reported on one of its own lines. */
#include <stddef.h>

float dot(const float *a, const float *b, size_t n) {
    float s = 0;
    for (size_t i = 0; i < n; i++)  /* inner: dot */
        s += a[i] * b[i];           /* inner: dot */
    return s;
}

void saxpy(float *restrict y, const float *restrict x, float a, int n) {
    for (int i = 0; i < n; i++)     /* inner: saxpy */
        y[i] += a * x[i];           /* inner: saxpy */
}

struct node { struct node *next; long v; };

long sum_list(const struct node *p) {
    long s = 0;
    while (p) {                     /* inner: sum_list */
        s += p->v;                  /* inner: sum_list */
        p = p->next;                /* inner: sum_list */
    }
    return s;
}

void matmul(double *restrict c, const double *restrict a, const double *restrict b, int n) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++)         /* inner: matmul */
                s += a[i * n + k] * b[k * n + j]; /* inner: matmul */
            c[i * n + j] = s;
        }
}

unsigned histogram_max(const unsigned char *p, size_t n, unsigned *counts, int bins) {
    for (size_t i = 0; i < n; i++)  /* inner: histogram */
        counts[p[i]]++;             /* inner: histogram */
    unsigned best = 0;
    for (int k = 0; k < bins; k++)  /* inner: best */
        if (counts[k] > best)       /* inner: best */
            best = counts[k];       /* inner: best */
    return best;
}
