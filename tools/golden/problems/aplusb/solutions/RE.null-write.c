// expect RE: writes through a null pointer (SIGSEGV).
#include <stdio.h>
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  volatile int *nowhere = 0;
  *nowhere = (int)a;
  printf("%lld\n", a + b);
  return 0;
}
