// expect AC: reads product.in, writes product.out.
#include <stdio.h>
int main(void) {
  long long a, b;
  FILE *in = fopen("product.in", "r"), *out = fopen("product.out", "w");
  if (!in || !out || fscanf(in, "%lld %lld", &a, &b) != 2) return 1;
  fprintf(out, "%lld\n", a * b);
  return fclose(out) != 0;
}
