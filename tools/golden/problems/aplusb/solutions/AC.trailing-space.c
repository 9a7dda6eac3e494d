// expect AC: a blank at the end of the line is removed before comparing (isRemoveEndBlank is on).
#include <stdio.h>
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  printf("%lld \n", a + b);
  return 0;
}
