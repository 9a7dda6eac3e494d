// expect CE: uses a variable that was never declared.
#include <stdio.h>
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  printf("%lld\n", a + b + carry);
  return 0;
}
