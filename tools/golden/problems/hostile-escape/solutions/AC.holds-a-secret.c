// expect AC: the bait for AC.reads-other-submissions.c: this source holds OJ-GOLDEN-SECRET-7f3a9c and stays alive ~1.5 s (sleeping) so its files exist meanwhile.
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <time.h>
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  struct timespec pause = {1, 500000000};
  nanosleep(&pause, NULL);
  printf("%lld\n", a + b);
  return 0;
}
