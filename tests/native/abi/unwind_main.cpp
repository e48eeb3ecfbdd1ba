#include <cstdio>
extern "C" long through(long, long, long);
static int calls = 0;
extern "C" void cb(long v) {
  if (++calls == 2) throw v;
}
int main() {
  long r = through(2, 3, 5);
  std::printf("returned %ld\n", r);
  try {
    through(2, 3, 5);
    std::printf("no exception\n");
  } catch (long v) {
    std::printf("caught %ld\n", v);
  }
  return 0;
}
