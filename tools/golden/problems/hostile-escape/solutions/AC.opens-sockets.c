// expect AC: no TCP connection may succeed: not to the runner's canary listener (127.0.0.1:47613), NATS, Postgres or anything else on the host; the right answer only if every connect failed.
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <sys/socket.h>
#include <unistd.h>

// 1 when a TCP connection to ip:port is established within 300 ms.
static int connects(const char *ip, int port) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return 0;
  fcntl(fd, F_SETFL, O_NONBLOCK);
  struct sockaddr_in to = {0};
  to.sin_family = AF_INET;
  to.sin_port = htons((unsigned short)port);
  inet_pton(AF_INET, ip, &to.sin_addr);
  int ok = connect(fd, (struct sockaddr *)&to, sizeof to) == 0;
  if (!ok) {
    struct pollfd p = {fd, POLLOUT, 0};
    int err = 1;
    socklen_t len = sizeof err;
    if (poll(&p, 1, 300) == 1 && getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len) == 0) ok = err == 0;
  }
  close(fd);
  return ok;
}

int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  static const int ports[] = {47613, 4222, 5432, 8080, 22, 80};
  int reached = 0;
  for (unsigned i = 0; i < sizeof ports / sizeof *ports; i++) reached += connects("127.0.0.1", ports[i]);
  reached += connects("1.1.1.1", 80);
  printf("%lld\n", a + b + reached);
  return 0;
}
