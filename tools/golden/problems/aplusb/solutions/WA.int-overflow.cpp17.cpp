// expect WA: int overflows on the large cases.
#include <iostream>
int main() {
  int a = 0, b = 0;
  std::cin >> a >> b;
  std::cout << a + b << '\n';
}
