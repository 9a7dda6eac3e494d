// expect AC: walks every folder it can see for the secret of AC.holds-a-secret.c (another submission's source) or any other main.* outside its own folder; the right answer only if none is found.
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

// The secret, XOR-ed so that this source and binary do not contain it themselves.
static const unsigned char hidden[] = {0x15, 0x10, 0x77, 0x1d, 0x15, 0x16, 0x1e, 0x1f, 0x14, 0x77, 0x09, 0x1f,
                                       0x19, 0x08, 0x1f, 0x0e, 0x77, 0x6d, 0x3c, 0x69, 0x3b, 0x63, 0x39};
static char secret[sizeof hidden + 1];
static char own[PATH_MAX];
static long visited, found;
static const char *const skipped[] = {"/proc", "/sys", "/dev", "/usr", "/lib", "/lib32", "/lib64", "/bin", "/sbin", "/etc"};

static int is_source_name(const char *name) {
  return !strcmp(name, "main.c") || !strcmp(name, "main.cpp") || !strcmp(name, "Main.java") || !strcmp(name, "main.go");
}

static void look_into(const char *path) {
  int fd = open(path, O_RDONLY | O_NONBLOCK);
  if (fd < 0) return;
  static char buf[65536];
  ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (n > 0) {
    buf[n] = 0;
    if (memmem(buf, (size_t)n, secret, strlen(secret))) found++;
  }
}

static void walk(const char *dir, int depth) {
  if (depth > 10 || visited > 20000) return;
  for (unsigned i = 0; i < sizeof skipped / sizeof *skipped; i++)
    if (!strcmp(dir, skipped[i])) return;
  if (!strcmp(dir, own) || strstr(dir, "node_modules")) return;
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *e;
  while ((e = readdir(d)) && visited <= 20000) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    visited++;
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", strcmp(dir, "/") ? dir : "", e->d_name);
    struct stat st;
    if (lstat(path, &st) != 0) continue;
    if (S_ISDIR(st.st_mode)) walk(path, depth + 1);
    else if (S_ISREG(st.st_mode)) {
      if (is_source_name(e->d_name)) found++;
      else if (st.st_size < 65536) look_into(path);
    }
  }
  closedir(d);
}

int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  for (unsigned i = 0; i < sizeof hidden; i++) secret[i] = (char)(hidden[i] ^ 0x5a);
  if (!getcwd(own, sizeof own)) own[0] = 0;
  // Where judges keep work folders first, then everything else; each root with its own budget.
  static const char *const roots[] = {"/tmp", "/var/tmp", "/dev/shm", "/run", "/root", "/home", "/work", "/srv",
                                      "/opt", "/var", "/mnt", "/"};
  for (unsigned i = 0; i < sizeof roots / sizeof *roots && !found; i++) {
    visited = 0;
    walk(roots[i], 0);
  }
  // A few more looks at the temporary folders a moment apart, so a submission judged meanwhile is seen.
  for (int round = 0; round < 3 && !found; round++) {
    struct timespec pause = {0, 250000000};
    nanosleep(&pause, NULL);
    for (unsigned i = 0; i < 3 && !found; i++) {
      visited = 0;
      walk(roots[i], 0);
    }
  }
  printf("%lld\n", a + b + found);
  return 0;
}
