/*
 * The warm sandbox's helper: it lives inside one bubblewrap sandbox for the cases of a task and starts
 * each case's program itself, so a case costs a clone and an exec instead of a whole sandbox. The judge
 * (session.ts) compiles it at start with the host's C compiler; it is trusted code, run as the work user.
 *
 *   zygote <cpu seconds> <file size bytes> <stack KiB> -- <argv of the program...>
 *
 * Lines on fd 0, from the judge:
 *   RUN <in> <out> <err>   start a case: names in /x (the exchange folder) or '-' for /dev/null; the
 *                          child opens them, then waits
 *   GO                     let the waiting child execute the program
 * Lines on fd 1, to the judge:
 *   PID <pid>              the waiting child (a pid of the sandbox's namespace)
 *   EXIT <wait status>     the program ended (the raw status of waitpid)
 *   FAIL <errno> <stage>   the child could not open its files or execute the program
 * Before each case it empties /tmp and removes the System V IPC objects the last case left, so no
 * case sees another's leftovers; when /tmp cannot be emptied it exits, and the judge starts a fresh
 * sandbox. It is the sandbox's pid 1 (bwrap --as-pid-1): a program cannot signal it (the kernel drops
 * signals to a namespace's init from inside unless it handles them), and it reaps orphans. It is not
 * dumpable (a program may not read it; ptrace is refused by the seccomp filter).
 * Lines other than GO after a PID end the waiting child.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/prctl.h>
#include <sched.h>
#include <sys/resource.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static void say(const char *format, long a, long b) {
  char line[96];
  int n = snprintf(line, sizeof line, format, a, b);
  if (write(1, line, (size_t)n) != n) _exit(3);
}

/* Removes what a folder holds, opening up folders a case closed; depth-first, at most 64 deep. */
static void empty_dir(int dir, int depth) {
  DIR *list = fdopendir(dup(dir));
  if (!list) return;
  struct dirent *entry;
  while ((entry = readdir(list))) {
    const char *name = entry->d_name;
    if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0) continue;
    if (unlinkat(dir, name, 0) == 0 || depth >= 64) continue;
    fchmodat(dir, name, 0700, 0);
    int sub = openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (sub < 0) continue;
    empty_dir(sub, depth + 1);
    close(sub);
    unlinkat(dir, name, AT_REMOVEDIR);
  }
  closedir(list);
}

/* Empties /tmp; false when something is left (the judge then starts a fresh sandbox). */
static int empty_tmp(void) {
  int tmp = open("/tmp", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (tmp < 0) return 0;
  empty_dir(tmp, 0);
  DIR *list = fdopendir(tmp);
  if (!list) return 0;
  int left = 0;
  struct dirent *entry;
  while ((entry = readdir(list)))
    if (strcmp(entry->d_name, ".") != 0 && strcmp(entry->d_name, "..") != 0) left = 1;
  closedir(list);
  return !left;
}

/* Removes the System V shared memory, message queues and semaphores of the sandbox's IPC namespace. */
static void remove_ipc(const char *table, int kind) {
  FILE *file = fopen(table, "r");
  if (!file) return;
  char line[512];
  if (!fgets(line, sizeof line, file)) goto done; /* the heading */
  while (fgets(line, sizeof line, file)) {
    long key, id;
    if (sscanf(line, "%ld %ld", &key, &id) != 2) continue;
    if (kind == 0) shmctl((int)id, IPC_RMID, NULL);
    else if (kind == 1) msgctl((int)id, IPC_RMID, NULL);
    else semctl((int)id, 0, IPC_RMID);
  }
done:
  fclose(file);
}

static int open_in(const char *name, int flags) {
  if (strcmp(name, "-") == 0) return open("/dev/null", flags & O_ACCMODE);
  char path[256];
  if (snprintf(path, sizeof path, "/x/%s", name) >= (int)sizeof path) return -1;
  return open(path, flags | O_NOFOLLOW | O_CLOEXEC);
}

/*
 * A case's child shares the zygote's memory until it executes the program (clone with CLONE_VM and
 * CLONE_VFORK, as posix_spawn does): no page tables copied and no copy-on-write faults, which made
 * the fork most of a case's cost on some virtual machines. The zygote is suspended meanwhile, so the
 * child itself says its PID and reads the judge's answer; what it has to tell the zygote it leaves
 * here, in memory they share. It calls only system calls' wrappers, on a stack of its own.
 */
static struct {
  const char *names[3];
  rlim_t cpu, fsize, stack;
  char **program;
  /* written by the child, read by the zygote after it: volatile, so that the compiler, which does
     not know that clone runs child_main in this memory, neither drops nor caches them */
  volatile int go;    /* the judge said GO (else STOP or another line: the child ended itself) */
  volatile int eof;   /* the judge's pipe closed while the child waited */
  volatile int error; /* the child could not go on: errno and stage (1 files, 2 stdio, 3 limits, 4 exec) */
  volatile int stage;
} job;

static char child_stack[64 * 1024] __attribute__((aligned(16)));

__attribute__((noreturn)) static int child_fail(int stage) {
  job.error = errno;
  job.stage = stage;
  _exit(127);
}

/* The case's child's line from fd 0, read a byte at a time (what follows is the zygote's); 0 at its end. */
static int read_line(char *line, size_t size) {
  size_t n = 0;
  while (n + 1 < size) {
    ssize_t got = read(0, line + n, 1);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    if (line[n++] == '\n') break;
  }
  line[n] = 0;
  return n > 0;
}

/*
 * The zygote's own lines, read a block at a time. The judge sends nothing after a RUN until it has the
 * PID, so when the case's child reads fd 0 itself (read_line) nothing of the judge's waits here.
 */
static char pending[4096];
static size_t pending_at, pending_end;

static int next_line(char *line, size_t size) {
  size_t n = 0;
  for (;;) {
    if (pending_at == pending_end) {
      ssize_t got = read(0, pending, sizeof pending);
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) break;
      pending_at = 0;
      pending_end = (size_t)got;
    }
    char c = pending[pending_at++];
    if (n + 1 < size) line[n++] = c;
    if (c == '\n') break;
  }
  line[n] = 0;
  return n > 0;
}

