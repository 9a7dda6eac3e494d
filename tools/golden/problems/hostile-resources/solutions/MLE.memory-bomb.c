// expect MLE: allocates and touches 1 MiB blocks until killed (limit 256 MB).
#include <stdlib.h>
#include <string.h>
int main(void) {
  for (;;) {
    char *block = malloc(1 << 20);
    if (!block) return 7;  // allocation refused rather than killed: still must not pass
    memset(block, 7, 1 << 20);
  }
}
