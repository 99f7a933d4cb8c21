// C++ loops for `mcalens source` tests (tags as in kernels.c).
#include <cstddef>

template <typename T>
T sum(const T *v, std::size_t n) {
    T s{};
    for (std::size_t i = 0; i < n; ++i)  // inner: sum
        s += v[i];                        // inner: sum
    return s;
}

template long sum<long>(const long *, std::size_t);
template double sum<double>(const double *, std::size_t);

struct Particle { float x, y, vx, vy; };

void step(Particle *ps, std::size_t n, float dt) {
    auto move = [dt](Particle &p) { p.x += p.vx * dt; p.y += p.vy * dt; };  // inner: step
    for (std::size_t i = 0; i < n; ++i)  // inner: step
        move(ps[i]);                      // inner: step
}