static int child_main(void *unused) {
  (void)unused;
  setsid();
  signal(SIGPIPE, SIG_DFL);
  /* stdout and stderr are the judge's empty files of the work user in /x */
  int fds[3] = {open_in(job.names[0], O_RDONLY), open_in(job.names[1], O_WRONLY | O_TRUNC),
                open_in(job.names[2], O_WRONLY | O_TRUNC)};
  int opened = fds[0] >= 0 && fds[1] >= 0 && fds[2] >= 0;
  int error = errno;
  say("PID %ld\n", (long)getpid(), 0);
  char line[64];
  if (!read_line(line, sizeof line)) {
    job.eof = 1;
    _exit(125);
  }
  if (strcmp(line, "GO\n") != 0) _exit(125); /* the judge gave the case up */
  job.go = 1;
  if (!opened) {
    errno = error;
    child_fail(1);
  }
  for (int i = 0; i < 3; i++)
    if (dup2(fds[i], i) < 0) child_fail(2);
  struct rlimit limits[] = {{0, 0}, {job.cpu, job.cpu}, {job.fsize, job.fsize}, {256, 256}, {job.stack, job.stack}};
  int which[] = {RLIMIT_CORE, RLIMIT_CPU, RLIMIT_FSIZE, RLIMIT_NOFILE, RLIMIT_STACK};
  for (int i = 0; i < 5; i++)
    if (setrlimit(which[i], &limits[i]) != 0) child_fail(3);
  /* nothing of the zygote's own reaches the program */
#ifdef CLOSE_RANGE_CLOEXEC
  if (close_range(3, ~0U, CLOSE_RANGE_CLOEXEC) != 0)
#endif
    for (int fd = 3; fd < 1024; fd++) fcntl(fd, F_SETFD, FD_CLOEXEC);
  execvp(job.program[0], job.program);
  return child_fail(4);
}

int main(int argc, char **argv) {
  if (argc < 6 || strcmp(argv[4], "--") != 0) {
    fprintf(stderr, "usage: zygote <cpu s> <fsize bytes> <stack KiB> -- program...\n");
    return 2;
  }
  /* It empties /tmp before each case: only ever the private one of a sandbox it is the init of
     (bwrap --unshare-pid --as-pid-1 --tmpfs /tmp), never a machine's own. */
  if (getpid() != 1) {
    fprintf(stderr, "zygote: runs only as pid 1 of a sandbox (bwrap --unshare-pid --as-pid-1)\n");
    return 2;
  }
  job.cpu = strtoull(argv[1], NULL, 10);
  job.fsize = strtoull(argv[2], NULL, 10);
  job.stack = strtoull(argv[3], NULL, 10) * 1024;
  job.program = argv + 5;
  prctl(PR_SET_DUMPABLE, 0);
  signal(SIGPIPE, SIG_IGN);

  char line[1024];
  char names[3][256];
  int stale_go = 0;
  while (next_line(line, sizeof line)) {
    /* a GO the judge sent to a child it then killed before the child read it (see below) */
    if (stale_go && (stale_go = 0, strcmp(line, "GO\n") == 0)) continue;
    if (sscanf(line, "RUN %255s %255s %255s", names[0], names[1], names[2]) != 3) return 4;
    /* as pid 1 it inherits the orphans the judge killed after the last case: reaped here */
    while (waitpid(-1, NULL, WNOHANG) > 0) {
    }
    if (!empty_tmp()) return 7;
    remove_ipc("/proc/sysvipc/shm", 0);
    remove_ipc("/proc/sysvipc/msg", 1);
    remove_ipc("/proc/sysvipc/sem", 2);
    for (int i = 0; i < 3; i++) job.names[i] = names[i];
    job.go = job.eof = job.error = job.stage = 0;
    /* the child reads the judge's next line from fd 0: none may wait here (the judge broke the protocol) */
    if (pending_at != pending_end) return 4;
    /* back here once the child has executed the program or ended */
    pid_t child = clone(child_main, child_stack + sizeof child_stack, CLONE_VM | CLONE_VFORK | SIGCHLD, NULL);
    if (child < 0) return 6;
    int status;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    if (job.go) {
      if (job.stage != 0) say("FAIL %ld %ld\n", job.error, job.stage);
      else say("EXIT %ld\n", status, 0);
    } else if (WIFSIGNALED(status)) {
      /* Killed while it waited: the judge kills a case only after it sent GO, so it waits for the
         end; whether the child read that GO first is not known, so one that comes next is skipped. */
      say("EXIT %ld\n", status, 0);
      stale_go = 1;
    } else if (job.eof) {
      return 0;
    } /* else STOP (or another line): the child ended itself and nothing is said */
  }
  return 0;
}
