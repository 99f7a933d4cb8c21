/* Small Cortex-M4 loops (a Q15 dot product, saxpy on the FPU, a byte sum) for the VS Code end-to-end test. */
int dot_q15(const short *a, const short *b, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

void saxpy(float *y, const float *x, float a, int n)
{
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}

int sum_bytes(const unsigned char *p, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    return s;
}
