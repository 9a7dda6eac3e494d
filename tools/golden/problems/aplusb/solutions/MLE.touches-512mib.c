// expect MLE: writes 512 MiB against a 128 MB limit.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  size_t size = (size_t)512 << 20;
  char *block = malloc(size);
  if (!block) return 3;
  memset(block, 1, size);
  printf("%lld\n", a + b + block[size / 2] - 1);
  return 0;
}
