// expect TLE: right, but counts |a| steps one at a time; the fuel runs out on the large cases.
#include <stdio.h>
int main(void) {
  volatile long long a, b;
  long long x, y;
  if (scanf("%lld %lld", &x, &y) != 2) return 1;
  a = x;
  b = y;
  while (a > 0) a = a - 1, b = b + 1;
  while (a < 0) a = a + 1, b = b - 1;
  printf("%lld\n", (long long)b);
  return 0;
}
