// expect SE: the answer is right, but the checker crashes: a System Error, not AC, WA or RE.
#include <stdio.h>
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  printf("%lld\n", a + b);
  return 0;
}
