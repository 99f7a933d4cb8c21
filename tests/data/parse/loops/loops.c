#include <stddef.h>
#include <string.h>
/* Small loops for loop detection tests. */
float dot(const float *a, const float *b, size_t n) {
    float s = 0; for (size_t i = 0; i < n; i++) s += a[i] * b[i]; return s;
}
void saxpy(float *y, const float *x, float a, int n) {
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}
struct node { struct node *next; long v; };
long sum_list(struct node *p) {
    long s = 0; while (p) { s += p->v; p = p->next; } return s;
}
int find(const int *a, int n, int key) {
    for (int i = 0; i < n; i++) if (a[i] == key) return i;
    return -1;
}
void matmul(double *c, const double *a, const double *b, int n) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++) s += a[i*n+k] * b[k*n+j];
            c[i*n+j] = s;
        }
}
int count_if(const int *a, int n) {
    int c = 0;
    for (int i = 0; i < n; i++) { if (a[i] > 0) c += a[i]; else c -= 1; }
    return c;
}
unsigned crc(const unsigned char *p, size_t n) {
    unsigned c = ~0u;
    while (n--) { c ^= *p++; for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320u & -(c & 1)); }
    return ~c;
}
