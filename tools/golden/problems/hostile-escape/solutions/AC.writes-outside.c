// expect AC: creating files in the system folders must fail (read-only); the runner also checks that none of the paths tried exists on the host.
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
static const char *const must_fail[] = {"/etc/oj-golden-escape", "/usr/oj-golden-escape", "/usr/bin/oj-golden-escape",
                                        "/lib/oj-golden-escape"};
// Private to the sandbox if writable at all; the host must never see them (hostMustNotExist).
static const char *const may_be_private[] = {"/tmp/oj-golden-escape", "/var/tmp/oj-golden-escape",
                                             "/dev/shm/oj-golden-escape", "/root/oj-golden-escape",
                                             "/oj-golden-escape", "/work/oj-golden-escape", "../oj-golden-escape"};
static int try_create(const char *path) {
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return 0;
  int wrote = write(fd, "escaped\n", 8) == 8;
  close(fd);
  return wrote;
}
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  int escaped = 0;
  for (unsigned i = 0; i < sizeof must_fail / sizeof *must_fail; i++) escaped += try_create(must_fail[i]);
  for (unsigned i = 0; i < sizeof may_be_private / sizeof *may_be_private; i++) try_create(may_be_private[i]);
  printf("%lld\n", a + b + escaped);
  return 0;
}
