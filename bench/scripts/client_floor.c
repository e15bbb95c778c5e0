/* The least a client can do for one `gpuq submit`: connect to the daemon's
 * socket, send the request a real `gpuq submit` sent (its body read from a
 * file), read the answer, exit. Used by client_floor.sh to separate what the
 * CLI costs from what the daemon and the pod cost.
 * usage: client_floor SOCKET METHOD PATH [BODY_FILE]; exit 0 on a 2xx answer. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static char body[1 << 20], request[(1 << 20) + 1024], answer[1 << 16];

int main(int argc, char** argv) {
  if (argc != 4 && argc != 5) return 2;
  ssize_t length = 0;
  if (argc == 5) {
    int file = open(argv[4], O_RDONLY);
    if (file < 0) return 2;
    length = read(file, body, sizeof body);
    close(file);
    if (length < 0) return 2;
  }
  int n = snprintf(request, sizeof request,
                   "%s %s HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\n"
                   "Prefer: return=minimal\r\nContent-Type: application/json\r\n"
                   "Content-Length: %zd\r\n\r\n",
                   argv[2], argv[3], length);
  memcpy(request + n, body, (size_t)length);
  n += (int)length;
  int s = socket(AF_UNIX, SOCK_STREAM, 0);
  struct sockaddr_un address = {.sun_family = AF_UNIX};
  strncpy(address.sun_path, argv[1], sizeof address.sun_path - 1);
  if (connect(s, (struct sockaddr*)&address, sizeof address) != 0) return 1;
  for (int sent = 0; sent < n;) {
    ssize_t w = write(s, request + sent, (size_t)(n - sent));
    if (w <= 0) return 1;
    sent += (int)w;
  }
  size_t got = 0;
  for (;;) {
    ssize_t r = read(s, answer + got, sizeof answer - 1 - got);
    if (r <= 0) break;
    got += (size_t)r;
    answer[got] = '\0';
    char* end = strstr(answer, "\r\n\r\n");
    char* size = strstr(answer, "Content-Length: ");
    if (end != NULL && size != NULL && got >= (size_t)(end + 4 - answer) + strtoul(size + 16, 0, 10)) {
      break;
    }
  }
  return strncmp(answer, "HTTP/1.1 2", 10) == 0 ? 0 : 1;
}
