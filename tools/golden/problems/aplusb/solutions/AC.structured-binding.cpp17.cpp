// expect AC: C++17 structured bindings (rejected by older standards).
#include <iostream>
#include <utility>
int main() {
  std::pair<long long, long long> in;
  std::cin >> in.first >> in.second;
  auto [a, b] = in;
  std::cout << a + b << '\n';
}
