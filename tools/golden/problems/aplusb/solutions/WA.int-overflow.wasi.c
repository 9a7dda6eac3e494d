// expect WA: 32-bit ints overflow on the large cases.
#include <stdio.h>
int main(void) {
  int a = 0, b = 0;
  scanf("%d %d", &a, &b);
  printf("%d\n", a + b);
  return 0;
}
