/* Calls the runner utilities through the C ABI, as code compiled by rmlir will: linked
 * against rmlir's runtime as a static library, or against upstream's libraries. */
#include <stdint.h>

void printF64(double);
void printF32(float);
void printI64(int64_t);
void printU64(uint64_t);
void printNewline(void);
void printComma(void);
void printOpen(void);
void printClose(void);

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRef2DF32;
typedef struct {
  int64_t rank;
  void *descriptor;
} UnrankedMemRef;
void _mlir_ciface_printMemrefF32(UnrankedMemRef *);

int main(void) {
  printOpen();
  printF64(0.1);
  printComma();
  printF64(1e20);
  printComma();
  printF32(-0.0f);
  printComma();
  printI64(-42);
  printComma();
  printU64(18446744073709551615ull);
  printClose();
  printNewline();
  float data[6] = {1, 2.5f, -3, 4, 1.0f / 3, 6e-8f};
  MemRef2DF32 d = {data, data, 0, {2, 3}, {3, 1}};
  UnrankedMemRef u = {2, &d};
  _mlir_ciface_printMemrefF32(&u);
  /* A transposed view. */
  MemRef2DF32 t = {data, data, 0, {3, 2}, {1, 3}};
  UnrankedMemRef ut = {2, &t};
  _mlir_ciface_printMemrefF32(&ut);
  return 0;
}
