// expect AC: C++20 ranges and std::ranges::fold-free sum over a view.
#include <iostream>
#include <ranges>
#include <vector>
int main() {
  std::vector<long long> v(2);
  for (auto &x : v) std::cin >> x;
  long long s = 0;
  for (long long x : v | std::views::take(2)) s += x;
  std::cout << s << '\n';
}
