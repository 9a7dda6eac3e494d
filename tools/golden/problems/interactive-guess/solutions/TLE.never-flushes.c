// expect TLE: the guess stays in the stdout buffer, so both sides wait for each other until the wall-time limit.
#include <stdio.h>
int main(void) {
  long long lo = 1, hi;
  char reply[8];
  if (scanf("%lld", &hi) != 1) return 0;
  while (lo <= hi) {
    long long mid = lo + (hi - lo) / 2;
    printf("%lld\n", mid);
    if (scanf("%7s", reply) != 1 || reply[0] == '=') return 0;
    if (reply[0] == '<') hi = mid - 1;
    else lo = mid + 1;
  }
  return 0;
}
