// expect PE: a blank after each word; with isRemoveEndBlank off only whitespace differs.
#include <ctype.h>
#include <stdio.h>
int main(void) {
  char word[128];
  while (scanf("%127s", word) == 1) {
    for (char *p = word; *p; p++) *p = (char)toupper((unsigned char)*p);
    printf("%s \n", word);
  }
  return 0;
}
