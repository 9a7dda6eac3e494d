// expect MLE: a 512 MiB vector filled with ones against a 128 MB limit.
#include <iostream>
#include <vector>
int main() {
  long long a, b;
  std::cin >> a >> b;
  std::vector<char> block(std::size_t(512) << 20, 1);
  std::cout << a + b + block[block.size() / 2] - 1 << '\n';
}
