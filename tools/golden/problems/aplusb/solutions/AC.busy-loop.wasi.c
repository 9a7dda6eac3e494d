// expect AC: a fixed 40-million-step busy loop before the sum: a WASI time that is not zero, for the determinism check (same fuel, same time on every run).
#include <stdio.h>
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  volatile unsigned long spin = 0;
  for (unsigned long i = 0; i < 40000000UL; i++) spin += i & 7;
  printf("%lld\n", a + b + (long long)(spin == 0));
  return 0;
}
