// expect AC: the smallest divisor (the one in the answer file).
#include <stdio.h>
int main(void) {
  long long n, d;
  if (scanf("%lld", &n) != 1) return 1;
  for (d = 2; d * d <= n; d++)
    if (n % d == 0) break;
  printf("%lld\n", d);
  return 0;
}
