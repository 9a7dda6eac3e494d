// expect AC: /etc/shadow must be unreadable (or absent); the right answer is printed only if nothing was read from it.
#include <stdio.h>
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  long long leaked = 0;
  FILE *shadow = fopen("/etc/shadow", "r");
  if (shadow) {
    char line[512];
    while (fgets(line, sizeof line, shadow)) leaked++;
    fclose(shadow);
  }
  printf("%lld\n", a + b + leaked);
  return 0;
}
