// expect PE: words around the number: the checker exits 2.
#include <iostream>
int main() {
  long long n, d = 2;
  std::cin >> n;
  while (n % d) d++;
  std::cout << "factor: " << d << '\n';
}
