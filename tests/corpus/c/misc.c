/* Atomics, x87 long double, calls through pointers, TLS, varargs, 128-bit integers. */
#include <stdarg.h>
#include <stdint.h>

long counter;
_Thread_local int tls_var;

void bump(void) { __atomic_fetch_add(&counter, 1, __ATOMIC_SEQ_CST); }
long swap(long v) { return __atomic_exchange_n(&counter, v, __ATOMIC_ACQ_REL); }
int cas(long *p, long o, long n) { return __atomic_compare_exchange_n(p, &o, n, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }

long double ld(long double a, long double b) { return a * b + a / b; }

int call_ptr(int (*f)(int), int x) { return f(x) + f(x + 1); }
int get_tls(void) { return tls_var++; }

int sum(int n, ...) {
    va_list ap; va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

__int128 mul128(__int128 a, __int128 b) { return a * b; }
unsigned __int128 umul(uint64_t a, uint64_t b) { return (unsigned __int128)a * b; }
double fcmp(double a, double b) { return a < b ? a : (a == b ? 0.0 : b); }
float f2i(float x) { return (float)(int)x + (float)(long)(x * 2); }
