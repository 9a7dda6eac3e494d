// expect CE: the type doubles at each of 64 steps, and the error message must spell it out (2^64 names): the compile time limit ends it.
#include <utility>
template <int N, class T>
struct Grow {
  using type = typename Grow<N - 1, std::pair<T, T>>::type;
};
template <class T>
struct Grow<0, T> {
  using type = T;
};
int main() {
  Grow<64, int>::type boom = 42;  // no conversion from int: g++ prints the whole type
  return 0;
}
