// expect RE: writes without end; the output cap stops it (reported as a runtime error, HOJ has no OLE status).
#include <stdio.h>
#include <string.h>
int main(void) {
  char line[4096];
  memset(line, 'x', sizeof line - 1);
  line[sizeof line - 1] = '\n';
  for (;;) fwrite(line, 1, sizeof line, stdout);
}
