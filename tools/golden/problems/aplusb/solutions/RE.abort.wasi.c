// expect RE: abort() traps the wasm module.
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  if (a + b != 12345) abort();
  printf("%lld\n", a + b);
  return 0;
}
