// expect AC: 64-bit sum with iostream.
#include <iostream>
int main() {
  long long a, b;
  std::cin >> a >> b;
  std::cout << a + b << '\n';
}
