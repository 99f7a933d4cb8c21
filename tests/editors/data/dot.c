/* Dot product and saxpy: the loops mcalens's editor tests open. */
float dot(const float *a, const float *b, long n) {
    float s = 0;
    for (long i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

void saxpy(float *y, const float *x, float a, long n) {
    for (long i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}
