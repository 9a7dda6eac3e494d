// expect MLE: writes 512 MiB against a 128 MB limit (volatile stores, so the compiler cannot drop them).
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  size_t size = (size_t)512 << 20;
  volatile char *block = malloc(size);
  if (!block) return 3;
  for (size_t i = 0; i < size; i += 4096) block[i] = 1;
  printf("%lld\n", a + b + block[size / 2] - 1);
  return 0;
}
