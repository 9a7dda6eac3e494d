// expect AC: binary search, flushing after each guess (std::endl).
#include <iostream>
#include <string>
int main() {
  long long lo = 1, hi;
  std::cin >> hi;
  std::string reply;
  while (lo <= hi) {
    long long mid = lo + (hi - lo) / 2;
    std::cout << mid << std::endl;
    if (!(std::cin >> reply) || reply == "=") return 0;
    if (reply == "<") hi = mid - 1;
    else lo = mid + 1;
  }
}
